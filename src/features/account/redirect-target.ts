import type { Location } from 'react-router-dom'

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
