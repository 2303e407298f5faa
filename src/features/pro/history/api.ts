import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'

/**
 * The pro's own orders, newest first (SPEC §7 'Pro history'). The lines are read from the order's
 * `items` JSON (DESIGN §6.1: one order shape for every screen), so nothing needs expanding.
 */
export function fetchProOrders(userId: string, signal?: AbortSignal): Promise<OrdersRecord[]> {
  return pb.collection('orders').getFullList({
    filter: pb.filter('user = {:user}', { user: userId }),
    sort: '-created',
    fields: 'id,created,items,total,status',
    batch: 500,
    signal,
  })
}
