import { describe, expect, it } from 'vitest'
import { siteStructuredData } from './site-structured-data'

describe('siteStructuredData', () => {
  it('names the shop (with its mark) and its site, from any page of it', () => {
    expect(siteStructuredData('https://eclat-de-pierre.fr/a-propos')).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://eclat-de-pierre.fr/#organisation',
          name: 'Éclat de Pierre',
          url: 'https://eclat-de-pierre.fr/',
          logo: 'https://eclat-de-pierre.fr/favicon.svg',
        },
        {
          '@type': 'WebSite',
          name: 'Éclat de Pierre',
          url: 'https://eclat-de-pierre.fr/',
          inLanguage: 'fr-FR',
          publisher: { '@id': 'https://eclat-de-pierre.fr/#organisation' },
        },
      ],
    })
  })
})
