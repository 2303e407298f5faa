import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { pb } from '@/lib/pocketbase'
import { resetDb } from './mocks/db'
import { server } from './mocks/server'
import { installMatchMedia } from './match-media'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

beforeEach(() => {
  installMatchMedia()
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  resetDb()
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  pb.authStore.clear()
  window.localStorage.clear()
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.title = ''
})
