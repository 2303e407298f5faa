// The data of /dashboard/emails: the newest mails of the queue (loader) and 'Renvoyer' (action).
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'
import type { MailQueueRecord } from '@/lib/pocketbase-types'
import { selectFields } from '@/lib/select-fields'

/** The newest mails shown: the queue keeps every mail ever sent. */
export const SHOWN = 100

export const EMAILS_TEXTS = {
  loadFailed: 'Échec de la récupération des e-mails',
  empty: 'Aucun e-mail envoyé pour le moment',
  retryFailed: 'Échec du renvoi de l’e-mail',
  sent: 'E-mail envoyé.',
  stillFailing: 'L’e-mail n’a toujours pas pu être envoyé : vérifiez les réglages d’envoi (SMTP) de PocketBase.',
}

const MAIL_ROW_FIELDS = ['id', 'to', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created'] as const

/** What the table shows of a mail (not its HTML and text bodies). */
export type MailRow = Pick<MailQueueRecord, (typeof MAIL_ROW_FIELDS)[number]>

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
  pro_application_received: 'Demande de compte pro reçue',
  pro_application_alert: 'Demande de compte pro (boutique)',
  pro_application_approved: 'Compte pro accepté',
  pro_application_refused: 'Compte pro refusé',
}

export interface EmailsData {
  mails: MailRow[]
  failed: boolean
}

/** Reads the newest mails of the queue (admins only: the collection's rule). */
export async function loader(): Promise<EmailsData> {
  try {
    const page = await selectFields(pb.collection('mail_queue'), MAIL_ROW_FIELDS).list(1, SHOWN, { sort: '-created' })
    return { mails: page.items, failed: false }
  } catch (error) {
    console.error('Admin list mail_queue:', error)
    return { mails: [], failed: true }
  }
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
