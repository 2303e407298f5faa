/**
 * The cart brought up to date with the server's products (docs/product/rules.md#cart-refresh). Only the cart and checkout
 * screens refresh, so this stays out of the storefront's entry (docs/adr/0040).
 */
import { useEffect, useState } from 'react'
import { isFiniteNumber, isPrice, type CartItem } from './cart'
import type { CartProTerms } from './cart-pro-terms'
import { isGiftCardLine } from './gift-card-line'
import type { Cart } from './cart-context'
import type { UsersRecord } from './pocketbase-types'
import { applicablePrice } from './roles'

/** A product as the server returns it now, for refreshing the cart (docs/product/rules.md#cart-refresh). */
export interface FreshProduct {
  id: string
  name: string
  price: number
  /** Absent for users who may not see it (the server hides it). */
  price_pro?: number | null
  /** The price charged now, lower during a sale (docs/adr/0115). */
  charged_price?: number | null
  stock?: number | null
  /** Units held by checkouts being paid (docs/adr/0032): with no stock left, the piece is reserved. */
  reserved?: number | null
  slug?: string
  image?: string[] | null
  collectionName?: string
  /** Its options (docs/adr/0104): a product with some is sold in one of its sizes only. */
  options?: unknown
  /** Its sizes (docs/adr/0106), read with it. */
  expand?: { product_variants_via_product?: FreshSize[] }
  /** A pro's prices by quantity and minimum (docs/adr/0132): sent to pros and admins only. */
  pro_tiers?: unknown
  pro_min_qty?: number | null
}

/** A size as the server returns it now: its stock, and its own prices (0 or absent: the product's). */
export interface FreshSize {
  id: string
  stock?: number | null
  reserved?: number | null
  price?: number | null
  price_pro?: number | null
  charged_price?: number | null
  pro_tiers?: unknown
}

/** What changed for one line when the cart was refreshed from the server. */
export type CartChange =
  | { kind: 'price'; name: string; before: number; after: number }
  | { kind: 'quantity'; name: string; quantity: number }
  | { kind: 'sold-out'; name: string }
  | { kind: 'reserved'; name: string }
  | { kind: 'unavailable'; name: string }
  | { kind: 'size-needed'; name: string }

/**
 * The cart brought up to date with the server's products: names, prices (the pro price only when
 * the server sent it) and stock replaced; quantities lowered to the stock; sold-out (or reserved) lines and lines
 * the server no longer returns (deleted, or not visible to this user) removed. `changes` lists what
 * the shopper should be told; a mere rename or image change is applied silently.
 */
export function reconcileCart(
  items: readonly CartItem[],
  fresh: readonly FreshProduct[],
  user: Pick<UsersRecord, 'role'> | null | undefined,
): { items: CartItem[]; changes: CartChange[] } {
  const byId = new Map(fresh.map((product) => [product.id, product]))
  const changes: CartChange[] = []
  const next: CartItem[] = []
  for (const item of items) {
    // A gift card has no product to refresh (docs/adr/0117): the server prices it at the checkout.
    if (isGiftCardLine(item)) {
      next.push(item)
      continue
    }
    const found = byId.get(item.id)
    const sized = Array.isArray(found?.options) && found.options.length > 0
    // A line stored before its product had sizes (docs/adr/0106): the shopper chooses one on its page.
    if (found && sized && !item.variant) {
      changes.push({ kind: 'size-needed', name: found.name })
      continue
    }
    // A line's size: its stock and its own prices, else the product's (docs/adr/0104).
    const size = item.variant ? found?.expand?.product_variants_via_product?.find((row) => row.id === item.variant) : undefined
    const product = size
      ? {
          ...found!,
          stock: size.stock,
          reserved: size.reserved,
          price: (size.price ?? 0) > 0 ? size.price! : found!.price,
          price_pro: (size.price_pro ?? 0) > 0 ? size.price_pro : found!.price_pro,
          charged_price: size.charged_price,
        }
      : found
    // A price the cart cannot hold (docs/adr/0040) is treated as a product it cannot sell; so is a
    // size that is gone, or on a product without sizes.
    if (!product || !isPrice(product.price) || (item.variant && !size)) {
      changes.push({ kind: 'unavailable', name: item.name })
      continue
    }
    const updated: CartItem = { ...item, name: product.name, price: product.price }
    if (isPrice(product.price_pro)) updated.price_pro = product.price_pro
    else delete updated.price_pro
    // During a sale (docs/adr/0115): the price charged now.
    if (isPrice(product.charged_price) && product.charged_price > 0) updated.charged_price = product.charged_price
    else delete updated.charged_price
    updated.stock = isFiniteNumber(product.stock) ? Math.max(0, Math.floor(product.stock)) : 0
    if (product.slug) updated.slug = product.slug
    const image = product.image?.[0]
    if (image) updated.image = image
    else delete updated.image
    if (product.collectionName) updated.collectionName = product.collectionName

    if (updated.stock <= 0) {
      changes.push({ kind: isFiniteNumber(product.reserved) && product.reserved > 0 ? 'reserved' : 'sold-out', name: product.name })
      continue
    }
    const before = applicablePrice(item, user)
    const after = applicablePrice(updated, user)
    if (Math.round(before * 100) !== Math.round(after * 100)) {
      changes.push({ kind: 'price', name: product.name, before, after })
    }
    if (updated.quantity > updated.stock) {
      updated.quantity = updated.stock
      changes.push({ kind: 'quantity', name: product.name, quantity: updated.stock })
    }
    next.push(updated)
  }
  return { items: next, changes }
}

/**
 * Refreshes the cart in the context (its latest lines, not a rendered copy) and returns what the
 * shopper must be told.
 */
export function refreshCart(
  update: Cart['update'],
  fresh: readonly FreshProduct[],
  user: Pick<UsersRecord, 'role'> | null | undefined,
): CartChange[] {
  let changes: CartChange[] = []
  update((items) => {
    const result = reconcileCart(items, fresh, user)
    changes = result.changes
    return result.items
  })
  return changes
}

/**
 * What a refresh made outside the cart screen changed (the refresh when the app starts with a
 * non-empty cart, docs/adr/0057): kept for this page's life so that /cart still lists it above the
 * cart, once, even though its own refresh then finds nothing new.
 */
let pending: string[] = []

export function keepCartNotices(notices: readonly string[]) {
  pending = [...pending, ...notices.filter((notice) => !pending.includes(notice))]
}

/** The notices kept so far (read during a render: reading has no effect, see `clearCartNotices`). */
export function keptCartNotices(): string[] {
  return pending
}

/** Once shown: forgotten. */
export function clearCartNotices() {
  pending = []
}

/**
 * A pro's prices by quantity and minimums for the cart's lines (docs/adr/0132), once the products read
 * afresh are there; null until then, for shoppers, and when the read fails. Its code is loaded for
 * pros only (its own chunk): the cart and the checkout of a shopper stay as they were.
 */
export function useCartProTerms(fresh: Promise<readonly FreshProduct[]> | null, pro: boolean): CartProTerms | null {
  const [terms, setTerms] = useState<CartProTerms | null>(null)
  useEffect(() => {
    if (!fresh || !pro) return
    let live = true
    Promise.all([fresh, import('./cart-pro-terms')])
      .then(([products, module]) => module.loadCartProTerms(products))
      .then(
        (loaded) => live && setTerms(loaded),
        () => {},
      )
    return () => {
      live = false
    }
  }, [fresh, pro])
  return pro ? terms : null
}
