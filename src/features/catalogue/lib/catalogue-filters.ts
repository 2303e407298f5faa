/**
 * The catalogue's filter, search and sort rules (docs/product/rules.md#catalogue-filters, docs/product/rules.md#catalogue-address and docs/product/rules.md#categories), as pure functions.
 *
 * Products are indexed once per list (`indexProducts`): the price that applies, the name folded
 * for search, and one Set of option keys per filter group. Filtering is then a few Set lookups per
 * product, fast enough for thousands of products on every keystroke.
 */
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { applicablePrice } from '@/lib/roles'
import { compareNames, foldText, matchesSearch } from '@/lib/search'
import { productSizes } from '@/lib/stock'
import { findBudget, inBudget, toCents } from './budget'

import {
  DEFAULT_SORT,
  EMPTY_QUERY,
  FILTER_GROUPS,
  SORT_OPTIONS,
  emptyGroups,
  optionKey,
  sizeParam,
  type CatalogueQuery,
  type GroupKey,
  type NamedRecord,
  type SortId,
} from './catalogue-query'

function isSortId(value: string | null): value is SortId {
  return SORT_OPTIONS.some((option) => option.id === value)
}

/** Reads the catalogue state from the address (`?q=&categorie=a,b&pierre=…&budget=&tri=`). */
export function parseQuery(params: URLSearchParams): CatalogueQuery {
  const groups = emptyGroups()
  for (const group of FILTER_GROUPS) {
    const values = params
      .getAll(group.param)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean)
    groups[group.key] = [...new Set(values)]
  }
  const tri = params.get('tri')
  return {
    q: params.get('q') ?? '',
    groups,
    budget: findBudget(params.get('budget'))?.id ?? null,
    sort: isSortId(tri) ? tri : DEFAULT_SORT,
  }
}

/** How many filters are on (options, budget and search; the sort is not a filter). */
export function activeFilterCount(query: CatalogueQuery): number {
  const options = FILTER_GROUPS.reduce((sum, group) => sum + query.groups[group.key].length, 0)
  return options + (query.budget ? 1 : 0) + (query.q.trim() ? 1 : 0)
}

/** The query without any filter or search (the sort is kept). */
export function clearFilters(query: CatalogueQuery): CatalogueQuery {
  return { ...EMPTY_QUERY, sort: query.sort }
}

/**
 * What filtering, searching and sorting read of a product: its name, its prices, its creation date
 * and its relations (as ids, or expanded when it was read with `expand`).
 */
export type FilterableProduct = Pick<ProductsRecord, 'name' | 'price' | 'price_pro' | 'created' | 'expand' | GroupKey>

/** A product with what filtering and sorting it need worked out; `product` is the record as read. */
export interface IndexedProduct<P extends FilterableProduct = FilterableProduct> {
  product: P
  /** The price that applies to the shopper, in cents. */
  cents: number
  /** The folded name, for search. */
  name: string
  /** The first category's name ('' when none), for the category sort. */
  categoryName: string
  /** Option keys per group, from the relations (a product has a few per group: a list is enough). */
  keys: Record<GroupKey, readonly string[]>
  /** Position in the server's list (newest first), for a stable default order. */
  rank: number
  created: string
}

type User = Parameters<typeof applicablePrice>[1]

/** A group's reference records by id: how a product's relation ids become names and option keys. */
export type ReferenceLookup = Partial<Record<GroupKey, ReadonlyMap<string, NamedRecord>>>

type ReferenceLists = Partial<Record<GroupKey, ReadonlyArray<NamedRecord & { id: string }>>>

const lookups = new WeakMap<ReferenceLists, ReferenceLookup>()

/**
 * The lookup of `indexProducts`, built once per set of reference lists (the same lists give the
 * same lookup, so what `prepareIndex` worked out ahead is found again by the screen).
 */
export function referenceLookup(lists: ReferenceLists | null): ReferenceLookup {
  const known = lists ? lookups.get(lists) : undefined
  if (known) return known
  const lookup: ReferenceLookup = {}
  for (const group of FILTER_GROUPS) lookup[group.key] = new Map((lists?.[group.key] ?? []).map((record) => [record.id, record]))
  if (lists) lookups.set(lists, lookup)
  return lookup
}

/** A relation field as a list of ids (PocketBase sends a single relation as a string). */
function relationIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string')
  return typeof value === 'string' && value ? [value] : []
}

/**
 * The related records of one group: the expanded ones when the product was read with `expand`,
 * else its relation ids looked up in the reference lists (ids the lists do not hold are left out).
 */
function relatedRecords(product: FilterableProduct, key: Exclude<GroupKey, 'sizes'>, lookup: ReferenceLookup | undefined): NamedRecord[] {
  const expanded = product.expand?.[key] as NamedRecord[] | undefined
  if (expanded) return expanded
  const byId = lookup?.[key]
  if (!byId) return []
  const records: NamedRecord[] = []
  for (const id of relationIds(product[key])) {
    const record = byId.get(id)
    if (record) records.push(record)
  }
  return records
}

/** What indexing a product gives whoever the shopper is: its relations' keys, folded name and category. */
interface ProductFacts {
  lookup: ReferenceLookup | undefined
  keys: Record<GroupKey, readonly string[]>
  name: string
  categoryName: string
}

/**
 * Per product record and lookup: a list read again keeps the records it can (see use-catalogue),
 * and `prepareIndex` fills this ahead, in slices, so the screen's `indexProducts` is quick.
 */
const factsCache = new WeakMap<FilterableProduct, ProductFacts>()

function productFacts(product: FilterableProduct, lookup: ReferenceLookup | undefined): ProductFacts {
  const cached = factsCache.get(product)
  if (cached && cached.lookup === lookup) return cached
  const keys = {} as Record<GroupKey, readonly string[]>
  let categoryName = ''
  for (const group of FILTER_GROUPS) {
    if (group.key === 'sizes') {
      keys.sizes = sizeKeys(product)
      continue
    }
    const related = relatedRecords(product, group.key, lookup)
    keys[group.key] = related.length > 1 ? [...new Set(related.map(optionKey))] : related.map(optionKey)
    if (group.key === 'category') categoryName = related[0]?.name ?? ''
  }
  const facts = { lookup, keys, name: foldText(product.name), categoryName }
  factsCache.set(product, facts)
  return facts
}

/** The address keys of a product's sizes in stock (a held last piece is not in stock: docs/adr/0110). */
function sizeKeys(product: FilterableProduct): string[] {
  const sizes = productSizes(product)
  return sizes.length === 0 ? [] : sizes.filter((size) => size.stock > 0).map((size) => sizeParam(size.size))
}

/** A size's number (« 17 cm » → 17), for ordering the choices; NaN when it has none. */
function sizeNumber(size: string): number {
  return Number.parseFloat(size.replace(',', '.'))
}

/**
 * The choices of the size filter: every size of the products read (in stock or not), once each,
 * by their number then their name (« 16 cm », « 17 cm », « 40 cm », « 52 »).
 */
export function sizeOptions(products: readonly FilterableProduct[]): Array<NamedRecord & { id: string }> {
  const byKey = new Map<string, string>()
  for (const product of products) {
    for (const size of productSizes(product)) {
      const key = sizeParam(size.size)
      if (key && !byKey.has(key)) byKey.set(key, size.size)
    }
  }
  return [...byKey]
    .map(([key, name]) => ({ id: key, name, slug: key }))
    .sort((a, b) => {
      const x = sizeNumber(a.name)
      const y = sizeNumber(b.name)
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1
      return x - y || 0 || compareNames(a.name, b.name)
    })
}

/**
 * Precomputes what filtering and sorting need, once per product list, user and reference lists.
 * Relations come from `expand` when present, else from the relation ids and `lookup`.
 */
export function indexProducts<P extends FilterableProduct>(
  products: readonly P[],
  user: User,
  lookup?: ReferenceLookup,
): IndexedProduct<P>[] {
  return products.map((product, rank) => {
    const { keys, name, categoryName } = productFacts(product, lookup)
    return {
      product,
      cents: toCents(applicablePrice(product, user)),
      name,
      categoryName,
      keys,
      rank,
      created: product.created ?? '',
    }
  })
}

/** Products indexed per slice by `prepareIndex` (a few milliseconds on a slow phone). */
const SLICE = 200

/**
 * Does the user-independent part of `indexProducts` ahead, a slice at a time with a pause between
 * (the page stays responsive: no long task while 2,000 products arrive). Stops when `signal` aborts.
 */
export async function prepareIndex(products: readonly FilterableProduct[], lookup: ReferenceLookup, signal?: AbortSignal): Promise<void> {
  for (let start = 0; start < products.length; start += SLICE) {
    if (signal?.aborted) return
    for (const product of products.slice(start, start + SLICE)) productFacts(product, lookup)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

/**
 * The products matching the query: the search text is a case- and accent-insensitive substring of
 * the name; within a group any selected option matches (OR), every group with a selection must
 * match (AND), and a product without any value in such a group is excluded; the budget bounds are
 * inclusive, on the price that applies.
 */
export function filterProducts<P extends FilterableProduct>(
  indexed: readonly IndexedProduct<P>[],
  query: CatalogueQuery,
): IndexedProduct<P>[] {
  const text = foldText(query.q)
  const groups = FILTER_GROUPS.map((group) => [group.key, query.groups[group.key]] as const).filter(([, selected]) => selected.length > 0)
  const budget = findBudget(query.budget)
  return indexed.filter((item) => {
    if (!matchesSearch(item.name, text)) return false
    if (budget && !inBudget(item.cents, budget)) return false
    return groups.every(([key, selected]) => selected.some((value) => item.keys[key].includes(value)))
  })
}

function newestFirst(a: IndexedProduct, b: IndexedProduct): number {
  if (a.created !== b.created) return a.created < b.created ? 1 : -1
  return a.rank - b.rank
}

function byCategory(direction: 1 | -1) {
  return (a: IndexedProduct, b: IndexedProduct) => {
    // Products without a category go last, whatever the direction.
    if (!a.categoryName !== !b.categoryName) return a.categoryName ? -1 : 1
    return direction * compareNames(a.categoryName, b.categoryName) || newestFirst(a, b)
  }
}

const COMPARATORS: Record<SortId, (a: IndexedProduct, b: IndexedProduct) => number> = {
  newest: newestFirst,
  'price-asc': (a, b) => a.cents - b.cents || newestFirst(a, b),
  'price-desc': (a, b) => b.cents - a.cents || newestFirst(a, b),
  'category-asc': byCategory(1),
  'category-desc': byCategory(-1),
}

/** A sorted copy: newest first by default, by the price that applies, or by the first category. */
export function sortProducts<P extends FilterableProduct>(indexed: readonly IndexedProduct<P>[], sort: SortId): IndexedProduct<P>[] {
  return [...indexed].sort(COMPARATORS[sort])
}

/**
 * The products matching the query, in its order. `sorted` keeps each order of the whole list once
 * computed (one per sort, made on first use): since filtering keeps the order, a filter change is
 * one pass over the list, without sorting again.
 */
export function createSortedLists<P extends FilterableProduct>(
  indexed: readonly IndexedProduct<P>[],
): (sort: SortId) => readonly IndexedProduct<P>[] {
  const lists = new Map<SortId, readonly IndexedProduct<P>[]>()
  return (sort) => {
    let list = lists.get(sort)
    if (!list) {
      list = sortProducts(indexed, sort)
      lists.set(sort, list)
    }
    return list
  }
}
