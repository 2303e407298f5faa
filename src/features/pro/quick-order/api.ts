import { lineKey } from '@/lib/cart'
import { pb } from '@/lib/pocketbase'
import type { ProductsRecord, ProductVariantsRecord } from '@/lib/pocketbase-types'
import { compareNames } from '@/lib/search'
import { selectFields } from '@/lib/select-fields'
import { productOptions, sizeLabel } from '@/lib/size-label'

/** What the quick order reads of a product: its row (name, reference, stock, price) and what the cart keeps of it. */
const ORDERABLE_FIELDS = [
  'id',
  'collectionName',
  'name',
  'sku',
  'price',
  'price_pro',
  // During a sale a pro pays the lower of it and their pro price (docs/adr/0115).
  'charged_price',
  'stock',
  'reserved',
  'slug',
  'image',
  'options',
  // A pro's prices by quantity and minimum (docs/adr/0132).
  'pro_tiers',
  'pro_min_qty',
] as const

/** What it reads of a size (docs/adr/0104): its values, reference, stock and prices (`price_pro` for pros). */
const SIZE_FIELDS = [
  'id',
  'product',
  'option1',
  'option2',
  'sku',
  'stock',
  'reserved',
  'price',
  'price_pro',
  'charged_price',
  'position',
  'pro_tiers',
] as const

type ProductFields = Pick<ProductsRecord, (typeof ORDERABLE_FIELDS)[number]>
type SizeFields = Pick<ProductVariantsRecord, (typeof SIZE_FIELDS)[number]>

/**
 * One row of the quick order: a product without sizes, or one size of a product sold in sizes (a row
 * per size, docs/adr/0109), with that size's reference, stock and prices (0 = the product's).
 */
export type OrderableProduct = Omit<ProductFields, 'options'> & {
  /** The size (`product_variants` id), and its label « Tour de poignet : 17 cm ». */
  variant?: string
  size?: string
}

/** A row's key: the product, and its size when it has one (the cart's `lineKey`). */
export const rowKey = lineKey

/** A product's rows: itself, or one per size in the sizes' order (its own stock is not sold). */
export function orderableRows(product: ProductFields, sizes: readonly SizeFields[]): OrderableProduct[] {
  const { options, ...row } = product
  const names = productOptions(options)
  if (names.length === 0) return [row]
  return [...sizes]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((size) => ({
      ...row,
      variant: size.id,
      size: sizeLabel(names, size),
      sku: size.sku || row.sku,
      stock: size.stock ?? 0,
      reserved: size.reserved ?? 0,
      price: size.price || row.price,
      charged_price: size.charged_price || row.charged_price,
      ...(typeof row.price_pro === 'number' || typeof size.price_pro === 'number' ? { price_pro: size.price_pro || row.price_pro } : {}),
      // A size's own prices by quantity, else its product's (docs/adr/0132).
      pro_tiers: size.pro_tiers?.length ? size.pro_tiers : row.pro_tiers,
    }))
}

/**
 * Every product the pro may buy, exclusive pieces included (the API rule lets pro and admin read
 * them), sorted by name (docs/product/rules.md#lists-and-reads 'Pro/quick order products'), then again here in French order: the
 * server compares code points, which puts É and Œ after Z (docs/adr/0055). `price_pro` is readable
 * by pro and admin only. A product sold in sizes gives a row per size (its sizes read alongside).
 */
export async function fetchOrderableProducts(signal?: AbortSignal): Promise<OrderableProduct[]> {
  const [products, sizes] = await Promise.all([
    selectFields(pb.collection('products'), ORDERABLE_FIELDS).fullList({ sort: 'name', batch: 500, signal }),
    selectFields(pb.collection('product_variants'), SIZE_FIELDS).fullList({ sort: 'product,position', batch: 500, signal }),
  ])
  const byProduct = new Map<string, SizeFields[]>()
  for (const size of sizes) byProduct.set(size.product, [...(byProduct.get(size.product) ?? []), size])
  return products.sort((a, b) => compareNames(a.name, b.name)).flatMap((product) => orderableRows(product, byProduct.get(product.id) ?? []))
}
