// /cart (docs/product/screens.md#cart): the route module, loaded lazily by the router.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { fetchCartProducts, storedCartIds } from '@/lib/cart-products'
import { storedUser } from '@/lib/pocketbase'
import { seesProPrice } from '@/lib/roles'
import { later } from '@/lib/route-data'

export { CartScreen as Component } from './cart-screen'

/**
 * The cart's products as the server has them now (docs/product/rules.md#cart-refresh), read on
 * arrival for the stored shopper (again when the shopper changes: the screen asks). An empty cart
 * asks nothing. The screen brings the cart up to date with the answer and says what changed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const ids = storedCartIds()
  if (ids.length === 0) return { fresh: null }
  return { fresh: later(fetchCartProducts(ids, { withProPrice: seesProPrice(storedUser()), signal: request.signal })) }
}
