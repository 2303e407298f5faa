import type { ReactNode } from 'react'

/** One column: its header text and what a row shows in it. */
export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Extra classes for this column's cells (e.g. `text-right`, `w-28`). */
  className?: string
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
 */
export function DataTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  status = 'ready',
  empty,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  status?: 'loading' | 'ready' | 'error'
  /** Shown in a single row when the list loaded and is empty. */
  empty: string
}) {
  const placeholder = status === 'loading' && rows.length === 0 ? 'Chargement...' : status === 'ready' && rows.length === 0 ? empty : null
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 font-medium ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
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
            <tr key={row.id} className="align-middle text-ink">
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
