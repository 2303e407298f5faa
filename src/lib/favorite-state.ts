import { useSyncExternalStore } from 'react'
import { readStorage } from './storage'
import { FAVORITES_KEY } from './favorites-storage'

// Whether a piece is a favourite, for the hearts (docs/adr/0103): apart from the list's writing
// (favorites.ts, loaded on the first click) so that a page of cards carries only this (docs/adr/0111).

// One `storage` listener for all the hearts of a page (a grid may hold hundreds), and the raw list read
// once per change rather than once per heart and render.
const listeners = new Set<() => void>()
let raw: string | undefined

function onStorage(event: StorageEvent): void {
  if (event.key !== FAVORITES_KEY && event.key !== null) return
  raw = undefined
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('storage', onStorage)
    // Nobody hears changes any more: the next reader reads the storage again.
    raw = undefined
  }
}

function currentRaw(): string {
  raw ??= readStorage(FAVORITES_KEY) ?? ''
  return raw
}

/**
 * Whether `productId` is a favourite; false on the server and while hydrating (a rendered page is a
 * visitor's, docs/adr/0076).
 */
export function useIsFavorite(productId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => currentRaw().includes(`"${productId}"`),
    () => false,
  )
}
