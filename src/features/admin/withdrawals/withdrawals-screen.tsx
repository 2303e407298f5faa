import { useLoaderData } from 'react-router-dom'
import { formatDate } from '@/lib/format'
import type { WithdrawalsRecord } from '@/lib/pocketbase-types'
import { AdminPage } from '../components/admin-page'
import { timeOf, useAdminTable, type TableFilter } from '../components/admin-table'
import { TableToolbar } from '../components/table-toolbar'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { SHOWN, WITHDRAWALS_TEXTS, type loader, type WithdrawalRow } from './withdrawals-data'

const DAY_MS = 24 * 3600 * 1000
/** The shop refunds at the latest 14 days after the declaration (Consumer Code L. 221-24). */
const REFUND_DAYS = 14

const STATUS: Record<WithdrawalsRecord['status'], string> = {
  received: 'Reçue',
  refunded: 'Remboursée',
  refused: 'Refusée',
}

let dateTime: Intl.DateTimeFormat | undefined

/** `24/11/2026 14:05` (Paris): the declaration's date and time, as its acknowledgement states them. */
function formatDateTime(value: string): string {
  const date = new Date(value.trim().replace(' ', 'T'))
  if (Number.isNaN(date.getTime())) return ''
  dateTime ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
  return dateTime.format(date)
}

function refundBy(declaredAt: string): string {
  const date = new Date(declaredAt.trim().replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? '' : formatDate(new Date(date.getTime() + REFUND_DAYS * DAY_MS))
}

const STATUS_FILTER: TableFilter<WithdrawalRow> = {
  label: 'Statut',
  allLabel: 'Toutes',
  options: Object.entries(STATUS).map(([value, label]) => ({ value, label })),
  matches: (row, value) => row.status === value,
}

/** What a declaration is found by: the order's number, the customer's name and e-mail. */
const searchText = (row: WithdrawalRow) => [`n° ${row.order.slice(0, 8)}`, row.order_number, row.name, row.email].join(' ')

const COLUMNS: Column<WithdrawalRow>[] = [
  {
    header: 'Déclarée le',
    cell: (row) => formatDateTime(row.declared_at),
    className: 'whitespace-nowrap',
    sortValue: (row) => timeOf(row.declared_at),
  },
  {
    header: 'Commande',
    cell: (row) => <span className="font-mono text-xs whitespace-nowrap">n° {row.order.slice(0, 8)}</span>,
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
    cell: (row) => refundBy(row.declared_at),
    className: 'whitespace-nowrap',
    sortValue: (row) => timeOf(row.declared_at),
  },
  { header: 'Statut', cell: (row) => STATUS[row.status] ?? row.status, sortValue: (row) => STATUS[row.status] ?? row.status },
]

const SETUP = { columns: COLUMNS, searchText, filter: STATUS_FILTER }

/**
 * /dashboard/retractations: the withdrawal declarations made with « Renoncer au contrat ici », newest
 * first, with the end of each order's withdrawal period and the date the refund is due by.
 */
export function WithdrawalsScreen() {
  const { rows } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Rétractations">
      <DeferredList value={rows} failed={WITHDRAWALS_TEXTS.loadFailed}>
        {(rows, status) => <WithdrawalsTable rows={rows ?? []} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

function WithdrawalsTable({ rows, status }: { rows: WithdrawalRow[]; status: ListStatus }) {
  const table = useAdminTable(rows, SETUP)
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel="Rechercher une rétractation" />
      <DataTable
        {...table.sorting}
        caption={`Les ${SHOWN} dernières rétractations reçues, de la plus récente à la plus ancienne`}
        columns={COLUMNS}
        rows={table.rows}
        status={status}
        empty={table.empty(WITHDRAWALS_TEXTS.empty)}
      />
    </>
  )
}
