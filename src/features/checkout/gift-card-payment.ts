// A gift card as a means of payment at checkout (docs/adr/0117): its balance read from the server,
// the part it will pay, and what is left for the bank card. The checkout's answer has the last word.
import { ClientResponseError } from 'pocketbase'
import { pb } from '@/lib/pocketbase'

/** The smallest bank card payment Stripe takes (cents): the card leaves at least this when it does not pay all. */
export const MIN_CARD_PAYMENT_CENTS = 50

export const GIFT_CARD_LABEL = 'Carte cadeau'
export const GIFT_CARD_APPLY = 'Utiliser'
export const GIFT_CARD_REMOVE = 'Retirer'
export const GIFT_CARD_CHECKING = 'Vérification…'
export const GIFT_CARD_EMPTY_CODE = 'Indiquez le code de la carte cadeau (exemple : K7PQ-M3RT-9XWA-B2HD).'
export const GIFT_CARD_EXPIRED = 'Cette carte cadeau a expiré.'
export const GIFT_CARD_CANCELLED = 'Cette carte cadeau a été annulée : elle ne peut plus être utilisée.'
export const GIFT_CARD_SPENT = 'Le solde de cette carte cadeau est épuisé.'
export const GIFT_CARD_UNREACHABLE = 'La carte cadeau n’a pas pu être vérifiée. Veuillez réessayer.'
export const GIFT_CARD_CHANGED =
  'Le solde de votre carte cadeau a changé entre-temps : vérifiez-le puis réessayez. Aucun montant n’a été débité.'

/** A card the shopper chose to spend: its code as typed and its balance (cents) as the server said. */
export interface AppliedGiftCard {
  code: string
  balanceCents: number
}

/** The card's part of `dueCents` (the server's rule): all of it, or what leaves the bank card its minimum. */
export function giftCardShare(balanceCents: number, dueCents: number): number {
  const used = Math.min(balanceCents, dueCents)
  const rest = dueCents - used
  if (rest > 0 && rest < MIN_CARD_PAYMENT_CENTS) return Math.max(0, dueCents - MIN_CARD_PAYMENT_CENTS)
  return Math.max(0, used)
}

/** Reads a card's balance (the public balance route); rejects with a French message. */
export async function readGiftCard(code: string): Promise<AppliedGiftCard> {
  const typed = code.trim()
  if (!typed) throw new Error(GIFT_CARD_EMPTY_CODE)
  let answer: { balance?: unknown; status?: unknown }
  try {
    answer = await pb.send('/api/shop/gift-cards/balance', { method: 'POST', body: { code: typed }, requestKey: null })
  } catch (error) {
    const message = error instanceof ClientResponseError && error.status === 404 ? String(error.response.message ?? '') : ''
    throw new Error(message || GIFT_CARD_UNREACHABLE)
  }
  if (answer.status === 'expired') throw new Error(GIFT_CARD_EXPIRED)
  if (answer.status === 'cancelled') throw new Error(GIFT_CARD_CANCELLED)
  const balance = typeof answer.balance === 'number' ? Math.round(answer.balance * 100) : 0
  if (answer.status !== 'active' || balance <= 0) throw new Error(GIFT_CARD_SPENT)
  return { code: typed, balanceCents: balance }
}
