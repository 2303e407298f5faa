import { Link } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { FormAlert } from '@/components/form'
import { LoadingScreen } from '@/components/loading-screen'
import { OrderCreditNotes } from '@/components/order-credit-notes'
import { OrderDocumentButton } from '@/components/order-document-button'
import { OrderTracking } from '@/components/order-tracking'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDate, formatPrice } from '@/lib/format'
import { orderStatusClass, orderStatusLabel } from '@/lib/order-status'
import { orderLines, orderTotal, type MyOrder } from '@/lib/orders'
import { href, paths } from '@/lib/paths'
import { OrderWithdrawalLink } from './order-withdrawal-link'
import { OrderLineName } from '@/components/order-line-name'

export const NO_ORDERS = "Vous n'avez encore passé aucune commande."
export const ORDERS_FAILED = 'Impossible de charger vos commandes pour le moment. Veuillez réessayer.'

/**
 * 'Historique des commandes' (docs/product/screens.md#account): date, items with quantity, total, status; newest first.
 * `orders`: the route loader's promise (account-route.ts).
 */
export function OrdersSection({ orders }: { orders: Promise<MyOrder[]> }) {
  return (
    <section aria-labelledby="account-orders" className="min-w-0">
      <h2 id="account-orders" className="text-2xl font-semibold">
        Historique des commandes
      </h2>
      <div className="mt-5">
        <Deferred
          value={orders}
          loading={<LoadingScreen label="Chargement de vos commandes..." />}
          failed={(retry) => (
            <div className="space-y-4">
              <FormAlert>{ORDERS_FAILED}</FormAlert>
              <button type="button" onClick={retry} className={secondaryButtonClass}>
                Réessayer
              </button>
            </div>
          )}
        >
          {(list) =>
            list.length === 0 ? (
              <div className="rounded-3xl border border-dashed border-line-strong px-6 py-12 text-center">
                <p className="text-ink-muted">{NO_ORDERS}</p>
                <Link to={paths.catalogue} className="mt-4 inline-block text-sm font-medium text-accent underline underline-offset-4">
                  Découvrir le catalogue
                </Link>
              </div>
            ) : (
              <OrdersTable orders={list} />
            )
          }
        </Deferred>
      </div>
    </section>
  )
}

function OrdersTable({ orders }: { orders: MyOrder[] }) {
  return (
    // On phones each order is a card (rows as blocks, each cell labelled); a table from `sm` up.
    <div className="rounded-3xl border border-line bg-surface sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[34rem]">
        <caption className="sr-only">Vos commandes, de la plus récente à la plus ancienne</caption>
        <thead className="border-b border-line text-xs tracking-wide text-ink-muted uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium sm:px-6">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Articles
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-medium sm:px-6">
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {orders.map((order) => (
            <tr
              key={order.id}
              className="align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-4 max-sm:gap-y-3 max-sm:px-5 max-sm:py-5"
            >
              <td className="whitespace-nowrap sm:px-6 sm:py-4">
                <span className="font-medium">{formatDate(order.created)}</span>
                <span className="mt-0.5 block text-xs text-ink-muted">n° {order.id.slice(0, 8)}</span>
                <Link
                  to={href(paths.accountOrder, { id: order.id })}
                  aria-label={`Voir la commande n° ${order.id.slice(0, 8)}`}
                  className="mt-2 block text-sm font-medium text-accent underline underline-offset-4"
                >
                  Voir la commande
                </Link>
                {order.invoice_number && (
                  <div className="mt-2">
                    <OrderDocumentButton order={order} document="invoice" />
                  </div>
                )}
              </td>
              <td className="max-sm:col-span-2 max-sm:row-start-2 sm:px-4 sm:py-4">
                <ul className="space-y-1">
                  {orderLines(order).map((item, index) => (
                    <li key={`${item.id}-${index}`}>
                      <span className="tabular-nums">{item.quantity}</span> × <OrderLineName item={item} />
                    </li>
                  ))}
                </ul>
                <OrderTracking order={order} className="mt-2" />
                <OrderCreditNotes notes={order.creditNotes} className="mt-2" />
              </td>
              <td className="text-right font-medium whitespace-nowrap tabular-nums max-sm:col-span-2 max-sm:row-start-3 max-sm:flex max-sm:justify-between max-sm:border-t max-sm:border-line max-sm:pt-3 max-sm:before:font-normal max-sm:before:text-ink-muted max-sm:before:content-['Total'] sm:px-4 sm:py-4">
                {formatPrice(orderTotal(order))}
              </td>
              <td className="max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right sm:px-6 sm:py-4">
                <span
                  className={`inline-block rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap ${orderStatusClass(order.status)}`}
                >
                  {orderStatusLabel(order.status)}
                </span>
                <OrderWithdrawalLink order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
