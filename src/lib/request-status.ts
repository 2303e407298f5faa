/**
 * A custom request's statuses, in the order of its life (docs/product/states.md#custom-requests,
 * docs/adr/0127): the admin's select, the customer's account and the request's page read them here.
 */
export const REQUEST_STATUSES = [
  'received',
  'quote_sent',
  'accepted',
  'in_creation',
  'ready',
  'shipped',
  'delivered',
  'declined',
  'cancelled',
] as const

export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  received: 'Reçue',
  quote_sent: 'Devis envoyé',
  accepted: 'Accepté',
  in_creation: 'En création',
  ready: 'Prête',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  declined: 'Refusée',
  cancelled: 'Annulée',
}

/** Each status its colour, always beside its label (docs/adr/0058: AA contrast in both themes). */
export const REQUEST_STATUS_CLASSES: Record<RequestStatus, string> = {
  received: 'border-gold-500/50 bg-gold-200/50 text-gold-700 dark:bg-gold-700/25 dark:text-gold-200',
  quote_sent: 'border-plum-700/30 bg-plum-50 text-plum-700 dark:bg-plum-700/30 dark:text-plum-100',
  accepted: 'border-forest-700/30 bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100',
  in_creation: 'border-plum-700/30 bg-plum-50 text-plum-700 dark:bg-plum-700/30 dark:text-plum-100',
  ready: 'border-forest-700/30 bg-forest-100 text-forest-700 dark:bg-forest-700/30 dark:text-forest-100',
  shipped: 'border-plum-700/30 bg-plum-50 text-plum-700 dark:bg-plum-700/30 dark:text-plum-100',
  delivered: 'border-plum-700 bg-plum-700 text-cream-50 dark:bg-plum-200 dark:text-plum-950',
  declined: 'border-danger-700/30 bg-danger-100 text-danger-700 dark:bg-danger-700/25 dark:text-danger-100',
  cancelled: 'border-danger-700/30 bg-danger-100 text-danger-700 dark:bg-danger-700/25 dark:text-danger-100',
}

export function requestStatusLabel(status: string): string {
  return REQUEST_STATUS_LABELS[status as RequestStatus] ?? status
}

/** The four steps the custom page promises, and the statuses each covers. */
export const REQUEST_STEPS = [
  { label: 'Votre demande', statuses: ['received'] },
  { label: 'Échange et devis', statuses: ['quote_sent', 'accepted'] },
  { label: 'Création', statuses: ['in_creation', 'ready'] },
  { label: 'Livraison', statuses: ['shipped', 'delivered'] },
] as const

/** The step (0–3) a status stands at; a declined or cancelled request stays where the exchange stopped. */
export function requestStep(status: string): number {
  const index = REQUEST_STEPS.findIndex((step) => (step.statuses as readonly string[]).includes(status))
  return index === -1 ? 1 : index
}
