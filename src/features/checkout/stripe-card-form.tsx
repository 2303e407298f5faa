import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js'
import { useImperativeHandle, useMemo, useRef } from 'react'
import { useTheme, type Theme } from '@/lib/theme'
import { PAYMENT_NOT_CONFIRMED } from './checkout-messages'
import type { CardFormProps } from './payment-adapter'

/* Stripe's card field (CardElement) and its confirmation; reached only through `stripe-adapter.ts`. */

/** Stripe's card field is an iframe that cannot read our CSS variables: the theme's ink colours again. */
const CARD_COLOURS: Record<Theme, { text: string; muted: string; invalid: string }> = {
  light: { text: '#2b2127', muted: '#65565e', invalid: '#a8332a' },
  dark: { text: '#f3ece4', muted: '#bfb1b8', invalid: '#f2a7a0' },
}

function cardOptions(theme: Theme, disabled: boolean): StripeCardElementOptions {
  const colours = CARD_COLOURS[theme]
  return {
    disabled,
    hidePostalCode: true,
    style: {
      base: {
        color: colours.text,
        iconColor: colours.muted,
        fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
        fontSize: '16px',
        '::placeholder': { color: colours.muted },
      },
      invalid: { color: colours.invalid, iconColor: colours.invalid },
    },
  }
}

function StripeCardField({ ref, disabled, labelId, onError }: CardFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const { theme } = useTheme()
  const complete = useRef(false)
  const options = useMemo(() => cardOptions(theme, disabled), [theme, disabled])

  useImperativeHandle(
    ref,
    () => ({
      isComplete: () => complete.current,
      focus: () => elements?.getElement(CardElement)?.focus(),
      async confirm(clientSecret, billing) {
        const card = elements?.getElement(CardElement)
        if (!stripe || !card) return { ok: false, message: PAYMENT_NOT_CONFIRMED }
        const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card, billing_details: { email: billing.email } },
        })
        if (error) return { ok: false, message: error.message ?? PAYMENT_NOT_CONFIRMED }
        if (paymentIntent?.status !== 'succeeded') return { ok: false, message: PAYMENT_NOT_CONFIRMED }
        return { ok: true }
      },
    }),
    [stripe, elements],
  )

  return (
    <div role="group" aria-labelledby={labelId} className="rounded-xl border border-line-strong bg-surface-raised px-4 py-3.5">
      <CardElement
        options={options}
        onChange={(event) => {
          complete.current = event.complete
          onError(event.error?.message ?? '')
        }}
      />
    </div>
  )
}

/** The card form bound to a loaded Stripe object. */
export function StripeCardForm({ stripe, ...props }: CardFormProps & { stripe: Stripe }) {
  return (
    <Elements stripe={stripe} options={{ locale: 'fr' }}>
      <StripeCardField {...props} />
    </Elements>
  )
}
