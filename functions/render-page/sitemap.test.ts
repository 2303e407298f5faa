// The sitemap as a crawler reads it, from a PocketBase played by a fake fetch: every page of every
// list, escaped XML, and never a partial sitemap.
import { describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../src/testing/console.ts'
import { robotsTxt } from './robots.ts'
import { PUBLIC_PAGES, serveSitemap, sitemapXml } from './sitemap.ts'

type Lists = Record<string, Array<Record<string, string>>>

/** PocketBase's records API over these lists, `perPage` at a time; `failing` answers 500 from that page on. */
function fakePocketBase(lists: Lists, failing?: { collection: string; page: number }) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const collection = /\/api\/collections\/([^/]+)\/records/.exec(url.pathname)?.[1] ?? ''
    const page = Number(url.searchParams.get('page'))
    const perPage = Number(url.searchParams.get('perPage'))
    if (failing && failing.collection === collection && page >= failing.page) return new Response('{}', { status: 500 })
    const items = (lists[collection] ?? []).slice((page - 1) * perPage, page * perPage)
    return Response.json({ page, perPage, items })
  })
}

const request = (path = '/sitemap.xml') => new Request(`https://boutique.example${path}`)
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('sitemap.xml', () => {
  it('lists the public pages, then every product and article of every page, with their last change', async () => {
    const products = Array.from({ length: 501 }, (_, index) => ({ slug: `bracelet-${index}`, updated: '2026-11-20 08:30:00.123Z' }))
    const fetch = fakePocketBase({ products, articles: [{ slug: 'les-pierres-de-l-hiver', updated: '2026-11-21 09:00:00.000Z' }] })
    const response = await serveSitemap(request(), { pocketbaseUrl: 'http://pb.test/', fetch })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300')
    const xml = await response.text()
    expect(locs(xml)).toEqual([
      ...PUBLIC_PAGES.map((path) => `https://boutique.example${path}`),
      ...products.map(({ slug }) => `https://boutique.example/catalogue/${slug}`),
      // An article by its slug (docs/adr/0084).
      'https://boutique.example/blog/les-pierres-de-l-hiver',
    ])
    expect(xml).toContain('<loc>https://boutique.example/catalogue/bracelet-0</loc><lastmod>2026-11-20T08:30:00.123Z</lastmod>')
    expect(xml).toContain('<lastmod>2026-11-21T09:00:00.000Z</lastmod>')
    // Two pages of products, each asked anonymously with only what the sitemap needs.
    const productCalls = fetch.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname.includes('/products/'))
    expect(productCalls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
    expect(productCalls[0]?.searchParams.get('fields')).toBe('slug,updated')
    expect(productCalls[0]?.searchParams.get('skipTotal')).toBe('1')
    expect(productCalls[0]?.origin).toBe('http://pb.test')
    const articleCall = fetch.mock.calls.map(([url]) => new URL(String(url))).find((url) => url.pathname.includes('/articles/'))
    expect(articleCall?.searchParams.get('fields')).toBe('slug,updated')
  })

  it('lists the published content pages at their address, with their last change, and no other slug', async () => {
    const fetch = fakePocketBase({
      products: [],
      articles: [],
      // What a visitor reads: the published pages only (docs/adr/0101); a stray slug has no route.
      pages: [
        { slug: 'faq', updated: '2026-11-22 10:00:00.000Z' },
        { slug: 'guide-des-tailles', updated: '2026-11-23 10:00:00.000Z' },
        { slug: 'page-sans-adresse', updated: '2026-11-23 10:00:00.000Z' },
      ],
    })
    const xml = await (await serveSitemap(request(), { pocketbaseUrl: 'http://pb.test', fetch })).text()
    expect(locs(xml)).toEqual([
      ...PUBLIC_PAGES.map((path) => `https://boutique.example${path}`),
      'https://boutique.example/guide-des-tailles',
      'https://boutique.example/faq',
    ])
    expect(xml).toContain('<loc>https://boutique.example/faq</loc><lastmod>2026-11-22T10:00:00.000Z</lastmod>')
  })

  it('escapes what it writes into the XML, and a slug in its address', async () => {
    expect(sitemapXml('https://boutique.example', [{ path: '/a?x=1&y=<2>' }])).toContain(
      '<loc>https://boutique.example/a?x=1&amp;y=&lt;2&gt;</loc>',
    )
    const fetch = fakePocketBase({ products: [{ slug: 'a&b c', updated: '' }], articles: [] })
    const xml = await (await serveSitemap(request(), { pocketbaseUrl: 'http://pb.test', fetch })).text()
    expect(locs(xml)).toContain('https://boutique.example/catalogue/a%26b%20c')
  })

  it('answers 503, never a partial sitemap, when a page of a list cannot be read', async () => {
    const products = Array.from({ length: 600 }, (_, index) => ({ slug: `p-${index}`, updated: '' }))
    const fetch = fakePocketBase({ products, articles: [] }, { collection: 'products', page: 2 })
    expectConsoleError(/sitemap: PocketBase could not be read/)
    const response = await serveSitemap(request(), { pocketbaseUrl: 'http://pb.test', fetch })
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).not.toContain('<urlset')
  })
})

describe('robots.txt', () => {
  it('keeps the private areas out and names the sitemap', () => {
    expect(robotsTxt('https://boutique.example')).toBe(
      [
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /espace-pro',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /cart',
        '',
        'Sitemap: https://boutique.example/sitemap.xml',
        '',
      ].join('\n'),
    )
  })
})
