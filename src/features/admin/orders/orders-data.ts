// The data of /dashboard/orders (docs/adr/0050, docs/adr/0051, docs/adr/0092): one page of the
// orders, searched, filtered and sorted by the server from the address (loader), and what the admin
// does to one (action): move its status, ship it, refund it, cancel it.
import { ClientResponseError } from 'pocketbase'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import type { FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { ordersStatusValues, type OrdersRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { readMatching, readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'
import { updateStatus } from '../api/status-write'
import { checkBulkShipment, checkDialog, checkRefund, checkShipment, reasonSchema } from './orders-schema'
import { cancelOrder, refundOrder } from './refund-order'
import { bulkShip, shipOrder, type BulkShipReport } from './ship-order'
import { WITHDRAWAL_EXPAND } from '../withdrawals/withdrawal-state'

export const ORDERS_TEXTS = {
  loadFailed: 'Échec de la récupération des commandes',
  empty: 'Aucune commande trouvée',
  noProducts: 'Aucun produit trouvé.',
  noAddress: 'Adresse non renseignée (commande antérieure)',
  sameAsShipping: 'Identique à l’adresse de livraison',
  shipFailed: 'Échec de l’expédition de la commande',
  refundFailed: 'Échec du remboursement',
  cancelFailed: 'Échec de l’annulation de la commande',
  shipped: 'Commande expédiée : le client est prévenu par e-mail.',
  bulkShipFailed: 'Échec de l’expédition des commandes : aucune n’a été expédiée.',
  bulkShipped: (count: number) =>
    count === 0 ? 'Aucune commande expédiée' : count === 1 ? '1 commande expédiée' : `${count} commandes expédiées`,
  refunded: (number: string) => `Remboursement effectué : avoir ${number} envoyé au client.`,
  cancelled: (number: string) => `Commande annulée et remboursée : avoir ${number} envoyé au client.`,
}

/** What a row of the list shows (docs/adr/0092): the order's own facts, the customer's name and e-mail, its withdrawal's flag. */
export const ORDER_FIELDS = [
  'id',
  'created',
  'status',
  'total',
  'amount_refunded',
  'customer_name',
  'email',
  'user',
  'expand.user.name',
  'expand.user.email',
  `expand.${WITHDRAWAL_EXPAND}.status`,
  `expand.${WITHDRAWAL_EXPAND}.declared_at`,
] as const

/** The relations the row's fields come from. */
export const ORDER_EXPAND = `user,${WITHDRAWAL_EXPAND}`

export type OrderRow = Selected<OrdersRecord, (typeof ORDER_FIELDS)[number]>

/** The status filter's choices beyond the statuses: part of the order refunded, a withdrawal awaiting its refund (docs/adr/0081). */
export const PARTLY_REFUNDED_FILTER = 'remboursee-partiellement'
export const WITHDRAWAL_FILTER = 'retractation'

/**
 * The address → PocketBase: `?statut=` a status or one of the two flags, `?tri=` a column, `?q=`
 * what the order is found by, newest first by default.
 */
export const ORDER_LIST: ListSpec = {
  sorts: { commande: 'id', client: 'sort_name', total: 'total', statut: 'status_rank', date: 'created' },
  defaultSort: '-created',
  filters: {
    ...Object.fromEntries(ordersStatusValues.map((status) => [status, pb.filter('status = {:status}', { status })])),
    [PARTLY_REFUNDED_FILTER]: 'amount_refunded > 0 && (status = "paid" || status = "shipped" || status = "delivered")',
    [WITHDRAWAL_FILTER]: `${WITHDRAWAL_EXPAND}.status ?= "received"`,
  },
  // The folded column the server keeps (docs/product/rules.md#search, docs/adr/0090).
  search: searchColumn,
}

/** Every order matching the address's search and filter, for « Sélectionner les N résultats » (docs/adr/0095). */
export function readMatchingOrders(params: URLSearchParams): Promise<OrderRow[]> {
  return readMatching('orders', ORDER_FIELDS, ORDER_LIST, params, { expand: ORDER_EXPAND })
}

/** One page of the orders (admins only: the collection's rule), not awaited. */
export function loader({ request }: LoaderFunctionArgs) {
  return { page: readPage('orders', ORDER_FIELDS, ORDER_LIST, request, { expand: ORDER_EXPAND }) }
}

/**
 * What the action answers. `form` is the dialog's own key (a dialog reads only its own answer);
 * `notice` the green toast of a done write.
 */
export type OrdersPage = ListPage<OrderRow>

export type OrdersResult =
  | { status: 'done'; intent: string; id?: string; form?: string; notice?: string; report?: BulkShipReport }
  | { status: 'error'; intent: string; id?: string; form?: string; message: string; fields: FieldErrors }

function refusal(intent: string, form: string, error: unknown, fallback: string): OrdersResult {
  return { status: 'error', intent, form, ...formFailure(error, { fallback, trustServerMessage: true }) }
}

async function ship(data: FormData, id: string, form: string): Promise<OrdersResult> {
  const check = checkShipment(data)
  if (!check.ok) return { status: 'error', intent: 'ship', form, message: check.message, fields: check.fields }
  try {
    await shipOrder(id, check.values)
    return { status: 'done', intent: 'ship', id, form, notice: ORDERS_TEXTS.shipped }
  } catch (error) {
    return refusal('ship', form, error, ORDERS_TEXTS.shipFailed)
  }
}

/** « Expédier » several orders (docs/adr/0095): the report of what shipped and what was refused, and why. */
async function shipSeveral(data: FormData, form: string): Promise<OrdersResult> {
  const check = checkBulkShipment(data)
  if (!check.ok) return { status: 'error', intent: 'bulk-ship', form, message: check.message, fields: check.fields }
  try {
    const report = await bulkShip(check.values)
    return { status: 'done', intent: 'bulk-ship', form, notice: ORDERS_TEXTS.bulkShipped(report.shipped.length), report }
  } catch (error) {
    // A 500 is PocketBase's English (the transaction failed: nothing shipped); the route's own refusals are French.
    if (error instanceof ClientResponseError && error.status >= 500) {
      return { status: 'error', intent: 'bulk-ship', form, message: ORDERS_TEXTS.bulkShipFailed, fields: {} }
    }
    return refusal('bulk-ship', form, error, ORDERS_TEXTS.bulkShipFailed)
  }
}

async function refund(data: FormData, id: string, form: string): Promise<OrdersResult> {
  const check = checkRefund(data)
  if (!check.ok) return { status: 'error', intent: 'refund', form, message: check.message, fields: check.fields }
  try {
    // The dialog's key: sent again (a double click, a retry), the server answers the same credit note.
    const answer = await refundOrder(id, { key: form, ...check.values })
    return { status: 'done', intent: 'refund', id, form, notice: ORDERS_TEXTS.refunded(answer.creditNote.number) }
  } catch (error) {
    return refusal('refund', form, error, ORDERS_TEXTS.refundFailed)
  }
}

async function cancel(data: FormData, id: string, form: string): Promise<OrdersResult> {
  const check = checkDialog(reasonSchema, data)
  if (!check.ok) return { status: 'error', intent: 'cancel', form, message: check.message, fields: check.fields }
  try {
    const answer = await cancelOrder(id, { key: form, reason: check.values.reason })
    return { status: 'done', intent: 'cancel', id, form, notice: ORDERS_TEXTS.cancelled(answer.creditNote.number) }
  } catch (error) {
    return refusal('cancel', form, error, ORDERS_TEXTS.cancelFailed)
  }
}

export async function action({ request }: ActionFunctionArgs): Promise<OrdersResult> {
  const data = await request.formData()
  const intent = String(data.get('intent') ?? '')
  const id = String(data.get('id') ?? '')
  const form = String(data.get('form') ?? '')
  if (intent === 'ship') return ship(data, id, form)
  if (intent === 'bulk-ship') return shipSeveral(data, form)
  if (intent === 'refund') return refund(data, id, form)
  if (intent === 'cancel') return cancel(data, id, form)
  return updateStatus('orders', data)
}
