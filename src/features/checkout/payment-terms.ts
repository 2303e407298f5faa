import { pb } from '@/lib/pocketbase'
import { formatPrice } from '@/lib/format'

/**
 * Payment on invoice for approved pros, « Virement à 30 jours » (docs/adr/0131): what the server says
 * of the signed-in pro's terms (cents), and the choice beside the card at the checkout.
 */
export interface PaymentTermsAccount {
  allowed: boolean
  /** The ceiling of what may stay unpaid, in cents. */
  ceiling: number
  /** What the pro still owes on their orders on account, in cents. */
  unpaid: number
  /** What is left of the ceiling, in cents. */
  available: number
  /** The shop's terms in days (30 at first). */
  days: number
}

export type PaymentMethod = 'card' | 'transfer'

export const PAYMENT_CHOICE_LEGEND = 'Mode de règlement'
export const CARD_CHOICE = 'Carte bancaire'
export function transferChoice(days: number): string {
  return `Virement à ${days} jours`
}
export function transferDetail(account: PaymentTermsAccount): string {
  return `Sur facture, payable par virement sous ${account.days} jours. Encours disponible : ${formatPrice(account.available / 100)} sur ${formatPrice(account.ceiling / 100)}.`
}
/** The order button of an order on account (L. 221-14: an order with an obligation to pay). */
export function orderOnAccountLabel(total: number, days: number): string {
  return `Commander ${formatPrice(total)} — règlement par virement à ${days} jours, commande avec obligation de paiement`
}
export const ORDER_ON_ACCOUNT_CONFIRMED =
  'Commande confirmée ! Votre facture est payable par virement : son IBAN et son échéance y figurent.'
export const ORDER_ON_ACCOUNT_DONE = 'Commande confirmée ! Redirection...'
export const GIFT_CARD_NOT_ON_ACCOUNT = 'Une carte cadeau se règle par carte bancaire : le virement n’est pas proposé pour cette commande.'

/** The signed-in user's terms, or null when they cannot be read (the card stays). */
export async function fetchPaymentTerms(signal?: AbortSignal): Promise<PaymentTermsAccount | null> {
  const answer: unknown = await pb.send('/api/shop/payment-terms', { method: 'GET', signal, requestKey: null })
  if (typeof answer !== 'object' || answer === null) return null
  const value = answer as Record<string, unknown>
  const numbers = ['ceiling', 'unpaid', 'available', 'days'] as const
  if (typeof value.allowed !== 'boolean' || numbers.some((key) => typeof value[key] !== 'number')) return null
  return value as unknown as PaymentTermsAccount
}
