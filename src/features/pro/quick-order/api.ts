import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'

/**
 * Every product the pro may buy, exclusive pieces included (the API rule lets pro and admin read
 * them), sorted by name (SPEC §7 'Pro/quick order products'). Only id, collectionName, name, price,
 * price_pro (readable by pro and admin only), stock, slug and image are fetched.
 */
export function fetchOrderableProducts(signal?: AbortSignal): Promise<ProductsRecord[]> {
  return pb.collection('products').getFullList({
    sort: 'name',
    fields: 'id,collectionName,name,price,price_pro,stock,reserved,slug,image',
    batch: 500,
    signal,
  })
}
