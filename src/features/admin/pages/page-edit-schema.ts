import * as v from 'valibot'
import { optionalText, rawText, requiredText } from '../api/record-schema'

/** The longest SEO description PocketBase keeps (the migration's `description` field). */
export const DESCRIPTION_MAX = 300

export const FAQ_ANSWER_MISSING = 'Indiquez la réponse à cette question.'
export const FAQ_QUESTION_MISSING = 'Indiquez la question de cette réponse.'

/** One question of the FAQ: both filled in (an item left empty on both sides is dropped before). */
const faqItem = v.pipe(
  v.object({ question: optionalText, answer: optionalText }),
  v.forward(
    v.check((item) => item.question !== '', FAQ_QUESTION_MISSING),
    ['question'],
  ),
  v.forward(
    v.check((item) => item.answer !== '', FAQ_ANSWER_MISSING),
    ['answer'],
  ),
)

/*
 * The rules of a content page (docs/adr/0101, docs/architecture.md#a-write): a title, an optional SEO
 * description, the HTML body as typed (sanitised where it is shown), whether it is published, and the
 * FAQ's questions with their answers. PocketBase checks the FAQ's shape again (pb_hooks/lib/pages.js).
 */
export const pageSchema = v.object({
  title: requiredText,
  description: v.pipe(optionalText, v.maxLength(DESCRIPTION_MAX, `Ce texte est trop long (${DESCRIPTION_MAX} caractères au maximum).`)),
  body: rawText,
  published: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value === 'on'),
  ),
  faq: v.array(faqItem),
})

export type PageValues = v.InferOutput<typeof pageSchema>

/** The form's entries with the FAQ's repeated fields gathered into items; an item empty on both sides is dropped. */
export function pageInput(data: FormData, values: Record<string, string>) {
  const questions = data.getAll('faq_question').map(String)
  const answers = data.getAll('faq_answer').map(String)
  const faq = questions
    .map((question, index) => ({ question, answer: answers[index] ?? '' }))
    .filter((item) => item.question.trim() !== '' || item.answer.trim() !== '')
  return { ...values, faq }
}
