import * as v from 'valibot'
import { FORM_MESSAGES } from '@/lib/form-schema'
import { adminNotesTextMax } from '@/lib/pocketbase-types'

/** The longest note (pb_migrations/1764500400_admin_notes.js). */
export const NOTE_MAX = adminNotesTextMax.text

export const NOTE_REQUIRED = 'Veuillez écrire la note.'

/** The rules of a new internal note (docs/adr/0097): some text, up to its maximum. */
export const noteSchema = v.object({
  text: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(NOTE_REQUIRED), v.maxLength(NOTE_MAX, FORM_MESSAGES.tooLong(NOTE_MAX))),
})
