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
