/**
 * The stored cart brought up to date when the app starts (docs/adr/0057): names, prices and stock
 * from the server, deleted (or no longer visible) products dropped, so the header's badge never
 * counts what cannot be bought. Loaded lazily by the app root, only when the stored cart has lines:
 * it stays out of the storefront's entry.
 */
import type { Cart } from './cart-context'
import { cartChangeMessage } from './cart-messages'
import { keepCartNotices } from './cart-notices'
import { fetchCartProducts } from './cart-products'
import { refreshCart } from './cart-refresh'
import type { UsersRecord } from './pocketbase-types'
import { seesProPrice } from './roles'

/**
 * Refreshes the cart's lines and returns what the shopper must be told (also kept for /cart).
 * A failure is left to the caller: the cart screen and the checkout check again.
 */
export async function refreshStoredCart(
  cart: Pick<Cart, 'items' | 'update'>,
  user: Pick<UsersRecord, 'role'> | null | undefined,
): Promise<string[]> {
  const ids = cart.items.map((item) => item.id)
  if (ids.length === 0) return []
  const fresh = await fetchCartProducts(ids, { withProPrice: seesProPrice(user) })
  const notices = refreshCart(cart.update, fresh, user).map(cartChangeMessage)
  keepCartNotices(notices)
  return notices
}
