/**
 * The stored cart brought up to date when the app starts (docs/adr/0057): names, prices and stock
 * from the server, deleted (or no longer visible) products dropped, so the header's badge never
 * counts what cannot be bought. The cart provider imports this module only when the stored cart
 * has lines: it stays out of the storefront's entry.
 */
import type { CartItem } from './cart'
import type { Cart } from './cart-context'
import { cartChangeMessage } from './cart-messages'
import { fetchCartProducts, productIds } from './cart-products'
import { keepCartNotices, refreshCart } from './cart-refresh'
import type { UsersRecord } from './pocketbase-types'
import { seesProPrice } from './roles'

/** Screens that refresh the cart themselves on arrival (docs/product/rules.md#cart-refresh). */
const REFRESHES_ITSELF = /^\/(cart|checkout)(\/|$)/

/**
 * Refreshes the cart's lines and returns what the shopper must be told (also kept for /cart).
 * A failure is left to the caller.
 */
export async function refreshStoredCart(
  cart: Pick<Cart, 'items' | 'update'>,
  user: Pick<UsersRecord, 'role'> | null | undefined,
): Promise<string[]> {
  const ids = productIds(cart.items)
  if (ids.length === 0) return []
  const fresh = await fetchCartProducts(ids, { withProPrice: seesProPrice(user) })
  const notices = refreshCart(cart.update, fresh, user).map(cartChangeMessage)
  keepCartNotices(notices)
  return notices
}

/**
 * The refresh when the app starts (the cart and the checkout refresh on their own): what changed is
 * told in a toast, and again above the cart on /cart. `latest` holds the cart's lines of the moment.
 */
export async function refreshOnStart(
  latest: { current: CartItem[] },
  update: Cart['update'],
  user: Pick<UsersRecord, 'role'> | null | undefined,
  toast: { show: (message: string, options: { duration: number }) => unknown },
) {
  if (REFRESHES_ITSELF.test(window.location.pathname)) return
  try {
    const notices = await refreshStoredCart({ items: latest.current, update }, user)
    if (notices.length > 0) toast.show(`Votre panier a été mis à jour : ${notices.join(' ')}`, { duration: 12_000 })
  } catch {
    // Not reached: nothing said here; the cart screen and the checkout check again, and say so.
  }
}
