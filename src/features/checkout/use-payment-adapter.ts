import { useCallback, useEffect, useState } from 'react'
import { loadPaymentAdapter, type PaymentAdapter } from './payment-adapter'

export type AdapterState = { status: 'loading' } | { status: 'ready'; adapter: PaymentAdapter } | { status: 'failed' }

/** Loads the payment adapter (Stripe.js, or the demonstration mode) once the form is to be shown. */
export function usePaymentAdapter(enabled: boolean) {
  const [state, setState] = useState<AdapterState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!enabled) return
    let live = true
    loadPaymentAdapter()
      .then((adapter) => {
        if (live) setState({ status: 'ready', adapter })
      })
      .catch((error: unknown) => {
        console.warn('Stripe.js indisponible', error)
        if (live) setState({ status: 'failed' })
      })
    return () => {
      live = false
    }
  }, [enabled, attempt])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  return { state, retry }
}
