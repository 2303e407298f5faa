import type { FreshProduct } from './cart'
import { pb } from './pocketbase'

/**
 * The fields the cart needs. `price_pro` is asked for only by pro and admin users: the server
 * refuses (403) any list request that names it from anyone else.
 */
const CART_FIELDS = 'id,collectionName,name,price,stock,reserved,slug,image'

/**
 * The cart's products as the server has them now, in one request (a filter by ids). A product the
 * server does not return was deleted or is not visible to this user (exclusive pieces).
 */
export async function fetchCartProducts(
  ids: readonly string[],
  { withProPrice = false, signal }: { withProPrice?: boolean; signal?: AbortSignal } = {},
): Promise<FreshProduct[]> {
  if (ids.length === 0) return []
  const params: Record<string, string> = {}
  const filter = ids
    .map((id, index) => {
      params[`id${index}`] = id
      return `id = {:id${index}}`
    })
    .join(' || ')
  const records = await pb.collection('products').getFullList({
    batch: 500,
    filter: pb.filter(filter, params),
    fields: withProPrice ? `${CART_FIELDS},price_pro` : CART_FIELDS,
    signal,
  })
  return records
}
