import { useCallback, useEffect, useRef, useState } from 'react'
import type { CartItem } from '@/lib/cart'
import { useCart } from '@/lib/cart-context'
import { cartChangeMessage } from '@/lib/cart-messages'
import { fetchCartProducts } from '@/lib/cart-products'
import { refreshCart, type FreshProduct } from '@/lib/cart-refresh'
import { useSession } from '@/lib/session-context'
import { isAbortError } from '@/lib/pocketbase'

/**
 * A unit held by a checkout (this customer's previous attempt, or another buyer paying) is not sold:
 * it stays in the cart, and paying tells whether it is still held (the server's 409, docs/adr/0036).
 */
function withHeldUnits(product: FreshProduct): FreshProduct {
  const reserved = typeof product.reserved === 'number' && product.reserved > 0 ? product.reserved : 0
  if (reserved === 0 || typeof product.stock !== 'number') return product
  return { ...product, stock: product.stock + reserved }
}

/**
 * Checks the cart against the server on arrival (docs/product/rules.md#cart-refresh), as /cart does, so the recap shows
 * the prices the server will charge (a cart filled before logging in as a pro has no pro prices).
 * `check()` checks again (after the server reported another amount or a sold-out piece).
 * Returns what changed, in French, for the notice above the recap.
 */
export function useCartCheck(enabled: boolean, withProPrice: boolean) {
  const { items, update } = useCart()
  const { user } = useSession()
  const [notices, setNotices] = useState<string[]>([])
  const [round, setRound] = useState(0)
  const itemsRef = useRef<CartItem[]>(items)
  useEffect(() => {
    itemsRef.current = items
  })

  useEffect(() => {
    if (!enabled) return
    const ids = itemsRef.current.map((item) => item.id)
    if (ids.length === 0) return
    const controller = new AbortController()
    fetchCartProducts(ids, { withProPrice, signal: controller.signal })
      .then((fresh) => {
        if (controller.signal.aborted) return
        const changes = refreshCart(update, fresh.map(withHeldUnits), user).map(cartChangeMessage)
        if (changes.length > 0) setNotices(changes)
      })
      .catch((error: unknown) => {
        // Not shown: the server checks prices and stock again when paying.
        if (!isAbortError(error) && !controller.signal.aborted) console.warn('Vérification du panier impossible', error)
      })
    return () => controller.abort()
  }, [enabled, withProPrice, update, user, round])

  const check = useCallback(() => setRound((n) => n + 1), [])
  return { notices, check }
}
