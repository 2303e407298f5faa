import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { errorStatus, pb, storedUser } from '@/lib/pocketbase'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { deleteAccountSchema, emailChangeSchema, nameSchema, passwordChangeSchema } from '../account-schemas'
import { SETTINGS_TEXTS as T } from './settings-texts'

/**
 * The writes of /account's settings sections: the route's action (account-route.ts), each section
 * sending its `intent` through its own fetcher (use-section-form.ts), so the answer stays with it.
 */
export type SectionResult =
  | { status: 'done'; message: string }
  /** The account is gone: the section logs out and goes home. */
  | { status: 'deleted' }
  | { status: 'error'; message: string; fields: FieldErrors }

export const SECTION_INTENTS = ['name', 'email', 'password', 'resend-verification', 'delete'] as const
export type Intent = (typeof SECTION_INTENTS)[number]

type Handler = (user: UsersRecord, values: Record<string, string>) => Promise<SectionResult>

const refused = (fields: FieldErrors): SectionResult => ({ status: 'error', message: '', fields })

function failed(error: unknown, fallback: string, options: { trustServerMessage?: boolean } = {}): SectionResult {
  if (errorStatus(error) === 429) return { status: 'error', message: T.tooManyRequests, fields: {} }
  return { status: 'error', ...formFailure(error, { fallback, ...options }) }
}

const HANDLERS: Record<Intent, Handler> = {
  async name(user, values) {
    const check = checkForm(nameSchema, values)
    if (!check.ok) return refused(check.fields)
    try {
      // The SDK puts the saved record in its auth store: the session (and the header) follow.
      await pb.collection('users').update(user.id, { name: check.values.name })
      return { status: 'done', message: T.nameSaved }
    } catch (error) {
      return failed(error, T.nameFailed)
    }
  },

  async email(user, values) {
    const check = checkForm(emailChangeSchema(user.email ?? ''), values)
    if (!check.ok) return refused(check.fields)
    try {
      await pb.collection('users').requestEmailChange(check.values.newEmail)
      return { status: 'done', message: T.emailChangeSent(check.values.newEmail) }
    } catch (error) {
      return failed(error, T.emailChangeFailed)
    }
  },

  async password(user, values) {
    const check = checkForm(passwordChangeSchema, values)
    if (!check.ok) return refused(check.fields)
    const { oldPassword, password, passwordConfirm } = check.values
    try {
      await pb.collection('users').update(user.id, { oldPassword, password, passwordConfirm })
    } catch (error) {
      return failed(error, T.passwordFailed)
    }
    // PocketBase ended every session of the account with the change, this one too: a new one is
    // opened with the new password. If even that fails, the session ends and the guard asks to log in.
    try {
      await pb.collection('users').authWithPassword(user.email ?? '', password)
      return { status: 'done', message: T.passwordChanged }
    } catch {
      pb.authStore.clear()
      return { status: 'done', message: T.passwordChangedLogInAgain }
    }
  },

  async 'resend-verification'(user) {
    try {
      await pb.collection('users').requestVerification(user.email ?? '')
      return { status: 'done', message: T.verificationSent(user.email ?? '') }
    } catch (error) {
      return failed(error, T.verificationFailed)
    }
  },

  async delete(_user, values) {
    const check = checkForm(deleteAccountSchema, values)
    if (!check.ok) return refused(check.fields)
    try {
      await pb.send('/api/shop/account/delete', { method: 'POST', body: { password: check.values.password } })
      return { status: 'deleted' }
    } catch (error) {
      // The shop's own route answers in French (pb_hooks/account.pb.js).
      return failed(error, T.deleteFailed, { trustServerMessage: true })
    }
  },
}

export async function saveSection(data: FormData): Promise<SectionResult> {
  const values = formValues(data)
  const user = storedUser()
  if (!user) return { status: 'error', message: T.sessionEnded, fields: {} }
  const handler = HANDLERS[values.intent as Intent] as Handler | undefined
  if (!handler) return { status: 'error', message: T.unknownIntent, fields: {} }
  return handler(user, values)
}
