import { pb } from '@/lib/pocketbase'
import type { OrdersRecord } from '@/lib/pocketbase-types'
import type { BulkShipment, Shipment } from './orders-schema'

export type ShippedFields = Pick<OrdersRecord, 'id' | 'status' | 'carrier' | 'tracking_number' | 'tracking_url' | 'shipped_at'>

/**
 * POST /api/shop/orders/{id}/ship (pb_hooks/orders.pb.js): the server ships and e-mails the customer;
 * `withdrawal_confirmed` is the admin's explicit choice to ship despite a withdrawal (docs/adr/0081).
 */
export function shipOrder(orderId: string, shipment: Shipment & { withdrawal_confirmed?: true }): Promise<ShippedFields> {
  return pb.send<ShippedFields>(`/api/shop/orders/${encodeURIComponent(orderId)}/ship`, { method: 'POST', body: shipment })
}

/** What POST /api/shop/orders/bulk-ship answers (docs/adr/0095): the orders shipped, the ones refused and why. */
export interface BulkShipReport {
  shipped: { id: string; number: string; tracking_number: string }[]
  refused: { id: string; number: string; reason: string }[]
}

/** Ships several orders in one request: all those the server accepts, or none (pb_hooks/lib/shipping.js). */
export function bulkShip(body: BulkShipment): Promise<BulkShipReport> {
  return pb.send<BulkShipReport>('/api/shop/orders/bulk-ship', { method: 'POST', body })
}
