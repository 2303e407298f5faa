import { useCallback, useEffect, useState } from 'react'
import { preloadCardImage } from '@/components/product-card-image'
import { isAbortError } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { prepareIndex, referenceLookup, type GroupKey } from '../lib/catalogue-filters'
import { whenPriorityImageShown } from '../lib/priority-image'
import { FIRST_PAGE_SIZE } from './prefetch'
import { getCatalogueFirstPage, getCatalogueProducts, getReferenceLists, type ReferenceLists, type ReferenceRead } from './catalogue-api'
import { useViewer } from './use-viewer-key'

/** The loading state ends this long after the data arrives or fails (docs/product/states.md#catalogue-loading and docs/product/rules.md#constants). */
export const LOADING_DELAY_MS = 500

export interface CatalogueData {
  loading: boolean
  /** True when the products could not be read (the list is then empty). */
  failed: boolean
  /**
   * The products read so far, newest first: on a first visit, the first page until the whole list
   * has arrived (`complete`). Only the default view (newest first, no filter) may be shown from it.
   */
  products: ProductsRecord[]
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

interface Loaded {
  key: string
  failed: boolean
  products: ProductsRecord[]
  complete: boolean
  total: number
  references: ReferenceLists | null
  failedLists: readonly GroupKey[]
}

const NONE: readonly GroupKey[] = []

/**
 * What was last read, per shopper, for this visit: coming back to the catalogue (the back button
 * from a product) shows it at once, so the scroll position is restored, and reads it again quietly.
 */
const cache = new Map<string, Loaded>()

/** Forgets what was read (tests start from an empty cache). */
export function clearCatalogueCache(): void {
  cache.clear()
}

function logFailure(error: unknown): never | { failed: true } {
  if (isAbortError(error)) throw error
  console.error('Catalogue : échec du chargement des produits', error)
  return { failed: true }
}

/** The lists of these groups only. */
function pickGroups(lists: ReferenceLists, groups: readonly GroupKey[]): Partial<ReferenceLists> {
  return Object.fromEntries(groups.map((group) => [group, lists[group]]))
}

/** The whole list, reusing the first page's records where they are unchanged (their cards are not rendered again). */
function keepIdentity(products: ProductsRecord[], firstPage: readonly ProductsRecord[]): ProductsRecord[] {
  const known = new Map(firstPage.map((product) => [product.id, product]))
  return products.map((product) => {
    const previous = known.get(product.id)
    return previous && JSON.stringify(previous) === JSON.stringify(product) ? previous : product
  })
}

/**
 * The products and reference lists of the catalogue, read again when the shopper changes.
 *
 * A first visit reads the first page (48 products, and the total), and shows it 500 ms after it
 * arrives; once the first card's image is on screen, the reference lists (the filter panel) and
 * the rest of the list are read, and each is shown 500 ms after it arrives: each piece of data
 * ends its loading state 500 ms after it arrives (docs/product/states.md#catalogue-loading). Views the first page cannot answer (a
 * filter, a search, another sort) stay in their loading state until the whole list is shown, and
 * those that filter or sort by a group until the lists are there too (the screen decides, with
 * `references` and `failedLists`). A later visit shows the last whole list at once and replaces it
 * when the new one arrives (a failure then keeps the last list; lists that failed are not kept).
 */
export function useCatalogue({ listsFirst = false }: { listsFirst?: boolean } = {}): CatalogueData {
  const { key, proPrices } = useViewer()
  // A link that filters or sorts by a group shows nothing before the lists: they are read at once,
  // alongside the first page (no first image to leave the connection to). Read on the first render.
  const [eager] = useState(listsFirst)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const loadKey = `${key}#${attempt}`

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const later = (run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        run()
      }, LOADING_DELAY_MS)
      timers.add(timer)
    }
    const ignoreAbort = (error: unknown) => {
      if (!isAbortError(error)) console.error('Catalogue : échec du chargement', error)
    }
    const cached = cache.get(key)

    if (cached) {
      // Shown already: read again quietly, replace on success.
      Promise.all([getCatalogueProducts({ signal, proPrices }), getReferenceLists({ signal })])
        .then(async ([products, read]) => {
          // A list that fails now keeps the one shown already (the cache holds only whole lists).
          const known = cached.references
          const refs = known && read.failed.length > 0 ? { ...read.lists, ...pickGroups(known, read.failed) } : read.lists
          const failedLists = known ? NONE : read.failed
          await prepareIndex(products, referenceLookup(refs), signal)
          if (signal.aborted) return
          const value = { key: loadKey, failed: false, products, complete: true, total: products.length, references: refs, failedLists }
          // A list that failed is read again on the next visit.
          if (failedLists.length === 0) cache.set(key, value)
          setLoaded(value)
        })
        .catch(ignoreAbort)
    } else {
      // Read with the first page when the view needs them (`listsFirst`); shown with it, 500 ms
      // after both have arrived.
      const earlyLists = eager ? getReferenceLists({ signal }) : null
      let early: ReferenceRead | undefined
      earlyLists?.then((read) => (early = read), ignoreAbort)
      const firstPage = getCatalogueFirstPage(FIRST_PAGE_SIZE, { signal, proPrices }).then(
        (page) => ({ ...page, failed: false as const }),
        logFailure,
      )
      ;(earlyLists ? Promise.all([firstPage, earlyLists]).then(([first]) => first) : firstPage)
        .then((first) => {
          if (first.failed) {
            later(() =>
              setLoaded({ key: loadKey, failed: true, products: [], complete: true, total: 0, references: null, failedLists: NONE }),
            )
            return
          }
          const complete = first.products.length >= first.total
          // The first card's image is the page's largest paint: fetched during the 500 ms.
          if (first.products[0]) preloadCardImage(first.products[0])
          later(() => {
            const shown = {
              key: loadKey,
              failed: false,
              products: first.products,
              complete,
              total: first.total,
              references: early?.lists ?? null,
              failedLists: early?.failed ?? NONE,
            }
            // Coming back shows it at once (the lists are read again then).
            if (complete && !early?.failed.length) cache.set(key, shown)
            setLoaded(shown)
            // What the first cards do not need (the filter lists, and the rest of the list: ~1.3 MB
            // at 2,000 products) is read once the first card's image has been painted, so it does
            // not share a phone's connection with it.
            const afterImage = whenPriorityImageShown(signal, () => document.querySelector('main'))
            const references = earlyLists ?? afterImage.then(() => getReferenceLists({ signal }))
            references
              .then(({ lists: refs, failed: failedLists }) => {
                later(() => {
                  const value = {
                    key: loadKey,
                    failed: false,
                    products: first.products,
                    complete,
                    total: first.total,
                    references: refs,
                    failedLists,
                  }
                  if (complete && failedLists.length === 0) cache.set(key, value)
                  // Unless the whole list is shown already, with the lists.
                  setLoaded((shown) => (shown?.key === loadKey && shown.references ? shown : value))
                })
              })
              .catch(ignoreAbort)
            if (complete) return
            Promise.all([
              afterImage
                .then(() => getCatalogueProducts({ signal, proPrices, background: true }))
                .then((products) => ({ products: keepIdentity(products, first.products), failed: false as const }), logFailure),
              references,
            ])
              .then(([rest, { lists: refs, failed: failedLists }]) => {
                // The index of the whole list is worked out during the 500 ms, in slices: no long task.
                if (!rest.failed) void prepareIndex(rest.products, referenceLookup(refs), signal)
                later(() => {
                  const value = rest.failed
                    ? { key: loadKey, failed: true, products: [], complete: true, total: 0, references: refs, failedLists }
                    : {
                        key: loadKey,
                        failed: false,
                        products: rest.products,
                        complete: true,
                        total: rest.products.length,
                        references: refs,
                        failedLists,
                      }
                  if (!value.failed && failedLists.length === 0) cache.set(key, value)
                  setLoaded(value)
                })
              })
              .catch(ignoreAbort)
          })
        })
        .catch(ignoreAbort)
    }
    return () => {
      controller.abort()
      for (const timer of timers) clearTimeout(timer)
    }
  }, [key, loadKey, proPrices, eager])

  const current = loaded?.key === loadKey ? loaded : (cache.get(key) ?? null)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    loading: !current,
    failed: current?.failed ?? false,
    products: current?.products ?? loaded?.products ?? [],
    complete: current?.complete ?? false,
    total: current?.total ?? 0,
    // While reading again, the last lists read (the panel keeps its choices), unless some failed.
    references: current?.references ?? (loaded?.failedLists.length ? null : loaded?.references) ?? null,
    failedLists: current?.failedLists ?? NONE,
    retry,
  }
}
