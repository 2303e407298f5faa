import { storedUser } from './pocketbase'
import { readStorage, writeStorage } from './storage'
import { announceFavorites, FAVORITES_KEY } from './favorites-storage'

/**
 * The favourite pieces as the browser keeps them (docs/adr/0103): product ids, newest first, in
 * localStorage. A visitor's live only here; a signed-in person's mirror the account (the
 * `favorites` collection), written there too by lib/favorites-account.ts, loaded on the first click.
 */

/** The browser keeps at most this many (the account page reads the account's, page by page). */
export const MAX_FAVORITES = 50

const RECORD_ID = /^[a-z0-9]{15}$/

export function parseFavorites(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]')
    if (!Array.isArray(value)) return []
    const ids = value.filter((id): id is string => typeof id === 'string' && RECORD_ID.test(id))
    return [...new Set(ids)].slice(0, MAX_FAVORITES)
  } catch {
    return []
  }
}

export function storedFavorites(): string[] {
  return parseFavorites(readStorage(FAVORITES_KEY))
}

export function saveFavorites(ids: readonly string[]): void {
  writeStorage(FAVORITES_KEY, ids.length ? JSON.stringify(ids.slice(0, MAX_FAVORITES)) : null)
  announceFavorites()
}

/**
 * Adds or removes a favourite. For a signed-in person the account is written too; if that fails the
 * browser goes back to what it was and the promise rejects (the heart says so).
 */
export async function toggleFavorite(productId: string): Promise<boolean> {
  const before = storedFavorites()
  const adding = !before.includes(productId)
  saveFavorites(adding ? [productId, ...before] : before.filter((id) => id !== productId))
  const user = storedUser()
  if (!user) return adding
  try {
    const { saveFavorite } = await import('./favorites-account')
    await saveFavorite(user.id, productId, adding)
  } catch (error) {
    saveFavorites(before)
    throw error
  }
  return adding
}
