import * as v from 'valibot'

/**
 * The rules both public forms (contact, custom request) share, with their French messages
 * (docs/product/texts.md#public-forms). Imported by the forms' schemas only: valibot stays in their
 * lazy chunks.
 */
export const PUBLIC_FORM_MESSAGES = {
  nameRequired: 'Veuillez indiquer votre nom.',
  emailRequired: 'Veuillez indiquer votre adresse email.',
  emailInvalid: 'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).',
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A text the visitor must fill in, trimmed. */
export const requiredText = (message: string) => v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(message))

/** The visitor's name, trimmed. */
export const visitorName = requiredText(PUBLIC_FORM_MESSAGES.nameRequired)

/** The visitor's e-mail address, trimmed: missing and malformed say different things. */
export const visitorEmail = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.nonEmpty(PUBLIC_FORM_MESSAGES.emailRequired),
  v.regex(EMAIL_PATTERN, PUBLIC_FORM_MESSAGES.emailInvalid),
)
