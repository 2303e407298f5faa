// Dates and times (docs/adr/0088): PocketBase's date text, and Paris time with its daylight saving,
// the one clock for every hook, PDF, e-mail and export. By hand, because PocketBase's JS engine
// (goja) has no Intl time zones: France is on CET (UTC+1) and on CEST (UTC+2) from the last Sunday
// of March to the last Sunday of October, both changes at 01:00 UTC (EU rule since 1996). Loads in
// goja and under Node (tests/unit/time.test.ts). Not a hook file: require(`${__hooks}/lib/time.js`).

const NBSP = "\u00a0"
const HOUR_MS = 3600 * 1000
const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]

/** @param {number} n */
function pad2(n) {
  return (n < 10 ? "0" : "") + n
}

/**
 * `2026-11-24 10:00:00.000Z`, as PocketBase stores and filters dates, from a Date or ms (now when omitted).
 * @param {Date | number} [value]
 */
function dbDate(value) {
  const date = value instanceof Date ? value : new Date(value === undefined ? Date.now() : value)
  return date.toISOString().replace("T", " ")
}

/**
 * A Date from a Date, ms, PocketBase date text or ISO text; null when missing or invalid.
 * @param {unknown} value
 * @returns {Date | null}
 */
function parseDate(value) {
  if (value === null || value === undefined) return null
  const date =
    value instanceof Date ? value : typeof value === "number" ? new Date(value) : new Date(String(value).trim().replace(" ", "T"))
  return isNaN(date.getTime()) || String(value).trim() === "" ? null : date
}

/**
 * The last Sunday of `month` (0-based) in `year`, as a day of the month.
 * @param {number} year
 * @param {number} month
 */
function lastSunday(year, month) {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return last.getUTCDate() - last.getUTCDay()
}

/**
 * Paris' offset from UTC at the instant `ms`, in ms (2 hours in summer time, 1 in winter).
 * @param {number} ms
 */
function parisOffset(ms) {
  const year = new Date(ms).getUTCFullYear()
  const summer = ms >= Date.UTC(year, 2, lastSunday(year, 2), 1) && ms < Date.UTC(year, 9, lastSunday(year, 9), 1)
  return (summer ? 2 : 1) * HOUR_MS
}

/**
 * Summer time in `year`: [start, end) in UTC ms (the last Sundays of March and October, 01:00 UTC).
 * The figures' SQL turns an instant into its Paris day with these bounds (docs/adr/0122).
 * @param {number} year
 * @returns {[number, number]}
 */
function summerTime(year) {
  return [Date.UTC(year, 2, lastSunday(year, 2), 1), Date.UTC(year, 9, lastSunday(year, 9), 1)]
}

/**
 * The instant's parts in Paris time: { year, month (1-12), day, hours, minutes }; null for a missing or invalid date.
 * @param {unknown} value
 */
function parisDate(value) {
  const date = parseDate(value)
  if (date === null) return null
  const paris = new Date(date.getTime() + parisOffset(date.getTime()))
  return {
    year: paris.getUTCFullYear(),
    month: paris.getUTCMonth() + 1,
    day: paris.getUTCDate(),
    hours: paris.getUTCHours(),
    minutes: paris.getUTCMinutes(),
  }
}

/**
 * The UTC instant (ms) of midnight in Paris that starts `day` (`YYYY-MM-DD`).
 * @param {string} day
 */
function parisMidnight(day) {
  const [y, m, d] = String(day).split("-").map(Number)
  const utcMidnight = Date.UTC(y, m - 1, d)
  // France changes time at 01:00 UTC on a Sunday: two hours before UTC midnight has the offset of Paris' midnight.
  return utcMidnight - parisOffset(utcMidnight - 2 * HOUR_MS)
}

/**
 * The last millisecond (UTC ms) of the Paris day that contains `ms`: a period "ends on" a day, that day included.
 * @param {number} ms
 */
function endOfParisDay(ms) {
  const paris = new Date(ms + parisOffset(ms))
  const end = Date.UTC(paris.getUTCFullYear(), paris.getUTCMonth(), paris.getUTCDate(), 23, 59, 59, 999)
  return end - parisOffset(end)
}

/**
 * `24/11/2026` (Paris), the documents' date; "" for a missing or invalid date.
 * @param {unknown} value
 */
function formatDateShort(value) {
  const p = parisDate(value)
  return p === null ? "" : pad2(p.day) + "/" + pad2(p.month) + "/" + p.year
}

/**
 * `24 novembre 2026`, `1er mai 2026` (Paris), the e-mails' and pages' date; "" for a missing or invalid date.
 * @param {unknown} value
 */
function formatDateLong(value) {
  const p = parisDate(value)
  return p === null ? "" : (p.day === 1 ? "1er" : String(p.day)) + " " + MONTHS[p.month - 1] + " " + p.year
}

/**
 * `24 novembre 2026 à 14 h 05` (Paris, no-break spaces around "h"); "" for a missing or invalid date.
 * @param {unknown} value
 */
function formatDateTimeLong(value) {
  const p = parisDate(value)
  return p === null ? "" : formatDateLong(value) + " à " + p.hours + NBSP + "h" + NBSP + pad2(p.minutes)
}

module.exports = {
  dbDate,
  parseDate,
  parisOffset,
  summerTime,
  parisDate,
  parisMidnight,
  endOfParisDay,
  formatDateShort,
  formatDateLong,
  formatDateTimeLong,
}
