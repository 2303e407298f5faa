// The data of /dashboard/avoirs (docs/adr/0100): the credit notes, one page of 50 at a time, searched,
// sorted and filtered by the server from the address (loader). Read only: a credit note is written by
// the refund (docs/adr/0051), its PDF served by GET /api/shop/credit-notes/{id}/pdf.
import type { LoaderFunctionArgs } from 'react-router-dom'
import type { CreditNotesRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'

export const CREDIT_NOTES_TEXTS = {
  loadFailed: 'Échec de la récupération des avoirs',
  empty: 'Aucun avoir pour le moment',
  search: 'Rechercher un avoir',
  pending: 'Remboursement en cours',
}

/** What a row shows: the note, and its order's customer (`expand.order`). */
export const CREDIT_NOTE_FIELDS = [
  'id',
  'order',
  'number',
  'status',
  'amount',
  'restocked',
  'reason',
  'issued_at',
  'created',
  'expand.order.customer_name',
  'expand.order.email',
] as const

export type CreditNoteRow = Selected<CreditNotesRecord, (typeof CREDIT_NOTE_FIELDS)[number]>

export type CreditNotesPage = ListPage<CreditNoteRow>

/**
 * `?q=` on the folded `search` column (number, order, customer), `?statut=` issued or still being
 * refunded, `?tri=` (the customer by the order's folded name, docs/adr/0100), newest first.
 */
export const CREDIT_NOTE_LIST: ListSpec = {
  sorts: { numero: 'number', date: 'created', commande: 'order', client: 'order.sort_name', montant: 'amount' },
  defaultSort: '-created',
  filters: { issued: 'status = "issued"', pending: 'status = "pending"' },
  search: searchColumn,
}

/** One page (admins read every note; a customer's rule would give only theirs); not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { page: readPage('credit_notes', CREDIT_NOTE_FIELDS, CREDIT_NOTE_LIST, request, { expand: 'order' }) }
}
