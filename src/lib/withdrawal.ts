import { paths } from './paths'
import { formatDateTime } from './format'

/**
 * The online withdrawal function (docs/adr/0049): its labels, shared by the footer, the
 * account's orders, the CGV and the function's own screens; and when an order still offers it.
 */
/** The function's label (Consumer Code D. 221-5): « renoncer au contrat ici ». */
export const WITHDRAW_HERE = 'Renoncer au contrat ici'
/** The separate confirmation step's label (D. 221-5): « confirmer la rétractation ». */
export const CONFIRM_WITHDRAWAL = 'Confirmer la rétractation'

/** The withdrawal function for one order (the account's link): the order is prefilled there. */
export function withdrawalHref(orderId: string): string {
  return `${paths.withdrawal}?commande=${encodeURIComponent(orderId)}`
}

const DAY_MS = 24 * 3600 * 1000
/** The legal period (at least; the shop's legal identity may set more) and the delivery margin of pb_hooks/lib/withdrawals.js. */
const WITHDRAWAL_DAYS = 14
const DELIVERY_MARGIN_DAYS = 15

interface OrderDates {
  status: string
  shipped_at?: string
  updated?: string
}

/**
 * Whether an order still offers the withdrawal function: paid and not shipped (the period has not
 * started), or shipped less than 14 + 15 days ago (the server's rule; the server decides in the end,
 * and a longer period set by the shop keeps the function open there and from the footer).
 */
export function withdrawalOpen(order: OrderDates, now = Date.now()): boolean {
  if (order.status === 'paid') return true
  if (order.status !== 'shipped' && order.status !== 'delivered') return false
  const base = order.shipped_at || order.updated
  if (!base) return true
  const start = new Date(base.trim().replace(' ', 'T')).getTime()
  if (Number.isNaN(start)) return true
  // One more day: the server's period ends at the end of its last day in Paris.
  return now <= start + (WITHDRAWAL_DAYS + DELIVERY_MARGIN_DAYS + 1) * DAY_MS
}

/** How a declared withdrawal stands, as its order shows it (docs/adr/0080). */
export function withdrawalStateText(withdrawal: { declared_at: string; status: string }): string {
  const received = `Rétractation reçue le ${formatDateTime(withdrawal.declared_at)}`
  if (withdrawal.status === 'refunded') return `${received} — remboursée`
  if (withdrawal.status === 'refused') return `${received} — refusée`
  return received
}

/** What a B2B order says where a consumer's order offers the withdrawal (docs/adr/0080). */
export const B2B_NO_WITHDRAWAL = 'Commande professionnelle : sans droit de rétractation.'
