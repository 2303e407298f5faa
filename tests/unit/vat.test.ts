// Prices HT and TTC for pros (docs/adr/0061): what the screens and the pro documents show
// (src/lib/vat.ts) is what the invoice says (pb_hooks/lib/invoice.js `invoiceAmounts`), cent for cent.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'
import { excludingVat, formatHtTtc, splitVat, vatRate } from '../../src/lib/vat'

interface InvoiceLib {
  invoiceAmounts: (
    items: { name: string; quantity: number; price: number }[],
    identity: { vat_exempt: boolean; vat_rate: number },
  ) => { rate: number; lines: { unitHt: number; totalHt: number }[]; ht: number; vat: number; ttc: number }
}

const invoice = loadHookLib<InvoiceLib>('invoice.js')

describe('prices HT and TTC', () => {
  it('agree with the invoice, cent for cent, for every price from 0,01 € to 300 € at 20 %, 10 % and 5,5 %', () => {
    for (const rate of [20, 10, 5.5]) {
      for (let cents = 1; cents <= 30_000; cents += 7) {
        const price = cents / 100
        const items = [
          { name: 'A', quantity: 1, price },
          { name: 'B', quantity: 3, price: (cents + 13) / 100 },
        ]
        const server = invoice.invoiceAmounts(items, { vat_exempt: false, vat_rate: rate })
        expect(Math.round(excludingVat(price, rate) * 100)).toBe(server.lines[0]!.unitHt)
        expect(splitVat(items, rate)).toEqual({ ht: server.ht, vat: server.vat, ttc: server.ttc })
      }
    }
  })

  it('read the rate as the invoice does: none when exempt, whatever rate is left in the record', () => {
    expect(vatRate({ vat_exempt: true, vat_rate: 20 })).toBe(0)
    expect(vatRate({ vat_exempt: false, vat_rate: 20 })).toBe(20)
    expect(vatRate({ vat_exempt: false })).toBe(0)
    expect(invoice.invoiceAmounts([{ name: 'A', quantity: 1, price: 29 }], { vat_exempt: true, vat_rate: 20 }).rate).toBe(0)
  })

  it('are written « 24,17 € HT · 29,00 € TTC », or with the art. 293 B mention when there is no VAT', () => {
    expect(formatHtTtc(29, 20)).toBe('24,17\u00a0€ HT · 29,00\u00a0€ TTC')
    expect(formatHtTtc([{ price: 1234.5, quantity: 2 }], 20)).toBe('2\u00a0057,50\u00a0€ HT · 2\u00a0469,00\u00a0€ TTC')
    expect(formatHtTtc(29, 0)).toBe('29,00\u00a0€ · TVA non applicable, art. 293 B du CGI')
  })
})
