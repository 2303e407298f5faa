/**
 * A pro's prices by quantity and minimums for the cart's lines (docs/adr/0132), from the products the
 * cart and the checkout read afresh (`fetchCartProducts`: pros are sent `pro_tiers` and `pro_min_qty`).
 * The cart keeps no tiers of its own: its stored lines stay as small as they were (the storefront's
 * entry reads them). Out of the entry: the cart and checkout screens only.
 */
import { useEffect, useState } from 'react'
import { lineKey } from './cart'
import type { FreshProduct } from './cart-refresh'
import { lineTiers, tierPrice, type ProTier } from './pro-tiers'

export interface LineTerms {
  tiers: ProTier[]
  /** The product's minimum for pros (0: none). */
  minQty: number
}

export type CartProTerms = ReadonlyMap<string, LineTerms>

/** The terms of every line these products may be in: the product alone, and each of its sizes. */
export function cartProTerms(products: readonly FreshProduct[]): CartProTerms {
  const terms = new Map<string, LineTerms>()
  for (const product of products) {
    const minQty = Math.max(0, Number(product.pro_min_qty) || 0)
    terms.set(product.id, { tiers: lineTiers(product), minQty })
    for (const size of product.expand?.product_variants_via_product ?? []) {
      terms.set(lineKey({ id: product.id, variant: size.id }), { tiers: lineTiers(product, size), minQty })
    }
  }
  return terms
}

/** A line's unit price for its quantity: a pro's tier when it is the lowest (the checkout's pricing). */
export function lineUnitPrice(
  item: Parameters<typeof tierPrice>[0] & { id: string; variant?: string; quantity: number },
  user: Parameters<typeof tierPrice>[3],
  terms: CartProTerms,
): number {
  return tierPrice(item, terms.get(lineKey(item))?.tiers ?? [], item.quantity, user)
}

/** The terms once the products read afresh are there (none until then, nor when the read fails). */
export function useCartProTerms(fresh: Promise<readonly FreshProduct[]> | null): CartProTerms {
  const [terms, setTerms] = useState<CartProTerms>(() => new Map())
  useEffect(() => {
    if (!fresh) return
    let live = true
    fresh.then(
      (products) => live && setTerms(cartProTerms(products)),
      () => {},
    )
    return () => {
      live = false
    }
  }, [fresh])
  return terms
}
