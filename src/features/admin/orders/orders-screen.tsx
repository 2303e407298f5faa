import { useState } from 'react'
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom'
import { fetchPackingSlips, OrderDocumentError, PACKING_SLIPS_FAILED, packingSlipsFilename, saveBlob } from '@/lib/order-documents'
import { formatDateTime, formatPrice } from '@/lib/format'
import { ORDER_STATUS_LABELS, orderStatusClass } from '@/lib/order-status'
import { orderTotal } from '@/lib/orders'
import { adminPaths } from '@/lib/admin-paths'
import { href } from '@/lib/paths'
import { ordersStatusValues } from '@/lib/pocketbase-types'
import { useToast } from '@/components/toast'
import { readTableState, timeOf, useAdminTable, type TableFilter } from '../components/admin-table'
import { SelectionBar } from '../components/selection-bar'
import { useRowSelection } from '../components/use-row-selection'
import { TableToolbar } from '../components/table-toolbar'
import { AdminPage } from '../components/admin-page'
import { DataTable, tableButtonClass, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { Pager } from '../components/pager'
import { StatusCell } from '../components/status-cell'
import type { StatusOption } from '../components/status-select'
import { CancelDialog } from './cancel-dialog'
import type { OrdersOutlet } from './order-details-screen'
import { customerEmail, customerName, orderNumber, PARTLY_REFUNDED, partlyRefunded } from './order-format'
import {
  ORDERS_TEXTS,
  PARTLY_REFUNDED_FILTER,
  readMatchingOrders,
  WITHDRAWAL_FILTER,
  type loader,
  type OrderRow,
  type OrdersPage,
} from './orders-data'
import { BulkShipDialog } from './bulk-ship-dialog'
import { ShipDialog } from './ship-dialog'
import { OrderFlags } from './order-flags'
import { orderWithdrawal } from '../withdrawals/withdrawal-state'

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

/**
 * The status filter (the overview's « Commandes à expédier » links to `?statut=paid`, docs/adr/0058);
 * the server filters (orders-data.ts), `matches` only names the rule.
 */
const ORDER_STATUS_FILTER: TableFilter<OrderRow> = {
  label: 'Statut',
  allLabel: 'Toutes',
  options: [
    ...ordersStatusValues.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
    { value: PARTLY_REFUNDED_FILTER, label: PARTLY_REFUNDED },
    { value: WITHDRAWAL_FILTER, label: 'Rétractation à traiter' },
  ],
  matches: (order, value) => {
    if (value === PARTLY_REFUNDED_FILTER) return partlyRefunded(order)
    if (value === WITHDRAWAL_FILTER) return orderWithdrawal(order)?.status === 'received'
    return order.status === value
  },
}

/** What an order is found by (the server searches the same from the address). */
function orderSearchText(order: OrderRow): string {
  return [orderNumber(order), customerName(order), customerEmail(order)].join(' ')
}

/** Orders that can still be refunded (docs/adr/0051); a paid order not yet shipped can be cancelled. */
const REFUNDABLE = ['paid', 'shipped', 'delivered']

/**
 * /dashboard/orders: the orders, 50 a page, newest first, searched, filtered and sorted by the server
 * (the route's loader, docs/adr/0092). The admin moves a status where the rules allow (ADR 0050),
 * ships, refunds or cancels (ADR 0051): each a write to the route's action, after which react-router
 * reads the current page again.
 */
export function OrdersScreen() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Commandes">
      <DeferredList value={page} failed={ORDERS_TEXTS.loadFailed}>
        {(page, status) => <OrdersTable page={page} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

const NO_ROWS: OrderRow[] = []

/** The table and its dialogs: `page` null while loading or after a failure (`status` says which). */
function OrdersTable({ page, status }: { page: OrdersPage | null; status: ListStatus }) {
  const items = page?.items ?? NO_ROWS
  const toast = useToast()
  // The details are a route below this one (/dashboard/orders/:id, the table's address kept).
  const navigate = useNavigate()
  const { search, pathname } = useLocation()
  // A dialog asked for from the order's page opens once that page has closed (the focus goes to it).
  const onList = pathname.replace(/\/$/, '') === adminPaths.orders
  const openDetails = (id: string) => void navigate({ pathname: href(adminPaths.order, { id }), search }, { preventScrollReset: true })
  const close = () => Promise.resolve(navigate({ pathname: adminPaths.orders, search }, { preventScrollReset: true }))
  // The order a dialog acts on: a row of the page, or the order whose page was open (it may be on
  // another page of the list: opened from its address).
  const [shipping, setShipping] = useState<OrderRow | null>(null)
  const [cancelling, setCancelling] = useState<OrderRow | null>(null)
  // Several orders at once (docs/adr/0095): the selection belongs to the search and the filter.
  const tableState = readTableState(new URLSearchParams(search))
  const selection = useRowSelection(items, {
    total: page?.totalItems ?? 0,
    scope: `${tableState.search}\n${tableState.status}`,
    readAll: () => readMatchingOrders(new URLSearchParams(search)),
  })
  const [bulkShipping, setBulkShipping] = useState<OrderRow[] | null>(null)
  const [printing, setPrinting] = useState(false)
  const printSlips = async () => {
    setPrinting(true)
    try {
      saveBlob(await fetchPackingSlips(selection.selected.map((order) => order.id)), packingSlipsFilename(selection.count))
    } catch (error) {
      toast.show(error instanceof OrderDocumentError ? error.message : PACKING_SLIPS_FAILED, { tone: 'error' })
    } finally {
      setPrinting(false)
    }
  }
  /** After a done write: the dialog closes on a list that already shows it, with the green toast. */
  const done = (then: () => unknown) => async (notice: string) => {
    await then()
    toast.show(notice, { tone: 'success' })
  }
  /**
   * What can be done to an order, by its status: at the end of its row, and at the foot of its page
   * (`onPage`: the page closes first, a dialog then opens over the list; no « Voir »).
   */
  const orderActions = (row: OrderRow, onPage: boolean) => (
    <div className="flex flex-wrap justify-end gap-2">
      {row.status === 'paid' && (
        <button
          type="button"
          className={tableButtonClass}
          aria-label={`Marquer comme expédiée la commande ${orderNumber(row)}`}
          onClick={() => {
            setShipping(row)
            if (onPage) void close()
          }}
        >
          Marquer comme expédiée
        </button>
      )}
      {REFUNDABLE.includes(row.status) && (
        <button
          type="button"
          className={tableButtonClass}
          aria-label={`Rembourser la commande ${orderNumber(row)}`}
          onClick={() => void navigate({ pathname: href(adminPaths.refund, { id: row.id }), search }, { preventScrollReset: true })}
        >
          Rembourser
        </button>
      )}
      {row.status === 'paid' && (
        <button
          type="button"
          className={tableButtonClass}
          aria-label={`Annuler la commande ${orderNumber(row)}`}
          onClick={() => {
            setCancelling(row)
            if (onPage) void close()
          }}
        >
          Annuler
        </button>
      )}
      {!onPage && (
        <button
          type="button"
          className={tableButtonClass}
          aria-label={`Voir la commande ${orderNumber(row)}`}
          onClick={() => openDetails(row.id)}
        >
          Voir
        </button>
      )}
    </div>
  )
  // What the details and the refund (routes below this one, each reading its order) get: how to close,
  // the order's actions for the foot of its page.
  const outlet: OrdersOutlet = {
    close: () => void close(),
    done: (notice) => void done(close)(notice),
    actions: (order) => orderActions(order, true),
  }

  const columns: Column<OrderRow>[] = [
    {
      header: 'Commande',
      cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{orderNumber(row)}</span>,
      sortValue: (row) => row.id,
    },
    { header: 'Client', cell: (row) => <span className="font-medium">{customerName(row)}</span>, sortValue: customerName },
    { header: 'Total', cell: (row) => formatPrice(orderTotal(row)), className: 'whitespace-nowrap', sortValue: orderTotal },
    {
      header: 'Statut',
      // By the stored status (the server sorts: docs/adr/0092).
      sortValue: (row) => row.status,
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <StatusCell
            id={row.id}
            label={`Statut de la commande ${orderNumber(row)}`}
            value={row.status}
            options={statusOptions(row.status)}
            disabled={statusOptions(row.status).length < 2}
          />
          <OrderFlags order={row} />
        </span>
      ),
    },
    { header: 'Date', cell: (row) => formatDateTime(row.created), className: 'whitespace-nowrap', sortValue: (row) => timeOf(row.created) },
    {
      header: 'Actions',
      className: 'text-right',
      card: 'action',
      cell: (row) => orderActions(row, false),
    },
  ]

  const table = useAdminTable(
    items,
    { columns, searchText: orderSearchText, filter: ORDER_STATUS_FILTER },
    { total: page?.totalItems ?? 0, noun: ['commande', 'commandes'] },
  )

  return (
    <>
      <div className="space-y-3">
        <p>
          <Link to={adminPaths.toPrepare} className="text-sm font-medium text-accent underline underline-offset-4">
            Commandes à préparer (liste imprimable)
          </Link>
        </p>
        <TableToolbar {...table.toolbar} searchLabel="Rechercher une commande" />
        <DataTable
          {...table.sorting}
          caption="Commandes"
          columns={columns}
          rows={table.rows}
          status={status}
          empty={table.empty(ORDERS_TEXTS.empty)}
          selection={{ state: selection, label: (row) => `Sélectionner la commande ${orderNumber(row)}` }}
        />
        <SelectionBar selection={selection} label="Commandes sélectionnées">
          <button type="button" className={tableButtonClass} onClick={() => setBulkShipping(selection.selected)}>
            Expédier
          </button>
          <button type="button" className={tableButtonClass} disabled={printing} aria-busy={printing} onClick={() => void printSlips()}>
            {printing ? 'Téléchargement…' : 'Bordereaux (PDF)'}
          </button>
        </SelectionBar>
        {page && <Pager page={page.page} totalPages={page.totalPages} label="Pages des commandes" />}
      </div>
      <Outlet context={outlet} />
      {shipping && onList && (
        <ShipDialog
          orderId={shipping.id}
          orderNumber={orderNumber(shipping)}
          withdrawal={orderWithdrawal(shipping)}
          onClose={() => setShipping(null)}
          onShipped={done(() => setShipping(null))}
        />
      )}
      {bulkShipping && onList && (
        <BulkShipDialog
          orders={bulkShipping}
          onClose={() => setBulkShipping(null)}
          onShipped={(notice, report) => {
            selection.remove(report.shipped.map((order) => order.id))
            // The dialog shows the whole report; the toast stays once it is closed.
            if (report.shipped.length > 0) toast.show(notice, { tone: 'success' })
          }}
        />
      )}
      {cancelling && onList && (
        <CancelDialog
          orderId={cancelling.id}
          orderNumber={orderNumber(cancelling)}
          total={orderTotal(cancelling)}
          onClose={() => setCancelling(null)}
          onCancelled={done(() => setCancelling(null))}
        />
      )}
    </>
  )
}
