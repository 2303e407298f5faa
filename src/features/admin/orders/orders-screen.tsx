import { useState } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { AddressBlock } from '@/components/address/address-block'
import { readAddressCopy, sameAddress } from '@/components/address/address-copy'
import { OrderDocumentButton } from '@/components/order-document-button'
import type { Address } from '@/lib/address'
import { formatDate, formatPrice } from '@/lib/format'
import { ORDER_STATUS_LABELS, orderStatusClass, orderStatusLabel } from '@/lib/order-status'
import { orderLines, orderTotal } from '@/lib/orders'
import { adminPaths } from '@/lib/admin-paths'
import { ordersStatusValues, type OrdersRecord } from '@/lib/pocketbase-types'
import { useToast } from '@/components/toast'
import { timeOf, useAdminTable, type TableFilter } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { AdminPage } from '../components/admin-page'
import { DataTable, tableButtonClass, type Column } from '../components/data-table'
import { LoadFailed } from '../components/load-failed'
import { Modal } from '../components/modal'
import { StatusCell } from '../components/status-cell'
import type { StatusOption } from '../components/status-select'
import { CancelDialog } from './cancel-dialog'
import { CreditNotes } from './credit-notes'
import { OrderHistory } from './order-history'
import { ORDERS_TEXTS, type loader } from './orders-data'
import { RefundDialog } from './refund-dialog'
import { ShipDialog } from './ship-dialog'
import { ShippingInfo } from './shipping-info'

/**
 * The five statuses of docs/product/states.md#order-statuses, with the account page's labels and colours. `refunded` is set by
 * a refund (docs/adr/0051), never chosen here.
 */
const ORDER_STATUS_OPTIONS: readonly StatusOption[] = ordersStatusValues
  .filter((value) => value !== 'refunded')
  .map((value) => ({
    value,
    label: ORDER_STATUS_LABELS[value],
    className: `border-transparent ${orderStatusClass(value)}`,
  }))

/**
 * What an admin may pick from each status (the server's rule: pb_hooks/lib/order-status.js,
 * docs/adr/0050). Shipping has its own dialog; paying is the checkout's; cancelling a paid order
 * is a refund.
 */
const NEXT_STATUSES: Record<string, readonly string[]> = { pending: ['cancelled'], shipped: ['delivered'] }

function statusOptions(current: string): readonly StatusOption[] {
  const allowed = [current, ...(NEXT_STATUSES[current] ?? [])]
  return ORDER_STATUS_OPTIONS.filter((option) => allowed.includes(option.value))
}

/** The status filter (the overview's « Commandes à expédier » links to `?statut=paid`, docs/adr/0058). */
const ORDER_STATUS_FILTER: TableFilter<OrdersRecord> = {
  label: 'Statut',
  allLabel: 'Toutes',
  options: ordersStatusValues.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
  matches: (order, value) => order.status === value,
}

/** What an order is found by: its number, the customer's name and e-mail, what was bought. */
function orderSearchText(order: OrdersRecord): string {
  return [orderNumber(order), customerName(order), customerEmail(order), ...productLines(order)].join(' ')
}

/** Orders that can still be refunded (docs/adr/0051); a paid order not yet shipped can be cancelled. */
const REFUNDABLE = ['paid', 'shipped', 'delivered']

/** docs/product/rules.md#formats: the short order number (8 characters), as the customer's account shows it. */
function orderNumber(order: OrdersRecord): string {
  return `n° ${order.id.slice(0, 8)}`
}

/** The name kept on the order when it was paid (docs/adr/0032), else the account's. */
function customerName(order: OrdersRecord): string {
  const user = order.expand?.user
  return order.customer_name || user?.name || order.email || user?.email || 'Client supprimé'
}

function customerEmail(order: OrdersRecord): string {
  return order.email || order.expand?.user?.email || '—'
}

/** How it was paid; orders older than `payment_mode` tell it by their intent's prefix. */
function paymentMode(order: OrdersRecord): string {
  const mode =
    order.payment_mode || (order.stripePaymentIntentId?.startsWith('demo_') ? 'demo' : order.stripePaymentIntentId ? 'stripe' : '')
  if (mode === 'stripe') return 'Carte (Stripe)'
  if (mode === 'demo') return 'Démonstration'
  return '—'
}

/** What was bought: the order's lines (name × quantity), else its products' names. */
function productLines(order: OrdersRecord): string[] {
  const items = orderLines(order)
  if (items.length > 0) return items.map((item) => `${item.name} × ${item.quantity}`)
  return (order.expand?.products ?? []).map((product) => product.name)
}

/**
 * /dashboard/orders: every order, newest first (the route's loader). The admin moves a status where
 * the rules allow (ADR 0050), ships, refunds or cancels (ADR 0051): each a write to the route's
 * action, after which react-router reads the list again.
 */
export function OrdersScreen() {
  const { orders } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Commandes">
      <Deferred value={orders} loading={<OrdersTable orders={null} />} failed={(retry) => <OrdersTable orders={null} retry={retry} />}>
        {(orders) => <OrdersTable orders={orders} />}
      </Deferred>
    </AdminPage>
  )
}

/** The table and its dialogs: `orders` null while loading, or after a failure (`retry` then given). */
function OrdersTable({ orders, retry }: { orders: OrdersRecord[] | null; retry?: () => void }) {
  const items = orders ?? []
  const toast = useToast()
  const [openId, setOpenId] = useState<string | null>(null)
  const [shipId, setShipId] = useState<string | null>(null)
  const [refundId, setRefundId] = useState<string | null>(null)
  const [cancelId, setCancelId] = useState<string | null>(null)
  const open = items.find((order) => order.id === openId) ?? null
  const shipping = items.find((order) => order.id === shipId) ?? null
  const refunding = items.find((order) => order.id === refundId) ?? null
  const cancelling = items.find((order) => order.id === cancelId) ?? null
  /** After a done write: the dialog closes on a list that already shows it, with the green toast. */
  const done = (close: () => void) => (notice: string) => {
    close()
    toast.show(notice, { tone: 'success' })
  }

  const columns: Column<OrdersRecord>[] = [
    {
      header: 'Commande',
      cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{orderNumber(row)}</span>,
      sortValue: (row) => row.id,
    },
    { header: 'Client', cell: (row) => <span className="font-medium">{customerName(row)}</span>, sortValue: customerName },
    { header: 'Total', cell: (row) => formatPrice(orderTotal(row)), className: 'whitespace-nowrap', sortValue: orderTotal },
    {
      header: 'Statut',
      // In the order of an order's life (docs/product/states.md#order-life and docs/product/states.md#order-statuses), not alphabetical.
      sortValue: (row) => ordersStatusValues.indexOf(row.status),
      cell: (row) => (
        <StatusCell
          id={row.id}
          label={`Statut de la commande ${orderNumber(row)}`}
          value={row.status}
          options={statusOptions(row.status)}
          disabled={statusOptions(row.status).length < 2}
        />
      ),
    },
    { header: 'Date', cell: (row) => formatDate(row.created), className: 'whitespace-nowrap', sortValue: (row) => timeOf(row.created) },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (row) => (
        <div className="flex flex-wrap justify-end gap-2">
          {row.status === 'paid' && (
            <button
              type="button"
              className={tableButtonClass}
              aria-label={`Marquer comme expédiée la commande ${orderNumber(row)}`}
              onClick={() => setShipId(row.id)}
            >
              Marquer comme expédiée
            </button>
          )}
          {REFUNDABLE.includes(row.status) && (
            <button
              type="button"
              className={tableButtonClass}
              aria-label={`Rembourser la commande ${orderNumber(row)}`}
              onClick={() => setRefundId(row.id)}
            >
              Rembourser
            </button>
          )}
          {row.status === 'paid' && (
            <button
              type="button"
              className={tableButtonClass}
              aria-label={`Annuler la commande ${orderNumber(row)}`}
              onClick={() => setCancelId(row.id)}
            >
              Annuler
            </button>
          )}
          <button
            type="button"
            className={tableButtonClass}
            aria-label={`Voir la commande ${orderNumber(row)}`}
            onClick={() => setOpenId(row.id)}
          >
            Voir
          </button>
        </div>
      ),
    },
  ]

  const table = useAdminTable(items, { columns, searchText: orderSearchText, filter: ORDER_STATUS_FILTER })

  return (
    <>
      <div className="space-y-3">
        <p>
          <Link to={adminPaths.toPrepare} className="text-sm font-medium text-accent underline underline-offset-4">
            Commandes à préparer (liste imprimable)
          </Link>
        </p>
        {retry && <LoadFailed text={ORDERS_TEXTS.loadFailed} retry={retry} />}
        <TableToolbar {...table.toolbar} searchLabel="Rechercher une commande" />
        <DataTable
          {...table.sorting}
          caption="Commandes"
          columns={columns}
          rows={table.rows}
          status={retry ? 'error' : orders ? 'ready' : 'loading'}
          empty={table.empty(ORDERS_TEXTS.empty)}
        />
      </div>
      {open && <OrderDetails order={open} onClose={() => setOpenId(null)} />}
      {shipping && (
        <ShipDialog
          orderId={shipping.id}
          orderNumber={orderNumber(shipping)}
          onClose={() => setShipId(null)}
          onShipped={done(() => setShipId(null))}
        />
      )}
      {refunding && (
        <RefundDialog
          order={refunding}
          orderNumber={orderNumber(refunding)}
          onClose={() => setRefundId(null)}
          onRefunded={done(() => setRefundId(null))}
        />
      )}
      {cancelling && (
        <CancelDialog
          orderId={cancelling.id}
          orderNumber={orderNumber(cancelling)}
          total={orderTotal(cancelling)}
          onClose={() => setCancelId(null)}
          onCancelled={done(() => setCancelId(null))}
        />
      )}
    </>
  )
}

/** A billing address is shown when there is one that differs from the delivery one. */
function billingShown(shipping: Address | null, billing: Address | null): billing is Address {
  return billing !== null && !(shipping && sameAddress(billing, shipping))
}

/** Both addresses of the order, as they were when it was paid. */
function OrderAddresses({ order }: { order: OrdersRecord }) {
  const shipping = readAddressCopy(order.shipping_address)
  const billing = readAddressCopy(order.billing_address)
  const note = (text: string) => <p className="text-sm text-ink-muted">{text}</p>
  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2">
      <section aria-labelledby="order-shipping">
        <h3 id="order-shipping" className="mb-2 font-semibold">
          Adresse de livraison
        </h3>
        {shipping ? <AddressBlock address={shipping} /> : note(ORDERS_TEXTS.noAddress)}
      </section>
      <section aria-labelledby="order-billing">
        <h3 id="order-billing" className="mb-2 font-semibold">
          Adresse de facturation
        </h3>
        {billingShown(shipping, billing) ? (
          <AddressBlock address={billing} />
        ) : (
          note(shipping ? ORDERS_TEXTS.sameAsShipping : ORDERS_TEXTS.noAddress)
        )}
      </section>
    </div>
  )
}

function OrderDetails({ order, onClose }: { order: OrdersRecord; onClose: () => void }) {
  const lines = productLines(order)
  return (
    <Modal title="Détails de la commande" onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-ink-muted">Commande</dt>
        <dd className="font-mono">{orderNumber(order)}</dd>
        <dt className="font-medium text-ink-muted">Client</dt>
        <dd>{customerName(order)}</dd>
        <dt className="font-medium text-ink-muted">Email</dt>
        <dd className="break-all">{customerEmail(order)}</dd>
        <dt className="font-medium text-ink-muted">Date</dt>
        <dd>{formatDate(order.created)}</dd>
        <dt className="font-medium text-ink-muted">Total</dt>
        <dd>{formatPrice(orderTotal(order))}</dd>
        <dt className="font-medium text-ink-muted">Statut</dt>
        <dd>{orderStatusLabel(order.status)}</dd>
        <dt className="font-medium text-ink-muted">Paiement</dt>
        <dd>{paymentMode(order)}</dd>
      </dl>
      <ShippingInfo order={order} />
      <div className="mt-4 flex flex-wrap gap-4">
        {order.invoice_number && <OrderDocumentButton order={order} document="invoice" label="Facture" />}
        <OrderDocumentButton order={order} document="packing-slip" />
      </div>
      <OrderAddresses order={order} />
      <h3 className="mt-5 mb-2 font-semibold">Produits</h3>
      {lines.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {lines.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{ORDERS_TEXTS.noProducts}</p>
      )}
      <CreditNotes orderId={order.id} version={order.updated} />
      <OrderHistory orderId={order.id} version={order.updated} />
    </Modal>
  )
}
