import { formatPrice } from './format'
import type { ShopIdentityRecord } from './pocketbase-types'

/*
 * Prices excluding and including VAT, for pros (docs/adr/0061). Stored prices (`price`, `price_pro`)
 * are TTC: what the checkout charges. The HT is worked out here exactly as the invoice does it
 * (pb_hooks/lib/invoice.js `invoiceAmounts`): per line, in cents, rounded half up, so what a pro
 * reads before ordering is what the invoice says. Plain functions, no React (a module of its own
 * that imported React would split React out of the entry's chunk); the screens read the rate with
 * `useVatRate` (components/vat-line.tsx), in pro code paths and lazy chunks only.
 */

/** The mention a VAT-exempt business prints instead of the VAT (the invoice's, word for word). */
export const VAT_NOT_APPLICABLE = 'TVA non applicable, art. 293 B du CGI'

/** The VAT rate in percent the invoice applies: 0 when the shop is exempt (or has set no rate). */
export function vatRate(identity: Pick<ShopIdentityRecord, 'vat_exempt' | 'vat_rate'>): number {
  return identity.vat_exempt ? 0 : Math.max(0, Number(identity.vat_rate) || 0)
}

export interface VatSplit {
  /** In cents. */
  ht: number
  vat: number
  ttc: number
}

/** Lines of TTC unit prices (euros) split as the invoice splits them: HT per line, then summed. */
export function splitVat(lines: readonly { price: number; quantity: number }[], rate: number): VatSplit {
  let ht = 0
  let ttc = 0
  for (const line of lines) {
    const quantity = Math.max(0, Math.round(Number(line.quantity) || 0))
    const totalTtc = Math.round((Number(line.price) || 0) * 100) * quantity
    ttc += totalTtc
    ht += rate > 0 ? Math.round(totalTtc / (1 + rate / 100)) : totalTtc
  }
  return { ht, vat: ttc - ht, ttc }
}

/** One TTC unit price (euros) without its VAT, in euros, rounded to the cent as the invoice does. */
export function excludingVat(ttc: number, rate: number): number {
  return splitVat([{ price: ttc, quantity: 1 }], rate).ht / 100
}

/**
 * « 24,17 € HT · 29,00 € TTC » for lines (or one price) at `rate`; with no VAT (rate 0), the price
 * and « TVA non applicable, art. 293 B du CGI ».
 */
export function formatHtTtc(lines: number | readonly { price: number; quantity: number }[], rate: number): string {
  const split = splitVat(typeof lines === 'number' ? [{ price: lines, quantity: 1 }] : lines, rate)
  if (rate <= 0) return `${formatPrice(split.ttc / 100)} · ${VAT_NOT_APPLICABLE}`
  return `${formatPrice(split.ht / 100)} HT · ${formatPrice(split.ttc / 100)} TTC`
}
