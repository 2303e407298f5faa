/** One line of the recap, with the unit price that applies to this user (pro price for pro/admin). */
import type { GiftCardDetails } from '@/lib/gift-card-line'

export interface RecapLine {
  id: string
  /** A gift card line (docs/adr/0117): sent as such, priced by the server. */
  gift_card?: GiftCardDetails
  /** The size (docs/adr/0106): its id, sent with the line, and its label, shown under the name. */
  variant?: string
  size?: string
  name: string
  quantity: number
  unitPrice: number
  /** True when the unit price is the pro price. */
  proPrice: boolean
  /** A quote's part (docs/adr/0128): sent as `{ quote, part }`, priced by the server; made to order. */
  quote?: { quote: string; part: 'deposit' | 'balance' | 'full' }
  madeToOrder?: boolean
}

export function recapTotal(lines: readonly RecapLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
}

/** What the server will charge for these lines, in cents: each unit price in cents, times the quantity. */
export function recapCents(lines: readonly RecapLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0)
}
