import * as v from 'valibot'

/**
 * « Refuser » a withdrawal (docs/adr/0081): the reason the customer receives by e-mail, required,
 * with the server's limit and words (pb_hooks/lib/withdrawal-decisions.js). The server checks again.
 */
export const refuseSchema = v.object({
  reason: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty('Indiquez le motif du refus : le client le reçoit par e-mail.'),
    v.maxLength(1000, 'Le motif est trop long (1 000 caractères au maximum).'),
  ),
})
