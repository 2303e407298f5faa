// /avis?jeton=… (the « Votre avis » e-mail's link) or /avis?commande=… (the account's delivered order):
// the route module, loaded lazily by the router (docs/adr/0105).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure, type FormFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import { reviewSchema } from './review-schema'
import { accessOf, getInvitation, getReviewNotice, type ReviewAccess, type ReviewInvitation } from './reviews-api'

export { ReviewScreen as Component } from './review-screen'

export const LOAD_FAILURE = 'Impossible d’ouvrir ce formulaire d’avis pour le moment. Vérifiez votre connexion, puis réessayez.'
export const NO_ACCESS = 'Ouvrez le lien reçu par e-mail, ou connectez-vous au compte de la commande.'
export const SEND_FAILURE = 'Votre avis n’a pas pu être envoyé. Veuillez réessayer.'

export type ReviewPageData =
  { ok: true; access: ReviewAccess; invitation: ReviewInvitation; publicationDays: number } | { ok: false; message: string }

/** The order's pieces (the server checks the link or the account, and that the order was delivered). */
export async function loader({ request }: LoaderFunctionArgs): Promise<ReviewPageData> {
  const access = accessOf(new URL(request.url))
  if (!access) return { ok: false, message: NO_ACCESS }
  try {
    const [invitation, notice] = await Promise.all([
      getInvitation(access, request.signal),
      getReviewNotice(request.signal).catch(() => null),
    ])
    return { ok: true, access, invitation, publicationDays: notice?.publicationDays ?? 7 }
  } catch (error) {
    // The server's refusals are French sentences (an expired link, an order not delivered yet).
    return { ok: false, message: formFailure(error, { fallback: LOAD_FAILURE, trustServerMessage: true }).message }
  }
}

export type ReviewResult = { product: string; status: 'done' } | ({ product: string; status: 'error' } & FormFailure)

/** One piece's review (each piece is its own form: a fetcher, so the others keep what is typed). */
export async function action({ request }: ActionFunctionArgs): Promise<ReviewResult> {
  const values = formValues(await request.formData())
  const product = values.product ?? ''
  const access: ReviewAccess = values.token ? { token: values.token } : { order: values.order ?? '' }
  const check = checkForm(reviewSchema, values)
  if (!check.ok) return { product, status: 'error', message: '', fields: check.fields }
  try {
    await pb.send('/api/shop/reviews', { method: 'POST', body: { ...access, ...check.values }, requestKey: null })
    return { product, status: 'done' }
  } catch (error) {
    return { product, status: 'error', ...formFailure(error, { fallback: SEND_FAILURE, trustServerMessage: true }) }
  }
}
