// /sur-mesure/demande/:id (docs/adr/0127): a custom request's own page, for its signed-in sender or
// whoever holds the quote e-mail's signed link (`?jeton=`, kept for the visit in sessionStorage so
// that a reload or a return keeps it): the four steps, the quote, its acceptance, the thread.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { ClientResponseError } from 'pocketbase'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { fetchRequestPage, type RequestPage } from '@/lib/request-page'
import { requestMessageSchema } from './request-message-schema'

const TOKEN_KEY = 'eclat:demande:'

/** The page's token: the address's, else the one kept for this request in this tab. */
function tokenFor(id: string, url: URL): string {
  const fromUrl = url.searchParams.get('jeton')?.trim() ?? ''
  try {
    if (fromUrl) sessionStorage.setItem(TOKEN_KEY + id, fromUrl)
    return fromUrl || (sessionStorage.getItem(TOKEN_KEY + id) ?? '')
  } catch {
    return fromUrl
  }
}

export type PageData = { status: 'ok'; page: RequestPage } | { status: 'refused'; code: number; message: string }

const READ_FAILED = 'Votre demande n’a pas pu être chargée. Veuillez réessayer.'

export async function loader({ params, request }: LoaderFunctionArgs): Promise<PageData> {
  const id = params.id ?? ''
  try {
    return { status: 'ok', page: await fetchRequestPage(id, tokenFor(id, new URL(request.url)), request.signal) }
  } catch (error) {
    if (error instanceof ClientResponseError && [401, 403, 404].includes(error.status)) {
      return {
        status: 'refused',
        code: error.status,
        message: formFailure(error, { fallback: READ_FAILED, trustServerMessage: true }).message,
      }
    }
    throw error
  }
}

export type PageAnswer =
  { intent: string; status: 'done'; message: string } | { intent: string; status: 'error'; message: string; fields: Record<string, string> }

const FALLBACKS: Record<string, string> = {
  accept: 'Le devis n’a pas pu être accepté. Veuillez réessayer.',
  message: 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
  change: 'Votre demande de modification n’a pas pu être envoyée. Veuillez réessayer.',
}

export async function action({ params, request }: ActionFunctionArgs): Promise<PageAnswer> {
  const id = params.id ?? ''
  const values = formValues(await request.formData())
  const intent = values.intent ?? ''
  const jeton = tokenFor(id, new URL(request.url))
  try {
    if (intent === 'accept') {
      await pb.send(`/api/shop/quotes/${encodeURIComponent(values.quote ?? '')}/accept`, {
        method: 'POST',
        body: { jeton },
        requestKey: null,
      })
      return { intent, status: 'done', message: 'Merci ! Votre devis est accepté.' }
    }
    const check = checkForm(requestMessageSchema, values)
    if (!check.ok) return { intent, status: 'error', message: '', fields: check.fields }
    await pb.send(`/api/shop/custom-requests/${encodeURIComponent(id)}/messages`, {
      method: 'POST',
      body: { body: check.values.body, jeton, change_request: intent === 'change' },
      requestKey: null,
    })
    return {
      intent,
      status: 'done',
      message:
        intent === 'change' ? 'Votre demande de modification est envoyée : nous vous préparons un nouveau devis.' : 'Message envoyé.',
    }
  } catch (error) {
    return {
      intent,
      status: 'error',
      ...formFailure(error, { fallback: FALLBACKS[intent] ?? FALLBACKS.message!, trustServerMessage: true }),
    }
  }
}

export { RequestPageScreen as Component } from './request-page-screen'
