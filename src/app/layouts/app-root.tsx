import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'

/** Top of the tree: scroll restoration and a thin progress line while a screen's code loads. */
export function AppRoot() {
  const navigation = useNavigation()
  return (
    <>
      {navigation.state !== 'idle' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-highlight/20">
          <div className="h-full w-1/3 bg-highlight motion-safe:animate-progress" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}

/** Shown while the first screen's code loads (before anything is rendered). */
export function AppHydrateFallback() {
  return <div aria-busy="true" className="min-h-dvh bg-canvas" />
}
