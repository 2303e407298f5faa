// /blog (docs/product/screens.md#blog): the route module, loaded lazily by the router.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { fetchArticles } from './api/content-api'

export { BlogScreen as Component } from './blog-screen'

/** The articles, streamed: the page shows 'Chargement des articles...' meanwhile. */
export function loader({ request }: LoaderFunctionArgs) {
  return { articles: later(fetchArticles(request.signal)) }
}
