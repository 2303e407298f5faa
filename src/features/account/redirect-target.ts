import type { Location } from 'react-router-dom'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { isAdmin, isPro } from '@/lib/roles'

/**
 * The page a guard sent the user away from (`state.from`), when it is a path inside the app other
 * than /login and /signup; else null.
 */
export function guardedFrom(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from
  const pathname = from?.pathname
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null
  if (pathname === '/login' || pathname === '/signup') return null
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`
}

/** Where to go once signed in through the form: back to the guarded page, else /account. */
export function redirectTarget(state: unknown): string {
  return guardedFrom(state) ?? '/account'
}

/**
 * Where a user lands once signed in through the login form (docs/adr/0054): back to the guarded page
 * when a guard sent them, else their own space: the pro area for a pro, the dashboard for an admin,
 * the account for everyone else.
 */
export function landingAfterLogin(state: unknown, user: Pick<UsersRecord, 'role'> | null | undefined): string {
  return guardedFrom(state) ?? homeOf(user)
}

/** A signed-in user's own space: /espace-pro (pro), /dashboard (admin), else /account. */
export function homeOf(user: Pick<UsersRecord, 'role'> | null | undefined): string {
  if (isPro(user)) return '/espace-pro'
  if (isAdmin(user)) return '/dashboard'
  return '/account'
}
