// /desinscription?jeton=… (docs/adr/0114): the link in every marketing e-mail. One button sends the
// token (a POST: a mail scanner following the link unsubscribes nobody); it works logged out and
// answers in French.
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'

const FALLBACK = 'La désinscription n’a pas pu être enregistrée. Veuillez réessayer.'
export const DONE = 'C’est noté : vous ne recevrez plus d’e-mails de l’atelier à cette adresse, en dehors de ceux de vos commandes.'

export type NewsletterUnsubscribeResult = { status: 'done' } | { status: 'error'; message: string }

export async function action({ request }: ActionFunctionArgs): Promise<NewsletterUnsubscribeResult> {
  const token = String((await request.formData()).get('jeton') ?? '')
  try {
    await pb.send('/api/shop/unsubscribe', { method: 'POST', body: { token }, requestKey: null })
    return { status: 'done' }
  } catch (error) {
    return { status: 'error', message: formFailure(error, { fallback: FALLBACK, trustServerMessage: true }).message }
  }
}

export { NewsletterUnsubscribeScreen as Component } from './unsubscribe-screen'
