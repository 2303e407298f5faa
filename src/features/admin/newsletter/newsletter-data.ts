// The data of /dashboard/lettre (docs/adr/0114): a page of 50 subscribers searched by the server,
// their CSV, and the owner's letter: previewed, then queued to those who may receive it (the mail
// queue sends 20 a minute).
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { formValues } from '@/lib/form-schema'
import { saveBlob } from '@/lib/order-documents'
import { pb } from '@/lib/pocketbase'
import { pageNumber } from '../api/list-page'

export interface SubscriberRow {
  id: string
  email: string
  status: 'subscribed' | 'unsubscribed'
  source: string
  consent_at: string
}

export interface SubscriberPage {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  items: SubscriberRow[]
}

export const SOURCE_LABELS: Record<string, string> = {
  signup: 'Inscription',
  checkout: 'Commande',
  account: 'Compte',
  unsubscribe_link: 'Lien de désinscription',
  one_click: 'Désinscription en un clic',
  admin: 'Administration',
}

export const NEWSLETTER_TEXTS = {
  listFailed: 'Échec de la récupération des abonnés',
  csvFailed: 'Échec de l’export des abonnés. Réessayez dans quelques instants.',
  csvDone: 'Export téléchargé : abonnes-lettre.csv',
  previewFailed: 'L’aperçu n’a pas pu être préparé. Réessayez.',
  sendFailed: 'La lettre n’a pas pu être envoyée. Réessayez.',
  sent: (count: number) =>
    `Lettre mise en file d’envoi pour ${count} destinataire${count > 1 ? 's' : ''} : elle part par lots de 20 chaque minute.`,
}

export type NewsletterData = { ok: true; q: string; status: string; list: SubscriberPage } | { ok: false; message: string }

export async function loader({ request }: LoaderFunctionArgs): Promise<NewsletterData> {
  const params = new URL(request.url).searchParams
  const q = (params.get('q') ?? '').slice(0, 100)
  const status = params.get('statut') === 'unsubscribed' ? 'unsubscribed' : 'subscribed'
  const query = new URLSearchParams({ q, status, page: String(pageNumber(params)) })
  try {
    const list = await pb.send<SubscriberPage>(`/api/shop/newsletter/subscribers?${query.toString()}`, {
      signal: request.signal,
      requestKey: null,
    })
    return { ok: true, q, status, list }
  } catch (error) {
    return { ok: false, message: formFailure(error, { fallback: NEWSLETTER_TEXTS.listFailed, trustServerMessage: true }).message }
  }
}

export type NewsletterResult =
  | { intent: 'csv'; status: 'done' | 'error'; message: string }
  | { intent: 'preview'; status: 'done'; subject: string; html: string; recipients: number }
  | { intent: 'send'; status: 'done'; message: string }
  | { intent: 'preview' | 'send'; status: 'error'; message: string }

export async function action({ request }: ActionFunctionArgs): Promise<NewsletterResult> {
  const values = formValues(await request.formData())
  if (values.intent === 'csv') {
    try {
      const response = await fetch(pb.buildURL('/api/shop/newsletter/subscribers.csv'), { headers: { Authorization: pb.authStore.token } })
      if (!response.ok) return { intent: 'csv', status: 'error', message: NEWSLETTER_TEXTS.csvFailed }
      saveBlob(await response.blob(), 'abonnes-lettre.csv')
      return { intent: 'csv', status: 'done', message: NEWSLETTER_TEXTS.csvDone }
    } catch (error) {
      console.error('Subscribers export:', error)
      return { intent: 'csv', status: 'error', message: NEWSLETTER_TEXTS.csvFailed }
    }
  }
  const intent = values.intent === 'send' ? 'send' : 'preview'
  const letter = { subject: values.subject ?? '', text: values.text ?? '' }
  try {
    if (intent === 'preview') {
      const answer = await pb.send<{ subject: string; html: string; recipients: number }>('/api/shop/newsletter/preview', {
        method: 'POST',
        body: letter,
        requestKey: null,
      })
      return { intent, status: 'done', subject: answer.subject, html: answer.html, recipients: answer.recipients }
    }
    const answer = await pb.send<{ recipients: number }>('/api/shop/newsletter/send', { method: 'POST', body: letter, requestKey: null })
    return { intent, status: 'done', message: NEWSLETTER_TEXTS.sent(answer.recipients) }
  } catch (error) {
    const fallback = intent === 'preview' ? NEWSLETTER_TEXTS.previewFailed : NEWSLETTER_TEXTS.sendFailed
    return { intent, status: 'error', message: formFailure(error, { fallback, trustServerMessage: true }).message }
  }
}

/** A letter's preview or sending changes no subscriber: the list is not read again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate
}
