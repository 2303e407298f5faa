/**
 * Budget ranges of docs/product/rules.md#catalogue-filters, on the price that applies to the shopper (docs/product/rules.md#pro-price). Bounds are
 * inclusive and compared in cents, so 49.99 is « moins de 50 € », 50 and 100 are « 50 à 100 € »,
 * 100.01 and 200 are « 100 à 200 € », 200.01 is « plus de 200 € ».
 */
export interface BudgetRange {
  /** The value of `?budget=` in the address. */
  id: string
  label: string
  /** Inclusive bounds, in cents. */
  min: number
  max: number
}

export const BUDGET_RANGES: readonly BudgetRange[] = [
  { id: 'moins-de-50', label: 'Moins de 50 €', min: 0, max: 4999 },
  { id: '50-100', label: 'De 50 à 100 €', min: 5000, max: 10000 },
  { id: '100-200', label: 'De 100 à 200 €', min: 10001, max: 20000 },
  { id: 'plus-de-200', label: 'Plus de 200 €', min: 20001, max: Number.POSITIVE_INFINITY },
]

/** The label of the choice that clears the budget. */
export const ALL_PRICES_LABEL = 'Tous les prix'

export function findBudget(id: string | null | undefined): BudgetRange | null {
  return BUDGET_RANGES.find((range) => range.id === id) ?? null
}

/** A price in euros, as whole cents (no floating-point surprise at the bounds). */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

/** Whether a price (in cents) falls in the range, both bounds included. */
export function inBudget(cents: number, range: BudgetRange): boolean {
  return cents >= range.min && cents <= range.max
}
