// The shop's date formatters (re-exported by format.ts, where they are imported from).

/**
 * Formatters are made on first use, not when the module loads: creating an Intl formatter (the
 * date one in particular, with its time zone) takes milliseconds a phone spends before the first
 * paint of screens that never show a date.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

const dateFormat = /* @__PURE__ */ lazy(
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

const shortDateFormat = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'Europe/Paris' }),
)

/** `3 nov.`, `1er déc.`: a day on a chart's axis (the admin's figures, docs/adr/0124). '' for an invalid date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  return shortDateFormat()
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
}

const monthFormats = {
  long: /* @__PURE__ */ lazy(() => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })),
  short: /* @__PURE__ */ lazy(() => new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'Europe/Paris' })),
}

/** The month of a date: `novembre 2026`, or `nov. 2026` on a chart's axis (docs/adr/0124). '' for an invalid date. */
export function formatMonth(value: string | Date | null | undefined, length: 'long' | 'short' = 'long'): string {
  if (!value) return ''
  const date = toDate(value)
  return Number.isNaN(date.getTime()) ? '' : monthFormats[length]().format(date)
}

const timeFormat = /* @__PURE__ */ lazy(
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
