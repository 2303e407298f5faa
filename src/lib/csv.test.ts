import { describe, expect, it } from 'vitest'
import { csvAmount, csvDay, csvDocument, csvField, csvNumber } from './csv'

describe('lib/csv (the browser’s CSV, as the accounting export writes it)', () => {
  it('writes amounts in cents with a decimal comma and no thousands separator, « - » on a negative only', () => {
    expect(csvAmount(123450)).toBe('1234,50')
    expect(csvAmount(7)).toBe('0,07')
    expect(csvAmount(0)).toBe('0,00')
    expect(csvAmount(-2500)).toBe('-25,00')
    expect(csvAmount(-0.2)).toBe('0,00')
    expect(csvAmount(Number.NaN)).toBe('0,00')
  })

  it('writes counts and ratios with a decimal comma, days as dd/mm/yyyy', () => {
    expect(csvNumber(1234)).toBe('1234')
    expect(csvNumber(3.5)).toBe('3,5')
    expect(csvDay('2026-11-03')).toBe('03/11/2026')
    expect(csvDay('hier')).toBe('hier')
  })

  it('quotes texts holding the separator, quotes or line breaks, and never lets one run as a formula', () => {
    expect(csvField('Bague « Lune » ; argent')).toBe('"Bague « Lune » ; argent"')
    expect(csvField('Pendentif "Soleil"')).toBe('"Pendentif ""Soleil"""')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+33 6')).toBe("'+33 6")
    expect(csvField('@instagram')).toBe("'@instagram")
    expect(csvField('/boutique')).toBe('/boutique')
  })

  it('makes the file Excel opens in French: a BOM, « ; » between cells, CRLF after every line', () => {
    const file = csvDocument([
      ['Jour', 'CA TTC'],
      [csvDay('2026-11-03'), csvAmount(-4500)],
    ])
    expect(file).toBe('\uFEFFJour;CA TTC\r\n03/11/2026;-45,00\r\n')
    // Encoded as UTF-8, the BOM is EF BB BF (what Excel looks for).
    expect([...new TextEncoder().encode(file).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})
