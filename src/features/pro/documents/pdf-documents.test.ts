import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoType } from './catalogue-photos'
import { catalogueStones, documentYear, type DocumentRow } from './document-rows'
import { buildCataloguePdf, buildDisplayMaterialPdf, buildPriceGridPdf, type CataloguePhoto } from './pdf-documents'
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
  {
    name: 'Bracelet Améthyste',
    sku: 'EDP-BRA-001',
    category: 'Bracelets',
    price: 39.9,
    proPrice: 25,
    stock: 4,
    exclusive: false,
    description: 'Perles d’améthyste, fermoir en acier.',
    photoUrl: 'http://pb.test/api/files/products/p1/a.jpg?thumb=200x200',
    stones: ['Améthyste'],
  },
  {
    name: 'Cœur de Labradorite',
    sku: '',
    category: 'Pendentifs',
    price: 1234.5,
    proPrice: 990,
    stock: 0,
    exclusive: true,
    description: 'Pièce unique.',
    photoUrl: null,
    stones: ['Labradorite', 'Améthyste'],
  },
]

/** A small photo of one colour, as PocketBase serves a thumbnail. */
async function photo(type: CataloguePhoto['type'], colour: { r: number; g: number; b: number }): Promise<CataloguePhoto> {
  const image = sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
  const bytes = new Uint8Array(await (type === 'jpeg' ? image.jpeg() : image.png()).toBuffer())
  return { bytes, type }
}

/** How many images the PDF holds (image streams are never inside object streams), and how many are JPEG. */
function images(bytes: Uint8Array): { all: number; jpeg: number } {
  const dictionaries = [...latin1(bytes).matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)].map((match) => match[0])
  return { all: dictionaries.length, jpeg: dictionaries.filter((dictionary) => dictionary.includes('/DCTDecode')).length }
}

describe('PDF documents', () => {
  it('the price grid is a valid PDF listing each product with its reference, public and pro prices, accents intact', async () => {
    const bytes = await buildPriceGridPdf(rows, { date: new Date('2026-11-21T10:00:00Z') })
    expect(latin1(bytes.slice(0, 5))).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('Grille tarifaire professionnelle — Éclat de Pierre')
    const text = await drawnText(bytes)
    expect(text).toContain('Grille tarifaire professionnelle')
    expect(text).toContain('Document établi le 21 novembre 2026.')
    expect(text).toContain('Bracelet Améthyste')
    expect(text).toContain('EDP-BRA-001')
    expect(text).toContain('39,90 €')
    expect(text).toContain('25,00 €')
    expect(text).toContain('Cœur de Labradorite (exclusif)')
    expect(text).toContain('1 234,50 €')
    expect(text).toContain('990,00 €')
    // No VAT rate known: no HT column, no VAT note.
    expect(text).not.toMatch(/HT|TVA/)
  })

  it('with the shop’s VAT rate, the price grid gives the pro price HT and TTC, rounded as the invoice', async () => {
    const text = await drawnText(await buildPriceGridPdf(rows, { rate: 20 }))
    expect(text).toContain('Prix publics TTC ; prix professionnels HT et TTC (TVA 20 %).')
    expect(text).toContain('Pro HT')
    expect(text).toContain('Pro TTC')
    // 25,00 € TTC at 20 % → 20,83 € HT; 990,00 € → 825,00 € HT.
    expect(text).toContain('20,83 €')
    expect(text).toContain('825,00 €')
    const exempt = await drawnText(await buildPriceGridPdf(rows, { rate: 0 }))
    expect(exempt).toContain('TVA non applicable, art. 293 B du CGI.')
    expect(exempt).not.toContain('HT')
  })

  it('flows a long list onto more pages', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ ...rows[0]!, name: `Bracelet n° ${i + 1}` }))
    const bytes = await buildPriceGridPdf(many, { rate: 20 })
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThan(2)
    expect(await drawnText(bytes)).toContain('Bracelet n° 120')
  })

  it('the catalogue lists products with references, descriptions and prices HT and TTC; the display material has the shop texts', async () => {
    const catalogue = await drawnText(await buildCataloguePdf(rows, { rate: 20, date: new Date('2026-11-21T10:00:00Z') }))
    expect(catalogue).toContain('Catalogue 2026')
    expect(catalogue).toContain('Cœur de Labradorite — exclusivité professionnelle')
    expect(catalogue).toContain('Réf. EDP-BRA-001 · Bracelets')
    expect(catalogue).toContain('Perles d’améthyste, fermoir en acier.')
    expect(catalogue).toContain('Prix public : 39,90 € TTC — Prix professionnel : 20,83 € HT · 25,00 € TTC')
    expect(catalogue).toContain('En stock : 4')
    expect(catalogue).toContain('Rupture de stock')
    const exempt = await drawnText(await buildCataloguePdf(rows, { rate: 0 }))
    expect(exempt).toContain('TVA non applicable, art. 293 B du CGI.')
    expect(exempt).toContain('Prix public : 39,90 € — Prix professionnel : 25,00 €')
    const display = await drawnText(
      await buildDisplayMaterialPdf({ stones: catalogueStones(rows), date: new Date('2026-11-21T10:00:00Z') }),
    )
    expect(display).toContain('Matériel de présentation')
    expect(display).toContain('Conseils de présentation')
  })

  it('the catalogue is the year’s it is made in (Paris time), never a year written in the code', async () => {
    expect(await drawnText(await buildCataloguePdf(rows, { date: new Date('2027-03-02T10:00:00Z') }))).toContain('Catalogue 2027')
    // 31 December 23:30 UTC is already 1 January in Paris.
    expect(await drawnText(await buildCataloguePdf(rows, { date: new Date('2027-12-31T23:30:00Z') }))).toContain('Catalogue 2028')
    expect(documentYear(new Date('2030-06-01T12:00:00Z'))).toBe('2030')
  })

  it('the display material names the catalogue’s stones and no other', async () => {
    const stones = catalogueStones([...rows, { stones: ['améthyste', 'Quartz rose'] }])
    expect(stones).toEqual(['Améthyste', 'Labradorite', 'Quartz rose'])
    const display = (await drawnText(await buildDisplayMaterialPdf({ stones }))).replace(/\n/g, ' ')
    expect(display).toContain('Les pierres de notre catalogue : Améthyste, Labradorite et')
    expect(display).toContain('Quartz rose.')
    // Stones the old text named, which this catalogue does not hold.
    for (const other of ['œil de tigre', 'jade', 'lapis-lazuli', 'pierre de lune', 'quartz rose,']) {
      expect(display.toLowerCase()).not.toContain(other)
    }
    const none = await drawnText(await buildDisplayMaterialPdf({ stones: [] }))
    expect(none).not.toContain('Les pierres de notre catalogue')
    expect(none).toContain('Nous travaillons des pierres naturelles')
  })

  it('the catalogue holds one image per product with a photo (JPEG as DCTDecode, PNG as is); none, an empty frame', async () => {
    const three = [rows[0]!, { ...rows[0]!, name: 'Bague Lune', sku: 'EDP-BAG-001' }, rows[1]!]
    const photos = [await photo('jpeg', { r: 120, g: 70, b: 160 }), await photo('png', { r: 40, g: 150, b: 140 }), null]
    expect(photos.map((p) => p && photoType(p.bytes))).toEqual(['jpeg', 'png', null])
    const bytes = await buildCataloguePdf(three, { photos })
    expect(images(bytes)).toEqual({ all: 2, jpeg: 1 })
    expect(images(await buildCataloguePdf(three))).toEqual({ all: 0, jpeg: 0 })
    // Bytes that are no picture are left out, never a failed catalogue.
    const broken = await buildCataloguePdf(three, { photos: [{ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0]), type: 'jpeg' }, null, null] })
    expect(images(broken)).toEqual({ all: 0, jpeg: 0 })
    expect(await drawnText(broken)).toContain('Bague Lune')
  })

  it('prints each photo in its frame at the left of its product, as poppler renders it', async () => {
    const purple = { r: 120, g: 70, b: 160 }
    const teal = { r: 40, g: 150, b: 140 }
    const three = [rows[0]!, { ...rows[0]!, name: 'Bague Lune', sku: 'EDP-BAG-001' }, rows[1]!]
    const bytes = await buildCataloguePdf(three, { rate: 20, photos: [await photo('jpeg', purple), await photo('png', teal), null] })
    // Rendered at 72 dpi (1 pt = 1 px) by pdftoppm, as a PDF reader would; the PNG stays for a person to look at.
    const out = join(process.cwd(), 'test-results', 'pdf')
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, 'pro-catalogue.pdf'), bytes)
    execFileSync('pdftoppm', ['-png', '-r', '72', '-singlefile', join(out, 'pro-catalogue.pdf'), join(out, 'pro-catalogue')])
    const ppm = execFileSync('pdftoppm', ['-r', '72', '-singlefile', join(out, 'pro-catalogue.pdf')], { maxBuffer: 16 * 1024 * 1024 })
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 30).toString('latin1'))!
    const width = Number(header[1])
    const pixels = ppm.subarray(header[0].length)
    /** Pixels of about this colour, in the columns [from, to) of the page (points). */
    const count = (colour: typeof purple, from: number, to: number) => {
      let found = 0
      for (let i = 0; i < pixels.length; i += 3) {
        const x = (i / 3) % width
        if (x < from || x >= to) continue
        if (Math.abs(pixels[i]! - colour.r) < 24 && Math.abs(pixels[i + 1]! - colour.g) < 24 && Math.abs(pixels[i + 2]! - colour.b) < 24)
          found++
      }
      return found
    }
    // Each photo fills its 72 × 72 pt frame at the left margin (50–122 pt), and nothing of it is elsewhere.
    expect(count(purple, 50, 122)).toBeGreaterThan(60 * 60)
    expect(count(teal, 50, 122)).toBeGreaterThan(60 * 60)
    expect(count(purple, 126, width) + count(teal, 126, width)).toBe(0)
    expect(readFileSync(join(out, 'pro-catalogue.png')).subarray(1, 4).toString()).toBe('PNG')
  })

  it('tells a JPEG and a PNG by their first bytes, whatever the file is called', () => {
    expect(photoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(photoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('png')
    expect(photoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBeNull()
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
