// /guide-des-tailles, /livraison-et-retours, /entretien-des-pierres, /faq (docs/adr/0101): one route
// module for the four content pages, loaded lazily by the router.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { fetchContentPage } from './api/content-api'

export { ContentPageScreen as Component } from './content-page-screen'

/**
 * The page whose slug is its address (lib/path-table.ts), streamed: 'Chargement...' meanwhile, a 404
 * when it is not published. `url`: its canonical address, for its structured data (docs/adr/0076).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin, pathname } = new URL(request.url)
  const slug = pathname.replace(/^\/+|\/+$/g, '')
  return { page: later(fetchContentPage(slug, request.signal)), url: origin + pathname }
}
