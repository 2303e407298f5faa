import type { Location } from 'react-router-dom'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { paths } from '@/lib/paths'
import { isAdmin, isPro } from '@/lib/roles'

/**
 * The page a guard sent the user away from: the login address's `redirectTo` (app/guards.tsx), or a
 * link's `state.from`, when it is a path inside the app other than /login and /signup; else null.
 */
export function guardedFrom(location: { search?: string; state?: unknown }): string | null {
  const asked = new URLSearchParams(location.search ?? '').get('redirectTo')
  if (asked !== null) return insideTheApp(asked)
  // Pages not yet on `redirectTo` still hand the page over in the link's state.
  const from = (location.state as { from?: Partial<Location> } | null)?.from
  const pathname = from?.pathname
  if (typeof pathname !== 'string') return null
  return insideTheApp(`${pathname}${from?.search ?? ''}${from?.hash ?? ''}`)
}

/** A path of this shop (never another site: '//evil.example' or 'https://…'), other than the login pages. */
export function insideTheApp(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null
  const pathname = target.split(/[?#]/)[0]
  if (pathname === paths.login || pathname === paths.signup) return null
  return target
}

/**
 * Where a user lands once signed in through the login form (docs/adr/0054): back to the guarded page
 * (`from`, the form's `redirectTo` field) when a guard sent them, else their own space: the pro area
 * for a pro, the dashboard for an admin, the account for everyone else. After the signup: the guarded
 * page, else the account.
 */
export function landingAfterLogin(from: string | null | undefined, user: Pick<UsersRecord, 'role'> | null | undefined): string {
  return insideTheApp(from) ?? homeOf(user)
}

/** A signed-in user's own space: /espace-pro (pro), /dashboard (admin), else /account. */
export function homeOf(user: Pick<UsersRecord, 'role'> | null | undefined): string {
  if (isPro(user)) return paths.pro
  if (isAdmin(user)) return paths.admin
  return paths.account
}
