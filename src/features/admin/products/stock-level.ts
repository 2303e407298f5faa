import type { ProductsRecord } from '@/lib/pocketbase-types'
import type { TableFilter } from '../components/admin-table'
import { DEFAULT_LOW_STOCK_THRESHOLD } from './low-stock-threshold'

/**
 * The low-stock rule, in one place (docs/adr/0058): the overview's « Stock faible » card and the
 * products table's filter both use it. A unique piece is never « low »: it is there or sold.
 * The threshold is the shop's (`shop_identity.low_stock_threshold`, docs/adr/0059), 2 by default.
 */
type StockFields = Pick<ProductsRecord, 'stock' | 'is_unique'>

export function isLowStock(product: StockFields & { options?: unknown }, threshold = DEFAULT_LOW_STOCK_THRESHOLD): boolean {
  return !product.is_unique && !hasSizes(product) && (product.stock ?? 0) <= threshold
}

/** A product in sizes is sold from its sizes' stock, not its own (docs/adr/0108). */
function hasSizes(product: { options?: unknown }): boolean {
  return Array.isArray(product.options) && product.options.length > 0
}

/**
 * The same as a PocketBase filter: no first option (an empty list, or none stored). Its own stock
 * says nothing of a product in sizes, so the stock filters leave it out.
 */
export const WITHOUT_SIZES = 'options.0 = null'

/**
 * Sold out: nothing left to sell (a unique piece sold, or a stock at 0). A product in sizes is sold
 * from its sizes' stock, not its own (docs/adr/0108): the row does not say it.
 */
export function isSoldOut(product: StockFields & { options?: unknown }): boolean {
  return !hasSizes(product) && (product.stock ?? 0) <= 0
}

/** The same low-stock rule as a PocketBase filter, for counting on the server. */
export function lowStockFilter(threshold = DEFAULT_LOW_STOCK_THRESHOLD): string {
  return `stock <= ${Math.floor(threshold)} && is_unique = false && ${WITHOUT_SIZES}`
}

/**
 * The products table's filter (« Tous / Épuisés / Stock faible ») at the admin's threshold
 * (the products loader reads it, docs/adr/0059); the overview's card links to `?statut=stock-faible`.
 */
export function stockFilter(threshold = DEFAULT_LOW_STOCK_THRESHOLD): TableFilter<StockFields> {
  return {
    label: 'Stock',
    options: [
      { value: 'epuise', label: 'Épuisés' },
      { value: 'stock-faible', label: 'Stock faible' },
    ],
    matches: (product, value) => (value === 'epuise' ? isSoldOut(product) : isLowStock(product, threshold)),
  }
}
