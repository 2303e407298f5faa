import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { DocumentRow } from './document-rows'
import { buildCataloguePdf, buildDisplayMaterialPdf, buildPriceGridPdf } from './pdf-documents'
import { toWinAnsi } from './win-ansi'

// Windows-1252's 0x80–0x9F (Node's TextDecoder reads them as Latin-1 control codes).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const winAnsiChar = (byte: number) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte))

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

async function inflate(data: Uint8Array<ArrayBuffer>): Promise<string | null> {
  try {
    const body = new Response(data).body!.pipeThrough(new DecompressionStream('deflate'))
    return latin1(new Uint8Array(await new Response(body).arrayBuffer()))
  } catch {
    return null
  }
}

/** The text a PDF draws: every `<hex> Tj` of its (deflated) content streams, decoded as WinAnsi. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const parts: string[] = []
  for (const match of latin1(bytes).matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const content = (await inflate(bytesOf(match[1]!))) ?? match[1]!
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      const codes = hex!.match(/../g) ?? []
      parts.push(codes.map((code) => winAnsiChar(Number.parseInt(code, 16))).join(''))
    }
  }
  return parts.join('\n')
}

const rows: DocumentRow[] = [
  { name: 'Bracelet Améthyste', category: 'Bracelets', price: 39.9, proPrice: 25, stock: 4, exclusive: false, description: 'Perles d’améthyste, fermoir en acier.' },
  { name: 'Cœur de Labradorite', category: 'Pendentifs', price: 1234.5, proPrice: 990, stock: 0, exclusive: true, description: 'Pièce unique.' },
]

describe('PDF documents', () => {
  it('the price grid is a valid PDF listing each product with its public and pro prices, accents intact', async () => {
    const bytes = await buildPriceGridPdf(rows, new Date('2026-11-21T10:00:00Z'))
    expect(latin1(bytes.slice(0, 5))).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('Grille tarifaire professionnelle — Éclat de Pierre')
    const text = await drawnText(bytes)
    expect(text).toContain('Grille tarifaire professionnelle')
    expect(text).toContain('Document établi le 21 novembre 2026.')
    expect(text).toContain('Bracelet Améthyste')
    expect(text).toContain('39,90 €')
    expect(text).toContain('25,00 €')
    expect(text).toContain('Cœur de Labradorite (exclusif)')
    expect(text).toContain('1234,50 €')
    expect(text).toContain('990,00 €')
  })

  it('flows a long list onto more pages', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ ...rows[0]!, name: `Bracelet n° ${i + 1}` }))
    const bytes = await buildPriceGridPdf(many)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThan(2)
    expect(await drawnText(bytes)).toContain('Bracelet n° 120')
  })

  it('the catalogue lists products with descriptions and prices; the display material has the shop texts', async () => {
    const catalogue = await drawnText(await buildCataloguePdf(rows))
    expect(catalogue).toContain('Catalogue 2025')
    expect(catalogue).toContain('Cœur de Labradorite — exclusivité professionnelle')
    expect(catalogue).toContain('Perles d’améthyste, fermoir en acier.')
    expect(catalogue).toContain('Prix public : 39,90 € — Prix professionnel : 25,00 € — En stock : 4')
    expect(catalogue).toContain('Rupture de stock')
    const display = await drawnText(await buildDisplayMaterialPdf(new Date('2026-11-21T10:00:00Z')))
    expect(display).toContain('Matériel de présentation')
    expect(display).toContain('Conseils de présentation')
    expect(display).toContain('œil de tigre')
  })

  it('never fails on characters the standard font cannot draw', async () => {
    expect(toWinAnsi('Prix : 1\u202f234,50\u00a0€ — «\u2009Lune\u2009» ✨ ā ő ł')).toBe('Prix : 1 234,50 € — « Lune » ? a o ?')
    expect(toWinAnsi('éèàçùâêîôûëïüÿœŒæ’…')).toBe('éèàçùâêîôûëïüÿœŒæ’…')
    // Whatever comes out is drawable by Helvetica.
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    let all = ''
    for (let code = 0; code < 0x3000; code += 1) all += String.fromCodePoint(code)
    expect(() => font.encodeText(toWinAnsi(all))).not.toThrow()
    const bytes = await buildPriceGridPdf([{ ...rows[0]!, name: 'Bague 🌙 Lune ✨', category: 'Ĝemmes' }])
    expect(await drawnText(bytes)).toContain('Bague ? Lune ?')
  })
})
