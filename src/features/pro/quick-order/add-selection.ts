import { MAX_CART_LINES, MAX_LINE_QUANTITY, maxQuantity, type CartItem } from '@/lib/cart'
import type { Cart } from '@/lib/cart-context'
import { toCartProduct, type AddableProduct } from '@/components/product-card-cart'
import { rowKey } from './api'

/**
 * Why a line went in short: the stock, the checkout's 99 per line, a cart with all its lines, or
 * (for a reorder) a product the server no longer returns.
 */
export type ShortReason = 'stock' | 'line-cap' | 'cart-full' | 'unavailable'

/** What became of one selected line. */
export interface LineOutcome {
  id: string
  /** The size, for a product sold in sizes (docs/adr/0109). */
  variant?: string
  name: string
  /** What the pro asked for. */
  wanted: number
  /** What went into the cart (0 when refused). */
  added: number
  /** What the cart held of it before. */
  inCart: number
  /** Set when less than `wanted` went in. */
  short?: ShortReason
}

export interface AddOutcome {
  /** Articles put into the cart. */
  added: number
  /** Every selected line, in the list's order. */
  lines: LineOutcome[]
}

/**
 * Puts the selection into the cart with the cart's own rules (lib/cart.ts): a new line starts with
 * `addItem`, then `updateQuantity` sets it, both capped at the stock; what the cart already holds
 * counts against the stock, and a new line needs room in the cart (MAX_CART_LINES).
 */
export function addSelectionToCart(
  cart: Pick<Cart, 'addItem' | 'updateQuantity'> & { items: readonly CartItem[] },
  products: readonly (AddableProduct & { variant?: string; size?: string })[],
  /** By row: the product id, `id/variant` for a size (`rowKey`). */
  quantities: Readonly<Record<string, number>>,
): AddOutcome {
  const outcome: AddOutcome = { added: 0, lines: [] }
  // `cart.items` is the list before this selection: the lines added here are counted as they go.
  let lines = cart.items.length
  for (const product of products) {
    const key = rowKey(product)
    const wanted = quantities[key] ?? 0
    if (wanted <= 0) continue
    // A size goes in as its own cart line (the cart keys lines by product and size alike).
    const item = { ...toCartProduct(product), ...(product.variant ? { variant: product.variant, size: product.size ?? '' } : {}) }
    const inCart = cart.items.find((line) => rowKey(line) === key)?.quantity ?? 0
    const name = product.size ? `${product.name} — ${product.size}` : product.name
    const line: LineOutcome = { id: product.id, ...(product.variant ? { variant: product.variant } : {}), name, wanted, added: 0, inCart }
    outcome.lines.push(line)
    if (inCart === 0 && lines >= MAX_CART_LINES) {
      line.short = 'cart-full'
      continue
    }
    const take = Math.min(wanted, maxQuantity(item) - inCart)
    const short: ShortReason = (item.stock ?? 0) > MAX_LINE_QUANTITY ? 'line-cap' : 'stock'
    if (take <= 0 || (inCart === 0 && !cart.addItem(item))) {
      line.short = short
      continue
    }
    if (inCart === 0) lines += 1
    cart.updateQuantity(key, inCart + take)
    outcome.added += take
    line.added = take
    if (take < wanted) line.short = short
  }
  return outcome
}
