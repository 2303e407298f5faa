import type { OrdersRecord } from '@/lib/pocketbase-types'
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

// Shared with the pro history (moved to lib/orders.ts).
export { orderLines, orderTotal } from '@/lib/orders'
