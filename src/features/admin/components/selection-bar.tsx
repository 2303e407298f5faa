import type { ReactNode } from 'react'
import { tableButtonClass } from './data-table'
import { SELECTION_TEXTS, type RowSelection } from './use-row-selection'

/**
 * The bar of a list's selection (docs/adr/0095): « N sélectionnée(s) », the bulk actions
 * (`children`), « Tout désélectionner »; once the page is all ticked and more rows match,
 * « Sélectionner les N résultats » (or why not: over the cap). Kept at the bottom of the screen
 * while the list scrolls, within a thumb's reach on a phone; wraps, never wider than the screen.
 */
export function SelectionBar<R extends { id: string }>({
  selection,
  label,
  children,
}: {
  selection: RowSelection<R>
  /** The bar's accessible name (« Commandes sélectionnées »). */
  label: string
  children: ReactNode
}) {
  const { count, total, canSelectAll, allMatching, reading, message } = selection
  if (count === 0 && !message) return null
  return (
    <div
      role="region"
      aria-label={label}
      className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-accent bg-surface-raised p-3 text-sm shadow-lg"
    >
      <p role="status" className="mr-auto font-medium text-ink">
        {SELECTION_TEXTS.count(count)}
        {allMatching && <span className="sr-only"> — {SELECTION_TEXTS.allSelected(total)}</span>}
      </p>
      {count > 0 && children}
      {canSelectAll && !message && (
        <button type="button" className={tableButtonClass} disabled={reading} onClick={() => void selection.selectAll()}>
          {SELECTION_TEXTS.selectAll(total)}
        </button>
      )}
      {count > 0 && (
        <button type="button" className={tableButtonClass} onClick={selection.clear}>
          {SELECTION_TEXTS.clear}
        </button>
      )}
      {message && (
        <p role="alert" className="w-full text-danger-700 dark:text-danger-300">
          {message}
        </p>
      )}
    </div>
  )
}
