// The PDF kit's Factur-X container (docs/adr/0129, issue 31 point 1): a document drawn with `pdfa`
// and a hand-written EN 16931 invoice attached is judged a valid Factur-X by the kept validator (the
// Mustang CLI: veraPDF for PDF/A-3b, the Factur-X XSD and EN 16931 schematron for the XML); the same
// document with its fonts not embedded, without its XML, or with XML whose totals do not add up is
// refused. The page is rendered with pdftoppm into test-results/pdf/ for a person to look at.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateFacturx } from '../support/facturx'
import { loadPdfKit, type PdfaOptions } from '../support/pdf-kit'

const kit = loadPdfKit()
const FIXTURE = readFileSync(join(process.cwd(), 'tests', 'support', 'facturx-en16931-invoice.xml'), 'utf8')
const OUT = join(process.cwd(), 'test-results', 'pdf')
// Each validation starts a JVM (veraPDF, then the schematron): ≈ 5 s alone, more on a loaded machine.
const SLOW = 120_000

function pdfa(xml: string | null): PdfaOptions {
  return {
    attachments:
      xml === null ? [] : [{ name: 'factur-x.xml', mime: 'text/xml', text: xml, relationship: 'Alternative', description: 'Factur-X' }],
    facturx: { documentType: 'INVOICE', conformance: 'EN 16931' },
  }
}

/** The fixture's invoice drawn as the shop draws one: header, parties, a line, totals, footer. */
function invoice(options: PdfaOptions | undefined): Uint8Array {
  const doc = kit.createDocument({
    title: 'Facture F2026-00001',
    footer: ['Éclat de Pierre · SAS au capital de 1 000 € · SIREN 123 456 789 · TVA FR32123456789'],
    pdfa: options,
  })
  doc.text(50, 70, 'Éclat de Pierre', { font: 'bold', size: 16 })
  doc.text(545, 70, 'Facture F2026-00001', { font: 'bold', size: 14, align: 'right' })
  doc.text(545, 88, 'Date : 29/11/2026 · Échéance : 29/12/2026', { size: 9, align: 'right' })
  doc.paragraph(50, 120, 'Éclat de Pierre\n12 rue des Pierres\n69002 Lyon', 200, { size: 9 })
  doc.paragraph(330, 120, 'Bijouterie Martin SARL\n3 cours de l’Intendance\n33000 Bordeaux\nSIREN 987 654 321', 215, { size: 9 })
  doc.y = 200
  doc.table({
    columns: [
      { title: 'Désignation', width: 245 },
      { title: 'Qté', width: 40, align: 'right' },
      { title: 'PU HT', width: 70, align: 'right' },
      { title: 'TVA', width: 50, align: 'right' },
      { title: 'Total HT', width: 90, align: 'right' },
    ],
    rows: [['Bracelet améthyste et quartz rose', '2', '50,00 €', '20 %', '100,00 €']],
  })
  doc.text(545, doc.y + 20, 'Total HT : 100,00 €', { size: 10, align: 'right' })
  doc.text(545, doc.y + 34, 'TVA 20 % : 20,00 €', { size: 10, align: 'right' })
  doc.text(545, doc.y + 50, 'Total TTC : 120,00 €', { font: 'bold', size: 11, align: 'right' })
  doc.paragraph(
    50,
    doc.y + 80,
    'Virement à 30 jours, au plus tard le 29/12/2026. « Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 € ».',
    495,
    { size: 8.5 },
  )
  return Uint8Array.from(doc.toBytes())
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** The bytes with each match of `pattern` blanked out (same length: the cross-reference table stays right). */
function blank(bytes: Uint8Array, pattern: RegExp): Uint8Array {
  return Uint8Array.from(
    Buffer.from(
      latin1(bytes).replace(pattern, (match) => ' '.repeat(match.length)),
      'latin1',
    ),
  )
}

describe('a PDF/A-3b Factur-X container', () => {
  it(
    'is a valid Factur-X (PDF/A-3b, EN 16931) that reads as before and carries the XML as given',
    async () => {
      const bytes = invoice(pdfa(FIXTURE))
      const verdict = await validateFacturx(bytes)
      expect(verdict.errors).toEqual([])
      // Not even the French BR-FR rules' warnings: the fixture carries the reform's notes and addresses.
      expect(verdict.warnings).toEqual([])
      expect(verdict.valid).toBe(true)
      expect(verdict.xml).toBe(FIXTURE)
      // The text is still readable, by the kit's reader and by poppler's pdftotext (embedded fonts).
      expect(kit.extractText(Array.from(bytes))).toContain('Total TTC : 120,00 €')
      mkdirSync(OUT, { recursive: true })
      const file = join(OUT, 'facturx-container.pdf')
      writeFileSync(file, bytes)
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      expect(text).toContain('Bracelet améthyste et quartz rose')
      expect(text).toContain('Virement à 30 jours')
      expect(text).toContain('« Pénalités de retard')
      execFileSync('pdftoppm', ['-png', '-r', '60', file, join(OUT, 'facturx-container')])
      // The fonts are embedded (poppler says so too).
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      expect(fonts).toMatch(/EDPAAA\+LiberationSans\s+TrueType\s+WinAnsi\s+yes\s+yes/)
      expect(fonts).toMatch(/EDPAAB\+LiberationSans-Bold\s+TrueType\s+WinAnsi\s+yes\s+yes/)
    },
    SLOW,
  )

  it(
    'is refused with its fonts not embedded',
    async () => {
      const verdict = await validateFacturx(blank(invoice(pdfa(FIXTURE)), /\/FontFile2 \d+ 0 R/g))
      expect(verdict.valid).toBe(false)
      expect(verdict.errors.join('\n')).toContain('6.2.11.4.1')
    },
    SLOW,
  )

  it(
    'is refused without its factur-x.xml',
    async () => {
      const verdict = await validateFacturx(invoice(pdfa(null)))
      expect(verdict.valid).toBe(false)
      expect(verdict.xml).toBe('')
    },
    SLOW,
  )

  it(
    'is refused when the XML’s totals do not add up (EN 16931 BR-CO-15)',
    async () => {
      const wrong = FIXTURE.replace('<ram:GrandTotalAmount>120.00', '<ram:GrandTotalAmount>121.00')
      const verdict = await validateFacturx(invoice(pdfa(wrong)))
      expect(verdict.valid).toBe(false)
      expect(verdict.errors.join('\n')).toContain('BR-CO-15')
    },
    SLOW,
  )

  it('leaves a document without `pdfa` as it was: PDF 1.4, standard Helvetica, no metadata', () => {
    const raw = latin1(invoice(undefined))
    expect(raw.startsWith('%PDF-1.4\n')).toBe(true)
    expect(raw).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(raw).not.toContain('/FontFile2')
    expect(raw).not.toContain('/Metadata')
    expect(raw).not.toContain('/EmbeddedFiles')
  })
})
