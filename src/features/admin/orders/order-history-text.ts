import { formatDateTime, formatPrice } from '@/lib/format'
import { orderStatusLabel } from '@/lib/order-status'

// The French words of an order's history (order-history.tsx).

export const HISTORY_TEXTS = {
  loading: 'Chargement de l’historique…',
  failed: 'Échec de la récupération de l’historique',
  empty: 'Aucun événement enregistré pour cette commande.',
}

export type EventData = Record<string, unknown>

const text = (data: EventData, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '')

/** What happened, in French, from an event's type and data (docs/adr/0046, 0050). */
export function describeEvent(type: string, data: EventData): string {
  switch (type) {
    case 'paid':
      // On invoice (docs/adr/0131): confirmed now, paid by the transfers recorded later.
      return data.method === 'transfer' ? 'Commande confirmée, payable par virement à 30 jours' : 'Paiement reçu'
    case 'payment':
      return paymentText(data)
    case 'status':
      return `Statut : ${orderStatusLabel(text(data, 'from'))} → ${orderStatusLabel(text(data, 'to'))}`
    case 'shipped':
      return `Expédiée — ${text(data, 'carrier')}, n° ${text(data, 'tracking_number')} ; e-mail d’expédition envoyé au client${shippedDespite(data)}`
    case 'delivered':
      return 'Livrée'
    case 'cancelled':
      return 'Annulée'
    case 'invoice':
      return text(data, 'number') ? `Facture ${text(data, 'number')} émise` : 'Facture émise'
    case 'refund':
      return refundText(data)
    case 'refund_abandoned':
      return typeof data.amount === 'number'
        ? `Remboursement de ${formatPrice(data.amount)} non abouti : le service de paiement ne l’a pas fait, rien n’a été remboursé`
        : 'Remboursement non abouti : rien n’a été remboursé'
    case 'credit_note':
      return text(data, 'number') ? `Avoir ${text(data, 'number')} émis` : 'Avoir émis'
    case 'withdrawal':
      return 'Demande de rétractation'
    case 'withdrawal_refused':
      return `Rétractation refusée : « ${text(data, 'reason')} » ; motif envoyé au client par e-mail`
    case 'mail':
      return 'E-mail envoyé'
    default:
      return type
  }
}

const PAYMENT_METHODS: Record<string, string> = { transfer: 'virement', cheque: 'chèque', other: 'autre moyen' }

/** A payment received on an order on invoice (docs/adr/0131): « Virement reçu : 80,00 € (reste dû) ». */
function paymentText(data: EventData): string {
  const amount = typeof data.amount === 'number' ? formatPrice(data.amount) : ''
  const method = PAYMENT_METHODS[text(data, 'method')] ?? 'paiement'
  return `Paiement reçu par ${method} : ${amount}${text(data, 'state') === 'paid' ? ' ; facture réglée' : ' ; facture partiellement réglée'}`
}

/** The admin's explicit choice to ship although the customer had withdrawn (docs/adr/0081). */
function shippedDespite(data: EventData): string {
  if (data.withdrawal_confirmed !== true) return ''
  const declared = formatDateTime(text(data, 'withdrawal_declared_at'))
  return ` — expédiée malgré la rétractation reçue${declared ? ` le ${declared}` : ''}, sur confirmation explicite`
}

/** « Remboursement de 34,90 € (1 × Bracelet), pièces remises en stock » (docs/adr/0051); Stripe's Dashboard: the amount refunded in all. */
function refundText(data: EventData): string {
  if (typeof data.amount_refunded === 'number')
    return `Remboursement fait dans Stripe (${formatPrice(data.amount_refunded)} remboursés en tout), sans avoir`
  if (typeof data.amount !== 'number') return 'Remboursement'
  const lines = Array.isArray(data.lines) ? (data.lines as { name?: unknown; quantity?: unknown; size?: unknown }[]) : []
  // The size after the name when the line has one (docs/adr/0109).
  const what = lines
    .map((line) => `${String(line.quantity)} × ${String(line.name)}${typeof line.size === 'string' && line.size ? ` — ${line.size}` : ''}`)
    .join(', ')
  return `Remboursement de ${formatPrice(data.amount)}${what ? ` (${what})` : ''}${data.restocked === true ? ', pièces remises en stock' : ''}`
}
