import PocketBase, { ClientResponseError } from 'pocketbase'
import type { TypedPocketBase, UsersRecord } from './pocketbase-types'

/** PocketBase base URL (`VITE_POCKETBASE_URL`, else the local development server). */
export const POCKETBASE_URL: string = import.meta.env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090'

/** localStorage key of the SDK's default `LocalAuthStore`. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth'

/**
 * The one PocketBase client of the app. It keeps the session in the SDK's default `LocalAuthStore`
 * (localStorage key `pocketbase_auth`).
 *
 * Auto-cancellation is off: React (strict mode, remounts, two components reading the same list)
 * legitimately issues identical requests at once, and the SDK would otherwise abort all but the
 * last. Screens that want to cancel pass their own `signal` or `requestKey`, and ignore the
 * resulting abort with `isAbortError`.
 */
export const pb = new PocketBase(POCKETBASE_URL) as TypedPocketBase
pb.autoCancellation(false)

/**
 * The SDK labels every request `Content-Type: application/json`, even a GET without a body. On a
 * cross-origin API that header makes the browser send a CORS preflight first: one more round trip
 * before each read (on a phone network, ~150 ms before the catalogue's first products). A request
 * without a body drops it, so anonymous reads are "simple" requests (docs/adr/0028).
 */
pb.beforeSend = (url, options) => {
  if (options.body === undefined && options.headers) {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) }
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name]
    options.headers = headers
  }
  return { url, options }
}

/** True when the request was aborted (navigation, unmount, cancellation): never shown to anyone. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof ClientResponseError) return error.isAbort
  return error instanceof DOMException && error.name === 'AbortError'
}

/** HTTP status of a PocketBase client error (0 when the server could not be reached). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ClientResponseError ? error.status : undefined
}

/** The signed-in user as stored by the SDK, typed with the generated record type. */
export function storedUser(): UsersRecord | null {
  const record = pb.authStore.record
  return pb.authStore.isValid && record ? (record as unknown as UsersRecord) : null
}
