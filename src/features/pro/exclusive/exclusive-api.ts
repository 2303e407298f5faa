import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'

/** What a product card needs (no description, no relations). */
const CARD_FIELDS = 'id,collectionId,collectionName,created,slug,name,price,price_pro,stock,reserved,is_unique,exclusive,image'

/**
 * The exclusive products (docs/product/rules.md#lists-and-reads 'filter exclusive=true'), newest first. Only pros and admins get
 * any: the API rule hides them from everyone else, and this screen is behind RequirePro.
 */
export function getExclusiveProducts(signal: AbortSignal): Promise<ProductsRecord[]> {
  return pb.collection('products').getFullList({
    filter: 'exclusive = true',
    sort: '-created',
    fields: CARD_FIELDS,
    batch: 500,
    signal,
  })
}
