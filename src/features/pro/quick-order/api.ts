import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'

/**
 * A product as the quick order reads it: only id, collectionName, name, price, price_pro (readable
 * by pro and admin only), stock, slug and image are fetched.
 */
export type OrderableProduct = ProductsRecord

/**
 * Every product the pro may buy, exclusive pieces included (the API rule lets pro and admin read
 * them), sorted by name (SPEC §7 'Pro/quick order products').
 */
export function fetchOrderableProducts(signal?: AbortSignal): Promise<OrderableProduct[]> {
  return pb.collection('products').getFullList({
    sort: 'name',
    fields: 'id,collectionName,name,price,price_pro,stock,slug,image',
    batch: 500,
    signal,
  })
}
