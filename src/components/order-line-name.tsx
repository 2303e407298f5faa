import type { OrderItem } from '@/lib/pocketbase-types'

/**
 * An order line's name, and under it the size bought (« Tour de poignet : 17 cm », docs/adr/0104,
 * 0109): every screen that lists an order's lines (customer, pro, admin, withdrawal) says it alike.
 */
export function OrderLineName({ item }: { item: Pick<OrderItem, 'name' | 'size'> }) {
  return (
    <>
      {item.name}
      {/* The space keeps the name and the size apart in an accessible name (a label). */}
      {item.size ? ' ' : null}
      {item.size ? <span className="block text-xs text-ink-muted">{item.size}</span> : null}
    </>
  )
}
