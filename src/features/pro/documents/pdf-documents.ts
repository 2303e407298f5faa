/**
 * The pro documents as PDF (pdf-lib, standard Helvetica: no font file to ship). This module is
 * imported dynamically by the documents screen, so pdf-lib never reaches any other page.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { SHOP_CONTACT, SHOP_NAME } from '@/lib/shop-info'
import { frenchDecimal, type DocumentRow } from './document-rows'
import { toWinAnsi } from './win-ansi'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.13, 0.12, 0.11)
const MUTED = rgb(0.42, 0.4, 0.38)

const euros = (value: number) => `${frenchDecimal(value)} €`

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

  /** One row of cells: each at its x, right-aligned ones ending at x; the first cell wraps. */
  row(cells: { text: string; x: number; width?: number; right?: boolean }[], { size = 9, bold = false } = {}) {
    const font = bold ? this.bold : this.regular
    const [first, ...rest] = cells
    const lines = first ? wrap(toWinAnsi(first.text), font, size, first.width ?? 200) : ['']
    const height = lines.length * size * 1.35 + 4
    this.ensure(height)
    const top = this.y - size * 1.35
    lines.forEach((line, index) => {
      this.page.drawText(line, { x: first?.x ?? MARGIN, y: top - index * size * 1.35, size, font, color: INK })
    })
    for (const cell of rest) {
      const text = toWinAnsi(cell.text)
      const x = cell.right ? cell.x - font.widthOfTextAtSize(text, size) : cell.x
      this.page.drawText(text, { x, y: top, size, font, color: INK })
    }
    this.y -= height
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4[0] - MARGIN, y: this.y + 2 },
      thickness: 0.3,
      color: rgb(0.85, 0.83, 0.8),
    })
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

/** The price grid: product, category, public price, pro price. */
export async function buildPriceGridPdf(rows: readonly DocumentRow[], date = new Date()): Promise<Uint8Array> {
  const { doc, writer } = await start('Grille tarifaire professionnelle')
  writer.paragraph(dateLine(date), { size: 9, color: MUTED })
  writer.space(12)
  const header = [
    { text: 'Produit', x: MARGIN, width: 230 },
    { text: 'Catégorie', x: 290 },
    { text: 'Prix public', x: 470, right: true },
    { text: 'Prix pro', x: A4[0] - MARGIN, right: true },
  ]
  writer.row(header, { bold: true })
  for (const row of rows) {
    writer.row([
      { text: row.exclusive ? `${row.name} (exclusif)` : row.name, x: MARGIN, width: 230 },
      { text: row.category, x: 290 },
      { text: euros(row.price), x: 470, right: true },
      { text: euros(row.proPrice), x: A4[0] - MARGIN, right: true },
    ])
  }
  return doc.save()
}

/** The 2025 catalogue: every product with its category, description and prices. */
export async function buildCataloguePdf(rows: readonly DocumentRow[], date = new Date()): Promise<Uint8Array> {
  const { doc, writer } = await start('Catalogue 2025')
  writer.paragraph(dateLine(date), { size: 9, color: MUTED })
  writer.paragraph(`${rows.length} produit${rows.length > 1 ? 's' : ''}, bijoux faits main en pierres naturelles.`, { size: 10 })
  for (const row of rows) {
    writer.space(10)
    writer.ensure(60)
    writer.paragraph(row.exclusive ? `${row.name} — exclusivité professionnelle` : row.name, { size: 13, bold: true })
    if (row.category) writer.paragraph(row.category, { size: 9, color: MUTED })
    if (row.description) writer.paragraph(row.description.length > 400 ? `${row.description.slice(0, 399)}…` : row.description, { size: 9.5 })
    writer.paragraph(
      `Prix public : ${euros(row.price)} — Prix professionnel : ${euros(row.proPrice)} — ${row.stock > 0 ? `En stock : ${row.stock}` : 'Rupture de stock'}`,
      { size: 10, bold: true },
    )
  }
  return doc.save()
}

/** The display material: the shop's presentation texts for a partner's counter. */
export async function buildDisplayMaterialPdf(date = new Date()): Promise<Uint8Array> {
  const { doc, writer } = await start('Matériel de présentation')
  writer.paragraph(`Édition du ${new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(date)}`, {
    size: 9,
    color: MUTED,
  })
  const sections: [string, string][] = [
    [
      'Notre maison',
      `${SHOP_NAME} crée à la main des bijoux en pierres naturelles : bracelets, colliers, pendentifs et bagues, montés un à un dans notre atelier. Chaque pierre est choisie pour sa couleur et son caractère ; deux bijoux ne sont jamais tout à fait identiques.`,
    ],
    [
      'Nos pierres',
      'Améthyste, quartz rose, labradorite, œil de tigre, jade, lapis-lazuli… Nous travaillons des pierres naturelles, ni teintées ni reconstituées, et indiquons pour chacune son origine et ses propriétés traditionnelles.',
    ],
    [
      'Savoir-faire',
      'Perles percées et polies, fils résistants, fermoirs et apprêts en acier inoxydable ou en argent : des bijoux faits pour être portés tous les jours. Les pièces uniques sont signalées comme telles.',
    ],
    [
      'Conseils de présentation',
      'Présentez les bijoux par pierre ou par couleur, à la lumière du jour si possible : les reflets de la labradorite et de la pierre de lune s’y révèlent. Placez à côté de chaque pierre une courte fiche de ses propriétés ; nos tableaux des pierres sont en ligne sur le site.',
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
