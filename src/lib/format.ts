// The shop's one price formatter and, re-exported from format-date.ts, its date formatters: apart so
// that a page showing prices only (the catalogue) does not carry the dates' code (docs/adr/0111).
export { formatDate, formatDateTime, formatMonth, formatShortDate } from './format-date'

/**
 * A price in euros, French style: `1 234,50 €`. The spaces are no-break spaces (U+00A0) so a price
 * never wraps between its digits or before the euro sign.
 *
 * Written out rather than with `Intl.NumberFormat`: the page's first Intl formatter costs ~13 ms
 * (the locale data), and prices are on the first paint of the catalogue and product pages
 * (docs/adr/0031). The unit test checks it against Intl's `fr-FR` euros.
 */
export function formatPrice(euros: number): string {
  const value = Number.isFinite(euros) ? euros : 0
  const cents = Math.round(Math.abs(value) * 100)
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
  const fraction = String(cents % 100).padStart(2, '0')
  return `${value < 0 && cents > 0 ? '-' : ''}${whole},${fraction}\u00a0€`
}
