import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { useLowStockThreshold } from '../products/use-low-stock-threshold'
import { AdminPage } from '../components/admin-page'
import { ListError } from '../components/list-error'
import { IdentityWarning } from './identity-warning'
import { TO_DO, TOTALS, useOverviewCounts, withLowStockThreshold, type CountState, type OverviewCount } from './overview-counts'

/** Every card's count but 'Stock faible', read by one hook (the keys differ across the two sections). */
const ALL_COUNTS: readonly OverviewCount[] = [...TOTALS, ...TO_DO].filter((count) => count.key !== 'lowStock')
const LOW_STOCK: readonly OverviewCount[] = TO_DO.filter((count) => count.key === 'lowStock')
const NONE: readonly OverviewCount[] = []

function CountCard({ count, value, urgent = false }: { count: OverviewCount; value: CountState; urgent?: boolean }) {
  const shown = value === 'loading' ? '…' : value === 'error' ? '—' : String(value)
  const highlight = urgent && typeof value === 'number' && value > 0
  return (
    <li>
      <Link
        to={count.to}
        className={`flex h-full flex-col gap-1 rounded-2xl border bg-surface p-4 sm:p-5 transition-colors hover:border-accent ${
          highlight ? 'border-highlight' : 'border-line'
        }`}
      >
        {/* The spaces keep the link's name readable ('Produits 48'); flex ignores them on screen. */}
        <span className="text-sm font-medium text-ink-muted">{count.label}</span>{' '}
        <span className="font-display text-4xl font-semibold text-ink lining-nums tabular-nums">
          {value === 'loading' ? (
            <>
              <span aria-hidden="true">{shown}</span>
              <span className="sr-only">Chargement...</span>
            </>
          ) : (
            shown
          )}
        </span>{' '}
        {count.hint && <span className="text-xs text-ink-muted">{count.hint}</span>}
      </Link>
    </li>
  )
}

/**
 * The back-office index 'Tableau de Bord': the three totals of docs/product/screens.md#admin-index, then what needs the owner
 * first (orders to ship, new custom requests, unread messages, low stock, e-mails that could not be
 * sent), each linking to its
 * screen. A failed count shows '—' and its French failure text; the others still show.
 */
export function OverviewScreen() {
  // 'Stock faible' is counted once the admin's threshold is read (the default 2 if it cannot be).
  const threshold = useLowStockThreshold()
  const toDo = useMemo(() => withLowStockThreshold(TO_DO, threshold.value), [threshold.value])
  const lowStock = useMemo(
    () => (threshold.status === 'loading' ? NONE : withLowStockThreshold(LOW_STOCK, threshold.value)),
    [threshold.status, threshold.value],
  )
  const values = { ...useOverviewCounts(ALL_COUNTS), ...useOverviewCounts(lowStock) }
  // A collection counted twice (orders, products) fails with one text.
  const uniqueFailures = [
    ...new Set([...ALL_COUNTS, ...LOW_STOCK].filter((count) => values[count.key] === 'error').map((count) => count.failure)),
  ]

  return (
    <AdminPage heading="Tableau de Bord" title="Tableau de bord">
      {uniqueFailures.length > 0 && (
        <div className="space-y-1">
          {uniqueFailures.map((failure) => (
            <ListError key={failure}>{failure}</ListError>
          ))}
        </div>
      )}
      <IdentityWarning />
      <section aria-labelledby="overview-totals" className="space-y-3">
        <h2 id="overview-totals" className="text-xl font-semibold text-ink">
          En chiffres
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {TOTALS.map((count) => (
            <CountCard key={count.key} count={count} value={values[count.key] ?? 'loading'} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="overview-to-do" className="space-y-3">
        <h2 id="overview-to-do" className="text-xl font-semibold text-ink">
          À traiter
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {toDo.map((count) => (
            <CountCard key={count.key} count={count} value={values[count.key] ?? 'loading'} urgent />
          ))}
        </ul>
      </section>
    </AdminPage>
  )
}
