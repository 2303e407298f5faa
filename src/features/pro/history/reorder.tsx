import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { useCart } from '@/lib/cart-context'
import { fetchCartProducts } from '@/lib/cart-products'
import { orderLines, type MyOrder } from '@/lib/orders'
import { paths } from '@/lib/paths'
import { pb } from '@/lib/pocketbase'
import type { ProductVariantsRecord } from '@/lib/pocketbase-types'
import { selectFields } from '@/lib/select-fields'
import { addSelectionToCart } from '../quick-order/add-selection'
import { rowKey } from '../quick-order/api'
import { outcomeReport, outcomeToast } from '../quick-order/outcome-report'

export const REORDER_FAILED = 'Impossible de vérifier les produits de cette commande pour le moment. Réessayez dans un instant.'

/**
 * The lines of a past order as quantities by row: the product, and its size (`rowKey`, docs/adr/0109);
 * a product (or size) on two lines counts once.
 */
function quantitiesOf(order: MyOrder): Record<string, number> {
  const quantities: Record<string, number> = {}
  for (const line of orderLines(order)) {
    if (line.quantity > 0) quantities[rowKey(line)] = (quantities[rowKey(line)] ?? 0) + line.quantity
  }
  return quantities
}

/** Today's sizes of the past order's sized lines (their stock and prices), by id. */
async function fetchSizes(order: MyOrder): Promise<Map<string, ReorderSize>> {
  const ids = [...new Set(orderLines(order).flatMap((line) => (line.variant ? [line.variant] : [])))]
  if (ids.length === 0) return new Map()
  const filter = ids.map((_, index) => `id = {:v${index}}`).join(' || ')
  const params = Object.fromEntries(ids.map((id, index) => [`v${index}`, id]))
  const sizes = await selectFields(pb.collection('product_variants'), REORDER_SIZE_FIELDS).fullList({ filter: pb.filter(filter, params) })
  return new Map(sizes.map((size) => [size.id, size]))
}

const REORDER_SIZE_FIELDS = ['id', 'product', 'stock', 'price', 'price_pro'] as const
type ReorderSize = Pick<ProductVariantsRecord, (typeof REORDER_SIZE_FIELDS)[number]>

/**
 * « Commander à nouveau » on a past order (issue 14, point 6): the order's lines go into the cart at
 * today's prices and within the cart's bounds (the quick order's rules, docs/adr/0040), and the
 * report next to the button says what went in, what was cut short and what is no longer sold.
 */
export function ReorderButton({ order }: { order: MyOrder }) {
  const cart = useCart()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<string[]>([])

  const reorder = async () => {
    const quantities = quantitiesOf(order)
    const keys = Object.keys(quantities)
    const ids = [...new Set(orderLines(order).map((line) => line.id))]
    if (keys.length === 0) return
    setBusy(true)
    setReport([])
    try {
      // Today's products (pro price included): the fields the cart needs, in the order's line order.
      const [fresh, sizes] = await Promise.all([fetchCartProducts(ids, { withProPrice: true }), fetchSizes(order)])
      const byId = new Map(fresh.map((product) => [product.id, product]))
      // A row per past line (product, or product and size), at today's stock and prices.
      const lines = keys.flatMap((key) => orderLines(order).find((line) => rowKey(line) === key) ?? [])
      const rows = lines.flatMap((line) => {
        const product = byId.get(line.id)
        if (!product) return []
        if (!line.variant) return [product]
        const size = sizes.get(line.variant)
        if (!size || size.product !== line.id) return []
        return [
          {
            ...product,
            variant: size.id,
            size: line.size ?? '',
            stock: size.stock ?? 0,
            price: size.price || product.price,
            ...(typeof product.price_pro === 'number' || typeof size.price_pro === 'number'
              ? { price_pro: size.price_pro || product.price_pro }
              : {}),
          },
        ]
      })
      const outcome = addSelectionToCart(cart, rows, quantities)
      // Deleted, no longer visible to this user, or a size gone: said, and counted as refused by the toast.
      const found = new Set(rows.map(rowKey))
      for (const line of lines) {
        if (found.has(rowKey(line))) continue
        const name = line.size ? `${line.name} — ${line.size}` : line.name
        outcome.lines.push({ id: line.id, name, wanted: quantities[rowKey(line)] ?? 0, added: 0, inCart: 0, short: 'unavailable' })
      }
      const message = outcomeToast(outcome)
      if (message) toast.show(message, { tone: 'success' })
      setReport(outcomeReport(outcome))
    } catch {
      setReport([REORDER_FAILED])
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={secondaryButtonClass} onClick={() => void reorder()} disabled={busy} aria-busy={busy || undefined}>
        Commander à nouveau
      </button>
      <div role="status" className="text-sm text-highlight-text empty:hidden">
        {report.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        {report.length > 0 && report[0] !== REORDER_FAILED && (
          <Link to={paths.cart} className="text-ink-muted underline underline-offset-4 hover:text-accent">
            Voir le panier
          </Link>
        )}
      </div>
    </div>
  )
}
