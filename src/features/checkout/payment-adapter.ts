import type { ComponentType, Ref } from 'react'

/**
 * The payment, behind a small interface so the screen never imports Stripe: the Stripe
 * implementation (`stripe-adapter.ts`, with Stripe.js and @stripe/react-stripe-js's Payment Element)
 * is a dynamic import made only by the checkout screen, so it never reaches another page's
 * JavaScript; without a publishable key (demonstration mode) it is never loaded at all. Component
 * tests replace `stripe-adapter` with a fake (no Stripe.js in jsdom).
 */

export type PaymentStepResult = { ok: true } | { ok: false; message: string }

/** What the payment field exposes to the screen through its ref. */
export interface PaymentField {
  /** Whether what is typed is complete enough to try (the provider's `complete` flag). */
  isComplete: () => boolean
  /**
   * Validates what is typed and collects what wallets need (`elements.submit()`): called on the
   * click, before the checkout or the intent is created. `message` is the provider's own text.
   */
  submit: () => Promise<PaymentStepResult>
  /**
   * Confirms the intent with what was typed (`stripe.confirmPayment`, redirecting only for the
   * methods that require it, to `returnUrl`). `message` is the provider's own text.
   */
  confirm: (clientSecret: string, options: { returnUrl: string; email: string }) => Promise<PaymentStepResult>
  focus: () => void
}

export interface PaymentFieldProps {
  ref?: Ref<PaymentField | null>
  disabled: boolean
  /** What the recap says will be charged, in cents (the Payment Element shows it in wallets). */
  amount: number
  /** The field's label id, for the field's accessible name. */
  labelId: string
  /** The provider's message about what is typed (e.g. an invalid number), '' when none. */
  onError: (message: string) => void
}

export type PaymentAdapter = { mode: 'demo' } | { mode: 'stripe'; PaymentField: ComponentType<PaymentFieldProps> }

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
