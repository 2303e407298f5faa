import { useFetcher, useLoaderData } from 'react-router-dom'
import { FormAlert, SubmitButton, TextareaField, TextField } from '@/components/form'
import { MessageScreen } from '@/components/message-screen'
import { containerClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import type { ReviewPageData, ReviewResult } from './review-route'
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from './review-schema'
import type { ReviewAccess } from './reviews-api'
import { StarRatingField } from './star-rating-field'

function reviewThanks(days: number): string {
  return `Merci pour votre avis ! La boutique le lit avant de le publier sur la page du bijou, dans les ${days} jours.`
}
const ALREADY_REVIEWED = 'Vous avez déjà donné votre avis sur ce bijou. Merci !'

/** The review page (docs/adr/0105): one form per piece of the delivered order. */
export function ReviewScreen() {
  usePageMeta({ title: 'Votre avis', description: null })
  const data = useLoaderData() as ReviewPageData
  if (!data.ok) {
    return (
      <MessageScreen role="alert" title="Votre avis">
        <p>{data.message}</p>
      </MessageScreen>
    )
  }
  const { invitation, access, publicationDays } = data
  return (
    <div className={`${containerClass} max-w-3xl py-10 md:py-14`}>
      <p className="eyebrow">Votre avis</p>
      <h1 className="mt-2 text-4xl font-semibold">Que pensez-vous de vos bijoux ?</h1>
      <p className="mt-4 leading-relaxed text-ink-muted">
        Votre commande a été livrée le {formatDate(invitation.delivered_at)} : c’est la date de votre expérience, affichée avec votre avis.
        Votre avis sera signé « {invitation.author_name} ». Aucune contrepartie n’est offerte en échange d’un avis, qu’il soit positif ou
        négatif.
      </p>
      <div className="mt-8 flex flex-col gap-8">
        {invitation.pieces.map((piece) => (
          <PieceReview key={piece.product} piece={piece} access={access} publicationDays={publicationDays} />
        ))}
      </div>
    </div>
  )
}

function PieceReview({
  piece,
  access,
  publicationDays,
}: {
  piece: { product: string; name: string; reviewed: boolean }
  access: ReviewAccess
  publicationDays: number
}) {
  const fetcher = useFetcher<ReviewResult>()
  const result = fetcher.data
  const headingId = `review-${piece.product}`
  const fieldError = (name: string) => (result?.status === 'error' ? result.fields[name] : undefined)
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <h2 id={headingId} className="text-2xl font-semibold">
        {piece.name}
      </h2>
      {result?.status === 'done' ? (
        <FormAlert tone="success" className="mt-4">
          {reviewThanks(publicationDays)}
        </FormAlert>
      ) : piece.reviewed ? (
        <p className="mt-3 text-ink-muted">{ALREADY_REVIEWED}</p>
      ) : (
        <fetcher.Form method="post" noValidate className="mt-5 flex flex-col gap-5" aria-label={`Votre avis sur ${piece.name}`}>
          <input type="hidden" name="product" value={piece.product} />
          {'token' in access ? (
            <input type="hidden" name="token" value={access.token} />
          ) : (
            <input type="hidden" name="order" value={access.order} />
          )}
          <StarRatingField error={fieldError('rating')} />
          <TextField label="Titre (facultatif)" name="title" maxLength={REVIEW_TITLE_MAX} error={fieldError('title')} />
          <TextareaField label="Votre avis" name="text" required rows={5} maxLength={REVIEW_TEXT_MAX} error={fieldError('text')} />
          <FormAlert>{result?.status === 'error' ? result.message : ''}</FormAlert>
          <div>
            <SubmitButton busy={fetcher.state !== 'idle'} busyLabel="Envoi en cours...">
              Envoyer mon avis
            </SubmitButton>
          </div>
        </fetcher.Form>
      )}
    </section>
  )
}
