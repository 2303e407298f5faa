import { pb } from '@/lib/pocketbase'
import { selectFields } from '@/lib/select-fields'

/** What the documents list of a product (document-rows.ts), its category's and its stones' names included. */
const DOCUMENT_FIELDS = [
  'id',
  'collectionName',
  'name',
  'sku',
  'description',
  'price',
  'price_pro',
  'stock',
  'exclusive',
  'image',
  'expand.category.name',
  'expand.stones.name',
] as const

/**
 * The catalogue as this pro may read it, sorted by name, with the names of its categories and stones
 * (the display material names the stones the catalogue holds): exclusive pieces included and `price_pro`
 * present only because PocketBase lets pro and admin read them (the documents are built from the
 * pro's own reads, so the server's rules stay the only gate).
 */
export function fetchDocumentProducts(signal?: AbortSignal) {
  return selectFields(pb.collection('products'), DOCUMENT_FIELDS).fullList({ sort: 'name', expand: 'category,stones', batch: 500, signal })
}

/** A product as the documents read it. */
export type DocumentProduct = Awaited<ReturnType<typeof fetchDocumentProducts>>[number]
