// « Vous aimerez aussi » on a product page (docs/adr/0102-related-pieces-and-the-stones-index.md).
import { pb } from '@/lib/pocketbase'
import { catalogueStock, isInStock } from '@/lib/stock'
import type { CatalogueProduct } from './catalogue-api'
import { catalogueFields } from './prefetch'

/** How many pieces the page suggests: one row of cards on a wide screen, two of two on a phone. */
export const SUGGESTION_COUNT = 4

/** Stones sharers in stock read to rank (by stones in common) before the first four are kept. */
const STONE_CANDIDATES = 24

/** What the suggestions are chosen from: the product's own id and relations. */
export type SuggestionSource = { id: string; stones?: string[]; category?: string[] }

type Candidate = Pick<CatalogueProduct, 'id' | 'created' | 'stock' | 'stones' | 'category'> & Partial<Pick<CatalogueProduct, 'sizes'>>

/**
 * The pieces to suggest, best first, at most `SUGGESTION_COUNT`: never the product itself; in stock
 * before sold out; then those sharing its stones (more stones in common first) before those only
 * sharing its category; then the newest. Pieces sharing neither are not suggested.
 */
export function rankSuggestions<P extends Candidate>(source: SuggestionSource, candidates: readonly P[]): P[] {
  const stones = new Set(source.stones ?? [])
  const categories = new Set(source.category ?? [])
  const seen = new Set<string>([source.id])
  const scored: Array<{ product: P; inStock: number; shared: number; sameCategory: number }> = []
  for (const product of candidates) {
    if (seen.has(product.id)) continue
    seen.add(product.id)
    const shared = (product.stones ?? []).filter((id) => stones.has(id)).length
    const sameCategory = (product.category ?? []).some((id) => categories.has(id)) ? 1 : 0
    if (shared === 0 && sameCategory === 0) continue
    scored.push({ product, inStock: isInStock(catalogueStock(product).stock) ? 1 : 0, shared, sameCategory })
  }
  scored.sort(
    (a, b) =>
      b.inStock - a.inStock ||
      b.shared - a.shared ||
      b.sameCategory - a.sameCategory ||
      (a.product.created < b.product.created ? 1 : a.product.created > b.product.created ? -1 : 0),
  )
  return scored.slice(0, SUGGESTION_COUNT).map(({ product }) => product)
}

/**
 * A visitor's filter names at most three fields through a relation (`stones.id`: the bounds of
 * docs/adr/0044), and the sold-out read joins both lists: the candidates are read by the piece's first
 * two stones and its first category (the ranking still counts every stone in common).
 */
const STONES_READ = 2
const CATEGORIES_READ = 1

/** `relation.id ?= a || relation.id ?= b` (any of the ids among the relation's), with its parameters (null when there are no ids). */
function anyOf(relation: 'stones' | 'category', ids: readonly string[] = []): string | null {
  if (ids.length === 0) return null
  const params = Object.fromEntries(ids.map((id, i) => [`${relation}${i}`, id]))
  return pb.filter(ids.map((_, i) => `${relation}.id ?= {:${relation}${i}}`).join(' || '), params)
}

/**
 * Reads the candidates and ranks them (`rankSuggestions`). The API rules decide what the viewer may
 * see (exclusive pieces only for pros); `published = true` keeps an admin's hidden pieces out too.
 * Three small reads side by side, each as long as a ranking can need: sharers of a stone in stock,
 * sharers of the category in stock, and the newest sold-out sharers (used only to fill the row).
 */
export async function getSuggestions(
  source: SuggestionSource,
  { signal, proPrices = false }: { signal?: AbortSignal; proPrices?: boolean } = {},
): Promise<CatalogueProduct[]> {
  const stones = anyOf('stones', source.stones?.slice(0, STONES_READ))
  const category = anyOf('category', source.category?.slice(0, CATEGORIES_READ))
  if (!stones && !category) return []
  // Each read names the product itself too (`rankSuggestions` leaves it out), so that it is never
  // empty: PocketBase sleeps up to 0.5 s on an empty filtered list after the 3rd in 3 s from one
  // address, and the server renders every visitor's page from one (docs/adr/0112).
  const itself = pb.filter('id = {:id}', { id: source.id })
  const read = (filter: string, perPage: number) =>
    pb
      .collection('products')
      .getList<CatalogueProduct>(1, perPage + 1, {
        filter: `(published = true && ${filter}) || ${itself}`,
        sort: '-created',
        fields: catalogueFields(proPrices),
        skipTotal: true,
        signal,
        requestKey: null,
      })
      .then((page) => page.items)
  const either = [stones, category].filter(Boolean).join(' || ')
  // In stock: any size for a product with sizes, else its own stock (docs/adr/0110).
  const inStock = '((sized = true && sizes_stock > 0) || (sized = false && stock > 0))'
  const soldOut = '((sized = true && sizes_stock <= 0) || (sized = false && stock <= 0))'
  const lists = await Promise.all([
    stones ? read(`${inStock} && (${stones})`, STONE_CANDIDATES) : [],
    // At most three in-stock stone sharers may come back here too: four others remain.
    category ? read(`${inStock} && (${category})`, 2 * SUGGESTION_COUNT) : [],
    read(`${soldOut} && (${either})`, SUGGESTION_COUNT),
  ])
  return rankSuggestions(source, lists.flat())
}
