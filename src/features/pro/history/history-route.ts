// /espace-pro/historique: the route module, loaded lazily by the pro route table (app/pro-routes.ts).
import type { LoaderFunctionArgs } from 'react-router-dom'
import { fetchMyOrders } from '@/lib/orders'
import { storedUser } from '@/lib/pocketbase'
import { later } from '@/lib/route-data'

export { HistoryScreen as Component } from './history-screen'

/**
 * Returns at once: the screen shows its loading text until the orders are there (`<Deferred>`).
 * The pro guard above this route has let a signed-in pro in, so the stored user is there.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { orders: later(fetchMyOrders(storedUser()?.id ?? '', request.signal)) }
}
