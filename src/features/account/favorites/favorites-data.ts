// The data and writes of /account/favoris (docs/adr/0103): the signed-in person's favourites, a page
// at a time, and each piece as the shop shows it to them now (their price: the pro price for pros;
// the products' own API rules leave out a piece unpublished or not for them). Behind requireAuth.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { saveFavorites, storedFavorites } from '@/lib/favorites'
import { connectionFailure } from '@/lib/form-errors'
import { checkForm, formValues } from '@/lib/form-schema'
import { errorStatus, pb, storedUser } from '@/lib/pocketbase'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { seesProPrice } from '@/lib/roles'
import { removeFavoriteSchema } from './favorites-schema'

export const FAVORITES_PAGE = 24

/** Read as the cart reads its products (lib/cart-products.ts), and `options` for products with sizes. */
const PRODUCT_FIELDS = [
  'id',
  'collectionName',
  'name',
  'slug',
  'image',
  'price',
  'charged_price',
  'reference_price',
  'sale_percent',
  'stock',
  'reserved',
  'is_unique',
]

export type FavoriteProduct = Pick<
  ProductsRecord,
  | 'id'
  | 'collectionName'
  | 'name'
  | 'slug'
  | 'image'
  | 'price'
  | 'charged_price'
  | 'reference_price'
  | 'sale_percent'
  | 'stock'
  | 'reserved'
  | 'is_unique'
> & {
  price_pro?: number | null
  /** A product's sizes (issue 27, point 1), when the schema has them. */
  options?: unknown
}

export interface FavoriteRow {
  id: string
  productId: string
  /** Null: the piece is no longer shown to this person (unpublished, deleted, pro only). */
  product: FavoriteProduct | null
}

export interface FavoritesPageData {
  rows: FavoriteRow[]
  page: number
  totalPages: number
}

/** The products among `ids` this person may see (20 ids per request: the filter bounds, ADR 0044). */
async function readProducts(ids: string[], withProPrice: boolean, signal?: AbortSignal): Promise<Map<string, FavoriteProduct>> {
  const fields = [...PRODUCT_FIELDS, 'options', ...(withProPrice ? ['price_pro'] : [])].join(',')
  const batches: Promise<FavoriteProduct[]>[] = []
  for (let start = 0; start < ids.length; start += 20) {
    const params: Record<string, string> = {}
    const filter = ids
      .slice(start, start + 20)
      .map((id, index) => {
        params[`id${index}`] = id
        return `id = {:id${index}}`
      })
      .join(' || ')
    batches.push(pb.collection('products').getFullList<FavoriteProduct>({ filter: pb.filter(filter, params), fields, signal }))
  }
  return new Map((await Promise.all(batches)).flat().map((product) => [product.id, product]))
}

export async function loader({ request }: LoaderFunctionArgs): Promise<FavoritesPageData> {
  const user = storedUser()
  const asked = Number(new URL(request.url).searchParams.get('page'))
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1
  const list = await pb.collection('favorites').getList(page, FAVORITES_PAGE, {
    filter: pb.filter('user = {:user}', { user: user?.id ?? '' }),
    sort: '-created,-id',
    fields: 'id,product',
    signal: request.signal,
  })
  const products = await readProducts(
    list.items.map((row) => row.product),
    seesProPrice(user),
    request.signal,
  )
  return {
    rows: list.items.map((row) => ({ id: row.id, productId: row.product, product: products.get(row.product) ?? null })),
    page: list.page,
    totalPages: list.totalPages,
  }
}

export type FavoritesActionResult = { status: 'error'; message: string } | { status: 'done' }

export const REMOVE_FAILED = 'Ce favori n’a pas pu être retiré. Réessayez.'

/** « Retirer »: the row goes from the account, the piece from the browser's list. */
export async function action({ request }: ActionFunctionArgs): Promise<FavoritesActionResult> {
  const check = checkForm(removeFavoriteSchema, formValues(await request.formData()))
  if (!check.ok) return { status: 'error', message: REMOVE_FAILED }
  const { id, product } = check.values
  try {
    await pb.collection('favorites').delete(id)
  } catch (error) {
    // Already gone (another tab): the list is read again without it.
    if (errorStatus(error) !== 404) return { status: 'error', message: connectionFailure(error) || REMOVE_FAILED }
  }
  saveFavorites(storedFavorites().filter((stored) => stored !== product))
  return { status: 'done' }
}
