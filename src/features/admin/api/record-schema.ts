import * as v from 'valibot'
import { REQUIRED_TEXT } from '../components/form-texts'

/** The catalogue forms' shared rules (docs/architecture.md#a-write): a text that must be filled in, trimmed. */
export const requiredText = v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(REQUIRED_TEXT))

/** A text that may stay empty, trimmed. */
export const optionalText = v.pipe(v.optional(v.string(), ''), v.trim())

/** A text kept as typed (HTML content, whose spaces may matter). */
export const rawText = v.optional(v.string(), '')
