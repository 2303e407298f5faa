import * as v from 'valibot'

/**
 * A form's rules, declared once as a valibot schema (docs/architecture.md#a-write), give both the field messages and
 * the values that are submitted. Field names are the server's, so that a refusal from PocketBase
 * (lib/form-errors) lands on the same fields. Import only from lazy route modules: valibot stays
 * out of the storefront's entry.
 */
export type FieldErrors = Record<string, string>

export type FormCheck<T> = { ok: true; values: T } | { ok: false; fields: FieldErrors }

/** The text entries of a form (files and missing names are left out). */
export function formValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of data.entries()) if (typeof value === 'string') values[name] = value
  return values
}

/** Checks `input` against `schema`: the parsed values, or the first message of each failing field. */
export function checkForm<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): FormCheck<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, values: result.output }
  const fields: FieldErrors = {}
  for (const [name, messages] of Object.entries(v.flatten(result.issues).nested ?? {})) {
    if (messages?.[0]) fields[name] = messages[0]
  }
  return { ok: false, fields }
}

/*
 * The rules every form shares (docs/product/rules.md#validation): one e-mail rule with one message for
 * a malformed address, one required text, one typed password. A form passes its own sentence where
 * the product asks for one ('Indiquez l’adresse e-mail utilisée pour la commande.').
 */
export const FORM_MESSAGES = {
  emailRequired: 'Veuillez indiquer votre adresse email.',
  emailInvalid: 'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).',
  tooLong: (max: number) => `Ce texte est trop long (${max} caractères au maximum).`,
}

/** The longest address a mailbox can have (RFC 5321); PocketBase's own limit is above it. */
export const EMAIL_MAX_LENGTH = 254

/** A required e-mail address, trimmed. */
export function emailRule(required: string = FORM_MESSAGES.emailRequired) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(EMAIL_MAX_LENGTH, FORM_MESSAGES.emailInvalid),
    v.email(FORM_MESSAGES.emailInvalid),
  )
}

/** An e-mail address that may be left empty (''), else checked as `emailRule` does. */
export function optionalEmailRule() {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check(
      (value) => value === '' || (value.length <= EMAIL_MAX_LENGTH && v.is(v.pipe(v.string(), v.email()), value)),
      FORM_MESSAGES.emailInvalid,
    ),
  )
}

/** A required text, trimmed, at most `max` characters (`tooLong`: the form's own sentence, if any). */
export function requiredText(required: string, max: number, tooLong: string = FORM_MESSAGES.tooLong(max)) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong))
}

/** A password typed to prove who one is: required, taken as typed (never trimmed, its length the server's business). */
export function typedPassword(required: string) {
  return v.pipe(v.string(required), v.nonEmpty(required))
}
