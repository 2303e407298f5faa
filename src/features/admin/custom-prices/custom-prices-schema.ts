import * as v from 'valibot'
import { parseDecimal } from '@/lib/decimal'
import { customPricesBeadSizeValues } from '@/lib/record-constants/custom-prices'
import { requiredText } from '../api/record-schema'

export const PRICE_INVALID = 'Indiquez un prix en euros, par exemple 0,90.'
export const STONE_NEEDED = 'Choisissez une pierre.'

/** A price in euros, typed « 0,90 » or « 0.90 » (at most 2 decimals, 0 to 100 000). */
const euros = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.transform((text) => (text === '' ? NaN : parseDecimal(text, 2))),
  v.check((price) => Number.isFinite(price) && price >= 0 && price <= 100000, PRICE_INVALID),
)

/** A row of the price table as the owner edits it (docs/adr/0126): its label and price. */
export const priceRowSchema = v.object({ label: requiredText, price: euros })

/** A bead price of one stone in one size (the size's default row prices the other stones). */
export const stoneBeadPriceSchema = v.object({
  stone: v.pipe(v.optional(v.string(), ''), v.nonEmpty(STONE_NEEDED)),
  bead_size: v.picklist(customPricesBeadSizeValues, 'Choix invalide.'),
  label: requiredText,
  price: euros,
})
