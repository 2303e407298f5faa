import { Form, useActionData, useLoaderData, useNavigation } from 'react-router-dom'
import { FormAlert, SelectField, SubmitButton, TextField } from '@/components/form'
import { formatDate, formatPrice } from '@/lib/format'
import { PAGE_SIZE } from '../api/list-page'
import { AdminPage } from '../components/admin-page'
import { useAdminTable, type TableFilter } from '../components/admin-table'
import { DataTable, type Column } from '../components/data-table'
import { DeferredList, type ListStatus } from '../components/deferred-list'
import { Pager } from '../components/pager'
import { TableToolbar } from '../components/table-toolbar'
import { OrderLink } from '../orders/order-link'
import { leftCents, PAYMENTS_TEXTS, type loader, type PaymentResult, type PaymentRow, type PaymentsPage } from './payments-data'

const isLate = (row: PaymentRow) =>
  row.payment_state !== 'paid' && Boolean(row.due_at) && new Date(row.due_at!.replace(' ', 'T')).getTime() < Date.now()

const STATE_FILTER: TableFilter<PaymentRow> = {
  label: 'État',
  allLabel: 'Toutes',
  options: [
    { value: 'du', label: 'À régler' },
    { value: 'retard', label: 'En retard' },
    { value: 'regle', label: 'Réglées' },
  ],
  matches: (row, value) =>
    value === 'regle' ? row.payment_state === 'paid' : value === 'retard' ? isLate(row) : row.payment_state !== 'paid',
}

const searchText = (row: PaymentRow) => [row.customer_name, row.invoice_number, row.id].join(' ')

function stateText(row: PaymentRow): string {
  if (row.payment_state === 'paid') return 'Réglée'
  const state = row.payment_state === 'partial' ? 'Partiellement réglée' : 'À régler'
  return isLate(row) ? `${state}, en retard` : state
}

/** « Enregistrer un paiement »: what is left is proposed, received today by transfer. */
function RecordPayment({ row }: { row: PaymentRow }) {
  const navigation = useNavigation()
  const result = useActionData<PaymentResult>()
  const left = leftCents(row)
  if (row.payment_state === 'paid' || left === 0) return null
  const busy = navigation.state !== 'idle' && navigation.formData?.get('order') === row.id
  const errors = result?.status === 'error' && result.order === row.id ? result.fields : {}
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  return (
    <details className="text-left">
      <summary className="cursor-pointer text-sm text-accent underline underline-offset-4">Enregistrer un paiement</summary>
      <Form method="post" className="mt-3 grid gap-3" aria-label={`Paiement reçu pour la facture ${row.invoice_number}`}>
        <input type="hidden" name="order" value={row.id} />
        <input type="hidden" name="invoice" value={row.invoice_number ?? ''} />
        <TextField
          id={`payment-amount-${row.id}`}
          name="amount"
          label="Montant reçu (€)"
          inputMode="decimal"
          defaultValue={(left / 100).toFixed(2).replace('.', ',')}
          error={errors.amount}
        />
        <TextField
          id={`payment-date-${row.id}`}
          name="received_on"
          type="date"
          label="Reçu le"
          max={today}
          defaultValue={today}
          error={errors.received_on}
        />
        <SelectField id={`payment-method-${row.id}`} name="method" label="Moyen" defaultValue="transfer">
          <option value="transfer">Virement</option>
          <option value="cheque">Chèque</option>
          <option value="other">Autre</option>
        </SelectField>
        <TextField id={`payment-note-${row.id}`} name="note" label="Note (facultative)" maxLength={500} error={errors.note} />
        <SubmitButton busy={busy} busyLabel="Enregistrement...">
          Enregistrer le paiement
        </SubmitButton>
      </Form>
    </details>
  )
}

const COLUMNS: Column<PaymentRow>[] = [
  {
    header: 'Facture',
    card: 'title',
    cell: (row) => (
      <>
        <span className="block font-mono text-xs whitespace-nowrap">{row.invoice_number}</span>
        <OrderLink orderId={row.id} />
      </>
    ),
    sortValue: (row) => row.invoice_number ?? '',
  },
  { header: 'Client', cell: (row) => row.customer_name, sortValue: (row) => row.customer_name ?? '' },
  {
    header: 'Échéance',
    className: 'whitespace-nowrap',
    cell: (row) => (row.due_at ? formatDate(row.due_at) : '—'),
    sortValue: (row) => row.due_at ?? '',
  },
  {
    header: 'Total',
    className: 'text-right whitespace-nowrap',
    cell: (row) => formatPrice(row.total ?? 0),
    sortValue: (row) => row.total ?? 0,
  },
  { header: 'Reçu', className: 'text-right whitespace-nowrap', cell: (row) => formatPrice(row.amount_received ?? 0) },
  { header: 'Reste dû', className: 'text-right whitespace-nowrap', cell: (row) => formatPrice(leftCents(row) / 100) },
  {
    header: 'État',
    cell: (row) => <span className={isLate(row) ? 'font-medium text-danger-700 dark:text-danger-100' : ''}>{stateText(row)}</span>,
  },
  { header: 'Action', className: 'text-right', card: 'action', cell: (row) => <RecordPayment row={row} /> },
]

/**
 * /dashboard/paiements (docs/adr/0131): the invoices payable by transfer, 50 a page, the nearest due
 * date first, filtered by state (to pay, late, paid) by the server; a payment received (partial too)
 * is recorded on its row, and the page is read again.
 */
export function PaymentsScreen() {
  const { page } = useLoaderData<typeof loader>()
  const result = useActionData<PaymentResult>()
  return (
    <AdminPage heading={PAYMENTS_TEXTS.heading}>
      {result &&
        (result.status === 'error' ? (
          result.message ? (
            <FormAlert>{result.message}</FormAlert>
          ) : null
        ) : (
          <FormAlert tone="success">{result.message}</FormAlert>
        ))}
      <DeferredList value={page} failed={PAYMENTS_TEXTS.loadFailed}>
        {(page, status) => <PaymentsTable page={page} status={status} />}
      </DeferredList>
    </AdminPage>
  )
}

const NO_ROWS: PaymentRow[] = []

function PaymentsTable({ page, status }: { page: PaymentsPage | null; status: ListStatus }) {
  const table = useAdminTable(
    page?.items ?? NO_ROWS,
    { columns: COLUMNS, searchText, filter: STATE_FILTER },
    { total: page?.totalItems ?? 0, noun: ['facture', 'factures'] },
  )
  return (
    <>
      <TableToolbar {...table.toolbar} searchLabel={PAYMENTS_TEXTS.search} />
      <DataTable
        {...table.sorting}
        caption={`Factures payables par virement, ${PAGE_SIZE} par page, de l’échéance la plus proche à la plus lointaine`}
        columns={COLUMNS}
        rows={table.rows}
        status={status}
        empty={table.empty(PAYMENTS_TEXTS.empty)}
      />
      {page && <Pager page={page.page} totalPages={page.totalPages} label="Pages des factures payables par virement" />}
    </>
  )
}
