import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { compareNames } from '@/lib/search'
import { selectFields } from '@/lib/select-fields'

/** What the quick order reads of a product: its row (name, reference, stock, price) and what the cart keeps of it. */
const ORDERABLE_FIELDS = ['id', 'collectionName', 'name', 'sku', 'price', 'price_pro', 'stock', 'reserved', 'slug', 'image'] as const

export type OrderableProduct = Pick<ProductsRecord, (typeof ORDERABLE_FIELDS)[number]>

/**
 * Every product the pro may buy, exclusive pieces included (the API rule lets pro and admin read
 * them), sorted by name (docs/product/rules.md#lists-and-reads 'Pro/quick order products'), then again here in French order: the
 * server compares code points, which puts É and Œ after Z (docs/adr/0055). `price_pro` is readable
 * by pro and admin only.
 */
export function fetchOrderableProducts(signal?: AbortSignal): Promise<OrderableProduct[]> {
  return selectFields(pb.collection('products'), ORDERABLE_FIELDS)
    .fullList({ sort: 'name', batch: 500, signal })
    .then((products) => products.sort((a, b) => compareNames(a.name, b.name)))
}
