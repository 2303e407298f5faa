// Relative imports, no '@/': the integration test of the product save uses these values too
// (typechecked by tsconfig.node.json, which has no '@' path).
import type { ProductsRecord } from '../../../lib/pocketbase-types'
import { slugify } from '../../../lib/slugify'
import { REQUIRED_TEXT } from '../components/form-texts'
import type { ImageItem } from '../components/image-items'

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
    stock: String(product.stock ?? 0),
    loadedStock: String(product.stock ?? 0),
    is_unique: Boolean(product.is_unique),
    exclusive: Boolean(product.exclusive),
    published: product.published !== false,
    relations,
    images: (product.image ?? []).map((name: string): ImageItem => ({ kind: 'existing', key: name, name, url: imageUrl(name) })),
  }
}

export const PRICE_FORMAT = 'Indiquez un prix supérieur à 0, par exemple 39,90.'
/** The server says the same (pb_hooks/lib/product-prices.js). */
export const PRO_PRICE_ABOVE_PRICE = 'Le prix professionnel ne peut pas dépasser le prix public.'

export const SKU_FORMAT = 'Majuscules, chiffres et tirets seulement (32 caractères au plus), par exemple EDP-BRA-001.'

/**
 * A price as an admin types it: « 72,50 », « 72.50 », « 1 234,5 € » (spaces and the euro sign
 * ignored, a comma or a point before at most two decimals). NaN for anything else, so « 72,500 » or
 * « 1.234,50 » are refused rather than read as a price a thousand times too high (issue 14).
 */
export function parsePrice(text: string): number {
  const compact = text.replace(/[\s\u00A0\u202F€]/g, '')
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(compact)) return Number.NaN
  return Number(compact.replace(',', '.'))
}

/** A stored price as its field shows it, the French way: 72.5 → « 72,50 ». */
export function priceInput(value: number): string {
  return value.toFixed(2).replace('.', ',')
}

/** docs/product/rules.md#product-form: typing the name regenerates the slug, whatever was typed in the slug before. */
export function withName(values: ProductValues, name: string): ProductValues {
  return { ...values, name, slug: slugify(name) }
}

/** docs/product/rules.md#product-form: ticking "unique" fixes the stock at 1; unticking clears it. */
export function withUnique(values: ProductValues, isUnique: boolean): ProductValues {
  return { ...values, is_unique: isUnique, stock: isUnique ? '1' : '' }
}

/** The fields the form checks before sending, and what it says about them. */
export type ProductProblems = Partial<Record<'name' | 'slug' | 'sku' | 'price' | 'price_pro' | 'stock' | 'category', string>>

/**
 * The form's own checks before anything is sent (docs/product/rules.md#validation; the server checks again): name, slug,
 * price and stock required, the slug in the server's pattern, a price above 0, a whole stock, at
 * least one category. Empty when all is well.
 */
export function productProblems(values: ProductValues): ProductProblems {
  const problems: ProductProblems = {}
  if (!values.name.trim()) problems.name = REQUIRED_TEXT
  const slug = values.slug.trim()
  if (!slug) problems.slug = REQUIRED_TEXT
  else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) problems.slug = 'Minuscules, chiffres et tirets seulement, par exemple bracelet-lune.'
  // The server's pattern (pb_migrations/1764200200_product_sku.js); empty: no reference.
  const sku = values.sku.trim()
  if (sku && !(sku.length <= 32 && /^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(sku))) problems.sku = SKU_FORMAT
  const price = parsePrice(values.price)
  if (values.price.trim() === '') problems.price = REQUIRED_TEXT
  else if (!Number.isFinite(price) || price <= 0) problems.price = PRICE_FORMAT
  const pro = parsePrice(values.price_pro)
  if (values.price_pro.trim() !== '' && !Number.isFinite(pro))
    problems.price_pro = 'Indiquez un prix positif, par exemple 24,50, ou laissez vide.'
  else if (pro > 0 && Number.isFinite(price) && pro > price) problems.price_pro = PRO_PRICE_ABOVE_PRICE
  const stock = Number(values.stock)
  if (values.stock.trim() === '') problems.stock = REQUIRED_TEXT
  else if (!Number.isInteger(stock) || stock < 0) problems.stock = 'Indiquez un nombre entier, 0 ou plus.'
  if (values.relations.category.length === 0) problems.category = 'Choisissez au moins une catégorie.'
  return problems
}

/** How far a price may move in one save before the form asks to confirm it (×10 or ÷10). */
const BIG_CHANGE = 10

/**
 * The prices of an existing product that this save would multiply or divide by ten or more (a comma
 * forgotten, a zero too many): the form says so and saves only when the admin saves again.
 */
export function bigPriceChanges(
  values: ProductValues,
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
