// The page-rendering function (functions/render-page/, docs/adr/0076) with the app's own server entry
// and route table, against the real PocketBase, on the addresses of docs/adr/0084: a renamed product's
// or article's old address and an article's id answer 301 to the live one, an address no page has and
// a slug nothing has answer 404 with the French page, rendered; the sitemap lists live slugs only.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { handleRequest } from '../../functions/render-page/handle-request.ts'
import { withDom, type Render, type ServerEntry } from '../../functions/render-page/server-entry.ts'
import type { ArticlesRecord, ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, pbUrl, superuser } from './support/clients'
import { createProduct, uniq } from './support/factories'

const ORIGIN = 'https://boutique.example'
/** The built index.html, as far as the function uses it. */
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Éclat de Pierre</title></head><body><div id="root"></div><noscript>Éclat de Pierre a besoin de JavaScript pour fonctionner.</noscript></body></html>'

let su: Actor
let render: Render

beforeAll(async () => {
  su = await superuser()
  // The app reads PocketBase where a build would have baked it in.
  vi.stubEnv('VITE_POCKETBASE_URL', pbUrl())
  // The app's server entry from its sources, as `npm run dev` loads it (a path, not a static import:
  // this project's TypeScript settings have no JSX).
  render = await withDom(
    (await import(/* @vite-ignore */ fileURLToPath(new URL('../../src/entry-server.tsx', import.meta.url)))) as ServerEntry,
  )
})

/** The function's answer to a GET of `path` (redirects not followed). */
function get(path: string) {
  return handleRequest(new Request(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } }), {
    pocketbaseUrl: pbUrl(),
    page: async () => ({ template: TEMPLATE, render }),
  })
}

/** The served page's main text, and whether the browser's data came with it (a rendered page, not index.html as is). */
async function served(response: Response) {
  const html = await response.text()
  return { html, rendered: html.includes('id="router-data"') }
}

const renameProduct = (id: string, slug: string) => su.pb.collection('products').update<ProductsRecord>(id, { slug })

describe('a renamed product’s old address', () => {
  it('answers 301 to the live address, query kept; the live address answers the page', async () => {
    const product = await createProduct(su.pb)
    const renamed = await renameProduct(product.id, uniq('bracelet-lune-'))
    const old = await get(`/catalogue/${product.slug}?utm_source=pinterest`)
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe(`/catalogue/${renamed.slug}?utm_source=pinterest`)
    expect(old.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    const live = await get(`/catalogue/${renamed.slug}`)
    expect(live.status).toBe(200)
    expect((await served(live)).html).toContain(product.name)

    // An exclusive product's old address leads nowhere for a visitor: 404, the French page.
    const exclusive = await createProduct(su.pb, { exclusive: true })
    await renameProduct(exclusive.id, uniq('exclusif-'))
    const hidden = await get(`/catalogue/${exclusive.slug}`)
    expect(hidden.status).toBe(404)
    expect(hidden.headers.get('location')).toBeNull()
    expect((await served(hidden)).html).toContain('Produit non trouvé')
  })
})

describe('articles', () => {
  it('are served at their slug; their id and an old slug answer 301 to it', async () => {
    const article = await su.pb
      .collection('articles')
      .create<ArticlesRecord>({ title: `Les pierres de l’hiver ${uniq()}`, excerpt: 'Résumé.' })
    const page = await get(`/blog/${article.slug}`)
    expect(page.status).toBe(200)
    const { html, rendered } = await served(page)
    expect(rendered).toBe(true)
    expect(html).toContain(article.title)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${article.slug}"`)

    const byId = await get(`/blog/${article.id}`)
    expect(byId.status).toBe(301)
    expect(byId.headers.get('location')).toBe(`/blog/${article.slug}`)

    const renamed = await su.pb.collection('articles').update<ArticlesRecord>(article.id, { slug: uniq('hiver-') })
    for (const old of [article.slug, article.id]) {
      const response = await get(`/blog/${old}`)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(`/blog/${renamed.slug}`)
    }
  })
})

describe('addresses no page has', () => {
  it.each([['/nimporte-quoi'], ['/catalogue/bracelet/en-trop'], ['/dashboard/inconnu'], ['/espace-pro/inconnu'], ['/account/inconnu']])(
    '%s answers 404 with the French 404 page, rendered',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const { html, rendered } = await served(response)
      expect(rendered).toBe(true)
      expect(html).toContain('Page introuvable')
      expect(html).toContain('Cette page n’existe pas ou a été déplacée.')
      expect(html).toContain('<title>Page introuvable — Éclat de Pierre</title>')
    },
  )

  it('a product or an article that does not exist answers 404 with its French page, rendered; the other pages stay 200', async () => {
    const product = await get(`/catalogue/${uniq('jamais-')}`)
    expect(product.status).toBe(404)
    const productPage = await served(product)
    expect(productPage.rendered).toBe(true)
    expect(productPage.html).toContain('Produit non trouvé')
    expect(productPage.html).toContain('Ce bijou n’existe pas ou n’est plus proposé.')

    const article = await get(`/blog/${uniq('jamais-')}`)
    expect(article.status).toBe(404)
    const articlePage = await served(article)
    expect(articlePage.rendered).toBe(true)
    expect(articlePage.html).toContain('Article introuvable')

    // The app's other pages are still drawn in the browser, with 200.
    for (const path of [
      '/cart',
      '/login',
      '/checkout',
      '/account',
      '/account/devenir-pro',
      '/account/commandes/abcdefghijklmno',
      '/dashboard',
      '/dashboard/retractations',
      '/dashboard/products',
      '/espace-pro/historique',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toBe(TEMPLATE)
    }
  })
})

describe('the pro terms of sale', () => {
  it('are rendered like the CGV, with the shop’s identity, and listed in the sitemap', async () => {
    const response = await get('/cgv-professionnels')
    expect(response.status).toBe(200)
    const page = await served(response)
    expect(page.rendered).toBe(true)
    expect(page.html).toContain('Conditions générales de vente professionnelles')
    expect(await (await get('/sitemap.xml')).text()).toContain(`${ORIGIN}/cgv-professionnels</loc>`)
  })
})

describe('the sitemap', () => {
  it('lists a renamed product and article by their live slug only, and articles never by their id', async () => {
    const product = await createProduct(su.pb)
    const renamed = await renameProduct(product.id, uniq('collier-'))
    const article = await su.pb.collection('articles').create<ArticlesRecord>({ title: `Lune ${uniq()}` })
    const renamedArticle = await su.pb.collection('articles').update<ArticlesRecord>(article.id, { slug: uniq('lune-') })
    const xml = await (await get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(urls).toContain(`${ORIGIN}/catalogue/${renamed.slug}`)
    expect(urls).not.toContain(`${ORIGIN}/catalogue/${product.slug}`)
    expect(urls).toContain(`${ORIGIN}/blog/${renamedArticle.slug}`)
    expect(urls).not.toContain(`${ORIGIN}/blog/${article.slug}`)
    expect(urls).not.toContain(`${ORIGIN}/blog/${article.id}`)
  })
})
