// A small PDF 1.4 writer for the shop's documents (docs/adr/0047-invoices-and-the-pdf-kit.md): invoices,
// packing slips, and later credit notes. Pure JavaScript for PocketBase's goja VM (no Intl, no npm, no
// Node APIs); also loads in Node (module.exports) so its helpers are unit-tested with Vitest.
// Not a hook file: loaded with require(`${__hooks}/lib/pdf.js`).
//
// What it does: A4 portrait pages; the standard Helvetica and Helvetica-Bold fonts (not embedded) in
// WinAnsiEncoding, so French text renders (é è à ç ô œ « » ’ € …; anything else becomes '?'); text at a
// position, left/right/centre aligned (measured with the fonts' own glyph widths), wrapped to a width;
// lines and rectangles (stroked or filled); tables that break across pages with their header
// repeated; a footer on every page with "Page n / N". Content streams are not compressed (a
// one-page invoice is ~6 KB), so a test can read the text back with `extractText`.
//
// API (coordinates in points, origin at the TOP-left of the page, y growing downwards):
//   const pdf = require(`${__hooks}/lib/pdf.js`)
//   const doc = pdf.createDocument({ title: "Facture F2026-00001", footer: ["legal line", …] })
//   doc.text(x, y, "Texte", { font: "bold" | "regular", size: 10, align: "left" | "right" | "center",
//                            color: [r, g, b] (0–1) })   // y = the text's baseline
//   doc.paragraph(x, y, "long text", width, { size, font, leading }) → y below the last line
//   doc.line(x1, y1, x2, y2, { width: 0.5, color: [r, g, b] })
//   doc.rect(x, y, w, h, { fill: [r, g, b], stroke: [r, g, b], width })
//   doc.y                       // a cursor the caller may use; doc.ensureSpace(h) breaks the page if
//                               // h points do not fit above the bottom margin (calls options.onNewPage)
//   doc.table({ x, columns: [{ title, width, align }], rows: [[cell, …], …], size, onNewPage })
//       → draws at doc.y, wraps cells to their column, repeats the header after a page break,
//         leaves doc.y below the table
//   doc.addPage()
//   doc.toBytes() → an array of byte values: `e.blob(200, "application/pdf", doc.toBytes())`
// Helpers: textWidth(text, font, size), wrapText(text, width, font, size), encodeWinAnsi(text),
// extractText(bytes) (the text of the content streams, for tests). Euros and dates are lib/money.js
// and lib/time.js (docs/adr/0088).

/** @typedef {[number, number, number]} Color RGB, each 0–1 */
/** @typedef {"left" | "right" | "center"} Align */
/** @typedef {{ font?: string, size?: number, align?: Align, color?: Color, leading?: number }} TextStyle `font`: "bold" or "regular" */
/** @typedef {{ width?: number, color?: Color }} LineStyle */
/** @typedef {{ fill?: Color, stroke?: Color, width?: number }} RectStyle */
/** @typedef {{ text: string, font?: string, box?: boolean }} TableCell `box`: a checkbox to tick by hand */
/**
 * @typedef {object} TableSpec
 * @property {number} [x]
 * @property {number} [size]
 * @property {Array<{ title: string, width: number, align?: Align }>} columns
 * @property {Array<Array<string | number | TableCell | null | undefined>>} rows
 */
/** @typedef {{ title?: string, footer?: string[], onNewPage?: (doc: PdfDocument) => void }} DocumentOptions */
/**
 * @typedef {object} PdfDocument
 * @property {number} width
 * @property {number} height
 * @property {number} margin
 * @property {number} bottom The lowest y content may reach (above the footer).
 * @property {number} y
 * @property {((doc: PdfDocument) => void) | null} onNewPage
 * @property {() => PdfDocument} addPage
 * @property {() => number} pageCount
 * @property {(x: number, y: number, text: string, style?: TextStyle) => PdfDocument} text
 * @property {(x: number, y: number, text: string, width: number, style?: TextStyle) => number} paragraph
 * @property {(x1: number, y1: number, x2: number, y2: number, style?: LineStyle) => PdfDocument} line
 * @property {(x: number, y: number, w: number, h: number, style?: RectStyle) => PdfDocument} rect
 * @property {(height: number) => boolean} ensureSpace
 * @property {(spec: TableSpec) => PdfDocument} table
 * @property {() => number[]} toBytes
 */

const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = 50
const FOOTER_HEIGHT = 46

// Glyph widths (1/1000 em) of WinAnsi codes 32…255, from the fonts' AFM metrics.
// prettier-ignore
/** @type {{ [font: string]: number[] }} */
const WIDTHS = {
  regular: [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584,0,556,0,222,556,333,1000,556,556,333,1000,667,333,1000,0,611,0,0,222,222,333,333,350,556,1000,333,1000,500,333,944,0,500,500,278,333,556,556,556,556,260,556,333,737,370,556,584,333,737,333,400,584,333,333,333,556,537,278,333,333,365,556,834,834,834,611,667,667,667,667,667,667,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,500,556,556,556,556,278,278,278,278,556,556,556,556,556,556,556,584,611,556,556,556,556,500,556,500],
  bold: [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584,0,556,0,278,556,500,1000,556,556,333,1000,667,333,1000,0,611,0,0,278,278,500,500,350,556,1000,333,1000,556,333,944,0,500,556,278,333,556,556,556,556,280,556,333,737,370,556,584,333,737,333,400,584,333,333,333,611,556,278,333,333,365,556,834,834,834,611,722,722,722,722,722,722,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,556,556,556,556,556,278,278,278,278,611,611,611,611,611,611,611,584,611,611,611,611,611,556,611,556],
}

// Unicode code points of WinAnsi's 128…159 range (the rest of 160…255 is Latin-1 itself).
/** @type {{ [codePoint: number]: number }} */
const WIN_ANSI_EXTRA = {
  0x20ac: 128,
  0x201a: 130,
  0x0192: 131,
  0x201e: 132,
  0x2026: 133,
  0x2020: 134,
  0x2021: 135,
  0x02c6: 136,
  0x2030: 137,
  0x0160: 138,
  0x2039: 139,
  0x0152: 140,
  0x017d: 142,
  0x2018: 145,
  0x2019: 146,
  0x201c: 147,
  0x201d: 148,
  0x2022: 149,
  0x2013: 150,
  0x2014: 151,
  0x02dc: 152,
  0x2122: 153,
  0x0161: 154,
  0x203a: 155,
  0x0153: 156,
  0x017e: 158,
  0x0178: 159,
  // Spaces French typography uses: the narrow and the thin no-break space print as a no-break space.
  0x202f: 160,
  0x2009: 32,
  0x2007: 160,
  0x2011: 45,
  0x2010: 45,
}
/** @type {{ [byte: number]: number }} */
const WIN_ANSI_REVERSE = {}
for (const key in WIN_ANSI_EXTRA) {
  const byte = WIN_ANSI_EXTRA[Number(key)]
  if (!(byte in WIN_ANSI_REVERSE)) WIN_ANSI_REVERSE[byte] = Number(key)
}

/**
 * The text as WinAnsi byte values; tabs and line breaks become spaces, anything unmappable '?'.
 * @param {string} text
 */
function encodeWinAnsi(text) {
  const source = String(text === null || text === undefined ? "" : text)
  /** @type {number[]} */
  const bytes = []
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair (an emoji…): one character, one '?'.
      i++
      bytes.push(63)
    } else if (code === 9 || code === 10 || code === 13) bytes.push(32)
    else if (code >= 32 && code < 127) bytes.push(code)
    else if (code >= 160 && code <= 255) bytes.push(code)
    else if (WIN_ANSI_EXTRA[code] !== undefined) bytes.push(WIN_ANSI_EXTRA[code])
    else bytes.push(63)
  }
  return bytes
}

/**
 * Decodes WinAnsi byte values back to text (used by extractText).
 * @param {number[]} bytes
 */
function decodeWinAnsi(bytes) {
  let text = ""
  for (const byte of bytes) {
    const code = WIN_ANSI_REVERSE[byte] !== undefined && byte >= 128 && byte < 160 ? WIN_ANSI_REVERSE[byte] : byte
    text += String.fromCharCode(code)
  }
  return text
}

/**
 * @param {string | undefined} font
 */
function fontKey(font) {
  return font === "bold" ? "bold" : "regular"
}

/**
 * The width in points of `text` set in `font` ("regular" or "bold") at `size` points.
 * @param {string} text
 * @param {string | undefined} font
 * @param {number} size
 */
function textWidth(text, font, size) {
  const widths = WIDTHS[fontKey(font)]
  let total = 0
  for (const byte of encodeWinAnsi(text)) total += widths[byte - 32] || 0
  return (total * size) / 1000
}

/**
 * Splits `text` into lines no wider than `width` (words longer than a line are cut).
 * @param {string} text
 * @param {number} width
 * @param {string | undefined} font
 * @param {number} size
 */
function wrapText(text, width, font, size) {
  /** @type {string[]} */
  const lines = []
  const paragraphs = String(text === null || text === undefined ? "" : text).split(/\r?\n/)
  for (const paragraph of paragraphs) {
    const words = paragraph.split(/ +/).filter((word) => word !== "")
    let line = ""
    for (let word of words) {
      const candidate = line === "" ? word : line + " " + word
      if (textWidth(candidate, font, size) <= width) {
        line = candidate
        continue
      }
      if (line !== "") lines.push(line)
      // A word wider than the line is cut where it overflows.
      while (textWidth(word, font, size) > width && word.length > 1) {
        let cut = word.length - 1
        while (cut > 1 && textWidth(word.slice(0, cut), font, size) > width) cut--
        lines.push(word.slice(0, cut))
        word = word.slice(cut)
      }
      line = word
    }
    lines.push(line)
  }
  return lines
}

/**
 * A number for a content stream: at most 2 decimals, no exponent.
 * @param {number} value
 */
function num(value) {
  const rounded = Math.round(value * 100) / 100
  return String(rounded === 0 ? 0 : rounded)
}

/**
 * @param {Color | undefined} color
 * @param {boolean} stroke
 */
function colorOps(color, stroke) {
  if (!color) return ""
  return num(color[0]) + " " + num(color[1]) + " " + num(color[2]) + (stroke ? " RG\n" : " rg\n")
}

/**
 * A PDF literal string `( … )` as a byte-string (one char per byte), escaping ( ) \.
 * @param {number[]} bytes
 */
function literal(bytes) {
  let out = "("
  for (const byte of bytes) {
    if (byte === 40 || byte === 41 || byte === 92) out += "\\" + String.fromCharCode(byte)
    else out += String.fromCharCode(byte)
  }
  return out + ")"
}

/**
 * A text string for the document information (UTF-16BE with a byte-order mark, in hex).
 * @param {string} text
 */
function infoString(text) {
  let hex = "<FEFF"
  const source = String(text)
  for (let i = 0; i < source.length; i++) hex += ("0000" + source.charCodeAt(i).toString(16).toUpperCase()).slice(-4)
  return hex + ">"
}

/**
 * A new document. Options: `title` (document information), `footer` (lines printed at the bottom of
 * every page, above "Page n / N"), `onNewPage(doc)` (called after each automatic page break).
 * @param {DocumentOptions} [options]
 * @returns {PdfDocument}
 */
function createDocument(options) {
  const settings = options || {}
  /** @type {Array<{ ops: string[] }>} */
  const pages = []
  let current = { ops: /** @type {string[]} */ ([]) } // replaced by addPage below, before any drawing

  /** @type {PdfDocument} */
  const doc = {
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
    margin: MARGIN,
    /** The lowest y content may reach (above the footer). */
    bottom: PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT,
    y: MARGIN,
    onNewPage: settings.onNewPage || null,

    addPage() {
      current = { ops: [] }
      pages.push(current)
      doc.y = MARGIN
      return doc
    },

    pageCount() {
      return pages.length
    },

    text(x, y, text, style) {
      const s = style || {}
      const font = fontKey(s.font)
      const size = s.size || 10
      const bytes = encodeWinAnsi(text)
      if (bytes.length === 0) return doc
      let left = x
      if (s.align === "right") left = x - textWidth(text, font, size)
      else if (s.align === "center") left = x - textWidth(text, font, size) / 2
      current.ops.push(
        "BT\n" +
          colorOps(s.color || [0, 0, 0], false) +
          (font === "bold" ? "/F2 " : "/F1 ") +
          num(size) +
          " Tf\n" +
          num(left) +
          " " +
          num(PAGE_HEIGHT - y) +
          " Td\n" +
          literal(bytes) +
          " Tj\nET\n",
      )
      return doc
    },

    /** Wrapped text from (x, y) (y = first baseline); returns the y below the last line. */
    paragraph(x, y, text, width, style) {
      const s = style || {}
      const size = s.size || 10
      const leading = s.leading || size * 1.3
      let line = y
      for (const part of wrapText(text, width, s.font, size)) {
        doc.text(x, line, part, s)
        line += leading
      }
      return line - leading + size * 0.4
    },

    line(x1, y1, x2, y2, style) {
      const s = style || {}
      current.ops.push(
        colorOps(s.color || [0, 0, 0], true) +
          num(s.width || 0.5) +
          " w\n" +
          num(x1) +
          " " +
          num(PAGE_HEIGHT - y1) +
          " m " +
          num(x2) +
          " " +
          num(PAGE_HEIGHT - y2) +
          " l S\n",
      )
      return doc
    },

    /** A rectangle whose top-left corner is (x, y). */
    rect(x, y, w, h, style) {
      const s = style || {}
      const path = num(x) + " " + num(PAGE_HEIGHT - y - h) + " " + num(w) + " " + num(h) + " re "
      let op = colorOps(s.fill, false) + colorOps(s.stroke, true) + (s.stroke ? num(s.width || 0.5) + " w\n" : "")
      op += path + (s.fill && s.stroke ? "B" : s.fill ? "f" : "S") + "\n"
      current.ops.push(op)
      return doc
    },

    /** Breaks the page when `height` points do not fit below doc.y; true when it did. */
    ensureSpace(height) {
      if (doc.y + height <= doc.bottom) return false
      doc.addPage()
      if (doc.onNewPage) doc.onNewPage(doc)
      return true
    },

    /**
     * A table at doc.y. `columns`: [{ title, width, align }]; `rows`: arrays of cell texts (a cell may
     * be { text, font }); cells wrap in their column. The header is repeated after a page break.
     */
    table(spec) {
      const x = spec.x === undefined ? MARGIN : spec.x
      const size = spec.size || 9.5
      const leading = size * 1.35
      const padding = 5
      const columns = spec.columns
      const totalWidth = columns.reduce((sum, column) => sum + column.width, 0)
      const header = () => {
        const height = leading + padding * 2
        doc.rect(x, doc.y, totalWidth, height, { fill: [0.93, 0.91, 0.88] })
        let left = x
        for (const column of columns) {
          const anchor =
            column.align === "right" ? left + column.width - padding : column.align === "center" ? left + column.width / 2 : left + padding
          doc.text(anchor, doc.y + padding + size, column.title, { font: "bold", size, align: column.align })
          left += column.width
        }
        doc.y += height
      }
      header()
      for (const row of spec.rows) {
        const cells = columns.map((column, index) => {
          const cell = row[index]
          const value = cell !== null && typeof cell === "object" ? cell : { text: cell === undefined || cell === null ? "" : String(cell) }
          return { value, lines: wrapText(value.text, column.width - padding * 2, value.font, size) }
        })
        const lineCount = cells.reduce((most, cell) => Math.max(most, cell.lines.length), 1)
        const height = lineCount * leading + padding * 2
        if (doc.y + height > doc.bottom) {
          doc.addPage()
          if (doc.onNewPage) doc.onNewPage(doc)
          header()
        }
        let left = x
        cells.forEach((cell, index) => {
          const column = columns[index]
          const anchor =
            column.align === "right" ? left + column.width - padding : column.align === "center" ? left + column.width / 2 : left + padding
          if (cell.value.box) {
            // A checkbox to tick by hand (packing slips).
            doc.rect(anchor - 5, doc.y + padding + 1, 10, 10, { stroke: [0.2, 0.2, 0.2], width: 0.8 })
          }
          cell.lines.forEach((line, lineIndex) => {
            doc.text(anchor, doc.y + padding + size + lineIndex * leading, line, { font: cell.value.font, size, align: column.align })
          })
          left += column.width
        })
        doc.y += height
        doc.line(x, doc.y, x + totalWidth, doc.y, { width: 0.4, color: [0.75, 0.73, 0.7] })
      }
      return doc
    },

    /** The finished file, as byte values (0–255). */
    toBytes() {
      const count = pages.length
      const fontObjects = 2
      const firstPage = 3 + fontObjects + 1 // 1 catalog, 2 pages, 3–4 fonts, 5 info, then page/content pairs
      const objects = []
      const kids = []
      for (let i = 0; i < count; i++) kids.push(firstPage + i * 2 + " 0 R")
      objects.push("<< /Type /Catalog /Pages 2 0 R >>")
      objects.push("<< /Type /Pages /Kids [" + kids.join(" ") + "] /Count " + count + " >>")
      objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
      objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
      objects.push("<< /Title " + infoString(settings.title || "Document") + " /Producer (Eclat de Pierre) >>")
      const footerLines = settings.footer || []
      pages.forEach((page, index) => {
        // The footer: the caller's lines, then "Page n / N", centred at the bottom of each page.
        const saved = current
        current = page
        let y = PAGE_HEIGHT - MARGIN - 14 - (footerLines.length - 1) * 10
        doc.line(MARGIN, y - 14, PAGE_WIDTH - MARGIN, y - 14, { width: 0.4, color: [0.75, 0.73, 0.7] })
        for (const footerLine of footerLines) {
          doc.text(PAGE_WIDTH / 2, y, footerLine, { size: 7.5, align: "center", color: [0.35, 0.35, 0.35] })
          y += 10
        }
        doc.text(PAGE_WIDTH - MARGIN, PAGE_HEIGHT - MARGIN + 8, "Page " + (index + 1) + " / " + count, {
          size: 8,
          align: "right",
          color: [0.35, 0.35, 0.35],
        })
        current = saved
        const stream = page.ops.join("")
        objects.push(
          "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " +
            num(PAGE_WIDTH) +
            " " +
            num(PAGE_HEIGHT) +
            "] " +
            "/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents " +
            (firstPage + index * 2 + 1) +
            " 0 R >>",
        )
        objects.push("<< /Length " + stream.length + " >>\nstream\n" + stream + "\nendstream")
      })
      // Every character of `out` is one byte, so string offsets are byte offsets.
      let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n"
      /** @type {number[]} */
      const offsets = []
      objects.forEach((body, index) => {
        offsets.push(out.length)
        out += index + 1 + " 0 obj\n" + body + "\nendobj\n"
      })
      const xref = out.length
      out += "xref\n0 " + (objects.length + 1) + "\n0000000000 65535 f \n"
      for (const offset of offsets) out += ("0000000000" + offset).slice(-10) + " 00000 n \n"
      // Each file its own identifier (PDF/A requires one): a kept document is told from a redrawn one (docs/adr/0086).
      let id = ""
      for (let i = 0; i < 32; i++) id += "0123456789abcdef"[Math.floor(Math.random() * 16)]
      out +=
        "trailer\n<< /Size " +
        (objects.length + 1) +
        " /Root 1 0 R /Info 5 0 R /ID [<" +
        id +
        "> <" +
        id +
        ">] >>\nstartxref\n" +
        xref +
        "\n%%EOF\n"
      const bytes = new Array(out.length)
      for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i) & 0xff
      return bytes
    },
  }
  doc.addPage()
  return doc
}

/**
 * The text of a PDF made by this kit (uncompressed content streams): each `( … ) Tj` decoded, one line
 * per text operation. For tests: a document's mentions can be checked without a PDF library.
 * @param {number[]} bytes
 */
function extractText(bytes) {
  let raw = ""
  for (let i = 0; i < bytes.length; i++) raw += String.fromCharCode(bytes[i])
  /** @type {string[]} */
  const texts = []
  const pattern = /\(((?:\\.|[^\\)])*)\) Tj/g
  let match
  while ((match = pattern.exec(raw)) !== null) {
    const unescaped = match[1].replace(/\\(.)/g, "$1")
    /** @type {number[]} */
    const codes = []
    for (let i = 0; i < unescaped.length; i++) codes.push(unescaped.charCodeAt(i))
    texts.push(decodeWinAnsi(codes).replace(/\u00a0/g, " "))
  }
  return texts.join("\n")
}

module.exports = {
  PAGE_WIDTH,
  PAGE_HEIGHT,
  MARGIN,
  createDocument,
  encodeWinAnsi,
  decodeWinAnsi,
  textWidth,
  wrapText,
  extractText,
}
