import { useLoaderData } from 'react-router-dom'
import { CreditNoteButton } from '@/components/order-credit-notes'
import { formatDateTime, formatPrice } from '@/lib/format'
import { PAGE_SIZE } from '../api/list-page'
import { AdminPage } from '../components/admin-page'
import { OrderLink } from '../orders/order-link'
import { useAdminTable, type TableFilter } from '../components/admin-table'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { Pager } from '../components/pager'
import { TableToolbar } from '../components/table-toolbar'
import { CREDIT_NOTES_TEXTS, type CreditNoteRow, type CreditNotesPage, type loader } from './credit-notes-data'

/** The filter's choices (the server filters, from `?statut=`). */
const STATUS_FILTER: TableFilter<CreditNoteRow> = {
  label: 'Statut',
  allLabel: 'Tous',
  options: [
    { value: 'issued', label: 'Émis' },
    { value: 'pending', label: CREDIT_NOTES_TEXTS.pending },
  ],
  matches: (row, value) => row.status === value,
}

const orderNumber = (row: CreditNoteRow) => `n° ${row.order.slice(0, 8)}`

/** What a note is found by (the server's folded `search` column holds the same). */
const searchText = (row: CreditNoteRow) =>
  [row.number, orderNumber(row), row.expand?.order?.customer_name, row.expand?.order?.email].join(' ')

const COLUMNS: Column<CreditNoteRow>[] = [
  {
    header: 'Numéro',
    card: 'title',
    cell: (row) =>
      row.status === 'issued' && row.number ? (
        <span className="font-mono text-xs whitespace-nowrap">{row.number}</span>
      ) : (
        <span className="text-ink-muted">{CREDIT_NOTES_TEXTS.pending}</span>
      ),
    sortValue: (row) => row.number ?? '',
  },
  {
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.issued_at || row.created),
    sortValue: (row) => row.created,
  },
  {
    header: 'Commande',
    // Each note opens its order (its details over the orders' table).
    cell: (row) => <OrderLink orderId={row.order} />,
    sortValue: (row) => row.order,
  },
  {
    header: 'Client',
    cell: (row) => (
      <>
        <span className="block">{row.expand?.order?.customer_name || '—'}</span>
        <span className="block text-xs break-all text-ink-muted">{row.expand?.order?.email}</span>
      </>
    ),
    sortValue: (row) => row.expand?.order?.customer_name ?? '',
  },
  {
    header: 'Montant',
    className: 'text-right whitespace-nowrap',
    cell: (row) => (
      <>
        {formatPrice(row.amount ?? 0)}
        {row.restocked && <span className="block text-xs text-ink-muted">pièces remises en stock</span>}
      </>
    ),
    sortValue: (row) => row.amount ?? 0,
  },
  {
    header: 'PDF',
    className: 'text-right whitespace-nowrap',
    card: 'action',
    // The PDF of an issued note (one still being refunded has no number yet).
    cell: (row) => row.status === 'issued' && row.number && <CreditNoteButton note={{ id: row.id, number: row.number }} />,
  },
]

/**
 * /dashboard/avoirs: every credit note the refunds issued (docs/adr/0051, docs/adr/0100), 50 a page,
 * newest first, found by number, order or customer; each links to its order and downloads its PDF.
 */
export function CreditNotesScreen() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <AdminPage heading="Avoirs">
      <DeferredList value={page} failed={CREDIT_NOTES_TEXTS.loadFailed}>
        {(page, status) => <CreditNotesTable page={page} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

const NO_ROWS: CreditNoteRow[] = []

function CreditNotesTable({ page, status }: { page: CreditNotesPage | null; status: ListStatus }) {
  const table = useAdminTable(
    page?.items ?? NO_ROWS,
    { columns: COLUMNS, searchText, filter: STATUS_FILTER },
    { total: page?.totalItems ?? 0, noun: ['avoir', 'avoirs'] },
  )
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel={CREDIT_NOTES_TEXTS.search} />
      <DataTable
        {...table.sorting}
        caption={`Avoirs émis par les remboursements, ${PAGE_SIZE} par page, du plus récent au plus ancien`}
        columns={COLUMNS}
        rows={table.rows}
        status={status}
        empty={table.empty(CREDIT_NOTES_TEXTS.empty)}
      />
      {page && <Pager page={page.page} totalPages={page.totalPages} label="Pages des avoirs" />}
    </>
  )
}
