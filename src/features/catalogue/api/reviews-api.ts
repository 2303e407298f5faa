import { pb } from '@/lib/pocketbase'
import type { ReviewNotice } from '@/lib/review-notice'

/** A published review as the records API gives it to anyone (order and author are hidden fields). */
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
  /** From the `product_ratings` view (published, so checked, reviews only); null without any. */
  rating: { count: number; average: number } | null
  notice: ReviewNotice
}

export const REVIEWS_PAGE = 50

/** One page (≤ 50, newest publication first) of a product's published reviews, its figures and the notice. */
export async function getProductReviews(product: string, page = 1, signal?: AbortSignal): Promise<ProductReviews> {
  const [list, ratings, notice] = await Promise.all([
    pb.collection('reviews').getList<PublishedReview>(page, REVIEWS_PAGE, {
      filter: pb.filter('product = {:product} && status = "published"', { product }),
      sort: '-published_at',
      fields: 'id,author_name,rating,title,text,experienced_at,published_at,reply,replied_at',
      signal,
      requestKey: null,
    }),
    pb.collection('product_ratings').getList<{ review_count: number; average: number }>(1, 1, {
      filter: pb.filter('id = {:product}', { product }),
      signal,
      requestKey: null,
    }),
    pb.send<ReviewNotice>('/api/shop/reviews/notice', { signal, requestKey: null }),
  ])
  const figures = ratings.items[0]
  return {
    items: list.items,
    page: list.page,
    totalPages: list.totalPages,
    rating: figures && figures.review_count > 0 ? { count: figures.review_count, average: figures.average } : null,
    notice,
  }
}
