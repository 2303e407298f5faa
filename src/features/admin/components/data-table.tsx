import type { ReactNode } from 'react'
import { columnKey } from './column-key'

/** One column: its header text and what a row shows in it. */
export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Extra classes for this column's cells (e.g. `text-right`, `w-28`). */
  className?: string
  /**
   * Makes the column sortable (its header becomes a button, docs/adr/0058): the value a row is
   * ordered by. A string sorts in French order (`compareNames`), a number as a number (dates: give
   * `timeOf(row.created)`); `null` or '' always goes last.
   */
  sortValue?: (row: T) => string | number | null | undefined
}

/** The column a table is ordered by (its key: `columnKey(header)`) and the direction. */
export interface TableSort {
  key: string
  direction: 'ascending' | 'descending'
}

/** A small action button inside a table row (Modifier, Supprimer, Voir…). */
export const tableButtonClass =
  'inline-flex items-center rounded-full border border-line-strong px-3 py-1 text-xs font-medium text-ink transition-colors hover:border-accent hover:text-accent disabled:opacity-50'

/** The same, for a delete. */
export const tableDangerButtonClass =
  'inline-flex items-center rounded-full border border-danger-300 px-3 py-1 text-xs font-medium text-danger-700 transition-colors hover:bg-danger-100 disabled:opacity-50 dark:border-danger-700 dark:text-danger-300 dark:hover:bg-danger-700/20'

/**
 * An accessible admin table: a caption (read by screen readers, hidden on screen), one header
 * row, 'Chargement...' while loading, `empty` when the loaded list is empty. It scrolls sideways
 * on phones (the scroll box is focusable and labelled so keyboard users can scroll it too).
 * With `onSort`, the columns that have a `sortValue` get a header button and `aria-sort`
 * (`useAdminTable` gives `sort` and `onSort`); `rowClassName` styles a row (e.g. a sold-out product).
 */
export function DataTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  status = 'ready',
  empty,
  sort = null,
  onSort,
  rowClassName,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  status?: 'loading' | 'ready' | 'error'
  /** Shown in a single row when the list loaded and is empty. */
  empty: string
  /** The current order, shown by `aria-sort` and an arrow on its header. */
  sort?: TableSort | null
  /** Called with a sortable column's key when its header is clicked. */
  onSort?: (key: string) => void
  /** Extra classes for a row. */
  rowClassName?: (row: T) => string | undefined
}) {
  const placeholder = status === 'loading' && rows.length === 0 ? 'Chargement...' : status === 'ready' && rows.length === 0 ? empty : null
  return (
    // `relative`: the cells' visually hidden texts (absolutely placed) stay inside the scroll box
    // instead of widening the page on a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {columns.map((column) => {
              const key = columnKey(column.header)
              const sortable = column.sortValue !== undefined && onSort !== undefined
              const direction = sortable && sort?.key === key ? sort.direction : undefined
              return (
                <th key={column.header} scope="col" aria-sort={direction} className={`px-4 py-3 font-medium ${column.className ?? ''}`}>
                  {sortable ? <SortButton header={column.header} direction={direction} onClick={() => onSort(key)} /> : column.header}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {placeholder !== null && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-ink-muted">
                {placeholder}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id} className={`align-middle text-ink ${rowClassName?.(row) ?? ''}`}>
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-3 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A sortable column's header: a button that names the order it gives next (the header's text stays
 * its name; `aria-sort` on the header cell says the current order).
 */
function SortButton({ header, direction, onClick }: { header: string; direction?: TableSort['direction']; onClick: () => void }) {
  const next = direction === 'ascending' ? 'décroissant' : 'croissant'
  return (
    <button
      type="button"
      onClick={onClick}
      title={`Trier par ordre ${next}`}
      className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-accent focus-visible:text-accent"
    >
      {header}
      <SortArrow direction={direction} />
    </button>
  )
}

/** Up, down, or both (not sorted yet): drawn, since the shop's cut web fonts hold no arrows. */
function SortArrow({ direction }: { direction?: TableSort['direction'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 14" width="8" height="12" className={direction ? 'text-ink' : 'opacity-50'} fill="currentColor">
      {direction !== 'descending' && <path d="M5 1 9 6H1z" />}
      {direction !== 'ascending' && <path d="M5 13 1 8h8z" />}
    </svg>
  )
}
