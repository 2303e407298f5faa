import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates a page the server rendered (and on the server), true otherwise: what
 * only the browser knows (the stored session, the cart, the theme, the address's filters) is shown
 * from the render after hydration, so the first one matches the served HTML (docs/adr/0076).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
