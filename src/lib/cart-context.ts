import { createContext, use } from 'react'
import type { CartItem, CartProduct } from './cart'

export interface Cart {
  items: CartItem[]
  /** Sum of quantities (the header badge). */
  totalQuantity: number
  /** Total in euros with the price that applies to the current user. */
  total: number
  /** Adds one; returns false (cart unchanged) when the stock would be exceeded. */
  addItem: (product: CartProduct) => boolean
  /** The line `key` (`lineKey`: product and size), clamped to 0..stock; the line is removed at 0. */
  updateQuantity: (key: string, quantity: number) => void
  /** The line `key` (`lineKey`). */
  removeItem: (key: string) => void
  clear: () => void
  /**
   * Replaces the lines with what `change` makes of the latest ones: the refresh from the server
   * (`refreshCart` in lib/cart-refresh.ts, docs/product/rules.md#cart-refresh), kept out of the storefront's entry.
   */
  update: (change: (items: readonly CartItem[]) => CartItem[]) => void
}

export const CartContext = createContext<Cart | null>(null)

/** The cart (provided by `app/providers/cart-provider.tsx`), persisted under localStorage `cartItems`. */
export function useCart(): Cart {
  const cart = use(CartContext)
  // In development only: the message is not worth its bytes in every page's first download.
  if (import.meta.env.DEV && !cart) throw new Error('useCart must be used inside <CartProvider>')
  return cart as Cart
}
