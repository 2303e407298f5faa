// CSV as a French spreadsheet opens it, written in the browser (the pro price grid, the admin's
// figures: docs/adr/0124), the same way the server writes its exports (pocketbase/pb_hooks/lib/csv.js,
// docs/adr/0052): UTF-8 with a byte-order mark (Excel then reads the accents), `;` between cells,
// decimal commas without a thousands separator (read as numbers), dd/mm/yyyy dates, CRLF line ends.

const BOM = '\uFEFF'
const SEPARATOR = ';'

/**
 * A text cell: quoted (quotes doubled) when it holds the separator, a quote or a line break; a text
 * starting with = + - @ or a tab gets an apostrophe so a spreadsheet never runs it as a formula (CSV
 * injection). Numbers are written by `csvAmount` and `csvNumber`, never through this.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** `1234,50` from cents, as the accounting export writes amounts (pb_hooks/lib/money.js formatAmount). */
export function csvAmount(cents: number): string {
  const value = Number.isFinite(cents) ? cents : 0
  // Rounded half away from zero, no « - » on zero: as the server writes it.
  const rounded = Math.round(Math.abs(value))
  return `${value < 0 && rounded > 0 ? '-' : ''}${Math.floor(rounded / 100)},${String(rounded % 100).padStart(2, '0')}`
}

/** A count or a ratio: `12`, `3,5` (a decimal comma, no thousands separator). */
export function csvNumber(value: number): string {
  return String(Number.isFinite(value) ? value : 0).replace('.', ',')
}

/** `03/11/2026` from a day `2026-11-03` (the accounting export's dates); the text as it is otherwise. */
export function csvDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : csvField(day)
}

/** The whole file from rows of cells already written (`csvField`, `csvAmount`…). */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((cells) => cells.join(SEPARATOR)).join('\r\n') + '\r\n'
}
