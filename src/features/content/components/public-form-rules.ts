import * as v from 'valibot'
import { emailRule, FORM_MESSAGES } from '@/lib/form-schema'

/**
 * The rules both public forms (contact, custom request) share, with their French messages
 * (docs/product/texts.md#public-forms). Imported by the forms' schemas only: valibot stays in their
 * lazy chunks.
 */
export const PUBLIC_FORM_MESSAGES = {
  nameRequired: 'Veuillez indiquer votre nom.',
  emailRequired: FORM_MESSAGES.emailRequired,
  emailInvalid: FORM_MESSAGES.emailInvalid,
}

/** A text the visitor must fill in, trimmed. */
export const requiredText = (message: string) => v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(message))

/** The visitor's name, trimmed. */
export const visitorName = requiredText(PUBLIC_FORM_MESSAGES.nameRequired)

/** The visitor's e-mail address: the shop's one e-mail rule (missing and malformed say different things). */
export const visitorEmail = emailRule()
