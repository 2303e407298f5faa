// CSV as a French spreadsheet reads and writes it (docs/adr/0052, 0099): UTF-8 with a byte-order
// mark, `;` between cells, CRLF line ends, decimal commas. One way to write a cell (never read as a
// formula) and one way to read a file back (either separator, quoted cells, a BOM, CRLF, and
// Windows-1252 as Excel's « CSV (séparateur : point-virgule) » saves it). Loads in goja and under Node.
// Not a hook file: loaded with require().

/**
 * A cell: quoted when needed, and never read as a formula (CSV injection: a leading = + - @ or tab
 * gets a `'`, which `unguard` takes off on import). `keepLines`: line breaks kept inside the quotes
 * (a product's description); otherwise they become spaces (one line per document).
 * @param {unknown} value
 * @param {boolean} [keepLines]
 */
function cell(value, keepLines) {
  let text = String(value === null || value === undefined ? "" : value)
  text = keepLines ? text.replace(/\r\n?/g, "\n") : text.replace(/[\r\n]+/g, " ")
  if (/^[=+\-@\t]/.test(text)) text = "'" + text
  return /[";\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text
}

/**
 * The cell's text as written before `cell` guarded it.
 * @param {string} text
 */
function unguard(text) {
  return /^'[=+\-@\t]/.test(text) ? text.slice(1) : text
}

/**
 * The whole file: BOM, `;`, CRLF.
 * @param {string[][]} rows cells already written by `cell` (or numbers written by hand)
 */
function csvDocument(rows) {
  return "\uFEFF" + rows.map((cells) => cells.join(";")).join("\r\n") + "\r\n"
}

/**
 * The rows of a CSV text (RFC 4180 with `;` or `,`, whichever the first line uses most outside
 * quotes). Null when a quote is never closed. Blank rows are dropped.
 * @param {string} text
 * @returns {string[][] | null}
 */
function parseCsv(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] || ""
  const semicolons = firstLine.split(";").length
  const commas = firstLine.split(",").length
  const separator = commas > semicolons ? "," : ";"
  /** @type {string[][]} */
  const rows = []
  /** @type {string[]} */
  let row = []
  let value = ""
  let quoted = false
  let i = 0
  while (i < text.length) {
    const c = text.charAt(i)
    if (quoted) {
      if (c === '"') {
        if (text.charAt(i + 1) === '"') {
          value += '"'
          i += 2
          continue
        }
        quoted = false
      } else value += c
      i++
      continue
    }
    if (c === '"' && value === "") quoted = true
    else if (c === separator) {
      row.push(value)
      value = ""
    } else if (c === "\r" || c === "\n") {
      row.push(value)
      rows.push(row)
      row = []
      value = ""
      if (c === "\r" && text.charAt(i + 1) === "\n") i++
    } else value += c
    i++
  }
  if (quoted) return null
  if (value !== "" || row.length > 0) {
    row.push(value)
    rows.push(row)
  }
  return rows.filter((cells) => cells.some((cellText) => cellText.trim() !== ""))
}

/** Windows-1252's 0x80–0x9F (the rest of its upper half is Latin-1). */
const CP1252 =
  "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd" +
  "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178"

/**
 * The text of a file's bytes: strict UTF-8, else Windows-1252 (what Excel on Windows writes).
 * Null when the bytes are neither (a binary file: a NUL byte or an undefined Windows-1252 byte).
 * @param {ArrayLike<number>} bytes
 * @returns {string | null}
 */
function decodeText(bytes) {
  const utf8 = decodeUtf8(bytes)
  if (utf8 !== null) return utf8.indexOf("\u0000") === -1 ? utf8 : null
  let out = ""
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]
    if (b === 0) return null
    const c = b >= 0x80 && b <= 0x9f ? CP1252.charAt(b - 0x80) : String.fromCharCode(b)
    if (c === "\ufffd") return null
    out += c
  }
  return out
}

/**
 * @param {ArrayLike<number>} bytes
 * @returns {string | null}
 */
function decodeUtf8(bytes) {
  /** @type {string[]} */
  const parts = []
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]
    let code = 0
    let extra = 0
    if (b < 0x80) code = b
    else if (b >= 0xc2 && b <= 0xdf) ((code = b & 0x1f), (extra = 1))
    else if (b >= 0xe0 && b <= 0xef) ((code = b & 0x0f), (extra = 2))
    else if (b >= 0xf0 && b <= 0xf4) ((code = b & 0x07), (extra = 3))
    else return null
    for (let k = 1; k <= extra; k++) {
      const next = bytes[i + k]
      if (next === undefined || (next & 0xc0) !== 0x80) return null
      code = (code << 6) | (next & 0x3f)
    }
    if ((extra === 2 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff))) || (extra === 3 && (code < 0x10000 || code > 0x10ffff)))
      return null
    parts.push(String.fromCodePoint(code))
    i += extra + 1
  }
  return parts.join("")
}

module.exports = { cell, unguard, csvDocument, parseCsv, decodeText }
