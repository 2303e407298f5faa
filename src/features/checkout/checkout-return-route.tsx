import { useCallback, useEffect, useRef, useState } from 'react'
import { paths } from '@/lib/paths'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { FormAlert } from '@/components/form'
import { containerClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { useToast } from '@/components/toast'
import { useCart } from '@/lib/cart-context'
import { usePageMeta } from '@/lib/document-title'
import { confirmCheckout, OrderSaveError } from './api'
import { clearDrafts } from './draft-storage'
import { orderConfirmationPath } from './return-url'
import {
  BACK_TO_CHECKOUT,
  ORDER_CONFIRMED,
  ORDER_SAVE_FAILED,
  RETRY_SAVE,
  RETURN_CONFIRMING,
  RETURN_FAILED,
  RETURN_HEADING,
} from './checkout-messages'

type ReturnState = { name: 'confirming' } | { name: 'failed'; message: string; canRetry: boolean }

/**
 * /checkout/retour (docs/adr/0036): Stripe brings the customer back here after a payment confirmed on
 * their bank's page, with `payment_intent` and `redirect_status`; `checkout` is ours. The same
 * confirmation as the checkout screen's (idempotent; the webhook would record the order anyway),
 * then the paid state: cart and draft cleared, the alert, the order's page with its thanks.
 */
export function Component() {
  usePageMeta({ title: 'Paiement', description: 'Finalisation de votre paiement Éclat de Pierre.' })
  const [params] = useSearchParams()
  const checkoutId = params.get('checkout') ?? ''
  const intentId = params.get('payment_intent') ?? ''
  const redirectFailed = params.get('redirect_status') === 'failed' || !checkoutId || !intentId
  const cart = useCart()
  const toast = useToast()
  const navigate = useNavigate()
  const [state, setState] = useState<ReturnState>(
    redirectFailed ? { name: 'failed', message: RETURN_FAILED, canRetry: false } : { name: 'confirming' },
  )
  // One confirmation per visit, even when effects run twice (StrictMode).
  const started = useRef(false)

  const confirm = useCallback(async () => {
    setState({ name: 'confirming' })
    let orderId: string
    try {
      orderId = await confirmCheckout(checkoutId, intentId)
    } catch (error) {
      if (error instanceof OrderSaveError && error.soldOut) setState({ name: 'failed', message: error.message, canRetry: false })
      else {
        console.error(`Commande non enregistrée pour le paiement ${intentId} (réservation ${checkoutId})`, error)
        setState({ name: 'failed', message: ORDER_SAVE_FAILED, canRetry: true })
      }
      return
    }
    cart.clear()
    clearDrafts()
    toast.show(ORDER_CONFIRMED, { tone: 'success' })
    navigate(orderConfirmationPath(orderId), { replace: true })
  }, [cart, toast, navigate, checkoutId, intentId])

  useEffect(() => {
    if (redirectFailed || started.current) return
    started.current = true
    void confirm()
  }, [redirectFailed, confirm])

  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <p className="eyebrow">Paiement sécurisé</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{RETURN_HEADING}</h1>
      <div className="mt-8 max-w-2xl">
        <p role="status" className="text-ink-muted">
          {state.name === 'confirming' ? RETURN_CONFIRMING : ''}
        </p>
        {state.name === 'failed' && (
          <>
            <FormAlert>{state.message}</FormAlert>
            <div className="mt-6 flex flex-wrap gap-3">
              {state.canRetry && (
                <button type="button" onClick={() => void confirm()} className={secondaryButtonClass}>
                  {RETRY_SAVE}
                </button>
              )}
              <Link to={paths.checkout} className={primaryButtonClass}>
                {BACK_TO_CHECKOUT}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
