/**
 * Cart rules (docs/product/rules.md#cart, docs/product/rules.md#pro-price and docs/product/rules.md#cart-refresh), pure functions over an immutable list of items.
 * The cart context (`cart-context.ts`) persists the result under localStorage `cartItems`; the
 * refresh from the server lives in `cart-refresh.ts`, out of the storefront's entry.
 */
import type { GiftCardDetails } from './gift-card-line'
import { applicablePrice } from './roles'
import type { UsersRecord } from './pocketbase-types'

export const CART_STORAGE_KEY = 'cartItems'

/**
 * The checkout's own bounds (pocketbase/pb_hooks/lib/checkout.js MAX_LINES, MAX_QUANTITY): the cart
 * never holds what cannot be paid, and its refresh stays one short filter (docs/adr/0040).
 */
export const MAX_CART_LINES = 20
export const MAX_LINE_QUANTITY = 99
/** No jewel costs more: a higher stored price is corrupt (and every total stays finite). */
export const MAX_UNIT_PRICE = 100_000
/** The products.name field's max; other stored texts (slug, image, collection) get 255. */
const MAX_NAME_LENGTH = 200

/** What the cart keeps of a product (in one size, when it has sizes), plus the quantity. */
export interface CartItem {
  id: string
  /** The size (`product_variants` id, docs/adr/0106): two sizes of one product are two lines. */
  variant?: string
  /** The size as the line shows it: « Tour de poignet : 17 cm ». */
  size?: string
  name: string
  /** Base unit price in euros. */
  price: number
  /** Pro unit price, when the product has one and the user may see it. */
  price_pro?: number
  /** The price charged during a sale (docs/adr/0115), when lower than `price`; the checkout decides. */
  charged_price?: number
  /** Last known stock (of the size, for a size); absent when unknown. */
  stock?: number
  slug?: string
  /** First image file name, with the record's collection for building its URL. */
  image?: string
  collectionName?: string
  /** A gift card line (docs/adr/0117, lib/gift-card-line.ts): its recipient and day; no product. */
  gift_card?: GiftCardDetails
  quantity: number
}

/** What a product must provide to go into the cart. */
export type CartProduct = Omit<CartItem, 'quantity'>

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** A unit price the cart may hold: finite, 0 or more, at most MAX_UNIT_PRICE. */
export function isPrice(value: unknown): value is number {
  return isFiniteNumber(value) && value >= 0 && value <= MAX_UNIT_PRICE
}

/** The most of this item the cart may hold: the known stock, and never more than a checkout line. */
export function maxQuantity(item: { stock?: number }): number {
  return isFiniteNumber(item.stock) ? Math.max(0, Math.min(Math.floor(item.stock), MAX_LINE_QUANTITY)) : MAX_LINE_QUANTITY
}

/** A line's key: its product, and its size when it has one. */
export function lineKey(item: { id: string; variant?: string }): string {
  return item.variant ? `${item.id}/${item.variant}` : item.id
}

/** The cart's line of this product (in this size), if any. */
function lineOf(items: readonly CartItem[], product: { id: string; variant?: string }): CartItem | undefined {
  return items.find((item) => lineKey(item) === lineKey(product))
}

/** Whether this product would be a new line in a cart that already has all the lines a checkout takes. */
export function isCartFull(items: readonly CartItem[], product: { id: string; variant?: string }): boolean {
  return items.length >= MAX_CART_LINES && !lineOf(items, product)
}

/**
 * Adds one of a product: an item already in the cart gains 1, a new one starts at 1.
 * Never goes beyond the known stock; the cart is returned unchanged when it would.
 * The product's fresh details (name, price, stock) replace the stored ones.
 */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  if (!canAdd(items, product)) return [...items]
  const existing = lineOf(items, product)
  return existing
    ? items.map((item) => (item === existing ? { ...item, ...product, quantity: item.quantity + 1 } : item))
    : [...items, { ...product, quantity: 1 }]
}

/** Whether one more of this product (in this size) can go into the cart. */
export function canAdd(items: readonly CartItem[], product: CartProduct): boolean {
  return (lineOf(items, product)?.quantity ?? 0) + 1 <= maxQuantity(product) && isPrice(product.price) && !isCartFull(items, product)
}

/**
 * Sets the quantity of the line `key` (`lineKey`: a product without sizes, its id): clamped at 0
 * or more (and at most `maxQuantity`), removed at 0. A non-numeric quantity leaves the cart unchanged.
 */
export function updateQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (!isFiniteNumber(quantity)) return [...items]
  const wanted = Math.max(0, Math.floor(quantity))
  return items.flatMap((item) => {
    if (lineKey(item) !== key) return [item]
    const next = Math.min(wanted, maxQuantity(item))
    return next <= 0 ? [] : [{ ...item, quantity: next }]
  })
}

/** Removes the line `key` (`lineKey`). */
export function removeItem(items: readonly CartItem[], key: string): CartItem[] {
  return updateQuantity(items, key, 0)
}

export function clearCart(): CartItem[] {
  return []
}

/** Number of articles (sum of quantities): the header badge. */
export function totalQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** Sum of unit price × quantity, with the price that applies to this user (pro price for pro/admin). */
export function cartTotal(items: readonly CartItem[], user: Pick<UsersRecord, 'role'> | null | undefined): number {
  const cents = items.reduce((sum, item) => sum + Math.round(applicablePrice(item, user) * 100) * item.quantity, 0)
  return cents / 100
}

/** A short stored text, or undefined (a longer one is not ours: dropped). */
function shortText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 255 ? value : undefined
}

const RECORD_ID = /^[a-z0-9]{1,15}$/

/**
 * A stored gift card line (docs/adr/0117): its id, name and amount, one of it, its details as stored
 * (the checkout's server checks them; kept small here, in every page's first download).
 */
function parseGiftCardItem(v: Record<string, unknown>): CartItem | null {
  const details = v.gift_card
  if (typeof details !== 'object' || !details || typeof v.name !== 'string' || !isPrice(v.price)) return null
  return { id: v.id as string, name: v.name.slice(0, MAX_NAME_LENGTH), price: v.price, stock: 1, quantity: 1, gift_card: details }
}

function parseItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (typeof v.id === 'string' && v.id.startsWith('gift-card-')) return parseGiftCardItem(v)
  // A record id (15 characters of a-z0-9 for PocketBase): anything else is not a product.
  if (typeof v.id !== 'string' || !RECORD_ID.test(v.id)) return null
  if (typeof v.name !== 'string') return null
  if (!isPrice(v.price)) return null
  if (!isFiniteNumber(v.quantity) || v.quantity < 1) return null
  const item: CartItem = { id: v.id, name: v.name.slice(0, MAX_NAME_LENGTH), price: v.price, quantity: 0 }
  // A line stored before sizes has none: kept as is, the refresh tells if its product now has sizes.
  if (typeof v.variant === 'string' && RECORD_ID.test(v.variant)) item.variant = v.variant
  if (isPrice(v.price_pro)) item.price_pro = v.price_pro
  if (isPrice(v.charged_price)) item.charged_price = v.charged_price
  if (isFiniteNumber(v.stock) && v.stock >= 0) item.stock = Math.floor(v.stock)
  item.quantity = Math.min(Math.floor(v.quantity), maxQuantity(item))
  if (item.quantity < 1) return null
  for (const key of ['slug', 'image', 'collectionName', 'size'] as const) {
    const text = shortText(v[key])
    if (text !== undefined) item[key] = text
  }
  return item
}

/**
 * Reads a stored cart. Anything that is not a list of valid items falls back to an empty cart;
 * invalid entries are dropped, a repeated line (product and size) is kept once, quantities are brought within
 * `maxQuantity`, long names cut, and only the first `MAX_CART_LINES` lines kept. Never throws.
 */
export function parseCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const seen = new Set<string>()
  const items: CartItem[] = []
  for (const entry of data) {
    if (items.length >= MAX_CART_LINES) break
    const item = parseItem(entry)
    if (item && !seen.has(lineKey(item))) {
      seen.add(lineKey(item))
      items.push(item)
    }
  }
  return items
}

/** Cart link wording: `Panier (0 article)`, `Panier (1 article)`, `Panier (3 articles)`. */
export function cartLinkLabel(count: number): string {
  return `Panier (${count} ${count > 1 ? 'articles' : 'article'})`
}
