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
 * field declares, e.g. `100x100`). Returns the placeholder when the record or file is missing.
 */
export function fileUrl(
  record: RecordRef | null | undefined,
  filename: string | null | undefined,
  options: { thumb?: `${number}x${number}` } = {},
): string {
  const collection = record?.collectionName || record?.collectionId
  if (!record || !collection || !record.id || !filename) return PLACEHOLDER_IMAGE
  const path = ['api', 'files', collection, record.id, filename].map(encodeURIComponent).join('/')
  const url = pb.buildURL(path)
  return options.thumb ? `${url}?thumb=${encodeURIComponent(options.thumb)}` : url
}
