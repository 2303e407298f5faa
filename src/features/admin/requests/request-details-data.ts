// The data of /dashboard/requests/:id (docs/adr/0127): the request, its sent quotes and thread (the
// request page's route, as the shop), its drafts, the price table's rows to pick lines from; the writes:
// the status, a draft saved (then sent), a reply.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { fetchRequestPage, type PageQuote } from '@/lib/request-page'
import { later } from '@/lib/route-data'
import { fieldsRefused, saveFailure, type WriteResult } from '../api/record-writes'
import { updateStatus } from '../api/status-write'
import { quoteSchema } from './quote-schema'

export interface PriceRow {
  id: string
  kind: string
  label: string
  price: number
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const { signal } = request
  const page = await fetchRequestPage(id, '', signal)
  const drafts = pb
    .collection('quotes')
    .getList<PageQuote>(1, 5, {
      filter: pb.filter('request = {:id} && status = "draft"', { id }),
      sort: '-created',
      signal,
      requestKey: null,
    })
    .then((list) => list.items)
  const prices = pb
    .collection('custom_prices')
    .getList<PriceRow>(1, 200, { fields: 'id,kind,label,price', sort: 'kind,label', signal, requestKey: null })
    .then((list) => list.items)
  // The editor's data, one promise made here (a promise made while rendering would suspend each render).
  return { page, editor: later(Promise.all([drafts, prices])) }
}

const FAILURES = {
  save: 'Échec de l’enregistrement du devis',
  send: 'Échec de l’envoi du devis',
  reply: 'Échec de l’envoi du message',
}

export async function action({ params, request }: ActionFunctionArgs): Promise<WriteResult> {
  const id = params.id ?? ''
  const data = await request.formData()
  const intent = String(data.get('intent') ?? '')
  if (intent === 'status') return updateStatus('custom_requests', data)
  const values = formValues(data)
  if (intent === 'reply') {
    const body = (values.body ?? '').trim()
    if (!body) return fieldsRefused(intent, { body: 'Écrivez votre message.' })
    try {
      await pb.send(`/api/shop/custom-requests/${encodeURIComponent(id)}/messages`, { method: 'POST', body: { body }, requestKey: null })
      return { status: 'done', intent }
    } catch (error) {
      return saveFailure(intent, error, FAILURES.reply)
    }
  }
  const check = checkForm(quoteSchema, values)
  if (!check.ok) return fieldsRefused(intent, check.fields)
  const quoteId = values.quote ?? ''
  const body = { request: id, ...check.values }
  let saved = quoteId
  try {
    saved = quoteId
      ? (await pb.collection('quotes').update(quoteId, body, { requestKey: null })).id
      : (await pb.collection('quotes').create(body, { requestKey: null })).id
  } catch (error) {
    return saveFailure(intent, error, FAILURES.save, quoteId || undefined)
  }
  if (intent !== 'send') return { status: 'done', intent, id: saved }
  try {
    await pb.send(`/api/shop/quotes/${encodeURIComponent(saved)}/send`, { method: 'POST', requestKey: null })
    return { status: 'done', intent, id: saved }
  } catch (error) {
    return saveFailure(intent, error, FAILURES.send, saved)
  }
}
