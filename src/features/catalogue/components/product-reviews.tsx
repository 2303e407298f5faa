import { useState } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { secondaryButtonClass } from '@/components/ui-classes'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import type { loader } from '../product-route'
import { getProductReviews, type ProductReviews, type PublishedReview } from '../api/reviews-api'

/** « 4,5 » */
function decimal(value: number): string {
  return value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })
}

/** The product's published reviews, their figures and the notice the law asks for beside them (docs/adr/0105). */
export function ProductReviewsSection({ product }: { product: string }) {
  const { reviews } = useLoaderData<typeof loader>()
  return (
    <Deferred
      value={reviews}
      loading={<p className="mt-16 text-sm text-ink-muted">Chargement des avis...</p>}
      failed={(retry) => (
        <p role="alert" className="mt-16 text-sm text-ink-muted">
          Les avis n’ont pas pu être chargés.{' '}
          <button type="button" onClick={retry} className="font-medium text-accent underline-offset-4 hover:underline">
            Réessayer
          </button>
        </p>
      )}
    >
      {(data) => (data ? <ReviewsBody first={data} product={product} /> : null)}
    </Deferred>
  )
}

function ReviewsBody({ first, product }: { first: ProductReviews; product: string }) {
  const [pages, setPages] = useState<ProductReviews[]>([first])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const last = pages[pages.length - 1] ?? first
  const items = pages.flatMap((page) => page.items)
  const { rating, notice } = first
  const more = async () => {
    setLoading(true)
    setFailed(false)
    try {
      const next = await getProductReviews(product, last.page + 1)
      setPages((current) => [...current, next])
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }
  // schema.org's figures (checked reviews only) are in the page's one Product (product-screen, docs/adr/0106).
  return (
    <section aria-labelledby="reviews-title" className="mt-16 border-t border-line pt-10">
      <h2 id="reviews-title" className="text-3xl font-semibold">
        Avis clients
      </h2>
      <p className="mt-2 text-ink-muted">
        {rating ? `${decimal(rating.average)} sur 5 · ${rating.count} avis` : 'Aucun avis publié sur ce bijou pour le moment.'}
      </p>
      <div className="mt-4 rounded-xl border border-line bg-surface p-4 text-sm leading-relaxed text-ink-muted">
        <p>{notice.checked}</p>
        <p className="mt-1">{notice.dates}</p>
        <p className="mt-1">{notice.order}</p>
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-ink">Comment les avis sont-ils publiés ?</summary>
          <ul className="mt-2 list-disc pl-5">
            {notice.section.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2">Un avis peut être refusé pour l’un de ces motifs ; son auteur en est informé :</p>
          <ul className="mt-1 list-disc pl-5">
            {notice.refusalReasons.map((reason) => (
              <li key={reason.key}>{reason.label}</li>
            ))}
          </ul>
        </details>
      </div>
      {items.length > 0 && (
        <ol className="mt-6 flex flex-col gap-6">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      )}
      {last.page < last.totalPages && (
        <div className="mt-6">
          {failed && (
            <p role="alert" className="mb-2 text-sm text-danger-700">
              Les avis suivants n’ont pas pu être chargés. Veuillez réessayer.
            </p>
          )}
          <button type="button" disabled={loading} className={secondaryButtonClass} onClick={() => void more()}>
            Voir plus d’avis
          </button>
        </div>
      )}
    </section>
  )
}

function ReviewItem({ review }: { review: PublishedReview }) {
  return (
    <li className="rounded-xl border border-line p-5">
      <p aria-label={`${review.rating} sur 5`} className="text-highlight">
        <span aria-hidden="true">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
      </p>
      {review.title && <h3 className="mt-1 font-semibold">{review.title}</h3>}
      <p className="mt-2 leading-relaxed whitespace-pre-line">{review.text}</p>
      <p className="mt-3 text-xs text-ink-muted">
        {review.author_name} · publié le {formatDate(review.published_at)} · expérience du {formatDate(review.experienced_at)}
        {' · '}
        <Link to={`${paths.contact}?avis=${encodeURIComponent(review.id)}`} className="underline-offset-4 hover:underline">
          Signaler cet avis
        </Link>
      </p>
      {review.reply && (
        <div className="mt-3 border-l-2 border-accent pl-4 text-sm">
          <p className="font-medium">Réponse de la boutique, le {formatDate(review.replied_at)}</p>
          <p className="mt-1 whitespace-pre-line text-ink-muted">{review.reply}</p>
        </div>
      )}
    </li>
  )
}
