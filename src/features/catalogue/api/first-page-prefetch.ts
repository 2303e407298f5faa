/*
 * The catalogue's first page, requested by index.html itself (docs/adr/0023).
 *
 * On a first visit the catalogue's products were asked for only once the entry (~115 KB gzipped),
 * then the screen's chunk, had loaded and run; the first card's image (the page's largest paint)
 * came after that. At build time `build/route-preloads.ts` puts `prefetchFirstPage` into
 * index.html as an inline script: on /catalogue, for a visitor without a stored session, it asks
 * for the first page and then the first card's image while the JavaScript loads. The screen takes
 * that answer (`takePrefetchedFirstPage`) if it asked for the very same URL, and reads normally
 * otherwise (signed-in visitor, failed prefetch, a second visit in the same tab).
 *
 * This module imports nothing: the build config imports it, and `prefetchFirstPage` runs as is in
 * the page (so it refers to nothing outside its own body).
 */

/** Products read first, on a first visit: the default view's first cards (the grid's pages). */
export const FIRST_PAGE_SIZE = 48

/** The product relations the catalogue filters by (read as ids, matched to the reference lists). */
export const RELATION_FIELDS = ['category', 'stones', 'materials', 'colors', 'stone_properties', 'chakras', 'astrological_signs'] as const

/**
 * What the catalogue reads of a product: what the cards, the filters and the sorts need. Relations
 * come as ids, matched to the reference lists on the client (no `expand`: the stones' HTML
 * descriptions made the 2,000-product list weigh megabytes); no description. `price_pro` is asked
 * for only by those who may see it: the server refuses a query naming it from anyone else.
 */
export function catalogueFields(proPrices: boolean): string {
  return [
    'id',
    'collectionId',
    'collectionName',
    'created',
    'slug',
    'name',
    'price',
    ...(proPrices ? ['price_pro'] : []),
    'stock',
    'is_unique',
    'image',
    ...RELATION_FIELDS,
  ].join(',')
}

/** The anonymous first page's URL on the PocketBase at `baseUrl` (what index.html asks for). */
export function firstPageUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '')
  return `${base}/api/collections/products/records?page=1&perPage=${FIRST_PAGE_SIZE}&sort=-created&fields=${encodeURIComponent(catalogueFields(false))}`
}

interface FirstPageAnswer {
  items: Array<{ id: string; collectionName?: string; collectionId?: string; image?: string[] | string }>
  totalItems: number
}

interface Prefetched {
  url: string
  page: Promise<FirstPageAnswer>
}

declare global {
  interface Window {
    /** Set by index.html's inline script (see `prefetchFirstPage`). */
    __eclatFirstPage?: Prefetched
  }
}

/**
 * Runs in index.html before the app loads (injected by `build/route-preloads.ts` with its own
 * source): on the catalogue, without a stored session, requests the first page and, on a phone,
 * once it is there, the first card's image at the URL `ProductCard` shows there (the 400 px thumb;
 * wider screens choose from a srcset, and the screen preloads it itself). Never throws: at worst
 * the app reads normally.
 */
export function prefetchFirstPage(url: string): void {
  try {
    if (!/^\/(catalogue|products)\/?$/.test(window.location.pathname)) return
    if (window.localStorage.getItem('pocketbase_auth')) return
    const page = window.fetch(url).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status)
      return response.json() as Promise<FirstPageAnswer>
    })
    window.__eclatFirstPage = { url: url, page: page }
    page.then(
      function (answer) {
        const product = answer.items && answer.items[0]
        const file = product && (Array.isArray(product.image) ? product.image[0] : product.image)
        if (!product || !file) return
        const parts = ['api', 'files', product.collectionName || product.collectionId || '', product.id, file]
        if (!window.matchMedia('(max-width: 639px)').matches) return
        const source = url.slice(0, url.indexOf('/api/')) + '/' + parts.map(encodeURIComponent).join('/') + '?thumb='
        const image = new Image()
        image.fetchPriority = 'high'
        image.src = source + '400x400'
      },
      function () {},
    )
  } catch {
    // Nothing prefetched: the screen reads as usual.
  }
}

/** The prefetched first page if index.html asked for exactly `url` (once: later reads are fresh). */
export function takePrefetchedFirstPage(url: string): Promise<FirstPageAnswer> | null {
  const prefetched = typeof window === 'undefined' ? undefined : window.__eclatFirstPage
  if (!prefetched) return null
  delete window.__eclatFirstPage
  return prefetched.url === url ? prefetched.page : null
}
