// Relative imports, no '@/': tests/integration/admin-product-images.test.ts runs this module against
// a real PocketBase (typechecked by tsconfig.node.json, which has no '@' path).
import { ClientResponseError } from 'pocketbase'
import { formFailure } from '../../../lib/form-errors'
import type { ProductsRecord, TypedPocketBase } from '../../../lib/pocketbase-types'
import { isEditConflict, saveOptions } from '../api/edit-version'
import type { ImageItem } from '../components/image-items'
import { RELATION_FIELDS, parsePrice, type ProductFields, type ProductValues } from './product-values'
import { tiersToSave } from './product-schema'

/** How the stock goes in a save: a number, or a change PocketBase applies (`stock+` / `stock-`). */
export interface StockWrite {
  name: 'stock' | 'stock+' | 'stock-'
  value: string
}

/**
 * The stock part of a save (docs/adr/0037): a new product sends its stock; an existing one sends
 * only the change from the stock the form loaded, as a delta, and nothing when the stock was left
 * alone, so a sale made while the form was open stays sold (the server applies the delta to the
 * stock of the moment). Ticking "unique" makes the stock 1, i.e. the change 1 − loaded.
 */
export function stockWrite(values: Pick<ProductFields, 'stock' | 'loadedStock'>): StockWrite | null {
  if (values.loadedStock === null) return { name: 'stock', value: values.stock }
  const change = Number(values.stock) - Number(values.loadedStock)
  if (change === 0) return null
  return change > 0 ? { name: 'stock+', value: String(change) } : { name: 'stock-', value: String(-change) }
}

/**
 * The product's fields as PocketBase takes them: trimmed texts, prices as numbers (an empty pro or
 * cost price as 0), the stock as `stockWrite` says, booleans, and every relation (an empty one as '' so it can be
 * cleared).
 */
export function productEntries(values: ProductFields): [string, string][] {
  const entries: [string, string][] = [
    ['name', values.name.trim()],
    ['slug', values.slug.trim()],
    ['sku', values.sku.trim()],
    ['description', values.description],
    ['price', String(parsePrice(values.price))],
    ['price_pro', values.price_pro.trim() === '' ? '0' : String(parsePrice(values.price_pro))],
    ['cost_price', values.cost_price.trim() === '' ? '0' : String(parsePrice(values.cost_price))],
    // The pro prices by quantity (a json list, hidden: lib/product-prices.js writes it back) and the
    // pros' minimum per order (docs/adr/0132).
    ['pro_tiers', JSON.stringify(tiersToSave(values.pro_tiers))],
    ['pro_min_qty', values.pro_min_qty.trim() === '' ? '0' : values.pro_min_qty.trim()],
  ]
  const stock = stockWrite(values)
  if (stock) entries.push([stock.name, stock.value])
  entries.push(['is_unique', String(values.is_unique)], ['exclusive', String(values.exclusive)], ['published', String(values.published)])
  for (const field of RELATION_FIELDS) {
    const ids = values.relations[field]
    if (ids.length === 0) entries.push([field, ''])
    for (const id of ids) entries.push([field, id])
  }
  return entries
}

/**
 * The images of a multipart body. `image` carries the kept stored names in the chosen order, then the
 * new files: PocketBase 0.40 keeps the names listed, deletes the stored files left out, and appends
 * the uploaded files after the names (apis/record_crud.go `recordDataFromRequest`). An empty list is
 * sent as '' so every image can be removed.
 */
export function appendImages(form: FormData, images: readonly ImageItem[]): void {
  const kept = images.flatMap((item) => (item.kind === 'existing' ? [item.name] : []))
  const added = images.flatMap((item) => (item.kind === 'new' ? [item.file] : []))
  if (kept.length === 0 && added.length === 0) form.append('image', '')
  for (const name of kept) form.append('image', name)
  for (const file of added) form.append('image', file, file.name)
}

/** The product's multipart body: its fields (`productEntries`) and its images (`appendImages`). */
export function productFormData(values: ProductValues): FormData {
  const form = new FormData()
  for (const [name, value] of productEntries(values)) form.append(name, value)
  appendImages(form, values.images)
  return form
}

/**
 * The body of the route's action: the request's own form data with its images as the form sent them
 * (`appendImages`), its other entries replaced by the checked fields. (The request's own object: its
 * files are of its own kind, which another FormData may not accept.)
 */
export function productRequestBody(data: FormData, values: ProductFields): FormData {
  for (const name of new Set(data.keys())) if (name !== 'image') data.delete(name)
  for (const [name, value] of productEntries(values)) data.append(name, value)
  return data
}

/** An image's place in the chosen order: a stored name, or a file uploaded in this save. */
export type ImageSlot = Pick<Extract<ImageItem, { kind: 'existing' }>, 'kind' | 'name'> | { kind: 'new' }

/** The chosen order as form entries (`image_order`), for the route's action: `existing:<name>` or `new`. */
export function imageOrderEntries(images: readonly ImageSlot[]): string[] {
  return images.map((item) => (item.kind === 'existing' ? `existing:${item.name}` : 'new'))
}

/** The chosen order read back from the form entries of `imageOrderEntries`. */
export function imageSlots(entries: readonly string[]): ImageSlot[] {
  return entries.map((entry) =>
    entry.startsWith('existing:') ? { kind: 'existing', name: entry.slice('existing:'.length) } : { kind: 'new' },
  )
}

/**
 * The stored names in the order the admin chose, once the new files have names: the record's
 * `image` after the upload is the kept names then the new files' names in upload order.
 */
export function orderedImageNames(images: readonly ImageSlot[], saved: readonly string[]): string[] {
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

/** The server's fallback for a refused stock change, when its own sentence is missing. */
const STOCK_CHANGED = 'Le stock de ce produit a changé pendant votre modification. Vérifiez le stock puis enregistrez à nouveau.'

/**
 * An update refused because the stock changed while the form was open and the change asked for would
 * take it below 0 (409). `message` is the server's French sentence (it says how many are left).
 */
export class StockChangedError extends Error {}

/**
 * Creates or updates a product with its images in the chosen order. One multipart request does it
 * when every new image comes after the kept ones; otherwise a second, JSON request sets the final
 * order of the stored names (PocketBase accepts a reordered list of a record's own file names).
 * See docs/adr for why two requests. An update names the version `opened` its form opened
 * (docs/adr/0083); the reorder names the version the first request stored.
 */
export function saveProduct(pb: TypedPocketBase, id: string | null, values: ProductValues, opened = ''): Promise<ProductsRecord> {
  return saveProductBody(pb, id, productFormData(values), values.images, opened)
}

/** The same, from the multipart body of `productFormData` and the chosen order (the route's action). */
export async function saveProductBody(
  pb: TypedPocketBase,
  id: string | null,
  body: FormData,
  images: readonly ImageSlot[],
  opened = '',
): Promise<ProductsRecord> {
  const products = pb.collection('products')
  const saved = id
    ? await products.update(id, body, saveOptions(opened)).catch(stockConflict)
    : await products.create(body, { requestKey: null })
  const wanted = orderedImageNames(images, saved.image ?? [])
  const current = saved.image ?? []
  if (wanted.length === current.length && wanted.every((name, index) => name === current[index])) return saved
  try {
    return await products.update(saved.id, { image: wanted }, saveOptions(saved.updated))
  } catch (error: unknown) {
    throw new ImageOrderError(saved, wanted, error)
  }
}

function stockConflict(error: unknown): never {
  // Saved by someone else since the form opened (docs/adr/0083): not a stock change, the caller tells it.
  if (isEditConflict(error)) throw error
  if (error instanceof ClientResponseError && error.status === 409) {
    throw new StockChangedError(formFailure(error, { fallback: STOCK_CHANGED, trustServerMessage: true }).message)
  }
  throw error
}
