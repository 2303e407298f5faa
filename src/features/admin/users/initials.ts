import type { UsersRecord } from '@/lib/pocketbase-types'

/** Up to two initials from the name, else from the email ('Camille Martin' → 'CM'). */
export function initials(user: Pick<UsersRecord, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email?.split('@')[0] || '?'
  const words = source.split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [source[0], source[1]]
  return letters.filter(Boolean).join('').toUpperCase()
}
