import { useCallback, useDeferredValue, useMemo, useState, type FormEvent } from 'react'
import { Link, useLoaderData } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { useBottomBar, useToast } from '@/components/toast'
import { primaryButtonClass } from '@/components/ui-classes'
import { useCart } from '@/lib/cart-context'
import { formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'
import { minimumOrderProblem, minimumQuantityProblem, tierPrice, tiersOf } from '@/lib/pro-tiers'
import { useProMinimum } from '@/components/use-pro-minimum'
import { foldText, matchesSearch } from '@/lib/search'
import { useSession } from '@/lib/session-context'
import { ProEmpty, ProLoadError, ProLoading, ProPageHeader } from '../components'
import { addSelectionToCart } from './add-selection'
import { rowKey, type OrderableProduct } from './api'
import { outcomeReport, outcomeToast } from './outcome-report'
import type { loader } from './quick-order-route'
import { QuickOrderRow } from './quick-order-row'

export { QUICK_ORDER_ADDED } from './outcome-report'
export const QUICK_ORDER_LOAD_FAILED = 'Impossible de charger les produits.'
export const QUICK_ORDER_NOTHING = 'Saisissez au moins une quantité avant d’ajouter au panier.'

/**
 * /espace-pro/commande-rapide (docs/product/screens.md#pro-quick-order): every product the pro may buy, a quantity per product,
 * the totals, and one button (or Enter in any quantity, ADR 0030) to put the selection in the cart.
 * Quantities live here, by row (a product, or one of its sizes: `rowKey`), so a search (which only hides rows) never loses them.
 */
export function QuickOrderScreen() {
  const { products } = useLoaderData<typeof loader>()
  return (
    <div>
      <ProPageHeader
        heading="Commande Rapide"
        title="Commande rapide"
        intro="Saisissez les quantités voulues, puis ajoutez toute la sélection au panier en une fois (touche Entrée)."
      />
      <Deferred
        value={products}
        loading={<ProLoading label="Chargement des produits..." />}
        failed={(retry) => (
          <div className="mt-6">
            <ProLoadError message={QUICK_ORDER_LOAD_FAILED} onRetry={retry} />
          </div>
        )}
      >
        {(list) =>
          list.length === 0 ? (
            <div className="mt-6">
              <ProEmpty>Aucun produit n’est disponible pour le moment.</ProEmpty>
            </div>
          ) : (
            <QuickOrderForm products={list} />
          )
        }
      </Deferred>
    </div>
  )
}

/** The search, a quantity per product, the totals and the button: the products are there. */
function QuickOrderForm({ products }: { products: OrderableProduct[] }) {
  const { user } = useSession()
  const cart = useCart()
  const toast = useToast()
  // The selection bar sticks to the bottom of the screen: toasts show at the top meanwhile.
  useBottomBar()
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [search, setSearch] = useState('')
  // What the last add did (or why it did nothing), shown next to the button.
  const [notice, setNotice] = useState<string[]>([])
  // The catalogue's fold (docs/product/rules.md#search): 'amethyste' finds 'Améthyste', 'oeil' finds 'Œil'.
  const query = useDeferredValue(foldText(search))

  // By row (`rowKey`): a product, or one of its sizes (docs/adr/0109); the price of a quantity
  // follows its tier (docs/adr/0132), as the checkout prices it.
  const byRow = useMemo(() => new Map(products.map((p) => [rowKey(p), { product: p, tiers: tiersOf(p.pro_tiers) }])), [products])
  const unitPrice = useCallback(
    (key: string, quantity: number) => {
      const row = byRow.get(key)
      return row ? tierPrice(row.product, row.tiers, Math.max(1, quantity), user) : 0
    },
    [byRow, user],
  )
  const minimum = useProMinimum()
  // Name and reference (docs/adr/0061), folded alike: 'edp-bra' finds EDP-BRA-001. The line break
  // keeps a search from matching across the two.
  const names = useMemo(
    () => new Map(products.map((p) => [rowKey(p), p.sku ? `${foldText(p.name)}\n${foldText(p.sku)}` : foldText(p.name)])),
    [products],
  )

  // Stable, so memoised rows do not re-render when another row changes.
  const onChange = useCallback((id: string, quantity: number) => {
    setNotice((current) => (current.length > 0 ? [] : current))
    setQuantities((current) => {
      const next = { ...current }
      if (quantity > 0) next[id] = quantity
      else delete next[id]
      return next
    })
  }, [])

  const { articles, totalCents, minimums } = useMemo(() => {
    let count = 0
    let cents = 0
    const lines: { price: number; quantity: number }[] = []
    const perProduct = new Map<string, { name: string; min: number; quantity: number }>()
    for (const [id, quantity] of Object.entries(quantities)) {
      count += quantity
      const price = unitPrice(id, quantity)
      cents += Math.round(price * 100) * quantity
      lines.push({ price, quantity })
      const product = byRow.get(id)?.product
      if (!product) continue
      const seen = perProduct.get(product.id) ?? { name: product.name, min: product.pro_min_qty ?? 0, quantity: 0 }
      seen.quantity += quantity
      perProduct.set(product.id, seen)
    }
    // The pros' minimums, in the checkout's words (docs/adr/0132): a product's sizes count together.
    const problems = [...perProduct.values()].map((seen) => minimumQuantityProblem(seen.name, seen.min, seen.quantity))
    problems.push(minimum ? minimumOrderProblem(minimum.minimum, lines, minimum.rate) : '')
    return { articles: count, totalCents: cents, minimums: problems.filter(Boolean) }
  }, [quantities, unitPrice, byRow, minimum])

  const visibleCount = useMemo(
    () => (query ? products.filter((p) => matchesSearch(names.get(rowKey(p)) ?? '', query)).length : products.length),
    [products, names, query],
  )

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (articles === 0) {
      setNotice([QUICK_ORDER_NOTHING])
      return
    }
    const outcome = addSelectionToCart(cart, products, quantities)
    const toastMessage = outcomeToast(outcome)
    if (toastMessage) toast.show(toastMessage, { tone: 'success' })
    // Lines that went in (fully or partly) are reset; those refused keep what was typed.
    const addedIds = outcome.lines.filter((line) => line.added > 0).map(rowKey)
    if (addedIds.length > 0) {
      setQuantities((current) => {
        const next = { ...current }
        for (const id of addedIds) delete next[id]
        return next
      })
    }
    setNotice(outcomeReport(outcome))
  }

  return (
    <>
      <div className="mt-6">
        <label htmlFor="qo-search" className="block text-sm font-medium">
          Rechercher par nom ou référence
        </label>
        <input
          id="qo-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Nom du produit ou référence"
          className="mt-1 h-11 w-full max-w-md rounded-lg border border-line-strong bg-surface-raised px-3 text-sm text-ink"
        />
        <p className="mt-1 text-xs text-ink-muted" aria-live="polite">
          {visibleCount} produit{visibleCount > 1 ? 's' : ''} affiché{visibleCount > 1 ? 's' : ''}
        </p>
      </div>
      <form onSubmit={onSubmit} className="mt-4" noValidate>
        <div className="rounded-lg border border-line bg-surface">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,1fr)_10rem_7rem_6rem] gap-x-4 border-b border-line px-5 py-2 text-xs tracking-wide text-ink-muted uppercase sm:grid"
          >
            <span>Produit</span>
            <span>Prix unitaire</span>
            <span>Quantité</span>
            <span className="text-right">Total</span>
          </div>
          <ul className="divide-y divide-line">
            {products.map((product) => (
              <QuickOrderRow
                key={rowKey(product)}
                product={product}
                unitPrice={unitPrice(rowKey(product), quantities[rowKey(product)] ?? 0)}
                quantity={quantities[rowKey(product)] ?? 0}
                hidden={!matchesSearch(names.get(rowKey(product)) ?? '', query)}
                onChange={onChange}
              />
            ))}
          </ul>
          {visibleCount === 0 && <p className="px-5 py-6 text-center text-ink-muted">Aucun produit ne correspond à « {search.trim()} ».</p>}
        </div>
        <div className="sticky bottom-0 mt-4 flex flex-col gap-3 rounded-lg border border-line bg-surface-raised px-5 py-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <p aria-live="polite">
            <span className="text-ink-muted">
              Sélection : {articles} article{articles > 1 ? 's' : ''} —{' '}
            </span>
            <span className="font-semibold tabular-nums">Total : {formatPrice(totalCents / 100)}</span>
          </p>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <button type="submit" className={primaryButtonClass}>
              Ajouter la sélection au panier
            </button>
            <Link to={paths.cart} className="text-sm text-ink-muted underline underline-offset-4 hover:text-accent">
              Voir le panier
            </Link>
          </div>
          {minimums.length > 0 && (
            <div className="text-sm text-highlight-text sm:basis-full" aria-live="polite">
              {minimums.map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
            </div>
          )}
          {/* In the sticky bar, next to the button, so it is on screen whatever the scroll. */}
          <div role="status" className="max-h-[30vh] overflow-y-auto text-sm text-highlight-text empty:hidden sm:basis-full">
            {notice.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
        </div>
      </form>
    </>
  )
}
