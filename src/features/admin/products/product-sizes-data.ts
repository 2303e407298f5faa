// A product's sizes (docs/adr/0108): its options and one row per combination, read whole (a product
// has at most 400 of them, bounded by the server), saved at once by POST /api/shop/products/{id}/sizes.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, type FieldErrors } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { ProductsRecord, ProductVariantsRecord } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { sizesRequest, sizesSchema } from './product-sizes-schema'

export const SIZES_TEXTS = {
  heading: 'Tailles et combinaisons',
  back: 'Retour aux produits',
  loading: 'Chargement...',
  failed: 'Échec de la récupération des tailles du produit',
  saveFailed: 'Échec de la sauvegarde des tailles. Veuillez réessayer.',
  saved: 'Tailles enregistrées.',
  fix: 'Vérifiez les champs signalés.',
}

export type SizedProduct = Pick<ProductsRecord, 'id' | 'name' | 'price' | 'price_pro' | 'cost_price' | 'is_unique' | 'sku'> & {
  options?: { name: string; values: string[] }[] | null
}
export type Size = Pick<
  ProductVariantsRecord,
  'id' | 'option1' | 'option2' | 'sku' | 'stock' | 'reserved' | 'price' | 'price_pro' | 'cost_price' | 'position'
>

const PRODUCT_FIELDS = 'id,name,price,price_pro,cost_price,is_unique,sku,options'
const SIZE_FIELDS = 'id,option1,option2,sku,stock,reserved,price,price_pro,cost_price,position'

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const read = Promise.all([
    pb.collection('products').getOne<SizedProduct>(id, { fields: PRODUCT_FIELDS, signal: request.signal, requestKey: null }),
    pb.collection('product_variants').getFullList<Size>({
      filter: pb.filter('product = {:id}', { id }),
      sort: 'position,option1',
      fields: SIZE_FIELDS,
      batch: 500,
      signal: request.signal,
      requestKey: null,
    }),
  ]).then(([product, sizes]) => ({ product, sizes }))
  return {
    data: later(
      read.catch((error: unknown) => {
        console.error('Admin product sizes:', error)
        throw error
      }),
    ),
  }
}

export type SizesResult =
  | { status: 'done'; intent: 'save'; options: { name: string; values: string[] }[]; sizes: Size[] }
  | { status: 'error'; intent: 'save'; message: string; fields: FieldErrors }

/** The screen's save (JSON): checked by the screen's rules, then one request the server applies at once. */
export async function action({ params, request }: ActionFunctionArgs): Promise<SizesResult> {
  const id = params.id ?? ''
  const check = checkForm(sizesSchema, await request.json())
  if (!check.ok) return { status: 'error', intent: 'save', message: SIZES_TEXTS.fix, fields: check.fields }
  try {
    const answer = await pb.send<{ options: { name: string; values: string[] }[]; sizes: Size[] }>(
      `/api/shop/products/${encodeURIComponent(id)}/sizes`,
      { method: 'POST', body: sizesRequest(check.values), requestKey: null },
    )
    return { status: 'done', intent: 'save', options: answer.options, sizes: answer.sizes }
  } catch (error) {
    console.error(SIZES_TEXTS.saveFailed, error)
    const failure = formFailure(error, { fallback: SIZES_TEXTS.saveFailed, trustServerMessage: true })
    // The server names the whole screen (`sizes`): its sentence is the message.
    const message = failure.fields.sizes ?? failure.fields.options ?? failure.message
    return { status: 'error', intent: 'save', message, fields: {} }
  }
}
