import * as v from 'valibot'
import { pb } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import type { BulkAction, BulkReport } from './product-bulk-schema'

/** The server's bound on one change (pb_hooks/lib/product-tools.js MAX_DELTA). */
export const MAX_DELTA = 10000

/** The same sentence as the server's, for the « Ajuster » field (docs/architecture.md#a-write: the rule declared once). */
export const DELTA_MESSAGE = 'Indiquez une variation entière non nulle, par exemple +5 ou -2 (10 000 au plus).'

/** « +5 », « -2 », « − 2 » (the typographic minus too): a whole change, not 0, within the bound. */
export const deltaSchema = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/[\s\u202f\u00a0]/g, '').replace(/[−–]/g, '-')),
  v.regex(/^[+-]?\d{1,5}$/, DELTA_MESSAGE),
  v.transform(Number),
  v.check((delta) => delta !== 0 && Math.abs(delta) <= MAX_DELTA, DELTA_MESSAGE),
)

export interface StockAnswer {
  id: string
  stock: number
  reserved: number
}

/** POST /api/shop/products/{id}/stock: the server adds the change to the stock of the moment (docs/adr/0059). */
export function adjustStock(productId: string, delta: number): Promise<StockAnswer> {
  return pb.send<StockAnswer>(`/api/shop/products/${encodeURIComponent(productId)}/stock`, { method: 'POST', body: { delta } })
}

/** POST /api/shop/products/{id}/duplicate: an unpublished copy, stock 0, images copied by the server. */
export function duplicateProduct(productId: string): Promise<ProductsRecord> {
  return pb.send<ProductsRecord>(`/api/shop/products/${encodeURIComponent(productId)}/duplicate`, { method: 'POST' })
}

/** POST /api/shop/products/bulk: one request, every accepted product written or none (docs/adr/0096). */
export function bulkProducts(body: { action: BulkAction; ids: string[] } & Record<string, unknown>): Promise<BulkReport> {
  return pb.send<BulkReport>('/api/shop/products/bulk', { method: 'POST', body })
}
