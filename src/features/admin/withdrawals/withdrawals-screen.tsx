import { useState } from 'react'
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { adminPaths } from '@/lib/admin-paths'
import { formatDate, formatDateTime } from '@/lib/format'
import { href } from '@/lib/paths'
import { AdminPage } from '../components/admin-page'
import { OrderLink } from '../orders/order-link'
import { timeOf, useAdminTable, type TableFilter } from '../components/admin-table'
import { DataTable, tableButtonClass, tableDangerButtonClass, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { Pager } from '../components/pager'
import { PAGE_SIZE } from '../api/list-page'
import { TableToolbar } from '../components/table-toolbar'
import { RefuseDialog } from './refuse-dialog'
import type { WithdrawalsOutlet } from './withdrawal-refund-screen'
import { refundDeadline, refundOverdue, WITHDRAWAL_STATUS } from './withdrawal-state'
import { WITHDRAWALS_TEXTS, type loader, type WithdrawalRow, type WithdrawalsPage } from './withdrawals-data'

/** The filter's choices: the statuses (the server filters, from `?statut=`). */
const STATUS_FILTER: TableFilter<WithdrawalRow> = {
  label: 'Statut',
  allLabel: 'Toutes',
  options: Object.entries(WITHDRAWAL_STATUS).map(([value, label]) => ({ value, label })),
  matches: (row, value) => row.status === value,
}

const orderNumber = (row: WithdrawalRow) => `n° ${row.order.slice(0, 8)}`

/** What a declaration is found by (the server's folded `search` column holds the same). */
const searchText = (row: WithdrawalRow) => [orderNumber(row), row.order_number, row.name, row.email].join(' ')

/** The refund's due date, said late when a declaration still awaiting it is past it. */
function RefundBy({ row }: { row: WithdrawalRow }) {
  const due = refundDeadline(row.declared_at)
  if (!due) return null
  if (!refundOverdue(row)) return <>{formatDate(due)}</>
  return <span className="font-semibold text-danger-700 dark:text-danger-300">{formatDate(due)} (dépassé)</span>
}

function StatusText({ row }: { row: WithdrawalRow }) {
  return (
    <>
      <span className="block">{WITHDRAWAL_STATUS[row.status] ?? row.status}</span>
      {row.status === 'refused' && row.refusal_reason && (
        <span className="block max-w-xs text-xs text-ink-muted">Motif : {row.refusal_reason}</span>
      )}
      {row.decided_at && <span className="block text-xs text-ink-muted">le {formatDateTime(row.decided_at)}</span>}
    </>
  )
}

/**
 * /dashboard/retractations: the withdrawal declarations made with « Renoncer au contrat ici », one page
 * of 50 at a time, newest first (docs/adr/0081): each opens its order, says the end of its period
 * and the day its refund is due by (14 days after the declaration, L. 221-24), and is refunded (the
 * order's refund, pieces back in stock) or refused with a reason the customer receives by e-mail.
 */
export function WithdrawalsScreen() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Rétractations">
      <DeferredList value={page} failed={WITHDRAWALS_TEXTS.loadFailed}>
        {(page, status) => <WithdrawalsTable page={page} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

const NO_ROWS: WithdrawalRow[] = []

function WithdrawalsTable({ page, status }: { page: WithdrawalsPage | null; status: ListStatus }) {
  const rows = page?.items ?? NO_ROWS
  const toast = useToast()
  const navigate = useNavigate()
  const { search } = useLocation()
  const [refusingId, setRefusingId] = useState<string | null>(null)
  const refusing = rows.find((row) => row.id === refusingId) ?? null
  const close = () => Promise.resolve(navigate({ pathname: adminPaths.withdrawals, search }, { preventScrollReset: true }))
  const outlet: WithdrawalsOutlet = {
    rows,
    close: () => void close(),
    done: (notice) =>
      void close().then(() => {
        toast.show(notice, { tone: 'success' })
      }),
  }

  const columns: Column<WithdrawalRow>[] = [
    {
      header: 'Déclarée le',
      cell: (row) => formatDateTime(row.declared_at),
      className: 'whitespace-nowrap',
      sortValue: (row) => timeOf(row.declared_at),
    },
    {
      header: 'Commande',
      card: 'title',
      // Each row opens its order (its details over the orders' table).
      cell: (row) => <OrderLink orderId={row.order} />,
      sortValue: (row) => row.order,
    },
    {
      header: 'Client',
      sortValue: (row) => row.name,
      cell: (row) => (
        <>
          <span className="block">{row.name}</span>
          <span className="block text-xs break-all text-ink-muted">{row.email}</span>
        </>
      ),
    },
    {
      header: 'Fin du délai de rétractation',
      cell: (row) =>
        row.deadline ? formatDate(row.deadline) : <span className="text-ink-muted">Non expédiée : 14 jours après réception</span>,
      sortValue: (row) => timeOf(row.deadline),
    },
    // The refund is due 14 days after the declaration: the same order as the declaration's date.
    {
      header: 'Rembourser au plus tard le',
      cell: (row) => <RefundBy row={row} />,
      className: 'whitespace-nowrap',
      sortValue: (row) => timeOf(row.declared_at),
    },
    { header: 'Statut', cell: (row) => <StatusText row={row} />, sortValue: (row) => WITHDRAWAL_STATUS[row.status] ?? row.status },
    {
      header: 'Actions',
      className: 'text-right',
      card: 'action',
      cell: (row) =>
        row.status === 'received' && (
          <div className="flex flex-wrap justify-end gap-2">
            <Link
              to={{ pathname: href(adminPaths.withdrawalRefund, { id: row.order }), search }}
              preventScrollReset
              className={tableButtonClass}
              aria-label={`Rembourser la commande ${orderNumber(row)}`}
            >
              Rembourser
            </Link>
            <button
              type="button"
              className={tableDangerButtonClass}
              aria-label={`Refuser la rétractation de la commande ${orderNumber(row)}`}
              onClick={() => setRefusingId(row.id)}
            >
              Refuser
            </button>
          </div>
        ),
    },
  ]

  const table = useAdminTable(rows, { columns, searchText, filter: STATUS_FILTER }, { total: page?.totalItems ?? 0 })

  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel="Rechercher une rétractation" />
      <DataTable
        {...table.sorting}
        caption={`Rétractations reçues, ${PAGE_SIZE} par page, de la plus récente à la plus ancienne`}
        columns={columns}
        rows={table.rows}
        status={status}
        empty={table.empty(WITHDRAWALS_TEXTS.empty)}
      />
      {page && <Pager page={page.page} totalPages={page.totalPages} label="Pages des rétractations" />}
      <Outlet context={outlet} />
      {refusing && (
        <RefuseDialog
          withdrawal={refusing}
          onClose={() => setRefusingId(null)}
          onRefused={(notice) => {
            setRefusingId(null)
            toast.show(notice, { tone: 'success' })
          }}
        />
      )}
    </>
  )
}
