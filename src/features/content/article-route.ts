// /blog/:slug (docs/product/screens.md#article): the route module, loaded lazily by the router.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { fetchArticle } from './api/content-api'

export { ArticleScreen as Component } from './article-screen'

/**
 * The article, streamed: the page shows 'Chargement de l’article...' meanwhile (a 404 is its own
 * state; an old address goes to the live one: docs/adr/0084).
 * `url`: the page's address without its query (its canonical one), for its structured data: the
 * server has no `window.location` (docs/adr/0076).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const { origin, pathname } = new URL(request.url)
  return { article: later(fetchArticle(params.slug ?? '', request.signal)), url: origin + pathname }
}
