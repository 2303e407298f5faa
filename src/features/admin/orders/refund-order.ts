import { orderLines } from '@/lib/orders'
import { pb } from '@/lib/pocketbase'
import type { CreditNotesRecord, OrdersRecord } from '@/lib/pocketbase-types'
import { lineKey } from './orders-schema'

/** A credit note line (the server's copy: pb_hooks/lib/refunds.js, docs/adr/0051). */
export interface CreditNoteLine {
  id: string
  /** The size refunded (docs/adr/0104): credit-note lines are keyed by product and size. */
  variant?: string
  size?: string
  name: string
  quantity: number
  price: number
  amount: number
}

export interface RefundAnswer {
  creditNote: { id: string; number: string; amount: number; lines: CreditNoteLine[] }
  order: { id: string; status: string; amount_refunded: number }
}

/** A line of the order and how many of it may still be refunded. */
export interface RefundableLine {
  /** The product and its size (`lineKey`): two sizes of one product are two lines. */
  key: string
  id: string
  variant?: string
  size?: string
  name: string
  price: number
  sold: number
  left: number
  /** The line's share of the order's discount code, in cents (docs/adr/0116); 0 without one. */
  discount: number
}

/**
 * What refunding `quantity` more units of `line` gives back, in cents: each unit at its net price, the
 * line's discount counted cumulatively over its refunds, as the server does (pb_hooks/lib/discount-pricing.js
 * `unitsShare`), so the form shows the amount the credit note will carry.
 */
export function refundCents(line: Pick<RefundableLine, 'price' | 'sold' | 'left' | 'discount'>, quantity: number): number {
  const gross = Math.round(line.price * 100) * quantity
  if (line.discount <= 0 || line.sold <= 0) return gross
  const upTo = (units: number) => Math.round((line.discount * Math.min(units, line.sold)) / line.sold)
  const before = line.sold - line.left
  return gross - (upTo(before + quantity) - upTo(before))
}

/** The order's credit notes (admins read them all), oldest first. */
export function fetchCreditNotes(orderId: string, signal?: AbortSignal): Promise<CreditNotesRecord[]> {
  return pb
    .collection('credit_notes')
    .getFullList({ filter: pb.filter('order = {:order}', { order: orderId }), sort: 'created,id', signal })
}

function noteLines(note: CreditNotesRecord): CreditNoteLine[] {
  return Array.isArray(note.lines) ? (note.lines as CreditNoteLine[]) : []
}

/** Each line of the order (product and size), less what its credit notes (issued or in progress) already refund. */
export function refundableLines(order: OrdersRecord, notes: readonly CreditNotesRecord[]): RefundableLine[] {
  const refunded = new Map<string, number>()
  for (const note of notes)
    for (const line of noteLines(note)) refunded.set(lineKey(line), (refunded.get(lineKey(line)) ?? 0) + line.quantity)
  return orderLines(order).map((item) => ({
    key: lineKey(item),
    id: item.id,
    ...(item.variant ? { variant: item.variant } : {}),
    ...(item.size ? { size: item.size } : {}),
    name: item.name,
    price: item.price,
    sold: item.quantity,
    left: Math.max(0, item.quantity - (refunded.get(lineKey(item)) ?? 0)),
    discount: typeof item.discount === 'number' && item.discount > 0 ? Math.round(item.discount * 100) : 0,
  }))
}

/** One key per dialog: sent again (a double click, a retry), the server answers the same credit note. */
export function newRefundKey(): string {
  return `r-${crypto.randomUUID()}`
}

/** POST /api/shop/orders/{id}/refunds: the lines and quantities to refund, optionally restocked. */
export function refundOrder(
  orderId: string,
  body: {
    key: string
    lines: { id: string; variant?: string; quantity: number }[]
    restock: boolean
    reason: string
    first?: 'gift_card' | 'bank_card'
  },
): Promise<RefundAnswer> {
  return pb.send<RefundAnswer>(`/api/shop/orders/${encodeURIComponent(orderId)}/refunds`, { method: 'POST', body })
}

/** POST /api/shop/orders/{id}/cancel: a paid order not yet shipped, refunded in full and restocked. */
export function cancelOrder(orderId: string, body: { key: string; reason: string }): Promise<RefundAnswer> {
  return pb.send<RefundAnswer>(`/api/shop/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body })
}
