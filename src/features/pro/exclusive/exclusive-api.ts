import type { CardProduct } from '@/components/product-card'
import { pb } from '@/lib/pocketbase'
import { selectFields } from '@/lib/select-fields'

/** What a product card reads (no description, no relations). */
const CARD_FIELDS = ['id', 'collectionName', 'slug', 'name', 'price', 'price_pro', 'stock', 'reserved', 'image'] as const

/**
 * The exclusive products (docs/product/rules.md#lists-and-reads 'filter exclusive=true'), newest first. Only pros and admins get
 * any: the API rule hides them from everyone else, and this screen is behind RequirePro.
 */
export function getExclusiveProducts(signal: AbortSignal): Promise<CardProduct[]> {
  return selectFields(pb.collection('products'), CARD_FIELDS).fullList({
    filter: 'exclusive = true',
    sort: '-created',
    batch: 500,
    signal,
  })
}
