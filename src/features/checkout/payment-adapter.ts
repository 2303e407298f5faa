import type { ComponentType, Ref } from 'react'

/**
 * The card payment, behind a small interface so the screen never imports Stripe: the Stripe
 * implementation (`stripe-adapter.tsx`, with Stripe.js and @stripe/react-stripe-js) is a dynamic
 * import made only by the checkout screen, so it never reaches another page's JavaScript; without a
 * publishable key (demonstration mode) it is never loaded at all. Component tests replace
 * `stripe-adapter` with a fake (no Stripe.js in jsdom).
 */

export type ConfirmResult = { ok: true } | { ok: false; message: string }

/** What the card form exposes to the screen through its ref. */
export interface CardPayment {
  /** Whether the card details are complete enough to try. */
  isComplete: () => boolean
  /** Confirms the payment intent with the card typed in; `message` is the provider's own text. */
  confirm: (clientSecret: string, billing: { email: string }) => Promise<ConfirmResult>
  focus: () => void
}

export interface CardFormProps {
  ref?: Ref<CardPayment | null>
  disabled: boolean
  /** The field's label id, for the card input's accessible name. */
  labelId: string
  /** The provider's message about what is typed (e.g. an invalid number), '' when none. */
  onError: (message: string) => void
}

export type PaymentAdapter = { mode: 'demo' } | { mode: 'stripe'; CardForm: ComponentType<CardFormProps> }

/** The publishable key baked in at build time; empty means demonstration mode. */
export function publishableKey(): string {
  return (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '').trim()
}

/** Stripe (loads Stripe.js) when a publishable key is set, else the demonstration mode. */
export async function loadPaymentAdapter(key: string = publishableKey()): Promise<PaymentAdapter> {
  if (!key) return { mode: 'demo' }
  const { createStripeAdapter } = await import('./stripe-adapter')
  return createStripeAdapter(key)
}
