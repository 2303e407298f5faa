import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { BagIcon, CloseIcon, LockIcon } from '@/components/icons'
import { useToast } from '@/components/toast'
import { containerClass, primaryButtonClass } from '@/components/ui-classes'
import { lineKey, type CartItem } from '@/lib/cart'
import { useCart } from '@/lib/cart-context'
import { usePageMeta } from '@/lib/document-title'
import { formatPrice } from '@/lib/format'
import { applicablePrice, seesProPrice } from '@/lib/roles'
import type { CartProTerms } from '@/lib/cart-pro-terms'
import { useSession } from '@/lib/session-context'
import { clearCartNotices, keptCartNotices, refreshCart, useCartProTerms } from '@/lib/cart-refresh'
import { VatLine } from '@/components/vat-line'
import type { DiscountPreview } from '@/lib/discount-code'
import { CartLine } from './cart-line'
import { CART_REFRESH_FAILED, cartChangeMessage } from '@/lib/cart-messages'
import { paths } from '@/lib/paths'
import { useRevalidateForAnotherShopper } from '@/lib/route-data'
import type { loader } from './cart-route'

// Lazy: its code (the field, its schema, the error funnel) is not among the cart's own imports.
const CartDiscount = lazy(() => import('@/components/discount-code/cart-discount'))

/**
 * The lines a pro's HT/TVA is split from: with a code applied, the server's totals after each line's
 * share of the discount (the invoice splits the VAT the same way, line by line; docs/adr/0121); else
 * the cart's lines at the prices the pro pays.
 */
function vatLines(
  items: readonly CartItem[],
  user: Parameters<typeof applicablePrice>[1],
  applied: DiscountPreview | null,
  terms: CartProTerms | null,
) {
  if (applied?.lines && applied.lines.length === items.length) return applied.lines.map((cents) => ({ price: cents / 100, quantity: 1 }))
  // A preview without its lines: the discounted total as one line, never the undiscounted sum.
  if (applied) return [{ price: applied.amount / 100, quantity: 1 }]
  return items.map((item) => ({ price: unitOf(item, user, terms), quantity: item.quantity }))
}

/** What a line costs each: a pro's tier of its quantity once the terms are there (docs/adr/0132). */
function unitOf(item: CartItem, user: Parameters<typeof applicablePrice>[1], terms: CartProTerms | null) {
  return terms ? terms.unit(item, user) : applicablePrice(item, user)
}

/**
 * /cart (docs/product/screens.md#cart 'Votre Panier', docs/product/rules.md#pro-price and docs/product/rules.md#cart-refresh). On arrival, and when the user changes,
 * the lines are checked against the server in one request; what changed is listed above the cart.
 */
export function CartScreen() {
  usePageMeta({
    title: 'Panier',
    description: 'Votre panier Éclat de Pierre : vos bijoux en pierres naturelles, les quantités et le total avant le paiement.',
  })
  const cart = useCart()
  const { user } = useSession()
  const toast = useToast()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // What the refresh at the app's start changed (docs/adr/0057) is listed too, once.
  const [kept] = useState(keptCartNotices)
  const [notices, setNotices] = useState<string[]>(kept)
  useEffect(() => clearCartNotices(), [])
  const [refreshFailed, setRefreshFailed] = useState(false)

  const { update } = cart
  const withProPrice = seesProPrice(user)
  const { fresh } = useLoaderData<typeof loader>()
  // A pro's prices by quantity and minimums (docs/adr/0132), from the same fresh read.
  const terms = useCartProTerms(fresh, withProPrice)
  useRevalidateForAnotherShopper()
  // The latest session user, for the prices the refresh compares.
  const userRef = useRef(user)
  useEffect(() => {
    userRef.current = user
  })
  // The loader's answer brings the cart (a store of this browser) up to date; once per answer.
  useEffect(() => {
    if (!fresh) return
    let current = true
    fresh.then(
      (products) => {
        if (!current) return
        setRefreshFailed(false)
        const changed = refreshCart(update, products, userRef.current).map(cartChangeMessage)
        setNotices([...kept, ...changed.filter((notice) => !kept.includes(notice))])
      },
      () => {
        if (current) setRefreshFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [fresh, update, kept])

  // The « Code promo » priced by the server for these lines (docs/adr/0116), kept for the checkout.
  const discountLines = useMemo(
    () =>
      cart.items.map((item) => ({
        id: item.id,
        variant: item.variant,
        quantity: item.quantity,
        gift_card: item.gift_card,
        unitPrice: unitOf(item, user, terms),
      })),
    [cart.items, user, terms],
  )
  // The server's pricing with the code applied (docs/adr/0116): the summary's figures, never the browser's.
  const [applied, setApplied] = useState<DiscountPreview | null>(null)

  // The pro's goods at the prices of their quantities; a shopper's total is the cart's own.
  const goodsTotal = terms
    ? cart.items.reduce((cents, item) => cents + Math.round(terms.unit(item, user) * 100) * item.quantity, 0) / 100
    : cart.total
  // The minimums the cart does not reach (docs/adr/0132), on the goods after a code.
  const problems = terms
    ? terms.problems(
        cart.items,
        vatLines(
          cart.items.filter((item) => !item.gift_card),
          user,
          applied && !cart.items.some((item) => item.gift_card) ? applied : null,
          terms,
        ),
      )
    : []

  const remove = (item: CartItem) => {
    cart.removeItem(lineKey(item))
    toast.show(`« ${item.name} » a été retiré de votre panier.`)
    headingRef.current?.focus()
  }

  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <p className="eyebrow">Mes trésors</p>
      <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold md:text-5xl">
        Votre Panier
      </h1>

      {/* The live region is always there, so what the refresh changed is announced when it appears. */}
      <div role="status">
        {(notices.length > 0 || refreshFailed) && (
          <div className="mt-8 flex items-start gap-3 rounded-2xl border border-gold-300 bg-gold-200/30 px-5 py-4 text-sm leading-relaxed text-ink dark:border-gold-700 dark:bg-gold-700/15">
            <div className="flex-1">
              {notices.length > 0 && (
                <>
                  <p className="font-medium">Votre panier a été mis à jour :</p>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {notices.map((notice) => (
                      <li key={notice}>{notice}</li>
                    ))}
                  </ul>
                </>
              )}
              {refreshFailed && <p>{CART_REFRESH_FAILED}</p>}
            </div>
            <button
              type="button"
              aria-label="Fermer le message"
              onClick={() => {
                setNotices([])
                setRefreshFailed(false)
              }}
              className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-accent"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        )}
      </div>

      {cart.items.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-16 text-center">
          <BagIcon className="size-10 text-highlight" />
          <p className="mt-5 font-display text-2xl">Votre panier est vide.</p>
          <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">
            Laissez-vous guider par les pierres : chaque bijou est façonné à la main dans notre atelier.
          </p>
          <Link to={paths.catalogueAlias} className={`${primaryButtonClass} mt-8`}>
            Découvrir nos bijoux
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section aria-labelledby="cart-lines">
            <h2 id="cart-lines" className="sr-only">
              Articles du panier
            </h2>
            <ul className="divide-y divide-line border-y border-line">
              {cart.items.map((item, index) => (
                <CartLine
                  key={lineKey(item)}
                  eager={index < 3}
                  item={item}
                  user={user}
                  terms={terms}
                  onQuantity={(quantity) => cart.updateQuantity(lineKey(item), quantity)}
                  onRemove={() => remove(item)}
                />
              ))}
            </ul>
            <Link to={paths.catalogue} className="mt-6 inline-block text-sm text-ink-muted underline underline-offset-4 hover:text-accent">
              Continuer mes achats
            </Link>
          </section>

          <section aria-labelledby="cart-summary" className="rounded-3xl border border-line bg-surface p-6 lg:sticky lg:top-24">
            <h2 id="cart-summary" className="text-2xl font-semibold">
              Récapitulatif
            </h2>
            <dl className="mt-5 space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Sous-total</dt>
                <dd className="tabular-nums">{formatPrice(applied ? applied.subtotal / 100 : goodsTotal)}</dd>
              </div>
              {applied && applied.discount > 0 && (
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{`Remise (${applied.code})`}</dt>
                  <dd className="tabular-nums">{formatPrice(-applied.discount / 100)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Livraison</dt>
                <dd className="font-medium text-forest-700 dark:text-forest-300">Gratuite</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-4 text-lg">
                <dt className="font-medium">Total</dt>
                <dd className="font-semibold tabular-nums">{formatPrice(applied ? applied.amount / 100 : goodsTotal)}</dd>
              </div>
            </dl>
            {/* Gift cards bear no VAT when sold (docs/adr/0117): a cart of them has no HT/TVA split. */}
            {withProPrice && !cart.items.every((item) => item.gift_card) && (
              <p className="mt-1 text-right">
                <VatLine lines={vatLines(cart.items, user, applied, terms)} />
              </p>
            )}
            <Suspense fallback={null}>
              <CartDiscount lines={discountLines} onPriced={setApplied} />
            </Suspense>
            {problems.length > 0 && (
              <div className="mt-4 space-y-1 text-sm text-highlight-text">
                {problems.map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
              </div>
            )}
            <Link to={paths.checkout} className={`${primaryButtonClass} mt-6 w-full py-3`}>
              Passer au paiement
            </Link>
            <p className="mt-4 flex items-center justify-center gap-2 text-xs text-ink-muted">
              <LockIcon className="size-4" />
              Paiement sécurisé par carte bancaire
            </p>
          </section>
        </div>
      )}
    </div>
  )
}
