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
//   doc.textWidth(text, font, size), doc.wrapText(text, width, font, size): measured with the document's fonts
//
// PDF/A-3b and Factur-X (docs/adr/0129): `createDocument({ …, pdfa: { attachments: [{ name: "factur-x.xml",
// mime: "text/xml", text, relationship: "Alternative", description: "Factur-X" }], facturx: { documentType:
// "INVOICE", conformance: "EN 16931" }, date? } })` writes PDF 1.7 with Liberation Sans 2 Regular/Bold
// embedded instead of Helvetica (a WinAnsi subset made by scripts/pdfa-assets.py, read from pb_hooks/pdfa/;
// metric-compatible: only ¯ ± µ · ÷ Ÿ differ, and such a document measures with the embedded widths), an sRGB
// output intent, XMP metadata (pdfaid 3/B, the Factur-X extension schema), the attached files (/AF,
// /EmbeddedFiles) and dates in /Info equal to the XMP's. Without `pdfa` the output is the PDF 1.4 above.
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
/** @typedef {{ title?: string, footer?: string[], onNewPage?: (doc: PdfDocument) => void, pdfa?: PdfaOptions }} DocumentOptions */
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
 * @property {(text: string, font: string | undefined, size: number) => number} textWidth measured with the document's fonts
 * @property {(text: string, width: number, font: string | undefined, size: number) => string[]} wrapText
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
  return measure(WIDTHS, text, font, size)
}

/**
 * The width of `text` with a given table of widths (Helvetica's, or the embedded font's in a PDF/A).
 * @param {{ [font: string]: number[] }} table
 * @param {string} text
 * @param {string | undefined} font
 * @param {number} size
 */
function measure(table, text, font, size) {
  const widths = table[fontKey(font)]
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
  return wrapWith(WIDTHS, text, width, font, size)
}

/**
 * wrapText with a given table of widths.
 * @param {{ [font: string]: number[] }} table
 * @param {string} text
 * @param {number} width
 * @param {string | undefined} font
 * @param {number} size
 */
function wrapWith(table, text, width, font, size) {
  /** @param {string} candidate */
  const widthOf = (candidate) => measure(table, candidate, font, size)
  /** @type {string[]} */
  const lines = []
  const paragraphs = String(text === null || text === undefined ? "" : text).split(/\r?\n/)
  for (const paragraph of paragraphs) {
    const words = paragraph.split(/ +/).filter((word) => word !== "")
    let line = ""
    for (let word of words) {
      const candidate = line === "" ? word : line + " " + word
      if (widthOf(candidate) <= width) {
        line = candidate
        continue
      }
      if (line !== "") lines.push(line)
      // A word wider than the line is cut where it overflows.
      while (widthOf(word) > width && word.length > 1) {
        let cut = word.length - 1
        while (cut > 1 && widthOf(word.slice(0, cut)) > width) cut--
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

const PRODUCER = "Eclat de Pierre"

/**
 * @typedef {object} PdfaFont
 * @property {string} file
 * @property {string} name
 * @property {number} length1
 * @property {number[]} widths
 * @property {number[]} bbox
 * @property {number} ascent
 * @property {number} descent
 * @property {number} capHeight
 * @property {number} italicAngle
 * @property {number} stemV
 */
/** @typedef {{ fonts: { [key: string]: PdfaFont & { data: string } }, widths: { [font: string]: number[] }, icc: string }} PdfaAssets */

/** @type {PdfaAssets | null} */
let assetsCache = null

/**
 * A file of pocketbase/pb_hooks/pdfa/ (made by scripts/pdfa-assets.py) as byte values.
 * @param {string} name
 * @returns {ArrayLike<number>}
 */
function readAsset(name) {
  const path = __hooks + "/pdfa/" + name
  // goja gives the bytes as an array of numbers (PocketBase 0.40's typing says "string | number[]").
  if (typeof $os !== "undefined") return /** @type {number[]} */ ($os.readFile(path))
  // Under Node (tests/support/pdf-kit.ts loads this file as goja does, with no `require`).
  const fs = /** @type {any} */ (globalThis).process.getBuiltinModule("fs")
  return fs.readFileSync(path)
}

/**
 * Byte values as a string of one character per byte.
 * @param {ArrayLike<number>} bytes
 */
function binaryString(bytes) {
  let out = ""
  for (let i = 0; i < bytes.length; i += 4096) {
    out += String.fromCharCode.apply(null, Array.prototype.slice.call(bytes, i, Math.min(i + 4096, bytes.length)))
  }
  return out
}

/** The embedded fonts (Liberation Sans 2, SIL OFL, subset to WinAnsi) and the sRGB profile, read once. */
function pdfaAssets() {
  if (assetsCache) return assetsCache
  /** @type {{ [key: string]: PdfaFont }} */
  const list = JSON.parse(binaryString(readAsset("fonts.json")))
  /** @type {PdfaAssets} */
  const assets = { fonts: {}, widths: {}, icc: binaryString(readAsset("sRGB.icc")) }
  for (const key of ["regular", "bold"]) {
    assets.fonts[key] = Object.assign({}, list[key], { data: binaryString(readAsset(list[key].file)) })
    assets.widths[key] = list[key].widths
  }
  assetsCache = assets
  return assets
}

/**
 * Text as UTF-8, one character per byte (XMP metadata and attached XML are UTF-8).
 * @param {string} text
 */
function utf8(text) {
  let out = ""
  const source = String(text)
  for (let i = 0; i < source.length; i++) {
    let code = source.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < source.length) {
      code = 0x10000 + ((code - 0xd800) << 10) + (source.charCodeAt(++i) - 0xdc00)
    }
    if (code < 0x80) out += String.fromCharCode(code)
    else if (code < 0x800) out += String.fromCharCode(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) out += String.fromCharCode(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else out += String.fromCharCode(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return out
}

/** @param {string} text */
function xmlEscape(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}

/**
 * A PDF name from free text ("text/xml" → "text#2Fxml").
 * @param {string} text
 */
function pdfName(text) {
  let out = "/"
  const source = String(text)
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i)
    const regular = code > 32 && code < 127 && "()<>[]{}/%#".indexOf(source[i]) < 0
    out += regular ? source[i] : "#" + ("0" + (code & 0xff).toString(16).toUpperCase()).slice(-2)
  }
  return out
}

/**
 * A stream object.
 * @param {string} entries dictionary entries besides /Length
 * @param {string} data one character per byte
 */
function streamObject(entries, data) {
  return "<< " + entries + " /Length " + data.length + " >>\nstream\n" + data + "\nendstream"
}

/**
 * @typedef {object} PdfaAttachment
 * @property {string} name "factur-x.xml"
 * @property {string} [mime] "text/xml"
 * @property {string} text the file's content (written as UTF-8)
 * @property {string} [relationship] /AFRelationship: "Alternative", "Data", "Source"…
 * @property {string} [description]
 */
/**
 * @typedef {object} PdfaOptions
 * @property {PdfaAttachment[]} [attachments]
 * @property {{ documentType?: string, conformance?: string }} [facturx] the Factur-X XMP properties
 * @property {string | number | Date} [date] the creation date (now by default)
 */

/**
 * The XMP metadata of a PDF/A-3b (ISO 19005-3), with the Factur-X extension schema when `facturx` is
 * given (Factur-X 1.0.07, § "XMP metadata"). Dates and title repeat the information dictionary's.
 * @param {string} title
 * @param {string} date ISO 8601 with offset
 * @param {PdfaOptions} pdfa
 */
function xmpPacket(title, date, pdfa) {
  const fx = pdfa.facturx
  const invoice = (pdfa.attachments || []).filter((file) => /factur-x\.xml|zugferd|xrechnung/i.test(file.name))[0]
  /** @type {string[]} */
  const lines = [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">',
    "<pdfaid:part>3</pdfaid:part>",
    "<pdfaid:conformance>B</pdfaid:conformance>",
    "</rdf:Description>",
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<dc:format>application/pdf</dc:format>",
    '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">' + xmlEscape(title) + "</rdf:li></rdf:Alt></dc:title>",
    "</rdf:Description>",
    '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    "<xmp:CreateDate>" + date + "</xmp:CreateDate>",
    "<xmp:ModifyDate>" + date + "</xmp:ModifyDate>",
    "</rdf:Description>",
    '<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    "<pdf:Producer>" + PRODUCER + "</pdf:Producer>",
    "</rdf:Description>",
  ]
  if (fx) {
    /** @type {Array<[string, string]>} */
    const properties = [
      ["DocumentFileName", "The name of the embedded XML document"],
      ["DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"],
      ["Version", "The actual version of the standard applying to the embedded XML document"],
      ["ConformanceLevel", "The conformance level of the embedded XML document"],
    ]
    lines.push(
      '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
      '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
      "<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>",
      "<pdfaSchema:namespaceURI>" + FACTURX_NS + "</pdfaSchema:namespaceURI>",
      "<pdfaSchema:prefix>fx</pdfaSchema:prefix>",
      "<pdfaSchema:property><rdf:Seq>",
    )
    for (const [name, description] of properties) {
      lines.push(
        '<rdf:li rdf:parseType="Resource"><pdfaProperty:name>' +
          name +
          "</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>" +
          description +
          "</pdfaProperty:description></rdf:li>",
      )
    }
    lines.push(
      "</rdf:Seq></pdfaSchema:property>",
      "</rdf:li></rdf:Bag></pdfaExtension:schemas>",
      "</rdf:Description>",
      '<rdf:Description rdf:about="" xmlns:fx="' + FACTURX_NS + '">',
      "<fx:DocumentType>" + xmlEscape(fx.documentType || "INVOICE") + "</fx:DocumentType>",
      "<fx:DocumentFileName>" + xmlEscape(invoice ? invoice.name : "factur-x.xml") + "</fx:DocumentFileName>",
      "<fx:Version>1.0</fx:Version>",
      "<fx:ConformanceLevel>" + xmlEscape(fx.conformance || "EN 16931") + "</fx:ConformanceLevel>",
      "</rdf:Description>",
    )
  }
  lines.push("</rdf:RDF>", "</x:xmpmeta>", '<?xpacket end="w"?>')
  return utf8(lines.join("\n"))
}

const FACTURX_NS = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"

/**
 * The parts of a PDF/A-3b document (docs/adr/0129): its two TrueType fonts (embedded), and the
 * objects numbered from `first` on (font programs and descriptors, sRGB profile and output intent,
 * attached files and their file specifications, XMP metadata), with the catalog's and information
 * dictionary's extra entries.
 * @param {string} title
 * @param {PdfaOptions} pdfa
 * @param {number} first
 */
function pdfaParts(title, pdfa, first) {
  const assets = pdfaAssets()
  /** @type {string[]} */
  const objects = []
  /** @param {string} body */
  const add = (body) => {
    objects.push(body)
    return first + objects.length - 1
  }
  const when = pdfa.date === undefined ? new Date() : new Date(pdfa.date)
  const pad = (/** @type {number} */ n) => (n < 10 ? "0" : "") + n
  const parts = [
    when.getUTCFullYear(),
    when.getUTCMonth() + 1,
    when.getUTCDate(),
    when.getUTCHours(),
    when.getUTCMinutes(),
    when.getUTCSeconds(),
  ].map(pad)
  const pdfDate = "D:" + parts.join("") + "+00'00'"
  const isoDate = parts[0] + "-" + parts[1] + "-" + parts[2] + "T" + parts[3] + ":" + parts[4] + ":" + parts[5] + "+00:00"

  const fonts = ["regular", "bold"].map((key, index) => {
    const font = assets.fonts[key]
    // A subset's name starts with six capitals and "+" (ISO 32000-1, 9.6.4).
    const name = (index === 0 ? "EDPAAA+" : "EDPAAB+") + font.name
    const program = add(streamObject("/Length1 " + font.length1 + " /Filter /FlateDecode", font.data))
    const descriptor = add(
      "<< /Type /FontDescriptor /FontName /" +
        name +
        " /Flags 32 /FontBBox [" +
        font.bbox.join(" ") +
        "] /ItalicAngle " +
        font.italicAngle +
        " /Ascent " +
        font.ascent +
        " /Descent " +
        font.descent +
        " /CapHeight " +
        font.capHeight +
        " /StemV " +
        font.stemV +
        " /FontFile2 " +
        program +
        " 0 R >>",
    )
    return (
      "<< /Type /Font /Subtype /TrueType /BaseFont /" +
      name +
      " /FirstChar 32 /LastChar 255 /Widths [" +
      font.widths.join(" ") +
      "] /Encoding /WinAnsiEncoding /FontDescriptor " +
      descriptor +
      " 0 R >>"
    )
  })

  const profile = add(streamObject("/N 3", assets.icc))
  const intent = add(
    "<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier (sRGB IEC61966-2.1) /RegistryName (http://www.color.org) /Info (sRGB IEC61966-2.1) /DestOutputProfile " +
      profile +
      " 0 R >>",
  )
  const files = (pdfa.attachments || []).map((file) => {
    const data = utf8(file.text)
    const stream = add(
      streamObject(
        "/Type /EmbeddedFile /Subtype " +
          pdfName(file.mime || "application/octet-stream") +
          " /Params << /ModDate (" +
          pdfDate +
          ") /Size " +
          data.length +
          " >>",
        data,
      ),
    )
    const spec = add(
      "<< /Type /Filespec /F " +
        literal(encodeWinAnsi(file.name)) +
        " /UF " +
        infoString(file.name) +
        " /Desc " +
        infoString(file.description || file.name) +
        " /AFRelationship " +
        pdfName(file.relationship || "Data") +
        " /EF << /F " +
        stream +
        " 0 R /UF " +
        stream +
        " 0 R >> >>",
    )
    return { name: file.name, spec }
  })
  const metadata = add(streamObject("/Type /Metadata /Subtype /XML", xmpPacket(title, isoDate, pdfa)))

  let catalog = " /Metadata " + metadata + " 0 R /OutputIntents [" + intent + " 0 R]"
  if (files.length > 0) {
    // A name tree's keys are sorted.
    const sorted = files.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    catalog +=
      " /Names << /EmbeddedFiles << /Names [" +
      sorted.map((file) => literal(encodeWinAnsi(file.name)) + " " + file.spec + " 0 R").join(" ") +
      "] >> >> /AF [" +
      files.map((file) => file.spec + " 0 R").join(" ") +
      "]"
  }
  return { fonts, objects, catalog, info: " /CreationDate (" + pdfDate + ") /ModDate (" + pdfDate + ")" }
}

/**
 * A new document. Options: `title` (document information), `footer` (lines printed at the bottom of
 * every page, above "Page n / N"), `onNewPage(doc)` (called after each automatic page break).
 * @param {DocumentOptions} [options]
 * @returns {PdfDocument}
 */
function createDocument(options) {
  const settings = options || {}
  // A PDF/A-3 (Factur-X) document embeds its fonts and measures with their widths (docs/adr/0129).
  const pdfa = settings.pdfa || null
  const widths = pdfa ? pdfaAssets().widths : WIDTHS
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
      if (s.align === "right") left = x - measure(widths, text, font, size)
      else if (s.align === "center") left = x - measure(widths, text, font, size) / 2
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
      for (const part of wrapWith(widths, text, width, s.font, size)) {
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
    textWidth(text, font, size) {
      return measure(widths, text, font, size)
    },

    wrapText(text, width, font, size) {
      return wrapWith(widths, text, width, font, size)
    },

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
          return { value, lines: wrapWith(widths, value.text, column.width - padding * 2, value.font, size) }
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
      const title = settings.title || "Document"
      // A PDF/A's own objects (embedded fonts, output intent, XMP, attachments) come after the pages.
      const archive = pdfa ? pdfaParts(title, pdfa, firstPage + count * 2) : null
      objects.push("<< /Type /Catalog /Pages 2 0 R" + (archive ? archive.catalog : "") + " >>")
      objects.push("<< /Type /Pages /Kids [" + kids.join(" ") + "] /Count " + count + " >>")
      if (archive) {
        objects.push(archive.fonts[0])
        objects.push(archive.fonts[1])
      } else {
        objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
      }
      objects.push("<< /Title " + infoString(title) + " /Producer (" + PRODUCER + ")" + (archive ? archive.info : "") + " >>")
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
      if (archive) for (const body of archive.objects) objects.push(body)
      // Every character of `out` is one byte, so string offsets are byte offsets. PDF/A-3 is based on
      // PDF 1.7; the comment's bytes above 127 tell a transfer program the file is binary.
      let out = (archive ? "%PDF-1.7" : "%PDF-1.4") + "\n%\u00e2\u00e3\u00cf\u00d3\n"
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
