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
export const MOVEMENT_FIELDS = ['id', 'change', 'stock_after', 'reason', 'actor_label', 'order', 'counted', 'note', 'created'] as const

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
  const spec: ListSpec = { sorts: {}, defaultSort: '-created,-@rowid', scope: pb.filter('product = {:id}', { id }) }
  return {
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
  const check = checkForm(stockCountSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', intent: 'count', message: '', fields: check.fields }
  try {
    const answer = await pb.send<CountAnswer>(`/api/shop/products/${encodeURIComponent(id)}/stock-count`, {
      method: 'POST',
      body: { counted: check.values.counted, seen: check.values.seen },
      requestKey: null,
    })
    return { status: 'done', intent: 'count', message: answer.message, stock: answer.stock }
  } catch (error) {
    console.error(STOCK_TEXTS.countFailed, error)
    return { status: 'error', intent: 'count', ...formFailure(error, { fallback: STOCK_TEXTS.countFailed, trustServerMessage: true }) }
  }
}
