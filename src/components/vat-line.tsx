import { formatHtTtc, VAT_NOT_APPLICABLE } from '@/lib/vat'
import { useVatRate } from './use-vat-rate'

// One module with the line for the pro screens that read the rate themselves (docs/adr/0132): the
// two stay in one chunk, and the routes that load the line load no chunk more.
// eslint-disable-next-line react-refresh/only-export-components -- a hook, re-exported for the chunking above
export { useVatRate }

/**
 * A pro's price read both ways (docs/adr/0061): « 24,17 € HT · 29,00 € TTC », or for a VAT-exempt
 * shop « TVA non applicable, art. 293 B du CGI » (under the price it speaks of, shown just above).
 * `lines` are TTC prices (euros): one price, or the lines of a total (split as the invoice splits
 * them). Nothing until the shop's VAT rate is known, nor when the shop has no identity yet.
 */
export function VatLine({ lines, className = '' }: { lines: number | readonly { price: number; quantity: number }[]; className?: string }) {
  const rate = useVatRate()
  if (rate === undefined || rate === null) return null
  return <span className={`text-xs text-ink-muted ${className}`}>{rate > 0 ? formatHtTtc(lines, rate) : VAT_NOT_APPLICABLE}</span>
}
