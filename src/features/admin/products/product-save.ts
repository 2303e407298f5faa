// Relative imports, no '@/': tests/integration/admin-product-images.test.ts runs this module against
// a real PocketBase (typechecked by tsconfig.node.json, which has no '@' path).
import type { ProductsRecord, TypedPocketBase } from '../../../lib/pocketbase-types'
import type { ImageItem } from '../components/image-items'
import { RELATION_FIELDS, type ProductValues } from './product-values'

/**
 * The product's multipart body. `image` carries the kept stored names in the chosen order, then the
 * new files: PocketBase 0.40 keeps the names listed, deletes the stored files left out, and appends
 * the uploaded files after the names (apis/record_crud.go `recordDataFromRequest`). Empty lists are
 * sent as '' so a relation (or the images) can be cleared.
 */
export function productFormData(values: ProductValues): FormData {
  const form = new FormData()
  form.append('name', values.name.trim())
  form.append('slug', values.slug.trim())
  form.append('description', values.description)
  form.append('price', values.price)
  form.append('price_pro', values.price_pro.trim() === '' ? '0' : values.price_pro)
  form.append('stock', values.stock)
  form.append('is_unique', String(values.is_unique))
  form.append('exclusive', String(values.exclusive))
  for (const field of RELATION_FIELDS) {
    const ids = values.relations[field]
    if (ids.length === 0) form.append(field, '')
    for (const id of ids) form.append(field, id)
  }
  const kept = values.images.flatMap((item) => (item.kind === 'existing' ? [item.name] : []))
  const added = values.images.flatMap((item) => (item.kind === 'new' ? [item.file] : []))
  if (kept.length === 0 && added.length === 0) form.append('image', '')
  for (const name of kept) form.append('image', name)
  for (const file of added) form.append('image', file, file.name)
  return form
}

/**
 * The stored names in the order the admin chose, once the new files have names: the record's
 * `image` after the upload is the kept names then the new files' names in upload order.
 */
export function orderedImageNames(images: readonly ImageItem[], saved: readonly string[]): string[] {
  const kept = new Set(images.flatMap((item) => (item.kind === 'existing' ? [item.name] : [])))
  const uploaded = saved.filter((name) => !kept.has(name))
  let next = 0
  return images.flatMap((item) => {
    if (item.kind === 'existing') return saved.includes(item.name) ? [item.name] : []
    const name = uploaded[next]
    next += 1
    return name ? [name] : []
  })
}

/**
 * A save that stored the record and its new files but could not put the images in order: the form
 * continues from `record`, with `wanted` (the stored names in the chosen order) as its images.
 */
export class ImageOrderError extends Error {
  constructor(
    readonly record: ProductsRecord,
    readonly wanted: string[],
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : 'Images non réordonnées.')
  }
}

/**
 * Creates or updates a product with its images in the chosen order. One multipart request does it
 * when every new image comes after the kept ones; otherwise a second, JSON request sets the final
 * order of the stored names (PocketBase accepts a reordered list of a record's own file names).
 * See docs/adr for why two requests.
 */
export async function saveProduct(pb: TypedPocketBase, id: string | null, values: ProductValues): Promise<ProductsRecord> {
  const products = pb.collection('products')
  const body = productFormData(values)
  const saved = id ? await products.update(id, body) : await products.create(body)
  const wanted = orderedImageNames(values.images, saved.image ?? [])
  const current = saved.image ?? []
  if (wanted.length === current.length && wanted.every((name, index) => name === current[index])) return saved
  try {
    return await products.update(saved.id, { image: wanted })
  } catch (error: unknown) {
    throw new ImageOrderError(saved, wanted, error)
  }
}
