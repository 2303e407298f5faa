import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { FormAlert } from '@/components/form'
import { BagIcon } from '@/components/icons'
import { LoadingScreen } from '@/components/loading-screen'
import { containerClass, primaryButtonClass } from '@/components/ui-classes'
import { useCart } from '@/lib/cart-context'
import { usePageMeta } from '@/lib/document-title'
import { applicablePrice, seesProPrice } from '@/lib/roles'
import { useSession } from '@/lib/session-context'
import {
  CARD_INCOMPLETE,
  CART_UPDATED,
  CHECKOUT_HEADING,
  EMPTY_CART,
  LOGIN_REDIRECT_DELAY_MS,
  LOGIN_REQUIRED,
  REVIEW_CART,
} from './checkout-messages'
import { OrderRecap } from './order-recap'
import { recapTotal, type RecapLine } from './recap-lines'
import type { CardPayment } from './payment-adapter'
import { PaymentForm } from './payment-form'
import { useCartCheck } from './use-cart-check'
import { useCheckoutPayment } from './use-checkout-payment'
import { usePaymentAdapter } from './use-payment-adapter'

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <p className="eyebrow">Paiement sécurisé</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{CHECKOUT_HEADING}</h1>
      {children}
    </div>
  )
}

/**
 * /checkout (SPEC §2, §4, §8; DESIGN §7): order recap, card form and pay button. Visitors are told
 * to log in and sent to /login after 3 s (the cart stays; the login screen brings them back here).
 */
export function CheckoutScreen() {
  usePageMeta({ title: 'Paiement', description: 'Finalisez votre commande Éclat de Pierre : récapitulatif et paiement sécurisé par carte.' })
  const { status, user } = useSession()
  const cart = useCart()
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => {
    if (status !== 'anonymous') return
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true, state: { from: { pathname: location.pathname, search: location.search } } }),
      LOGIN_REDIRECT_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [status, navigate, location.pathname, location.search])

  const withProPrice = seesProPrice(user)
  const lines = useMemo<RecapLine[]>(
    () =>
      cart.items.map((item) => {
        const unitPrice = applicablePrice(item, user)
        return { id: item.id, name: item.name, quantity: item.quantity, unitPrice, proPrice: unitPrice !== item.price }
      }),
    [cart.items, user],
  )

  const signedIn = status === 'authenticated' && user !== null
  const hasItems = lines.length > 0
  const { notices, check } = useCartCheck(signedIn, withProPrice)
  const { state: adapterState, retry: retryAdapter } = usePaymentAdapter(signedIn && hasItems)
  const adapter = adapterState.status === 'ready' ? adapterState.adapter : null
  const card = useRef<CardPayment | null>(null)
  const total = recapTotal(lines)
  const { phase, error, pay, retrySave } = useCheckoutPayment({
    adapter,
    card,
    lines,
    email: user?.email ?? '',
    onCartOutdated: check,
  })

  // A failure while the button was disabled dropped the focus: give it back to the button.
  const submitRef = useRef<HTMLButtonElement>(null)
  const [cardError, setCardError] = useState('')
  useEffect(() => {
    if (error && error !== CARD_INCOMPLETE && phase.name === 'idle') submitRef.current?.focus()
  }, [error, phase.name])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void pay()
    },
    [pay],
  )

  if (status === 'loading') return <LoadingScreen />

  if (!signedIn) {
    return (
      <Frame>
        <FormAlert className="mt-8 max-w-2xl">{LOGIN_REQUIRED}</FormAlert>
        <p className="mt-3 text-sm text-ink-muted">Vous allez être redirigé vers la page de connexion ; votre panier est conservé.</p>
        <Link to="/login" replace state={{ from: { pathname: location.pathname } }} className={`${primaryButtonClass} mt-6`}>
          Se connecter
        </Link>
      </Frame>
    )
  }

  // After payment the cart is empty: the recap keeps the lines that were paid for.
  const shownLines = phase.name === 'paid' || phase.name === 'unsaved' ? phase.lines : lines

  // Always present, so what the check changed is announced when it appears.
  const cartNotices = (
    <div role="status">
      {notices.length > 0 && (
        <div className="mt-8 rounded-2xl border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed dark:border-gold-700 dark:bg-gold-700/15">
          <p className="font-medium">{CART_UPDATED}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )

  if (shownLines.length === 0) {
    // A piece sold out after payment may have emptied the cart: its (refund) message stays.
    return (
      <Frame>
        {cartNotices}
        <FormAlert className="mt-6">{error}</FormAlert>
        <div className="mt-10 flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-16 text-center">
          <BagIcon className="size-10 text-highlight" />
          <p className="mt-5 font-display text-2xl">{EMPTY_CART}</p>
          <Link to="/products" className={`${primaryButtonClass} mt-8`}>
            Découvrir nos bijoux
          </Link>
        </div>
      </Frame>
    )
  }

  return (
    <Frame>
      {cartNotices}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <form onSubmit={onSubmit} noValidate className="min-w-0">
          <PaymentForm
            adapterState={adapterState}
            onRetryAdapter={retryAdapter}
            card={card}
            cardError={cardError}
            onCardError={setCardError}
            phase={phase}
            total={phase.name === 'paid' || phase.name === 'unsaved' ? recapTotal(phase.lines) : total}
            submitRef={submitRef}
            onRetrySave={() => void retrySave()}
          />
          <FormAlert className="mt-6">{error}</FormAlert>
        </form>
        <div>
          <OrderRecap lines={shownLines} />
          {phase.name === 'idle' && (
            <Link to="/cart" className="mt-4 inline-block text-sm text-ink-muted underline underline-offset-4 hover:text-accent">
              {REVIEW_CART}
            </Link>
          )}
        </div>
      </div>
    </Frame>
  )
}
