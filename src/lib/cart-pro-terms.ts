/**
 * A pro's prices by quantity and minimums for the cart's lines (docs/adr/0132), from the products the
 * cart and the checkout read afresh (`fetchCartProducts`: pros are sent `pro_tiers` and `pro_min_qty`)
 * and the shop's minimum order. Loaded by `useCartProTerms` (cart-refresh.ts) for pros only: a
 * shopper's cart never downloads it, and the cart's stored lines stay as small as they were.
 */
import { lineKey } from './cart'
import type { FreshProduct } from './cart-refresh'
import { loadShopIdentity } from './shop-identity'
import { lineTiers, minimumOrderProblem, minimumQuantityProblem, nextTierText, tierFor, tierPrice, type ProTier } from './pro-tiers'
import { applicablePrice } from './roles'
import { vatRate } from './vat'

type Line = Parameters<typeof applicablePrice>[0] & { id: string; variant?: string; name: string; quantity: number; gift_card?: unknown }
type Viewer = Parameters<typeof applicablePrice>[1]

/** What the cart and the checkout ask of a pro's terms. */
export interface CartProTerms {
  /** The line's unit price for its quantity: its tier when it is the lowest (the checkout's pricing). */
  unit: (item: Line, user: Viewer) => number
  /** « Prix par quantité : 10 pièces et plus » when a tier prices the line, and « Encore 3 pièces pour 18,00 € ». */
  tierLines: (item: Line, user: Viewer) => string[]
  /** The minimums the lines do not reach, in the checkout's words; `goods` the TTC lines the order's HT is split from. */
  problems: (items: readonly Line[], goods: readonly { price: number; quantity: number }[]) => string[]
}

/** The terms of these products' lines (the product alone, and each of its sizes) and the shop's minimum. */
export async function loadCartProTerms(products: readonly FreshProduct[]): Promise<CartProTerms> {
  const byLine = new Map<string, { tiers: ProTier[]; minQty: number }>()
  for (const product of products) {
    const minQty = Math.max(0, Number(product.pro_min_qty) || 0)
    byLine.set(product.id, { tiers: lineTiers(product), minQty })
    for (const size of product.expand?.product_variants_via_product ?? []) {
      byLine.set(lineKey({ id: product.id, variant: size.id }), { tiers: lineTiers(product, size), minQty })
    }
  }
  const identity = await loadShopIdentity().catch(() => null)
  const minimum = Math.max(0, Number(identity?.pro_min_order) || 0)
  const rate = identity ? vatRate(identity) : 0
  const tiersOf = (item: Line) => byLine.get(lineKey(item))?.tiers ?? []
  const unit = (item: Line, user: Viewer) => tierPrice(item, tiersOf(item), item.quantity, user)
  return {
    unit,
    tierLines: (item, user) => {
      const tier = tierFor(tiersOf(item), item.quantity)
      const lines = tier && tier.price_pro === unit(item, user) ? [`Prix par quantité : ${tier.min} pièces et plus`] : []
      const next = nextTierText(tiersOf(item), item.quantity)
      return next ? [...lines, next] : lines
    },
    problems: (items, goods) => {
      // A product's sizes count together for its minimum; gift cards are no goods.
      const perProduct = new Map<string, { name: string; min: number; quantity: number }>()
      for (const item of items) {
        if (item.gift_card) continue
        const seen = perProduct.get(item.id) ?? { name: item.name, min: byLine.get(item.id)?.minQty ?? 0, quantity: 0 }
        seen.quantity += item.quantity
        perProduct.set(item.id, seen)
      }
      const found = [...perProduct.values()].map((seen) => minimumQuantityProblem(seen.name, seen.min, seen.quantity))
      if (perProduct.size > 0) found.push(minimumOrderProblem(minimum, goods, rate))
      return found.filter(Boolean)
    },
  }
}
