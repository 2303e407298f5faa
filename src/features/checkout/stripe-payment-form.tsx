import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Appearance, Stripe, StripeElementsOptionsMode, StripePaymentElementOptions } from '@stripe/stripe-js'
import { useImperativeHandle, useMemo, useRef } from 'react'
import { useTheme, type Theme } from '@/lib/theme'
import { PAYMENT_NOT_CONFIRMED } from './checkout-messages'
import type { PaymentFieldProps } from './payment-adapter'

/*
 * Stripe's Payment Element in deferred-intent mode (docs/adr/0036): the element is shown with the
 * recap's amount before any intent exists; on 'Payer' the screen calls `submit()` (elements.submit),
 * creates the checkout and the intent, then `confirm()` (stripe.confirmPayment with the intent's
 * client secret). Reached only through `stripe-adapter.ts`.
 */

/** The Payment Element is an iframe that cannot read our CSS variables: the theme's colours again. */
const COLOURS: Record<Theme, { text: string; muted: string; danger: string; accent: string; background: string }> = {
  light: { text: '#2b2127', muted: '#65565e', danger: '#a8332a', accent: '#56304a', background: '#ffffff' },
  dark: { text: '#f3ece4', muted: '#bfb1b8', danger: '#f2a7a0', accent: '#d9bdd0', background: '#281c24' },
}

function appearance(theme: Theme): Appearance {
  const colours = COLOURS[theme]
  return {
    theme: theme === 'dark' ? 'night' : 'stripe',
    variables: {
      colorPrimary: colours.accent,
      colorText: colours.text,
      colorTextSecondary: colours.muted,
      colorDanger: colours.danger,
      colorBackground: colours.background,
      fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
      fontSizeBase: '16px',
      borderRadius: '12px',
    },
  }
}

function StripePaymentField({ ref, disabled, labelId, onError }: Omit<PaymentFieldProps, 'amount'>) {
  const stripe = useStripe()
  const elements = useElements()
  const complete = useRef(false)
  const options = useMemo<StripePaymentElementOptions>(() => ({ readOnly: disabled, layout: 'tabs' }), [disabled])

  useImperativeHandle(
    ref,
    () => ({
      isComplete: () => complete.current,
      focus: () => elements?.getElement('payment')?.focus(),
      async submit() {
        if (!elements) return { ok: false, message: PAYMENT_NOT_CONFIRMED }
        const { error } = await elements.submit()
        if (error) return { ok: false, message: error.message ?? PAYMENT_NOT_CONFIRMED }
        return { ok: true }
      },
      async confirm(clientSecret, { returnUrl, email }) {
        if (!stripe || !elements) return { ok: false, message: PAYMENT_NOT_CONFIRMED }
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret,
          confirmParams: { return_url: returnUrl, payment_method_data: { billing_details: { email } } },
          // Cards are confirmed here; only a method that needs its bank's page leaves for `returnUrl`.
          redirect: 'if_required',
        })
        if (error) return { ok: false, message: error.message ?? PAYMENT_NOT_CONFIRMED }
        if (paymentIntent?.status !== 'succeeded') return { ok: false, message: PAYMENT_NOT_CONFIRMED }
        return { ok: true }
      },
    }),
    [stripe, elements],
  )

  return (
    <div role="group" aria-labelledby={labelId}>
      <PaymentElement
        options={options}
        onChange={(event) => {
          complete.current = event.complete
          if (event.complete) onError('')
        }}
      />
    </div>
  )
}

/** The Payment Element bound to a loaded Stripe object, for the recap's amount. */
export function StripePaymentForm({ stripe, amount, ...props }: PaymentFieldProps & { stripe: Stripe }) {
  const { theme } = useTheme()
  // A changed amount or theme reaches the element through elements.update() (react-stripe-js).
  const options = useMemo<StripeElementsOptionsMode>(
    () => ({ mode: 'payment', amount, currency: 'eur', locale: 'fr', appearance: appearance(theme) }),
    [amount, theme],
  )
  return (
    <Elements stripe={stripe} options={options}>
      <StripePaymentField {...props} />
    </Elements>
  )
}
