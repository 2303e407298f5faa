import { useEffect, useRef } from 'react'
import { Outlet, useRevalidator, useRouteError } from 'react-router-dom'
import { SessionUnreachable } from '@/components/session-unreachable'
import { useSession } from '@/lib/session-context'
import { RouteError } from './routes/route-error'
import { SessionUnreachableError } from './session-unreachable-error'

/**
 * The guarded area: its screens, checked again when the session changes while it is open (a logout
 * or a login in another tab, a role the server changed).
 */
export function GuardedArea() {
  const { status, user } = useSession()
  const revalidator = useRevalidator()
  const session = `${status}:${user?.id ?? ''}:${user?.role ?? ''}`
  const checked = useRef(session)
  useEffect(() => {
    if (checked.current === session) return
    checked.current = session
    void revalidator.revalidate()
  }, [session, revalidator])
  return <Outlet />
}

/** What a guard shows instead of redirecting: the server could not confirm the session. */
export function GuardError() {
  const error = useRouteError()
  const { retry } = useSession()
  const revalidator = useRevalidator()
  if (!(error instanceof SessionUnreachableError)) return <RouteError />
  return (
    <SessionUnreachable
      onRetry={() => {
        retry()
        void revalidator.revalidate()
      }}
    />
  )
}
