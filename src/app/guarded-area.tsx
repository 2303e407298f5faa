import { Outlet, useRevalidator, useRouteError } from 'react-router-dom'
import { SessionUnreachable } from '@/components/session-unreachable'
import { useRevalidateOnChange } from '@/lib/route-data'
import { useSession } from '@/lib/session-context'
import { RouteError } from './routes/route-error'
import { SessionUnreachableError } from './session-unreachable-error'

/**
 * The guarded area: its screens, checked again when the session changes while it is open (a logout
 * or a login in another tab, a role the server changed).
 */
export function GuardedArea() {
  const { status, user } = useSession()
  useRevalidateOnChange(`${status}:${user?.id ?? ''}:${user?.role ?? ''}`)
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
