import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { useCart } from '@/lib/cart-context'
import { useSession } from '@/lib/session-context'

/**
 * Once the session is known, a stored cart with lines is refreshed from the server wherever the app
 * starts (docs/adr/0057), so that the badge counts only what can be bought. Only this trigger is in
 * the storefront's entry: the refresh itself (`refreshOnStart` in `lib/cart-products.ts`) is fetched when needed.
 * A component rendering nothing, so that a cart change does not render the app root again.
 */
export function CartStartRefresh(): null {
  const cart = useCart()
  const { status, user } = useSession()
  const toast = useToast()
  const { pathname } = useLocation()
  const started = useRef(false)
  useEffect(() => {
    if (started.current || status === 'loading') return
    started.current = true
    if (cart.items.length > 0) void import('@/lib/cart-products').then((module) => module.refreshOnStart(cart, user, toast, pathname))
  })
  return null
}
