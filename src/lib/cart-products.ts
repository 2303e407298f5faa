import { MAX_CART_LINES } from './cart'
import type { Cart } from './cart-context'
import { cartChangeMessage } from './cart-messages'
import { keepCartNotices, refreshCart, type FreshProduct } from './cart-refresh'
import { pb } from './pocketbase'
import type { UsersRecord } from './pocketbase-types'
import { seesProPrice } from './roles'

/**
 * The fields the cart needs. `price_pro` is asked for only by pro and admin users: the server
 * refuses (403) any list request that names it from anyone else.
 */
const CART_FIELDS = 'id,collectionName,name,price,stock,reserved,slug,image'

/**
 * Ids per request. A cart holds at most MAX_CART_LINES lines, so a cart at the bound is one request
 * whose filter (`id = "…" || …`, ~520 characters) stays far below PocketBase's 3,500 (tools/search
 * MaxFilterLength) and its 200 expressions; a longer list (never made by the UI) is split.
 */
export const CART_REFRESH_BATCH = MAX_CART_LINES

/** One request: the products among these ids (at most CART_REFRESH_BATCH of them). */
function fetchBatch(ids: readonly string[], fields: string, signal?: AbortSignal): Promise<FreshProduct[]> {
  const params: Record<string, string> = {}
  const filter = ids
    .map((id, index) => {
      params[`id${index}`] = id
      return `id = {:id${index}}`
    })
    .join(' || ')
  return pb.collection('products').getFullList({ batch: 500, filter: pb.filter(filter, params), fields, signal })
}

/**
 * The cart's products as the server has them now (a filter by ids, in batches of
 * CART_REFRESH_BATCH). A product the server does not return was deleted or is not visible to this
 * user (exclusive pieces).
 */
export async function fetchCartProducts(
  ids: readonly string[],
  { withProPrice = false, signal }: { withProPrice?: boolean; signal?: AbortSignal } = {},
): Promise<FreshProduct[]> {
  const fields = withProPrice ? `${CART_FIELDS},price_pro` : CART_FIELDS
  const batches: Promise<FreshProduct[]>[] = []
  for (let start = 0; start < ids.length; start += CART_REFRESH_BATCH) {
    batches.push(fetchBatch(ids.slice(start, start + CART_REFRESH_BATCH), fields, signal))
  }
  return (await Promise.all(batches)).flat()
}

/*
 * The stored cart brought up to date when the app starts (docs/adr/0057): names, prices and stock
 * from the server, deleted (or no longer visible) products dropped, so the header's badge never
 * counts what cannot be bought. The app root imports this module only when the stored cart has
 * lines: it stays out of the storefront's entry.
 */

/** Screens that refresh the cart themselves on arrival (DESIGN §6.14). */
const REFRESHES_ITSELF = /^\/(cart|checkout)(\/|$)/

/**
 * Refreshes the cart's lines and returns what the shopper must be told (also kept for /cart).
 * A failure is left to the caller.
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

/**
 * The refresh when the app starts on `pathname` (the cart and the checkout refresh on their own):
 * what changed is told in a toast, and again above the cart on /cart.
 */
export async function refreshOnStart(
  cart: Pick<Cart, 'items' | 'update'>,
  user: Pick<UsersRecord, 'role'> | null | undefined,
  toast: { show: (message: string, options: { duration: number }) => unknown },
  pathname: string,
) {
  if (REFRESHES_ITSELF.test(pathname)) return
  try {
    const notices = await refreshStoredCart(cart, user)
    if (notices.length > 0) toast.show(`Votre panier a été mis à jour : ${notices.join(' ')}`, { duration: 12_000 })
  } catch {
    // Not reached: nothing said here; the cart screen and the checkout check again, and say so.
  }
}
