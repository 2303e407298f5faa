// The data of /dashboard/retractations (docs/adr/0049, docs/adr/0081): one page of the withdrawal
// declarations, searched, sorted and filtered by the server from the address (loader); refusing one
// (action). Its refund is the order's (withdrawal-refund-route.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import type { WithdrawalsRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'
import { checkDialog } from '../orders/orders-schema'
import type { OrdersResult } from '../orders/orders-data'
import { refuseSchema } from './withdrawals-schema'
import { WITHDRAWAL_STATUS } from './withdrawal-state'

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
  'refund_first',
  'deadline',
  'status',
  'refusal_reason',
  'decided_at',
] as const

export type WithdrawalRow = Selected<WithdrawalsRecord, (typeof FIELDS)[number]>

/** A page of declarations and how many match in all. */
export type WithdrawalsPage = ListPage<WithdrawalRow>

/** `?q=` on the folded search column, `?statut=`, `?tri=` (the columns' keys), newest first by default. */
const LIST: ListSpec = {
  sorts: {
    'declaree-le': 'declared_at',
    commande: 'order',
    client: 'name',
    'fin-du-delai-de-retractation': 'deadline',
    'rembourser-au-plus-tard-le': 'declared_at',
    statut: 'status',
  },
  defaultSort: '-created',
  filters: Object.fromEntries(Object.keys(WITHDRAWAL_STATUS).map((status) => [status, pb.filter('status = {:status}', { status })])),
  search: searchColumn,
}

/** One page (admins only: the collection's rule); not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { page: readPage('withdrawals', FIELDS, LIST, request) }
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
