import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProvider } from '@/app/provider'
import { patchRoutesOnNavigation, routerFuture, routes } from '@/app/router'
import { CART_STORAGE_KEY, type CartItem } from '@/lib/cart'
import { pb } from '@/lib/pocketbase'
import { watchSubmissions } from '@/lib/submissions'
import type { UsersRecord } from '@/lib/pocketbase-types'
import { THEME_STORAGE_KEY, type Theme } from '@/lib/theme'
import { authToken, DEMO_PASSWORD } from './data-generators'
import { addUser } from './mocks/db'

export interface RenderAppOptions {
  /** Signed in as this user (stored session + known to the mocked server); none = anonymous. */
  user?: UsersRecord | null
  /** What localStorage `cartItems` holds: items, or a raw string (e.g. corrupt). */
  cart?: CartItem[] | string
  /** What localStorage `theme` holds. */
  theme?: Theme | string
}

/**
 * Renders the whole app (providers + the real route table) at `route`, like a first visit to that
 * URL. Returns Testing Library's queries, the router (for `router.state.location`) and a
 * user-event instance.
 */
export function renderApp(route = '/', { user = null, cart, theme }: RenderAppOptions = {}) {
  if (user) {
    addUser(user, DEMO_PASSWORD)
    pb.authStore.save(authToken(user.id), user as unknown as Parameters<typeof pb.authStore.save>[1])
  }
  if (cart !== undefined) {
    window.localStorage.setItem(CART_STORAGE_KEY, typeof cart === 'string' ? cart : JSON.stringify(cart))
  }
  if (theme !== undefined) window.localStorage.setItem(THEME_STORAGE_KEY, theme)

  // The browser's address too, as on a first visit (what is read outside the router, e.g. the cart's refresh at start).
  window.history.replaceState(null, '', route)
  const router = createMemoryRouter(routes, { initialEntries: [route], patchRoutesOnNavigation, future: routerFuture })
  watchSubmissions(router)
  const events = userEvent.setup()
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...result, router, events }
}

/** The page's <h1>, once the (lazy) screen has rendered. */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name })
}

/** The storefront header (banner landmark). */
export function getHeader() {
  return screen.getByRole('banner')
}

export * from '@testing-library/react'
export { userEvent }
