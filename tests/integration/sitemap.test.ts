// The sitemap and robots.txt of the page-rendering function (functions/render-page/, docs/adr/0076)
// against the real PocketBase: the sitemap reads it as a visitor, so it lists exactly the products and
// articles a visitor may see (no exclusive product, no unpublished one), and answers 503 rather than a
// partial list when PocketBase cannot be reached.
import { createServer } from 'node:net'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { handleRequest } from '../../functions/render-page/handle-request.ts'
import { CONTENT_PAGES, PUBLIC_PAGES } from '../../functions/render-page/sitemap.ts'
import type { ArticlesRecord, ProductsRecord } from '../../src/lib/pocketbase-types'
import { expectConsoleError } from '../../src/testing/console'
import { type Actor, anonymous, pbUrl, superuser } from './support/clients'
import { createProduct, uniq } from './support/factories'

const ORIGIN = 'https://boutique.example'

let su: Actor
let visitor: Actor
let regular: ProductsRecord
let exclusive: ProductsRecord
let unpublished: ProductsRecord
let article: ArticlesRecord

beforeAll(async () => {
  ;[su, visitor] = await Promise.all([superuser(), anonymous()])
  regular = await createProduct(su.pb)
  exclusive = await createProduct(su.pb, { exclusive: true })
  unpublished = await createProduct(su.pb, { published: false })
  article = await su.pb.collection('articles').create({ title: `Article ${uniq()}`, excerpt: 'Les pierres de l’hiver.' })
})

/** The function's answer for `path`, the sitemap reading `pocketbaseUrl`; a page request would fail the test. */
function get(path: string, pocketbaseUrl = pbUrl(), method = 'GET') {
  return handleRequest(new Request(`${ORIGIN}${path}`, { method }), {
    pocketbaseUrl,
    page: () => Promise.reject(new Error('no page is rendered here')),
  })
}

/** The sitemap read as XML: a parse error fails here. Its URLs, each with its lastmod. */
async function readSitemap(): Promise<Map<string, string | null>> {
  const response = await get('/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300')
  const { document } = new JSDOM(await response.text(), { contentType: 'application/xml' }).window
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  expect(document.documentElement.tagName).toBe('urlset')
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  const urls = [...document.getElementsByTagName('url')].map((url) => [
    url.getElementsByTagName('loc')[0]?.textContent ?? '',
    url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  ])
  return new Map(urls as [string, string | null][])
}

const productUrl = (slug: string) => `${ORIGIN}/catalogue/${slug}`
const iso = (updated: string) => new Date(updated.replace(' ', 'T')).toISOString()

describe('sitemap.xml', () => {
  it('lists the public pages and exactly the products and articles a visitor may see, by their absolute URL', async () => {
    const sitemap = await readSitemap()
    const [products, articles] = await Promise.all([
      visitor.pb.collection('products').getFullList({ fields: 'slug', batch: 500 }),
      visitor.pb.collection('articles').getFullList({ fields: 'slug', batch: 500 }),
    ])
    // The published content pages (docs/adr/0101): content-pages.test.ts unpublishes one for a while.
    const contentPages = CONTENT_PAGES.map((path) => `${ORIGIN}${path}`)
    expect(sitemap.has(`${ORIGIN}/guide-des-tailles`)).toBe(true)
    expect([...sitemap.keys()].filter((url) => !contentPages.includes(url)).sort()).toEqual(
      [
        ...PUBLIC_PAGES.map((path) => `${ORIGIN}${path}`),
        ...products.map(({ slug }) => productUrl(slug)),
        ...articles.map(({ slug }) => `${ORIGIN}/blog/${slug}`),
      ].sort(),
    )
    expect(sitemap.get(productUrl(regular.slug))).toBe(iso(regular.updated))
    expect(sitemap.get(`${ORIGIN}/blog/${article.slug}`)).toBe(iso(article.updated))
    expect(sitemap.has(`${ORIGIN}/a-propos`)).toBe(true)
    expect(sitemap.has(`${ORIGIN}/politique-confidentialite`)).toBe(true)
  })

  it('leaves out an exclusive product and an unpublished one', async () => {
    const sitemap = await readSitemap()
    expect(sitemap.has(productUrl(regular.slug))).toBe(true)
    expect(sitemap.has(productUrl(exclusive.slug))).toBe(false)
    expect(sitemap.has(productUrl(unpublished.slug))).toBe(false)
    expect([...sitemap.keys()].some((url) => url.includes(exclusive.slug) || url.includes(unpublished.slug))).toBe(false)
  })

  it('follows an edit at once: a product published again is listed, with its new last change', async () => {
    const published = await su.pb.collection('products').update(unpublished.id, { published: true })
    const sitemap = await readSitemap()
    expect(sitemap.get(productUrl(unpublished.slug))).toBe(iso(published.updated))
    await su.pb.collection('products').update(unpublished.id, { published: false })
    expect((await readSitemap()).has(productUrl(unpublished.slug))).toBe(false)
  })

  it('answers 503 that no cache keeps when PocketBase cannot be reached', async () => {
    // A port that was free a moment ago: nothing answers there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
    expectConsoleError(/sitemap: PocketBase could not be read/)
    const response = await get('/sitemap.xml', `http://127.0.0.1:${port}`)
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).not.toContain('<url')
  })
})

describe('robots.txt', () => {
  it('keeps the admin, pro, account, checkout and cart areas out and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/dashboard', '/espace-pro', '/account', '/checkout', '/cart']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(5)
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
