import { excludingVat, VAT_NOT_APPLICABLE } from '@/lib/vat'
import { csvDocument, csvField } from '@/lib/csv'
import { frenchDecimal, type DocumentRow } from './document-rows'

/**
 * The grid's columns. With the shop's VAT rate (docs/adr/0061): the pro price HT and TTC; a
 * VAT-exempt shop (rate 0) says so in the price's column; without a known rate, the prices alone.
 */
export function priceGridHeader(rate: number | null): string[] {
  const prices =
    rate === null
      ? ['Prix public (€)', 'Prix professionnel (€)']
      : rate > 0
        ? ['Prix public TTC (€)', 'Prix professionnel HT (€)', 'Prix professionnel TTC (€)']
        : ['Prix public (€)', `Prix professionnel (€), ${VAT_NOT_APPLICABLE}`]
  return ['Référence', 'Produit', 'Catégorie', ...prices, 'Stock', 'Exclusif']
}

/**
 * The price grid as Excel-FR opens it: UTF-8 with a byte-order mark (accents), `;` between fields,
 * decimal commas, CRLF line ends. `rate`: the shop's VAT rate in percent (null when unknown).
 */
export function buildPriceGridCsv(rows: readonly DocumentRow[], rate: number | null = null): string {
  const lines = [
    priceGridHeader(rate),
    ...rows.map((row) => [
      row.sku,
      row.name,
      row.category,
      frenchDecimal(row.price),
      ...(rate !== null && rate > 0 ? [frenchDecimal(excludingVat(row.proPrice, rate))] : []),
      frenchDecimal(row.proPrice),
      String(row.stock),
      row.exclusive ? 'Oui' : 'Non',
    ]),
  ]
  return csvDocument(lines.map((fields) => fields.map(csvField)))
}
