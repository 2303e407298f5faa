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

export const THRESHOLD_MESSAGE = 'Indiquez un nombre entier entre 0 et 1000.'

/** « Seuil de stock faible » above the table: the field's bounds (pb_migrations/1764200100). */
export const thresholdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,4}$/, THRESHOLD_MESSAGE),
  v.transform(Number),
  v.maxValue(1000, THRESHOLD_MESSAGE),
)
