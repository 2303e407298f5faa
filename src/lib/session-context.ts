import { createContext, use } from 'react'
import type { UsersRecord } from './pocketbase-types'

/**
 * `loading` until the stored session has been checked with the server; `unreachable` when that check
 * could not reach it (the stored session is kept, unconfirmed: `user` stays null until `retry` works).
 */
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated' | 'unreachable'

export interface Session {
  status: SessionStatus
  /** The signed-in user, as last confirmed by the server; null when anonymous or still loading. */
  user: UsersRecord | null
  /** True once the user logged out in this tab (until the next login): guards then send them home. */
  loggedOut: boolean
  /** Clears the stored session. */
  logout: () => void
  /** Checks the stored session with the server again (after `unreachable`). */
  retry: () => void
}

export const SessionContext = createContext<Session | null>(null)

/** The current session (provided by `app/providers/session-provider.tsx`). */
export function useSession(): Session {
  const session = use(SessionContext)
  // In development only: the message is not worth its bytes in every page's first download.
  if (import.meta.env.DEV && !session) throw new Error('useSession must be used inside <SessionProvider>')
  return session as Session
}
