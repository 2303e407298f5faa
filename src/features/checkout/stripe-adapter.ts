// `pure`: Stripe.js is fetched when loadStripe is called, not as a side effect of the import.
import { loadStripe } from '@stripe/stripe-js/pure'
import { createElement } from 'react'
import type { PaymentAdapter, PaymentFieldProps } from './payment-adapter'
import { StripePaymentForm } from './stripe-payment-form'

/*
 * The Stripe side of the checkout, loaded by `payment-adapter.ts` with a dynamic import: this module
 * (and the two Stripe packages) only ever reach the browser on /checkout.
 */

/** Loads Stripe.js once (rejects when it cannot be fetched) and returns the payment field bound to it. */
export async function createStripeAdapter(publishableKey: string): Promise<PaymentAdapter> {
  const stripe = await loadStripe(publishableKey)
  if (!stripe) throw new Error('Stripe.js is not available')
  const PaymentField = (props: PaymentFieldProps) => createElement(StripePaymentForm, { ...props, stripe })
  return { mode: 'stripe', PaymentField }
}
