// The hooks' PDF kit (pocketbase/pb_hooks/lib/pdf.js, docs/adr/0047): French text in WinAnsi, measured
// with Helvetica's widths (amounts and dates: money.test.ts, time.test.ts), and a file whose cross-reference table
// points at its objects, with the table's header repeated and "Page n / N" on every page.
import { describe, expect, it } from 'vitest'
import { loadPdfKit } from '../support/pdf-kit'

const kit = loadPdfKit()
const latin1 = (bytes: number[]) => Buffer.from(bytes).toString('latin1')

describe('WinAnsi text', () => {
  it('maps French letters, quotes, apostrophes and the euro sign to WinAnsi; anything else to ?', () => {
    expect(kit.encodeWinAnsi('é è à ç ô')).toEqual([0xe9, 32, 0xe8, 32, 0xe0, 32, 0xe7, 32, 0xf4])
    expect(kit.encodeWinAnsi('œ Œ « » ’ € — …')).toEqual([0x9c, 32, 0x8c, 32, 0xab, 32, 0xbb, 32, 0x92, 32, 0x80, 32, 0x97, 32, 0x85])
    expect(kit.encodeWinAnsi('日本 💎')).toEqual([63, 63, 32, 63])
    expect(kit.decodeWinAnsi(kit.encodeWinAnsi('Cœur « ’ » 12 €'))).toBe('Cœur « ’ » 12 €')
  })

  it('measures with the fonts’ widths: bold is wider, a wider text wraps', () => {
    expect(kit.textWidth('Facture', 'regular', 10)).toBeCloseTo(33.9, 2) // F 611 + a 556 + c 500 + t 278 + u 556 + r 333 + e 556
    expect(kit.textWidth('Facture', 'bold', 10)).toBeGreaterThan(kit.textWidth('Facture', 'regular', 10))
    const lines = kit.wrapText('Bracelet en améthyste et quartz rose, perles de 8 mm', 100, 'regular', 10)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(kit.textWidth(line, 'regular', 10)).toBeLessThanOrEqual(100)
    expect(lines.join(' ')).toBe('Bracelet en améthyste et quartz rose, perles de 8 mm')
  })
})

describe('the file', () => {
  it('has a cross-reference table that points at each object', () => {
    const doc = kit.createDocument({ title: 'Facture F2026-00001', footer: ['Éclat de Pierre · SIRET 12345678900017'] })
    doc.text(50, 60, 'Facture (n° 1) \\ à régler', { font: 'bold', size: 14 })
    const raw = latin1(doc.toBytes())
    expect(raw.startsWith('%PDF-1.4')).toBe(true)
    const xref = Number(/startxref\n(\d+)/.exec(raw)?.[1])
    expect(raw.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...raw.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => expect(raw.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`)))
    expect(kit.extractText(doc.toBytes())).toContain('Facture (n° 1) \\ à régler')
  })

  it('breaks a long table across pages, repeats its header and numbers the pages', () => {
    const doc = kit.createDocument({ footer: ['Pied de page'] })
    doc.table({
      columns: [
        { title: 'Désignation', width: 300 },
        { title: 'Qté', width: 60, align: 'right' },
      ],
      rows: Array.from({ length: 80 }, (_, i) => [`Collier ${i + 1}`, '1']),
    })
    expect(doc.pageCount()).toBe(3)
    const text = kit.extractText(doc.toBytes())
    expect(text.match(/^Désignation$/gm)).toHaveLength(3)
    expect(text).toContain('Page 1 / 3')
    expect(text).toContain('Page 3 / 3')
    expect(text.match(/^Pied de page$/gm)).toHaveLength(3)
    expect(text).toContain('Collier 80')
  })
})

describe('a PDF/A-3b document (docs/adr/0129; validated whole by tests/integration/facturx-container.test.ts)', () => {
  const pdfa = {
    attachments: [{ name: 'factur-x.xml', mime: 'text/xml', text: '<x>Éclat €</x>', relationship: 'Alternative', description: 'Factur-X' }],
    facturx: { documentType: 'INVOICE', conformance: 'EN 16931' },
    date: '2026-11-29T13:05:09Z',
  }

  it('measures with the embedded Liberation Sans: its middle dot is 333/1000 em, Helvetica’s 278', () => {
    const doc = kit.createDocument({ pdfa })
    expect(doc.textWidth('·', 'regular', 10)).toBeCloseTo(3.33, 2)
    expect(kit.textWidth('·', 'regular', 10)).toBeCloseTo(2.78, 2)
    expect(kit.createDocument().textWidth('·', 'regular', 10)).toBeCloseTo(2.78, 2)
    // Elsewhere the two agree (metric-compatible): "Facture" is 33.9 pt at 10 pt in both.
    expect(doc.textWidth('Facture', 'regular', 10)).toBeCloseTo(33.9, 2)
  })

  it('is PDF 1.7 with embedded fonts, an sRGB output intent, the XML attached, and XMP repeating the information dictionary', () => {
    const doc = kit.createDocument({ title: 'Facture F2026-00001', pdfa })
    doc.text(50, 60, 'Cœur « 12 € »', { font: 'bold' })
    const bytes = doc.toBytes()
    const raw = latin1(bytes)
    expect(raw.startsWith('%PDF-1.7\n%')).toBe(true)
    expect(raw.charCodeAt(10)).toBeGreaterThan(127)
    expect(raw.match(/\/Subtype \/TrueType \/BaseFont \/EDPAA[AB]\+LiberationSans/g)).toHaveLength(2)
    expect(raw.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(2)
    expect(raw).not.toContain('/Helvetica')
    expect(raw).toMatch(/\/Type \/OutputIntent \/S \/GTS_PDFA1 .*\/DestOutputProfile \d+ 0 R/)
    expect(raw).toMatch(
      /\/Type \/Catalog \/Pages 2 0 R \/Metadata \d+ 0 R \/OutputIntents \[\d+ 0 R\] \/Names << \/EmbeddedFiles << \/Names \[\(factur-x\.xml\) (\d+) 0 R\] >> >> \/AF \[\1 0 R\]/,
    )
    expect(raw).toContain('/AFRelationship /Alternative')
    // The attached file in UTF-8, its size in bytes (É and € are 2 and 3 bytes).
    expect(raw).toMatch(/\/Type \/EmbeddedFile \/Subtype \/text#2Fxml \/Params << \/ModDate \(D:20261129130509\+00'00'\) \/Size 17 >>/)
    expect(raw).toContain('<x>\u00c3\u0089clat \u00e2\u0082\u00ac</x>')
    expect(raw).toContain("/CreationDate (D:20261129130509+00'00') /ModDate (D:20261129130509+00'00')")
    expect(raw).toContain('<xmp:CreateDate>2026-11-29T13:05:09+00:00</xmp:CreateDate>')
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>')
    expect(raw).toContain('<rdf:li xml:lang="x-default">Facture F2026-00001</rdf:li>')
    expect(raw).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>')
    expect(raw).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>')
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>')
    // Content streams stay uncompressed: the text reads back.
    expect(kit.extractText(bytes)).toContain('Cœur « 12 € »')
    const xref = Number(/startxref\n(\d+)/.exec(raw)?.[1])
    const offsets = [...raw.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => expect(raw.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`)))
  })
})
