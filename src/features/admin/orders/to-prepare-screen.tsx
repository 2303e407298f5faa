import { Link, useLoaderData } from 'react-router-dom'
import { AddressBlock } from '@/components/address/address-block'
import { readAddressCopy } from '@/components/address/address-copy'
import { primaryButtonClass } from '@/components/ui-classes'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import { formatDate, formatDateTime } from '@/lib/format'
import { orderLines, orderLineText } from '@/lib/orders'
import { AdminPage } from '../components/admin-page'
import { tableButtonClass } from '../components/data-table'
import { NO_MATCH_TEXT, useAdminTable, type TableSetup } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { TO_PREPARE_TEXTS, type loader, type OrderToPrepare } from './to-prepare-data'
import { OrderFlags } from './order-flags'
import { orderWithdrawal } from '../withdrawals/withdrawal-state'
import { OrderLineName } from '@/components/order-line-name'

// Printing: only the list, one order per block, never cut across two pages.
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  #orders-to-prepare, #orders-to-prepare * { visibility: visible; }
  #orders-to-prepare { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #orders-to-prepare .no-print { display: none; }
  #orders-to-prepare article { break-inside: avoid; page-break-inside: avoid; border-color: #000; }
}`

/** A list of blocks, not a table: searched only (oldest first is the order to prepare them in). */
const SEARCH: TableSetup<OrderToPrepare> = {
  columns: [],
  searchText: (order) =>
    [`n° ${order.id.slice(0, 8)}`, order.customer_name, order.email, ...orderLines(order).map(orderLineText)].join(' '),
}

/** The printable list of the orders to prepare, oldest first, one block per order. */
export function ToPrepareScreen() {
  const { orders } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading={TO_PREPARE_TEXTS.heading}>
      <style>{PRINT_STYLE}</style>
      <DeferredList value={orders} failed={TO_PREPARE_TEXTS.loadFailed}>
        {(orders, status) => <OrdersToPrepare all={orders ?? []} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

function OrdersToPrepare({ all, status }: { all: OrderToPrepare[]; status: ListStatus }) {
  // A search narrows what is printed too: the workshop can print one customer's orders.
  const { rows: orders, toolbar } = useAdminTable(all, SEARCH)
  return (
    <div id="orders-to-prepare" className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link to={adminPaths.orders} className="text-sm font-medium text-accent underline underline-offset-4">
          Retour aux commandes
        </Link>
        <button type="button" className={primaryButtonClass} onClick={() => window.print()} disabled={orders.length === 0}>
          Imprimer
        </button>
      </div>
      {/* The printed sheet's own title: the page's heading is outside what is printed. */}
      <p className="hidden text-xl font-semibold print:block">
        {TO_PREPARE_TEXTS.heading} — liste du {formatDate(new Date())}
      </p>
      {all.length > 0 && (
        <div className="no-print">
          <TableToolbar {...toolbar} searchLabel="Rechercher une commande" />
        </div>
      )}
      {status === 'loading' && <p className="text-ink-muted">Chargement...</p>}
      {status === 'ready' && orders.length === 0 && (
        <p className="text-ink-muted">{all.length > 0 ? NO_MATCH_TEXT : TO_PREPARE_TEXTS.empty}</p>
      )}
      {orders.length > 0 && (
        <p className="text-sm text-ink-muted">
          {orders.length === 1 ? '1 commande payée' : `${orders.length} commandes payées`} à expédier, de la plus ancienne à la plus
          récente.
        </p>
      )}
      <ol aria-label={TO_PREPARE_TEXTS.heading} className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderBlock order={order} />
          </li>
        ))}
      </ol>
    </div>
  )
}

function OrderBlock({ order }: { order: OrderToPrepare }) {
  const number = `n° ${order.id.slice(0, 8)}`
  const address = readAddressCopy(order.shipping_address)
  const withdrawal = orderWithdrawal<{ status: string; declared_at: string }>(order)
  return (
    <article aria-label={`Commande ${number}`} className="rounded-lg border border-line bg-surface p-4">
      <h2 className="text-lg font-semibold">
        Commande <span className="font-mono">{number}</span> du {formatDate(order.created)}
      </h2>
      <OrderFlags order={order} />
      {withdrawal?.status === 'received' && (
        <p className="mt-2 text-sm font-semibold text-danger-700 dark:text-danger-300">
          Le client s’est rétracté le {formatDateTime(withdrawal.declared_at)} : ne préparez ce colis qu’après avoir décidé de l’expédier
          malgré la rétractation.
        </p>
      )}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <section>
          <h3 className="mb-1 text-sm font-semibold">Livrer à</h3>
          {address ? <AddressBlock address={address} /> : <p className="text-sm text-ink-muted">{TO_PREPARE_TEXTS.noAddress}</p>}
          {order.email && <p className="mt-1 text-sm break-all">E-mail : {order.email}</p>}
        </section>
        <section>
          <h3 className="mb-1 text-sm font-semibold">Articles</h3>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">Quantité</th>
                <th scope="col">Article</th>
              </tr>
            </thead>
            <tbody>
              {orderLines(order).map((item, index) => (
                <tr key={`${item.id}-${index}`} className="border-b border-line last:border-0">
                  <td className="w-12 py-1 pr-2 font-semibold tabular-nums">{item.quantity} ×</td>
                  <td className="py-1">
                    <OrderLineName item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      {/* On to the order's page and its « Marquer comme expédiée », within a thumb's reach (docs/adr/0093). */}
      <p className="no-print mt-3 flex justify-end border-t border-line pt-3">
        <Link to={href(adminPaths.order, { id: order.id })} className={tableButtonClass} aria-label={`Voir la commande ${number}`}>
          Voir la commande
        </Link>
      </p>
    </article>
  )
}
