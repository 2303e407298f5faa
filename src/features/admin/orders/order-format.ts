import { orderLines, orderLineText } from '@/lib/orders'
import type { OrdersRecord, UsersRecord } from '@/lib/pocketbase-types'

/** What names an order's customer: the name and e-mail kept on it, else its account's. */
type Customer = Pick<OrdersRecord, 'customer_name' | 'email'> & { expand?: { user?: Pick<UsersRecord, 'name' | 'email'> } }

// How the orders screen and an order's details name an order and its customer.

/** docs/product/rules.md#formats: the short order number (8 characters), as the customer's account shows it. */
export function orderNumber(order: Pick<OrdersRecord, 'id'>): string {
  return `n° ${order.id.slice(0, 8)}`
}

/** The name kept on the order when it was paid (docs/adr/0032), else the account's. */
export function customerName(order: Customer): string {
  const user = order.expand?.user
  return order.customer_name || user?.name || order.email || user?.email || 'Client supprimé'
}

export function customerEmail(order: Customer): string {
  return order.email || order.expand?.user?.email || '—'
}

/** How it was paid; orders older than `payment_mode` tell it by their intent's prefix. */
export function paymentMode(order: OrdersRecord): string {
  const mode =
    order.payment_mode || (order.stripePaymentIntentId?.startsWith('demo_') ? 'demo' : order.stripePaymentIntentId ? 'stripe' : '')
  // On invoice (docs/adr/0131): no card at all.
  if (order.payment_method === 'transfer') return mode === 'demo' ? 'Virement à 30 jours (démonstration)' : 'Virement à 30 jours'
  if (mode === 'stripe') return 'Carte (Stripe)'
  if (mode === 'demo') return 'Démonstration'
  return '—'
}

/** What was bought: the order's lines (name × quantity), else its products' names. */
export function productLines(order: OrdersRecord): string[] {
  const items = orderLines(order)
  if (items.length > 0) return items.map((item) => `${orderLineText(item)} × ${item.quantity}`)
  return (order.expand?.products ?? []).map((product) => product.name)
}

/** The label of an order part of which is refunded (docs/product/states.md#order-statuses): its status stays. */
export const PARTLY_REFUNDED = 'Remboursée partiellement'

/** Paid (or shipped, delivered) and partly refunded: a full refund makes it `refunded` (docs/adr/0051). */
export function partlyRefunded(order: Pick<OrdersRecord, 'status' | 'amount_refunded'>): boolean {
  return (order.amount_refunded ?? 0) > 0 && ['paid', 'shipped', 'delivered'].includes(order.status)
}
