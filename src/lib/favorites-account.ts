import { errorStatus, pb } from './pocketbase'
import { MAX_FAVORITES, saveFavorites, storedFavorites } from './favorites'

/**
 * The account's side of the favourites (docs/adr/0103): writes to the `favorites` collection (own
 * rows only, one per product: its API rules and unique index), and the merge at login and signup.
 * Loaded on demand: the storefront's entry does not carry it.
 */

/** A second row for one product is refused by the unique index (400): it is there already. */
async function addQuietly(userId: string, productId: string): Promise<void> {
  try {
    await pb.collection('favorites').create({ user: userId, product: productId }, { requestKey: null })
  } catch (error) {
    if (errorStatus(error) !== 400) throw error
  }
}

export async function saveFavorite(userId: string, productId: string, adding: boolean): Promise<void> {
  if (adding) return addQuietly(userId, productId)
  const rows = await pb.collection('favorites').getList(1, 10, {
    filter: pb.filter('product = {:product}', { product: productId }),
    fields: 'id',
    skipTotal: true,
    requestKey: null,
  })
  for (const row of rows.items) {
    try {
      await pb.collection('favorites').delete(row.id, { requestKey: null })
    } catch (error) {
      if (errorStatus(error) !== 404) throw error
    }
  }
}

/** The account's newest favourites (at most MAX_FAVORITES), as product ids. */
async function accountFavorites(): Promise<string[]> {
  const page = await pb.collection('favorites').getList(1, MAX_FAVORITES, {
    sort: '-created',
    fields: 'product',
    skipTotal: true,
    requestKey: null,
  })
  return page.items.map((row) => row.product)
}

/**
 * At login and signup: the browser's favourites join the account (those it lacks, a few at a time),
 * then the browser shows the account's. A failure leaves the browser's list as it was: the next
 * click of a heart writes to the account anyway.
 */
export async function mergeFavorites(userId: string): Promise<void> {
  const local = storedFavorites()
  const known = new Set(await accountFavorites())
  const missing = local.filter((id) => !known.has(id)).reverse()
  for (let start = 0; start < missing.length; start += 5) {
    await Promise.all(missing.slice(start, start + 5).map((id) => addQuietly(userId, id)))
  }
  saveFavorites(missing.length ? await accountFavorites() : [...known])
}
