import { useContext, useEffect, useId, useSyncExternalStore } from 'react'
import { UNSAFE_DataRouterContext, type Blocker, type BlockerFunction } from 'react-router-dom'

/**
 * react-router's `useBlocker`, through the data router itself (`getBlocker`/`deleteBlocker`, the
 * blocker in the router's state). The bundler keeps every react-router export the app uses in the
 * module the storefront's entry carries: importing `useBlocker` in the admin grew every shopper's
 * first visit (docs/adr/0111). This admin-only hook costs the entry nothing.
 */
export function useRouteBlocker(shouldBlock: BlockerFunction): Blocker | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router
  if (!router) throw new Error('useRouteBlocker needs a data router')
  const key = useId()
  useEffect(() => {
    router.getBlocker(key, shouldBlock)
  }, [router, key, shouldBlock])
  useEffect(() => () => router.deleteBlocker(key), [router, key])
  return useSyncExternalStore(
    router.subscribe,
    () => router.state.blockers.get(key),
    () => undefined,
  )
}
