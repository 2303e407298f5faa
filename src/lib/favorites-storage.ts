import { writeStorage } from './storage'

/**
 * Where the browser keeps the favourite pieces (docs/adr/0103): the key, and forgetting them at
 * logout. Apart from lib/favorites.ts so that the logout (in the entry) carries only these lines.
 */
export const FAVORITES_KEY = 'eclat-favoris'

/** Tells this tab's hearts that the list changed (other tabs hear the real `storage` event). */
export function announceFavorites(): void {
  window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }))
}

/** Logout: nothing personal stays in the browser, the account keeps the favourites. */
export function forgetFavorites(): void {
  writeStorage(FAVORITES_KEY, null)
  announceFavorites()
}
