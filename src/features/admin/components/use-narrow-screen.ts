import { useSyncExternalStore } from 'react'

/** Below Tailwind's `md` (48rem), the width where a list is drawn as cards (docs/adr/0093). */
const NARROW_SCREEN = '(width < 48rem)'

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(NARROW_SCREEN)
  query.addEventListener?.('change', onChange)
  return () => query.removeEventListener?.('change', onChange)
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches

/**
 * Whether the screen is narrower than `md` now (redrawn when it turns). The markup differs (a list of
 * cards, a table), which CSS alone cannot switch without drawing every row twice.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeToWidth, isNarrow, () => false)
}
