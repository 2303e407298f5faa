// The words and numbers of the admin's figures (docs/adr/0124): money through the shop's one price
// formatter, days and months through its one date formatter, counts and changes in French.
import { formatDate, formatMonth, formatPrice, formatShortDate } from '@/lib/format'

const NBSP = '\u00a0'

/** `1 234,50 €` from cents. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100)
}

/** `1 200 €` from euros, on a chart's axis: whole euros, the price formatter's spaces and sign. */
export function formatWholeEuros(euros: number): string {
  return formatPrice(Math.round(euros)).replace(`,00${NBSP}€`, `${NBSP}€`)
}

let counts: Intl.NumberFormat | undefined

/** `1 234` (French grouping). */
export function formatCount(value: number): string {
  return (counts ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })).format(value)
}

/** `12 %` from a ratio (0,12), rounded to the unit; '—' without a base. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}${NBSP}%` : '—'
}

export type BucketStep = 'day' | 'week' | 'month'

/**
 * A bucket of a series by its first day: on an axis `3 nov.` (a day or a week) or `nov. 2026`; in
 * a table `3 novembre 2026`, `Semaine du 3 novembre 2026` or `novembre 2026`.
 */
export function bucketLabel(start: string, step: BucketStep, where: 'axis' | 'table'): string {
  if (step === 'month') return formatMonth(start, where === 'axis' ? 'short' : 'long')
  if (where === 'axis') return formatShortDate(start)
  return step === 'week' ? `Semaine du ${formatDate(start)}` : formatDate(start)
}

/** The column header of a series' buckets. */
export const BUCKET_HEADERS: Record<BucketStep, string> = { day: 'Jour', week: 'Semaine', month: 'Mois' }

/** `du 1er novembre 2026 au 29 novembre 2026`, or `le 29 novembre 2026` for a single day. */
export function periodText({ from, to }: { from: string; to: string }): string {
  return from === to ? `le ${formatDate(from)}` : `du ${formatDate(from)} au ${formatDate(to)}`
}

export const PREVIOUS_PERIOD = 'par rapport à la période précédente'

/**
 * A figure against the same figure on the previous period, rounded to the percent:
 * `+12 % par rapport à la période précédente`, `−5 % …`, `Stable …`; `Rien sur la période
 * précédente` when there is nothing to compare with.
 */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? `Stable ${PREVIOUS_PERIOD}` : 'Rien sur la période précédente'
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100)
  if (percent === 0) return `Stable ${PREVIOUS_PERIOD}`
  return `${percent > 0 ? '+' : '\u2212'}${Math.abs(percent)}${NBSP}% ${PREVIOUS_PERIOD}`
}
