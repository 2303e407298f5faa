import * as v from 'valibot'
import { FORM_MESSAGES } from '@/lib/form-schema'

/** The longest note (pb_migrations/1764300400_order_notes.js). */
export const ORDER_NOTE_MAX = 2000

/** The rules of an order's internal note (docs/architecture.md#a-write): any text, empty included, up to its maximum. */
export const orderNoteSchema = v.object({
  text: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(ORDER_NOTE_MAX, FORM_MESSAGES.tooLong(ORDER_NOTE_MAX))),
})
