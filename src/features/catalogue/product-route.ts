// /catalogue/:slug (docs/product/screens.md#product): the route module, loaded lazily by the router
// (and preloaded by index.html: build/route-preloads.ts names this module).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { getProductBySlug } from './api/catalogue-api'
import { getProductReviews } from './api/reviews-api'

export { ProductScreen as Component } from './product-screen'

/**
 * The product, streamed: 'Chargement du trésor...' shows meanwhile. On a first visit index.html may
 * have asked for it already (catalogue/api/prefetch.ts): `getProductBySlug` takes that answer.
 * `url`: the page's address without its query (its canonical one), for its structured data: the
 * server has no `window.location` (docs/adr/0076).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const { origin, pathname } = new URL(request.url)
  const product = later(getProductBySlug(params.slug ?? '', { signal: request.signal }))
  // The published reviews, below the product (docs/adr/0105): read once the product's id is known.
  const reviews = later(product.then((found) => (found ? getProductReviews(found.id, 1, request.signal) : null)))
  return { product, reviews, url: origin + pathname }
}
