import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useLoaderData } from 'react-router-dom'
import { SearchIcon } from '@/components/icons'
import { ProductCard, type CardProduct } from '@/components/product-card'
import { SkipLink } from '@/components/skip-link'
import { isPhoneLayout } from '@/components/phone-layout'
import { containerClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui-classes'
import { usePageMeta } from '@/lib/document-title'
import { useHydrated } from '@/lib/hydration'
import { useSession } from '@/lib/session-context'
import { useCatalogue, type ServedFirstPage } from './api/use-catalogue'
import {
  activeFilterCount,
  clearFilters,
  createSortedLists,
  filterProducts,
  indexProducts,
  referenceLookup,
  sizeOptions,
} from './lib/catalogue-filters'
import { DEFAULT_SORT, SORT_OPTIONS, type CatalogueQuery, type GroupKey, type SortId } from './lib/catalogue-query'
import { FilterPanel } from './components/filter-panel'
import { whenPriorityImageShown } from './lib/priority-image'
import { useCatalogueQuery } from './use-catalogue-query'

// Opened on phones and tablets only: its code comes with the first opening (docs/adr/0111).
const FilterDialog = lazy(() => import('./components/filter-dialog').then((m) => ({ default: m.FilterDialog })))

/** The results (the grid, or why there is none): where « Aller aux résultats » puts the focus. */
const RESULTS_ID = 'catalogue-resultats'

/** Cards rendered at first, and added by each 'Afficher plus de produits'. */
export const PAGE_SIZE = 24

/** The grid's widest row (4 columns): rendered first. */
const FIRST_ROW = 4

function productCount(n: number): string {
  return n > 1 ? `${n} produits` : `${n} produit`
}

function SkeletonGrid() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-lg border border-line bg-surface-raised">
          <div className="aspect-square w-full bg-surface-muted motion-safe:animate-pulse" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-5 w-3/4 rounded bg-surface-muted" />
            <div className="h-5 w-1/3 rounded bg-surface-muted" />
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * The search box of the catalogue: its text goes to `?q=` as it is typed, and a new `q` from elsewhere
 * (header search, back button) replaces it. Memoised: a filter choice does not touch it.
 */
const CatalogueSearch = memo(function CatalogueSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('q')
    if (input instanceof HTMLInputElement) input.blur()
  }
  return (
    <form role="search" aria-label="Recherche dans le catalogue" onSubmit={onSubmit} className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Rechercher un produit
      </label>
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted" />
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Rechercher un produit..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-line bg-surface-raised py-2 pr-4 pl-10 text-sm text-ink placeholder:text-ink-muted focus:border-highlight"
      />
    </form>
  )
})

/** What another screen may change when it shows the catalogue (the pro catalogue, /espace-pro/catalogue). */
export interface CatalogueScreenProps {
  heading?: string
  eyebrow?: string
  intro?: string
  /** The browser tab's title. */
  title?: string
  description?: string
  /** Only these filter groups (with the budget) are offered; the others are ignored in the address. */
  groups?: readonly GroupKey[]
  /** Inside another layout's column: no page container of its own. */
  embedded?: boolean
  /** The first page the server rendered the page with (docs/adr/0076), on the visit's first page. */
  served?: ServedFirstPage | null
}

/** The catalogue (`/catalogue`, `/products`): search, sort, filters and the product grid. */
export function CatalogueScreen({
  heading = 'Catalogue',
  eyebrow = 'La boutique',
  intro = 'Des bijoux façonnés à la main, pierre après pierre, dans notre atelier.',
  title = 'Catalogue',
  description = 'Tous nos bijoux en pierres naturelles faits main : bracelets, colliers, pendentifs et pièces uniques, à filtrer par pierre, couleur, chakra, signe astrologique et budget.',
  groups,
  embedded = false,
  served = null,
}: CatalogueScreenProps = {}) {
  usePageMeta({ title, description })
  const { user } = useSession()
  const { query, key: queryKey, update } = useCatalogueQuery(groups)
  const listsNeeded = listsNeededBy(query)
  const {
    loading: reading,
    failed: productsFailed,
    products,
    complete,
    total,
    references,
    failedLists,
    retry,
  } = useCatalogue({
    listsFirst: listsNeeded.length > 0,
    served,
  })
  // A first visit (the list arrives after a loading state) may paint the grid progressively; a
  // return visit shows the whole page at once, so the browser can restore the scroll position.
  const [firstVisit] = useState(reading)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const sortId = useId()

  // Per product list, shopper and reference lists: the index and each sorted order of the whole
  // list; a filter change is then one filtering pass over a list already in order.
  const lookup = useMemo(() => referenceLookup(references), [references])
  const sorted = useMemo(() => createSortedLists(indexProducts(products, user, lookup)), [products, user, lookup])
  const results = useMemo(() => filterProducts(sorted(query.sort), query), [sorted, query])
  const resultProducts = useMemo(() => results.map((item) => item.product), [results])

  const search = useCallback((q: string) => update((current) => ({ ...current, q }), true), [update])
  const active = activeFilterCount(query)
  // The first page (newest first) answers the default view alone; any other view waits for the
  // whole list, in the loading state.
  const defaultView = active === 0 && query.sort === DEFAULT_SORT
  // A view that filters or sorts by a group maps the address's slugs and the products' ids through
  // that group's list: it waits for the lists (nothing is painted before the true result), and
  // cannot be shown if one of its lists failed (docs/adr/0056).
  const loading = reading || (!complete && !defaultView) || (listsNeeded.length > 0 && !references)
  const failed = productsFailed || listsNeeded.some((key) => failedLists.includes(key))
  const count = complete ? results.length : total
  const clear = () => update(clearFilters(query))

  // The panel's checkboxes (a hundred or so) are rendered just after the cards, in a render React
  // can interrupt: the first cards (and the page's largest image) are not held back by them.
  // The sizes offered are those of the whole list (docs/adr/0110): « Chargement... » until it is read.
  const withSizes = useMemo(
    () => references && { ...references, sizes: complete ? sizeOptions(products) : undefined },
    [references, complete, products],
  )
  const panelReferences = useDeferredValue(withSizes)
  const panel = <FilterPanel query={query} references={panelReferences} onChange={update} groups={groups} />

  return (
    <div className={embedded ? '' : `${containerClass} py-10 md:py-14`}>
      <header className="flex flex-col gap-2 border-b border-line pb-8 text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="text-4xl font-semibold md:text-5xl">{heading}</h1>
        <p className="mx-auto max-w-2xl text-ink-muted">{intro}</p>
      </header>
      {/* Past the search and the filters (some fifty checkboxes): Tab then reaches the first product. */}
      <SkipLink target={RESULTS_ID}>Aller aux résultats</SkipLink>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CatalogueSearch value={query.q} onChange={search} />
        <button
          type="button"
          onClick={() => setFiltersOpen(true)}
          aria-haspopup="dialog"
          className={`${secondaryButtonClass} w-full px-4 whitespace-nowrap sm:w-auto lg:hidden`}
        >
          Affiner votre recherche
          {active > 0 && (
            <>
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs text-on-accent"
              >
                {active}
              </span>
              <span className="sr-only">{` (${active} filtre${active > 1 ? 's actifs' : ' actif'})`}</span>
            </>
          )}
        </button>
      </div>

      <div className="mt-6 grid gap-10 lg:grid-cols-[15rem_1fr] xl:grid-cols-[16rem_1fr]">
        <aside aria-label="Filtres" className="hidden lg:block">
          <div className="rounded-lg border border-line bg-surface p-5">{panel}</div>
        </aside>

        <section aria-labelledby="resultats" className="min-w-0">
          <h2 id="resultats" className="sr-only">
            Produits
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-ink-muted">
              {loading ? <span className="sr-only">Chargement des produits...</span> : failed ? '' : productCount(count)}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm whitespace-nowrap text-ink-muted">
                Trier par
              </label>
              <select
                id={sortId}
                value={query.sort}
                onChange={(event) => update({ ...query, sort: event.target.value as SortId })}
                className="h-10 rounded-full border border-line bg-surface-raised px-3 text-sm text-ink focus:border-highlight sm:px-4"
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div id={RESULTS_ID} tabIndex={-1}>
            {loading ? (
              <div aria-busy="true">
                <SkeletonGrid />
              </div>
            ) : (
              <>
                {failed ? (
                  <div role="alert" className="rounded-lg border border-line bg-surface px-6 py-12 text-center">
                    <p className="font-display text-2xl">Le catalogue n’a pas pu être chargé.</p>
                    <p className="mt-2 text-ink-muted">Vérifiez votre connexion, puis réessayez dans un instant.</p>
                    <button type="button" onClick={retry} className={`${primaryButtonClass} mt-6`}>
                      Réessayer
                    </button>
                  </div>
                ) : count === 0 ? (
                  <div className="rounded-lg border border-line bg-surface px-6 py-12 text-center">
                    <p className="font-display text-2xl">
                      {active > 0 ? 'Aucun produit ne correspond à votre sélection.' : 'Aucun produit n’est disponible pour le moment.'}
                    </p>
                    {active > 0 && (
                      <button type="button" onClick={clear} className={`${secondaryButtonClass} mt-6`}>
                        Effacer les filtres
                      </button>
                    )}
                  </div>
                ) : (
                  <ProductGrid resetKey={queryKey} products={resultProducts} total={count} progressive={firstVisit} />
                )}
              </>
            )}
          </div>
        </section>
      </div>

      {filtersOpen && (
        <Suspense fallback={null}>
          <FilterDialog
            onClose={() => setFiltersOpen(false)}
            resultLabel={loading || count === 0 ? 'Fermer' : `Voir ${count > 1 ? 'les ' : ''}${productCount(count)}`}
          >
            {panel}
          </FilterDialog>
        </Suspense>
      )}
    </div>
  )
}

/** The filter lists a view reads: the groups it filters by, and the categories when it sorts by them. */
function listsNeededBy(query: CatalogueQuery): GroupKey[] {
  // The sizes come with the whole list of products, which a filtered view waits for anyway.
  const keys = (Object.keys(query.groups) as GroupKey[]).filter((key) => key !== 'sizes' && query.groups[key].length > 0)
  if (query.sort.startsWith('category') && !keys.includes('category')) keys.push('category')
  return keys
}

/**
 * The first cards of the results, 24 more at each 'Afficher plus de produits'; a new query starts
 * again from 24. Cards are memoised by product: a filter change only mounts the cards that appear.
 */
function ProductGrid({
  products,
  total,
  resetKey,
  progressive,
}: {
  products: readonly CardProduct[]
  total: number
  resetKey: string
  /** Render the first row first (the first paint), the rest just after. */
  progressive: boolean
}) {
  // How many cards 'Afficher plus' asked for, for the query it was asked on: a new query starts again from 24.
  const [more, setMore] = useState({ key: resetKey, shown: PAGE_SIZE })
  const limit = more.key === resetKey ? more.shown : PAGE_SIZE
  // A new grid renders its first row at once and the other cards just after, in a render React can
  // interrupt: the first paint (and the first image) do not wait for cards below the fold.
  const rendered = useDeferredValue(limit, progressive ? Math.min(limit, FIRST_ROW) : limit)
  const visible = products.slice(0, Math.min(limit, rendered))
  // Images loaded at once: the first row's (one card on a phone, where the others are below the fold).
  // Worked out once: it only matters to the first paint, and a media query costs a style check.
  // A page the server rendered (and its hydration) cannot know the layout: one card, as on a phone.
  const hydrated = useHydrated()
  const [firstRow] = useState(() => (!hydrated || isPhoneLayout() ? 1 : FIRST_ROW))
  // On a first visit the other cards' images wait until the first card's has been painted: they
  // do not share a phone's connection with the page's largest image (docs/adr/0031). A page the
  // server rendered shows them at once, lazily: low-priority images do not hold back its first paint.
  const list = useRef<HTMLUListElement>(null)
  const [imagesHeld, setImagesHeld] = useState(progressive)
  useEffect(() => {
    if (!imagesHeld) return
    const controller = new AbortController()
    void whenPriorityImageShown(controller.signal, () => list.current).then(() => {
      if (!controller.signal.aborted) setImagesHeld(false)
    })
    return () => controller.abort()
  }, [imagesHeld])
  // 'Afficher plus' before the rest of the list has arrived: its cards are on their way.
  const waiting = Math.min(limit, total) - Math.min(limit, products.length)
  return (
    <>
      <ul ref={list} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {visible.map((product, index) => (
          <li key={product.id} className="flex">
            {/* The first row loads at once, the first image first: the LCP. */}
            <ProductCard product={product} eager={index < firstRow} priority={index === 0} holdImage={imagesHeld} />
          </li>
        ))}
      </ul>
      {waiting > 0 && (
        <div role="status" className="mt-5">
          <span className="sr-only">Chargement des produits...</span>
          <SkeletonGrid />
        </div>
      )}
      {total > limit && (
        <div className="mt-10 flex justify-center">
          <button type="button" onClick={() => setMore({ key: resetKey, shown: limit + PAGE_SIZE })} className={secondaryButtonClass}>
            Afficher plus de produits ({total - limit} restant{total - limit > 1 ? 's' : ''})
          </button>
        </div>
      )}
    </>
  )
}

/** The catalogue's route screen: on a page the server rendered, the first page it was rendered with. */
export function CatalogueRoute() {
  const { firstPage } = useLoaderData() as { firstPage: ServedFirstPage | null }
  return <CatalogueScreen served={firstPage} />
}
