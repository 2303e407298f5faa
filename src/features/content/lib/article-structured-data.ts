import { SHOP_NAME } from '@/lib/shop-info'

/** A PocketBase date (`2026-11-21 10:00:00.000Z`) in ISO 8601, or nothing when it cannot be read. */
function isoDate(value: string | null | undefined): string | undefined {
  const date = new Date((value ?? '').trim().replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

export interface ArticleForSearch {
  title: string
  /** Plain text. */
  description?: string | null
  /** The article's image URL (made absolute against `url`), if it has one. */
  image?: string | null
  created: string
  updated: string
}

/**
 * A journal article's schema.org `BlogPosting` (JSON-LD, docs/adr/0076); `url` is its canonical
 * address. The shop writes the journal: it is the author and the publisher (as on the home page,
 * site-structured-data.ts; not shared, so that no chunk is added: docs/adr/0075).
 */
export function articleStructuredData(article: ArticleForSearch, url: string): object {
  const published = isoDate(article.created)
  const modified = isoDate(article.updated) ?? published
  const site = new URL('/', url).href
  const shop = { '@type': 'Organization', name: SHOP_NAME, url: site, logo: new URL('/favicon.svg', site).href }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(article.description ? { description: article.description } : {}),
    ...(article.image ? { image: [new URL(article.image, url).href] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    inLanguage: 'fr-FR',
    url,
    mainEntityOfPage: url,
    author: shop,
    publisher: shop,
  }
}
