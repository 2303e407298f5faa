// The data of /dashboard/emails: the queue's mails, one page of 50 at a time, newest first (loader,
// docs/adr/0092) and 'Renvoyer' (action).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import type { MailQueueRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import { readPage, type ListPage, type ListSpec } from '../api/list-page'

export const EMAILS_TEXTS = {
  loadFailed: 'Échec de la récupération des e-mails',
  empty: 'Aucun e-mail envoyé pour le moment',
  retryFailed: 'Échec du renvoi de l’e-mail',
  sent: 'E-mail envoyé.',
  stillFailing: 'L’e-mail n’a toujours pas pu être envoyé : vérifiez les réglages d’envoi (SMTP) de PocketBase.',
}

/** What the table shows of a mail (not its HTML and text bodies). */
const FIELDS = ['id', 'to', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created'] as const

export type MailRow = Selected<MailQueueRecord, (typeof FIELDS)[number]>

export type MailsPage = ListPage<MailRow>

/** The queue keeps every mail ever sent: newest first, `?page=` only (no search, filter nor sort). */
const LIST: ListSpec = { sorts: {}, defaultSort: '-created' }

export const KIND_LABELS: Record<string, string> = {
  order_confirmation: 'Confirmation de commande',
  order_alert: 'Nouvelle commande (boutique)',
  custom_request_ack: 'Accusé de réception sur-mesure',
  custom_request_alert: 'Demande sur-mesure (boutique)',
  contact_ack: 'Accusé de réception contact',
  contact_alert: 'Message de contact (boutique)',
  credit_note: 'Remboursement et avoir',
  order_shipped: 'Commande expédiée',
  account_verification: 'Vérification d’adresse e-mail',
  withdrawal_ack: 'Accusé de réception de rétractation',
  withdrawal_alert: 'Rétractation reçue (boutique)',
  withdrawal_refused: 'Rétractation refusée',
  pro_application_received: 'Demande de compte pro reçue',
  pro_application_alert: 'Demande de compte pro (boutique)',
  pro_application_approved: 'Compte pro accepté',
  pro_application_refused: 'Compte pro refusé',
  pro_account_revoked: 'Compte pro retiré',
  stock_alert: 'Retour en stock',
  quote_sent: 'Devis envoyé',
  quote_accepted: 'Devis accepté (boutique)',
  quote_change: 'Modification de devis demandée (boutique)',
  request_message: 'Message sur une demande (boutique)',
  request_reply: 'Réponse de la boutique sur une demande',
  // The shop's health (docs/adr/0141).
  health_alert: 'Alerte de santé de la boutique',
  health_recovered: 'Santé de la boutique rétablie',
}

/** A page of the queue (admins only: the collection's rule); not awaited: the table shows 'Chargement...'. */
export function loader({ request }: LoaderFunctionArgs) {
  return { mails: readPage('mail_queue', FIELDS, LIST, request) }
}

export type RetryResult =
  { status: 'done'; mail: MailQueueRecord['status'] } | { status: 'error'; message: string; fields: Record<string, string> }

/** 'Renvoyer': makes the mail due now and tries it once (pb_hooks/mail.pb.js). */
export async function action({ request }: ActionFunctionArgs): Promise<RetryResult> {
  const id = String((await request.formData()).get('id') ?? '')
  try {
    const answer = await pb.send<{ status: MailQueueRecord['status'] }>('/api/shop/mail/retry', { method: 'POST', body: { id } })
    return { status: 'done', mail: answer.status }
  } catch (error) {
    return { status: 'error', ...formFailure(error, { fallback: EMAILS_TEXTS.retryFailed, trustServerMessage: true }) }
  }
}
