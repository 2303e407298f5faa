// The owner's sales figures (issue 29; docs/adr/0122-sales-figures.md): GET /api/shop/admin/figures,
// admins only. Everything comes from the documents accounting sees: invoices (orders with an
// `invoice_number`, on the Paris day of their `invoiced_at`, demonstration ones included) and issued
// credit notes (on the day of their `issued_at`), with the VAT split each document prints
// (lib/invoice.js `discountedAmounts` with the identity frozen on it, line by line), computed by
// SQLite: json_each over `orders.items` and `credit_notes.lines`, sums in cents, no loop over
// documents in JavaScript. Gift cards sold are vouchers, not revenue (docs/adr/0117): they are only
// in `giftCards.sold`. Not a hook file: loaded with require().

const DAY_MS = 86400000
const DAY = /^\d{4}-\d{2}-\d{2}$/
const PERIODS = ["today", "7d", "month", "year", "range"]
const STEPS = ["day", "week", "month"]
/** A DynamicModel column read as a float (a 0 would type it as an integer and cut the cents). */
const FLOAT = 0.5
const TOP = 10

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut consulter ces chiffres.",
  badPeriod: "Période invalide.",
  badDates: "Période invalide : indiquez une date de début et une date de fin (AAAA-MM-JJ).",
  order: "La date de début doit précéder la date de fin.",
  tooLong: "La période ne peut dépasser 3 ans.",
  badStep: "Regroupement invalide : jour, semaine ou mois.",
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/**
 * @param {string} day
 * @param {number} days
 */
function addDays(day, days) {
  const [y, m, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/**
 * Days from `from` to `to`, both included.
 * @param {string} from
 * @param {string} to
 */
function daysBetween(from, to) {
  return Math.round((Date.parse(to + "T00:00:00Z") - Date.parse(from + "T00:00:00Z")) / DAY_MS) + 1
}

/** @param {unknown} day */
function validDay(day) {
  if (typeof day !== "string" || !DAY.test(day)) return false
  const [y, m, d] = day.split("-").map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * Today in Paris, `YYYY-MM-DD`.
 * @param {number} now
 */
function parisToday(now) {
  const p = time().parisDate(now)
  if (!p) throw new Error("no date for " + now)
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).toISOString().slice(0, 10)
}

/**
 * @typedef {{ from: string, to: string, step: "day" | "week" | "month", days: number,
 *   previous: { from: string, to: string } }} Period
 */

/**
 * The period a query asks for (docs/adr/0122), or the French reason it is refused. `today`, `7d` (the
 * 7 days ending today), `month` (the 1st → today), `year` (1 January → today), `range` (`from` → `to`,
 * both included, at most 3 years). The previous period has as many days and ends the day before
 * `from`. The step defaults to the day up to 62 days, the week up to 366, else the month.
 * @param {{ period?: string, from?: string, to?: string, step?: string }} query
 * @param {number} now
 * @returns {Period | { error: string }}
 */
function periodOf(query, now) {
  const kind = query.period || "month"
  if (PERIODS.indexOf(kind) === -1) return { error: MESSAGES.badPeriod }
  const today = parisToday(now)
  let from = today
  let to = today
  if (kind === "7d") from = addDays(today, -6)
  else if (kind === "month") from = today.slice(0, 8) + "01"
  else if (kind === "year") from = today.slice(0, 5) + "01-01"
  else if (kind === "range") {
    if (!validDay(query.from) || !validDay(query.to)) return { error: MESSAGES.badDates }
    from = String(query.from)
    to = String(query.to)
    if (to < from) return { error: MESSAGES.order }
    // Three years from `from`, that day excluded: 2024-01-01 → 2026-12-31 at most.
    const limit = String(Number(from.slice(0, 4)) + 3) + from.slice(4)
    if (to >= (validDay(limit) ? limit : addDays(limit.slice(0, 8) + "28", 1))) return { error: MESSAGES.tooLong }
  }
  const days = daysBetween(from, to)
  const asked = query.step || ""
  if (asked !== "" && STEPS.indexOf(asked) === -1) return { error: MESSAGES.badStep }
  const step = /** @type {"day" | "week" | "month"} */ (asked || (days <= 62 ? "day" : days <= 366 ? "week" : "month"))
  return { from, to, step, days, previous: { from: addDays(from, -days), to: addDays(from, -1) } }
}

/**
 * The first day of every bucket of the period, in order: each day, each ISO week (Monday) or each
 * month, the first one clipped to `from`.
 * @param {Period} period
 */
function bucketStarts(period) {
  const starts = [period.from]
  let day = period.from
  for (;;) {
    if (period.step === "day") day = addDays(day, 1)
    else if (period.step === "week") {
      const weekday = (new Date(day + "T00:00:00Z").getUTCDay() + 6) % 7 // Monday 0
      day = addDays(day, 7 - weekday)
    } else {
      const [y, m] = day.split("-").map(Number)
      day = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10)
    }
    if (day > period.to) return starts
    starts.push(day)
  }
}

/**
 * An SQL expression giving the Paris day (`YYYY-MM-DD`) of the date column `column`, for instants in
 * the years `first`..`last`: +2 hours inside summer time, +1 outside (docs/adr/0088), the bounds bound
 * as `{:summerN}` parameters added to `params`.
 * @param {string} column
 * @param {number} first
 * @param {number} last
 * @param {{ [name: string]: unknown }} params
 */
function parisDaySql(column, first, last, params) {
  const tests = []
  for (let year = first; year <= last; year++) {
    const [start, end] = time().summerTime(year)
    params["summer" + year + "s"] = time().dbDate(start)
    params["summer" + year + "e"] = time().dbDate(end)
    tests.push("(" + column + " >= {:summer" + year + "s} AND " + column + " < {:summer" + year + "e})")
  }
  return "date(" + column + ", CASE WHEN " + tests.join(" OR ") + " THEN '+2 hours' ELSE '+1 hours' END)"
}

/**
 * The SQL of a document's identity (`document_identity`, frozen at issue, docs/adr/0086): its VAT
 * exemption and rate, or the shop's current ones for a document issued before identities were frozen
 * (what lib/invoice.js `documentIdentity` reads).
 * @param {string} alias
 */
function identitySql(alias) {
  const frozen = "(CASE WHEN json_valid(" + alias + ".document_identity) THEN json_type(" + alias + ".document_identity) END = 'object')"
  return (
    "CASE WHEN " +
    frozen +
    " THEN COALESCE(json_extract(" +
    alias +
    ".document_identity, '$.vat_exempt'), 1) ELSE {:curExempt} END AS exempt, " +
    "CASE WHEN " +
    frozen +
    " THEN COALESCE(json_extract(" +
    alias +
    ".document_identity, '$.vat_rate'), 0) ELSE {:curRate} END AS vrate"
  )
}

/**
 * The lines of the documents of CTE `docs` (column `body`: the JSON list), one row each, in cents as
 * lib/invoice.js reads them: quantity rounded and never below 0, unit price TTC rounded, the line's
 * share of a discount code rounded; `card` when the line is a gift card (lib/gift-cards.js isCardItem).
 * @param {string} docs
 */
function linesSql(docs) {
  return (
    "SELECT " +
    docs +
    ".id AS doc, COALESCE(json_extract(j.value, '$.id'), '') AS product, COALESCE(json_extract(j.value, '$.size'), '') AS size, " +
    "COALESCE(json_extract(j.value, '$.name'), '') AS name, " +
    "MAX(0, ROUND(COALESCE(json_extract(j.value, '$.quantity'), 0))) AS qty, " +
    "ROUND(COALESCE(json_extract(j.value, '$.price'), 0) * 100) AS unit, " +
    "ROUND(COALESCE(json_extract(j.value, '$.discount'), 0) * 100) AS disc, " +
    "(COALESCE(json_type(j.value, '$.gift_card'), '') IN ('object', 'array', 'true') " +
    "OR COALESCE(json_extract(j.value, '$.id'), '') GLOB 'gift-card-[0-9]*') AS card " +
    "FROM " +
    docs +
    ", json_each(CASE WHEN json_valid(" +
    docs +
    ".body) THEN " +
    docs +
    ".body ELSE '[]' END) j"
  )
}

/** A line's HT in SQL, from its TTC after discount `net` and its document's `rate` (invoice.js discountedAmounts). */
const LINE_HT = "CASE WHEN rate > 0 THEN ROUND(net / (1 + rate / 100.0)) ELSE net END"

/**
 * The invoices issued in [{:from}, {:end}), as CTEs: `inv` (the orders), `ln` (their lines), `dc`
 * (each invoice: its delivery, as the PDF adds it when the total holds more than the lines; whether it
 * sells gift cards only; its VAT rate), `la` (every line with its TTC after discount and its HT, the
 * delivery as a line of its own with an empty product), `dt` (each invoice's totals).
 */
const INVOICES =
  "WITH inv AS (SELECT o.id, o.invoiced_at AS at, o.b2b AS b2b, " +
  "CASE WHEN o.user != '' THEN o.user ELSE 'e:' || lower(o.email) END AS buyer, " +
  "ROUND(o.total * 100) AS total, ROUND(o.discount * 100) AS discount, ROUND(o.gift_card_paid * 100) AS card_paid, o.items AS body, " +
  identitySql("o") +
  " FROM orders o WHERE o.invoice_number != '' AND o.invoiced_at >= {:from} AND o.invoiced_at < {:end}), " +
  "ln AS (" +
  linesSql("inv") +
  "), " +
  "dc AS (SELECT inv.id, inv.at, inv.b2b, inv.buyer, inv.card_paid, " +
  "inv.total - (COALESCE(SUM(ln.unit * ln.qty), 0) - inv.discount) AS delivery, " +
  "(COUNT(ln.doc) > 0 AND SUM(ln.card) = COUNT(ln.doc) AND inv.total - (COALESCE(SUM(ln.unit * ln.qty), 0) - inv.discount) <= 0) AS card, " +
  "inv.exempt, inv.vrate FROM inv LEFT JOIN ln ON ln.doc = inv.id GROUP BY inv.id), " +
  "dr AS (SELECT dc.*, CASE WHEN dc.exempt OR dc.card THEN 0 ELSE MAX(0, dc.vrate) END AS rate FROM dc), " +
  "la AS (SELECT doc, product, size, name, qty, disc, net, " +
  LINE_HT +
  " AS ht FROM (SELECT ln.doc, ln.product, ln.size, ln.name, ln.qty, ln.disc, ln.unit * ln.qty - ln.disc AS net, dr.rate " +
  "FROM ln JOIN dr ON dr.id = ln.doc " +
  "UNION ALL SELECT dr.id, '', '', '', 1, 0, dr.delivery, dr.rate FROM dr WHERE dr.delivery > 0)), " +
  "dt AS (SELECT dr.id, dr.at, dr.b2b, dr.buyer, dr.card, dr.card_paid, " +
  "COALESCE(SUM(la.net), 0) AS ttc, COALESCE(SUM(la.ht), 0) AS ht, COALESCE(SUM(la.disc), 0) AS disc " +
  "FROM dr LEFT JOIN la ON la.doc = dr.id GROUP BY dr.id) "

/**
 * The credit notes issued in [{:from}, {:end}), as CTEs: `cn` (the notes, `wd` when their order has a
 * withdrawal that was not refused), `nl` (their lines), `nt` (each note's totals, `card` when it gives
 * back gift cards only: no revenue, docs/adr/0117).
 */
const NOTES =
  "WITH cn AS (SELECT n.id, n.issued_at AS at, n.lines AS body, " +
  "EXISTS (SELECT 1 FROM withdrawals w WHERE w.`order` = n.`order` AND w.status != 'refused') AS wd, " +
  identitySql("n") +
  " FROM credit_notes n WHERE n.status = 'issued' AND n.issued_at >= {:from} AND n.issued_at < {:end}), " +
  "nl AS (" +
  linesSql("cn") +
  "), " +
  "nc AS (SELECT cn.id, cn.at, cn.wd, (COUNT(nl.doc) > 0 AND SUM(nl.card) = COUNT(nl.doc)) AS card, cn.exempt, cn.vrate " +
  "FROM cn LEFT JOIN nl ON nl.doc = cn.id GROUP BY cn.id), " +
  "nr AS (SELECT nc.*, CASE WHEN nc.exempt OR nc.card THEN 0 ELSE MAX(0, nc.vrate) END AS rate FROM nc), " +
  "nla AS (SELECT doc, net, " +
  LINE_HT +
  " AS ht FROM (SELECT nl.doc, nl.unit * nl.qty - nl.disc AS net, nr.rate FROM nl JOIN nr ON nr.id = nl.doc)), " +
  "nt AS (SELECT nr.id, nr.at, nr.wd, nr.card, COALESCE(SUM(nla.net), 0) AS ttc, COALESCE(SUM(nla.ht), 0) AS ht " +
  "FROM nr LEFT JOIN nla ON nla.doc = nr.id GROUP BY nr.id) "

/**
 * @param {CoreApp} app
 * @param {string} sql
 * @param {{ [name: string]: unknown }} params
 * @param {{ [column: string]: unknown }} shape
 * @returns {any[]}
 */
function rows(app, sql, params, shape) {
  const out = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(params).all(out)
  return out
}

/** @param {unknown} value */
function cents(value) {
  return Math.round(Number(value) || 0)
}

/**
 * The figures of a period (`periodOf`'s), in integer cents; `now` for the stock (always now).
 * @param {CoreApp} app
 * @param {Period} period
 */
function figures(app, period) {
  const identity = require(`${__hooks}/lib/invoice.js`).identityOf(app)
  const start = time().dbDate(time().parisMidnight(period.from))
  const end = time().dbDate(time().parisMidnight(addDays(period.to, 1)))
  const previousStart = time().dbDate(time().parisMidnight(period.previous.from))
  /** @type {{ [name: string]: unknown }} */
  const params = {
    from: previousStart,
    end: end,
    start: start,
    curExempt: identity.vat_exempt ? 1 : 0,
    curRate: Math.max(0, Number(identity.vat_rate) || 0),
  }
  // Both periods in one reading of the documents: the previous one ends where the current one starts.
  const totals = rows(
    app,
    INVOICES +
      "SELECT (at >= {:start}) AS cur, " +
      "SUM(NOT card) AS orders, SUM(CASE WHEN card THEN 0 ELSE ttc END) AS ttc, SUM(CASE WHEN card THEN 0 ELSE ht END) AS ht, " +
      "SUM(NOT card AND NOT b2b) AS retail, SUM(CASE WHEN card OR b2b THEN 0 ELSE ttc END) AS retailTtc, " +
      "SUM(CASE WHEN card OR b2b THEN 0 ELSE ht END) AS retailHt, " +
      "SUM(CASE WHEN card THEN 0 ELSE disc END) AS discTtc, SUM(NOT card AND disc > 0) AS discOrders, " +
      "SUM(CASE WHEN card THEN ttc ELSE 0 END) AS sold, SUM(card_paid) AS spent " +
      "FROM dt GROUP BY cur",
    params,
    {
      cur: 0,
      orders: 0,
      ttc: FLOAT,
      ht: FLOAT,
      retail: 0,
      retailTtc: FLOAT,
      retailHt: FLOAT,
      discTtc: FLOAT,
      discOrders: 0,
      sold: FLOAT,
      spent: FLOAT,
    },
  )
  const notes = rows(
    app,
    NOTES + "SELECT (at >= {:start}) AS cur, wd, COUNT(*) AS count, SUM(ttc) AS ttc, SUM(ht) AS ht FROM nt WHERE NOT card GROUP BY cur, wd",
    params,
    { cur: 0, wd: 0, count: 0, ttc: FLOAT, ht: FLOAT },
  )

  /** @param {number} cur */
  const totalsOf = (cur) => {
    const row = totals.find((r) => r.cur === cur)
    /** @param {number} wd */
    const notesOf = (wd) => {
      const found = notes.find((n) => n.cur === cur && n.wd === wd)
      return { count: found ? found.count : 0, ttc: found ? cents(found.ttc) : 0, ht: found ? cents(found.ht) : 0 }
    }
    const orders = row ? row.orders : 0
    const ttc = row ? cents(row.ttc) : 0
    const ht = row ? cents(row.ht) : 0
    const refunds = notesOf(0)
    const withdrawals = notesOf(1)
    return {
      orders,
      ttc,
      ht,
      averageBasket: orders > 0 ? Math.round(ttc / orders) : 0,
      refunds,
      withdrawals,
      netTtc: ttc - refunds.ttc - withdrawals.ttc,
      netHt: ht - refunds.ht - withdrawals.ht,
    }
  }
  const current = totals.find((r) => r.cur === 1)
  const currentTotals = totalsOf(1)

  // The current period only from here: its documents start at {:start}.
  const own = Object.assign({}, params, { from: start })
  const first = Number(period.from.slice(0, 4)) - 1
  const last = Number(period.to.slice(0, 4)) + 1
  const day = parisDaySql("dt.at", first, last, own)
  own.firstDay = period.from
  const bucket =
    period.step === "day"
      ? "pday"
      : period.step === "week"
        ? "MAX(date(pday, '-' || ((CAST(strftime('%w', pday) AS INTEGER) + 6) % 7) || ' days'), {:firstDay})"
        : "MAX(strftime('%Y-%m-01', pday), {:firstDay})"
  const buckets = rows(
    app,
    INVOICES +
      "SELECT bucket, COUNT(*) AS orders, SUM(ttc) AS ttc, SUM(ht) AS ht FROM (SELECT " +
      bucket.replace(/pday/g, day) +
      " AS bucket, ttc, ht FROM dt WHERE NOT card) GROUP BY bucket",
    own,
    { bucket: "", orders: 0, ttc: FLOAT, ht: FLOAT },
  )
  /** @type {{ [start: string]: { ttc: number, ht: number, orders: number } }} */
  const byStart = {}
  for (const row of buckets) byStart[row.bucket] = { ttc: cents(row.ttc), ht: cents(row.ht), orders: row.orders }
  const series = bucketStarts(period).map((start) => Object.assign({ start }, byStart[start] || { ttc: 0, ht: 0, orders: 0 }))

  // Best sellers: a product in one size is a row of its own; ranked both ways in one reading.
  const sellers = rows(
    app,
    INVOICES +
      "SELECT * FROM (SELECT s.*, ROW_NUMBER() OVER (ORDER BY s.ttc DESC, s.units DESC, s.product, s.size) AS byRevenue, " +
      "ROW_NUMBER() OVER (ORDER BY s.units DESC, s.ttc DESC, s.product, s.size) AS byUnits FROM (" +
      "SELECT la.product, la.size, COALESCE(p.name, MAX(la.name)) AS name, SUM(la.qty) AS units, SUM(la.net) AS ttc, SUM(la.ht) AS ht " +
      "FROM la JOIN dt ON dt.id = la.doc AND NOT dt.card LEFT JOIN products p ON p.id = la.product " +
      "WHERE la.product != '' GROUP BY la.product, la.size) s) WHERE byRevenue <= {:top} OR byUnits <= {:top}",
    Object.assign({ top: TOP }, own),
    { product: "", size: "", name: "", units: 0, ttc: FLOAT, ht: FLOAT, byRevenue: 0, byUnits: 0 },
  )
  /** @param {any} row */
  const seller = (row) => ({
    product: row.product,
    name: row.name,
    size: row.size,
    units: row.units,
    ttc: cents(row.ttc),
    ht: cents(row.ht),
  })
  const bestSellers = {
    byRevenue: sellers
      .filter((row) => row.byRevenue <= TOP)
      .sort((a, b) => a.byRevenue - b.byRevenue)
      .map(seller),
    byUnits: sellers
      .filter((row) => row.byUnits <= TOP)
      .sort((a, b) => a.byUnits - b.byUnits)
      .map(seller),
  }

  /**
   * Sales by a relation of the product (`category`, `stones`): a line counts once for each.
   * @param {"category" | "stones"} field
   * @param {"categories" | "stones"} collection
   */
  const byRelation = (field, collection) =>
    rows(
      app,
      INVOICES +
        "SELECT r.id, r.name, SUM(la.qty) AS units, SUM(la.net) AS ttc, SUM(la.ht) AS ht " +
        "FROM la JOIN dt ON dt.id = la.doc AND NOT dt.card JOIN products p ON p.id = la.product, " +
        "json_each(CASE WHEN json_valid(p." +
        field +
        ") THEN p." +
        field +
        " ELSE '[]' END) k JOIN " +
        collection +
        " r ON r.id = k.value GROUP BY r.id ORDER BY ttc DESC, units DESC, r.name",
      own,
      { id: "", name: "", units: 0, ttc: FLOAT, ht: FLOAT },
    ).map((row) => ({ id: row.id, name: row.name, units: row.units, ttc: cents(row.ttc), ht: cents(row.ht) }))

  // A buyer is the account, or the e-mail of a guest; new when their first invoice ever is in the period.
  const customers = rows(
    app,
    INVOICES +
      "SELECT COALESCE(SUM(f.first >= {:from}), 0) AS fresh, COALESCE(SUM(f.first < {:from}), 0) AS repeat FROM (SELECT DISTINCT buyer FROM dt WHERE NOT card) b " +
      "JOIN (SELECT CASE WHEN user != '' THEN user ELSE 'e:' || lower(email) END AS buyer, MIN(invoiced_at) AS first FROM orders " +
      "WHERE invoice_number != '' AND invoiced_at < {:end} GROUP BY 1) f ON f.buyer = b.buyer",
    own,
    { fresh: 0, repeat: 0 },
  )[0]

  const retail = {
    orders: current ? current.retail : 0,
    ttc: current ? cents(current.retailTtc) : 0,
    ht: current ? cents(current.retailHt) : 0,
  }
  return {
    period: { from: period.from, to: period.to, step: period.step, days: period.days },
    previous: period.previous,
    totals: { current: currentTotals, previous: totalsOf(0) },
    series,
    bestSellers,
    categories: byRelation("category", "categories"),
    stones: byRelation("stones", "stones"),
    channels: {
      retail,
      pro: { orders: currentTotals.orders - retail.orders, ttc: currentTotals.ttc - retail.ttc, ht: currentTotals.ht - retail.ht },
    },
    customers: { new: customers ? customers.fresh : 0, returning: customers ? customers.repeat : 0 },
    discounts: { orders: current ? current.discOrders : 0, ttc: current ? cents(current.discTtc) : 0 },
    giftCards: { sold: current ? cents(current.sold) : 0, spent: current ? cents(current.spent) : 0 },
    stock: stockValue(app),
  }
}

/**
 * The stock's value now (not per period): a product without sizes counts its own pieces, a product in
 * sizes its sizes' (each at its own price, or its product's); the pieces held by open checkouts are
 * still the shop's (`reserved`). At cost where a cost price is known (a size's, else its product's);
 * `withoutCost` counts the products and sizes in stock with none. Prices TTC, in cents.
 * @param {CoreApp} app
 */
function stockValue(app) {
  const row = rows(
    app,
    "SELECT COALESCE(SUM(units), 0) AS units, COALESCE(SUM(units * price), 0) AS atPrice, " +
      "COALESCE(SUM(CASE WHEN cost > 0 THEN units * cost ELSE 0 END), 0) AS atCost, COALESCE(SUM(cost <= 0), 0) AS withoutCost FROM (" +
      "SELECT p.stock + p.reserved AS units, ROUND(p.price * 100) AS price, ROUND(p.cost_price * 100) AS cost FROM products p " +
      "WHERE p.stock + p.reserved > 0 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product = p.id) " +
      "UNION ALL SELECT v.stock + v.reserved, ROUND(CASE WHEN v.price > 0 THEN v.price ELSE p.price END * 100), " +
      "ROUND(CASE WHEN v.cost_price > 0 THEN v.cost_price ELSE p.cost_price END * 100) " +
      "FROM product_variants v JOIN products p ON p.id = v.product WHERE v.stock + v.reserved > 0)",
    {},
    { units: 0, atPrice: FLOAT, atCost: FLOAT, withoutCost: 0 },
  )[0]
  return { atCost: cents(row.atCost), atPrice: cents(row.atPrice), units: row.units, withoutCost: row.withoutCost }
}

/**
 * GET /api/shop/admin/figures?period=today|7d|month|year|range[&from=&to=][&step=day|week|month] — admins.
 * @param {core.RequestEvent} e
 */
function serve(e) {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const query = e.request.url.query()
  const period = periodOf(
    { period: query.get("period"), from: query.get("from"), to: query.get("to"), step: query.get("step") },
    Date.now(),
  )
  if ("error" in period) throw new BadRequestError(period.error)
  e.response.header().set("Cache-Control", "no-store")
  return e.json(200, figures(e.app, period))
}

module.exports = { MESSAGES, periodOf, bucketStarts, figures, serve }
