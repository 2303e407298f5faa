import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { clearCartNotices } from '@/lib/cart-refresh'
import { pb } from '@/lib/pocketbase'
import { forgetShopIdentity } from '@/lib/shop-identity'
import { resetDb } from './mocks/db'
import { newsletterChoices } from './mocks/handlers'
import { server } from './mocks/server'
import { failOnConsole } from './console'
import { installMatchMedia } from './match-media'

// Lazy route chunks load through Vite's transform: on a busy two-core CI machine the first one can
// take over a second, Testing Library's default wait. A screen that never shows still fails.
configure({ asyncUtilTimeout: 5000 })

// First, so its check runs after every other afterEach (cleanup included): see ./console.ts.
failOnConsole()
// React warns of a state update outside act() only in an act environment; Testing Library declares
// it itself only where vitest's globals are on (they are not here). The warning then fails the test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

beforeEach(() => {
  installMatchMedia()
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  resetDb()
  newsletterChoices.clear()
  forgetShopIdentity()
  clearCartNotices()
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  pb.authStore.clear()
  window.localStorage.clear()
  window.sessionStorage.clear()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.title = ''
})
