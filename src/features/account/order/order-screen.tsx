import { Link, useLoaderData, useSearchParams } from 'react-router-dom'
import { OrderCreditNotes } from '@/components/order-credit-notes'
import { OrderDocumentButton } from '@/components/order-document-button'
import { OrderTracking } from '@/components/order-tracking'
import { OrderLinesTable } from '@/components/order-lines-table'
import { OrderWithdrawalState } from '@/components/order-withdrawal-state'
import { containerClass } from '@/components/ui-classes'
import { addressLines, addressOf } from '@/lib/address'
import { usePageMeta } from '@/lib/document-title'
import { formatDate, formatDateTime, formatPrice } from '@/lib/format'
import { orderStatusClass, orderStatusLabel } from '@/lib/order-status'
import { transferPaymentText } from '@/lib/payment-terms'
import { giftCardsOnly, orderLines, orderTotal } from '@/lib/orders'
import { paths } from '@/lib/paths'
import { proPaths } from '@/lib/pro-paths'
import { canEnterProArea } from '@/lib/roles'
import { useSession } from '@/lib/session-context'
import { B2B_NO_WITHDRAWAL, withdrawalOpen } from '@/lib/withdrawal'
import { MADE_TO_ORDER_NOTICE } from '@/lib/made-to-order'
import { OrderWithdrawalLink } from '../order-withdrawal-link'
import type { OrderPageData, PageEvent, PageOrder } from './order-data'
import { eventText, nextStep, ORDER_PAGE_TEXTS as T, thanksText } from './order-texts'

const sectionClass = 'rounded-3xl border border-line bg-surface p-6'
const linkClass = 'text-sm font-medium text-accent underline underline-offset-4'

/**
 * /account/commandes/:id (docs/product/screens.md#order, docs/adr/0080): one order of the signed-in
 * user's, for customers and pros alike — lines with unit prices, addresses, what happens next,
 * tracking, invoice and credit notes, the withdrawal, the history. Reached with `?merci` right after
 * its payment, it opens with the thanks. Its data: order-data.ts.
 */
export function OrderScreen() {
  const { order, creditNotes, withdrawal, events, deliveryTime } = useLoaderData() as OrderPageData
  const [params] = useSearchParams()
  const { user } = useSession()
  const number = order.id.slice(0, 8)
  const thanks = params.has('merci')
  usePageMeta({
    title: thanks ? 'Merci pour votre commande' : `Commande n° ${number}`,
    description: 'Le détail de votre commande Éclat de Pierre : articles, adresses, suivi, facture et rétractation.',
  })
  const lines = orderLines(order)
  // Gift cards alone (docs/adr/0117): nothing shipped, nothing to review.
  const cardsOnly = giftCardsOnly(order)
  const refunded = typeof order.amount_refunded === 'number' ? order.amount_refunded : 0

  return (
    <div className={`${containerClass} py-10 md:py-16`}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={paths.account} className={linkClass}>
          {T.backToAccount}
        </Link>
        {canEnterProArea(user) && (
          <Link to={proPaths.history} className={linkClass}>
            {T.backToProHistory}
          </Link>
        )}
      </div>
      <p className="eyebrow mt-6">{thanks ? 'Commande confirmée' : 'Espace client'}</p>
      <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{thanks ? T.thanks : `Commande n° ${number}`}</h1>
      {thanks && <p className="mt-3 max-w-2xl text-lg">{thanksText(number, order.email ?? '')}</p>}
      <p className="mt-3 flex flex-wrap items-center gap-3 text-ink-muted">
        <span>
          Commande n°{'\u00a0'}
          {number} du <time dateTime={order.created.replace(' ', 'T')}>{formatDate(order.created)}</time>
        </span>
        <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap ${orderStatusClass(order.status)}`}>
          {orderStatusLabel(order.status)}
        </span>
      </p>
      {order.payment_mode === 'demo' && <p className="mt-2 text-sm text-ink-muted">{T.demo}</p>}
      {transferPaymentText(order) && <p className="mt-2 text-sm font-medium">{transferPaymentText(order)}</p>}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="order-next" className={sectionClass}>
            <h2 id="order-next" className="text-2xl font-semibold">
              {T.next}
            </h2>
            <p className="mt-3">{cardsOnly && order.status === 'delivered' ? T.giftCardsSent : nextStep(order.status, deliveryTime)}</p>
            {order.status === 'paid' && <p className="mt-2 text-sm text-ink-muted">Délai de livraison : {deliveryTime}</p>}
            {/* A delivered order's pieces can be reviewed from the account too (docs/adr/0105). */}
            {order.status === 'delivered' && !cardsOnly && (
              <Link
                to={`${paths.review}?commande=${encodeURIComponent(order.id)}`}
                className="mt-3 inline-block text-sm font-medium text-accent underline underline-offset-4"
              >
                Donner mon avis
              </Link>
            )}
          </section>

          <section aria-labelledby="order-lines" className={sectionClass}>
            <h2 id="order-lines" className="text-2xl font-semibold">
              {T.lines}
            </h2>
            <div className="mt-4 overflow-x-auto">
              <OrderLinesTable
                items={lines}
                caption="Les articles de la commande, leur prix unitaire et leur total"
                footer={
                  <>
                    <DiscountRow order={order} />
                    <tr>
                      <th scope="row" colSpan={3} className="pt-3 pr-3 font-normal">
                        Livraison
                      </th>
                      <td className="pt-3 pl-3 text-right">Gratuite</td>
                    </tr>
                    <tr>
                      <th scope="row" colSpan={3} className="pt-2 pr-3 font-semibold">
                        Total TTC
                      </th>
                      <td className="pt-2 pl-3 text-right font-semibold whitespace-nowrap tabular-nums">
                        {formatPrice(orderTotal(order))}
                      </td>
                    </tr>
                    {refunded > 0 && (
                      <tr>
                        <th scope="row" colSpan={3} className="pt-2 pr-3 font-normal">
                          Remboursé
                        </th>
                        <td className="pt-2 pl-3 text-right whitespace-nowrap tabular-nums">{formatPrice(refunded)}</td>
                      </tr>
                    )}
                  </>
                }
              />
            </div>
            {/* A made-to-order piece (docs/adr/0128): no withdrawal, as the checkout said before payment. */}
            {lines.some((line) => line.made_to_order) && <p className="mt-4 text-sm text-ink-muted">{MADE_TO_ORDER_NOTICE}</p>}
          </section>

          <section aria-labelledby="order-addresses" className={sectionClass}>
            <h2 id="order-addresses" className="text-2xl font-semibold">
              {T.addresses}
            </h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              {/* Gift cards alone: no delivery address (docs/adr/0119). */}
              {!cardsOnly && <AddressBlock title={T.shipping} address={order.shipping_address} />}
              <AddressBlock title={T.billing} address={order.billing_address} />
            </div>
          </section>
        </div>

        <div className="min-w-0 space-y-6">
          <section aria-labelledby="order-documents" className={sectionClass}>
            <h2 id="order-documents" className="text-2xl font-semibold">
              {T.documents}
            </h2>
            <div className="mt-4 space-y-3">
              <OrderTracking order={order} className="text-sm" />
              {order.invoice_number ? (
                <OrderDocumentButton order={order} document="invoice" label={`Télécharger la facture ${order.invoice_number}`} />
              ) : (
                <p className="text-sm text-ink-muted">{T.invoicePending}</p>
              )}
              <OrderCreditNotes notes={creditNotes} />
            </div>
          </section>

          <section aria-labelledby="order-withdrawal" className={sectionClass}>
            <h2 id="order-withdrawal" className="text-2xl font-semibold">
              {T.withdrawal}
            </h2>
            <WithdrawalPart order={order} withdrawal={withdrawal} />
          </section>

          <section aria-labelledby="order-history" className={sectionClass}>
            <h2 id="order-history" className="text-2xl font-semibold">
              {T.history}
            </h2>
            <History events={events} />
          </section>
        </div>
      </div>
    </div>
  )
}

function AddressBlock({ title, address }: { title: string; address: unknown }) {
  const lines = typeof address === 'object' && address !== null ? addressLines(addressOf(address as Record<string, unknown>)) : []
  return (
    <div>
      <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
      <address className="mt-1 text-sm not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  )
}

/** The withdrawal declared, or the way to declare it while its period runs; a B2B order has none. */
function WithdrawalPart({ order, withdrawal }: { order: OrderPageData['order']; withdrawal: OrderPageData['withdrawal'] }) {
  if (withdrawal) return <OrderWithdrawalState withdrawal={withdrawal} className="mt-3 text-sm" />
  if (order.b2b) {
    return (
      <p className="mt-3 text-sm">
        {B2B_NO_WITHDRAWAL}{' '}
        <Link to={paths.proTerms} className="text-accent underline underline-offset-4">
          {T.proTerms}
        </Link>
      </p>
    )
  }
  if (!withdrawalOpen(order)) return <p className="mt-3 text-sm text-ink-muted">{T.withdrawalClosed}</p>
  return (
    <>
      <p className="mt-3 text-sm text-ink-muted">{T.withdrawalOpen}</p>
      <OrderWithdrawalLink order={{ ...order, withdrawal }} className="mt-2 text-sm" />
    </>
  )
}

function History({ events }: { events: PageEvent[] }) {
  const shown = events.flatMap((event) => {
    const what = eventText(event.type, event.data)
    return what ? [{ ...event, what }] : []
  })
  if (shown.length === 0) return <p className="mt-3 text-sm text-ink-muted">{T.noHistory}</p>
  return (
    <ol className="mt-4 space-y-3 border-l border-line pl-4 text-sm">
      {shown.map((event) => (
        <li key={event.id}>
          <time dateTime={event.created.replace(' ', 'T')} className="block text-xs text-ink-muted">
            {formatDateTime(event.created)}
          </time>
          {event.what}
        </li>
      ))}
    </ol>
  )
}

/** The order's discount code, as on its invoice: « Remise (CODE) » and its amount (docs/adr/0116). */
function DiscountRow({ order }: { order: Pick<PageOrder, 'discount' | 'discount_code'> }) {
  if (!order.discount || order.discount <= 0) return null
  return (
    <tr>
      <th scope="row" colSpan={3} className="pt-3 pr-3 font-normal">
        Remise{order.discount_code ? ` (${order.discount_code})` : ''}
      </th>
      <td className="pt-3 pl-3 text-right whitespace-nowrap tabular-nums">{formatPrice(-order.discount)}</td>
    </tr>
  )
}
