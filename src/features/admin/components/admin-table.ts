/**
 * The admin tables' search, sort and status filter (docs/adr/0058), kept in the address so a filtered
 * list can be linked, reloaded and undone with the back button:
 *
 *   ?q=amethyste   the search (the shop's one fold, src/lib/search.ts: accents, case, œ/oe ignored)
 *   ?tri=prix      the sorted column (its header, folded: `columnKey`), `tri=-prix` for descending
 *   ?statut=paid   the status filter (an option's `value`)
 *
 * A screen declares its columns (a `sortValue` makes one sortable), what a row is searched by and,
 * if it has statuses, its filter; then:
 *
 *   const table = useAdminTable(list.items, { columns, searchText, filter })
 *   <TableToolbar {...table.toolbar} searchLabel="Rechercher une commande" />
 *   <DataTable {...table.sorting} columns={columns} rows={table.rows} empty={table.empty('Aucune commande')} … />
 */
import { useCallback, useMemo, useRef, useLayoutEffect, useState } from 'react'
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { compareNames, foldText, matchesSearch } from '@/lib/search'
import { columnKey } from './column-key'
import type { Column, TableSort } from './data-table'

/** One choice of a status filter: the value kept in `?statut=`, the French label. */
export interface FilterOption {
  value: string
  label: string
}

/** A table's status filter: its label, its choices (« Tous » is added first), and the rule of each. */
export interface TableFilter<T> {
  label: string
  /** The first choice, for every row: « Tous » unless said otherwise (« Toutes »). */
  allLabel?: string
  options: readonly FilterOption[]
  /** Whether a row belongs to the chosen option (only called with a known option's value). */
  matches: (row: T, value: string) => boolean
}

export interface TableSetup<T> {
  columns: readonly Column<T>[]
  /** The text a row is found by (name, e-mail, number…), joined with spaces. */
  searchText: (row: T) => string
  filter?: TableFilter<T>
}

/** The address's part of a table: what is typed, the order, the chosen status ('' = all). */
export interface TableState {
  search: string
  sort: TableSort | null
  status: string
}

/** A table's empty text when rows exist but none matches the search or the filter. */
export const NO_MATCH_TEXT = 'Aucun résultat ne correspond à votre recherche.'

const PARAMS = { search: 'q', sort: 'tri', status: 'statut' } as const

/** A date field (`2026-11-21 10:00:00.000Z`) as a number to sort by; an empty or bad one is `null`. */
export function timeOf(value: string | undefined | null): number | null {
  if (!value) return null
  const time = new Date(value.trim().replace(' ', 'T')).getTime()
  return Number.isNaN(time) ? null : time
}

export function readTableState(params: URLSearchParams): TableState {
  const sortParam = params.get(PARAMS.sort) ?? ''
  const key = sortParam.replace(/^-/, '')
  return {
    search: params.get(PARAMS.search) ?? '',
    sort: key ? { key, direction: sortParam.startsWith('-') ? 'descending' : 'ascending' } : null,
    status: params.get(PARAMS.status) ?? '',
  }
}

/** The page of a list paged by the server (`?page=2`); 1 when absent or not a page number. */
export const PAGE_PARAM = 'page'

/**
 * The address with the table's state written in (other parameters kept, empty ones removed); a new
 * search, sort or filter starts again at the first page of a list paged by the server.
 */
export function writeTableState(params: URLSearchParams, state: TableState): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete(PAGE_PARAM)
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name))
  set(PARAMS.search, state.search)
  set(PARAMS.sort, state.sort ? `${state.sort.direction === 'descending' ? '-' : ''}${state.sort.key}` : '')
  set(PARAMS.status, state.status)
  return next
}

type SortValue = string | number | null | undefined

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return compareNames(String(a), String(b))
}

const isEmpty = (value: SortValue) => value === null || value === undefined || value === ''

/**
 * The rows shown: those of the chosen status (an unknown `?statut=` filters nothing), matching the
 * search, in the chosen order (ties and an unknown `?tri=` keep the list's own order; empty values
 * last in both directions).
 */
export function shapeRows<T>(rows: readonly T[], setup: TableSetup<T>, state: TableState): T[] {
  const { filter } = setup
  const status = filter?.options.some((option) => option.value === state.status) ? state.status : ''
  const search = foldText(state.search)
  let shown = rows.filter((row) => (!status || filter!.matches(row, status)) && matchesSearch(foldText(setup.searchText(row)), search))
  const column = state.sort && setup.columns.find((candidate) => candidate.sortValue && columnKey(candidate.header) === state.sort!.key)
  if (state.sort && column?.sortValue) {
    const sign = state.sort.direction === 'descending' ? -1 : 1
    const valueOf = column.sortValue
    const keyed = shown.map((row) => ({ row, value: valueOf(row) }))
    keyed.sort((a, b) => {
      if (isEmpty(a.value) || isEmpty(b.value)) return Number(isEmpty(a.value)) - Number(isEmpty(b.value))
      return sign * compareValues(a.value, b.value)
    })
    shown = keyed.map((item) => item.row)
  }
  return shown
}

/** What `useAdminTable` gives the toolbar. */
export interface ToolbarState {
  search: string
  onSearch: (text: string) => void
  filter?: { label: string; allLabel?: string; options: readonly FilterOption[]; value: string; onChange: (value: string) => void }
  shown: number
  total: number
  /** A list paged by the server: how many match, in words (« 1 234 commandes »), told in place of `shown`/`total`. */
  count?: string
}

/** What a list paged by the server says of itself: how many rows match in all, and what a row is called. */
export interface ServerPage {
  total: number
  /** Singular and plural (« commande », « commandes »): the toolbar then says « 12 commandes ». */
  noun?: readonly [string, string]
}

let numbers: Intl.NumberFormat | undefined

/** « 1 commande », « 1 234 commandes » (French grouping, a narrow non-breaking space). */
export function countText(count: number, [one, many]: readonly [string, string]): string {
  return `${(numbers ??= new Intl.NumberFormat('fr-FR')).format(count)} ${count > 1 ? many : one}`
}

/**
 * A table's search, sort and filter, read from and written to the address. A choice shows at once
 * (before the router applies the new address); typing replaces the history entry, a sort or a
 * filter adds one. With `server`, the list is one page the server already searched, sorted and
 * filtered from the same address (docs/adr/0081, docs/adr/0092): its rows are shown as they are,
 * and `server.total` is how many match in all (a read still running is cancelled by the next:
 * list-page.ts).
 */
export function useAdminTable<T>(rows: readonly T[], setup: TableSetup<T>, server?: ServerPage) {
  const [params, setParams] = useSearchParams()
  const address = params.toString()
  const fromAddress = useMemo(() => readTableState(new URLSearchParams(address)), [address])
  // What was chosen, ahead of the address, and every address asked for here: typing asks for one
  // address per key, and while the router applies them (a transition) it may render an older one.
  const [pending, setPending] = useState<TableState | null>(null)
  const [asked, setAsked] = useState<readonly string[]>([])
  const [seen, setSeen] = useState(address)
  if (seen !== address) {
    setSeen(address)
    // The last address asked for, or one nobody here asked for (back, a link): the address is right again.
    if (pending && (asked.at(-1) === address || !asked.includes(address))) setPending(null)
  }
  const state = pending ?? fromAddress

  const latest = useRef({ state, address, setParams })
  useLayoutEffect(() => {
    latest.current = { state, address, setParams }
  })
  const update = useCallback((change: Partial<TableState>, replace: boolean) => {
    const next = { ...latest.current.state, ...change }
    const nextParams = writeTableState(new URLSearchParams(latest.current.address), next)
    setPending(next)
    setAsked((current) => [...current.slice(-49), nextParams.toString()])
    latest.current.setParams(nextParams, { replace, preventScrollReset: true })
  }, [])

  const onSearch = useCallback((search: string) => update({ search }, true), [update])
  const onSort = useCallback(
    (key: string) => {
      const current = latest.current.state.sort
      const direction = current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending'
      update({ sort: { key, direction } }, false)
    },
    [update],
  )
  const onStatus = useCallback((status: string) => update({ status }, false), [update])

  const paged = server !== undefined
  const shown = useMemo(() => (paged ? [...rows] : shapeRows(rows, setup, state)), [paged, rows, setup, state])
  const { filter } = setup
  const narrowed = state.search !== '' || state.status !== ''
  return {
    rows: shown,
    state,
    /** The table's `empty` text: the screen's own when the list is empty, else `NO_MATCH_TEXT`. */
    empty: (whenEmpty: string) => ((paged ? narrowed : rows.length > 0) ? NO_MATCH_TEXT : whenEmpty),
    sorting: { sort: state.sort, onSort },
    toolbar: {
      search: state.search,
      onSearch,
      filter: filter && {
        label: filter.label,
        allLabel: filter.allLabel,
        options: filter.options,
        value: state.status,
        onChange: onStatus,
      },
      shown: server ? server.total : shown.length,
      total: server ? server.total : rows.length,
      count: server?.noun && server.total > 0 ? countText(server.total, server.noun) : undefined,
    } satisfies ToolbarState,
  }
}

/**
 * A route module's `shouldRevalidate` for a screen whose table state is in the address: searching,
 * sorting or filtering on the same page does not read the list again.
 */
export function keepListOnTableChange({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  // Only a change of the address's query on the same page (a revalidation keeps the same address).
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false
  return defaultShouldRevalidate
}
