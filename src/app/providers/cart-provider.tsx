import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useToast } from '@/components/toast'
import {
  addItem as addToItems,
  canAdd,
  cartTotal,
  CART_STORAGE_KEY,
  parseCart,
  removeItem as removeFromItems,
  totalQuantity,
  updateQuantity as updateItemQuantity,
  type CartItem,
  type CartProduct,
} from '@/lib/cart'
import { CartContext, type Cart } from '@/lib/cart-context'
import { useHydrated } from '@/lib/hydration'
import { useSession } from '@/lib/session-context'
import { readStorage, writeStorage } from '@/lib/storage'

const NO_ITEMS: CartItem[] = []

/**
 * The cart, persisted under localStorage `cartItems` (a corrupt value reads as an empty cart and
 * is overwritten), kept in step across tabs. The rules themselves live in `lib/cart.ts`.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { status, user } = useSession()
  const toast = useToast()
  // A page the server rendered shows an empty cart until it is hydrated (docs/adr/0076).
  const hydrated = useHydrated()
  const [items, setItems] = useState<CartItem[]>(() => parseCart(readStorage(CART_STORAGE_KEY)))
  // The latest list, for callers that need the outcome synchronously (addItem's return value).
  const latest = useRef(items)

  const commit = useCallback((next: CartItem[]) => {
    latest.current = next
    setItems(next)
  }, [])

  useEffect(() => {
    writeStorage(CART_STORAGE_KEY, JSON.stringify(items))
  }, [items])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) commit(parseCart(event.newValue))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [commit])

  const addItem = useCallback(
    (product: CartProduct) => {
      if (!canAdd(latest.current, product)) return false
      commit(addToItems(latest.current, product))
      return true
    },
    [commit],
  )

  const updateQuantity = useCallback((id: string, quantity: number) => commit(updateItemQuantity(latest.current, id, quantity)), [commit])

  const removeItem = useCallback((id: string) => commit(removeFromItems(latest.current, id)), [commit])

  const clear = useCallback(() => commit([]), [commit])

  const update = useCallback((change: (items: readonly CartItem[]) => CartItem[]) => commit(change(latest.current)), [commit])

  // Once the session is known, a stored cart with lines is refreshed from the server wherever the app
  // starts, so the badge counts only what can be bought (docs/adr/0057). Only this trigger is in the
  // storefront's entry: `refreshOnStart` is fetched when needed.
  const started = useRef(false)
  useEffect(() => {
    if (!hydrated || started.current || status === 'loading') return
    started.current = true
    if (latest.current.length > 0)
      void import('@/lib/cart-start-refresh').then((module) => module.refreshOnStart(latest, update, user, toast))
  })

  // An empty cart is always the same one: a visitor's hydration changes nothing (docs/adr/0113).
  const shown = hydrated && items.length > 0 ? items : NO_ITEMS
  const value = useMemo<Cart>(
    () => ({
      items: shown,
      totalQuantity: totalQuantity(shown),
      total: cartTotal(shown, user),
      addItem,
      updateQuantity,
      removeItem,
      clear,
      update,
    }),
    [shown, user, addItem, updateQuantity, removeItem, clear, update],
  )

  return <CartContext value={value}>{children}</CartContext>
}
