import { fetchCartProducts, storedCartIds } from '@/lib/cart-products'
import type { FreshProduct } from '@/lib/cart-refresh'
import { pb, storedUser } from '@/lib/pocketbase'
import { seesProPrice } from '@/lib/roles'
import { later } from '@/lib/route-data'

/** A customer's stored session (only they have an address book and pay). */
export const isCustomer = () => pb.authStore.record?.collectionName === 'users'

/**
 * A unit held by a checkout (this customer's previous attempt, or another buyer paying) is not sold:
 * it stays in the cart, and paying tells whether it is still held (the server's 409, docs/adr/0036).
 */
export function withHeldUnits<T extends Pick<FreshProduct, 'stock' | 'reserved' | 'expand'>>(product: T): T {
  // A product's sizes hold units alike (docs/adr/0106).
  const sizes = product.expand?.product_variants_via_product
  const withSizes = sizes ? { ...product, expand: { ...product.expand, product_variants_via_product: sizes.map(withHeldUnits) } } : product
  const reserved = typeof product.reserved === 'number' && product.reserved > 0 ? product.reserved : 0
  if (reserved === 0 || typeof product.stock !== 'number') return withSizes
  return { ...withSizes, stock: product.stock + reserved }
}

/**
 * The cart's products as the server has them now (docs/product/rules.md#cart-refresh), as /cart reads them, so that the
 * recap shows the prices the server will charge (a cart filled before logging in as a pro has no pro
 * prices). Read by the route's loader on arrival, and by the screen to check again (after the server
 * reported another amount or a sold-out piece). Null: nothing to check (an empty cart, no customer).
 */
export function checkCart(signal?: AbortSignal): Promise<FreshProduct[]> | null {
  const ids = storedCartIds()
  if (ids.length === 0 || !isCustomer()) return null
  return later(fetchCartProducts(ids, { withProPrice: seesProPrice(storedUser()), signal }).then((fresh) => fresh.map(withHeldUnits)))
}
