import { pb, POCKETBASE_URL } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import type { Selected } from '@/lib/select-fields'
import type { GroupKey, NamedRecord } from '../lib/catalogue-query'
import { catalogueFieldNames, catalogueFields, FIRST_PAGE_SIZE, firstPageUrl, RELATION_FIELDS, takePrefetched } from './prefetch'

/*
 * These reads are typed as what they select (lib/select-fields' `Selected`, from the same lists as
 * their `fields`) without calling `selectFields`: the entry lists the catalogue's chunks with what
 * they preload, and one more chunk there adds to every first visit.
 */

/** Full lists are read in pages of 500 (docs/product/rules.md#constants). */
const BATCH = 500

/** Each filter group's reference collection. */
const REFERENCE_COLLECTIONS = {
  category: 'categories',
  stones: 'stones',
  materials: 'materials',
  colors: 'colors',
  stone_properties: 'stone_properties',
  chakras: 'chakras',
  astrological_signs: 'astrological_signs',
} as const satisfies Record<ListGroupKey, string>

/** The groups whose choices are a reference collection (the sizes' come from the products: docs/adr/0110). */
export type ListGroupKey = Exclude<GroupKey, 'sizes'>

export interface ReferenceOption extends NamedRecord {
  id: string
  hex_code?: string
}

export type ReferenceLists = Record<ListGroupKey, ReferenceOption[]> & { sizes?: ReferenceOption[] }

/** What the filter panel reads of a reference record: `slug` and `hex_code` come from the collections that have them. */
const REFERENCE_FIELDS = ['id', 'name', 'slug', 'hex_code'] as const

type Options = { signal?: AbortSignal }

type ProductOptions = Options & {
  /** Pro or admin: `price_pro` is asked for. */
  proPrices?: boolean
  /** Read behind what is on screen: the browser fetches it after the images it is waiting for. */
  background?: boolean
}

/** A fetch the browser schedules after the images of the page (Chromium's `priority: 'low'`). */
const lowPriorityFetch = (url: RequestInfo | URL, init?: RequestInit) => fetch(url, { ...init, priority: 'low' })

/** A product as the catalogue reads it (`catalogueFieldNames`): what its card, the filters and the sorts need. */
export type CatalogueProduct = Selected<ProductsRecord, ReturnType<typeof catalogueFieldNames>[number]>

/** Every product the shopper may see (exclusive ones only for pros), newest first, relations as ids. */
export function getCatalogueProducts({ signal, proPrices = false, background = false }: ProductOptions = {}): Promise<CatalogueProduct[]> {
  return pb.collection('products').getFullList<CatalogueProduct>({
    sort: '-created',
    fields: catalogueFields(proPrices),
    batch: BATCH,
    signal,
    requestKey: null,
    ...(background ? { fetch: lowPriorityFetch } : {}),
  })
}

/** The first products of the catalogue, newest first (what its default view shows first), and how many there are. */
export async function getCatalogueFirstPage(
  size: number,
  { signal, proPrices = false }: ProductOptions = {},
): Promise<{ products: CatalogueProduct[]; total: number }> {
  // index.html may have asked for it already (anonymous visitor, same URL): its answer is used.
  const prefetched = size === FIRST_PAGE_SIZE && !proPrices && !pb.authStore.token ? takePrefetched(firstPageUrl(POCKETBASE_URL)) : null
  if (prefetched) {
    try {
      const answer = await prefetched
      signal?.throwIfAborted()
      return { products: answer.items as CatalogueProduct[], total: answer.totalItems }
    } catch (error) {
      if (signal?.aborted) throw error
      // The prefetch failed: read as usual below (its failure, if any, is the one shown).
    }
  }
  const page = await pb
    .collection('products')
    .getList<CatalogueProduct>(1, size, { sort: '-created', fields: catalogueFields(proPrices), signal, requestKey: null })
  return { products: page.items, total: page.totalItems }
}

/**
 * The first page as the served HTML carries it for hydration (docs/adr/0111): the cards' fields
 * only. Its relations (random ids, a third of the page's gzipped weight) serve filters and search,
 * which wait for the whole list anyway; a page that is the whole catalogue keeps them.
 */
export function servedFirstPage(page: { products: CatalogueProduct[]; total: number }): { products: CatalogueProduct[]; total: number } {
  if (page.products.length >= page.total) return page
  const noRelations = Object.fromEntries(RELATION_FIELDS.map((field) => [field, []]))
  return { ...page, products: page.products.map((product) => ({ ...product, ...noRelations })) }
}

export interface ReferenceRead {
  lists: ReferenceLists
  /** The groups whose list could not be read (left empty): a view filtering or sorting by one cannot be shown. */
  failed: GroupKey[]
}

/**
 * The reference lists of the filter panel, by name. A list that fails to load is logged, left
 * empty and named in `failed`: the other groups still work.
 */
export async function getReferenceLists({ signal }: Options = {}): Promise<ReferenceRead> {
  const failed: GroupKey[] = []
  const entries = await Promise.all(
    Object.entries(REFERENCE_COLLECTIONS).map(async ([key, collection]) => {
      try {
        const records = await pb.collection(collection).getFullList<Selected<ReferenceOption, (typeof REFERENCE_FIELDS)[number]>>({
          sort: 'name',
          batch: BATCH,
          fields: REFERENCE_FIELDS.join(','),
          signal,
        })
        return [key, records] as const
      } catch (error) {
        if (signal?.aborted) throw error
        console.error(`Catalogue : échec du chargement de ${collection}`, error)
        failed.push(key as GroupKey)
        return [key, []] as const
      }
    }),
  )
  return { lists: Object.fromEntries(entries) as ReferenceLists, failed }
}
