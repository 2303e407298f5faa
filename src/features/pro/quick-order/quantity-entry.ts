/**
 * What a quantity typed in the quick order means (pure, unit-tested). Only a whole number of 0 or
 * more counts; anything else (negative, decimal, letters) is ignored, i.e. the line stays out of the
 * selection; a number above the stock is brought down to the stock.
 */
export type QuantityEntry =
  | { kind: 'empty'; quantity: 0 }
  | { kind: 'ok'; quantity: number }
  | { kind: 'ignored'; quantity: 0 }
  | { kind: 'capped'; quantity: number; max: number }

export function readQuantityEntry(text: string, max: number): QuantityEntry {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty', quantity: 0 }
  if (!/^\d+$/.test(trimmed)) return { kind: 'ignored', quantity: 0 }
  const wanted = Number.parseInt(trimmed, 10)
  const limit = Math.max(0, Math.floor(max))
  if (wanted > limit) return { kind: 'capped', quantity: limit, max: limit }
  return { kind: 'ok', quantity: wanted }
}

/** The sentence shown (and announced) next to an input, or '' when there is nothing to say. */
export function entryMessage(entry: QuantityEntry): string {
  if (entry.kind === 'ignored') return 'Saisie ignorée : entrez un nombre entier positif.'
  if (entry.kind === 'capped') {
    return entry.max === 1 ? 'Pièce unique : quantité ramenée à 1.' : `Stock disponible : ${entry.max}. Quantité ramenée à ${entry.max}.`
  }
  return ''
}
