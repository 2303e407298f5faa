import { useEffect, useState } from 'react'
import { IMAGE_SERVICE_PATH } from './image-service'
import { pb } from './pocketbase'

/** Shown where a record has no image (served from `public/`). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg'

type RecordRef = {
  id: string
  collectionName?: string
  collectionId?: string
}

/**
 * URL of a file stored on a record: `/api/files/{collection}/{id}/{file}` on the PocketBase
 * server, with `?thumb=WxH` when a thumbnail size is asked for (it must be one the collection's
 * field declares, e.g. `100x100`) and `token` for a protected file (see `useFileToken`).
 * Returns the placeholder when the record or file is missing.
 */
export function fileUrl(
  record: RecordRef | null | undefined,
  filename: string | null | undefined,
  options: { thumb?: `${number}x${number}`; token?: string } = {},
): string {
  const collection = record?.collectionName || record?.collectionId
  if (!record || !collection || !record.id || !filename) return PLACEHOLDER_IMAGE
  const path = ['api', 'files', collection, record.id, filename].map(encodeURIComponent).join('/')
  const url = pb.buildURL(path)
  const thumbed = options.thumb ? `${url}?thumb=${encodeURIComponent(options.thumb)}` : url
  return options.token ? `${thumbed}${options.thumb ? '&' : '?'}token=${encodeURIComponent(options.token)}` : thumbed
}

/**
 * An image the storefront shows, at a thumb size (docs/adr/0077): with the image service on
 * (`VITE_IMAGE_SERVICE=netlify`), resized and re-encoded (WebP or AVIF, quality 70) on the shop's own
 * origin, about a fifth of PocketBase's JPEG thumb (quality 95) and no connection of its own before
 * the page's largest paint; otherwise PocketBase's thumb. Documents, PDFs and link previews keep
 * PocketBase's files (`fileUrl`).
 */
export function imageUrl(record: RecordRef | null | undefined, filename: string | null | undefined, thumb: `${number}x${number}`): string {
  const source = fileUrl(record, filename)
  if (import.meta.env.VITE_IMAGE_SERVICE !== 'netlify' || source === PLACEHOLDER_IMAGE) return fileUrl(record, filename, { thumb })
  const [width = '0', height = '0'] = thumb.split('x')
  const query = new URLSearchParams({ url: source, w: width, ...(height === '0' ? {} : { h: height, fit: 'cover' }), q: '70' })
  return `${IMAGE_SERVICE_PATH}?${query.toString()}`
}

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
