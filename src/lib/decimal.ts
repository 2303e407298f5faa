// Plain TypeScript with no '@/' import: the product form's rules (typechecked by tsconfig.node.json
// through the product save's integration test) read it too.

const SPACES = /[\s\u00A0\u202F]/g

/**
 * A decimal number as a French person types it (docs/product/rules.md#validation, docs/adr/0063,
 * 0082): « 16,5 », « 16.5 », « 1 234,5 » (spaces ignored), a comma or a point before at most
 * `maxDecimals` decimals. NaN for anything else, so that « 16,5 » is never read as 165 and « 72,505 »
 * or « 1.234,50 » are refused rather than read a thousand times off.
 */
export function parseDecimal(text: string, maxDecimals: number): number {
  const compact = text.replace(SPACES, '')
  const match = /^\d+(?:[.,](\d+))?$/.exec(compact)
  if (!match || (match[1] ?? '').length > maxDecimals) return Number.NaN
  return Number(compact.replace(',', '.'))
}

/** Whether `text` reads as a number with more than `maxDecimals` decimals (« 72,505 » for a price). */
export function hasTooManyDecimals(text: string, maxDecimals: number): boolean {
  const match = /^\d*[.,](\d+)$/.exec(text.replace(SPACES, '').replace(/€$/, ''))
  return match !== null && (match[1] ?? '').length > maxDecimals
}
