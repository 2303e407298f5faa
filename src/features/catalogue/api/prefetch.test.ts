import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fileUrl } from '@/lib/file-url'
import { PREFETCH_PATTERNS } from '@/lib/prefetch-patterns'
import { POCKETBASE_URL } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { db, seed } from '@/testing/mocks/db'
import { server } from '@/testing/mocks/server'
import { productRecord } from '../testing-data'
import { getCatalogueFirstPage } from './catalogue-api'
import { getProductBySlug } from './product-api'
import { FIRST_PAGE_SIZE, firstPageUrl, prefetchPageData, productUrl, productUrlPrefix } from './prefetch'

/** What index.html's inline script does, at the address `path`. */
function loadPage(path: string) {
  window.history.replaceState(null, '', path)
  prefetchPageData(firstPageUrl(POCKETBASE_URL), productUrlPrefix(POCKETBASE_URL), ...PREFETCH_PATTERNS)
}

/** Every products request the server receives, and PocketBase's answer to `filter=slug = "…"`. */
function watchProductRequests() {
  const urls: URL[] = []
  server.use(
    http.get('*/api/collections/products/records', ({ request }) => {
      const url = new URL(request.url)
      urls.push(url)
      const all = (db.collections.get('products') ?? []) as ProductsRecord[]
      const slug = /slug\s*=\s*"([^"]*)"/.exec(url.searchParams.get('filter') ?? '')?.[1]
      const items = slug === undefined ? all.slice(0, Number(url.searchParams.get('perPage'))) : all.filter((p) => p.slug === slug)
      return HttpResponse.json({ page: 1, perPage: items.length, totalItems: all.length, totalPages: 1, items })
    }),
  )
  return urls
}

/** The query of a URL, order aside. */
const query = (url: string | URL) => [...new URL(url).searchParams.entries()].sort(([a], [b]) => a.localeCompare(b))

const products = [
  productRecord(),
  productRecord({ name: 'Collier Tendresse – Quartz rose', slug: 'collier-tendresse', image: ['tendresse.jpg'] }),
]

describe('data asked for by index.html', () => {
  beforeEach(() => {
    seed('products', products)
    delete window.__eclatPrefetch
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    vi.unstubAllGlobals()
  })

  it('asks for exactly what the catalogue and the product page ask for', async () => {
    const urls = watchProductRequests()
    await getCatalogueFirstPage(FIRST_PAGE_SIZE)
    await getProductBySlug('collier-tendresse')
    expect(query(urls[0]!)).toEqual(query(firstPageUrl(POCKETBASE_URL)))
    expect(query(urls[1]!)).toEqual(query(productUrl(POCKETBASE_URL, 'collier-tendresse')))
  })

  it('on the catalogue, without a session: the first page is read once, by the page, and the catalogue uses it', async () => {
    const urls = watchProductRequests()
    loadPage('/catalogue')
    const page = await getCatalogueFirstPage(FIRST_PAGE_SIZE)
    expect(page.products.map((p) => p.name)).toEqual(['Bracelet Sérénité – Améthyste', 'Collier Tendresse – Quartz rose'])
    expect(page.total).toBe(2)
    expect(urls).toHaveLength(1)
    // Used once: a later read asks the server again.
    await getCatalogueFirstPage(FIRST_PAGE_SIZE)
    expect(urls).toHaveLength(2)
  })

  it('on a product page: the product is read by the page, with the slug from the address', async () => {
    const urls = watchProductRequests()
    loadPage('/catalogue/collier-tendresse')
    expect((await getProductBySlug('collier-tendresse'))?.name).toBe('Collier Tendresse – Quartz rose')
    expect(urls).toHaveLength(1)
  })

  it('a product that does not exist still ends in the page’s 404', async () => {
    watchProductRequests()
    loadPage('/catalogue/inconnu')
    await expect(getProductBySlug('inconnu')).rejects.toMatchObject({ status: 404 })
  })

  it('asks for nothing for a signed-in visitor (prices and exclusive products depend on them), or on other pages', () => {
    window.localStorage.setItem('pocketbase_auth', JSON.stringify({ token: 'x', record: null }))
    loadPage('/catalogue')
    expect(window.__eclatPrefetch).toBeUndefined()
    window.localStorage.clear()
    loadPage('/blog')
    expect(window.__eclatPrefetch).toBeUndefined()
  })

  it('when its request fails, the catalogue reads as usual', async () => {
    const urls = watchProductRequests()
    server.use(
      http.get('*/api/collections/products/records', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }),
    )
    loadPage('/catalogue')
    const page = await getCatalogueFirstPage(FIRST_PAGE_SIZE)
    expect(page.products).toHaveLength(2)
    expect(urls).toHaveLength(1)
  })

  it('on a phone, then asks for the first image at the URL its card shows there', async () => {
    watchProductRequests()
    const sources: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto'
        set src(value: string) {
          sources.push(value)
        }
      },
    )
    const matchMedia = window.matchMedia
    window.matchMedia = (q: string) => ({ ...matchMedia(q), matches: q === '(max-width: 639px)' })
    try {
      loadPage('/catalogue')
      await window.__eclatPrefetch?.answer
      await vi.waitFor(() => expect(sources).toEqual([fileUrl(products[0], 'serenite_1.jpg', { thumb: '400x400' })]))
    } finally {
      window.matchMedia = matchMedia
    }
  })
})
