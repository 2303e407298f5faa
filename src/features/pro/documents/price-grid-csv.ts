import { frenchDecimal, type DocumentRow } from './document-rows'

const BOM = '\uFEFF'
const SEPARATOR = ';'

/**
 * One CSV field: quoted (quotes doubled) when it holds the separator, a quote or a line break; a
 * text starting with = + - @ is prefixed with an apostrophe so a spreadsheet never runs it as a
 * formula (CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const PRICE_GRID_HEADER = ['Produit', 'Catégorie', 'Prix public (€)', 'Prix professionnel (€)', 'Stock', 'Exclusif']

/**
 * The price grid as Excel-FR opens it: UTF-8 with a byte-order mark (accents), `;` between fields,
 * decimal commas, CRLF line ends.
 */
export function buildPriceGridCsv(rows: readonly DocumentRow[]): string {
  const lines = [
    PRICE_GRID_HEADER,
    ...rows.map((row) => [
      row.name,
      row.category,
      frenchDecimal(row.price),
      frenchDecimal(row.proPrice),
      String(row.stock),
      row.exclusive ? 'Oui' : 'Non',
    ]),
  ]
  return BOM + lines.map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n'
}
