import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { LoadingScreen } from '@/components/loading-screen'
import { SessionUnreachable } from '@/components/session-unreachable'
import { canEnterProArea, isAdmin } from '@/lib/roles'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { useSession } from '@/lib/session-context'

/**
 * Route guards (docs/product/states.md#route-guards). While the session is being confirmed with the server they show
 * 'Chargement...'; then they render the area or redirect, or say with a retry that the server could
 * not be reached to confirm it (the stored session is kept, issue 14). They only decide what the
 * browser shows: PocketBase's API rules are what actually protect the data.
 */
function Guard({ admits, redirectTo }: { admits: (user: UsersRecord | null) => boolean; redirectTo: string }) {
  const { status, user, loggedOut, retry } = useSession()
  const location = useLocation()
  if (status === 'loading') return <LoadingScreen />
  if (status === 'unreachable') return <SessionUnreachable onRetry={retry} />
  // Logging out on a guarded page leads home (docs/product/states.md#session), not to the guard's login page.
  if (!admits(user)) return <Navigate to={loggedOut ? '/' : redirectTo} replace state={{ from: location }} />
  return <Outlet />
}

/** /dashboard: role admin only, everyone else goes to `/`. */
export function RequireAdmin() {
  return <Guard admits={isAdmin} redirectTo="/" />
}

/** /espace-pro: professionnel and admin; everyone else goes to `/login`. */
export function RequirePro() {
  return <Guard admits={canEnterProArea} redirectTo="/login" />
}

/** /account: any signed-in user; visitors go to `/login`. */
export function RequireAuth() {
  return <Guard admits={(user) => user !== null} redirectTo="/login" />
}
