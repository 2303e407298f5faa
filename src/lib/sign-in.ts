import { pb } from './pocketbase'
import type { UsersRecord } from './pocketbase-types'

export interface SignupData {
  email: string
  password: string
  passwordConfirm: string
  name?: string
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
export async function signUp({ email, password, passwordConfirm, name }: SignupData): Promise<UsersRecord> {
  await pb.collection('users').create({ email, password, passwordConfirm, ...(name ? { name } : {}) })
  return signIn(email, password)
}
