import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { compareNames } from '@/lib/search'

/**
 * Every product the pro may buy, exclusive pieces included (the API rule lets pro and admin read
 * them), sorted by name (docs/product/rules.md#lists-and-reads 'Pro/quick order products'), then again here in French order: the
 * server compares code points, which puts É and Œ after Z (docs/adr/0055). Only id, collectionName,
 * name, sku, price, price_pro (readable by pro and admin only), stock, slug and image are fetched.
 */
export function fetchOrderableProducts(signal?: AbortSignal): Promise<ProductsRecord[]> {
  return pb
    .collection('products')
    .getFullList({
      sort: 'name',
      fields: 'id,collectionName,name,sku,price,price_pro,stock,reserved,slug,image',
      batch: 500,
      signal,
    })
    .then((products) => products.sort((a, b) => compareNames(a.name, b.name)))
}
