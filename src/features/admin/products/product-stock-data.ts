// The stock of one product (docs/adr/0098): its history, paged by the server, newest first, and the
// « Inventaire » (the stock counted, sent with the stock the screen showed).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { formFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { pb } from '@/lib/pocketbase'
import type { StockMovementsReason } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { readPage, type ListSpec } from '../api/list-page'
import { stockCountSchema } from './product-stock-schema'

export const STOCK_TEXTS = {
  heading: 'Historique du stock',
  back: 'Retour aux produits',
  loading: 'Chargement...',
  productFailed: 'Échec de la récupération du produit',
  historyFailed: 'Échec de la récupération de l’historique du stock',
  empty: 'Aucun mouvement de stock enregistré pour ce produit.',
  count: 'Inventaire',
  countTitle: 'Inventaire',
  counted: 'Stock compté',
  countHint: 'Le nombre de pièces à vendre comptées en rayon.',
  submit: 'Enregistrer l’inventaire',
  countFailed: 'L’inventaire n’a pas pu être enregistré. Veuillez réessayer.',
  pager: 'Pages de l’historique du stock',
}

/** The reasons in French (docs/product/rules.md#stock). */
export const REASON_LABELS: Record<StockMovementsReason, string> = {
  sale: 'Vente',
  release: 'Paiement non abouti',
  refund: 'Remboursement',
  withdrawal: 'Rétractation',
  cancellation: 'Annulation',
  manual: 'Modification',
  count: 'Inventaire',
  import: 'Import',
  bulk: 'Action groupée',
}

/** « +2 », « −1 » (the typographic minus), « 0 ». */
export function signedChange(change: number): string {
  if (change > 0) return `+${change}`
  if (change < 0) return `\u2212${-change}`
  return '0'
}

/** The fields a history line shows. */
export const MOVEMENT_FIELDS = [
  'id',
  'variant',
  'change',
  'stock_after',
  'reason',
  'actor_label',
  'order',
  'counted',
  'note',
  'created',
] as const

/** A size of the product (docs/adr/0108), as the stock screen shows it. */
export interface StockSize {
  id: string
  option1: string
  option2?: string
  sku?: string
  stock?: number
  reserved?: number
}

/** « 17 cm » or « 17 cm · 8 mm ». */
export function sizeLabel(size: Pick<StockSize, 'option1' | 'option2'>): string {
  return size.option2 ? `${size.option1} · ${size.option2}` : size.option1
}

/** `?taille=` names one size's history (a record id, or nothing). */
export const SIZE_PARAM = 'taille'

/** What the count answers (pb_hooks/lib/stock-history.js countStock). */
export interface CountAnswer {
  id: string
  stock: number
  reserved: number
  change: number
  counted: number
  seen: number
  soldMeanwhile: number
  message: string
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const size = new URL(request.url).searchParams.get(SIZE_PARAM) ?? ''
  const scope = /^[a-z0-9]{15}$/.test(size)
    ? pb.filter('product = {:id} && variant = {:size}', { id, size })
    : pb.filter('product = {:id}', { id })
  const spec: ListSpec = { sorts: {}, defaultSort: '-created,-@rowid', scope }
  return {
    // A product with options is counted by its sizes (at most 400, bounded by the server).
    sizes: later(
      pb
        .collection('product_variants')
        .getFullList<StockSize>({
          filter: pb.filter('product = {:id}', { id }),
          sort: 'position,option1',
          fields: 'id,option1,option2,sku,stock,reserved',
          batch: 500,
          signal: request.signal,
          requestKey: null,
        })
        .catch((error: unknown) => {
          console.error('Admin product sizes:', error)
          throw error
        }),
    ),
    product: later(
      pb
        .collection('products')
        .getOne(id, { fields: 'id,name,stock,reserved,is_unique', signal: request.signal, requestKey: null })
        .catch((error: unknown) => {
          console.error('Admin product stock:', error)
          throw error
        }),
    ),
    history: readPage('stock_movements', MOVEMENT_FIELDS, spec, request),
  }
}

export type CountResult =
  | { status: 'done'; intent: 'count'; message: string; stock: number }
  | { status: 'error'; intent: 'count'; message: string; fields: Record<string, string> }

/** `intent=count`: the counted stock, checked here as the server checks it, then sent with the stock seen. */
export async function action({ params, request }: ActionFunctionArgs): Promise<CountResult> {
  const id = params.id ?? ''
  const entries = formValues(await request.formData())
  const check = checkForm(stockCountSchema, entries)
  if (!check.ok) return { status: 'error', intent: 'count', message: '', fields: check.fields }
  // A size's count names it (docs/adr/0108).
  const variant = entries.variant ? { variant: entries.variant } : {}
  try {
    const answer = await pb.send<CountAnswer>(`/api/shop/products/${encodeURIComponent(id)}/stock-count`, {
      method: 'POST',
      body: { counted: check.values.counted, seen: check.values.seen, ...variant },
      requestKey: null,
    })
    return { status: 'done', intent: 'count', message: answer.message, stock: answer.stock }
  } catch (error) {
    console.error(STOCK_TEXTS.countFailed, error)
    return { status: 'error', intent: 'count', ...formFailure(error, { fallback: STOCK_TEXTS.countFailed, trustServerMessage: true }) }
  }
}
