import type { UsersRecord } from '@/lib/pocketbase-types'

/** A role's French name in the back-office; no role is a customer. */
export const ROLE_LABELS: Record<string, string> = { '': 'Client', admin: 'Administrateur', professionnel: 'Professionnel' }

export function roleLabel(role: string | undefined): string {
  return ROLE_LABELS[role ?? ''] ?? 'Client'
}

/** The filter for people whose pro application waits for a decision (`?statut=demandes-pro`). */
export const PENDING_FILTER = 'demandes-pro'

/** The filters of /dashboard/users after « Tous », as they read in the address (`?statut=…`, so that a link can open one). */
export const USER_FILTERS = [
  { value: 'clients', label: 'Clients' },
  { value: 'professionnels', label: 'Professionnels' },
  { value: 'administrateurs', label: 'Administrateurs' },
  { value: PENDING_FILTER, label: 'Demandes pro en attente' },
] as const

/** The person's name or e-mail, for a heading or a label. */
export function displayName(user: Pick<UsersRecord, 'name' | 'email' | 'id'>): string {
  return user.name || user.email || user.id
}

/** Whether a person belongs to a filter of USER_FILTERS (`pending`: the ids with a pending pro application). */
export function userMatches(user: Pick<UsersRecord, 'id' | 'role'>, filter: string, pending: ReadonlySet<string>): boolean {
  if (filter === 'clients') return (user.role ?? '') === ''
  if (filter === 'professionnels') return user.role === 'professionnel'
  if (filter === 'administrateurs') return user.role === 'admin'
  if (filter === PENDING_FILTER) return pending.has(user.id)
  return true
}
