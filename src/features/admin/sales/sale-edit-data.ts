// The data of /dashboard/soldes/:id (docs/adr/0115): one sale, or a new one (`nouvelle`), with the
// categories to choose from (loader); its save (action); the legal reference per covered product
// before saving (`previewSale`, the server's `POST /api/shop/sales/preview`).
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { SalesRecord } from '@/lib/pocketbase-types'
import { isEditConflict, readConflict, saveOptions, takeOpened, type EditConflict } from '../api/edit-version'
import { saleInput, saleSchema } from './sale-edit-schema'

export const NEW_SALE = 'nouvelle'

export const SALE_TEXTS = {
  create: 'Nouvelle opération de soldes',
  edit: 'Modifier les soldes',
  loadFailed: 'Échec de la récupération des soldes',
  saveFailed: 'Les soldes n’ont pas pu être enregistrés. Veuillez réessayer.',
  saved: 'Soldes enregistrés. Les prix de la boutique suivent dans la minute.',
  previewFailed: 'Les prix de référence n’ont pas pu être calculés. Veuillez réessayer.',
}

export type CategoryOption = { id: string; name: string }

export type SaleEditData =
  { sale: SalesRecord | null; categories: CategoryOption[]; names: CategoryOption[] } | { sale: null; failed: true }

/** The sale (none for a new one), every category by name, and the names of the products it covers. */
export async function loader({ params }: LoaderFunctionArgs): Promise<SaleEditData> {
  try {
    const id = params.id ?? ''
    const [sale, categories] = await Promise.all([
      id === NEW_SALE ? null : pb.collection('sales').getOne<SalesRecord>(id, { requestKey: null }),
      pb.collection('categories').getFullList<CategoryOption>({ sort: 'name', fields: 'id,name', requestKey: null }),
    ])
    const products = sale?.products ?? []
    const names = products.length
      ? await pb.collection('products').getFullList<CategoryOption>({
          filter: products.map((product) => pb.filter('id = {:product}', { product })).join(' || '),
          fields: 'id,name',
          requestKey: null,
        })
      : []
    return { sale, categories, names }
  } catch (error) {
    console.error('Admin soldes :', error)
    return { sale: null, failed: true }
  }
}

export type SaleSaveResult =
  { status: 'done'; sale: SalesRecord } | { status: 'error'; message: string; fields: FieldErrors; conflict?: EditConflict }

/**
 * Creates or updates the sale, if it is still the version the form opened (docs/adr/0083, 0121: else
 * the conflict, with the sale as it is now); a refusal lands on its fields through the one funnel.
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<SaleSaveResult> {
  const data = await request.formData()
  const opened = takeOpened(data)
  const check = checkForm(saleSchema, saleInput(data, formValues(data)))
  if (!check.ok) return { status: 'error', message: '', fields: check.fields }
  const id = params.id ?? NEW_SALE
  try {
    const sale =
      id === NEW_SALE
        ? await pb.collection('sales').create<SalesRecord>(check.values)
        : await pb.collection('sales').update<SalesRecord>(id, check.values, saveOptions(opened))
    return { status: 'done', sale }
  } catch (error) {
    if (isEditConflict(error)) {
      const read = await readConflict(error, () => pb.collection('sales').getOne(id, { requestKey: null }))
      return { status: 'error', fields: {}, ...read }
    }
    return { status: 'error', ...formFailure(error, { fallback: SALE_TEXTS.saveFailed }) }
  }
}

/** A refused save reads nothing again: what was typed stays (« Recharger » reads the sale on purpose). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if ((actionResult as SaleSaveResult | undefined)?.status === 'error') return false
  return defaultShouldRevalidate
}

export interface PreviewRow {
  id: string
  name: string
  price: number
  charged: number
  reference: number
  percent: number
  misleading?: boolean
}

export interface SalePreview {
  items: PreviewRow[]
  misleading: string
  truncated: boolean
}

/** The server's reckoning of the sale as typed (admins only): per product, the legal reference and the percentage shown. */
export function previewSale(body: {
  percent: number
  scope: string
  products: string[]
  categories: string[]
  starts_at: string
  before_price: number
}): Promise<SalePreview> {
  return pb.send<SalePreview>('/api/shop/sales/preview', { method: 'POST', body, requestKey: null })
}
