// The data of /dashboard/products (docs/adr/0070, docs/adr/0092): one page of the table, the
// low-stock threshold and the pickers' options (loader), and every write of the screen (action, by
// `intent`).
import * as v from 'valibot'
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { selectFields, type Selected } from '@/lib/select-fields'
import { isEditConflict, takeOpened } from '../api/edit-version'
import { readPage, searchColumn, type ListPage, type ListSpec } from '../api/list-page'
import { conflictFailure, deleteRecord, saveFailure, type WriteResult } from '../api/record-writes'
import { adjustStock, bulkProducts, deltaSchema, duplicateProduct } from './product-tools-api'
import { bulkPriceSchema, bulkStockSchema, type BulkAction, type BulkReport } from './product-bulk-schema'
import { ImageOrderError, StockChangedError, imageSlots, productRequestBody, saveProductBody } from './product-save'
import { productFormValues, productProblems } from './product-values'
import { thresholdSchema } from './product-schema'
import { readReferenceOptions } from './reference-options'
import { DEFAULT_LOW_STOCK_THRESHOLD } from './low-stock-threshold'
import { lowStockFilter, WITHOUT_SIZES } from './stock-level'

export const PRODUCT_TEXTS = {
  loadFailed: 'Échec de la récupération des produits',
  saveFailed: 'Échec de la sauvegarde du produit. ',
  deleteFailed: 'Échec de la suppression du produit',
  adjustFailed: 'Échec de l’ajustement du stock.',
  duplicateFailed: 'Échec de la duplication du produit.',
  bulkFailed: 'Échec de la modification des produits : aucun n’a été modifié.',
  thresholdFailed: 'Échec de l’enregistrement du seuil de stock faible.',
  referencesFailed: 'Échec de la récupération des filtres',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce produit ?',
  empty: 'Aucun produit pour le moment.',
  caption: 'Liste des produits',
  search: 'Rechercher un produit',
}

export interface LowStockThreshold {
  /** « Stock faible »: a product (not a unique piece) with this many or fewer for sale. */
  value: number
  /** The shop's identity record that holds it (null when it cannot be read: the field cannot save). */
  id: string | null
}

/** The threshold the admin set (`shop_identity.low_stock_threshold`, docs/adr/0059); the default when it cannot be read. */
async function readLowStockThreshold(signal: AbortSignal): Promise<LowStockThreshold> {
  try {
    const page = await selectFields(pb.collection('shop_identity'), ['id', 'low_stock_threshold']).list(1, 1, {
      sort: 'created',
      signal,
      requestKey: null,
    })
    const record = page.items[0]
    return { value: record?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD, id: record?.id ?? null }
  } catch {
    return { value: DEFAULT_LOW_STOCK_THRESHOLD, id: null }
  }
}

/**
 * What a row holds: the product's own fields (the edit dialog opens from its row) but its `search`
 * column, and its categories' names only (docs/adr/0092).
 */
export const PRODUCT_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'created',
  'updated',
  'slug',
  'name',
  'description',
  'price',
  'price_pro',
  // Admins only (a hidden field, docs/adr/0122).
  'cost_price',
  // The pros' prices by quantity (hidden like the pro price) and minimum: the form edits them (docs/adr/0132).
  'pro_tiers',
  'pro_min_qty',
  'stock',
  'reserved',
  'is_unique',
  'exclusive',
  'published',
  'sku',
  'image',
  'category',
  'materials',
  'colors',
  'stones',
  'stone_properties',
  'chakras',
  'astrological_signs',
  // Sizes (docs/adr/0108): a product in sizes shows its sizes' stock screen instead of the stock tool.
  'options',
  'expand.category.name',
] as const

export type ProductRow = Selected<ProductsRecord, (typeof PRODUCT_FIELDS)[number]>

export interface ProductsTableData extends ListPage<ProductRow> {
  /** The « Stock faible » filter's line: the admin's threshold. */
  lowStock: number
}

/** The address → PocketBase: `?statut=` sold out or low stock (at the admin's threshold), `?tri=` a column, `?q=`. */
export function productList(threshold: number): ListSpec {
  return {
    // Not the pro price: PocketBase refuses it as a filter or a sort, even for an admin (pb_hooks/lib/shop.js).
    sorts: { nom: 'sort_name', prix: 'price', stock: 'stock' },
    defaultSort: '-created',
    filters: { epuise: `stock <= 0 && ${WITHOUT_SIZES}`, 'stock-faible': lowStockFilter(threshold) },
    // The folded column the server keeps (docs/product/rules.md#search, docs/adr/0090).
    search: searchColumn,
  }
}

/**
 * Not awaited (<Deferred>): the table says 'Chargement...' until the threshold, then one page of the
 * products (newest first: docs/product/rules.md#lists-and-reads) are read.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const threshold = later(readLowStockThreshold(request.signal))
  const table = threshold.then(({ value }) =>
    readPage('products', PRODUCT_FIELDS, productList(value), request, { expand: 'category' }).then((page): ProductsTableData => ({
      ...page,
      lowStock: value,
    })),
  )
  return { table: later(table), threshold, references: later(readReferenceOptions(request.signal)) }
}

/** What the action answers: a WriteResult, with what each intent brings back. */
export type ProductsResult = WriteResult & {
  /** `stock`: the stock and the reserved pieces the server has now. */
  stock?: number
  reserved?: number
  /** `bulk`: what the server did and refused, product by product (docs/adr/0096). */
  report?: BulkReport
  /** `duplicate`: the copy, opened for editing. */
  copy?: ProductsRecord
  /** `threshold`: the saved threshold. */
  threshold?: number
  /** `save` refused after the record and its new files were stored (only their order failed). */
  stored?: { record: ProductsRecord; wanted: string[] }
  /** `save` refused because the stock changed meanwhile: the stock the shop has now (null: unreadable). */
  stockNow?: number | null
}

/** The stock the shop has now, or null when it cannot be read (the refusal's message already says it). */
async function readStock(id: string): Promise<number | null> {
  try {
    const current = await selectFields(pb.collection('products'), ['stock']).one(id, { requestKey: null })
    return current.stock ?? 0
  } catch {
    return null
  }
}

/**
 * The product form's save: its fields read from the form's entries and checked by the form's rules
 * (productSchema, as in the browser), its images as the form sent them (`image`, the chosen order in
 * `image_order`).
 */
async function save(data: FormData): Promise<ProductsResult> {
  const id = String(data.get('id') ?? '')
  const opened = takeOpened(data)
  const images = imageSlots(data.getAll('image_order').map(String))
  const values = productFormValues(data)
  const problems = productProblems(values)
  if (Object.keys(problems).length > 0) return { status: 'error', intent: 'save', id, message: '', fields: problems }
  try {
    const saved = await saveProductBody(pb, id || null, productRequestBody(data, values), images, opened)
    return { status: 'done', intent: 'save', id: saved.id }
  } catch (error) {
    // Saved by someone else since the form opened (docs/adr/0083): the product as it is now, with its pro price.
    if (isEditConflict(error)) return conflictFailure('save', id, error, () => pb.collection('products').getOne(id, { requestKey: null }))
    // The record and its new files are stored; only their order failed: the form continues from them.
    if (error instanceof ImageOrderError)
      return { ...saveFailure('save', error.reason, PRODUCT_TEXTS.saveFailed, id), stored: { record: error.record, wanted: error.wanted } }
    if (error instanceof StockChangedError)
      return { ...saveFailure('save', error, PRODUCT_TEXTS.saveFailed, id), stockNow: await readStock(id) }
    return saveFailure('save', error, PRODUCT_TEXTS.saveFailed, id)
  }
}

/** « − », « + », « Ajuster »: a change the server adds to the stock of the moment (docs/adr/0059). */
async function changeStock(data: FormData): Promise<ProductsResult> {
  const id = String(data.get('id') ?? '')
  const delta = v.safeParse(deltaSchema, String(data.get('delta') ?? ''))
  if (!delta.success) return { status: 'error', intent: 'stock', id, message: '', fields: { delta: delta.issues[0].message } }
  try {
    const answer = await adjustStock(id, delta.output)
    return { status: 'done', intent: 'stock', id, stock: answer.stock, reserved: answer.reserved }
  } catch (error) {
    return {
      status: 'error',
      intent: 'stock',
      id,
      ...formFailure(error, { fallback: PRODUCT_TEXTS.adjustFailed, trustServerMessage: true }),
    }
  }
}

/** « Dupliquer »: an unpublished copy made by the server. */
async function duplicate(data: FormData): Promise<ProductsResult> {
  const id = String(data.get('id') ?? '')
  try {
    const copy = await duplicateProduct(id)
    return { status: 'done', intent: 'duplicate', id: copy.id, copy }
  } catch (error) {
    return {
      status: 'error',
      intent: 'duplicate',
      id,
      ...formFailure(error, { fallback: PRODUCT_TEXTS.duplicateFailed, trustServerMessage: true }),
    }
  }
}

const BULK_ACTIONS: readonly string[] = ['publish', 'hide', 'price', 'stock'] satisfies BulkAction[]

/**
 * The products list's bulk actions (docs/adr/0096): the selected `ids` and the dialog's fields, checked
 * by the dialog's rules, sent in one request; the server's report comes back whole. A refusal of the
 * request itself says why (its field messages on the dialog's fields, the rest above them).
 */
async function bulk(data: FormData): Promise<ProductsResult> {
  const action = String(data.get('bulk') ?? '')
  const ids = data.getAll('ids').map(String)
  const fail = (message: string, fields: Record<string, string> = {}): ProductsResult => ({
    status: 'error',
    intent: 'bulk',
    message,
    fields,
  })
  if (!BULK_ACTIONS.includes(action)) return fail(PRODUCT_TEXTS.bulkFailed)
  const values = formValues(data)
  let extra: Record<string, unknown> = {}
  if (action === 'price' || action === 'stock') {
    const check = checkForm(action === 'price' ? bulkPriceSchema : bulkStockSchema, values)
    if (!check.ok) return fail('', check.fields)
    extra = check.values
  }
  try {
    const report = await bulkProducts({ action: action as BulkAction, ids, ...extra })
    return { status: 'done', intent: 'bulk', report }
  } catch (error) {
    const failure = formFailure(error, { fallback: PRODUCT_TEXTS.bulkFailed, trustServerMessage: true })
    // The server names `delta` what the dialog calls `quantity`; a refused selection has no field.
    const { value, delta, ...others } = failure.fields
    const fields: Record<string, string> = {}
    if (value) fields.value = value
    if (delta) fields.quantity = delta
    const message = Object.values(others)[0] ?? (Object.keys(fields).length > 0 ? '' : failure.message)
    return fail(message, fields)
  }
}

/** « Seuil de stock faible », stored on the shop's identity record (admins only: its update rule). */
async function saveThreshold(data: FormData): Promise<ProductsResult> {
  const id = String(data.get('id') ?? '')
  const check = v.safeParse(thresholdSchema, String(data.get('low_stock_threshold') ?? ''))
  if (!check.success) return { status: 'error', intent: 'threshold', message: '', fields: { low_stock_threshold: check.issues[0].message } }
  try {
    if (!id) throw new Error('Fiche d’identité de la boutique introuvable.')
    const saved = await selectFields(pb.collection('shop_identity'), ['low_stock_threshold']).update(
      id,
      { low_stock_threshold: check.output },
      { requestKey: null },
    )
    return { status: 'done', intent: 'threshold', id, threshold: saved.low_stock_threshold ?? check.output }
  } catch (error) {
    return {
      status: 'error',
      intent: 'threshold',
      id,
      ...formFailure(error, { fallback: PRODUCT_TEXTS.thresholdFailed, trustServerMessage: true }),
    }
  }
}

export async function action({ request }: ActionFunctionArgs): Promise<ProductsResult> {
  const data = await request.formData()
  switch (data.get('intent')) {
    case 'delete':
      return deleteRecord('products', data, PRODUCT_TEXTS.deleteFailed)
    case 'stock':
      return changeStock(data)
    case 'duplicate':
      return duplicate(data)
    case 'threshold':
      return saveThreshold(data)
    case 'bulk':
      return bulk(data)
    default:
      return save(data)
  }
}

/**
 * A stock change shows the server's answer in its cell, and a refused write changed nothing: the page
 * is not read again for them. Anything else (a new address, a done write) reads the current page.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  if (args.formMethod && args.formData?.get('intent') === 'stock') return false
  if (args.formMethod && (args.actionResult as WriteResult | undefined)?.status === 'error') return false
  return args.defaultShouldRevalidate
}
