// / (docs/product/screens.md#home): the route module, loaded lazily by the router (and preloaded by
// index.html: build/route-preloads.ts names this module).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { nextPaint } from '@/lib/after-paint'
import { later } from '@/lib/route-data'
import { fetchLatestArticles } from './api/content-api'

export { HomeScreen as Component } from './home-screen'

/**
 * The two newest articles, asked for once the next frame is painted: they are below the fold, so
 * they neither hold back nor share the network with the page's first paint. `url`: the page's
 * address without its query, for its structured data: the server has no `window.location`
 * (docs/adr/0076).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin, pathname } = new URL(request.url)
  return { articles: later(nextPaint().then(() => fetchLatestArticles(request.signal))), url: origin + pathname }
}
