/**
 * A product's sizes on its page (docs/adr/0106): its options (`products.options`, docs/adr/0104)
 * and the `product_variants` rows read with it, the choice kept in the address (`?taille=17`).
 */
import type { ProductVariantsRecord, ProTier } from '@/lib/pocketbase-types'
import { sizeParam } from './catalogue-query'
import type { ProductOption } from '@/lib/size-label'

// One size label and options reader for every screen (src/lib/size-label.ts), re-exported here.
export { productOptions, sizeLabel, type ProductOption } from '@/lib/size-label'

/** A size as the product page reads it (expanded with the product). */
export type Size = Pick<
  ProductVariantsRecord,
  'id' | 'option1' | 'option2' | 'sku' | 'stock' | 'reserved' | 'price' | 'price_pro' | 'position' | SaleField | 'sale_ends' | 'pro_tiers'
>

/** What a product or size carries of a running sale (docs/adr/0115), kept by the server. */
type SaleField = 'charged_price' | 'reference_price' | 'sale_percent'
type Sale = { charged_price?: number | null; reference_price?: number | null; sale_percent?: number | null }
type Tiers = { pro_tiers?: ProTier[] | null; pro_min_qty?: number }

/** The address's parameter of each option, in order: `?taille=17&taille2=8`. */
export const SIZE_PARAMS = ['taille', 'taille2'] as const

/** The sizes in the order the shop shows them: their position, then their values' order in the options. */
export function sortedSizes<T extends Size>(sizes: readonly T[], options: readonly ProductOption[]): T[] {
  const rank = (size: T) => [
    size.position ?? 0,
    options[0]?.values.indexOf(size.option1) ?? 0,
    options[1]?.values.indexOf(size.option2 ?? '') ?? 0,
  ]
  return [...sizes].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)]
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
  })
}

/** The option values the address names (`undefined`: not chosen, or not a value of that option). */
export function chosenValues(options: readonly ProductOption[], params: URLSearchParams): Array<string | undefined> {
  return options.map((option, index) => {
    const param = params.get(SIZE_PARAMS[index] ?? '')
    return param ? option.values.find((value) => sizeParam(value) === param) : undefined
  })
}

/** The size of these values, when every option has one. */
export function sizeFor<T extends Size>(
  sizes: readonly T[],
  options: readonly ProductOption[],
  values: ReadonlyArray<string | undefined>,
): T | undefined {
  if (options.length === 0 || values.slice(0, options.length).some((value) => value === undefined)) return undefined
  return sizes.find((size) => size.option1 === values[0] && (options.length < 2 || size.option2 === values[1]))
}

/** What a size costs: its own price and pro price when set (above 0), else the product's. */
export function sizePrices(
  product: { price: number; price_pro?: number | null } & Sale & Tiers,
  size: (Pick<Size, 'price' | 'price_pro'> & Sale & Tiers) | undefined,
): { price: number; price_pro?: number | null } & Sale & Tiers {
  const sale = (from: Sale): Sale => ({
    charged_price: from.charged_price,
    reference_price: from.reference_price,
    sale_percent: from.sale_percent,
  })
  // A pro's prices by quantity (docs/adr/0132): a size's own, else its product's; sent to pros only.
  const tiers = { pro_tiers: size?.pro_tiers?.length ? size.pro_tiers : product.pro_tiers, pro_min_qty: product.pro_min_qty }
  if (!size) return { price: product.price, price_pro: product.price_pro, ...tiers, ...sale(product) }
  const own = (size.price ?? 0) > 0
  return {
    price: own ? size.price! : product.price,
    price_pro: (size.price_pro ?? 0) > 0 ? size.price_pro : product.price_pro,
    ...tiers,
    // A size's sale state is its own (the server writes it on every size), else its product's.
    ...sale(typeof size.charged_price === 'number' || own ? size : product),
  }
}
