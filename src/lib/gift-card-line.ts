/**
 * A gift card in the cart (docs/adr/0117): a line of its own kind, no product and no stock. Its id is
 * `gift-card-…` (never a product's: those are 15 letters and digits); its price is the amount chosen,
 * which the server checks against the shop's amounts and charges itself.
 */
export interface GiftCardDetails {
  recipient_name?: string
  recipient_email?: string
  message?: string
  /** `YYYY-MM-DD`: the day the recipient's e-mail is sent. */
  send_on?: string
}

const GIFT_CARD_ID = /^gift-card-[a-z0-9]{6,16}$/

/** Whether this cart line is a gift card. */
export function isGiftCardLine(item: { id: string; gift_card?: unknown }): boolean {
  return GIFT_CARD_ID.test(item.id) && typeof item.gift_card === 'object' && item.gift_card !== null
}

/** A new card line: its own id, quantity 1 (one card per line), at most one (`stock`). */
export function giftCardLine(amount: number, details: GiftCardDetails, label: string) {
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0')
  return { id: `gift-card-${random}`, name: label, price: amount, stock: 1, gift_card: details }
}

/** The line as the checkout sends it: `{ gift_card: { amount, … } }` (the server prices it). */
export function giftCardRequest(price: number, details: GiftCardDetails) {
  return { gift_card: { amount: price, ...details } }
}
