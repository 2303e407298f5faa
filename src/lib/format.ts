/**
 * Formatters are made on first use, not when the module loads: creating an Intl formatter (the
 * date one in particular, with its time zone) takes milliseconds a phone spends before the first
 * paint of screens that never show a date.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

const priceFormat = lazy(
  () =>
    new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

/**
 * A price in euros, French style: `1 234,50 €`. The spaces are no-break spaces (U+00A0) so a price
 * never wraps between its digits or before the euro sign.
 */
export function formatPrice(euros: number): string {
  const value = Number.isFinite(euros) ? euros : 0
  return priceFormat().format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0')
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
