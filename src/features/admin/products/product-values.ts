// Relative imports, no '@/': the integration test of the product save uses these values too
// (typechecked by tsconfig.node.json, which has no '@' path).
import type { ProductsRecord } from '../../../lib/pocketbase-types'
import { slugify } from '../../../lib/slugify'
import { tiersOf } from '../../../lib/pro-tiers'
import * as v from 'valibot'
import type { ImageItem } from '../components/image-items'
import { minQtyProblem, parsePrice, productSchema, tierProblem, type TierInput } from './product-schema'

export { COST_PRICE_FORMAT, PRICE_FORMAT, PRO_PRICE_ABOVE_PRICE, SKU_FORMAT, parsePrice } from './product-schema'

/** The product's relation fields edited with a picker (each a list of ids). */
export const RELATION_FIELDS = ['category', 'materials', 'colors', 'stones', 'stone_properties', 'chakras', 'astrological_signs'] as const
export type RelationField = (typeof RELATION_FIELDS)[number]

/** What the product form holds: text inputs as typed (strings), relations as id lists, images in order. */
export interface ProductValues {
  name: string
  slug: string
  /** The reference (docs/adr/0061), upper-cased as typed; '' for none. */
  sku: string
  description: string
  /** As typed, with a decimal comma or point (« 72,50 »): `parsePrice` reads it. */
  price: string
  price_pro: string
  /** « Prix de revient », as typed; '' when not given (docs/adr/0122). */
  cost_price: string
  /** Pro prices by quantity, as typed (docs/adr/0132); and the pros' minimum per order, '' for none. */
  pro_tiers: TierInput[]
  pro_min_qty: string
  stock: string
  /**
   * The stock the form was opened with (null for a new product): the save sends the change from it,
   * not the number typed, so a sale made meanwhile is not put back (docs/adr/0037).
   */
  loadedStock: string | null
  is_unique: boolean
  exclusive: boolean
  /** Shown in the shop (docs/adr/0059): a new product is published unless the admin unticks it. */
  published: boolean
  relations: Record<RelationField, string[]>
  images: ImageItem[]
}

/** What the form's own fields hold (its entries): everything but the images, which the form keeps as a list. */
export type ProductFields = Omit<ProductValues, 'images'>

/** The name of the hidden entry that carries `loadedStock` (an existing product's stock when the form opened). */
export const LOADED_STOCK = 'loaded_stock'

function emptyRelations(): Record<RelationField, string[]> {
  return { category: [], materials: [], colors: [], stones: [], stone_properties: [], chakras: [], astrological_signs: [] }
}

export function emptyProductValues(): ProductValues {
  return {
    name: '',
    slug: '',
    sku: '',
    description: '',
    price: '',
    price_pro: '',
    cost_price: '',
    pro_tiers: [],
    pro_min_qty: '',
    stock: '',
    loadedStock: null,
    is_unique: false,
    exclusive: false,
    published: true,
    relations: emptyRelations(),
    images: [],
  }
}

/** The form's values for an existing product; `imageUrl` gives each stored image's preview. */
export function productToValues(product: ProductsRecord, imageUrl: (name: string) => string): ProductValues {
  const relations = emptyRelations()
  for (const field of RELATION_FIELDS) relations[field] = [...(product[field] ?? [])]
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku ?? '',
    description: product.description ?? '',
    price: product.price === undefined || product.price === null ? '' : priceInput(product.price),
    price_pro:
      product.price_pro === undefined || product.price_pro === null || product.price_pro === 0 ? '' : priceInput(product.price_pro),
    cost_price: product.cost_price ? priceInput(product.cost_price) : '',
    pro_tiers: tiersOf(product.pro_tiers).map((tier) => ({ min: String(tier.min), price: priceInput(tier.price_pro) })),
    pro_min_qty: product.pro_min_qty ? String(product.pro_min_qty) : '',
    stock: String(product.stock ?? 0),
    loadedStock: String(product.stock ?? 0),
    is_unique: Boolean(product.is_unique),
    exclusive: Boolean(product.exclusive),
    published: product.published !== false,
    relations,
    images: (product.image ?? []).map((name: string): ImageItem => ({ kind: 'existing', key: name, name, url: imageUrl(name) })),
  }
}

/**
 * The product form's entries read back (`new FormData(form)`, in the browser and in the route's
 * action): the texts as typed, a ticked box present, a relation's ids one entry each. A unique
 * piece's stock field is locked (so not sent): a unique piece always has a stock of 1.
 */
export function productFormValues(data: FormData): ProductFields {
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  const isUnique = data.has('is_unique')
  const relations = emptyRelations()
  for (const field of RELATION_FIELDS)
    relations[field] = data.getAll(field).filter((id): id is string => typeof id === 'string' && id !== '')
  return {
    name: text('name'),
    slug: text('slug'),
    sku: text('sku'),
    description: text('description'),
    price: text('price'),
    price_pro: text('price_pro'),
    cost_price: text('cost_price'),
    pro_tiers: tierRows(data),
    pro_min_qty: text('pro_min_qty'),
    stock: isUnique ? '1' : text('stock'),
    loadedStock: data.has(LOADED_STOCK) ? text(LOADED_STOCK) : null,
    is_unique: isUnique,
    exclusive: data.has('exclusive'),
    published: data.has('published'),
    relations,
  }
}

/** The « À partir de N pièces » rows of the form: `tier_min` and `tier_price`, one entry each per row. */
export function tierRows(data: FormData): TierInput[] {
  const text = (value: FormDataEntryValue) => (typeof value === 'string' ? value : '')
  const prices = data.getAll('tier_price')
  return data.getAll('tier_min').map((min, index) => ({ min: text(min), price: text(prices[index] ?? '') }))
}

/** A stored price as its field shows it, the French way: 72.5 → « 72,50 ». */
export function priceInput(value: number): string {
  return value.toFixed(2).replace('.', ',')
}

/** docs/product/rules.md#product-form: typing the name regenerates the slug, whatever was typed in the slug before. */
export function withName<T extends ProductFields>(values: T, name: string): T {
  return { ...values, name, slug: slugify(name) }
}

/** docs/product/rules.md#product-form: ticking "unique" fixes the stock at 1; unticking clears it. */
export function withUnique<T extends ProductFields>(values: T, isUnique: boolean): T {
  return { ...values, is_unique: isUnique, stock: isUnique ? '1' : '' }
}

/** The fields the form checks before sending, and what it says about them. */
export type ProductProblems = Partial<
  Record<'name' | 'slug' | 'sku' | 'price' | 'price_pro' | 'cost_price' | 'pro_tiers' | 'pro_min_qty' | 'stock' | 'category', string>
>

/**
 * The form's own checks before anything is sent (`productSchema`): each refused field and its
 * message; empty when all is well.
 */
export function productProblems(values: ProductFields): ProductProblems {
  const result = v.safeParse(productSchema, {
    name: values.name,
    slug: values.slug,
    sku: values.sku,
    price: values.price,
    price_pro: values.price_pro,
    cost_price: values.cost_price,
    stock: values.stock,
    category: values.relations.category,
  })
  const problems: ProductProblems = {}
  if (!result.success) {
    for (const [name, messages] of Object.entries(v.flatten<typeof productSchema>(result.issues).nested ?? {})) {
      if (messages?.[0]) problems[name as keyof ProductProblems] = messages[0]
    }
  }
  // The prices by quantity and the pros' minimum (docs/adr/0132): the server's rules, said before sending.
  const tiers = tierProblem(values.pro_tiers, values.price, values.price_pro)
  if (tiers) problems.pro_tiers = tiers
  const minimum = minQtyProblem(values.pro_min_qty)
  if (minimum) problems.pro_min_qty = minimum
  return problems
}

/** How far a price may move in one save before the form asks to confirm it (×10 or ÷10). */
const BIG_CHANGE = 10

/**
 * The prices of an existing product that this save would multiply or divide by ten or more (a comma
 * forgotten, a zero too many): the form says so and saves only when the admin saves again.
 */
export function bigPriceChanges(
  values: Pick<ProductFields, 'price' | 'price_pro'>,
  product: Pick<ProductsRecord, 'price' | 'price_pro'> | null,
  format: (price: number) => string,
): ProductProblems {
  if (!product) return {}
  const changes: ProductProblems = {}
  const check = (field: 'price' | 'price_pro', before: number | undefined) => {
    const after = parsePrice(values[field])
    if (!before || !(after > 0)) return
    if (after >= before * BIG_CHANGE || after * BIG_CHANGE <= before) {
      changes[field] = `Le prix passe de ${format(before)} à ${format(after)} : vérifiez la virgule. Enregistrez à nouveau pour confirmer.`
    }
  }
  check('price', product.price)
  check('price_pro', product.price_pro)
  return changes
}
