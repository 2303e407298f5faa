import { formatDate } from '@/lib/format'
import type { OrdersRecord } from '@/lib/pocketbase-types'

/** The order's shipment in its details (docs/adr/0050): carrier, tracking number and link, date. */
export function ShippingInfo({ order }: { order: Pick<OrdersRecord, 'carrier' | 'tracking_number' | 'tracking_url' | 'shipped_at'> }) {
  if (!order.shipped_at) return null
  return (
    <section aria-labelledby="order-shipment" className="mt-5">
      <h3 id="order-shipment" className="mb-2 font-semibold">
        Expédition
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-ink-muted">Expédiée le</dt>
        <dd>{formatDate(order.shipped_at)}</dd>
        <dt className="font-medium text-ink-muted">Transporteur</dt>
        <dd>{order.carrier}</dd>
        <dt className="font-medium text-ink-muted">N° de suivi</dt>
        <dd className="font-mono break-all">{order.tracking_number}</dd>
        {order.tracking_url && (
          <>
            <dt className="font-medium text-ink-muted">Suivi</dt>
            <dd className="break-all">
              <a href={order.tracking_url} target="_blank" rel="noopener noreferrer" className="text-accent underline underline-offset-4">
                {order.tracking_url}
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  )
}
