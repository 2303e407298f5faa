import { pb } from './pocketbase'
import { selectFields } from './select-fields'
import type { CreditNotesRecord, OrderItem, OrdersRecord } from './pocketbase-types'

/** What a customer sees of a credit note (docs/adr/0051). */
export type MyCreditNote = Pick<CreditNotesRecord, 'id' | 'order' | 'number' | 'amount' | 'issued_at'>

/** What the account and the pro history read of an order (and nothing else: the type says so). */
const MY_ORDER_FIELDS = [
  'id',
  'created',
  'updated',
  'items',
  'total',
  'status',
  'carrier',
  'tracking_number',
  'tracking_url',
  'shipped_at',
  'invoice_number',
] as const

/** An order of the user's, with the credit notes issued for it (oldest first). */
export type MyOrder = Pick<OrdersRecord, (typeof MY_ORDER_FIELDS)[number]> & { creditNotes: MyCreditNote[] }

/**
 * The user's own orders, newest first (docs/product/rules.md#lists-and-reads 'Orders list (account)', 'Pro history'), each with its
 * issued credit notes. The lines are read from the order's `items` JSON (docs/product/rules.md#orders: one order shape
 * for every screen), so nothing needs expanding; the credit notes come in a second request at the
 * same time (their list rule keeps them to the user's orders).
 */
export async function fetchMyOrders(userId: string, signal?: AbortSignal): Promise<MyOrder[]> {
  const [orders, notes] = await Promise.all([
    selectFields(pb.collection('orders'), MY_ORDER_FIELDS).fullList({
      filter: pb.filter('user = {:user}', { user: userId }),
      sort: '-created',
      batch: 500,
      signal,
    }),
    selectFields(pb.collection('credit_notes'), ['id', 'order', 'number', 'amount', 'issued_at']).fullList({
      filter: 'status = "issued"',
      sort: 'created',
      batch: 500,
      signal,
    }),
  ])
  return orders.map((order) => ({ ...order, creditNotes: notes.filter((note) => note.order === order.id) }))
}

/** An order's lines as stored (`items` JSON, docs/product/rules.md#orders), ignoring anything malformed. */
export function orderLines(order: Pick<OrdersRecord, 'items'>): OrderItem[] {
  if (!Array.isArray(order.items)) return []
  return order.items.filter(
    (item): item is OrderItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.name === 'string' &&
      typeof item.quantity === 'number' &&
      Number.isFinite(item.quantity),
  )
}

/** The stored total, else the sum of the lines. */
export function orderTotal(order: Pick<OrdersRecord, 'items' | 'total'>): number {
  if (typeof order.total === 'number' && Number.isFinite(order.total)) return order.total
  return orderLines(order).reduce((sum, item) => sum + (Number.isFinite(item.price) ? item.price : 0) * item.quantity, 0)
}
