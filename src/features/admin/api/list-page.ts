import { ClientResponseError, type RecordService } from 'pocketbase'
import { pb } from '@/lib/pocketbase'
import type { CollectionRecords } from '@/lib/pocketbase-types'
import { later } from '@/lib/route-data'
import { foldText } from '@/lib/search'
import { selectFields, type FieldName, type Selected } from '@/lib/select-fields'
import { PAGE_PARAM, readTableState } from '../components/admin-table'

/*
 * THE way an admin list that grows reads (docs/adr/0092, DESIGN's "lists that grow are paged by the
 * server"): its route loader turns the address (`?page=`, `?q=`, `?statut=`, `?tri=`, the same as
 * the tables always kept) into one PocketBase page of at most 50 rows, with only the fields the
 * list shows and the server's `totalItems`. Each list declares its `ListSpec` in its own data
 * module; a new address (a search, a sort, a filter, a page) reads again, and so does a write (the
 * current page only, by react-router's revalidation).
 */

/** Rows per page (docs/product/rules.md#lists-and-reads: 50 at most). */
export const PAGE_SIZE = 50

/** A page of a list and how many rows match in all (the count and the pager). */
export interface ListPage<T> {
  items: T[]
  page: number
  totalPages: number
  totalItems: number
}

/** How a list's address becomes PocketBase's query. */
export interface ListSpec {
  /** The sortable columns (`?tri=` keys: `columnKey(header)`) → PocketBase's sort field. */
  sorts: Readonly<Record<string, string>>
  /** The order with no `?tri=`, and the tie-breaker after one (`-created`). */
  defaultSort: string
  /** `?statut=` values → their filter (built with `pb.filter`); an unknown value filters nothing. */
  filters?: Readonly<Record<string, string>>
  /** The filter of a search, given the folded text (e.g. `pb.filter('search ~ {:q}', { q })`). */
  search?: (folded: string) => string
  /** A filter always applied (the list's own scope). */
  scope?: string
}

/**
 * The search on the folded `search` column (docs/adr/0090): one `search ~` per word typed, all
 * required, so « lea lyon » finds Léa's order to Lyon whatever stands between the two words.
 */
export function searchColumn(folded: string): string {
  return folded
    .split(' ')
    .filter(Boolean)
    .map((word) => pb.filter('search ~ {:word}', { word }))
    .join(' && ')
}

/** The page asked for: `?page=`, 1 when absent or not a page number. */
export function pageNumber(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get(PAGE_PARAM)) || 1))
}

/** PocketBase's `page`, `filter` and `sort` for the address `params`. User input only ever goes through `pb.filter` bindings. */
export function pageQuery(params: URLSearchParams, spec: ListSpec) {
  const state = readTableState(params)
  const filters: string[] = []
  if (spec.scope) filters.push(spec.scope)
  const status = spec.filters && Object.hasOwn(spec.filters, state.status) ? spec.filters[state.status] : undefined
  if (status) filters.push(status)
  const folded = foldText(state.search)
  if (folded && spec.search) filters.push(spec.search(folded))
  const field = state.sort && Object.hasOwn(spec.sorts, state.sort.key) ? spec.sorts[state.sort.key] : undefined
  const sort = field && state.sort ? `${state.sort.direction === 'descending' ? '-' : ''}${field},${spec.defaultSort}` : spec.defaultSort
  // A filter with an `||` is bracketed so that `&&` keeps its meaning around it.
  const filter = filters.map((part) => (part.includes('||') ? `(${part})` : part)).join(' && ')
  return { page: pageNumber(params), filter, sort }
}

/**
 * One page of `collection` for the address of `request`, only the fields `names` (typed as
 * selected; `expand.<relation>.<field>` for a relation's, with `expand` naming it), not awaited: the
 * table shows 'Chargement...' the first time, the current page meanwhile after (docs/adr/0066).
 */
export function readPage<C extends keyof CollectionRecords, const K extends FieldName<CollectionRecords[C]>>(
  collection: C,
  names: readonly K[],
  spec: ListSpec,
  request: Request,
  options: { expand?: string } = {},
): Promise<ListPage<Selected<CollectionRecords[C], K>>> {
  const { page, filter, sort } = pageQuery(new URL(request.url).searchParams, spec)
  const service = pb.collection(collection) as RecordService<CollectionRecords[C]>
  return later(
    selectFields(service, names)
      // One read in flight per list: a newer address (the next key typed) cancels the one before.
      .list(page, PAGE_SIZE, { filter, sort, expand: options.expand, signal: request.signal, requestKey: `admin-list-${collection}` })
      .then(({ items, page, totalPages, totalItems }) => ({ items, page, totalPages, totalItems }))
      .catch((error: unknown) => {
        // The screen shows its French text; the cause is for whoever reads the console (not a read
        // cancelled by a newer one: nobody draws it).
        if (!(error instanceof ClientResponseError && error.isAbort)) console.error(`Admin list ${collection}:`, error)
        throw error
      }),
  )
}

/** The most rows one bulk action takes (docs/adr/0095): the servers' caps are the same. */
export const BULK_CAP = 500

/**
 * Every row matching the address of `params` (the list's own search, filter and scope), only the
 * fields `names` (`['id']` for a selection), at most `BULK_CAP`: « Sélectionner les N résultats »
 * (docs/adr/0095). A list with more matches is refused by the caller before asking.
 */
export function readMatching<C extends keyof CollectionRecords, const K extends FieldName<CollectionRecords[C]>>(
  collection: C,
  names: readonly K[],
  spec: ListSpec,
  params: URLSearchParams,
  options: { expand?: string } = {},
): Promise<Selected<CollectionRecords[C], K>[]> {
  const { filter, sort } = pageQuery(params, spec)
  const service = pb.collection(collection) as RecordService<CollectionRecords[C]>
  return selectFields(service, names)
    .list(1, BULK_CAP, { filter, sort, expand: options.expand, skipTotal: true, requestKey: `admin-matching-${collection}` })
    .then(({ items }) => items)
}
