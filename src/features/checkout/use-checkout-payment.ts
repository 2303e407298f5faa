import { ClientResponseError } from 'pocketbase'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '@/components/toast'
import type { Address } from '@/lib/address'
import { useCart } from '@/lib/cart-context'
import { formFailure, type FormFailure } from '@/lib/form-errors'
import type { NewsletterChoice } from '@/lib/newsletter'
import { pb } from '@/lib/pocketbase'
import type { AddressesRecord } from '@/lib/pocketbase-types'
import {
  CheckoutError,
  confirmCheckout,
  createCheckout,
  createPaymentIntent,
  OrderSaveError,
  releaseCheckout,
  saveAddress,
  type OrderLineRequest,
} from './api'
import {
  ADDRESS_NOT_SAVED,
  amountChanged,
  CARD_INCOMPLETE,
  CARD_PAYMENT_UNAVAILABLE,
  ORDER_CONFIRMED,
  PAID_REDIRECT_DELAY_MS,
  PAYMENT_SERVICE_UNREACHABLE,
  paymentFailed,
} from './checkout-messages'
import type { PaymentAdapter, PaymentField } from './payment-adapter'
import { GIFT_CARD_CHANGED, giftCardShare, type AppliedGiftCard } from './gift-card-payment'
import { recapCents, type RecapLine } from './recap-lines'
import { orderConfirmationPath, returnUrl } from './return-url'
import { ORDER_ON_ACCOUNT_CONFIRMED } from './payment-terms'

/**
 * - idle: the form, maybe with the last failure;
 * - processing: 'Traitement...' (address, checkout, intent, payment, order);
 * - paid: 'Paiement réussi ! Redirection...', the cart is cleared, the order's page follows (its thanks);
 * - unsaved: paid but the order could not be recorded: paying again is impossible, only confirming
 *   again the same checkout with the same payment intent (the server's confirmation is idempotent).
 */
export type CheckoutPhase =
  | { name: 'idle' }
  | { name: 'processing' }
  | { name: 'paid'; lines: RecapLine[]; orderId: string }
  | { name: 'unsaved'; checkoutId: string; paymentIntentId: string; lines: RecapLine[]; saving: boolean }

/** What the form gives the payment, once its own checks passed. */
export interface CheckoutOrder {
  /** null: gift cards alone, nothing shipped (docs/adr/0119). */
  shipping: Address | null
  /** null: the same as the delivery address. */
  billing: Address | null
  /** Keep the new delivery address in the address book before paying (the default one when it is the first). */
  saveShipping: null | { isDefault: boolean }
  /** The newsletter boxes (docs/adr/0114): '' when none is ticked. */
  newsletter?: NewsletterChoice
  /** The « Code promo » applied and what the server said the order then costs, in cents (docs/adr/0116). */
  discount?: { code: string; amount: number } | null
}

function requestLines(lines: readonly RecapLine[]): OrderLineRequest[] {
  return lines.map(({ id, variant, quantity, gift_card, unitPrice, quote }) =>
    quote
      ? { id, quantity, quote }
      : gift_card
        ? { id, quantity, gift_card, price: unitPrice }
        : { id, ...(variant ? { variant } : {}), quantity },
  )
}

/** Field errors of the address book (`postal_code`) are those of the delivery address (`shipping.postal_code`). */
function asShippingFailure(failure: FormFailure): FormFailure {
  const fields = Object.fromEntries(Object.entries(failure.fields).map(([name, message]) => [`shipping.${name}`, message]))
  return { message: failure.message, fields }
}

/** A checkout refusal: its field errors go by the fields; errors of no address field (the lines) join the sentence. */
function checkoutFailure(error: unknown): FormFailure {
  if (error instanceof CheckoutError) return { message: error.message, fields: {} }
  const failure = formFailure(error, { fallback: PAYMENT_SERVICE_UNREACHABLE, trustServerMessage: true })
  const addressFields: Record<string, string> = {}
  const others: string[] = []
  // A refused code (docs/adr/0116): its sentence, and by its own field.
  if (failure.fields.code) return { message: failure.fields.code, fields: { code: failure.fields.code } }
  for (const [name, message] of Object.entries(failure.fields)) {
    if (name.startsWith('shipping.') || name.startsWith('billing.')) addressFields[name] = message
    else others.push(message)
  }
  if (others.length > 0) return { message: others.join(' '), fields: addressFields }
  return { message: failure.message, fields: addressFields }
}

export interface CheckoutPaymentOptions {
  adapter: PaymentAdapter | null
  paymentField: RefObject<PaymentField | null>
  lines: readonly RecapLine[]
  email: string
  /** The server's amount differs from the recap, or a piece is sold out or held: check the cart again. */
  onCartOutdated: () => void
  /** The new delivery address is now in the address book. */
  onAddressSaved: (record: AddressesRecord) => void
  /** The order is recorded (the draft of the addresses can go). */
  onPaid: () => void
  /** The gift card that pays all or part of the order (docs/adr/0117), or null. */
  giftCard?: AppliedGiftCard | null
  /** A quote's payment (docs/adr/0128) is not the cart's: the cart stays as it is once paid. */
  keepCart?: boolean
  /** « Virement à 30 jours » (docs/adr/0131): no card; the server confirms the order on account. */
  onAccount?: boolean
}

export function useCheckoutPayment({
  adapter,
  paymentField,
  lines,
  email,
  onCartOutdated,
  onAddressSaved,
  onPaid,
  giftCard = null,
  keepCart = false,
  onAccount = false,
}: CheckoutPaymentOptions) {
  const cart = useCart()
  const toast = useToast()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<CheckoutPhase>({ name: 'idle' })
  const [failure, setFailure] = useState<FormFailure>({ message: '', fields: {} })
  // A ref, not the state: two clicks in the same tick both see the state before the re-render.
  const busy = useRef(false)

  // The order's page, with its thanks (docs/adr/0080).
  const paidOrder = phase.name === 'paid' ? phase.orderId : ''
  useEffect(() => {
    if (!paidOrder) return
    const timer = window.setTimeout(() => navigate(orderConfirmationPath(paidOrder)), PAID_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [paidOrder, navigate])

  const fail = useCallback((message: string, fields: Record<string, string> = {}) => {
    setFailure({ message, fields })
    setPhase({ name: 'idle' })
  }, [])

  const finish = useCallback(
    async (checkoutId: string, paymentIntentId: string, paidLines: RecapLine[]) => {
      let orderId: string
      try {
        orderId = await confirmCheckout(checkoutId, paymentIntentId)
      } catch (error) {
        if (error instanceof OrderSaveError && error.soldOut) {
          // Refunded by the server: nothing was taken, the shopper reviews the cart.
          fail(error.message)
          onCartOutdated()
          return
        }
        // Paid, not recorded (the webhook will still record it): the cart stays, support can find it.
        console.error(`Commande non enregistrée pour le paiement ${paymentIntentId} (réservation ${checkoutId})`, error)
        setFailure({ message: error instanceof CheckoutError ? error.message : PAYMENT_SERVICE_UNREACHABLE, fields: {} })
        setPhase({ name: 'unsaved', checkoutId, paymentIntentId, lines: paidLines, saving: false })
        return
      }
      if (!keepCart) cart.clear()
      onPaid()
      setFailure({ message: '', fields: {} })
      setPhase({ name: 'paid', lines: paidLines, orderId })
      toast.show(paymentIntentId.startsWith('transfer_') ? ORDER_ON_ACCOUNT_CONFIRMED : ORDER_CONFIRMED, { tone: 'success' })
    },
    [cart, toast, fail, onCartOutdated, onPaid, keepCart],
  )

  const pay = useCallback(
    async (order: CheckoutOrder) => {
      if (busy.current || phase.name !== 'idle' || !adapter || lines.length === 0) return
      const expectedCents = order.discount ? order.discount.amount : recapCents(lines)
      // The gift card's part as the screen showed it; all of it: no bank card at all (docs/adr/0117).
      const expectedCard = giftCard ? giftCardShare(giftCard.balanceCents, expectedCents) : 0
      const wholeCard = expectedCard > 0 && expectedCard === expectedCents
      const field = adapter.mode === 'stripe' && !wholeCard && !onAccount ? paymentField.current : null
      if (adapter.mode === 'stripe' && !wholeCard && !onAccount && !field?.isComplete()) {
        setFailure({ message: CARD_INCOMPLETE, fields: {} })
        field?.focus()
        return
      }
      busy.current = true
      const paidLines = lines.map((line) => ({ ...line }))
      setFailure({ message: '', fields: {} })
      setPhase({ name: 'processing' })
      try {
        // Stripe wants this first, on the click itself (wallets), before any intent exists.
        if (field) {
          const submitted = await field.submit()
          if (!submitted.ok) {
            fail(CARD_INCOMPLETE)
            field.focus()
            return
          }
        }

        if (order.saveShipping && order.shipping) {
          try {
            onAddressSaved(await saveAddress(order.shipping, order.saveShipping))
          } catch (error) {
            const saved = asShippingFailure(formFailure(error, { fallback: ADDRESS_NOT_SAVED, trustServerMessage: true }))
            fail(saved.message, saved.fields)
            return
          }
        }

        let checkout
        try {
          checkout = await createCheckout({
            items: requestLines(paidLines),
            shipping: order.shipping,
            billing: order.billing,
            newsletter: order.newsletter,
            code: order.discount?.code,
            giftCard: giftCard?.code,
            paymentMethod: onAccount ? 'transfer' : 'card',
          })
        } catch (error) {
          const refused = checkoutFailure(error)
          fail(refused.message, refused.fields)
          // Sold out or held by another buyer: the recap shows what is left.
          if (error instanceof ClientResponseError && error.status === 409) onCartOutdated()
          return
        }

        const cardCents = checkout.gift_card?.amount ?? 0
        if (checkout.amount + cardCents !== expectedCents) {
          void releaseCheckout(checkout.id)
          fail(amountChanged(checkout.amount + cardCents))
          onCartOutdated()
          return
        }
        if (cardCents !== expectedCard) {
          void releaseCheckout(checkout.id)
          fail(GIFT_CARD_CHANGED)
          return
        }
        if (onAccount) {
          // On account (docs/adr/0131): confirmed by the server's one path, the ceiling checked there.
          await finish(checkout.id, `transfer_${checkout.id}`, paidLines)
          return
        }
        if (checkout.amount === 0 && cardCents > 0) {
          // Paid wholly by the card: confirmed by the server's one path, without a payment intent.
          await finish(checkout.id, `giftcard_${checkout.id}`, paidLines)
          return
        }
        if (checkout.mode === 'stripe' && !field) {
          // A build without a publishable key cannot confirm a card payment.
          void releaseCheckout(checkout.id)
          fail(CARD_PAYMENT_UNAVAILABLE)
          return
        }

        const intent = await createPaymentIntent(checkout.id, pb.authStore.token)
        if (intent.amount !== checkout.amount) {
          void releaseCheckout(checkout.id)
          fail(amountChanged(intent.amount))
          onCartOutdated()
          return
        }
        if (intent.mode === 'stripe') {
          if (!field) {
            void releaseCheckout(checkout.id)
            fail(CARD_PAYMENT_UNAVAILABLE)
            return
          }
          const result = await field.confirm(intent.clientSecret, { returnUrl: returnUrl(checkout.id), email })
          if (!result.ok) {
            fail(paymentFailed(result.message))
            return
          }
        }
        await finish(checkout.id, intent.paymentIntentId, paidLines)
      } catch (error) {
        fail(error instanceof CheckoutError ? error.message : PAYMENT_SERVICE_UNREACHABLE)
      } finally {
        busy.current = false
      }
    },
    [adapter, paymentField, email, lines, onCartOutdated, onAddressSaved, phase.name, finish, fail, giftCard, onAccount],
  )

  const retrySave = useCallback(async () => {
    if (busy.current || phase.name !== 'unsaved') return
    busy.current = true
    setPhase({ ...phase, saving: true })
    try {
      await finish(phase.checkoutId, phase.paymentIntentId, phase.lines)
    } finally {
      busy.current = false
    }
  }, [phase, finish])

  /** The form's own checks failed: their messages, by the fields. */
  const showFieldErrors = useCallback((message: string, fields: Record<string, string>) => setFailure({ message, fields }), [])

  return { phase, error: failure.message, fieldErrors: failure.fields, pay, retrySave, showFieldErrors }
}
