import { CART_STORAGE_KEY, MAX_CART_LINES, parseCart } from './cart'
import { pb } from './pocketbase'
import type { ProductsRecord } from './pocketbase-types'
import type { Selected } from './select-fields'

/**
 * The fields the cart needs. `price_pro` is asked for only by pro and admin users: the server
 * refuses (403) any list request that names it from anyone else.
 */
function cartFields(withProPrice: boolean) {
  return [
    'id',
    'collectionName',
    'name',
    'price',
    'charged_price',
    'stock',
    'reserved',
    'slug',
    'image',
    // A pro's prices by quantity and minimum (docs/adr/0132), hidden from the others alike.
    ...(withProPrice ? (['price_pro', 'pro_tiers', 'pro_min_qty'] as const) : []),
    // Sizes (docs/adr/0106): a line in a size is refreshed from its size, in the same request.
    'options',
    ...(['id', 'stock', 'reserved', 'price', 'charged_price'] as const).map(
      (field) => `expand.product_variants_via_product.${field}` as const,
    ),
    ...(withProPrice ? (['expand.product_variants_via_product.price_pro', 'expand.product_variants_via_product.pro_tiers'] as const) : []),
  ] as const
}

/**
 * A product as the cart reads it afresh (what `refreshCart` and a reorder need). Typed with
 * select-fields' `Selected` without calling `selectFields`: the entry lists the cart's chunks with
 * what they preload, and one more chunk there adds to every first visit.
 */
export type CartReadProduct = Selected<ProductsRecord, ReturnType<typeof cartFields>[number]>

/**
 * Ids per request. A cart holds at most MAX_CART_LINES lines, so a cart at the bound is one request
 * whose filter (`id = "…" || …`, ~520 characters) stays far below PocketBase's 3,500 (tools/search
 * MaxFilterLength) and its 200 expressions; a longer list (never made by the UI) is split.
 */
export const CART_REFRESH_BATCH = MAX_CART_LINES

/** One request: the products among these ids (at most CART_REFRESH_BATCH of them). */
function fetchBatch(ids: readonly string[], withProPrice: boolean, signal?: AbortSignal): Promise<CartReadProduct[]> {
  const params: Record<string, string> = {}
  const filter = ids
    .map((id, index) => {
      params[`id${index}`] = id
      return `id = {:id${index}}`
    })
    .join(' || ')
  const fields = cartFields(withProPrice).join(',')
  return pb
    .collection('products')
    .getFullList<CartReadProduct>({ batch: 500, filter: pb.filter(filter, params), fields, expand: 'product_variants_via_product', signal })
}

/**
 * The cart's products as the server has them now (a filter by ids, in batches of
 * CART_REFRESH_BATCH). A product the server does not return was deleted or is not visible to this
 * user (exclusive pieces).
 */
export async function fetchCartProducts(
  ids: readonly string[],
  { withProPrice = false, signal }: { withProPrice?: boolean; signal?: AbortSignal } = {},
): Promise<CartReadProduct[]> {
  const batches: Promise<CartReadProduct[]>[] = []
  // Two sizes of one product are two lines, one product to read.
  ids = [...new Set(ids)]
  for (let start = 0; start < ids.length; start += CART_REFRESH_BATCH) {
    batches.push(fetchBatch(ids.slice(start, start + CART_REFRESH_BATCH), withProPrice, signal))
  }
  return (await Promise.all(batches)).flat()
}

/**
 * The ids of the cart's lines as stored, for a route loader (it runs outside the cart's context).
 * It reads the storage itself: lib/storage then stays in the entry alone (a module the entry shares
 * with lazy chunks is split into a chunk of its own, one more request on every page).
 */
export function storedCartIds(): string[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    // Storage blocked: an empty cart, as the cart itself reads it.
  }
  return productIds(parseCart(raw))
}

/** The products' ids of these lines (a gift card has none, docs/adr/0117). */
export function productIds(items: readonly { id: string; gift_card?: unknown }[]): string[] {
  return items.filter((item) => !item.gift_card).map((item) => item.id)
}
