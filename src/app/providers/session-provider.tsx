import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { errorStatus, isAbortError, pb, storedUser } from '@/lib/pocketbase'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { useHydrated } from '@/lib/hydration'
import { SessionContext, type Session, type SessionStatus } from '@/lib/session-context'
import { publishLogin, publishSession } from './session-channel'

interface SessionState {
  status: SessionStatus
  user: UsersRecord | null
  /** Set by logout() in this tab, cleared by the next login. */
  loggedOut?: boolean
}

const VISITOR: SessionState = { status: 'anonymous', user: null }

/** Statuses for which the stored token is worthless: it is dropped. */
const REJECTED = new Set([401, 403, 404])

/**
 * The session: the SDK's auth store (localStorage `pocketbase_auth`), confirmed with the server once
 * at start (`auth-refresh`) so that a role changed or a user deleted since the last visit cannot
 * linger. Until that answer the status is `loading`. If the server rejects the token, it is cleared;
 * if the server cannot be reached (or fails), the token is kept and the status is `unreachable`: the
 * guards then offer to try again rather than treat an admin as a visitor (issue 14, docs/adr/0057).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    storedUser() ? { status: 'loading', user: null } : { status: 'anonymous', user: null },
  )
  // Bumped by retry(): the check runs again.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    // Later changes of the store (login, logout, a session opened or closed in another tab).
    const unsubscribe = pb.authStore.onChange(() => {
      if (!active) return
      const user = storedUser()
      // A login outside React (the login and signup routes' actions) redirects at once into a guarded
      // area: its guard must see the new session before this state is committed. Not while the stored
      // session is being checked: the guards wait for that answer as committed.
      if (user) publishLogin({ status: 'authenticated', user, loggedOut: false })
      setState((previous) =>
        user ? { status: 'authenticated', user } : { status: 'anonymous', user: null, loggedOut: previous.loggedOut },
      )
    })

    if (storedUser()) {
      pb.collection('users')
        .authRefresh()
        .then((auth) => {
          if (active) setState({ status: 'authenticated', user: auth.record })
        })
        .catch((error: unknown) => {
          if (isAbortError(error) || !active) return
          const status = errorStatus(error) ?? 0
          if (REJECTED.has(status)) pb.authStore.clear()
          setState({ status: status === 0 || status >= 500 ? 'unreachable' : 'anonymous', user: null })
        })
    }

    return () => {
      active = false
      unsubscribe()
    }
  }, [attempt])

  const retry = useCallback(() => {
    // At once, not at the next commit: a guard asked to check again must wait for the new answer.
    publishSession(null)
    setState({ status: 'loading', user: null })
    setAttempt((n) => n + 1)
  }, [])

  const logout = useCallback(() => {
    // loggedOut first: the store's onChange below must not forget that this was a logout.
    setState({ status: 'anonymous', user: null, loggedOut: true })
    pb.authStore.clear()
  }, [])

  // The route guards read the settled session outside React (session-channel.ts); before the commit
  // that shows it, so a guard never decides on an older one.
  useLayoutEffect(() => {
    publishSession(state.status === 'loading' ? null : { status: state.status, user: state.user, loggedOut: state.loggedOut === true })
  }, [state])
  useLayoutEffect(() => () => publishSession(null), [])

  // A page the server rendered is rendered for a visitor: so is its hydration (docs/adr/0076). The
  // stored session shows from the next render (a pro's prices are then read again: lib/route-data.ts).
  const hydrated = useHydrated()
  const { status, user, loggedOut = false } = hydrated ? state : VISITOR
  // Kept while its content is the same: a visitor's hydration changes nothing, and a part of the page
  // React has not hydrated yet keeps its served HTML (docs/adr/0113).
  const value = useMemo<Session>(
    // Signing in is the login and signup actions' (lib/sign-in.ts): they save the session in the SDK's
    // store, which the effect above follows.
    () => ({ status, user, loggedOut, logout, retry }),
    [status, user, loggedOut, logout, retry],
  )

  return <SessionContext value={value}>{children}</SessionContext>
}
