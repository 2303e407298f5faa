import * as v from 'valibot'
import { optionalText, requiredText } from '../api/record-schema'

/** The code form's own messages (the server's, lib/discount-codes.js, answer the same under each field). */
export const CODE_FORM_MESSAGES = {
  code: 'Un code compte de 3 à 40 lettres, chiffres, tirets ou soulignés, sans espace.',
  number: 'Saisissez un nombre.',
  whole: 'Saisissez un nombre entier.',
  date: 'Saisissez une date valide.',
}

/** A number typed the French way (« 12,50 »); empty → `empty`. */
const decimal = (empty: number | null, message = CODE_FORM_MESSAGES.number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((text) => (text === '' ? empty : Number(text.replace(/\s/g, '').replace(',', '.')))),
    v.check((n) => n === null || (Number.isFinite(n) && n >= 0), message),
  )

const whole = v.pipe(
  decimal(0, CODE_FORM_MESSAGES.whole),
  v.check((n) => n === null || Number.isInteger(n), CODE_FORM_MESSAGES.whole),
)

/** A `datetime-local` entry (the admin's time) → the instant PocketBase stores, '' for none. */
const instant = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check((text) => text === '' || !Number.isNaN(new Date(text).getTime()), CODE_FORM_MESSAGES.date),
  v.transform((text) => (text === '' ? '' : new Date(text).toISOString())),
)

const box = v.pipe(
  v.optional(v.string(), ''),
  v.transform((text) => text === 'on' || text === 'true'),
)

/** A relation's ids: every entry in the action, one entry when the form checks itself before sending. */
const ids = v.pipe(
  v.optional(v.union([v.array(v.string()), v.string()]), []),
  v.transform((value) => (Array.isArray(value) ? value : value ? [value] : [])),
)

/** Every term of a discount code (docs/adr/0116); the counters are the server's and never sent. */
export const discountCodeFormSchema = v.object({
  code: v.pipe(requiredText, v.regex(/^[A-Za-z0-9_-]{3,40}$/, CODE_FORM_MESSAGES.code), v.toUpperCase()),
  kind: v.picklist(['percent', 'amount']),
  value: v.pipe(
    decimal(null),
    v.check((n) => n !== null && n > 0, 'Saisissez une valeur supérieure à 0.'),
  ),
  scope: v.picklist(['order', 'categories', 'products', 'stones']),
  categories: ids,
  products: ids,
  stones: ids,
  min_basket: decimal(0),
  starts_at: instant,
  ends_at: instant,
  max_uses: whole,
  max_uses_per_customer: whole,
  first_order_only: box,
  audience: v.picklist(['all', 'retail', 'pro']),
  combinable_with_sales: box,
  active: box,
  note: optionalText,
})
