/**
 * What the shop says about a product's stock. `stock` is what can still be bought; `reserved` counts
 * the units held by open checkouts while their buyers pay (docs/adr/0032): a product with nothing
 * left to buy but units held is reserved, not sold out, since a failed payment puts them back
 * (docs/adr/0037).
 */
export interface StockState {
  stock?: number | null
  reserved?: number | null
  is_unique?: boolean | null
}

/** Nothing left to buy, but some held by a checkout being paid: it may come back. */
export function isReserved(product: StockState): boolean {
  return (product.stock ?? 0) <= 0 && (product.reserved ?? 0) > 0
}

/** One size as the catalogue reads it (`products.sizes`, kept by the server: docs/adr/0110). */
export interface SizeStock {
  size: string
  stock: number
  reserved: number
}

/** A product's sizes, in their order (none for a product without sizes). */
export function productSizes(product: { sizes?: unknown }): SizeStock[] {
  return Array.isArray(product.sizes) ? (product.sizes as SizeStock[]) : []
}

/**
 * The stock the catalogue goes by: a product with sizes is sold only through them (docs/adr/0104),
 * so it is in stock when any size is, and holds on its sizes make it « Réservé » (docs/adr/0110).
 */
export function catalogueStock(product: StockState & { sizes?: unknown }): StockState & { sized: boolean } {
  // `sizes` is null for a product without options, a list (maybe empty, nothing to sell yet) otherwise.
  if (!Array.isArray(product.sizes)) return { stock: product.stock, reserved: product.reserved, is_unique: product.is_unique, sized: false }
  const sizes = productSizes(product)
  let stock = 0
  let reserved = 0
  for (const size of sizes) {
    stock += Math.max(size.stock, 0)
    reserved += Math.max(size.reserved, 0)
  }
  return { stock, reserved, is_unique: false, sized: true }
}

/** Stock wording on a catalogue card (docs/product/rules.md#stock-wording), 'Réservé' while the last units are being paid. */
export function cardStockLabel(product: StockState & { sizes?: unknown }): string {
  const state = catalogueStock(product)
  const n = state.stock ?? 0
  if (isReserved(state)) return 'Réservé'
  if (n <= 0) return 'Rupture de stock'
  // One piece left of a product with sizes is not a unique piece.
  if (n === 1 && !state.sized) return 'Pièce unique'
  return `En stock : ${n}`
}

/** Stock badge on the product detail view (docs/product/rules.md#stock-wording), 'Pièce réservée' / 'Réservé' while being paid. */
export function detailStockLabel(product: StockState): string {
  const n = product.stock ?? 0
  if (isReserved(product)) return product.is_unique ? 'Pièce réservée' : 'Réservé'
  if (product.is_unique) return n > 0 ? 'Pièce unique disponible' : 'Vendu'
  return n > 0 ? `${n} en stock` : 'Épuisé'
}

/** Why a reserved product cannot be bought now, under its badge (holds last 15 minutes, docs/adr/0032). */
export function reservedExplanation(product: StockState): string {
  return product.is_unique
    ? 'Un autre client est en train de la payer. Si le paiement n’aboutit pas, elle sera remise en vente d’ici 15 minutes.'
    : 'Un autre client est en train de payer les dernières pièces. Si le paiement n’aboutit pas, elles seront remises en vente d’ici 15 minutes.'
}

/** The product page's add button when nothing can be bought: 'Réservé' or 'Épuisé'. */
export function unavailableLabel(product: StockState): string {
  return isReserved(product) ? 'Réservé' : 'Épuisé'
}

/** Whether a product can be added to the cart at all. */
export function isInStock(stock: number | null | undefined): boolean {
  return (stock ?? 0) > 0
}
