import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import type { Shipment } from './orders-schema'

export type ShippedFields = Pick<OrdersRecord, 'id' | 'status' | 'carrier' | 'tracking_number' | 'tracking_url' | 'shipped_at'>

/**
 * POST /api/shop/orders/{id}/ship (pb_hooks/orders.pb.js): the server ships and e-mails the customer;
 * `withdrawal_confirmed` is the admin's explicit choice to ship despite a withdrawal (docs/adr/0081).
 */
export function shipOrder(orderId: string, shipment: Shipment & { withdrawal_confirmed?: true }): Promise<ShippedFields> {
  return pb.send<ShippedFields>(`/api/shop/orders/${encodeURIComponent(orderId)}/ship`, { method: 'POST', body: shipment })
}
