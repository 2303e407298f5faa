import { formatDate, formatDateTime } from '@/lib/format'
import type { WithdrawalsRecord, WithdrawalsStatus } from '@/lib/pocketbase-types'

/*
 * A withdrawal as the owner's screens show it (docs/adr/0049, docs/adr/0081): its status, the date
 * its refund is due by, and the flag an order carries wherever the owner works on it.
 */

/** The statuses' labels (docs/product/states.md#withdrawals). */
export const WITHDRAWAL_STATUS: Record<WithdrawalsStatus, string> = {
  received: 'Reçue',
  refunded: 'Remboursée',
  refused: 'Refusée',
}

/** How an order reads its declaration: PocketBase's back-relation (one per order: the unique index on `order`). */
export const WITHDRAWAL_EXPAND = 'withdrawals_via_order'

const DAY_MS = 24 * 3600 * 1000
/** The shop refunds at the latest 14 days after the declaration (Consumer Code L. 221-24). */
export const REFUND_DAYS = 14

function timeOfDate(value: string | undefined): number | null {
  if (!value) return null
  const time = new Date(value.trim().replace(' ', 'T')).getTime()
  return Number.isNaN(time) ? null : time
}

/** The day the refund is due by: 14 days after the declaration (null for a date that cannot be read). */
export function refundDeadline(declaredAt: string | undefined): Date | null {
  const time = timeOfDate(declaredAt)
  return time === null ? null : new Date(time + REFUND_DAYS * DAY_MS)
}

/** Whether a declaration still awaiting its refund is past that day (compared by Paris dates: the day itself is in time). */
export function refundOverdue(withdrawal: Pick<WithdrawalsRecord, 'status' | 'declared_at'>, now = new Date()): boolean {
  const due = refundDeadline(withdrawal.declared_at)
  if (withdrawal.status !== 'received' || !due) return false
  const day = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(date)
  return day(now) > day(due)
}

/**
 * The order's declaration, expanded with `expand=withdrawals_via_order` (PocketBase gives one record
 * for a back-relation with a unique index; a list is read too), or null.
 */
export function orderWithdrawal<W extends object = WithdrawalsRecord>(order: {
  expand?: { withdrawals_via_order?: W | W[] | unknown }
}): W | null {
  const expanded = order.expand?.withdrawals_via_order as W | W[] | undefined
  if (!expanded) return null
  return Array.isArray(expanded) ? (expanded[0] ?? null) : expanded
}

/** « Rétractation reçue le 24 novembre 2026 à 14 h 05 », and what became of it. */
export function withdrawalSummary(withdrawal: WithdrawalsRecord): string {
  const declared = `Rétractation reçue le ${formatDateTime(withdrawal.declared_at)}`
  if (withdrawal.status === 'refunded') return `${declared}, remboursée`
  if (withdrawal.status === 'refused') return `${declared}, refusée`
  const due = refundDeadline(withdrawal.declared_at)
  return due ? `${declared}, à rembourser au plus tard le ${formatDate(due)}` : declared
}
