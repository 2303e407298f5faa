// The periods of the admin's figures (issue 29; docs/adr/0123 and the figures' ADR): one parser for
// GET /api/shop/admin/figures and GET /api/shop/admin/audience, so that both answer for the same days.
//   ?period=today|7d|month|year|range[&from=YYYY-MM-DD&to=YYYY-MM-DD][&step=day|week|month]
// Days are Paris days (lib/time.js). The previous period has the same number of days and ends the
// day before `from`. `step` defaults to day up to 62 days, week up to 366, else month; weeks start on
// Monday (ISO) and a bucket starts on its first day, clipped to `from`. A missing `period` is `month`
// (what the overview asks). Loads in goja and under Node (tests/unit/periods.test.ts).
// Not a hook file: require(`${__hooks}/lib/periods.js`).

const DAY_MS = 24 * 3600 * 1000
const PERIODS = ["today", "7d", "month", "year", "range"]
const STEPS = ["day", "week", "month"]
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/

const MESSAGES = {
  period: "Période invalide.",
  dates: "Période invalide : indiquez une date de début et une date de fin (AAAA-MM-JJ).",
  order: "La date de début doit précéder la date de fin.",
  tooLong: "La période ne peut dépasser 3 ans.",
  step: "Découpage invalide : jour, semaine ou mois.",
}

/** @param {number} n */
function pad2(n) {
  return (n < 10 ? "0" : "") + n
}

/**
 * `YYYY-MM-DD` of a UTC midnight (ms).
 * @param {number} ms
 */
function dayText(ms) {
  const d = new Date(ms)
  return d.getUTCFullYear() + "-" + pad2(d.getUTCMonth() + 1) + "-" + pad2(d.getUTCDate())
}

/**
 * The UTC midnight (ms) that names the day `day` (calendar arithmetic only, no time zone); NaN when
 * `day` is not a real date.
 * @param {string} day
 */
function dayMs(day) {
  const match = DAY_TEXT.exec(String(day))
  if (!match) return NaN
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return dayText(ms) === day ? ms : NaN
}

/**
 * `day` moved by `n` days.
 * @param {string} day
 * @param {number} n
 */
function addDays(day, n) {
  return dayText(dayMs(day) + n * DAY_MS)
}

/**
 * The Paris day (`YYYY-MM-DD`) of an instant (ms, Date or PocketBase date text).
 * @param {unknown} value
 */
function parisDay(value) {
  const p = require(`${__hooks}/lib/time.js`).parisDate(value)
  return p === null ? "" : p.year + "-" + pad2(p.month) + "-" + pad2(p.day)
}

/**
 * PocketBase's date text of the Paris midnight that starts `day`.
 * @param {string} day
 */
function dayStart(day) {
  const time = require(`${__hooks}/lib/time.js`)
  return time.dbDate(time.parisMidnight(day))
}

/**
 * A query parameter, from url.Values (`e.request.url.query()`) or a plain object.
 * @param {any} query
 * @param {string} name
 */
function param(query, name) {
  if (!query) return ""
  const value = typeof query.get === "function" ? query.get(name) : query[name]
  return value === undefined || value === null ? "" : String(value).trim()
}

/**
 * The first day of the bucket after the one that contains `day` (a Monday, or the 1st of a month).
 * @param {string} day
 * @param {string} step
 */
function nextBucketStart(day, step) {
  if (step === "day") return addDays(day, 1)
  const ms = dayMs(day)
  if (step === "week") {
    const weekday = (new Date(ms).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
    return addDays(day, 7 - weekday)
  }
  const d = new Date(ms)
  return dayText(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
}

/**
 * Reads the period of a figures request. `now` (ms) is the present (tests pass their own).
 * Returns `{ error }` (a French message, for a 400) or:
 *  - `from`, `to`: the first and last Paris days, both included; `days`: how many;
 *  - `step`: day, week or month (asked, or by the length);
 *  - `previous`: `{ from, to, start, end }`, the same number of days ending the day before `from`;
 *  - `start`, `end`: the period's bounds as PocketBase date text (UTC): `start` is the Paris
 *    midnight that begins `from`, `end` the one that follows `to`, EXCLUDED (`created >= start AND
 *    created < end`);
 *  - `buckets`: every bucket of the series, in order: `{ start: "YYYY-MM-DD", from, to }`, `from`
 *    included and `to` excluded, as PocketBase date text (UTC).
 * @param {any} query url.Values or a plain object
 * @param {number} [now]
 */
function parsePeriod(query, now) {
  const today = parisDay(typeof now === "number" ? now : Date.now())
  const period = param(query, "period") || "month"
  if (PERIODS.indexOf(period) < 0) return { error: MESSAGES.period }
  let from = today
  let to = today
  if (period === "7d") from = addDays(today, -6)
  else if (period === "month") from = today.slice(0, 8) + "01"
  else if (period === "year") from = today.slice(0, 5) + "01-01"
  else if (period === "range") {
    from = param(query, "from")
    to = param(query, "to")
    if (isNaN(dayMs(from)) || isNaN(dayMs(to))) return { error: MESSAGES.dates }
    if (from > to) return { error: MESSAGES.order }
    const f = new Date(dayMs(from))
    // At most 3 years: `to` before the same day 3 years after `from`.
    if (dayMs(to) >= Date.UTC(f.getUTCFullYear() + 3, f.getUTCMonth(), f.getUTCDate())) return { error: MESSAGES.tooLong }
  }
  const days = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1
  const asked = param(query, "step")
  if (asked !== "" && STEPS.indexOf(asked) < 0) return { error: MESSAGES.step }
  const step = asked || (days <= 62 ? "day" : days <= 366 ? "week" : "month")

  const previousTo = addDays(from, -1)
  const previousFrom = addDays(previousTo, -(days - 1))
  const after = addDays(to, 1)
  /** @type {Array<{ start: string, from: string, to: string }>} */
  const buckets = []
  for (let start = from; start <= to;) {
    const next = nextBucketStart(start, step)
    const stop = next < after ? next : after
    buckets.push({ start, from: dayStart(start), to: dayStart(stop) })
    start = next
  }
  return {
    from,
    to,
    days,
    step,
    previous: { from: previousFrom, to: previousTo, start: dayStart(previousFrom), end: dayStart(from) },
    start: dayStart(from),
    end: dayStart(after),
    buckets,
  }
}

/**
 * The index of the bucket that holds `day` (`YYYY-MM-DD`), or -1 outside them.
 * @param {Array<{ start: string }>} buckets
 * @param {string} day
 * @param {string} to the period's last day
 */
function bucketOf(buckets, day, to) {
  if (buckets.length === 0 || day < buckets[0].start || day > to) return -1
  // The last bucket starting on or before `day` (a binary search: a day step has 1,096 buckets).
  let low = 0
  let high = buckets.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (buckets[middle].start <= day) low = middle
    else high = middle - 1
  }
  return low
}

module.exports = { parsePeriod, bucketOf, addDays, parisDay, dayStart, MESSAGES }
