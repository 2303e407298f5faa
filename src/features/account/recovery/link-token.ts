import { ClientResponseError } from 'pocketbase'
import type * as v from 'valibot'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'

/** The kinds of token PocketBase puts in its auth e-mails' links. */
export type LinkTokenType = 'passwordReset' | 'verification' | 'emailChange'

export interface LinkToken {
  token: string
  /** The account's id. */
  id: string
  /** The account's address when the link was sent. */
  email: string
  /** For an e-mail change: the address being confirmed. */
  newEmail: string
  /** Past its date: the page says so before anything is typed (the address is still known). */
  expired: boolean
}

/**
 * A JWT's payload. PocketBase encodes it in base64url (`-` and `_`), which the SDK's own
 * `getTokenPayload` hands to `atob` as is and then fails to read: decoded here.
 */
function tokenPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? ''
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * What a link's token says, read without its signature (only the server can check that): null when
 * it is not a token of this kind.
 */
export function readLinkToken(token: string | undefined, type: LinkTokenType): LinkToken | null {
  if (!token) return null
  const payload = tokenPayload(token)
  if (payload.type !== type) return null
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    token,
    id: text(payload.id),
    email: text(payload.email),
    newEmail: text(payload.newEmail),
    expired: typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now(),
  }
}

/**
 * Why PocketBase refused a link's token, if it did: `invalid` (expired, already used, signed for an
 * older password or address), `email-taken` (the new address now belongs to another account).
 */
export function tokenRefusal(error: unknown): 'invalid' | 'email-taken' | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null
  const data = (error.response?.data ?? {}) as Record<string, { code?: unknown } | undefined>
  const code = data.token?.code
  if (code === 'validation_invalid_token_email') return 'email-taken'
  if (typeof code === 'string' && code.startsWith('validation_invalid_token')) return 'invalid'
  if (code === 'validation_token_collection_mismatch') return 'invalid'
  // PocketBase's own answer when the token passed the form but not the lookup.
  if (/invalid or expired/i.test(String(error.response?.message ?? ''))) return 'invalid'
  return null
}

/**
 * A password or address change ends every session of that account (PocketBase renews its token
 * key): if this browser holds one, it is dropped; another account's session stays.
 */
export function endSessionOf(accountId: string) {
  if (accountId && pb.authStore.record?.id === accountId) pb.authStore.clear()
}

/**
 * What the action of a link's form answers: `invalid` (the token is expired, used or damaged),
 * `taken` (an e-mail change whose new address is another account's now), or the form's refusal.
 */
export type LinkFormResult =
  { status: 'done' } | { status: 'invalid' } | { status: 'taken' } | { status: 'error'; message: string; fields: FieldErrors }

/**
 * The action of a page an e-mail's link opens with a form (a new password, the confirmation of a new
 * address; the page: `LinkForm`, ./link-pages.tsx): the schema, then `send` with the link's token;
 * once done, this browser's session of that account ends (the server ended them all).
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
