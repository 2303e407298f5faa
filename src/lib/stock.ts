/** Stock wording on a catalogue card (SPEC §4). */
export function cardStockLabel(stock: number | null | undefined): string {
  const n = stock ?? 0
  if (n <= 0) return 'Rupture de stock'
  if (n === 1) return 'Pièce unique'
  return `En stock : ${n}`
}

/** Stock badge on the product detail view (SPEC §4). */
export function detailStockLabel(product: { stock?: number | null; is_unique?: boolean | null }): string {
  const n = product.stock ?? 0
  if (product.is_unique) return n > 0 ? 'Pièce unique disponible' : 'Vendu'
  return n > 0 ? `${n} en stock` : 'Épuisé'
}

/** Whether a product can be added to the cart at all. */
export function isInStock(stock: number | null | undefined): boolean {
  return (stock ?? 0) > 0
}
