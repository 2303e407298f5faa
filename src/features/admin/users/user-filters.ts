import type { UsersRecord } from '@/lib/pocketbase-types'
import { foldText, matchesSearch } from '@/lib/search'

/** A role's French name in the back-office; no role is a customer. */
export const ROLE_LABELS: Record<string, string> = { '': 'Client', admin: 'Administrateur', professionnel: 'Professionnel' }

export function roleLabel(role: string | undefined): string {
  return ROLE_LABELS[role ?? ''] ?? 'Client'
}

/** The filters of /dashboard/users, as they read in the address (`?filtre=…`, so that a link can open one). */
export const USER_FILTERS = [
  { value: '', label: 'Tous' },
  { value: 'clients', label: 'Clients' },
  { value: 'professionnels', label: 'Professionnels' },
  { value: 'administrateurs', label: 'Administrateurs' },
  { value: 'demandes-pro', label: 'Demandes pro en attente' },
] as const

export type UserFilter = (typeof USER_FILTERS)[number]['value']

export function readUserFilter(value: string | null): UserFilter {
  return USER_FILTERS.find((filter) => filter.value === value)?.value ?? ''
}

/** The person's name or e-mail, for a heading or a label. */
export function displayName(user: Pick<UsersRecord, 'name' | 'email' | 'id'>): string {
  return user.name || user.email || user.id
}

/**
 * The users the table shows: the filter (by role, or with a pending pro application), then the shop's
 * one search (docs/adr/0055) on the name and the e-mail.
 */
export function filterUsers(users: UsersRecord[], { filter, search, pending }: { filter: UserFilter; search: string; pending: ReadonlySet<string> }): UsersRecord[] {
  const folded = foldText(search)
  return users.filter((user) => {
    if (filter === 'clients' && (user.role ?? '') !== '') return false
    if (filter === 'professionnels' && user.role !== 'professionnel') return false
    if (filter === 'administrateurs' && user.role !== 'admin') return false
    if (filter === 'demandes-pro' && !pending.has(user.id)) return false
    return matchesSearch(foldText(`${user.name ?? ''} ${user.email ?? ''}`), folded)
  })
}
