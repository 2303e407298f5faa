import { formatDate, formatPrice } from './format'
import type { OrdersRecord } from './pocketbase-types'

/** What an order says of its payment on invoice (docs/adr/0131). */
type OnAccount = Pick<OrdersRecord, 'payment_method' | 'payment_state' | 'due_at' | 'total' | 'amount_received' | 'amount_refunded'>

/**
 * « Virement à 30 jours : 180,00 € à régler avant le 29 décembre 2026 », « … 80,00 € reçus, reste
 * 100,00 € … », « … en retard … », « Réglée par virement »; null for an order paid by card.
 */
export function transferPaymentText(order: OnAccount, now = Date.now()): string | null {
  if (order.payment_method !== 'transfer') return null
  if (order.payment_state === 'paid') return 'Facture réglée par virement.'
  const cents = (euros: number | undefined) => Math.round((euros ?? 0) * 100)
  const left = Math.max(cents(order.total) - cents(order.amount_refunded) - cents(order.amount_received), 0) / 100
  const received = cents(order.amount_received) / 100
  const due = order.due_at ? formatDate(order.due_at) : ''
  const late = Boolean(order.due_at) && new Date(order.due_at!.replace(' ', 'T')).getTime() < now
  const what = received > 0 ? `${formatPrice(received)} reçus, reste ${formatPrice(left)}` : formatPrice(left)
  return late
    ? `Facture payable par virement : ${what} à régler, en retard (échéance du ${due}).`
    : `Facture payable par virement : ${what} à régler avant le ${due}.`
}
