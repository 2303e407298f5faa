import { pb } from '@/lib/pocketbase'
import type { ReviewNotice } from '@/lib/review-notice'

/** A published review as anyone may read it (never its order nor its author's account). */
export interface PublishedReview {
  id: string
  author_name: string
  rating: number
  title: string
  text: string
  experienced_at: string
  published_at: string
  reply: string
  replied_at: string
}

export interface ProductReviews {
  items: PublishedReview[]
  page: number
  totalPages: number
  /** As the `product_ratings` view counts them (published, so checked, reviews only); null without any. */
  rating: { count: number; average: number } | null
  notice: ReviewNotice
}

export const REVIEWS_PAGE = 50

/**
 * One page (≤ 50, newest publication first) of a product's published reviews, its figures and the
 * notice: one shop route (pb_hooks/reviews.pb.js), read without the records API's throttle of empty
 * filtered lists (docs/adr/0112).
 */
export function getProductReviews(product: string, page = 1, signal?: AbortSignal): Promise<ProductReviews> {
  return pb.send<ProductReviews>(`/api/shop/products/${encodeURIComponent(product)}/reviews`, {
    query: { page },
    signal,
    requestKey: null,
  })
}
