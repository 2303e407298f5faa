import { memo, useState } from 'react'
import { OrderLineName } from '@/components/order-line-name'
import { Price } from '@/components/price'
import { formatPrice } from '@/lib/format'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { nextTierText, tierFor, tiersOf } from '@/lib/pro-tiers'
import { cardStockLabel } from '@/lib/stock'
import { rowKey } from './api'
import { entryMessage, readQuantityEntry } from './quantity-entry'

/** What a row reads of its product: the name and reference, the stock wording, the price. */
export type QuickOrderRowProduct = Pick<
  ProductsRecord,
  'id' | 'name' | 'sku' | 'stock' | 'reserved' | 'price' | 'price_pro' | 'pro_tiers' | 'pro_min_qty'
> & {
  /** One size of a product sold in sizes (docs/adr/0109): a row per size, its stock and prices. */
  variant?: string
  size?: string
}

export interface QuickOrderRowProps {
  product: QuickOrderRowProduct
  /** The unit price this user pays for `quantity` (pro price where one exists, its tier: docs/adr/0132). */
  unitPrice: number
  /** The line's quantity in the selection (0 = not selected). */
  quantity: number
  /** Hidden by the search: kept mounted so what was typed survives. */
  hidden: boolean
  /** `key`: the row's `rowKey` (the product, and its size). */
  onChange: (key: string, quantity: number) => void
}

/**
 * One product of the quick order. Memoised: typing in one row re-renders that row (and the totals),
 * never the 2,000 others. The text typed is kept as typed; only a valid whole number reaches the
 * selection (`readQuantityEntry`).
 */
export const QuickOrderRow = memo(function QuickOrderRow({ product, unitPrice, quantity, hidden, onChange }: QuickOrderRowProps) {
  const stock = Math.max(0, product.stock ?? 0)
  const [draft, setDraft] = useState(quantity > 0 ? String(quantity) : '')
  const [message, setMessage] = useState('')
  const [shown, setShown] = useState(quantity)
  if (shown !== quantity) {
    // Set from outside (the selection was added to the cart and reset): show it.
    setShown(quantity)
    setDraft(quantity > 0 ? String(quantity) : '')
    setMessage('')
  }

  const onType = (text: string) => {
    const entry = readQuantityEntry(text, stock)
    setMessage(entryMessage(entry))
    setDraft(entry.kind === 'capped' ? String(entry.quantity) : text)
    setShown(entry.quantity)
    if (entry.quantity !== quantity) onChange(rowKey(product), entry.quantity)
  }

  const inputId = `qo-${rowKey(product).replace('/', '-')}`
  const hintId = `${inputId}-hint`
  const soldOut = stock <= 0
  return (
    <li
      hidden={hidden}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_10rem_7rem_6rem] sm:px-5"
    >
      <div className="min-w-0">
        <label htmlFor={inputId} className={`block font-medium ${soldOut ? 'text-ink-muted' : ''}`}>
          <OrderLineName item={product} />
        </label>
        <p className="text-xs text-ink-muted">
          {product.sku && <span className="whitespace-nowrap">Réf. {product.sku} · </span>}
          {cardStockLabel(product)}
        </p>
      </div>
      <Price product={product} className="text-sm tabular-nums max-sm:col-start-1 max-sm:row-start-2" />
      <div className="max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-1 max-sm:text-right">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={soldOut ? '' : draft}
          disabled={soldOut}
          onChange={(event) => onType(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={message.startsWith('Saisie') || undefined}
          className="h-10 w-20 rounded-lg border border-line-strong bg-surface-raised px-2 text-center text-sm text-ink tabular-nums disabled:cursor-not-allowed disabled:opacity-50"
        />
        <p id={hintId} aria-live="polite" className="mt-1 text-xs text-highlight-text empty:hidden">
          {message}
        </p>
        {/* How many more pieces reach the next price by quantity (docs/adr/0132). */}
        {quantity > 0 && tierFor(tiersOf(product.pro_tiers), quantity)?.price_pro === unitPrice && (
          <p className="mt-1 text-xs text-ink">{`Prix par quantité : ${formatPrice(unitPrice)} l’unité`}</p>
        )}
        {quantity > 0 && <p className="mt-1 text-xs text-ink-muted empty:hidden">{nextTierText(tiersOf(product.pro_tiers), quantity)}</p>}
      </div>
      <p
        className={`text-sm font-medium tabular-nums max-sm:col-start-1 sm:text-right ${quantity > 0 ? '' : 'max-sm:hidden'}`}
        aria-hidden={quantity === 0 || undefined}
      >
        <span className="font-normal text-ink-muted sm:sr-only">Total de la ligne : </span>
        {quantity > 0 ? formatPrice((Math.round(unitPrice * 100) * quantity) / 100) : '—'}
      </p>
    </li>
  )
})
