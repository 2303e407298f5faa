import { MAX_CART_LINES, MAX_LINE_QUANTITY, maxQuantity, type CartItem } from '@/lib/cart'
import type { Cart } from '@/lib/cart-context'
import { toCartProduct } from '@/components/product-card-cart'
import type { ProductsRecord } from '@/lib/pocketbase-types'

export interface AddOutcome {
  /** Articles put into the cart. */
  added: number
  /** Ids of the lines that went into the cart (fully or partly): their inputs are reset. */
  addedIds: string[]
  /** Names of the lines the stock cut short (the cart already held some or all of it). */
  limited: string[]
  /** Names of the new lines refused because the cart already had all the lines a checkout takes. */
  full: string[]
  /** Names of the lines stopped at 99 (a checkout line's most) with more in stock. */
  capped: string[]
}

/**
 * Puts the selection into the cart with the cart's own rules (lib/cart.ts): a new line starts with
 * `addItem`, then `updateQuantity` sets it, both capped at the stock; what the cart already holds
 * counts against the stock, and a new line needs room in the cart (MAX_CART_LINES).
 */
export function addSelectionToCart(
  cart: Pick<Cart, 'addItem' | 'updateQuantity'> & { items: readonly CartItem[] },
  products: readonly ProductsRecord[],
  quantities: Readonly<Record<string, number>>,
): AddOutcome {
  const outcome: AddOutcome = { added: 0, addedIds: [], limited: [], full: [], capped: [] }
  // `cart.items` is the list before this selection: the lines added here are counted as they go.
  let lines = cart.items.length
  for (const product of products) {
    const wanted = quantities[product.id] ?? 0
    if (wanted <= 0) continue
    const item = toCartProduct(product)
    const inCart = cart.items.find((line) => line.id === product.id)?.quantity ?? 0
    if (inCart === 0 && lines >= MAX_CART_LINES) {
      outcome.full.push(product.name)
      continue
    }
    const take = Math.min(wanted, maxQuantity(item) - inCart)
    const short = (item.stock ?? 0) > MAX_LINE_QUANTITY ? outcome.capped : outcome.limited
    if (take <= 0 || (inCart === 0 && !cart.addItem(item))) {
      short.push(product.name)
      continue
    }
    if (inCart === 0) lines += 1
    cart.updateQuantity(product.id, inCart + take)
    outcome.added += take
    outcome.addedIds.push(product.id)
    if (take < wanted) short.push(product.name)
  }
  return outcome
}
