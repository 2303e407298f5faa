import { maxQuantity, type CartItem } from '@/lib/cart'
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
}

/**
 * Puts the selection into the cart with the cart's own rules (lib/cart.ts): a new line starts with
 * `addItem`, then `updateQuantity` sets it, both capped at the stock; what the cart already holds
 * counts against the stock.
 */
export function addSelectionToCart(
  cart: Pick<Cart, 'addItem' | 'updateQuantity'> & { items: readonly CartItem[] },
  products: readonly ProductsRecord[],
  quantities: Readonly<Record<string, number>>,
): AddOutcome {
  const outcome: AddOutcome = { added: 0, addedIds: [], limited: [] }
  for (const product of products) {
    const wanted = quantities[product.id] ?? 0
    if (wanted <= 0) continue
    const item = toCartProduct(product)
    const inCart = cart.items.find((line) => line.id === product.id)?.quantity ?? 0
    const take = Math.min(wanted, maxQuantity(item) - inCart)
    if (take <= 0 || (inCart === 0 && !cart.addItem(item))) {
      outcome.limited.push(product.name)
      continue
    }
    cart.updateQuantity(product.id, inCart + take)
    outcome.added += take
    outcome.addedIds.push(product.id)
    if (take < wanted) outcome.limited.push(product.name)
  }
  return outcome
}
