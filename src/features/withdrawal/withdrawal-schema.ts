import * as v from 'valibot'
import { emailRule } from '@/lib/form-schema'

/** The declaration's fields (docs/architecture.md#a-write), with the server's names: `name`, `email`, `order`. */
export const WITHDRAWAL_FIELD_TEXTS = {
  nameRequired: 'Indiquez votre nom.',
  nameTooLong: 'Ce nom est trop long (200 caractères au maximum).',
  emailRequired: 'Indiquez l’adresse e-mail utilisée pour la commande.',
  orderRequired: 'Indiquez le numéro de votre commande.',
  orderTooLong: 'Ce numéro de commande est trop long.',
}

const T = WITHDRAWAL_FIELD_TEXTS

export const withdrawalSchema = v.object({
  name: v.pipe(v.string(T.nameRequired), v.trim(), v.nonEmpty(T.nameRequired), v.maxLength(200, T.nameTooLong)),
  // The shop's one e-mail rule and its message for a malformed address; only the missing address has its own sentence.
  email: emailRule(T.emailRequired),
  order: v.pipe(v.string(T.orderRequired), v.trim(), v.nonEmpty(T.orderRequired), v.maxLength(100, T.orderTooLong)),
})

/** The form's sentences when the server cannot answer (its own French messages are shown as they are). */
export const WITHDRAWAL_TEXTS = {
  checkFailed: 'Votre commande n’a pas pu être vérifiée. Veuillez réessayer dans quelques instants.',
  confirmFailed: 'Votre rétractation n’a pas pu être enregistrée. Veuillez réessayer dans quelques instants.',
}
