import { useEffect, useId, useRef, type ReactNode } from 'react'
import { columnKey } from './column-key'
import { SELECTION_TEXTS, type RowSelection } from './use-row-selection'
import { useNarrowScreen } from './use-narrow-screen'

/**
 * A column's part in its row's card on a phone (docs/adr/0093): `title` heads the card (the first
 * column when none says so), `media` sits beside the title (a thumbnail), `fact` is shown under its
 * header (the default), `action` ends the card (its buttons, always in view), `hidden` is for the
 * table only.
 */
export type CardRole = 'title' | 'media' | 'fact' | 'action' | 'hidden'

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
  /** Its place in the row's card below the `md` width (a `fact` unless said). */
  card?: CardRole
}

/**
 * Rows that can be ticked (docs/adr/0095): the selection (`useRowSelection`) and each row's box's
 * accessible name (« Sélectionner la commande n° … »).
 */
export interface TableSelection<T extends { id: string }> {
  state: RowSelection<T>
  label: (row: T) => string
}

/** The column a table is ordered by (its key: `columnKey(header)`) and the direction. */
export interface TableSort {
  key: string
  direction: 'ascending' | 'descending'
}

// On a phone a row's buttons are a thumb's size (44 px high, docs/adr/0093); small in the table.
const rowButtonSize = 'px-3 py-1 text-xs max-md:min-h-11 max-md:px-4 max-md:text-sm'

/** A small action button inside a table row (Modifier, Supprimer, Voir…). */
export const tableButtonClass = `inline-flex items-center justify-center rounded-full border border-line-strong ${rowButtonSize} font-medium text-ink transition-colors hover:border-accent hover:text-accent disabled:opacity-50`

/** The same, for a delete. */
export const tableDangerButtonClass = `inline-flex items-center justify-center rounded-full border border-danger-300 ${rowButtonSize} font-medium text-danger-700 transition-colors hover:bg-danger-100 disabled:opacity-50 dark:border-danger-700 dark:text-danger-300 dark:hover:bg-danger-700/20`

/**
 * An accessible admin table: a caption (read by screen readers, hidden on screen), one header
 * row, 'Chargement...' while loading, `empty` when the loaded list is empty. Below the `md` width
 * it is a list of cards named by the caption, one a row, drawn from the columns' `card` roles
 * (docs/adr/0093); from `md` a wide table scrolls sideways in its box (focusable and labelled so
 * keyboard users can scroll it too).
 * With `onSort`, the columns that have a `sortValue` get a header button and `aria-sort`
 * (`useAdminTable` gives `sort` and `onSort`); `rowClassName` styles a row (e.g. a sold-out product).
 * With `selection`, each row (and card) starts with a box, and the header with the page's box
 * (docs/adr/0095; `SelectionBar` shows the count and the actions).
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
  selection,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  /** Rows that can be ticked for a bulk action. */
  selection?: TableSelection<T>
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
  const narrow = useNarrowScreen()
  const placeholder = status === 'loading' && rows.length === 0 ? 'Chargement...' : status === 'ready' && rows.length === 0 ? empty : null
  if (narrow)
    return (
      <CardList
        caption={caption}
        columns={columns}
        rows={rows}
        placeholder={placeholder}
        sort={sort}
        onSort={onSort}
        rowClassName={rowClassName}
        selection={selection}
      />
    )
  return (
    // `relative`: the cells' visually hidden texts (absolutely placed) stay inside the scroll box
    // instead of widening the page on a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-4 py-3">
                <PageBox selection={selection.state} />
              </th>
            )}
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
              <td colSpan={columns.length + (selection ? 1 : 0)} className="px-4 py-6 text-center text-ink-muted">
                {placeholder}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id} className={`align-middle text-ink ${rowClassName?.(row) ?? ''}`}>
              {selection && (
                <td className="w-10 px-4 py-3">
                  <RowBox row={row} selection={selection} />
                </td>
              )}
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

const boxClass = 'size-5 cursor-pointer rounded border-line-strong accent-[var(--ep-accent)]'

/** A row's box, named by the row (« Sélectionner la commande n° … »). */
function RowBox<T extends { id: string }>({ row, selection }: { row: T; selection: TableSelection<T> }) {
  return (
    <input
      type="checkbox"
      className={boxClass}
      aria-label={selection.label(row)}
      checked={selection.state.isSelected(row.id)}
      onChange={() => selection.state.toggle(row)}
    />
  )
}

/** The page's box: ticked when every row of the page is, mixed when some are. */
function PageBox<T extends { id: string }>({ selection, labelled = true }: { selection: RowSelection<T>; labelled?: boolean }) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.pageState === 'some'
  }, [selection.pageState])
  return (
    <input
      ref={box}
      type="checkbox"
      className={boxClass}
      aria-label={labelled ? SELECTION_TEXTS.page : undefined}
      checked={selection.pageState === 'all'}
      onChange={selection.togglePage}
    />
  )
}

/** Whether a cell drew nothing (a fact with no value is left out of its card). */
const isBlank = (node: ReactNode) => node === null || node === undefined || node === false || node === ''

/**
 * The phone's list (docs/adr/0093): one card a row, named by the caption like the table. Its title
 * (and thumbnail), its facts under their headers, two a line where the card is wide enough (a
 * container query), then its actions, wrapped, never off-screen. A sort menu replaces the headers.
 */
function CardList<T extends { id: string }>({
  caption,
  columns,
  rows,
  placeholder,
  sort,
  onSort,
  rowClassName,
  selection,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  selection?: TableSelection<T>
  placeholder: string | null
  sort: TableSort | null
  onSort?: (key: string) => void
  rowClassName?: (row: T) => string | undefined
}) {
  const titled = columns.find((column) => column.card === 'title')
  const title = titled ?? columns.find((column) => column.card === undefined || column.card === 'fact')
  const media = columns.filter((column) => column.card === 'media')
  const facts = columns.filter((column) => column !== title && (column.card === undefined || column.card === 'fact'))
  const actions = columns.filter((column) => column.card === 'action')
  return (
    <div className="flex flex-col gap-3">
      {onSort && <SortMenu columns={columns} sort={sort} onSort={onSort} />}
      {selection && rows.length > 0 && (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <PageBox selection={selection.state} labelled={false} />
          {SELECTION_TEXTS.page}
        </label>
      )}
      {placeholder !== null && (
        <p className="rounded-xl border border-line bg-surface px-4 py-6 text-center text-sm text-ink-muted">{placeholder}</p>
      )}
      <ul aria-label={caption} className="flex flex-col gap-3">
        {rows.map((row) => (
          <li
            key={row.id}
            className={`@container rounded-xl border border-line bg-surface p-4 text-sm text-ink ${rowClassName?.(row) ?? ''}`}
          >
            <div className="flex items-start gap-3">
              {selection && (
                // A thumb's size around the box (docs/adr/0093).
                <span className="-m-2 flex size-11 shrink-0 items-center justify-center">
                  <RowBox row={row} selection={selection} />
                </span>
              )}
              {media.map((column) => (
                <div key={column.header} className="shrink-0">
                  {column.cell(row)}
                </div>
              ))}
              {title && <div className="min-w-0 flex-1 text-base font-medium break-words">{title.cell(row)}</div>}
            </div>
            <CardFacts row={row} facts={facts} />
            {actions.map((column) => (
              <div key={column.header} className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3 empty:hidden">
                {column.cell(row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}

function CardFacts<T>({ row, facts }: { row: T; facts: Column<T>[] }) {
  const shown = facts.map((column) => ({ column, value: column.cell(row) })).filter(({ value }) => !isBlank(value))
  if (shown.length === 0) return null
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 @xs:grid-cols-2">
      {shown.map(({ column, value }) => (
        <div key={column.header} className="min-w-0">
          <dt className="text-xs text-ink-muted">{column.header}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The cards' order, where the table has sortable headers: « Trier par » (the columns) and « Ordre »
 * (croissant, décroissant), through the table's `onSort` (a new column starts ascending, the same
 * one turns its direction), so the address keeps it as the headers do.
 */
function SortMenu<T>({ columns, sort, onSort }: { columns: Column<T>[]; sort: TableSort | null; onSort: (key: string) => void }) {
  const ids = useId()
  const sortable = columns.filter((column) => column.sortValue !== undefined)
  if (sortable.length === 0) return null
  const current = sortable.find((column) => columnKey(column.header) === sort?.key)
  const currentKey = current ? columnKey(current.header) : ''
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={`${ids}-by`} className="font-medium text-ink-muted">
          Trier par
        </label>
        <select
          id={`${ids}-by`}
          value={currentKey}
          onChange={(event) => event.target.value && onSort(event.target.value)}
          className={selectClass}
        >
          {!current && <option value="">Ordre de la liste</option>}
          {sortable.map((column) => (
            <option key={column.header} value={columnKey(column.header)}>
              {column.header}
            </option>
          ))}
        </select>
      </div>
      {current && sort && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-direction`} className="font-medium text-ink-muted">
            Ordre
          </label>
          <select
            id={`${ids}-direction`}
            value={sort.direction}
            onChange={(event) => event.target.value !== sort.direction && onSort(currentKey)}
            className={selectClass}
          >
            <option value="ascending">croissant</option>
            <option value="descending">décroissant</option>
          </select>
        </div>
      )}
    </div>
  )
}

const selectClass = 'h-11 max-w-full rounded-full border border-line-strong bg-surface-raised px-4 text-sm text-ink'

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
