import * as v from 'valibot'

/** The server's own rules (pb_hooks/lib/accounting-export.js): a period of at most a year. */
const DAY = /^\d{4}-\d{2}-\d{2}$/
const MAX_DAYS = 366

export const EXPORT_MESSAGES = {
  from: 'Indiquez la date de début.',
  to: 'Indiquez la date de fin.',
  order: 'La date de fin doit être après la date de début.',
  tooLong: 'La période ne peut pas dépasser un an. Faites plusieurs exports.',
}

/** The export form's rules, once (docs/architecture.md#a-write). */
export const exportSchema = v.pipe(
  v.object({
    from: v.pipe(v.string(), v.regex(DAY, EXPORT_MESSAGES.from)),
    to: v.pipe(v.string(), v.regex(DAY, EXPORT_MESSAGES.to)),
  }),
  v.forward(
    v.check((input) => input.to >= input.from, EXPORT_MESSAGES.order),
    ['to'],
  ),
  v.forward(
    v.check((input) => (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 < MAX_DAYS, EXPORT_MESSAGES.tooLong),
    ['to'],
  ),
)

export type ExportPeriod = v.InferOutput<typeof exportSchema>

/** The previous calendar month, as the form's default (what an accountant asks for). */
export function previousMonth(today = new Date()): ExportPeriod {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1))
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}
