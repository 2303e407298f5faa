import * as v from 'valibot'
import { requiredText } from '../api/record-schema'

export const SALE_MESSAGES = {
  percent: 'Indiquez un pourcentage entier entre 1 et 90.',
  scope: 'Choisissez ce que les soldes concernent : des produits, des catégories ou toute la boutique.',
  products: 'Choisissez au moins un produit.',
  categories: 'Choisissez au moins une catégorie.',
  start: 'Indiquez la date de début des soldes.',
  end: 'Indiquez la date de fin des soldes.',
  order: 'La fin des soldes doit venir après leur début.',
  before: 'Indiquez un prix « avant » positif, ou laissez le champ vide.',
}

/** A `datetime-local` value (the admin's local time), as PocketBase stores dates (UTC). */
export function toStoredDate(local: string): string {
  const at = new Date(local)
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().replace('T', ' ')
}

/** A stored date (UTC) as a `datetime-local` value in the admin's time. */
export function toLocalInput(stored: string | undefined): string {
  if (!stored) return ''
  const at = new Date(stored.replace(' ', 'T'))
  if (Number.isNaN(at.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

const date = (message: string) => v.pipe(v.optional(v.string(), ''), v.transform(toStoredDate), v.nonEmpty(message))

/*
 * The rules of a sale (docs/adr/0115, docs/architecture.md#a-write): a name, a whole percentage of 1 to
 * 90, what it covers (with at least one product or category when it names them), its dates in order,
 * whether it is on, and the « before » price the owner may type (never shown: only checked against
 * the legal reference). PocketBase checks the same again (the migration's limits, lib/sales.js).
 */
export const saleSchema = v.pipe(
  v.object({
    name: requiredText,
    percent: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.transform(Number),
      v.integer(SALE_MESSAGES.percent),
      v.minValue(1, SALE_MESSAGES.percent),
      v.maxValue(90, SALE_MESSAGES.percent),
    ),
    scope: v.picklist(['all', 'products', 'categories'], SALE_MESSAGES.scope),
    products: v.array(v.string()),
    categories: v.array(v.string()),
    starts_at: date(SALE_MESSAGES.start),
    ends_at: date(SALE_MESSAGES.end),
    active: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) => value === 'on'),
    ),
    before_price: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.transform((value) => (value === '' ? 0 : Number(value.replace(',', '.')))),
      v.number(SALE_MESSAGES.before),
      v.minValue(0, SALE_MESSAGES.before),
    ),
  }),
  v.forward(
    v.check((sale) => sale.scope !== 'products' || sale.products.length > 0, SALE_MESSAGES.products),
    ['products'],
  ),
  v.forward(
    v.check((sale) => sale.scope !== 'categories' || sale.categories.length > 0, SALE_MESSAGES.categories),
    ['categories'],
  ),
  v.forward(
    v.check((sale) => sale.ends_at > sale.starts_at, SALE_MESSAGES.order),
    ['ends_at'],
  ),
)

export type SaleValues = v.InferOutput<typeof saleSchema>

/** The form's entries, with the chosen products and categories gathered (the other scope's dropped). */
export function saleInput(data: FormData, values: Record<string, string>) {
  const scope = values.scope
  return {
    ...values,
    products: scope === 'products' ? data.getAll('products').map(String) : [],
    categories: scope === 'categories' ? data.getAll('categories').map(String) : [],
  }
}
