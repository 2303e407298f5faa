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
 * field declares, e.g. `100x100`) and `token` for a protected file (see `useFileToken` in file-token.ts).
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
