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
