// /espace-pro/commande-rapide: the route module, loaded lazily by the pro route table (app/pro-routes.ts).
// Adding the selection to the cart is client state (the cart lives in the browser, lib/cart.ts): no action.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { later } from '@/lib/route-data'
import { fetchOrderableProducts } from './api'

export { QuickOrderScreen as Component } from './quick-order-screen'

/** Returns at once: the screen shows its loading text until the products are there (`<Deferred>`). */
export function loader({ request }: LoaderFunctionArgs) {
  return { products: later(fetchOrderableProducts(request.signal)) }
}
