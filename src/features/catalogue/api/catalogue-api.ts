import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import type { GroupKey, NamedRecord } from '../lib/catalogue-filters'

/** The relations a product is read with (SPEC §7). */
export const PRODUCT_EXPAND = 'category,materials,colors,stones,stone_properties,chakras,astrological_signs'

/** Full lists are read in pages of 500 (SPEC §9). */
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
} as const satisfies Record<GroupKey, string>

export interface ReferenceOption extends NamedRecord {
  id: string
  hex_code?: string
}

export type ReferenceLists = Record<GroupKey, ReferenceOption[]>

type Options = { signal?: AbortSignal }

/**
 * What the catalogue reads of a product: what the cards, the filters and the sorts need. Relations
 * come as ids, matched to the reference lists on the client (no `expand`: the stones' HTML
 * descriptions made the 2,000-product list weigh megabytes); no description.
 */
export const CATALOGUE_FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'created',
  'slug',
  'name',
  'price',
  'price_pro',
  'stock',
  'is_unique',
  'image',
  ...Object.keys(REFERENCE_COLLECTIONS),
].join(',')

/** Every product the shopper may see (exclusive ones only for pros), newest first, relations as ids. */
export function getCatalogueProducts({ signal }: Options = {}): Promise<ProductsRecord[]> {
  return pb.collection('products').getFullList({ sort: '-created', fields: CATALOGUE_FIELDS, batch: BATCH, signal })
}

/**
 * The reference lists of the filter panel, by name. A list that fails to load is logged and left
 * empty: the other groups still work.
 */
export async function getReferenceLists({ signal }: Options = {}): Promise<ReferenceLists> {
  const entries = await Promise.all(
    Object.entries(REFERENCE_COLLECTIONS).map(async ([key, collection]) => {
      try {
        const records = await pb
          .collection(collection as 'categories')
          .getFullList({ sort: 'name', batch: BATCH, fields: 'id,name,slug,hex_code', signal })
        return [key, records as ReferenceOption[]] as const
      } catch (error) {
        if (signal?.aborted) throw error
        console.error(`Catalogue : échec du chargement de ${collection}`, error)
        return [key, []] as const
      }
    }),
  )
  return Object.fromEntries(entries) as ReferenceLists
}

/** One product by its slug, relations expanded; rejects with a 404 when there is none. */
export function getProductBySlug(slug: string, { signal }: Options = {}): Promise<ProductsRecord | null> {
  return pb
    .collection('products')
    .getFirstListItem(pb.filter('slug = {:slug}', { slug }), { expand: PRODUCT_EXPAND, signal })
}
