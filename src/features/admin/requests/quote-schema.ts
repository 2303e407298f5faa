import * as v from 'valibot'

export const QUOTE_MESSAGES = {
  lines: 'Un devis compte de 1 à 30 lignes.',
  label: 'Chaque ligne a un libellé (200 caractères au plus).',
  quantity: 'La quantité d’une ligne est un nombre entier de 1 à 999.',
  price: 'Le prix d’une ligne est un montant de 0 à 100 000 €.',
  makingTime: 'Indiquez le délai de réalisation.',
  validUntil: 'La date de validité doit être dans le futur.',
  depositAmount: 'Le montant est un nombre positif.',
  deposit: 'L’acompte ou les arrhes ne peuvent dépasser le total du devis.',
}

const line = v.object({
  label: v.pipe(v.string(), v.trim(), v.nonEmpty(QUOTE_MESSAGES.label), v.maxLength(200, QUOTE_MESSAGES.label)),
  quantity: v.pipe(
    v.number(QUOTE_MESSAGES.quantity),
    v.integer(QUOTE_MESSAGES.quantity),
    v.minValue(1, QUOTE_MESSAGES.quantity),
    v.maxValue(999, QUOTE_MESSAGES.quantity),
  ),
  unit_price: v.pipe(v.number(QUOTE_MESSAGES.price), v.minValue(0, QUOTE_MESSAGES.price), v.maxValue(100000, QUOTE_MESSAGES.price)),
})

/** Σ quantity × unit price, in whole cents (the server computes the same: pb_hooks/lib/quotes.js). */
export function linesTotal(lines: ReadonlyArray<{ quantity: number; unit_price: number }>): number {
  return lines.reduce((sum, l) => sum + l.quantity * Math.round(l.unit_price * 100), 0) / 100
}

/** Today (Paris is close enough for a date field's minimum) as YYYY-MM-DD. */
const today = () => new Date().toISOString().slice(0, 10)

/**
 * The quote editor's rules (docs/adr/0127), the same as the server's: 1–30 lines, a making time, a
 * validity date in the future, a deposit at most the total (a deposit without kind is arrhes).
 */
export const quoteSchema = v.pipe(
  v.object({
    lines: v.pipe(
      v.string(),
      v.transform((text) => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          return null
        }
      }),
      v.array(line, QUOTE_MESSAGES.lines),
      v.minLength(1, QUOTE_MESSAGES.lines),
      v.maxLength(30, QUOTE_MESSAGES.lines),
    ),
    making_time: v.pipe(v.string(), v.trim(), v.nonEmpty(QUOTE_MESSAGES.makingTime), v.maxLength(100)),
    valid_until: v.pipe(
      v.string(),
      v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= today(), QUOTE_MESSAGES.validUntil),
    ),
    deposit_kind: v.picklist(['', 'acompte', 'arrhes']),
    deposit_amount: v.pipe(
      v.string(),
      v.transform((text) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')))),
      v.number(QUOTE_MESSAGES.depositAmount),
      v.minValue(0, QUOTE_MESSAGES.depositAmount),
    ),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  }),
  v.forward(
    v.check((values) => values.deposit_amount <= linesTotal(values.lines), QUOTE_MESSAGES.deposit),
    ['deposit_amount'],
  ),
)

export type QuoteValues = v.InferOutput<typeof quoteSchema>
