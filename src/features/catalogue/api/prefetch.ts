/*
 * The catalogue's first page and a product page's product, requested by index.html itself
 * (docs/adr/0028).
 *
 * On a first visit, these were asked for only once the entry (~115 KB gzipped), then the screen's
 * chunk, had loaded and run; the page's largest image (the first card's, the product's) came after
 * that. At build time `build/route-preloads.ts` puts `prefetchPageData` into index.html as an
 * inline script: on /catalogue and /catalogue/:slug, for a visitor without a stored session, it
 * asks for the data, and on a phone then for the image, while the JavaScript loads. The screen
 * takes that answer (`takePrefetched`) if it would have asked for the very same URL, and reads as
 * usual otherwise (signed-in visitor, failed prefetch, another page, a second visit in the tab).
 *
 * This module imports nothing: the build config imports it, and `prefetchPageData` runs as is in
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
export function catalogueFieldNames(proPrices: boolean) {
  return [
    'id',
    'collectionId',
    'collectionName',
    'created',
    'slug',
    'name',
    'price',
    ...(proPrices ? (['price_pro'] as const) : []),
    // The price charged now, its legal reference and percentage during a sale (docs/adr/0115).
    'charged_price',
    'reference_price',
    'sale_percent',
    'stock',
    'reserved',
    'is_unique',
    // A product with sizes: its sizes' stock (docs/adr/0110), for the cards, the size filter and « in stock ».
    'sizes',
    'image',
    ...RELATION_FIELDS,
  ] as const
}

/** `catalogueFieldNames` as the `fields` parameter (index.html's prefetch asks for the very same). */
export function catalogueFields(proPrices: boolean): string {
  return catalogueFieldNames(proPrices).join(',')
}

/**
 * The relations a product page reads (docs/product/rules.md#lists-and-reads), and its sizes (the
 * `product_variants` rows, docs/adr/0106) in the same request: one round trip, prefetched alike.
 */
export const PRODUCT_EXPAND = 'category,materials,colors,stones,stone_properties,chakras,astrological_signs,product_variants_via_product'

/**
 * What the product page reads: the product's own fields, and of each expanded relation only what
 * the page shows (id, name, slug): the stones' HTML descriptions are not needed there. Typed as
 * what comes back: only categories have a slug (PocketBase leaves out a field a collection lacks).
 */
export const PRODUCT_FIELD_NAMES = [
  '*',
  ...RELATION_FIELDS.flatMap((key) => ['id', 'name', 'slug'].map((f) => `expand.${key}.${f}`)),
  // Every field of a size: its `price_pro` (hidden) comes only to those who may see it, unnamed here
  // since the server refuses a query naming it from anyone else (docs/adr/0043).
  'expand.product_variants_via_product.*',
] as ReadonlyArray<
  | '*'
  | `expand.${(typeof RELATION_FIELDS)[number]}.${'id' | 'name'}`
  | 'expand.category.slug'
  | `expand.product_variants_via_product.${'id' | 'option1' | 'option2' | 'sku' | 'stock' | 'reserved' | 'price' | 'price_pro' | 'position' | 'charged_price' | 'reference_price' | 'sale_percent' | 'sale_ends'}`
>

export const PRODUCT_FIELDS = PRODUCT_FIELD_NAMES.join(',')

const recordsPath = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/api/collections/products/records`

/** The anonymous first page's URL on the PocketBase at `baseUrl`. */
export function firstPageUrl(baseUrl: string): string {
  return `${recordsPath(baseUrl)}?page=1&perPage=${FIRST_PAGE_SIZE}&sort=-created&fields=${encodeURIComponent(catalogueFields(false))}`
}

/** The product page's URL without its slug: `productUrl` = this + the encoded filter. */
export function productUrlPrefix(baseUrl: string): string {
  return `${recordsPath(baseUrl)}?page=1&perPage=1&skipTotal=1&expand=${encodeURIComponent(PRODUCT_EXPAND)}&fields=${encodeURIComponent(PRODUCT_FIELDS)}&filter=`
}

/** The product of `slug` (the filter `pb.filter('slug = {:slug}', { slug })` writes). */
export function productUrl(baseUrl: string, slug: string): string {
  return productUrlPrefix(baseUrl) + encodeURIComponent(`slug = ${JSON.stringify(slug)}`)
}

interface ListAnswer {
  items: Array<{ id: string; collectionName?: string; collectionId?: string; image?: string[] | string }>
  totalItems: number
}

interface Prefetched {
  url: string
  answer: Promise<ListAnswer>
}

declare global {
  interface Window {
    /** Set by index.html's inline script (see `prefetchPageData`). */
    __eclatPrefetch?: Prefetched
  }
}

/**
 * Runs in index.html before the app loads (injected by `build/route-preloads.ts` with its own
 * source): on the catalogue or a product page, without a stored session, requests the data and,
 * on a phone, once it is there, the first product's first image at the URL the page shows there
 * (the 400 px thumb: `ProductCard`'s and the gallery's `phoneThumb`; wider screens choose from a
 * srcset, and the catalogue preloads it itself). Never throws: at worst the app reads as usual.
 * The addresses' patterns (lib/prefetch-patterns.ts) are passed in: this function runs as text and
 * imports nothing. No comment inside it: the build and the tests would not print it alike, and the
 * README's policy hash is the tests'.
 */
export function prefetchPageData(firstPage: string, productPrefix: string, cataloguePattern: string, productPattern: string): void {
  try {
    const path = window.location.pathname
    const product = new RegExp(productPattern).test(path) ? /([^/]+)\/?$/.exec(path) : null
    if (!product && !new RegExp(cataloguePattern).test(path)) return
    if (window.localStorage.getItem('pocketbase_auth')) return
    const url = product ? productPrefix + encodeURIComponent('slug = ' + JSON.stringify(decodeURIComponent(product[1] || ''))) : firstPage
    const answer = window.fetch(url).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status)
      return response.json() as Promise<ListAnswer>
    })
    window.__eclatPrefetch = { url: url, answer: answer }
    answer.then(
      function (list) {
        const first = list.items && list.items[0]
        const file = first && (Array.isArray(first.image) ? first.image[0] : first.image)
        if (!first || !file || !window.matchMedia('(max-width: 639px)').matches) return
        const parts = ['api', 'files', first.collectionName || first.collectionId || '', first.id, file]
        const image = new Image()
        image.fetchPriority = 'high'
        image.src = url.slice(0, url.indexOf('/api/')) + '/' + parts.map(encodeURIComponent).join('/') + '?thumb=400x400'
      },
      function () {},
    )
  } catch {
    // Nothing prefetched: the screen reads as usual.
  }
}

/**
 * The prefetched answer if index.html asked for exactly `url`. Used once, by the first read of the
 * visit, whatever it is: any later read is fresh.
 */
export function takePrefetched(url: string): Promise<ListAnswer> | null {
  const prefetched = typeof window === 'undefined' ? undefined : window.__eclatPrefetch
  if (!prefetched) return null
  delete window.__eclatPrefetch
  return prefetched.url === url ? prefetched.answer : null
}
