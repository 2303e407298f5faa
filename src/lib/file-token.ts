// File tokens for protected files (docs/adr/0039-protected-files.md), apart from the file URLs
// (file-url.ts): the storefront's images need only those.
import { useEffect, useState } from 'react'
import { pb } from './pocketbase'

/**
 * How long a file token is used after it was fetched. PocketBase's file tokens last 3 minutes
 * (the users collection's `fileToken.duration`, 180 s): a URL built with a token at most a minute
 * old still opens for two more, long enough for the image to load. Counted on this device's clock
 * from the fetch, never from the token's `exp` (a device's clock may be minutes off the server's).
 */
export const FILE_TOKEN_REUSE_MS = 60_000

let cached: { session: string; fetchedAt: number; token: Promise<string> } | null = null

/**
 * A file token of the signed-in user (`POST /api/files/token`), for protected files
 * (docs/adr/0039-protected-files.md): shared by every image asking within `FILE_TOKEN_REUSE_MS`,
 * fetched anew after that, after a failure, or when the session changes.
 */
export function fileToken(): Promise<string> {
  const session = pb.authStore.token
  const now = Date.now()
  if (cached && cached.session === session && now - cached.fetchedAt < FILE_TOKEN_REUSE_MS) return cached.token
  const entry = { session, fetchedAt: now, token: pb.files.getToken() }
  cached = entry
  entry.token.catch(() => {
    if (cached === entry) cached = null
  })
  return entry.token
}

/**
 * A fresh file token for a protected image shown now (`null` until it arrives, or when `enabled` is
 * false): fetched when the component shows, refreshed every `FILE_TOKEN_REUSE_MS` while it stays,
 * so an image shown, or lazily loaded, minutes later still gets a valid URL. A failed fetch is tried
 * again at the next refresh; the image waits without a token rather than showing a broken one.
 */
export function useFileToken(enabled = true): string | null {
  const [token, setToken] = useState<string | null>(null)
  useEffect(() => {
    if (!enabled) return
    let live = true
    const load = () => {
      fileToken().then(
        (value) => live && setToken(value),
        () => {},
      )
    }
    load()
    const timer = setInterval(load, FILE_TOKEN_REUSE_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [enabled])
  return enabled ? token : null
}
