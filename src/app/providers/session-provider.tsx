import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { errorStatus, isAbortError, pb, storedUser } from '@/lib/pocketbase'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { SessionContext, type Session, type SessionStatus, type SignupData } from '@/lib/session-context'

interface SessionState {
  status: SessionStatus
  user: UsersRecord | null
  /** Set by logout() in this tab, cleared by the next login. */
  loggedOut?: boolean
}

/** Statuses for which the stored token is worthless: it is dropped. */
const REJECTED = new Set([401, 403, 404])

/**
 * The session: the SDK's auth store (localStorage `pocketbase_auth`), confirmed with the server once
 * at start (`auth-refresh`) so that a role changed or a user deleted since the last visit cannot
 * linger. Until that answer the status is `loading`. If the server rejects the token, it is cleared;
 * if the server cannot be reached, the visitor is treated as anonymous for this visit (the token is
 * kept, the next visit tries again).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    storedUser() ? { status: 'loading', user: null } : { status: 'anonymous', user: null },
  )

  useEffect(() => {
    let active = true
    // Later changes of the store (login, logout, a session opened or closed in another tab).
    const unsubscribe = pb.authStore.onChange(() => {
      if (!active) return
      const user = storedUser()
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
          if (REJECTED.has(errorStatus(error) ?? 0)) pb.authStore.clear()
          setState({ status: 'anonymous', user: null })
        })
    }

    return () => {
      active = false
      unsubscribe()
    }
  }, [])

  const login = useCallback(async (email: string, password: string) => {
    const auth = await pb.collection('users').authWithPassword(email, password)
    setState({ status: 'authenticated', user: auth.record })
    return auth.record
  }, [])

  const signup = useCallback(
    async ({ email, password, passwordConfirm, name }: SignupData) => {
      await pb.collection('users').create({ email, password, passwordConfirm, ...(name ? { name } : {}) })
      return login(email, password)
    },
    [login],
  )

  const logout = useCallback(() => {
    // loggedOut first: the store's onChange below must not forget that this was a logout.
    setState({ status: 'anonymous', user: null, loggedOut: true })
    pb.authStore.clear()
  }, [])

  const value = useMemo<Session>(
    () => ({ status: state.status, user: state.user, loggedOut: state.loggedOut === true, login, signup, logout }),
    [state, login, signup, logout],
  )

  return <SessionContext value={value}>{children}</SessionContext>
}
