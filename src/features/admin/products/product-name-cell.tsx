import type { ProductsRecord } from '@/lib/pocketbase-types'
import { isSoldOut } from './stock-level'

/** Sold-out rows stand out by more than a colour: a badge with its word, and a tinted row. */
export const SOLD_OUT_ROW_CLASS = 'bg-danger-100/50 dark:bg-danger-700/20'

/** The product's name in the table, with « Épuisé » beside it when nothing is left. */
export function ProductNameCell({ product }: { product: Omit<ProductsRecord, 'expand'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-medium">{product.name}</span>{' '}
      {isSoldOut(product) && (
        <span className="inline-flex rounded-full border border-danger-300 bg-danger-100 px-2.5 py-0.5 text-xs font-semibold text-danger-700 dark:border-danger-700 dark:bg-danger-700/30 dark:text-danger-100">
          Épuisé
        </span>
      )}
    </span>
  )
}
