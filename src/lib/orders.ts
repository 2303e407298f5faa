import { pb } from './pocketbase'
import { selectFields } from './select-fields'
import type { CreditNotesRecord, OrderItem, OrdersRecord, WithdrawalsRecord } from './pocketbase-types'

/** What a customer sees of a credit note (docs/adr/0051). */
export type MyCreditNote = Pick<CreditNotesRecord, 'id' | 'order' | 'number' | 'amount' | 'issued_at'>

/** The refusal's reason is the customer's too: they receive it by e-mail (docs/adr/0081). */
export const MY_WITHDRAWAL_FIELDS = ['id', 'order', 'declared_at', 'status', 'refusal_reason'] as const

/** What a customer sees of the withdrawal declared for their order (docs/adr/0049, 0080). */
export type MyWithdrawal = Pick<WithdrawalsRecord, (typeof MY_WITHDRAWAL_FIELDS)[number]>

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
  'b2b',
  // Payment on invoice (docs/adr/0131): what is left to pay, and when.
  'payment_method',
  'payment_state',
  'due_at',
  'amount_received',
  'amount_refunded',
] as const

/**
 * An order of the user's, with the credit notes issued for it (oldest first) and the withdrawal
 * declared for it, if any (one per order).
 */
export type MyOrder = Pick<OrdersRecord, (typeof MY_ORDER_FIELDS)[number]> & {
  creditNotes: MyCreditNote[]
  withdrawal: MyWithdrawal | null
}

/**
 * The user's own orders, newest first (docs/product/rules.md#lists-and-reads 'Orders list (account)', 'Pro history'), each with its
 * issued credit notes and its withdrawal. The lines are read from the order's `items` JSON (docs/product/rules.md#orders: one order shape
 * for every screen), so nothing needs expanding; the credit notes and the withdrawals come in two more
 * requests at the same time, each filtered on this user's orders (never a whole collection: an admin
 * may read every one).
 */
export async function fetchMyOrders(userId: string, signal?: AbortSignal): Promise<MyOrder[]> {
  const ofUser = pb.filter('order.user = {:user}', { user: userId })
  const [orders, notes, withdrawals] = await Promise.all([
    selectFields(pb.collection('orders'), MY_ORDER_FIELDS).fullList({
      filter: pb.filter('user = {:user}', { user: userId }),
      sort: '-created',
      batch: 500,
      signal,
    }),
    selectFields(pb.collection('credit_notes'), ['id', 'order', 'number', 'amount', 'issued_at']).fullList({
      filter: `${ofUser} && status = "issued"`,
      sort: 'created',
      batch: 500,
      signal,
    }),
    selectFields(pb.collection('withdrawals'), MY_WITHDRAWAL_FIELDS).fullList({ filter: ofUser, batch: 500, signal }),
  ])
  return orders.map((order) => ({
    ...order,
    creditNotes: notes.filter((note) => note.order === order.id),
    withdrawal: withdrawals.find((withdrawal) => withdrawal.order === order.id) ?? null,
  }))
}

/** An order of gift cards alone (docs/adr/0117): sent by e-mail, nothing shipped, no delivery address (docs/adr/0119). */
export function giftCardsOnly(order: { items?: unknown }): boolean {
  const items = order.items
  return (
    Array.isArray(items) &&
    items.length > 0 &&
    items.every((item: unknown) => typeof item === 'object' && item !== null && 'gift_card' in item)
  )
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

/** An order line's name and size in one line of text (a label, a search index): « Bracelet — Tour de poignet : 17 cm ». */
export function orderLineText(item: Pick<OrderItem, 'name' | 'size'>): string {
  return item.size ? `${item.name} — ${item.size}` : item.name
}

/** The stored total, else the sum of the lines. */
export function orderTotal(order: Pick<OrdersRecord, 'items' | 'total'>): number {
  if (typeof order.total === 'number' && Number.isFinite(order.total)) return order.total
  return orderLines(order).reduce((sum, item) => sum + (Number.isFinite(item.price) ? item.price : 0) * item.quantity, 0)
}
