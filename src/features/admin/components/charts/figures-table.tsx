import { saveBlob } from '@/lib/order-documents'
import { tableButtonClass } from '../data-table'
import { figuresCsv, type FiguresColumn } from './figures-csv'

/**
 * A table of figures (docs/adr/0124): every chart has one beside it with the same figures, and
 * every one can be saved as a CSV a French spreadsheet opens (« Exporter en CSV »). Always a table,
 * on a phone too: it scrolls sideways inside its own box (focusable, named by its caption), and
 * `boxClassName` may bound its height (the overview's month: it scrolls inside the box).
 */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  filename,
  empty,
  boxClassName = '',
}: {
  caption: string
  columns: readonly FiguresColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T, index: number) => string
  /** The CSV's name, without `.csv`. */
  filename: string
  /** The single row of an empty table. */
  empty: string
  boxClassName?: string
}) {
  const save = () => saveBlob(new Blob([figuresCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), `${filename}.csv`)
  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={`relative w-full overflow-auto rounded-xl border border-line bg-surface ${boxClassName}`}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-3 pt-3 pb-2 text-left text-sm font-medium text-ink sm:px-4">{caption}</caption>
          <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-3 py-2 font-medium whitespace-nowrap sm:px-4 ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-4 text-center text-ink-muted sm:px-4">
                  {empty}
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} className="text-ink">
                {columns.map((column, at) =>
                  at === 0 ? (
                    <th key={column.header} scope="row" className="min-w-36 px-3 py-2 text-left font-normal sm:px-4">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={`px-3 py-2 sm:px-4 ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Named after its table: a page has several (the visible words first, WCAG 2.5.3). */}
      <button type="button" className={tableButtonClass} onClick={save} aria-label={`Exporter en CSV\u00a0: ${caption}`}>
        Exporter en CSV
      </button>
    </div>
  )
}
