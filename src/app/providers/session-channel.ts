import type { UsersRecord } from '@/lib/pocketbase-types'
import type { SessionStatus } from '@/lib/session-context'

/**
 * The session as the route guards read it (docs/adr/0066). The guards run before any screen renders
 * (router middleware, app/guards.tsx), outside React: the session provider publishes its state here
 * and a guard waits until the stored session has been confirmed with the server.
 */
export interface SettledSession {
  status: Exclude<SessionStatus, 'loading'>
  user: UsersRecord | null
  loggedOut: boolean
}

let current: SettledSession | null = null
let waiting: Array<(session: SettledSession) => void> = []

/** Called by the session provider whenever its state changes; `null` while it is loading or gone. */
export function publishSession(session: SettledSession | null): void {
  current = session
  if (!session) return
  const waiters = waiting
  waiting = []
  for (const resolve of waiters) resolve(session)
}

/**
 * A login that happened outside React (a route's action), published before the provider commits it;
 * not while the stored session is still being checked (the guards wait for that answer as committed).
 */
export function publishLogin(session: SettledSession): void {
  if (current) publishSession(session)
}

/** The session once confirmed (at once after the first check; on a first visit, when the server has answered). */
export function settledSession(): Promise<SettledSession> {
  return current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve))
}
