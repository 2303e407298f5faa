// The data of /dashboard/avis (docs/adr/0105): a page of 50 reviews, newest first, by status, from
// the server's moderation route (order and author are hidden fields of the records API); publishing,
// refusing with a reason from the fixed list (the server e-mails it) or replying (records API: the
// update rule lets an admin change only status, refusal_reason and reply).
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { formFailure, type FormFailure } from '@/lib/form-errors'
import { formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { ReviewNotice } from '@/lib/review-notice'
import { pageNumber } from '../api/list-page'

export interface ModerationRow {
  id: string
  status: 'pending' | 'published' | 'refused'
  rating: number
  title: string
  text: string
  author_name: string
  experienced_at: string
  refusal_reason: string
  reply: string
  published_at: string
  created: string
  order: { id: string; number: string; email: string; customer_name: string } | null
  product: { id: string; name: string; slug: string } | null
}

export interface ModerationPage {
  page: number
  perPage: number
  totalItems: number
  items: ModerationRow[]
}

export const REVIEW_STATUSES = { pending: 'À modérer', published: 'Publiés', refused: 'Refusés' } as const

export type ModerationData =
  { ok: true; status: string; list: ModerationPage; reasons: ReviewNotice['refusalReasons'] } | { ok: false; message: string }

export async function loader({ request }: LoaderFunctionArgs): Promise<ModerationData> {
  const params = new URL(request.url).searchParams
  const status = params.get('statut') ?? 'pending'
  const query = new URLSearchParams({ status: status in REVIEW_STATUSES ? status : '', page: String(pageNumber(params)) })
  try {
    const [list, notice] = await Promise.all([
      pb.send<ModerationPage>(`/api/shop/reviews/moderation?${query.toString()}`, { signal: request.signal, requestKey: null }),
      pb.send<ReviewNotice>('/api/shop/reviews/notice', { signal: request.signal, requestKey: null }),
    ])
    return { ok: true, status, list, reasons: notice.refusalReasons }
  } catch (error) {
    return { ok: false, message: formFailure(error, { fallback: 'Échec de la récupération des avis', trustServerMessage: true }).message }
  }
}

export type ModerationResult = { id: string; status: 'done'; notice: string } | ({ id: string; status: 'error' } & FormFailure)

const DONE = {
  publish: 'Avis publié.',
  refuse: 'Avis refusé : son auteur reçoit le motif par e-mail.',
  reply: 'Réponse publiée.',
} as const

/**
 * A decision (publish, refuse) keeps the list as it is: the row stays with its confirmation (« Avis publié. ») instead
 * of leaving the « À modérer » list before the owner could read it; the next visit reads it again.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const result = actionResult as ModerationResult | undefined
  return result?.status === 'done' && result.notice !== DONE.reply ? false : defaultShouldRevalidate
}

export async function action({ request }: ActionFunctionArgs): Promise<ModerationResult> {
  const { id = '', intent = '', refusal_reason = '', reply = '' } = formValues(await request.formData())
  const body =
    intent === 'publish'
      ? { status: 'published', refusal_reason: '' }
      : intent === 'refuse'
        ? { status: 'refused', refusal_reason }
        : { reply: reply.trim() }
  if (intent === 'refuse' && !refusal_reason)
    return { id, status: 'error', message: '', fields: { refusal_reason: 'Choisissez le motif du refus.' } }
  try {
    await pb.collection('reviews').update(id, body)
    return { id, status: 'done', notice: DONE[intent as keyof typeof DONE] ?? DONE.reply }
  } catch (error) {
    return {
      id,
      status: 'error',
      ...formFailure(error, { fallback: 'Échec de l’enregistrement de la modération', trustServerMessage: true }),
    }
  }
}
