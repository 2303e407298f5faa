import * as v from 'valibot'

export const MESSAGE_MESSAGES = {
  bodyRequired: 'Écrivez votre message.',
  bodyTooLong: 'Votre message compte 5 000 caractères au plus.',
}

/** A message of a request's thread (the server's limit: 5 000 characters; pb_hooks/lib/quotes.js). */
export const requestMessageSchema = v.object({
  body: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGE_MESSAGES.bodyRequired), v.maxLength(5000, MESSAGE_MESSAGES.bodyTooLong)),
})
