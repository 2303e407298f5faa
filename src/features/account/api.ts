import type { OrderItem, OrdersRecord } from '@/lib/pocketbase-types'
import { pb } from '@/lib/pocketbase'

/** The user's orders, newest first (SPEC §7 'Orders list (account)'). */
export function fetchMyOrders(userId: string, signal?: AbortSignal): Promise<OrdersRecord[]> {
  return pb.collection('orders').getFullList({
    filter: pb.filter('user = {:user}', { user: userId }),
    sort: '-created',
    fields: 'id,created,items,total,status',
    batch: 500,
    signal,
  })
}

/** An order's lines as stored (`items` JSON), ignoring anything malformed. */
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
