// /tableaux-des-pierres (docs/product/screens.md#stones): the route module, loaded lazily by the router.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { fetchStones } from './api/content-api'

export { StonesScreen as Component } from './stones-screen'

/** The stones, streamed: the page shows 'Chargement des pierres...' meanwhile. */
export function loader({ request }: LoaderFunctionArgs) {
  return { stones: later(fetchStones(request.signal)) }
}
