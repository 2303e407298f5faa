import { redirect, type MiddlewareFunction } from 'react-router-dom'
import { paths } from '@/lib/paths'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { canEnterProArea, isAdmin } from '@/lib/roles'
import { settledSession } from './providers/session-channel'
import { SessionUnreachableError } from './session-unreachable-error'

export { GuardedArea, GuardError } from './guarded-area'

/**
 * Route guards (docs/product/roles.md, docs/adr/0066): middleware on the parent route of an area, so
 * that no loader below it runs before the guard has let the visitor in. Loaded lazily with the area
 * (router.tsx), with the area's outlet and error screen (guarded-area.tsx). A guard waits for the stored
 * session to be confirmed with the server (the route's HydrateFallback, in router.tsx, says
 * 'Chargement...' meanwhile), then lets in, redirects, or, when the server could not be reached to confirm it, says
 * so with a retry (the stored session is kept, docs/adr/0057). They only decide what the browser
 * shows: PocketBase's API rules are what actually protect the data.
 */
function guard(admits: (user: UsersRecord | null) => boolean, redirectTo: string) {
  return async ({ request }: Parameters<MiddlewareFunction>[0]) => {
    const session = await settledSession()
    if (session.status === 'unreachable') throw new SessionUnreachableError('session unreachable')
    if (admits(session.user)) return
    // Logging out on a guarded page leads home, not to the guard's login page.
    if (session.loggedOut) throw redirect(paths.home)
    if (redirectTo !== paths.login) throw redirect(redirectTo)
    // Back to the page asked for once signed in (epic-stack's `redirectTo`).
    const { pathname, search, hash } = new URL(request.url)
    throw redirect(`${paths.login}?redirectTo=${encodeURIComponent(pathname + search + hash)}`)
  }
}

/** /dashboard: role admin only, everyone else goes to `/`. */
export const requireAdmin = guard(isAdmin, paths.home)

/** /espace-pro: professionnel and admin; everyone else goes to `/login`. */
export const requirePro = guard(canEnterProArea, paths.login)

/** /account (and the return from a bank's page): any signed-in user; visitors go to `/login`. */
export const requireAuth = guard((user) => user !== null, paths.login)
