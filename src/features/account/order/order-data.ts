// The data of /account/commandes/:id (docs/adr/0080): one order of the signed-in user's, its credit
// notes, its withdrawal, the events of its history its owner may read (their API rule), and the shop's
// delivery time. Behind the requireAuth guard.
import type { LoaderFunctionArgs } from 'react-router-dom'
import { MY_WITHDRAWAL_FIELDS, type MyCreditNote, type MyWithdrawal } from '@/lib/orders'
import { pb, storedUser } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import { selectFields } from '@/lib/select-fields'
import { DEFAULT_DELIVERY_TIME, loadShopIdentity } from '@/lib/shop-identity'

const RECORD_ID = /^[a-z0-9]{15}$/

const ORDER_FIELDS = [
  'id',
  'created',
  'updated',
  'items',
  'total',
  'status',
  'email',
  'shipping_address',
  'billing_address',
  'carrier',
  'tracking_number',
  'tracking_url',
  'shipped_at',
  'invoice_number',
  'amount_refunded',
  'payment_mode',
  'b2b',
  'discount',
  'discount_code',
  // Payment on invoice (docs/adr/0131).
  'payment_method',
  'payment_state',
  'due_at',
  'amount_received',
] as const

export type PageOrder = Pick<OrdersRecord, (typeof ORDER_FIELDS)[number]>

/** An event of the order's history as its owner reads it (pb_hooks/order-events.pb.js: what, when). */
export interface PageEvent {
  id: string
  type: string
  created: string
  data: Record<string, unknown>
}

export interface OrderPageData {
  order: PageOrder
  creditNotes: MyCreditNote[]
  withdrawal: MyWithdrawal | null
  events: PageEvent[]
  deliveryTime: string
}

/** At most this many events are read: an order's life is a handful (paid, invoiced, shipped, refunds…). */
const EVENTS_PAGE = 50

/**
 * The order `id` if it is the user's own, with everything its page shows; null when it is not (an
 * unknown id, someone else's order — an admin's included: this is « my order »).
 */
export async function fetchOrderPage(id: string, userId: string, signal?: AbortSignal): Promise<OrderPageData | null> {
  if (!RECORD_ID.test(id) || !userId) return null
  const ofOrder = pb.filter('order = {:id}', { id })
  const identity = loadShopIdentity().catch((error: unknown) => {
    console.warn('Identité de la boutique indisponible', error)
    return null
  })
  const [orders, notes, withdrawals, events] = await Promise.all([
    selectFields(pb.collection('orders'), ORDER_FIELDS).list(1, 1, {
      filter: pb.filter('id = {:id} && user = {:user}', { id, user: userId }),
      skipTotal: true,
      signal,
    }),
    selectFields(pb.collection('credit_notes'), ['id', 'order', 'number', 'amount', 'issued_at']).fullList({
      filter: `${ofOrder} && status = "issued"`,
      sort: 'created',
      signal,
    }),
    selectFields(pb.collection('withdrawals'), MY_WITHDRAWAL_FIELDS).list(1, 1, {
      filter: ofOrder,
      skipTotal: true,
      signal,
    }),
    selectFields(pb.collection('order_events'), ['id', 'type', 'created', 'data']).list(1, EVENTS_PAGE, {
      filter: ofOrder,
      sort: 'created',
      skipTotal: true,
      signal,
    }),
  ])
  const order = orders.items[0]
  if (!order) return null
  return {
    order,
    creditNotes: notes,
    withdrawal: withdrawals.items[0] ?? null,
    events: events.items.map((event) => ({
      id: event.id,
      type: event.type,
      created: event.created,
      data: typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {},
    })),
    deliveryTime: (await identity)?.delivery_time?.trim() || DEFAULT_DELIVERY_TIME,
  }
}

/**
 * The page cannot be drawn without its order: it is awaited. Not the user's (or no such order): the
 * French 404 screen (the route's error element); another failure: the French error screen.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<OrderPageData> {
  const page = await fetchOrderPage(params.id ?? '', storedUser()?.id ?? '', request.signal)
  if (!page) throw new Response('Commande introuvable', { status: 404 })
  return page
}
