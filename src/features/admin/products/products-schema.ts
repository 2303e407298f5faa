import * as v from 'valibot'

/*
 * The rules of the products screen's small forms (docs/architecture.md#a-write). The product form's
 * own rules (prices typed the French way, pro price ≤ price, unique pieces…) are `productProblems`
 * (product-values.ts), shared with the integration test of the save; the stock change's is
 * `deltaSchema` (product-tools-api.ts), the same sentence as the server's.
 */

export const THRESHOLD_MESSAGE = 'Indiquez un nombre entier entre 0 et 1000.'

/** « Seuil de stock faible »: the field's bounds (pb_migrations/1764200100). */
export const thresholdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,4}$/, THRESHOLD_MESSAGE),
  v.transform(Number),
  v.maxValue(1000, THRESHOLD_MESSAGE),
)
