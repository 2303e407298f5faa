// /sitemap.xml, read fresh on each request (docs/adr/0076): the storefront's public pages, then every
// product and article a visitor may see. PocketBase is read anonymously, so its API rules decide what
// is public (no exclusive product, no unpublished one), exactly as the catalogue shows it to a visitor.
import { href, paths } from '../../src/lib/paths.ts'

export const SITEMAP_PATH = '/sitemap.xml'
/** A CDN keeps it five minutes: a crawler reads it far less often than that. */
export const SITEMAP_CACHE = 'public, max-age=0, s-maxage=300'

/** The public pages that are not records (the account, pro, admin, cart and checkout areas are not). */
export const PUBLIC_PAGES: readonly string[] = [
  paths.home,
  paths.about,
  paths.catalogue,
  paths.stones,
  paths.blog,
  paths.contact,
  paths.customRequest,
  paths.terms,
  paths.proTerms,
  paths.legalNotice,
  paths.privacy,
  paths.withdrawal,
]

/** The content pages the admin edits (docs/adr/0101): listed when published (their slug is their address). */
export const CONTENT_PAGES: readonly string[] = [paths.sizeGuide, paths.deliveryAndReturns, paths.stoneCare, paths.faq]

/** Full lists are read in pages of 500 (docs/product/rules.md#constants). */
const PER_PAGE = 500

type Entry = { path: string; updated?: string }

/** Every record of a collection a visitor may list (only `fields`), page after page; throws on any failure. */
async function readAll<T>(pocketbaseUrl: string, collection: string, fields: string, fetchImpl: typeof fetch): Promise<T[]> {
  const records: T[] = []
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), perPage: String(PER_PAGE), fields, sort: '-created,id', skipTotal: '1' })
    const response = await fetchImpl(`${pocketbaseUrl.replace(/\/+$/, '')}/api/collections/${collection}/records?${query}`, {
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`${collection}: PocketBase answered ${response.status}`)
    const { items } = (await response.json()) as { items: T[] }
    records.push(...items)
    if (items.length < PER_PAGE) return records
  }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)

/** PocketBase's `2026-11-25 10:00:00.123Z` as a W3C datetime; nothing when it cannot be read. */
function lastmod(updated: string | undefined): string | undefined {
  if (!updated) return undefined
  const date = new Date(updated.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** The sitemap's XML for these pages, addressed from `origin`. */
export function sitemapXml(origin: string, entries: readonly Entry[]): string {
  const urls = entries.map(({ path, updated }) => {
    const modified = lastmod(updated)
    return `  <url><loc>${escapeXml(origin + path)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Every page of the sitemap: the public pages, the published content pages, the products, the articles. */
export async function sitemapEntries(pocketbaseUrl: string, fetchImpl: typeof fetch = fetch): Promise<Entry[]> {
  const [products, articles, pages] = await Promise.all([
    readAll<{ slug: string; updated?: string }>(pocketbaseUrl, 'products', 'slug,updated', fetchImpl),
    readAll<{ slug: string; updated?: string }>(pocketbaseUrl, 'articles', 'slug,updated', fetchImpl),
    readAll<{ slug: string; updated?: string }>(pocketbaseUrl, 'pages', 'slug,updated', fetchImpl),
  ])
  const published = new Map(pages.map(({ slug, updated }) => [`/${slug}`, updated]))
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...CONTENT_PAGES.filter((path) => published.has(path)).map((path) => ({ path, updated: published.get(path) })),
    ...products.map(({ slug, updated }) => ({ path: href(paths.product, { slug }), updated })),
    ...articles.map(({ slug, updated }) => ({ path: href(paths.article, { slug }), updated })),
  ]
}

/**
 * The answer to GET /sitemap.xml. When PocketBase cannot be read the answer is a 503 that no cache
 * keeps (a crawler comes back later), never a sitemap missing the shop's products.
 */
export async function serveSitemap(
  request: Request,
  {
    pocketbaseUrl,
    headers = {},
    fetch: fetchImpl = fetch,
  }: { pocketbaseUrl: string; headers?: Record<string, string>; fetch?: typeof fetch },
): Promise<Response> {
  let entries: Entry[]
  try {
    entries = await sitemapEntries(pocketbaseUrl, fetchImpl)
  } catch (error) {
    console.error('sitemap: PocketBase could not be read', error)
    return new Response(request.method === 'HEAD' ? null : 'Sitemap momentanément indisponible.\n', {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
    })
  }
  const body = sitemapXml(new URL(request.url).origin, entries)
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE },
  })
}
