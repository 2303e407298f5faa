import { formatPrice } from '@/lib/format'
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
      return 'Paiement reçu'
    case 'status':
      return `Statut : ${orderStatusLabel(text(data, 'from'))} → ${orderStatusLabel(text(data, 'to'))}`
    case 'shipped':
      return `Expédiée — ${text(data, 'carrier')}, n° ${text(data, 'tracking_number')} ; e-mail d’expédition envoyé au client`
    case 'delivered':
      return 'Livrée'
    case 'cancelled':
      return 'Annulée'
    case 'invoice':
      return text(data, 'number') ? `Facture ${text(data, 'number')} émise` : 'Facture émise'
    case 'refund':
      return typeof data.amount === 'number' ? `Remboursement de ${formatPrice(data.amount)}` : 'Remboursement'
    case 'credit_note':
      return text(data, 'number') ? `Avoir ${text(data, 'number')} émis` : 'Avoir émis'
    case 'withdrawal':
      return 'Demande de rétractation'
    case 'mail':
      return 'E-mail envoyé'
    default:
      return type
  }
}

let dateTimeFormat: Intl.DateTimeFormat | undefined

/** `24 novembre 2026 à 10:05`, Paris time. */
export function formatDateTime(value: string): string {
  const date = new Date(value.replace(' ', 'T'))
  if (Number.isNaN(date.getTime())) return ''
  dateTimeFormat ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })
  return dateTimeFormat.format(date)
}
