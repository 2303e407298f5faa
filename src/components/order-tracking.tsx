import { formatDate } from '@/lib/format'
import type { OrdersRecord } from '@/lib/pocketbase-types'

export type ShippedOrder = Pick<OrdersRecord, 'id' | 'carrier' | 'tracking_number' | 'tracking_url' | 'shipped_at'>

/**
 * « Expédiée le 24 novembre 2026 — Colissimo, n° 6A123… » and the carrier's tracking link, for an
 * order that the workshop shipped (docs/adr/0050); nothing for one that has not left yet. Shown in
 * the customer's and the pro's order lists.
 */
export function OrderTracking({ order, className = '' }: { order: ShippedOrder; className?: string }) {
  if (!order.shipped_at || !order.tracking_number) return null
  const number = order.id.slice(0, 8)
  return (
    <p className={`text-xs text-ink-muted ${className}`}>
      Expédiée le {formatDate(order.shipped_at)} — {order.carrier}, n°{'\u00a0'}
      <span className="font-mono text-ink">{order.tracking_number}</span>
      {order.tracking_url && (
        <>
          {' '}
          <a
            href={order.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Suivre le colis de la commande n° ${number} (nouvelle fenêtre)`}
            className="font-medium whitespace-nowrap text-accent underline underline-offset-4"
          >
            Suivre le colis
          </a>
        </>
      )}
    </p>
  )
}
