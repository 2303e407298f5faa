import { formatPrice } from '@/lib/format'
import { orderStatusLabel } from '@/lib/order-status'

// The French words of an order's page (docs/product/screens.md#order, docs/adr/0080).

export const ORDER_PAGE_TEXTS = {
  thanks: 'Merci pour votre commande !',
  next: 'Et maintenant ?',
  /** A gift card order, its cards issued (docs/adr/0117). */
  giftCardsSent:
    'Votre commande de carte cadeau est réglée : chaque carte est envoyée par e-mail (à vous, ou à son destinataire le jour choisi). Son solde se lit dans votre compte.',
  lines: 'Articles',
  addresses: 'Adresses',
  shipping: 'Adresse de livraison',
  billing: 'Adresse de facturation',
  documents: 'Suivi et documents',
  invoicePending: 'La facture sera disponible ici dès qu’elle sera établie.',
  withdrawal: 'Rétractation',
  withdrawalOpen: 'Vous pouvez renoncer à cette commande sans avoir à vous justifier, pendant 14 jours à compter de sa réception.',
  withdrawalClosed: 'La rétractation en ligne n’est plus proposée pour cette commande.',
  history: 'Historique',
  noHistory: 'Aucun événement enregistré pour cette commande.',
  backToAccount: 'Retour à mon compte',
  backToProHistory: 'Historique des commandes pro',
  proTerms: 'Conditions générales de vente professionnelles',
  demo: 'Paiement de démonstration : rien n’a été débité.',
}

/** « Votre paiement est bien reçu… » under the thanks of a page reached from the payment. */
export function thanksText(number: string, email: string): string {
  const mail = email ? ` Un e-mail de confirmation vient de vous être envoyé à ${email}.` : ''
  return `Votre paiement est bien reçu : la commande n°\u00a0${number} est enregistrée.${mail}`
}

/** What happens next, from the order's status and the shop's delivery time. */
export function nextStep(status: string, deliveryTime: string): string {
  switch (status) {
    case 'paid':
      return `Nous préparons votre commande : elle sera expédiée sous ${deliveryTime}, livraison offerte. Vous recevrez un e-mail avec le numéro de suivi dès son départ.`
    case 'shipped':
      return 'Votre commande est en route : suivez-la avec le lien du transporteur ci-dessous.'
    case 'delivered':
      return 'Votre commande a été livrée. Une question ? Écrivez-nous depuis la page Contact.'
    case 'cancelled':
      return 'Cette commande a été annulée : son montant vous a été remboursé.'
    case 'refunded':
      return 'Cette commande a été remboursée.'
    default:
      return 'Le paiement de cette commande n’a pas abouti : aucun montant n’a été débité.'
  }
}

const text = (data: Record<string, unknown>, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '')

/** An event of the history in the customer's words; null for an event the page does not show. */
export function eventText(type: string, data: Record<string, unknown>): string | null {
  switch (type) {
    case 'paid':
      // On invoice (docs/adr/0131): confirmed now, paid by transfer later.
      if (data.method === 'transfer') return 'Commande confirmée : facture payable par virement'
      return typeof data.amount === 'number' ? `Paiement de ${formatPrice(data.amount)} reçu` : 'Paiement reçu'
    case 'invoice':
      return text(data, 'number') ? `Facture ${text(data, 'number')} établie` : 'Facture établie'
    case 'shipped':
      return text(data, 'tracking_number') ? `Expédiée — ${text(data, 'carrier')}, n°\u00a0${text(data, 'tracking_number')}` : 'Expédiée'
    case 'status':
      return text(data, 'to') ? `Statut : ${orderStatusLabel(text(data, 'to'))}` : null
    case 'refund':
      return typeof data.amount === 'number' ? `Remboursement de ${formatPrice(data.amount)}` : 'Remboursement'
    case 'credit_note':
      return text(data, 'number') ? `Avoir ${text(data, 'number')} établi` : 'Avoir établi'
    case 'withdrawal':
      return 'Rétractation reçue'
    default:
      return null
  }
}
