import { formatPrice } from './format'
import type { ProTier } from './pocketbase-types'
import { applicablePrice, seesProPrice } from './roles'
import { splitVat } from './vat'

/*
 * Pro prices by quantity and pro minimums, as the browser shows them (docs/adr/0132). The server
 * prices the checkout itself (pb_hooks/lib/pro-tiers.js): these are the same rules, for display only.
 * A line's quantity picks its tier (a line is one product, or one size of it); a pro pays the lowest
 * of the tier, the pro price and a running sale. Plain functions, in pro paths and lazy chunks only.
 */

export type { ProTier }

/** The tiers as stored, checked again (a field the server wrote, but read from the network). */
export function tiersOf(value: unknown): ProTier[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (row): row is ProTier =>
        typeof row === 'object' && row !== null && Number.isInteger(row.min) && row.min >= 2 && Number(row.price_pro) > 0,
    )
    .map((row) => ({ min: row.min, price_pro: Number(row.price_pro) }))
    .sort((a, b) => a.min - b.min)
}

/** A size's own tiers, else its product's (docs/adr/0132). */
export function lineTiers(product: { pro_tiers?: unknown }, size?: { pro_tiers?: unknown } | null): ProTier[] {
  const own = tiersOf(size?.pro_tiers)
  return own.length > 0 ? own : tiersOf(product.pro_tiers)
}

/** The tier `quantity` pieces reach, or null. */
export function tierFor(tiers: readonly ProTier[], quantity: number): ProTier | null {
  let found: ProTier | null = null
  for (const tier of tiers) if (quantity >= tier.min) found = tier
  return found
}

/** The next tier above `quantity`, or null. */
export function nextTier(tiers: readonly ProTier[], quantity: number): ProTier | null {
  return tiers.find((tier) => tier.min > quantity) ?? null
}

type Priced = Parameters<typeof applicablePrice>[0]
type Viewer = Parameters<typeof applicablePrice>[1]

/** The unit price of `quantity` pieces for this user: a pro's tier when it is the lowest, else `applicablePrice`. */
export function tierPrice(product: Priced, tiers: readonly ProTier[], quantity: number, user: Viewer): number {
  const unit = applicablePrice(product, user)
  if (!seesProPrice(user)) return unit
  const tier = tierFor(tiers, quantity)
  return tier && tier.price_pro < unit ? tier.price_pro : unit
}

/** A price as a pro reads it: « 15,00 € HT · 18,00 € TTC », or the plain price when the shop has no VAT. */
export function proAmount(ttc: number, rate: number | null | undefined): string {
  if (!rate || rate <= 0) return formatPrice(ttc)
  const ht = splitVat([{ price: ttc, quantity: 1 }], rate).ht / 100
  return `${formatPrice(ht)} HT · ${formatPrice(ttc)} TTC`
}

/** « 10 pièces et plus : 15,00 € HT · 18,00 € TTC » */
export function tierText(tier: ProTier, rate: number | null | undefined): string {
  return `${tier.min} pièces et plus : ${proAmount(tier.price_pro, rate)}`
}

/** « Encore 3 pièces pour 18,00 € » (TTC, the cart's unit prices), or "" at the last tier. */
export function nextTierText(tiers: readonly ProTier[], quantity: number): string {
  const next = nextTier(tiers, quantity)
  if (!next) return ''
  const missing = next.min - quantity
  return `Encore ${missing} pièce${missing > 1 ? 's' : ''} pour ${formatPrice(next.price_pro)}`
}

/** « Minimum 5 pièces pour les professionnels » (nothing under 2). */
export function minimumText(minQty: number | null | undefined): string {
  return minQty && minQty > 1 ? `Minimum ${minQty} pièces pour les professionnels` : ''
}

/** The server's refusal, word for word: « « Bracelet Améthyste » : minimum 5 pièces pour les professionnels (vous en avez 3). » */
export function minimumQuantityProblem(name: string, minQty: number | null | undefined, quantity: number): string {
  if (!minQty || minQty < 2 || quantity >= minQty) return ''
  return `« ${name} » : minimum ${minQty} pièces pour les professionnels (vous en avez ${quantity}).`
}

/**
 * The server's refusal of a pro order under the shop's minimum, word for word (amounts HT when the
 * shop charges VAT): « Commande minimum professionnelle : 150,00 € HT. Il manque 32,50 €. », or "".
 * `lines` are TTC unit prices (after a code's shares when one is applied), split as the invoice splits them.
 */
export function minimumOrderProblem(
  minimum: number | null | undefined,
  lines: readonly { price: number; quantity: number }[],
  rate: number | null | undefined,
): string {
  const wanted = Math.round((minimum ?? 0) * 100)
  if (!(wanted > 0) || lines.length === 0) return ''
  const { ht } = splitVat(lines, rate && rate > 0 ? rate : 0)
  if (ht >= wanted) return ''
  const tail = rate && rate > 0 ? '\u00a0HT' : ''
  return `Commande minimum professionnelle : ${formatPrice(wanted / 100)}${tail}. Il manque ${formatPrice((wanted - ht) / 100)}.`
}
