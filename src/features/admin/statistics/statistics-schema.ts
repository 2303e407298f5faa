import * as v from 'valibot'

/** The server's own rules for a range (pb_hooks/lib/periods.js): real days, in order, less than 3 years. */
const DAY = /^\d{4}-\d{2}-\d{2}$/

export const RANGE_MESSAGES = {
  from: 'Indiquez la date de début.',
  to: 'Indiquez la date de fin.',
  order: 'La date de début doit précéder la date de fin.',
  tooLong: 'La période ne peut dépasser 3 ans.',
}

/** A real calendar day `YYYY-MM-DD`. */
const isRealDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day

/** `to` before the same day 3 years after `from` (the server's rule). */
function withinThreeYears(from: string, to: string): boolean {
  const start = new Date(`${from}T00:00:00Z`)
  return Date.parse(`${to}T00:00:00Z`) < Date.UTC(start.getUTCFullYear() + 3, start.getUTCMonth(), start.getUTCDate())
}

/** The « Période » form's rules, once (docs/architecture.md#a-write): its field messages and its submit. */
export const rangeSchema = v.pipe(
  v.object({
    from: v.pipe(v.string(RANGE_MESSAGES.from), v.check(isRealDay, RANGE_MESSAGES.from)),
    to: v.pipe(v.string(RANGE_MESSAGES.to), v.check(isRealDay, RANGE_MESSAGES.to)),
  }),
  v.forward(
    v.check((input) => input.from <= input.to, RANGE_MESSAGES.order),
    ['to'],
  ),
  v.forward(
    v.check((input) => withinThreeYears(input.from, input.to), RANGE_MESSAGES.tooLong),
    ['to'],
  ),
)
