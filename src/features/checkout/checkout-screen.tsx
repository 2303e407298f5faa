import { use, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { DataNotice, FormAlert, useFocusFirstError } from '@/components/form'
import { BagIcon } from '@/components/icons'
import { LoadingScreen } from '@/components/loading-screen'
import { CheckoutNewsletter } from '@/components/newsletter/newsletter-boxes'
import { DiscountCodeField } from '@/components/discount-code/discount-code-field'
import { useDiscountCode } from '@/components/discount-code/use-discount-code'
import { containerClass, primaryButtonClass } from '@/components/ui-classes'
import { SessionUnreachable } from '@/components/session-unreachable'
import { useCart } from '@/lib/cart-context'
import { usePageMeta } from '@/lib/document-title'
import { emptyAddress, type Address } from '@/lib/address'
import { FIX_THE_FIELDS } from '@/lib/form-errors'
import { cartChangeMessage } from '@/lib/cart-messages'
import { refreshCart, useCartProTerms, type FreshProduct } from '@/lib/cart-refresh'
import { newsletterChoice } from '@/lib/newsletter'
import { paths } from '@/lib/paths'
import type { AddressesRecord, UsersRecord } from '@/lib/pocketbase-types'
import { applicablePrice } from '@/lib/roles'
import { useSession } from '@/lib/session-context'
import { DEFAULT_DELIVERY_TIME, type ShopIdentity } from '@/lib/shop-identity'
import { useRevalidateForAnotherShopper } from '@/lib/route-data'
import { MADE_TO_ORDER_NOTICE } from '@/lib/made-to-order'
import type { CompanyOnFile } from './api'
import { checkCart } from './cart-check'
import { CheckoutAddresses } from './checkout-addresses'
import { GiftCardField } from './gift-card-field'
import { giftCardShare, type AppliedGiftCard } from './gift-card-payment'
import { clearDrafts, NEW_ADDRESS, useCheckoutDraft, type CheckoutDraft } from './checkout-draft'
import { checkoutOrder } from './checkout-form'
import { LegalGuaranteeNotice } from './legal-guarantee-notice'
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
import type { PaymentField } from './payment-adapter'
import { PaymentForm } from './payment-form'
import { recapCents, type RecapLine } from './recap-lines'
import { useCheckoutPayment } from './use-checkout-payment'
import { usePaymentAdapter } from './use-payment-adapter'
import type { QuoteLineResult } from './quote-line'
import { PaymentMethodChoice } from './payment-method-choice'
import type { PaymentMethod, PaymentTermsAccount } from './payment-terms'

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <p className="eyebrow">Paiement sécurisé</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{CHECKOUT_HEADING}</h1>
      {children}
    </div>
  )
}

/** What the checkout's data serve for; the « Votre avis » request after delivery, and its refusal (docs/adr/0105, DESIGN §12). */
export const CHECKOUT_DATA_PURPOSE =
  'Vos adresses et votre téléphone servent à livrer, facturer et suivre votre commande ; le paiement est traité par Stripe. Après la livraison, nous pourrons vous demander votre avis par e-mail : chaque message permet de ne plus en recevoir.'

/** The address book entry preselected: the default one, else the newest; none → a new address. */
function preselected(addresses: readonly AddressesRecord[]): string {
  return (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? NEW_ADDRESS
}

/**
 * /checkout (docs/product/screens.md#checkout and docs/product/states.md#checkout; docs/product/rules.md#payment; docs/adr/0024 and 0036): delivery and billing addresses,
 * order recap, payment field and pay button. Visitors are told to log in and sent to /login after
 * 3 s (the cart stays; the login screen brings them back here). `addresses`, `identity` and
 * `cartCheck` are the loader's promises of the customer's address book, the shop's identity and the
 * cart's products as the server has them now.
 */
export function CheckoutScreen({
  addresses,
  identity,
  cartCheck,
  company,
  quote = null,
  paymentTerms = null,
}: {
  addresses: Promise<AddressesRecord[]>
  identity: Promise<ShopIdentity | null>
  cartCheck: Promise<FreshProduct[]> | null
  /** A pro's company on file (docs/adr/0080); null for anyone else. */
  company: Promise<CompanyOnFile | null>
  /** Paying a quote (docs/adr/0128): its line as the server prices it, or its refusal; null: the cart. */
  quote?: Promise<QuoteLineResult> | null
  /** A pro's payment on invoice (docs/adr/0131): their terms; null for anyone else. */
  paymentTerms?: Promise<PaymentTermsAccount | null> | null
}) {
  usePageMeta({
    title: 'Paiement',
    description: 'Finalisez votre commande Éclat de Pierre : récapitulatif et paiement sécurisé par carte.',
  })
  const { status, user, retry } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  useRevalidateForAnotherShopper()

  useEffect(() => {
    if (status !== 'anonymous') return
    const timer = window.setTimeout(
      () => navigate(paths.login, { replace: true, state: { from: { pathname: location.pathname, search: location.search } } }),
      LOGIN_REDIRECT_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [status, navigate, location.pathname, location.search])

  if (status === 'loading') return <LoadingScreen />
  if (status === 'unreachable') return <SessionUnreachable onRetry={retry} />

  if (status !== 'authenticated' || user === null) {
    return (
      <Frame>
        <FormAlert className="mt-8 max-w-2xl">{LOGIN_REQUIRED}</FormAlert>
        <p className="mt-3 text-sm text-ink-muted">Vous allez être redirigé vers la page de connexion ; votre panier est conservé.</p>
        <Link
          to={paths.login}
          replace
          state={{ from: { pathname: location.pathname, search: location.search } }}
          className={`${primaryButtonClass} mt-6`}
        >
          Se connecter
        </Link>
      </Frame>
    )
  }

  const quoteLine = quote ? use(quote) : null
  if (quoteLine && !quoteLine.ok) {
    return (
      <Frame>
        <FormAlert className="mt-8 max-w-2xl">{quoteLine.message}</FormAlert>
        <Link to={paths.account} className={`${primaryButtonClass} mt-6`}>
          Mon compte
        </Link>
      </Frame>
    )
  }

  return (
    <CheckoutForm
      quoteLine={quoteLine ? quoteLine.line : null}
      user={user}
      addressBook={use(addresses)}
      deliveryTime={use(identity)?.delivery_time?.trim() || DEFAULT_DELIVERY_TIME}
      cartCheck={cartCheck}
      companyOnFile={use(company)}
      paymentTerms={paymentTerms ? use(paymentTerms) : null}
    />
  )
}

/** The billing form's company fields, from the pro's company on file (a SIREN alone is the server's to add). */
function companyFields(company: CompanyOnFile | null): Pick<Address, 'company' | 'siret' | 'vat_number'> | null {
  if (!company) return null
  return { company: company.company, siret: /^\d{14}$/.test(company.siret) ? company.siret : '', vat_number: company.vat_number }
}

/** The signed-in customer's checkout: the form, or the empty cart. */
function CheckoutForm({
  user,
  addressBook,
  deliveryTime,
  cartCheck,
  companyOnFile,
  quoteLine,
  paymentTerms,
}: {
  quoteLine: RecapLine | null
  paymentTerms: PaymentTermsAccount | null
  user: UsersRecord
  addressBook: AddressesRecord[]
  deliveryTime: string
  cartCheck: Promise<FreshProduct[]> | null
  companyOnFile: CompanyOnFile | null
}) {
  const cart = useCart()
  const pro = user.role === 'professionnel'
  // A pro's billing names their company on file, pre-filled (docs/adr/0080).
  const prefill = pro ? companyFields(companyOnFile) : null
  // A pro's line is priced at the tier of its quantity, as the server prices it (docs/adr/0132).
  const terms = useCartProTerms(quoteLine ? null : cartCheck, pro || user.role === 'admin')
  const lines = useMemo<RecapLine[]>(
    () =>
      quoteLine
        ? [quoteLine]
        : cart.items.map((item) => {
            const unitPrice = terms ? terms.unit(item, user) : applicablePrice(item, user)
            return {
              id: item.id,
              ...(item.variant ? { variant: item.variant, size: item.size } : {}),
              ...(item.gift_card ? { gift_card: item.gift_card } : {}),
              name: item.name,
              quantity: item.quantity,
              unitPrice,
              proPrice: unitPrice !== item.price,
            }
          }),
    [cart.items, user, quoteLine, terms],
  )

  // The book as loaded, plus the address saved by this page ('Enregistrer cette adresse…').
  const [savedHere, setSavedHere] = useState<AddressesRecord[]>([])
  const addresses = useMemo(
    () => [...addressBook, ...savedHere.filter((saved) => !addressBook.some((address) => address.id === saved.id))],
    [addressBook, savedHere],
  )
  const [storedDraft, setDraft] = useCheckoutDraft(user.id, () => ({
    delivery: preselected(addressBook),
    shipping: { ...emptyAddress(), full_name: user.name ?? '' },
    saveShipping: true,
    billingSame: true,
    billing: { ...emptyAddress(), ...prefill },
  }))
  // A draft's choice that left the book (deleted meanwhile) falls back to the preselected one; a
  // billing without any company field gets the pro's company on file again.
  const { billing } = storedDraft
  const draft: CheckoutDraft = {
    ...storedDraft,
    delivery:
      storedDraft.delivery === NEW_ADDRESS || addresses.some((address) => address.id === storedDraft.delivery)
        ? storedDraft.delivery
        : preselected(addresses),
    billing: prefill && !billing.company && !billing.siret && !billing.vat_number ? { ...billing, ...prefill } : billing,
  }

  const hasItems = lines.length > 0
  const { notices, check } = useCartNotices(quoteLine ? null : cartCheck, user)
  const { state: adapterState, retry: retryAdapter } = usePaymentAdapter(hasItems)
  const adapter = adapterState.status === 'ready' ? adapterState.adapter : null
  const paymentField = useRef<PaymentField | null>(null)
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null)
  // « Virement à 30 jours » (docs/adr/0131): an allowed pro's catalogue order, without a gift card.
  const [method, setMethod] = useState<PaymentMethod>('card')
  const transferOffered = paymentTerms?.allowed === true && !quoteLine && !lines.some((line) => line.gift_card)
  const onAccount = transferOffered && method === 'transfer'
  const onAddressSaved = useCallback(
    (record: AddressesRecord) => {
      setSavedHere((previous) => [...previous, record])
      // From now on this address is chosen from the book: a second try does not save it twice.
      setDraft((previous) => ({ ...previous, delivery: record.id, shipping: emptyAddress() }))
    },
    [setDraft],
  )
  const { phase, error, fieldErrors, pay, retrySave, showFieldErrors } = useCheckoutPayment({
    adapter,
    paymentField,
    lines,
    email: user.email ?? '',
    onCartOutdated: check,
    onAddressSaved,
    onPaid: clearDrafts,
    giftCard: onAccount ? null : giftCard,
    keepCart: quoteLine !== null,
    onAccount,
  })

  // A failure while the form was disabled dropped the focus: the first field in error, else the pay
  // button (useFocusFirstError, once per failure). An incomplete card has put it on the card field.
  const formRef = useRef<HTMLFormElement>(null)
  const [cardError, setCardError] = useState('')
  const refusal = useMemo(
    () => (phase.name === 'idle' && error && error !== CARD_INCOMPLETE ? { fields: fieldErrors } : null),
    [error, fieldErrors, phase.name],
  )
  useFocusFirstError(formRef, refusal)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (phase.name !== 'idle') return
    const checked = checkoutOrder(draft, addresses, { pro, cardsOnly })
    if (!checked.ok) {
      showFieldErrors(FIX_THE_FIELDS, checked.fields)
      return
    }
    // The code's price is still being asked: the amount named on the button is not known yet.
    if (discount.pending) return
    const applied = discount.applied ? { code: discount.applied.code, amount: discount.applied.amount } : null
    void pay({ ...checked.order, newsletter: newsletterChoice(event.currentTarget), discount: applied })
  }

  // After payment the cart is empty: the recap keeps the lines that were paid for.
  const shownLines = phase.name === 'paid' || phase.name === 'unsaved' ? phase.lines : lines
  const discount = useCheckoutDiscount(shownLines, phase.name !== 'idle', fieldErrors.code)
  // Gift cards alone: nothing to ship (docs/adr/0117).
  const cardsOnly = shownLines.length > 0 && shownLines.every((line) => line.gift_card)
  // What the order costs after the code (the server's figure), before a gift card pays some of it.
  const dueCents = discount.applied ? discount.applied.amount : recapCents(shownLines)

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
    // A piece sold out or held by another buyer may have emptied the cart: the server's message stays.
    return (
      <Frame>
        {cartNotices}
        <FormAlert className="mt-6">{error}</FormAlert>
        <div className="mt-10 flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-16 text-center">
          <BagIcon className="size-10 text-highlight" />
          <p className="mt-5 font-display text-2xl">{EMPTY_CART}</p>
          <Link to={paths.catalogueAlias} className={`${primaryButtonClass} mt-8`}>
            Découvrir nos bijoux
          </Link>
        </div>
      </Frame>
    )
  }

  return (
    <Frame>
      {cartNotices}
      {/* The recap comes first in the page (on a phone, above the pay button: what is ordered is read
          before the order is placed); from lg it sits in the right-hand column. */}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <OrderRecap lines={shownLines} deliveryTime={cardsOnly ? null : deliveryTime} discount={discount.applied} />
          {/* A quote is not reduced by a code (docs/adr/0128); nor is it the cart's. */}
          {!quoteLine && <DiscountCodeField state={discount} disabled={phase.name !== 'idle'} />}
          {phase.name === 'idle' && !quoteLine && (
            <Link to={paths.cart} className="mt-4 inline-block text-sm text-ink-muted underline underline-offset-4 hover:text-accent">
              {REVIEW_CART}
            </Link>
          )}
        </div>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
          <CheckoutAddresses
            addresses={addresses}
            draft={draft}
            onDraftChange={setDraft}
            errors={fieldErrors}
            pro={pro}
            companyOnFile={companyOnFile}
            cardsOnly={cardsOnly}
            disabled={phase.name !== 'idle'}
          />
          <CheckoutNewsletter disabled={phase.name !== 'idle'} />
          {/* A card cannot pay for a card (docs/adr/0117). */}
          {!cardsOnly && !onAccount && (
            <GiftCardField applied={giftCard} onChange={setGiftCard} dueCents={dueCents} disabled={phase.name !== 'idle'} />
          )}
          {/* Before the payment button: a made-to-order piece has no withdrawal right (L221-28 3°, docs/adr/0128). */}
          {shownLines.some((line) => line.madeToOrder) && (
            <p
              role="note"
              className="rounded-2xl border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed dark:border-gold-700 dark:bg-gold-700/15"
            >
              {MADE_TO_ORDER_NOTICE}
            </p>
          )}
          <div>
            <PaymentForm
              adapterState={adapterState}
              onRetryAdapter={retryAdapter}
              paymentField={paymentField}
              amountInCents={dueCents}
              cardError={cardError}
              onCardError={setCardError}
              phase={phase}
              total={dueCents / 100}
              onRetrySave={() => void retrySave()}
              deliveryTime={cardsOnly ? null : deliveryTime}
              pro={pro}
              giftCardCents={giftCard && !onAccount ? giftCardShare(giftCard.balanceCents, dueCents) : 0}
              methodChoice={
                transferOffered && paymentTerms ? (
                  <PaymentMethodChoice account={paymentTerms} value={method} onChange={setMethod} disabled={phase.name !== 'idle'} />
                ) : null
              }
              onAccountDays={onAccount && paymentTerms ? paymentTerms.days : 0}
            />
            <FormAlert className="mt-6">{error}</FormAlert>
          </div>
          <DataNotice purpose={CHECKOUT_DATA_PURPOSE} />
          {/* A pro buys for their business: the consumer's guarantee notice is not theirs (docs/adr/0080). */}
          {!pro && <LegalGuaranteeNotice />}
        </form>
      </div>
    </Frame>
  )
}

/**
 * The « Code promo » of the checkout (docs/adr/0116): the code applied in the cart, priced by the
 * server for these lines; kept as it was while the order is paid; a refusal of the checkout itself
 * (used up meanwhile…) goes under the field.
 */
function useCheckoutDiscount(lines: readonly RecapLine[], frozen: boolean, refusal: string | undefined) {
  const discount = useDiscountCode(lines, { frozen })
  const { refuse } = discount
  useEffect(() => {
    if (refusal) refuse(refusal)
  }, [refusal, refuse])
  return discount
}

/**
 * The cart brought up to date with the loader's check (docs/product/rules.md#cart-refresh), or with
 * the check `check()` asks for again (after the server reported another amount or a sold-out
 * piece); what changed, in French, for the notice above the recap. A failed check is not shown: the
 * server checks prices and stock again when paying.
 */
function useCartNotices(cartCheck: Promise<FreshProduct[]> | null, user: UsersRecord) {
  const { update } = useCart()
  const [notices, setNotices] = useState<string[]>([])
  // The check being applied: the loader's, until the screen asks for another one.
  const [checks, setChecks] = useState({ loaded: cartCheck, current: cartCheck })
  if (checks.loaded !== cartCheck) setChecks({ loaded: cartCheck, current: cartCheck })
  const current = checks.loaded === cartCheck ? checks.current : cartCheck

  useEffect(() => {
    if (!current) return
    let live = true
    current.then(
      (fresh) => {
        if (!live) return
        const changes = refreshCart(update, fresh, user).map(cartChangeMessage)
        if (changes.length > 0) setNotices(changes)
      },
      (error: unknown) => {
        if (live) console.warn('Vérification du panier impossible', error)
      },
    )
    return () => {
      live = false
    }
  }, [current, update, user])

  const check = useCallback(() => setChecks((previous) => ({ ...previous, current: checkCart() })), [])
  return { notices, check }
}
