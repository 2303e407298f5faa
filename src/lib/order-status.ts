import type { OrdersStatus } from '@/lib/pocketbase-types'

/** French label of each order status (docs/product/states.md#order-statuses). */
export const ORDER_STATUS_LABELS: Record<OrdersStatus, string> = {
  pending: 'En attente',
  paid: 'Payée',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
  refunded: 'Remboursée',
}

/**
 * Each status its own colour, always with its label (never colour alone), AA contrast in both themes
 * (docs/adr/0058): paid (to ship) green, delivered (done) deep plum, so the two never look alike.
 */
const STATUS_CLASSES: Record<OrdersStatus, string> = {
  pending: 'bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200',
  paid: 'bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100',
  shipped: 'bg-plum-50 text-plum-700 dark:bg-plum-700/30 dark:text-plum-100',
  delivered: 'bg-plum-700 text-cream-50 dark:bg-plum-200 dark:text-plum-950',
  cancelled: 'bg-danger-100 text-danger-700 dark:bg-danger-700/25 dark:text-danger-100',
  refunded: 'bg-surface-muted text-ink-muted',
}

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrdersStatus] ?? status
}

export function orderStatusClass(status: string): string {
  return STATUS_CLASSES[status as OrdersStatus] ?? 'bg-surface-muted text-ink-muted'
}
