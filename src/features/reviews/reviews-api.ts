import { pb } from '@/lib/pocketbase'
import type { ReviewNotice } from '@/lib/review-notice'

export type { ReviewNotice }

/** Who asks: the e-mail's link (`token`) or the logged-in owner naming the order (docs/adr/0105). */
export type ReviewAccess = { token: string } | { order: string }

/** `POST /api/shop/reviews/invitation`: the order's pieces and which were reviewed already. */
export interface ReviewInvitation {
  order: string
  delivered_at: string
  author_name: string
  pieces: Array<{ product: string; name: string; reviewed: boolean }>
}

/** The access named by the page's address: `?jeton=` (the e-mail) or `?commande=` (the account). */
export function accessOf(url: URL): ReviewAccess | null {
  const token = url.searchParams.get('jeton')
  if (token) return { token }
  const order = url.searchParams.get('commande')
  return order ? { order } : null
}

export function getInvitation(access: ReviewAccess, signal?: AbortSignal): Promise<ReviewInvitation> {
  return pb.send<ReviewInvitation>('/api/shop/reviews/invitation', { method: 'POST', body: access, signal, requestKey: null })
}

export function getReviewNotice(signal?: AbortSignal): Promise<ReviewNotice> {
  return pb.send<ReviewNotice>('/api/shop/reviews/notice', { signal, requestKey: null })
}
