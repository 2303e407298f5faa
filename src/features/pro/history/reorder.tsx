import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useToast } from '@/components/toast'
import { secondaryButtonClass } from '@/components/ui-classes'
import { useCart } from '@/lib/cart-context'
import { fetchCartProducts } from '@/lib/cart-products'
import { orderLines, type MyOrder } from '@/lib/orders'
import { paths } from '@/lib/paths'
import { addSelectionToCart } from '../quick-order/add-selection'
import { outcomeReport, outcomeToast } from '../quick-order/outcome-report'

export const REORDER_FAILED = 'Impossible de vérifier les produits de cette commande pour le moment. Réessayez dans un instant.'

/** The lines of a past order as quantities by product id (a product on two lines counts once). */
function quantitiesOf(order: MyOrder): Record<string, number> {
  const quantities: Record<string, number> = {}
  for (const line of orderLines(order)) {
    if (line.quantity > 0) quantities[line.id] = (quantities[line.id] ?? 0) + line.quantity
  }
  return quantities
}

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
    const ids = Object.keys(quantities)
    if (ids.length === 0) return
    setBusy(true)
    setReport([])
    try {
      // Today's products (pro price included): the fields the cart needs, in the order's line order.
      const fresh = await fetchCartProducts(ids, { withProPrice: true })
      const byId = new Map(fresh.map((product) => [product.id, product]))
      const products = ids.flatMap((id) => byId.get(id) ?? [])
      const outcome = addSelectionToCart(cart, products, quantities)
      // Deleted, or no longer visible to this user: said, and counted as refused by the toast.
      for (const id of ids) {
        if (byId.has(id)) continue
        const name = orderLines(order).find((line) => line.id === id)?.name ?? id
        outcome.lines.push({ id, name, wanted: quantities[id] ?? 0, added: 0, inCart: 0, short: 'unavailable' })
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
