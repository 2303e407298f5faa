// The data of /dashboard/retractations (docs/adr/0049, docs/adr/0081): one page of the withdrawal
// declarations, searched, sorted and filtered by the server from the address (loader); refusing one
// (action). Its refund is the order's (withdrawal-refund-route.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import type { WithdrawalsRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { foldText } from '@/lib/search'
import { selectFields, type Selected } from '@/lib/select-fields'
import { PAGE_PARAM, readTableState } from '../components/admin-table'
import { checkDialog } from '../orders/orders-schema'
import type { OrdersResult } from '../orders/orders-data'
import { refuseSchema } from './withdrawals-schema'
import { WITHDRAWAL_STATUS } from './withdrawal-state'

/** Rows per page (docs/architecture.md: lists that grow are paged by the server, 50 at most). */
export const PAGE_SIZE = 50

export const WITHDRAWALS_TEXTS = {
  loadFailed: 'Échec de la récupération des rétractations',
  empty: 'Aucune rétractation reçue pour le moment',
  refuseFailed: 'Échec du refus de la rétractation',
  refused: 'Rétractation refusée : le client reçoit le motif par e-mail.',
}

const FIELDS = [
  'id',
  'order',
  'name',
  'email',
  'order_number',
  'declared_at',
  'deadline',
  'status',
  'refusal_reason',
  'decided_at',
] as const

export type WithdrawalRow = Selected<WithdrawalsRecord, (typeof FIELDS)[number]>

/** A page of declarations and how many match in all. */
export interface WithdrawalsPage {
  items: WithdrawalRow[]
  page: number
  totalPages: number
  totalItems: number
}

/** The sortable columns (their keys in `?tri=`, columnKey of the header) → the server's fields. */
export const SORT_FIELDS: Record<string, string> = {
  'declaree-le': 'declared_at',
  commande: 'order',
  client: 'name',
  'fin-du-delai-de-retractation': 'deadline',
  'rembourser-au-plus-tard-le': 'declared_at',
  statut: 'status',
}

/** PocketBase's query from the address: `?q=` on the folded search column, `?statut=`, `?tri=`, `?page=`. */
export function pageQuery(params: URLSearchParams) {
  const state = readTableState(params)
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM)) || 1))
  const filters: string[] = []
  if (state.status in WITHDRAWAL_STATUS) filters.push(pb.filter('status = {:status}', { status: state.status }))
  const search = foldText(state.search)
  if (search) filters.push(pb.filter('search ~ {:search}', { search }))
  const field = state.sort ? SORT_FIELDS[state.sort.key] : undefined
  // Ties (and no choice) newest first, as the declarations came in.
  const sort = field && state.sort ? `${state.sort.direction === 'descending' ? '-' : ''}${field},-created` : '-created'
  return { page, filter: filters.join(' && '), sort }
}

/** One page (admins only: the collection's rule); not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  const { page, filter, sort } = pageQuery(new URL(request.url).searchParams)
  const read = selectFields(pb.collection('withdrawals'), FIELDS)
    .list(page, PAGE_SIZE, { filter, sort, signal: request.signal, requestKey: null })
    .then(({ items, page, totalPages, totalItems }): WithdrawalsPage => ({ items, page, totalPages, totalItems }))
    .catch((error: unknown) => {
      // The screen shows its French text; the cause is for whoever reads the console.
      console.error('Admin list withdrawals:', error)
      throw error
    })
  return { page: later(read) }
}

/** « Refuser »: POST /api/shop/withdrawals/{id}/refuse with the reason; the dialog's key comes back. */
export async function action({ request }: ActionFunctionArgs): Promise<OrdersResult> {
  const data = await request.formData()
  const id = String(data.get('id') ?? '')
  const form = String(data.get('form') ?? '')
  const check = checkDialog(refuseSchema, data)
  if (!check.ok) return { status: 'error', intent: 'refuse', form, message: check.message, fields: check.fields }
  try {
    await pb.send(`/api/shop/withdrawals/${encodeURIComponent(id)}/refuse`, { method: 'POST', body: { reason: check.values.reason } })
    return { status: 'done', intent: 'refuse', id, form, notice: WITHDRAWALS_TEXTS.refused }
  } catch (error) {
    return {
      status: 'error',
      intent: 'refuse',
      form,
      ...formFailure(error, { fallback: WITHDRAWALS_TEXTS.refuseFailed, trustServerMessage: true }),
    }
  }
}
