import { giftCardRequest, type GiftCardDetails } from './gift-card-line'
import { pb } from './pocketbase'
import { clearSessionDraft, readSessionDraft, writeSessionDraft } from './session-draft'

/*
 * The shopper's « Code promo » (docs/adr/0116): the code applied in the cart is kept in the tab's
 * sessionStorage until the checkout sends it (cleared once the order is paid); what it takes off is
 * the server's answer (POST /api/shop/discount-codes/preview, the checkout's own pricing), never a
 * sum made here.
 */

/** The server's pricing of the cart with the code, in cents. */
export interface DiscountPreview {
  /** The code as the shop stores it (capitals). */
  code: string
  subtotal: number
  discount: number
  /** What the checkout will charge. */
  amount: number
  /** Each line's total after its share of the discount (cents, in the order sent): a pro's HT/TVA is split from it (docs/adr/0121). */
  lines?: number[]
}

/** A cart line as the server reads it (a product, its size and quantity, or a gift card). */
export interface DiscountLine {
  id: string
  variant?: string
  quantity: number
  gift_card?: GiftCardDetails
  /** A gift card's amount (its unit price). */
  unitPrice?: number
}

function lineBody(line: DiscountLine) {
  if (line.gift_card) return giftCardRequest(line.unitPrice ?? 0, line.gift_card)
  return { id: line.id, ...(line.variant ? { variant: line.variant } : {}), quantity: line.quantity }
}

function isPreview(value: unknown): value is DiscountPreview {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  const integer = (n: unknown) => typeof n === 'number' && Number.isInteger(n)
  return (
    typeof v.code === 'string' &&
    [v.subtotal, v.discount, v.amount].every(integer) &&
    (v.lines === undefined || (Array.isArray(v.lines) && v.lines.every(integer)))
  )
}

/** The cart priced with `code` by the server; its refusals (French, under `code`) are thrown as PocketBase errors. */
export async function previewDiscount(lines: readonly DiscountLine[], code: string, signal?: AbortSignal): Promise<DiscountPreview> {
  const answer: unknown = await pb.send('/api/shop/discount-codes/preview', {
    method: 'POST',
    body: { items: lines.map(lineBody), code },
    requestKey: null,
    signal,
  })
  if (!isPreview(answer)) throw new Error('Réponse inattendue du serveur pour le code promo')
  return answer
}

// Under the checkout drafts' prefix (features/checkout/draft-storage.ts): forgotten with them once
// an order is paid, from the checkout or the bank's return page (a user id is never this word).
const STORAGE_KEY = 'checkoutDraft:discountCode'

/** The code applied in this tab, or ''. */
export function storedDiscountCode(): string {
  const stored = readSessionDraft(STORAGE_KEY)
  return typeof stored === 'string' ? stored : ''
}

export function storeDiscountCode(code: string): void {
  if (code) writeSessionDraft(STORAGE_KEY, code)
  else clearSessionDraft(STORAGE_KEY)
}
