// Relative imports, no '@/': product-values.ts reads this schema, and the integration test of the
// product save typechecks that module with tsconfig.node.json (no '@' path).
import * as v from 'valibot'
import { hasTooManyDecimals, parseDecimal } from '../../../lib/decimal'
import { REQUIRED_TEXT } from '../components/form-texts'

export const PRICE_FORMAT = 'Indiquez un prix supérieur à 0, par exemple 39,90.'
/** The server says the same (pb_hooks/lib/product-prices.js). */
export const PRO_PRICE_ABOVE_PRICE = 'Le prix professionnel ne peut pas dépasser le prix public.'
export const SKU_FORMAT = 'Majuscules, chiffres et tirets seulement (32 caractères au plus), par exemple EDP-BRA-001.'
const SLUG_FORMAT = 'Minuscules, chiffres et tirets seulement, par exemple bracelet-lune.'
const PRO_PRICE_FORMAT = 'Indiquez un prix positif, par exemple 24,50, ou laissez vide.'
export const COST_PRICE_FORMAT = 'Indiquez un prix positif, par exemple 12,40, ou laissez vide.'
const STOCK_FORMAT = 'Indiquez un nombre entier, 0 ou plus.'

/**
 * A price as an admin types it: « 72,50 », « 72.50 », « 1 234,5 € » (spaces and the euro sign
 * ignored, a comma or a point before at most two decimals). NaN for anything else, so « 72,500 » or
 * « 1.234,50 » are refused rather than read as a price a thousand times too high (issue 14).
 */
export function parsePrice(text: string): number {
  return parseDecimal(text.replace(/€/g, ''), 2)
}

/** « 72,505 »: said as such, not as an unreadable price (docs/adr/0082). */
export const PRICE_DECIMALS = 'Un prix a deux décimales au plus, par exemple 72,50.'
const twoDecimalsAtMost = v.check((text: string) => !hasTooManyDecimals(text, 2), PRICE_DECIMALS)

const required = v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_TEXT))

/*
 * The products screen's rules (docs/architecture.md#a-write): the product form's and the low-stock
 * threshold's. The stock change's is `deltaSchema` (product-tools-api.ts), the server's sentence.
 */

/**
 * The product form's rules (docs/architecture.md#a-write, docs/product/rules.md#validation; the
 * server checks again), on the values as typed: name, slug, price and stock required, the slug and
 * the reference in the server's patterns, a price above 0 typed the French way, a pro price no higher
 * than the price, an optional cost price (docs/adr/0122), a whole stock, at least one category. Each
 * field's first message is shown.
 */
export const productSchema = v.pipe(
  v.object({
    name: required,
    slug: v.pipe(required, v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_FORMAT)),
    // The server's pattern (pb_migrations/1764200200_product_sku.js); empty: no reference.
    sku: v.pipe(
      v.string(),
      v.trim(),
      v.check((sku) => sku === '' || (sku.length <= 32 && /^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(sku)), SKU_FORMAT),
    ),
    price: v.pipe(
      required,
      twoDecimalsAtMost,
      v.check((text) => text === '' || parsePrice(text) > 0, PRICE_FORMAT),
    ),
    price_pro: v.pipe(
      v.string(),
      twoDecimalsAtMost,
      v.check((text) => text.trim() === '' || Number.isFinite(parsePrice(text)), PRO_PRICE_FORMAT),
    ),
    // What the piece costs the workshop, for the stock's value at cost (docs/adr/0122); empty: unknown.
    cost_price: v.pipe(
      v.string(),
      twoDecimalsAtMost,
      v.check((text) => text.trim() === '' || Number.isFinite(parsePrice(text)), COST_PRICE_FORMAT),
    ),
    stock: v.pipe(
      required,
      v.check((text) => text === '' || (Number.isInteger(Number(text)) && Number(text) >= 0), STOCK_FORMAT),
    ),
    category: v.array(v.string(), 'Choisissez au moins une catégorie.'),
  }),
  v.forward(
    v.check(({ category }) => category.length > 0, 'Choisissez au moins une catégorie.'),
    ['category'],
  ),
  // Equal is allowed; a price that cannot be read is told on its own field.
  v.forward(
    v.partialCheck(
      [['price'], ['price_pro']],
      ({ price, price_pro }) => {
        const pro = parsePrice(price_pro)
        return !(pro > 0 && pro > parsePrice(price))
      },
      PRO_PRICE_ABOVE_PRICE,
    ),
    ['price_pro'],
  ),
)

/** The server's sentences (pb_hooks/lib/pro-tiers.js, docs/adr/0132), word for word. */
export const TIER_MESSAGES = {
  badMin: 'Chaque palier commence à 2 pièces ou plus (un nombre entier).',
  notIncreasing: 'Les seuils des paliers doivent être croissants : chaque palier commence à plus de pièces que le précédent.',
  badPrice: 'Chaque palier a un prix professionnel supérieur à 0 €.',
  notDecreasing: 'Le prix d’un palier doit être plus bas que celui du palier précédent.',
  aboveProPrice: 'Le prix d’un palier ne peut pas dépasser le prix professionnel.',
  abovePrice: 'Le prix d’un palier ne peut pas dépasser le prix public.',
  tooMany: 'Six paliers de prix par quantité au maximum.',
} as const
export const MIN_QTY_FORMAT = 'Indiquez un nombre entier de pièces entre 2 et 99, ou laissez vide.'
/** The server's maximum (lib/pro-tiers.js MAX_TIERS). */
export const MAX_TIERS = 6

/** A tier as the form holds it: both fields as typed. */
export interface TierInput {
  min: string
  price: string
}

/**
 * Why a product's (or a size's) prices by quantity cannot be saved, or '' (docs/adr/0132): the rows
 * left wholly empty are ignored; thresholds whole and increasing from 2, prices above 0, decreasing,
 * never above the pro price (the public price when there is none). The server checks them again.
 */
export function tierProblem(rows: readonly TierInput[], priceText: string, proText: string): string {
  const filled = rows.filter((row) => row.min.trim() !== '' || row.price.trim() !== '')
  if (filled.length > MAX_TIERS) return TIER_MESSAGES.tooMany
  const pro = parsePrice(proText)
  const price = parsePrice(priceText)
  let previousMin = 1
  let previousPrice = Infinity
  for (const row of filled) {
    const min = Number(row.min.trim())
    if (!/^\d+$/.test(row.min.trim()) || min < 2 || min > 99) return TIER_MESSAGES.badMin
    if (min <= previousMin) return TIER_MESSAGES.notIncreasing
    const value = parsePrice(row.price)
    if (!(value > 0) || hasTooManyDecimals(row.price, 2)) return TIER_MESSAGES.badPrice
    if (value >= previousPrice) return TIER_MESSAGES.notDecreasing
    if (pro > 0 && value > pro) return TIER_MESSAGES.aboveProPrice
    if (!(pro > 0) && price > 0 && value > price) return TIER_MESSAGES.abovePrice
    previousMin = min
    previousPrice = value
  }
  return ''
}

/** The checked rows as the server stores them: `[{ min, price_pro }]`. */
export function tiersToSave(rows: readonly TierInput[]): { min: number; price_pro: number }[] {
  return rows
    .filter((row) => row.min.trim() !== '' && row.price.trim() !== '')
    .map((row) => ({ min: Number(row.min.trim()), price_pro: parsePrice(row.price) }))
}

/** « Minimum par commande (pièces) »: '' or a whole number from 2 to 99. */
export function minQtyProblem(text: string): string {
  const typed = text.trim()
  if (typed === '' || typed === '0') return ''
  return /^\d+$/.test(typed) && Number(typed) >= 2 && Number(typed) <= 99 ? '' : MIN_QTY_FORMAT
}

export const THRESHOLD_MESSAGE = 'Indiquez un nombre entier entre 0 et 1000.'

/** « Seuil de stock faible » above the table: the field's bounds (pb_migrations/1764200100). */
export const thresholdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,4}$/, THRESHOLD_MESSAGE),
  v.transform(Number),
  v.maxValue(1000, THRESHOLD_MESSAGE),
)
