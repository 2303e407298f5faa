/**
 * Formatters are made on first use, not when the module loads: creating an Intl formatter (the
 * date one in particular, with its time zone) takes milliseconds a phone spends before the first
 * paint of screens that never show a date.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

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

const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
)

/** Parses a PocketBase date (`2026-11-21 10:00:00.000Z`), an ISO string or a Date. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value
  return new Date(value.trim().replace(' ', 'T'))
}

/**
 * A long French date in the shop's time zone: `21 novembre 2026`, `1er mai 2026`.
 * Returns an empty string for a missing or invalid date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat()
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
}

const timeFormat = lazy(
  () => new Intl.DateTimeFormat('fr-FR', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' }),
)

/**
 * The date and the time in the shop's time zone, as the e-mails write them (docs/product/rules.md#formats):
 * `24 novembre 2026 à 14 h 05` (no-break spaces around the `h`). Every admin list dates its rows with
 * it. Returns an empty string for a missing or invalid date.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  const day = formatDate(value)
  if (!day) return ''
  const parts = timeFormat().formatToParts(toDate(value!))
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${day} à ${Number(part('hour'))}\u00a0h\u00a0${part('minute')}`
}
