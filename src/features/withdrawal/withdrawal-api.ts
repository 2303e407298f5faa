// The two steps of the withdrawal function on the server (pb_hooks/withdrawals.pb.js, docs/adr/0049).
import { pb } from '@/lib/pocketbase'

export interface WithdrawalOrder {
  id: string
  /** What customers see: the first 8 characters of the id. */
  number: string
  created: string
  createdText: string
  status: string
  total: number
  items: { id: string; name: string; quantity: number; price: number; variant?: string; size?: string; made_to_order?: boolean }[]
  /** What a gift card paid when a bank card paid the rest (docs/adr/0134): the customer chooses which is refunded first. */
  giftCardPaid?: number
}

/** Where a split payment is refunded first (docs/adr/0134). */
export type RefundFirst = 'gift_card' | 'bank_card'

/** A recorded declaration. */
export interface Withdrawal {
  id: string
  order: WithdrawalOrder
  name: string
  email: string
  orderNumber: string
  declaredAt: string
  /** `24 novembre 2026 à 14 h 05` (Paris), as the acknowledgement says it. */
  declaredAtText: string
  deadline: string
  deadlineText: string
  status: string
  /** The customer's choice for a split payment, empty otherwise. */
  refundFirst?: RefundFirst | ''
  /** False when the order already had a declaration (this is the first one). */
  created?: boolean
}

/** Step 1's answer: what will be declared. `deadlineText` is empty while the order is not shipped. */
export interface WithdrawalSummary {
  order: WithdrawalOrder
  name: string
  email: string
  orderNumber: string
  days: number
  deadline: string
  deadlineText: string
  /** The made-to-order lines the declaration leaves out, and why (L221-28 3°, docs/adr/0128). */
  excluded?: { name: string; reason: string }[]
}

export interface WithdrawalValues {
  name: string
  email: string
  order: string
}

export type CheckAnswer = WithdrawalSummary | { existing: Withdrawal }

/** Step 1: finds the order (number + e-mail, or the caller's own) and says what will be declared. */
export function checkWithdrawal(values: WithdrawalValues): Promise<CheckAnswer> {
  return pb.send<CheckAnswer>('/api/shop/withdrawals/check', { method: 'POST', body: values })
}

/** Step 2, « Confirmer la rétractation »: records it; the acknowledgement goes by e-mail. */
export function confirmWithdrawal(values: WithdrawalValues, refundFirst?: string): Promise<Withdrawal> {
  return pb.send<Withdrawal>('/api/shop/withdrawals', { method: 'POST', body: { ...values, refund_first: refundFirst || undefined } })
}
