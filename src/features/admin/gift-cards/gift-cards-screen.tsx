import { Form, useActionData, useLoaderData, useNavigation } from 'react-router-dom'
import { FormAlert } from '@/components/form'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDate, formatDateTime, formatPrice } from '@/lib/format'
import { PAGE_SIZE } from '../api/list-page'
import { AdminPage } from '../components/admin-page'
import { useAdminTable, type TableFilter } from '../components/admin-table'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { Pager } from '../components/pager'
import { TableToolbar } from '../components/table-toolbar'
import { OrderLink } from '../orders/order-link'
import { GIFT_CARDS_TEXTS, type CancelResult, type GiftCardRow, type GiftCardsPage, type loader } from './gift-cards-data'

const STATUS_FILTER: TableFilter<GiftCardRow> = {
  label: 'Statut',
  allLabel: 'Toutes',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'cancelled', label: 'Annulée' },
  ],
  matches: (row, value) => row.status === value,
}

const searchText = (row: GiftCardRow) => [row.code, row.buyer_email, row.recipient_email].join(' ')

function statusText(row: GiftCardRow): string {
  if (row.status === 'cancelled') return `Annulée${row.cancelled_at ? ` le ${formatDate(row.cancelled_at)}` : ''}`
  if (new Date(row.expires.replace(' ', 'T')).getTime() < Date.now()) return 'Expirée'
  return (row.balance ?? 0) < row.amount ? 'Entamée' : 'Active'
}

function CancelButton({ row }: { row: GiftCardRow }) {
  const busy = useNavigation().state === 'submitting'
  if (row.status !== 'active') return null
  return (
    <Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" disabled={busy} className={secondaryButtonClass} aria-label={`Annuler la carte ${row.code}`}>
        Annuler
      </button>
    </Form>
  )
}

const COLUMNS: Column<GiftCardRow>[] = [
  {
    header: 'Code',
    card: 'title',
    cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{row.code}</span>,
    sortValue: (row) => row.code,
  },
  { header: 'Achat', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.created), sortValue: (row) => row.created },
  { header: 'Commande', cell: (row) => <OrderLink orderId={row.order} />, sortValue: (row) => row.order },
  {
    header: 'Acheteur et destinataire',
    cell: (row) => (
      <>
        <span className="block break-all">{row.buyer_email}</span>
        {row.recipient_email && (
          <span className="block text-xs break-all text-ink-muted">
            → {row.recipient_email}
            {row.sent_at ? ` (envoyée le ${formatDate(row.sent_at)})` : row.send_on ? ` (le ${formatDate(row.send_on)})` : ''}
          </span>
        )}
      </>
    ),
  },
  {
    header: 'Montant',
    className: 'text-right whitespace-nowrap',
    cell: (row) => formatPrice(row.amount),
    sortValue: (row) => row.amount,
  },
  {
    header: 'Solde',
    className: 'text-right whitespace-nowrap',
    cell: (row) => formatPrice(row.balance ?? 0),
    sortValue: (row) => row.balance ?? 0,
  },
  { header: 'Validité', className: 'whitespace-nowrap', cell: (row) => formatDate(row.expires), sortValue: (row) => row.expires },
  { header: 'Statut', cell: statusText },
  { header: 'Action', className: 'text-right', card: 'action', cell: (row) => <CancelButton row={row} /> },
]

/**
 * /dashboard/cartes-cadeaux (docs/adr/0117): every gift card sold, 50 a page, newest first, found by
 * code or e-mail; its amount, balance, validity and status; an active card can be cancelled.
 */
export function GiftCardsScreen() {
  const { page } = useLoaderData<typeof loader>()
  const result = useActionData<CancelResult>()
  return (
    <AdminPage heading="Cartes cadeaux">
      {result &&
        (result.status === 'error' ? <FormAlert>{result.message}</FormAlert> : <FormAlert tone="success">{result.message}</FormAlert>)}
      <DeferredList value={page} failed={GIFT_CARDS_TEXTS.loadFailed}>
        {(page, status) => <GiftCardsTable page={page} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

const NO_ROWS: GiftCardRow[] = []

function GiftCardsTable({ page, status }: { page: GiftCardsPage | null; status: ListStatus }) {
  const table = useAdminTable(
    page?.items ?? NO_ROWS,
    { columns: COLUMNS, searchText, filter: STATUS_FILTER },
    { total: page?.totalItems ?? 0, noun: ['carte', 'cartes'] },
  )
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel={GIFT_CARDS_TEXTS.search} />
      <DataTable
        {...table.sorting}
        caption={`Cartes cadeaux vendues, ${PAGE_SIZE} par page, de la plus récente à la plus ancienne`}
        columns={COLUMNS}
        rows={table.rows}
        status={status}
        empty={table.empty(GIFT_CARDS_TEXTS.empty)}
      />
      {page && <Pager page={page.page} totalPages={page.totalPages} label="Pages des cartes cadeaux" />}
    </>
  )
}
