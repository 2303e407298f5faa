import { SHOP_NAME } from '@/lib/shop-info'

/**
 * The home page's JSON-LD (docs/adr/0076): the shop as an `Organization` (its name, its site, its
 * mark: public/favicon.svg) and its `WebSite`, for a search engine's knowledge panel. `url`: any
 * address of the site.
 */
export function siteStructuredData(url: string): object {
  const site = new URL('/', url).href
  const organisation = `${site}#organisation`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': organisation, name: SHOP_NAME, url: site, logo: new URL('/favicon.svg', site).href },
      { '@type': 'WebSite', name: SHOP_NAME, url: site, inLanguage: 'fr-FR', publisher: { '@id': organisation } },
    ],
  }
}
