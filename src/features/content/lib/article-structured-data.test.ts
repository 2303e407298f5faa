import { describe, expect, it } from 'vitest'
import { articleStructuredData } from './article-structured-data'

const ARTICLE_URL = 'https://eclat-de-pierre.fr/blog/abc123'

const shop = {
  '@type': 'Organization',
  name: 'Éclat de Pierre',
  url: 'https://eclat-de-pierre.fr/',
  logo: 'https://eclat-de-pierre.fr/favicon.svg',
}

describe('articleStructuredData', () => {
  it('is a BlogPosting: headline, absolute image, ISO dates, the shop as author and publisher', () => {
    const data = articleStructuredData(
      {
        title: 'Purifier son améthyste',
        description: 'Trois gestes simples.',
        image: 'https://api.eclat-de-pierre.fr/api/files/articles/abc123/amethyste.jpg',
        created: '2026-11-21 10:00:00.000Z',
        updated: '2026-11-22 08:30:00.000Z',
      },
      ARTICLE_URL,
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Purifier son améthyste',
      description: 'Trois gestes simples.',
      image: ['https://api.eclat-de-pierre.fr/api/files/articles/abc123/amethyste.jpg'],
      datePublished: '2026-11-21T10:00:00.000Z',
      dateModified: '2026-11-22T08:30:00.000Z',
      inLanguage: 'fr-FR',
      url: ARTICLE_URL,
      mainEntityOfPage: ARTICLE_URL,
      author: shop,
      publisher: shop,
    })
  })

  it('leaves out an absent image and description, and an unreadable date', () => {
    const data = articleStructuredData({ title: 'Sans image', image: null, description: '', created: '', updated: 'n/a' }, ARTICLE_URL)
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('description')
    expect(data).not.toHaveProperty('datePublished')
    expect(data).not.toHaveProperty('dateModified')
  })

  it('makes a relative image absolute against the page', () => {
    const data = articleStructuredData({ title: 'T', image: '/images/a.jpg', created: '', updated: '' }, ARTICLE_URL)
    expect(data).toMatchObject({ image: ['https://eclat-de-pierre.fr/images/a.jpg'] })
  })
})
