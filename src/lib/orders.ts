import type { OrderItem, OrdersRecord } from './pocketbase-types'

/** An order's lines as stored (`items` JSON, DESIGN §6.1), ignoring anything malformed. */
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
