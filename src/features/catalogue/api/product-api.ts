// The product page's read (docs/product/screens.md#product), apart from the catalogue's reads
// (catalogue-api.ts): the catalogue shares that module's chunk and never reads one product by its
// slug nor follows a renamed one's old address (docs/adr/0115, the budget).
import { pb, POCKETBASE_URL } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { followFormerSlug } from '@/lib/route-data'
import type { Selected } from '@/lib/select-fields'
import { PRODUCT_EXPAND, PRODUCT_FIELD_NAMES, PRODUCT_FIELDS, productUrl, takePrefetched } from './prefetch'

/** A product as its page reads it (`PRODUCT_FIELD_NAMES`): every own field, and its relations' ids and names (and the categories' slugs). */
export type PageProduct = Selected<ProductsRecord, (typeof PRODUCT_FIELD_NAMES)[number]>

/**
 * One product by its slug, relations expanded (names and slugs); rejects with `Moved` when the slug
 * is a renamed product's old one (docs/adr/0084), with a 404 when there is none.
 */
export async function getProductBySlug(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<PageProduct | null> {
  // index.html may have asked for it already (anonymous visitor, same URL): its answer is used.
  const prefetched = !pb.authStore.token ? takePrefetched(productUrl(POCKETBASE_URL, slug)) : null
  if (prefetched) {
    try {
      const answer = await prefetched
      signal?.throwIfAborted()
      // No product: read as usual below, which gives the 404 the page expects.
      if (answer.items[0]) return answer.items[0] as PageProduct
    } catch (error) {
      if (signal?.aborted) throw error
    }
  }
  try {
    return await pb
      .collection('products')
      .getFirstListItem<PageProduct>(pb.filter('slug = {:slug}', { slug }), { expand: PRODUCT_EXPAND, fields: PRODUCT_FIELDS, signal })
  } catch (error) {
    return followFormerSlug('products', slug, error, signal)
  }
}
