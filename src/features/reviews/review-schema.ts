import * as v from 'valibot'
import { requiredText } from '@/lib/form-schema'

/** The server's limits (pb_hooks/lib/reviews.js): a title of 120 characters, a text of 2 000. */
export const REVIEW_TITLE_MAX = 120
export const REVIEW_TEXT_MAX = 2000

export const REVIEW_MESSAGES = {
  rating: 'Choisissez une note de 1 à 5 étoiles.',
  text: 'Écrivez votre avis (2 000 caractères au plus).',
  title: 'Le titre compte 120 caractères au plus.',
}

/** The review form's rules (docs/adr/0105): the same sentences as the server's refusals. */
export const reviewSchema = v.object({
  product: v.pipe(v.string(), v.nonEmpty()),
  rating: v.pipe(
    // No radio chosen: the key is absent from the form data.
    v.optional(v.string(), ''),
    v.nonEmpty(REVIEW_MESSAGES.rating),
    v.transform(Number),
    v.integer(REVIEW_MESSAGES.rating),
    v.minValue(1, REVIEW_MESSAGES.rating),
    v.maxValue(5, REVIEW_MESSAGES.rating),
  ),
  title: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(REVIEW_TITLE_MAX, REVIEW_MESSAGES.title)),
  text: requiredText(REVIEW_MESSAGES.text, REVIEW_TEXT_MAX, REVIEW_MESSAGES.text),
})

export type ReviewValues = v.InferOutput<typeof reviewSchema>
