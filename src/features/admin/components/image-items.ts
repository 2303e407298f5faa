// Plain TypeScript with no '@/' import: the product save (and its integration test, typechecked
// by tsconfig.node.json) uses these types too.
import { productsImageUpload } from '../../../lib/pocketbase-types'
import { uploadRefusal, type UploadLimits } from '../../../lib/upload-limits'

/**
 * One image of an ordered list being edited: a file already stored on the record (`existing`, by
 * its stored name) or a file picked in this form (`new`, previewed through an object URL).
 */
export type ImageItem = { kind: 'existing'; key: string; name: string; url: string } | { kind: 'new'; key: string; file: File; url: string }

/** The upload types of docs/product/rules.md#product-form (the products, stones and articles file fields accept these). */
export const ACCEPTED_IMAGE_TYPES = productsImageUpload.mimeTypes

let keySequence = 0
/** A stable React key for a new item (file names may repeat). */
function nextKey(): string {
  keySequence += 1
  return `new-${keySequence}`
}

/**
 * Splits picked files into accepted new items (with their object URL) and refusal messages naming
 * the file and the field's limit (« L’image « photo.jpg » (12,4 Mo) dépasse 10 Mo. », docs/adr/0082).
 */
export function acceptImageFiles(
  files: Iterable<File>,
  limits: UploadLimits = productsImageUpload,
): { added: ImageItem[]; refused: string[] } {
  const added: ImageItem[] = []
  const refused: string[] = []
  for (const file of files) {
    const refusal = uploadRefusal(file, limits)
    if (refusal) refused.push(refusal)
    else added.push({ kind: 'new', key: nextKey(), file, url: URL.createObjectURL(file) })
  }
  return { added, refused }
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as T)
  return next
}

/** Revokes the object URL of new items (existing ones point at the server). */
export function revokeImageUrls(items: readonly ImageItem[]): void {
  for (const item of items) if (item.kind === 'new') URL.revokeObjectURL(item.url)
}

/** The edit list of a one-image field: its stored image, if any. */
export function storedImageItems(name: string | null | undefined, url: (name: string) => string): ImageItem[] {
  return name ? [{ kind: 'existing', key: name, name, url: url(name) }] : []
}

/**
 * A one-image field in a multipart body: a new file replaces the stored one; an emptied list
 * deletes it (''); a kept stored image sends nothing (PocketBase leaves it as is).
 */
export function appendSingleImage(form: FormData, field: string, items: readonly ImageItem[]): void {
  const item = items[0]
  if (!item) form.append(field, '')
  else if (item.kind === 'new') form.append(field, item.file, item.file.name)
}
