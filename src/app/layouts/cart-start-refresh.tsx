import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { useCart } from '@/lib/cart-context'
import { useSession } from '@/lib/session-context'

/** Screens that refresh the cart themselves on arrival (DESIGN §6.14). */
const REFRESHES_ITSELF = /^\/(cart|checkout)(\/|$)/

/**
 * Once the session is known, a stored cart with lines is refreshed from the server wherever the app
 * starts (docs/adr/0057): the badge then counts only what can be bought, and what changed is told in
 * a toast (and again above the cart on /cart). The code is fetched only then, out of the entry.
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
    if (cart.items.length === 0 || REFRESHES_ITSELF.test(pathname)) return
    import('@/lib/cart-start-refresh')
      .then(({ refreshStoredCart }) => refreshStoredCart(cart, user))
      .then((notices) => {
        if (notices.length > 0) toast.show(`Votre panier a été mis à jour : ${notices.join(' ')}`, { duration: 12_000 })
      })
      // Not reached: the cart screen and the checkout check again, and say so.
      .catch(() => {})
  }, [status, cart, user, toast, pathname])
  return null
}
