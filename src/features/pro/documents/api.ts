import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'

/**
 * The catalogue as this pro may read it, sorted by name: exclusive pieces included and `price_pro`
 * present only because PocketBase lets pro and admin read them (the documents are built from the
 * pro's own reads, so the server's rules stay the only gate).
 */
export function fetchDocumentProducts(signal?: AbortSignal): Promise<ProductsRecord[]> {
  return pb.collection('products').getFullList({
    sort: 'name',
    expand: 'category',
    fields: 'id,collectionName,name,sku,description,price,price_pro,stock,exclusive,image,expand.category.name',
    batch: 500,
    signal,
  })
}
