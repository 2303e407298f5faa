// /alertes/desinscription?jeton=… (docs/adr/0107): the link of a back-in-stock alert's e-mail. One
// button sends the token (a POST: a mail scanner following the link unsubscribes nobody); it works
// logged out and answers in French.
import type { ActionFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { pb } from '@/lib/pocketbase'

const FALLBACK = 'La désinscription n’a pas pu être enregistrée. Veuillez réessayer.'

export type UnsubscribeResult = { status: 'done'; message: string } | { status: 'error'; message: string }

export async function action({ request }: ActionFunctionArgs): Promise<UnsubscribeResult> {
  const token = String((await request.formData()).get('jeton') ?? '')
  try {
    const answer = await pb.send<{ message: string }>('/api/shop/stock-alerts/unsubscribe', {
      method: 'POST',
      body: { token },
      requestKey: null,
    })
    return { status: 'done', message: answer.message }
  } catch (error) {
    return { status: 'error', message: formFailure(error, { fallback: FALLBACK, trustServerMessage: true }).message }
  }
}

export { StockAlertUnsubscribeScreen as Component } from './stock-alert-unsubscribe-screen'
