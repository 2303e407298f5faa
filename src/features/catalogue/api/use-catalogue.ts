import { useCallback, useEffect, useState } from 'react'
import { preloadCardImage } from '@/components/product-card-image'
import { isAbortError } from '@/lib/pocketbase'
import { prepareIndex, referenceLookup } from '../lib/catalogue-filters'
import { type GroupKey } from '../lib/catalogue-query'
import { whenPriorityImageShown } from '../lib/priority-image'
import { FIRST_PAGE_SIZE } from './prefetch'
import {
  getCatalogueFirstPage,
  getCatalogueProducts,
  getReferenceLists,
  type CatalogueProduct,
  type ReferenceLists,
  type ReferenceRead,
} from './catalogue-api'
import { useViewer } from './use-viewer-key'

/*
 * The catalogue's hand-tuned read (docs/adr/0068: the one loader kept outside the route loaders,
 * because the benchmark needs it): one hook, one async sequence per visit, one cache with one writer.
 */

/** The loading state ends this long after the data arrives or fails (docs/product/states.md#catalogue-loading and docs/product/rules.md#constants). */
export const LOADING_DELAY_MS = 500

/**
 * What the screen is shown, in one of three phases:
 * - `first-page`: the first 48 products, newest first, and the total (only the default view may be
 *   drawn from it);
 * - `whole`: every product the shopper may see;
 * - `failed`: the products could not be read (the list is then empty).
 * The reference lists (the filter panel) arrive in either of the first two phases.
 */
interface Shown {
  phase: 'first-page' | 'whole' | 'failed'
  products: CatalogueProduct[]
  /** How many products the shopper may see (known from the first page). */
  total: number
  /** The filter lists, once read (null until then). */
  references: ReferenceLists | null
  /** The groups whose list could not be read. */
  failedLists: readonly GroupKey[]
}

export interface CatalogueData {
  /** Nothing to show yet (the screen's loading state). */
  loading: boolean
  /** True when the products could not be read (the list is then empty). */
  failed: boolean
  /**
   * The products read so far, newest first: on a first visit, the first page until the whole list
   * has arrived (`complete`). Only the default view (newest first, no filter) may be shown from it.
   */
  products: CatalogueProduct[]
  /** Whether `products` is every product the shopper may see. */
  complete: boolean
  /** How many products the shopper may see (known from the first page). */
  total: number
  /**
   * The filter lists, once read (null until then): a view that filters or sorts by one of them
   * must wait for them (docs/adr/0056).
   */
  references: ReferenceLists | null
  /** The groups whose list could not be read: a view that needs one shows the error. */
  failedLists: readonly GroupKey[]
  /** Reads everything again (after a failure). */
  retry: () => void
}

const NONE: readonly GroupKey[] = []

// ---------------------------------------------------------------------------------------------
// The cache: what was last read, per shopper, for this visit. Coming back to the catalogue (the
// back button from a product) shows it at once, so the scroll position is restored, and reads it
// again quietly. Only `publish` writes it, and only whole, successful reads: a list that failed is
// read again on the next visit.
// ---------------------------------------------------------------------------------------------

const cache = new Map<string, Shown>()

/** Forgets what was read (tests start from an empty cache). */
export function clearCatalogueCache(): void {
  cache.clear()
}

/** What a read shows, for whom; the one place that writes the cache. */
function publish(viewerKey: string, shown: Shown, show: (shown: Shown) => void): void {
  if (shown.phase === 'whole' && shown.failedLists.length === 0) cache.set(viewerKey, shown)
  show(shown)
}

// ---------------------------------------------------------------------------------------------
// The reads, as async sequences. Each step ends with `publish`; an aborted read (the screen left,
// the shopper changed, « Réessayer ») throws an AbortError that the hook ignores.
// ---------------------------------------------------------------------------------------------

interface Read {
  viewerKey: string
  proPrices: boolean
  signal: AbortSignal
  show: (shown: Shown) => void
}

/** Resolves `LOADING_DELAY_MS` from now (rejects if the read is aborted meanwhile). */
function loadingDelay(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, LOADING_DELAY_MS)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** The products, or null when they could not be read (logged); an abort goes through. */
async function productsOrNull<T>(read: Promise<T>, signal: AbortSignal): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (signal.aborted || isAbortError(error)) throw error
    console.error('Catalogue : échec du chargement des produits', error)
    return null
  }
}

/** The lists of these groups only. */
function pickGroups(lists: ReferenceLists, groups: readonly GroupKey[]): Partial<ReferenceLists> {
  return Object.fromEntries(groups.map((group) => [group, lists[group]]))
}

/** The whole list, reusing the first page's records where they are unchanged (their cards are not rendered again). */
function keepIdentity(products: CatalogueProduct[], firstPage: readonly CatalogueProduct[]): CatalogueProduct[] {
  const known = new Map(firstPage.map((product) => [product.id, product]))
  return products.map((product) => {
    const previous = known.get(product.id)
    return previous && JSON.stringify(previous) === JSON.stringify(product) ? previous : product
  })
}

/** The first page as the server rendered it (docs/adr/0076): newest first, for a visitor. */
export interface ServedFirstPage {
  products: CatalogueProduct[]
  total: number
}

/** What the screen shows of a first page: the whole list when it is all of it. */
function firstPageShown(page: ServedFirstPage): Shown {
  return {
    phase: page.products.length >= page.total ? 'whole' : 'first-page',
    products: page.products,
    total: page.total,
    references: null,
    failedLists: NONE,
  }
}

/**
 * A first visit (nothing cached for this shopper):
 * 1. the first page (48 products and the total; index.html's prefetch when it asked for the same
 *    URL), with the reference lists alongside when the view needs them (`listsFirst`); shown 500 ms
 *    after it arrives or fails, the first card's image fetched meanwhile;
 * 2. once that image is on screen, the reference lists and the rest of the list (~1.3 MB at 2,000
 *    products), so they do not share a phone's connection with it; each shown 500 ms after it
 *    arrives (docs/product/states.md#catalogue-loading).
 */
async function readFirstVisit(
  { viewerKey, proPrices, signal, show }: Read,
  listsFirst: boolean,
  served: ServedFirstPage | null,
): Promise<void> {
  const earlyLists = listsFirst ? getReferenceLists({ signal }) : null
  const [first, early] = await Promise.all([
    served ?? productsOrNull(getCatalogueFirstPage(FIRST_PAGE_SIZE, { signal, proPrices }), signal),
    earlyLists ?? Promise.resolve(null),
  ])
  if (!first) {
    await loadingDelay(signal)
    publish(viewerKey, { phase: 'failed', products: [], total: 0, references: null, failedLists: NONE }, show)
    return
  }
  // Unless the page arrived with it (shown already): the first card's image is the page's largest
  // paint, fetched during the 500 ms.
  if (!served) {
    if (first.products[0]) preloadCardImage(first.products[0])
    await loadingDelay(signal)
  }
  const complete = first.products.length >= first.total
  const firstPage = (read: ReferenceRead | null): Shown => ({
    ...firstPageShown(first),
    references: read?.lists ?? null,
    failedLists: read?.failed ?? NONE,
  })
  publish(viewerKey, firstPage(early), show)

  // What the first cards do not need is read once the first card's image has been painted.
  const imageShown = whenPriorityImageShown(signal, () => document.querySelector('main'))
  const afterImage = async <T>(read: () => Promise<T>): Promise<T> => {
    await imageShown
    return read()
  }
  const listsRead = early ? Promise.resolve(early) : afterImage(() => getReferenceLists({ signal }))
  const restRead = complete ? null : afterImage(() => productsOrNull(getCatalogueProducts({ signal, proPrices, background: true }), signal))
  let wholeShown = false

  const showLists = async () => {
    if (early) return
    const lists = await listsRead
    await loadingDelay(signal)
    // Unless the whole list is shown already, with the lists.
    if (!wholeShown) publish(viewerKey, firstPage(lists), show)
  }
  const showRest = async () => {
    if (!restRead) return
    const [read, lists] = await Promise.all([restRead, listsRead])
    const rest = read && keepIdentity(read, first.products)
    // The index of the whole list is worked out during the 500 ms, in slices: no long task.
    if (rest) void prepareIndex(rest, referenceLookup(lists.lists), signal)
    await loadingDelay(signal)
    wholeShown = true
    const references = { references: lists.lists, failedLists: lists.failed }
    publish(
      viewerKey,
      rest
        ? { phase: 'whole', products: rest, total: rest.length, ...references }
        : { phase: 'failed', products: [], total: 0, ...references },
      show,
    )
  }
  await Promise.all([showLists(), showRest()])
}

/**
 * A later visit (the last whole list is cached, and shown at once): everything is read again
 * quietly and replaces it on success. A failure keeps what is shown; a list that fails now keeps
 * the one shown already.
 */
async function readAgain({ viewerKey, proPrices, signal, show }: Read, cached: Shown): Promise<void> {
  let products: CatalogueProduct[]
  let read: ReferenceRead
  try {
    ;[products, read] = await Promise.all([getCatalogueProducts({ signal, proPrices }), getReferenceLists({ signal })])
  } catch (error) {
    if (signal.aborted || isAbortError(error)) throw error
    console.error('Catalogue : échec du chargement', error)
    return
  }
  const known = cached.references
  const references = known && read.failed.length > 0 ? { ...read.lists, ...pickGroups(known, read.failed) } : read.lists
  await prepareIndex(products, referenceLookup(references), signal)
  signal.throwIfAborted()
  publish(viewerKey, { phase: 'whole', products, total: products.length, references, failedLists: known ? NONE : read.failed }, show)
}

// ---------------------------------------------------------------------------------------------
// The hook.
// ---------------------------------------------------------------------------------------------

/**
 * The products and reference lists of the catalogue, read again when the shopper changes: the
 * first visit's sequence (`readFirstVisit`), or the cached list at once and a quiet read again
 * (`readAgain`). The screen decides what a view may show from `complete`, `references` and
 * `failedLists`: views the first page cannot answer (a filter, a search, another sort) stay in
 * their loading state until the whole list is shown, and those that filter or sort by a group
 * until the lists are there too. `listsFirst`: the view needs the lists (a shared filtered link),
 * so they are read alongside the first page (no first image to leave the connection to).
 */
export function useCatalogue({
  listsFirst = false,
  served = null,
}: { listsFirst?: boolean; served?: ServedFirstPage | null } = {}): CatalogueData {
  const { key, proPrices } = useViewer()
  // What the address asked for when the screen opened: later filter choices do not restart the read.
  const [eager] = useState(listsFirst)
  const [attempt, setAttempt] = useState(0)
  // One read per shopper and attempt (« Réessayer » starts a new one).
  const readKey = `${key}#${attempt}`
  // A page the server rendered starts from its first page (a visitor's), shown at once.
  const [start] = useState(() => (served ? { readKey, page: served } : null))
  const [loaded, setLoaded] = useState<(Shown & { readKey: string }) | null>(() =>
    start ? { ...firstPageShown(start.page), readKey: start.readKey } : null,
  )

  useEffect(() => {
    const controller = new AbortController()
    const read: Read = { viewerKey: key, proPrices, signal: controller.signal, show: (shown) => setLoaded({ ...shown, readKey }) }
    const cached = cache.get(key)
    const run = async () => {
      try {
        await (cached ? readAgain(read, cached) : readFirstVisit(read, eager, start?.readKey === readKey ? start.page : null))
      } catch (error) {
        // Left, another shopper, « Réessayer »: nothing to say.
        if (!controller.signal.aborted) console.error('Catalogue : échec du chargement', error)
      }
    }
    void run()
    return () => controller.abort()
  }, [key, readKey, proPrices, eager, start])

  const current = loaded?.readKey === readKey ? loaded : (cache.get(key) ?? null)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    loading: !current,
    failed: current?.phase === 'failed',
    // While reading again after a failure, the last products and lists read (the panel keeps its
    // choices), unless some lists failed.
    products: current?.products ?? loaded?.products ?? [],
    complete: current ? current.phase !== 'first-page' : false,
    total: current?.total ?? 0,
    references: current?.references ?? (loaded?.failedLists.length ? null : loaded?.references) ?? null,
    failedLists: current?.failedLists ?? NONE,
    retry,
  }
}
