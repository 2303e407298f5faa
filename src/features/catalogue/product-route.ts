// /catalogue/:slug (docs/product/screens.md#product): the route module, loaded lazily by the router
// (and preloaded by index.html: build/route-preloads.ts names this module).
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { storedUser } from '@/lib/pocketbase'
import { seesProPrice } from '@/lib/roles'
import { later } from '@/lib/route-data'
import type { CatalogueProduct } from './api/catalogue-api'
import { getProductBySlug } from './api/product-api'
import { getProductReviews } from './api/reviews-api'
import { getSuggestions } from './api/suggestions'

export { ProductScreen as Component } from './product-screen'

/** Choosing a size changes only the address's query (`?taille=17`, docs/adr/0106): nothing to read again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false
  return defaultShouldRevalidate
}

/**
 * The product, streamed: 'Chargement du trésor...' shows meanwhile. On a first visit index.html may
 * have asked for it already (catalogue/api/prefetch.ts): `getProductBySlug` takes that answer.
 * `url`: the page's address without its query (its canonical one), for its structured data: the
 * server has no `window.location` (docs/adr/0076).
 * `suggestions`: « Vous aimerez aussi », read once the product is there (in the served HTML too,
 * docs/adr/0102); a failure there leaves the section out, never the page.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const { origin, pathname } = new URL(request.url)
  const { signal } = request
  const product = getProductBySlug(params.slug ?? '', { signal })
  // Once the product's id is known, its published reviews (docs/adr/0105) and the pieces to suggest
  // (docs/adr/0102) are read side by side.
  const reviews = product.then((found) => (found ? getProductReviews(found.id, 1, signal) : null))
  const suggestions = product.then(
    (found) => (found ? getSuggestions(found, { signal, proPrices: seesProPrice(storedUser()) }) : []),
    () => [],
  )
  return {
    product: later(product),
    reviews: later(reviews),
    suggestions: later(
      suggestions.catch((error: unknown): CatalogueProduct[] => {
        if (!signal.aborted) console.error('Produit : échec du chargement des suggestions', error)
        return []
      }),
    ),
    url: origin + pathname,
  }
}
