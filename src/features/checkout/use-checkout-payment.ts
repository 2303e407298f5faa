import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { useCart } from '@/lib/cart-context'
import { pb } from '@/lib/pocketbase'
import { CheckoutError, createOrder, createPaymentIntent, OrderSaveError, type OrderLineRequest } from './api'
import {
  amountChanged,
  CARD_INCOMPLETE,
  CARD_PAYMENT_UNAVAILABLE,
  ORDER_CONFIRMED,
  PAID_REDIRECT_DELAY_MS,
  PAYMENT_SERVICE_UNREACHABLE,
  paymentFailed,
} from './checkout-messages'
import type { RecapLine } from './recap-lines'
import type { CardPayment, PaymentAdapter } from './payment-adapter'

/**
 * - idle: the form, maybe with the last failure;
 * - processing: 'Traitement...' (intent, card confirmation, order);
 * - paid: 'Paiement réussi ! Redirection...', the cart is cleared, /account follows;
 * - unsaved: paid but the order could not be recorded: paying again is impossible, only saving again
 *   with the same payment intent (the server never accepts an intent twice, so this cannot double).
 */
export type CheckoutPhase =
  | { name: 'idle' }
  | { name: 'processing' }
  | { name: 'paid'; lines: RecapLine[] }
  | { name: 'unsaved'; paymentIntentId: string; lines: RecapLine[]; saving: boolean }

/** A new id per click on 'Payer' (the function's idempotency key). randomUUID needs a secure context. */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function requestLines(lines: readonly RecapLine[]): OrderLineRequest[] {
  return lines.map(({ id, quantity }) => ({ id, quantity }))
}

export interface CheckoutPaymentOptions {
  adapter: PaymentAdapter | null
  card: RefObject<CardPayment | null>
  lines: readonly RecapLine[]
  email: string
  /** The server's amount differs from the recap, or a piece sold out: check the cart again. */
  onCartOutdated: () => void
}

export function useCheckoutPayment({ adapter, card, lines, email, onCartOutdated }: CheckoutPaymentOptions) {
  const cart = useCart()
  const toast = useToast()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<CheckoutPhase>({ name: 'idle' })
  const [error, setError] = useState('')
  // A ref, not the state: two clicks in the same tick both see the state before the re-render.
  const busy = useRef(false)

  useEffect(() => {
    if (phase.name !== 'paid') return
    const timer = window.setTimeout(() => navigate('/account'), PAID_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [phase.name, navigate])

  const saveOrder = useCallback(
    async (paymentIntentId: string, paidLines: RecapLine[]) => {
      try {
        await createOrder(paymentIntentId, requestLines(paidLines))
      } catch (failure) {
        if (failure instanceof OrderSaveError && failure.soldOut) {
          // Refunded by the server: nothing was taken, the shopper reviews the cart.
          setError(failure.message)
          setPhase({ name: 'idle' })
          onCartOutdated()
          return
        }
        // Paid, not recorded: the cart stays, and support can find the payment with this id.
        console.error(`Commande non enregistrée pour le paiement ${paymentIntentId}`, failure)
        setError(failure instanceof CheckoutError ? failure.message : PAYMENT_SERVICE_UNREACHABLE)
        setPhase({ name: 'unsaved', paymentIntentId, lines: paidLines, saving: false })
        return
      }
      cart.clear()
      setError('')
      setPhase({ name: 'paid', lines: paidLines })
      toast.show(ORDER_CONFIRMED, { tone: 'success' })
    },
    [cart, toast, onCartOutdated],
  )

  const pay = useCallback(async () => {
    if (busy.current || phase.name !== 'idle' || !adapter || lines.length === 0) return
    if (adapter.mode === 'stripe' && !card.current?.isComplete()) {
      setError(CARD_INCOMPLETE)
      card.current?.focus()
      return
    }
    busy.current = true
    const paidLines = lines.map((line) => ({ ...line }))
    // As the server counts: each unit price in cents, times the quantity.
    const expectedCents = paidLines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0)
    setError('')
    setPhase({ name: 'processing' })
    try {
      const intent = await createPaymentIntent(requestLines(paidLines), newAttemptId(), pb.authStore.token)
      if (intent.amount !== expectedCents) {
        setError(amountChanged(intent.amount))
        setPhase({ name: 'idle' })
        onCartOutdated()
        return
      }
      if (intent.mode === 'stripe') {
        const form = adapter.mode === 'stripe' ? card.current : null
        if (!form) {
          setError(CARD_PAYMENT_UNAVAILABLE)
          setPhase({ name: 'idle' })
          return
        }
        const result = await form.confirm(intent.clientSecret, { email })
        if (!result.ok) {
          setError(paymentFailed(result.message))
          setPhase({ name: 'idle' })
          return
        }
      }
      await saveOrder(intent.paymentIntentId, paidLines)
    } catch (failure) {
      setError(failure instanceof CheckoutError ? failure.message : PAYMENT_SERVICE_UNREACHABLE)
      setPhase({ name: 'idle' })
    } finally {
      busy.current = false
    }
  }, [adapter, card, email, lines, onCartOutdated, phase.name, saveOrder])

  const retrySave = useCallback(async () => {
    if (busy.current || phase.name !== 'unsaved') return
    busy.current = true
    setPhase({ ...phase, saving: true })
    try {
      await saveOrder(phase.paymentIntentId, phase.lines)
    } finally {
      busy.current = false
    }
  }, [phase, saveOrder])

  return { phase, error, pay, retrySave }
}
