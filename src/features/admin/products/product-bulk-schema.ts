// The bulk actions' rules and arithmetic (docs/adr/0096), the server's own (pb_hooks/lib/product-bulk.js):
// these only spare a request the server would refuse, and preview what it will write.
import * as v from 'valibot'
import { hasTooManyDecimals, parseDecimal } from '@/lib/decimal'

/** The server's bound on one request (pb_hooks/lib/product-bulk.js MAX_IDS). */
export const BULK_MAX = 500
const MAX_PERCENT = 1000
const MAX_AMOUNT = 100000
const MAX_UNITS = 10000

export type BulkAction = 'publish' | 'hide' | 'price' | 'stock'
export type PriceField = 'price' | 'price_pro'

export const PERCENT_MESSAGE = 'Indiquez un pourcentage supérieur à 0, par exemple 10 ou 2,5 (moins de 100 à la baisse, 1 000 au plus).'
export const AMOUNT_MESSAGE = 'Indiquez un montant supérieur à 0, par exemple 5 ou 2,50 (100 000 € au plus).'
export const UNITS_MESSAGE = 'Indiquez un nombre entier de pièces, de 1 à 10 000.'

/** « 10 », « 2,5 », « 2,50 € », « 5 % »: a positive number with two decimals at most; NaN otherwise. */
export function parseChange(text: string): number {
  const cleaned = text.replace(/[€%]/g, '')
  return hasTooManyDecimals(cleaned, 2) ? NaN : parseDecimal(cleaned, 2)
}

/** « Modifier les prix »: which price, by a percentage or an amount, up or down, and how much. */
export const bulkPriceSchema = v.pipe(
  v.object({
    field: v.picklist(['price', 'price_pro'], 'Choisissez le prix à modifier.'),
    by: v.picklist(['percent', 'amount'], 'Choisissez une modification en pourcentage ou en euros.'),
    direction: v.picklist(['up', 'down'], 'Choisissez d’augmenter ou de baisser.'),
    value: v.string(),
  }),
  v.forward(
    v.check(({ by, value }) => by !== 'amount' || (parseChange(value) > 0 && parseChange(value) <= MAX_AMOUNT), AMOUNT_MESSAGE),
    ['value'],
  ),
  v.forward(
    v.check(({ by, direction, value }) => {
      const percent = parseChange(value)
      return by !== 'percent' || (percent > 0 && percent <= (direction === 'down' ? 99.99 : MAX_PERCENT))
    }, PERCENT_MESSAGE),
    ['value'],
  ),
  v.transform(({ field, by, direction, value }) => ({
    field: field as PriceField,
    by,
    value: (direction === 'down' ? -1 : 1) * parseChange(value),
  })),
)

/** « Ajouter / retirer du stock »: a whole number of pieces, added or removed. */
export const bulkStockSchema = v.pipe(
  v.object({
    direction: v.picklist(['add', 'remove'], 'Choisissez d’ajouter ou de retirer.'),
    quantity: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,5}$/, UNITS_MESSAGE),
      v.transform(Number),
      v.check((units) => units >= 1 && units <= MAX_UNITS, UNITS_MESSAGE),
    ),
  }),
  v.transform(({ direction, quantity }) => ({ delta: direction === 'remove' ? -quantity : quantity })),
)

/**
 * The new price in euros as the server computes it (pb_hooks/lib/product-bulk.js `changedCents`):
 * in whole cents, a percentage rounded half away from zero, so the preview shows what will be written.
 */
export function changedPrice(euros: number, by: 'percent' | 'amount', value: number): number {
  const cents = Math.round(euros * 100)
  const hundredths = Math.round(value * 100)
  if (by === 'amount') return (cents + hundredths) / 100
  return Math.round((cents * (10000 + hundredths)) / 10000) / 100
}

/** « 1 produit », « 3 produits », « 1 200 produits ». */
export const productCount = (count: number) => `${count.toLocaleString('fr-FR')} produit${count > 1 ? 's' : ''}`

/** The server's report (pb_hooks/lib/product-bulk.js). */
export interface BulkReport {
  action: BulkAction
  done: Array<{ id: string; name: string; price?: number; price_pro?: number; stock?: number; published?: boolean }>
  refused: Array<{ id: string; name: string; reason: string }>
}
