import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'
import { AppProvider } from './provider'

export function App({ router }: { router: Awaited<ReturnType<typeof createAppRouter>> }) {
  // The page answers from here on (a page the server rendered: once hydrated). The e2e tests wait
  // for it before acting on a page, as a person's first click would be lost before it; index.html's
  // last script waits for it before fetching the web fonts (docs/adr/0078).
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), [])
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
