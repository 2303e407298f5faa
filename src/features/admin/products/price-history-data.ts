// The product form's price history (docs/adr/0121): a lazy query of the admin-only route
// `GET /api/shop/admin/products/:id/price-history` (pb_hooks/lib/price-admin.js), 50 rows a page,
// newest first, each with what changed, and the reference a sale beginning now would show.
import { ClientResponseError } from 'pocketbase'
import { pb } from '@/lib/pocketbase'
import type { ListPage } from '../api/list-page'

export const PRICE_HISTORY_TEXTS = {
  heading: 'Historique des prix',
  loading: 'Chargement de l’historique des prix...',
  loadFailed: 'Échec de la récupération de l’historique des prix',
  empty: 'Aucun changement de prix enregistré.',
  caption: 'Historique des prix, 50 par page, du plus récent au plus ancien',
}

/** What a row changed: the public price, the pro price, the price charged (a sale), the reference; `old` null at the start. */
export interface PriceChange {
  kind: 'price' | 'price_pro' | 'charged' | 'reference'
  old: number | null
  new: number
}

export interface PriceHistoryRow {
  id: string
  at: string
  /** The size's id and its values (« 17 cm »), '' for the product itself. */
  variant: string
  size: string
  /** Whether the row's price is a sale's, and that sale's name ('' when deleted since). */
  on_sale: boolean
  sale: string
  changes: PriceChange[]
}

/** The legal reference a sale beginning now would show (the lowest price of the 30 days before), per item. */
export interface PriceReference {
  size: string
  variant: string
  price: number
  reference: number
}

export type PriceHistoryPage = ListPage<PriceHistoryRow> & { references: PriceReference[] }

/** One page of the product's history; null when the read was cancelled (the form closed, another page asked). */
export async function readPriceHistory(productId: string, page: number, signal: AbortSignal): Promise<PriceHistoryPage | null> {
  try {
    return await pb.send<PriceHistoryPage>(`/api/shop/admin/products/${encodeURIComponent(productId)}/price-history`, {
      query: { page },
      signal,
      requestKey: null,
    })
  } catch (error) {
    if (error instanceof ClientResponseError && error.isAbort) return null
    // The form shows its French text; the cause is for whoever reads the console.
    console.error('Admin price history:', error)
    throw error
  }
}
