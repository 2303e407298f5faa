import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { OrderCreditNotes } from '@/components/order-credit-notes'
import { OrderDocumentButton } from '@/components/order-document-button'
import { OrderTracking } from '@/components/order-tracking'
import { OrderWithdrawalState } from '@/components/order-withdrawal-state'
import { primaryButtonClass } from '@/components/ui-classes'
import { formatDate, formatPrice } from '@/lib/format'
import { orderStatusLabel } from '@/lib/order-status'
import { transferPaymentText } from '@/lib/payment-terms'
import { orderLines, orderTotal, type MyOrder } from '@/lib/orders'
import { href, paths } from '@/lib/paths'
import { proPaths } from '@/lib/pro-paths'
import { ProEmpty, ProLoadError, ProLoading, ProPageHeader } from '../components'
import type { loader } from './history-route'
import { ReorderButton } from './reorder'
import { OrderLineName } from '@/components/order-line-name'

export const HISTORY_EMPTY = 'Vous n’avez encore passé aucune commande.'
export const HISTORY_FAILED = 'Impossible de charger vos commandes.'

// docs/product/screens.md#pro-history and docs/product/states.md#order-statuses: paid in green, every other status in yellow (the labels stay those of order-status).
const PAID_CLASS = 'bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100'
const OTHER_CLASS = 'bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200'

/** /espace-pro/historique (docs/product/screens.md#pro-history): the pro's orders, newest first. */
export function HistoryScreen() {
  const { orders } = useLoaderData<typeof loader>()

  return (
    <div>
      <ProPageHeader
        heading="Historique des Commandes"
        title="Historique des commandes"
        intro="Vos commandes, de la plus récente à la plus ancienne."
      />
      <div className="mt-6">
        <Deferred
          value={orders}
          loading={<ProLoading label="Chargement de vos commandes..." />}
          failed={(retry) => <ProLoadError message={HISTORY_FAILED} onRetry={retry} />}
        >
          {(list) =>
            list.length === 0 ? (
              <ProEmpty
                action={
                  <Link to={proPaths.quickOrder} className={primaryButtonClass}>
                    Passer une commande rapide
                  </Link>
                }
              >
                {HISTORY_EMPTY}
              </ProEmpty>
            ) : (
              <ol className="space-y-4" aria-label="Vos commandes">
                {list.map((order) => (
                  <OrderCard key={order.id} order={order} />
                ))}
              </ol>
            )
          }
        </Deferred>
      </div>
    </div>
  )
}

function OrderCard({ order }: { order: MyOrder }) {
  const shortId = order.id.slice(0, 8)
  return (
    <li className="rounded-lg border border-line bg-surface p-5">
      <article aria-label={`Commande ${shortId}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold">Commande n° {shortId}</h2>
            <p className="text-sm text-ink-muted">
              <time dateTime={order.created.replace(' ', 'T')}>{formatDate(order.created)}</time>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span
              className={`inline-block rounded-full px-2.5 py-1 text-xs font-medium ${order.status === 'paid' ? PAID_CLASS : OTHER_CLASS}`}
            >
              {orderStatusLabel(order.status)}
            </span>
            <span className="font-semibold tabular-nums">{formatPrice(orderTotal(order))}</span>
          </div>
        </div>
        {/* On invoice (docs/adr/0131): what is left to pay, and when. */}
        {transferPaymentText(order) && <p className="mt-2 text-sm font-medium">{transferPaymentText(order)}</p>}
        <ul className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
          {orderLines(order).map((item, index) => (
            <li key={`${item.id}-${index}`}>
              {item.quantity} × <OrderLineName item={item} />
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
          <ReorderButton order={order} />
          <Link
            to={href(paths.accountOrder, { id: order.id })}
            aria-label={`Voir la commande n° ${shortId}`}
            className="text-sm font-medium text-accent underline underline-offset-4"
          >
            Voir la commande
          </Link>
        </div>
        <OrderTracking order={order} className="mt-3" />
        <OrderWithdrawalState withdrawal={order.withdrawal} className="mt-3 text-sm" />
        <OrderCreditNotes notes={order.creditNotes} className="mt-3" />
        {order.invoice_number && (
          <div className="mt-3 border-t border-line pt-3">
            <OrderDocumentButton order={order} document="invoice" />
          </div>
        )}
      </article>
    </li>
  )
}
