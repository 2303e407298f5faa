/**
 * What a page hands to /login when it sends someone there to log in again (after a password reset,
 * an e-mail change): a sentence to show above the form and the address to prefill. Also what /login
 * hands to 'Mot de passe oublié ?' (the address typed so far).
 */
export interface LoginState {
  notice?: string
  email?: string
}

export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {}
  const { notice, email } = state as Record<string, unknown>
  return {
    ...(typeof notice === 'string' && notice ? { notice } : {}),
    ...(typeof email === 'string' && email ? { email } : {}),
  }
}
