// A ZIP archive writer, store only (no compression: the entries are PDFs, already compressed), with
// CRC-32 and UTF-8 names (docs/adr/0133): PocketBase's JS engine has no zip and no npm. Enough for
// the e-invoices of a period, not for more: no ZIP64, so fewer than 65,535 entries and 4 GiB in all
// (the route caps far below). Loads in goja and under Node (tests/unit/zip.test.ts).
// Not a hook file: require(`${__hooks}/lib/zip.js`).

/** @type {number[] | null} */
let table = null

/** The CRC-32 table (IEEE 802.3, reflected polynomial 0xEDB88320), built on first use. */
function crcTable() {
  if (table) return table
  table = []
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table.push(c >>> 0)
  }
  return table
}

/**
 * The CRC-32 of bytes, as an unsigned 32-bit number (`crc32([]) === 0`, `crc32("123456789") === 0xCBF43926`).
 * @param {ArrayLike<number>} bytes
 */
function crc32(bytes) {
  const t = crcTable()
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = t[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * UTF-8 bytes of a text (names may hold accents: flag bit 11 says UTF-8).
 * @param {string} text
 */
function utf8(text) {
  /** @type {number[]} */
  const out = []
  for (const char of text) {
    const code = /** @type {number} */ (char.codePointAt(0))
    if (code < 0x80) out.push(code)
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f))
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
  }
  return out
}

/**
 * @param {number[]} out
 * @param {number} value
 */
function u16(out, value) {
  out.push(value & 0xff, (value >>> 8) & 0xff)
}

/**
 * @param {number[]} out
 * @param {number} value
 */
function u32(out, value) {
  out.push(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff)
}

/**
 * MS-DOS time and date of wall-clock parts (the ZIP format has no time zone: the caller gives Paris').
 * @param {{ year: number, month: number, day: number, hours: number, minutes: number, seconds?: number }} parts
 */
function dosDateTime(parts) {
  const year = Math.min(2107, Math.max(1980, parts.year))
  return {
    time: (parts.hours << 11) | (parts.minutes << 5) | Math.floor((parts.seconds || 0) / 2),
    date: ((year - 1980) << 9) | (parts.month << 5) | parts.day,
  }
}

const NO_DATE = { year: 1980, month: 1, day: 1, hours: 0, minutes: 0 }

/**
 * The archive as parts to write one after the other: small header arrays, and each entry's bytes as
 * given, never copied (PocketBase's JS engine reads bytes slowly: a Go byte slice goes to the response
 * as it is; docs/adr/0133). `size`: the archive's length. `entry.crc`: its CRC-32 when already known.
 * @param {Array<{ name: string, bytes: ArrayLike<number>, crc?: number, date?: { year: number, month: number, day: number, hours: number, minutes: number } }>} entries
 * @returns {{ parts: Array<ArrayLike<number>>, size: number }}
 */
function zipParts(entries) {
  if (entries.length >= 0xffff) throw new Error("zip: too many entries")
  /** @type {Array<ArrayLike<number>>} */
  const parts = []
  /** @type {number[]} */
  const central = []
  let offset = 0
  for (const entry of entries) {
    const name = utf8(entry.name)
    const crc = entry.crc === undefined ? crc32(entry.bytes) : entry.crc
    const size = entry.bytes.length
    const stamp = dosDateTime(entry.date || NO_DATE)
    /** @type {number[]} */
    const local = []
    // Local file header.
    u32(local, 0x04034b50)
    u16(local, 20) // version needed: 2.0
    u16(local, 0x0800) // flags: UTF-8 names
    u16(local, 0) // method: stored
    u16(local, stamp.time)
    u16(local, stamp.date)
    u32(local, crc)
    u32(local, size) // compressed size = size (stored)
    u32(local, size)
    u16(local, name.length)
    u16(local, 0) // no extra field
    for (let i = 0; i < name.length; i++) local.push(name[i])
    parts.push(local, entry.bytes)
    // Its central directory record.
    u32(central, 0x02014b50)
    u16(central, 20) // made by: 2.0 (MS-DOS attributes)
    u16(central, 20)
    u16(central, 0x0800)
    u16(central, 0)
    u16(central, stamp.time)
    u16(central, stamp.date)
    u32(central, crc)
    u32(central, size)
    u32(central, size)
    u16(central, name.length)
    u16(central, 0) // extra
    u16(central, 0) // comment
    u16(central, 0) // disk
    u16(central, 0) // internal attributes
    u32(central, 0) // external attributes
    u32(central, offset)
    for (let i = 0; i < name.length; i++) central.push(name[i])
    offset += local.length + size
    if (offset >= 0xffffffff) throw new Error("zip: archive too large")
  }
  // End of central directory.
  const centralSize = central.length
  u32(central, 0x06054b50)
  u16(central, 0)
  u16(central, 0)
  u16(central, entries.length)
  u16(central, entries.length)
  u32(central, centralSize)
  u32(central, offset)
  u16(central, 0) // comment
  parts.push(central)
  return { parts, size: offset + central.length }
}

/**
 * The archive's bytes in one array (the parts of `zipParts` joined).
 * @param {Array<{ name: string, bytes: ArrayLike<number>, crc?: number, date?: { year: number, month: number, day: number, hours: number, minutes: number } }>} entries
 * @returns {number[]}
 */
function zip(entries) {
  /** @type {number[]} */
  const out = []
  for (const part of zipParts(entries).parts) for (let i = 0; i < part.length; i++) out.push(part[i])
  return out
}

module.exports = { zip, zipParts, crc32, dosDateTime }
