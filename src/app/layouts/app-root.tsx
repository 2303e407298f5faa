import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'
import { ToastRegion } from '@/components/toast'
import { useRouteFocus } from './use-route-focus'

/**
 * Top of the tree: scroll restoration, focus after navigation, a thin progress line while a screen's
 * code loads, and the toasts (inside the router: a toast's action is a link).
 */
export function AppRoot() {
  const navigation = useNavigation()
  useRouteFocus()
  return (
    <>
      {navigation.state !== 'idle' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-highlight/20">
          <div className="h-full w-1/3 bg-highlight motion-safe:animate-progress" />
        </div>
      )}
      <Outlet />
      <ToastRegion />
      <ScrollRestoration />
    </>
  )
}

/** Shown while the first screen's code loads (before anything is rendered). */
export function AppHydrateFallback() {
  return <div aria-busy="true" className="min-h-dvh bg-canvas" />
}
