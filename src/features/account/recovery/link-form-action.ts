// The action of a page an e-mail's link opens with a form (its page: <LinkForm>, ./link-form.tsx).
import type * as v from 'valibot'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { endSessionOf, readLinkToken, tokenRefusal, type LinkTokenType } from './link-token'

/**
 * What the action of a link's form answers: `invalid` (the token is expired, used or damaged),
 * `taken` (an e-mail change whose new address is another account's now), or the form's refusal.
 */
export type LinkFormResult =
  { status: 'done' } | { status: 'invalid' } | { status: 'taken' } | { status: 'error'; message: string; fields: FieldErrors }

/**
 * The action of a page an e-mail's link opens with a form (a new password, the confirmation of a new
 * address): the schema, then `send` with the link's token; once done, this browser's session of that
 * account ends (the server ended them all).
 */
export async function submitLinkForm<TSchema extends v.GenericSchema>(
  request: Request,
  link: { token: string | undefined; type: LinkTokenType },
  schema: TSchema,
  send: (token: string, values: v.InferOutput<TSchema>) => Promise<unknown>,
  fallback: string,
): Promise<LinkFormResult> {
  const check = checkForm(schema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  try {
    await send(link.token ?? '', check.values)
  } catch (error) {
    const refusal = tokenRefusal(error)
    if (refusal === 'email-taken') return { status: 'taken' }
    if (refusal) return { status: 'invalid' }
    return { status: 'error', ...formFailure(error, { fallback }) }
  }
  endSessionOf(readLinkToken(link.token, link.type)?.id ?? '')
  return { status: 'done' }
}
