import { describe, expect, it } from 'vitest'
import { frenchDecimal, toDocumentRows, type DocumentRow } from './document-rows'
import { csvField } from '@/lib/csv'
import { buildPriceGridCsv } from './price-grid-csv'
import type { ProductsRecord } from '@/lib/pocketbase-types'

const row = (overrides: Partial<DocumentRow>): DocumentRow => ({
  name: 'Bracelet Améthyste',
  sku: 'EDP-BRA-001',
  category: 'Bracelets',
  price: 39.9,
  proPrice: 25,
  stock: 4,
  exclusive: false,
  description: '',
  photoUrl: null,
  stones: [],
  ...overrides,
})

describe('price grid CSV', () => {
  it('starts with a UTF-8 BOM, separates with ; and writes decimal commas, CRLF line ends', () => {
    const csv = buildPriceGridCsv([
      row({}),
      row({ name: 'Collier Jade', sku: '', category: 'Colliers', price: 1234.5, proPrice: 990, stock: 0, exclusive: true }),
    ])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Référence;Produit;Catégorie;Prix public (€);Prix professionnel (€);Stock;Exclusif',
      'EDP-BRA-001;Bracelet Améthyste;Bracelets;39,90;25,00;4;Non',
      ';Collier Jade;Colliers;1234,50;990,00;0;Oui',
      '',
    ])
    // Encoded as UTF-8, the BOM is EF BB BF (what Excel looks for).
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('quotes fields holding the separator, quotes or line breaks, and defuses formulas', () => {
    expect(csvField('Bague « Lune » ; argent')).toBe('"Bague « Lune » ; argent"')
    expect(csvField('Pendentif "Soleil"')).toBe('"Pendentif ""Soleil"""')
    expect(csvField('deux\nlignes')).toBe('"deux\nlignes"')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('-5')).toBe("'-5")
    expect(csvField('Simple')).toBe('Simple')
    const csv = buildPriceGridCsv([row({ name: 'Bague; "Lune"' })])
    expect(csv).toContain('\r\nEDP-BRA-001;"Bague; ""Lune""";Bracelets;39,90;25,00;4;Non\r\n')
  })

  it('with the shop’s VAT rate, gives the pro price HT (rounded as the invoice) and TTC; a VAT-exempt shop says so', () => {
    const rows = [row({}), row({ sku: 'EDP-COL-001', name: 'Collier Jade', price: 54, proPrice: 40.5 })]
    expect(buildPriceGridCsv(rows, 20).slice(1).split('\r\n').slice(0, 3)).toEqual([
      'Référence;Produit;Catégorie;Prix public TTC (€);Prix professionnel HT (€);Prix professionnel TTC (€);Stock;Exclusif',
      // 25,00 / 1,2 = 20,833… → 20,83; 40,50 / 1,2 = 33,75.
      'EDP-BRA-001;Bracelet Améthyste;Bracelets;39,90;20,83;25,00;4;Non',
      'EDP-COL-001;Collier Jade;Bracelets;54,00;33,75;40,50;4;Non',
    ])
    expect(buildPriceGridCsv(rows, 5.5).split('\r\n')[1]).toBe('EDP-BRA-001;Bracelet Améthyste;Bracelets;39,90;23,70;25,00;4;Non')
    expect(buildPriceGridCsv(rows, 0).slice(1).split('\r\n').slice(0, 2)).toEqual([
      'Référence;Produit;Catégorie;Prix public (€);Prix professionnel (€), TVA non applicable, art. 293 B du CGI;Stock;Exclusif',
      'EDP-BRA-001;Bracelet Améthyste;Bracelets;39,90;25,00;4;Non',
    ])
  })

  it('rounds to the cent with a comma', () => {
    expect(frenchDecimal(12)).toBe('12,00')
    expect(frenchDecimal(0.1 + 0.2)).toBe('0,30')
    expect(frenchDecimal(19.999)).toBe('20,00')
  })

  it('takes the pro price where the server sent one, the public price otherwise', () => {
    const base = { collectionId: 'c', collectionName: 'products', created: '', updated: '', slug: 's' }
    const products: ProductsRecord[] = [
      {
        ...base,
        id: 'a',
        name: 'A',
        sku: 'EDP-A',
        image: ['a.jpg', 'b.jpg'],
        price: 40,
        price_pro: 28,
        stock: 2,
        description: '<p>Pierre <strong>naturelle</strong> &amp; argent</p>',
        expand: { category: [{ ...base, id: 'c1', name: 'Bracelets', slug: 'bracelets' }] },
      },
      { ...base, id: 'b', name: 'B', price: 30 },
    ]
    const rows = toDocumentRows(products, { role: 'professionnel' })
    expect(rows[0]).toMatchObject({ sku: 'EDP-A', proPrice: 28, category: 'Bracelets', description: 'Pierre naturelle & argent' })
    // The first photo's 200×200 thumbnail, for the catalogue PDF.
    expect(rows[0]!.photoUrl).toMatch(/\/api\/files\/products\/a\/a\.jpg\?thumb=200x200$/)
    expect(rows[1]).toMatchObject({ sku: '', proPrice: 30, category: '', stock: 0, exclusive: false, photoUrl: null })
  })
})
