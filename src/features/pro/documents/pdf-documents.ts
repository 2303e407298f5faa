/**
 * The pro documents as PDF (pdf-lib, standard Helvetica: no font file to ship). This module is
 * imported dynamically by the documents screen, so pdf-lib never reaches any other page. Prices are
 * TTC as stored; with the shop's VAT rate they are also given HT (docs/adr/0061, `@/lib/vat`).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib'
import { formatPrice } from '@/lib/format'
import { SHOP_CONTACT, SHOP_NAME } from '@/lib/shop-info'
import { excludingVat, formatHtTtc, VAT_NOT_APPLICABLE } from '@/lib/vat'
import { documentYear, type DocumentRow } from './document-rows'
import { toWinAnsi } from './win-ansi'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.13, 0.12, 0.11)
const MUTED = rgb(0.42, 0.4, 0.38)

const LINE = rgb(0.85, 0.83, 0.8)

/** A photo for the catalogue: JPEG or PNG bytes (pdf-lib embeds both; see catalogue-photos.ts). */
export interface CataloguePhoto {
  bytes: Uint8Array
  type: 'jpeg' | 'png'
}

/** The shop's VAT rate in percent (0: VAT-exempt), or null when it is not known. */
type Rate = number | null

/** A page-flowing writer: lines go down the page and onto a new one when it is full. */
class Writer {
  private page!: PDFPage
  private y = 0
  private pageNumber = 0

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage()
  }

  private newPage() {
    this.page = this.doc.addPage(A4)
    this.pageNumber += 1
    this.y = A4[1] - MARGIN
    this.page.drawText(toWinAnsi(`${this.footer} — page ${this.pageNumber}`), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.regular,
      color: MUTED,
    })
  }

  /** Room for `height` more points, else a new page. */
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage()
  }

  space(height: number) {
    this.y -= height
  }

  /** Text wrapped to the page width (or `width`), starting at `x`. */
  paragraph(text: string, { size = 10, bold = false, color = INK, x = MARGIN, width = A4[0] - 2 * MARGIN } = {}) {
    const font = bold ? this.bold : this.regular
    for (const line of wrap(toWinAnsi(text), font, size, width)) {
      this.ensure(size * 1.4)
      this.y -= size * 1.4
      this.page.drawText(line, { x, y: this.y, size, font, color })
    }
  }

  /** One row of cells: each at its x, right-aligned ones ending at x; a cell given a width wraps. */
  row(cells: { text: string; x: number; width?: number; right?: boolean }[], { size = 9, bold = false } = {}) {
    const font = bold ? this.bold : this.regular
    const laid = cells.map((cell) => ({
      cell,
      lines: cell.width ? wrap(toWinAnsi(cell.text), font, size, cell.width) : [toWinAnsi(cell.text)],
    }))
    const count = Math.max(1, ...laid.map((entry) => entry.lines.length))
    const height = count * size * 1.35 + 4
    this.ensure(height)
    const top = this.y - size * 1.35
    for (const { cell, lines } of laid) {
      lines.forEach((line, index) => {
        const x = cell.right ? cell.x - font.widthOfTextAtSize(line, size) : cell.x
        this.page.drawText(line, { x, y: top - index * size * 1.35, size, font, color: INK })
      })
    }
    this.y -= height
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: A4[0] - MARGIN, y: this.y + 2 }, thickness: 0.3, color: LINE })
  }

  /**
   * A square picture (or an empty frame when there is none) at the left margin, and `body` written
   * to its right (given the x and width to write at); what follows starts below both.
   */
  figure(image: PDFImage | null, side: number, body: (x: number, width: number) => void) {
    this.ensure(side + 4)
    const top = this.y
    const page = this.page
    if (image) {
      // Fitted into the square, centred (a thumbnail is square; another picture keeps its shape).
      const scale = Math.min(side / image.width, side / image.height)
      const width = image.width * scale
      const height = image.height * scale
      page.drawImage(image, { x: MARGIN + (side - width) / 2, y: top - side + (side - height) / 2, width, height })
    } else {
      page.drawRectangle({ x: MARGIN, y: top - side, width: side, height: side, borderColor: LINE, borderWidth: 0.6 })
    }
    const gap = 14
    body(MARGIN + side + gap, A4[0] - 2 * MARGIN - side - gap)
    // The text may have run onto a new page: the picture's bottom only counts on its own page.
    if (this.page === page) this.y = Math.min(this.y, top - side)
  }
}

/** Splits text into lines no wider than `width` (a word longer than the line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  lines.push(line)
  return lines
}

async function start(title: string) {
  const doc = await PDFDocument.create()
  doc.setTitle(toWinAnsi(`${title} — ${SHOP_NAME}`))
  doc.setAuthor(toWinAnsi(SHOP_NAME))
  doc.setLanguage('fr-FR')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const writer = new Writer(doc, regular, bold, `${SHOP_NAME} — ${title}`)
  writer.paragraph(SHOP_NAME, { size: 11, color: MUTED })
  writer.paragraph(title, { size: 22, bold: true })
  return { doc, writer }
}

function dateLine(date: Date): string {
  const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(date)
  return `Document établi le ${day}. Prix en euros, susceptibles d’évoluer : la commande confirme le prix.`
}

/** The line under the date saying how prices read: HT and TTC at the rate, or the art. 293 B mention. */
function vatNote(rate: Rate): string | null {
  if (rate === null) return null
  if (rate <= 0) return `${VAT_NOT_APPLICABLE}.`
  return `Prix publics TTC ; prix professionnels HT et TTC (TVA ${String(rate).replace('.', ',')} %).`
}

/** The price grid: reference, product, category, public price, pro price (HT and TTC with a VAT rate). */
export async function buildPriceGridPdf(
  rows: readonly DocumentRow[],
  { rate = null, date = new Date() }: { rate?: Rate; date?: Date } = {},
): Promise<Uint8Array> {
  const { doc, writer } = await start('Grille tarifaire professionnelle')
  writer.paragraph(dateLine(date), { size: 9, color: MUTED })
  const note = vatNote(rate)
  if (note) writer.paragraph(note, { size: 9, color: MUTED })
  writer.space(12)
  const right = A4[0] - MARGIN
  const withVat = rate !== null && rate > 0
  // Réf. 50–118, product 122–268 (wraps), category 274–352 (wraps), then the prices right-aligned.
  const columns = (ref: string, name: string, category: string, prices: string[]) => [
    { text: ref, x: MARGIN, width: 68 },
    { text: name, x: 122, width: 146 },
    { text: category, x: 274, width: 78 },
    ...(withVat
      ? [
          { text: prices[0]!, x: 413, right: true },
          { text: prices[1]!, x: 479, right: true },
          { text: prices[2]!, x: right, right: true },
        ]
      : [
          { text: prices[0]!, x: 445, right: true },
          { text: prices[1]!, x: right, right: true },
        ]),
  ]
  writer.row(columns('Réf.', 'Produit', 'Catégorie', withVat ? ['Public TTC', 'Pro HT', 'Pro TTC'] : ['Prix public', 'Prix pro']), {
    bold: true,
  })
  for (const row of rows) {
    const prices = withVat
      ? [formatPrice(row.price), formatPrice(excludingVat(row.proPrice, rate)), formatPrice(row.proPrice)]
      : [formatPrice(row.price), formatPrice(row.proPrice)]
    writer.row(columns(row.sku, row.exclusive ? `${row.name} (exclusif)` : row.name, row.category, prices))
  }
  return doc.save()
}

/** The prices line of a catalogue entry. */
function cataloguePrices(row: DocumentRow, rate: Rate): string {
  if (rate === null || rate <= 0) return `Prix public : ${formatPrice(row.price)} — Prix professionnel : ${formatPrice(row.proPrice)}`
  return `Prix public : ${formatPrice(row.price)} TTC — Prix professionnel : ${formatHtTtc(row.proPrice, rate)}`
}

/** Side of a product's photo on the page, in points (2,5 cm; a 200×200 thumbnail prints at 200 dpi). */
const PHOTO_SIDE = 72

/**
 * The year's catalogue (« Catalogue 2026 », the year it is made in): every product with its photo,
 * reference, category, description and prices. `photos[i]` is the photo of `rows[i]` (null or
 * absent: an empty frame).
 */
export async function buildCataloguePdf(
  rows: readonly DocumentRow[],
  { rate = null, photos = [], date = new Date() }: { rate?: Rate; photos?: readonly (CataloguePhoto | null)[]; date?: Date } = {},
): Promise<Uint8Array> {
  const { doc, writer } = await start(`Catalogue ${documentYear(date)}`)
  writer.paragraph(dateLine(date), { size: 9, color: MUTED })
  const note = vatNote(rate)
  if (note) writer.paragraph(note, { size: 9, color: MUTED })
  writer.paragraph(`${rows.length} produit${rows.length > 1 ? 's' : ''}, bijoux faits main en pierres naturelles.`, { size: 10 })
  for (const [index, row] of rows.entries()) {
    writer.space(14)
    const photo = photos[index]
    const image = photo ? await embedPhoto(doc, photo) : null
    writer.figure(image, PHOTO_SIDE, (x, width) => {
      writer.paragraph(row.exclusive ? `${row.name} — exclusivité professionnelle` : row.name, { size: 12, bold: true, x, width })
      const facts = [row.sku && `Réf. ${row.sku}`, row.category].filter(Boolean).join(' · ')
      if (facts) writer.paragraph(facts, { size: 9, color: MUTED, x, width })
      if (row.description)
        writer.paragraph(row.description.length > 300 ? `${row.description.slice(0, 299)}…` : row.description, { size: 9, x, width })
      writer.paragraph(cataloguePrices(row, rate), { size: 9.5, bold: true, x, width })
      writer.paragraph(row.stock > 0 ? `En stock : ${row.stock}` : 'Rupture de stock', { size: 9, color: MUTED, x, width })
    })
  }
  return doc.save()
}

/** The photo embedded once in the document, or null when its bytes are not a picture pdf-lib reads. */
async function embedPhoto(doc: PDFDocument, photo: CataloguePhoto): Promise<PDFImage | null> {
  try {
    return photo.type === 'jpeg' ? await doc.embedJpg(photo.bytes) : await doc.embedPng(photo.bytes)
  } catch {
    return null
  }
}

/** « Améthyste, Jade et Quartz rose » (the stones' names as the catalogue writes them). */
function nameList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`
}

/**
 * The display material: the shop's presentation texts for a partner's counter. The stones it names
 * are the catalogue's (`stones`: the names of the stones its products are made of, in order), never
 * a list written here that the catalogue may not hold.
 */
export async function buildDisplayMaterialPdf({
  stones = [],
  date = new Date(),
}: { stones?: readonly string[]; date?: Date } = {}): Promise<Uint8Array> {
  const { doc, writer } = await start('Matériel de présentation')
  writer.paragraph(
    `Édition du ${new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(date)}`,
    {
      size: 9,
      color: MUTED,
    },
  )
  const ourStones = [
    stones.length > 0 ? `Les pierres de notre catalogue : ${nameList(stones)}.` : '',
    'Nous travaillons des pierres naturelles, ni teintées ni reconstituées, et indiquons pour chacune son origine et ses propriétés traditionnelles.',
  ]
    .filter(Boolean)
    .join(' ')
  const sections: [string, string][] = [
    [
      'Notre maison',
      `${SHOP_NAME} crée à la main des bijoux en pierres naturelles : bracelets, colliers, pendentifs et bagues, montés un à un dans notre atelier. Chaque pierre est choisie pour sa couleur et son caractère ; deux bijoux ne sont jamais tout à fait identiques.`,
    ],
    ['Nos pierres', ourStones],
    [
      'Savoir-faire',
      'Perles percées et polies, fils résistants, fermoirs et apprêts en acier inoxydable ou en argent : des bijoux faits pour être portés tous les jours. Les pièces uniques sont signalées comme telles.',
    ],
    [
      'Conseils de présentation',
      'Présentez les bijoux par pierre ou par couleur, à la lumière du jour si possible : les reflets et les inclusions des pierres s’y révèlent. Placez à côté de chaque pierre une courte fiche de ses propriétés ; nos tableaux des pierres sont en ligne sur le site.',
    ],
    [
      'Entretien',
      'Éviter l’eau, les parfums et les chocs ; ranger chaque bijou à part, dans sa pochette. Un chiffon doux suffit à raviver l’éclat des pierres.',
    ],
    ['Contact professionnel', `${SHOP_CONTACT.address.join(', ')} — ${SHOP_CONTACT.email} — ${SHOP_CONTACT.phone}`],
  ]
  for (const [title, text] of sections) {
    writer.space(14)
    writer.paragraph(title, { size: 14, bold: true })
    writer.space(2)
    writer.paragraph(text, { size: 10.5 })
  }
  return doc.save()
}
