import { pb } from './pocketbase'
import type { UsersRecord } from './pocketbase-types'

export interface SignupData {
  email: string
  password: string
  passwordConfirm: string
  name?: string
  /** The unticked newsletter box (docs/adr/0114): the server records the consent, dated, from `signup`. */
  newsletter?: boolean
}

/**
 * Opening a session, the one place that calls PocketBase for it: the login and signup actions (they
 * run outside React) and the session's own `login`/`signup`. The SDK saves the session in its auth
 * store; the session provider follows the store (app/providers/session-provider.tsx).
 * Reject with the SDK's ClientResponseError.
 */
export async function signIn(email: string, password: string): Promise<UsersRecord> {
  const auth = await pb.collection('users').authWithPassword(email, password)
  return auth.record
}

/** Creates the account (never with a role: the server refuses one), then signs in. */
export async function signUp({ email, password, passwordConfirm, name, newsletter }: SignupData): Promise<UsersRecord> {
  await pb
    .collection('users')
    .create({ email, password, passwordConfirm, ...(name ? { name } : {}), ...(newsletter ? { newsletter: true } : {}) })
  return signIn(email, password)
}
