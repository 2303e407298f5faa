// The owner's sales figures (issue 29; docs/adr/0122-sales-figures.md): GET /api/shop/admin/figures,
// admins only. Everything comes from the documents accounting sees: invoices (orders with an
// `invoice_number`, on the Paris day of their `invoiced_at`, demonstration ones included) and issued
// credit notes (on the day of their `issued_at`), with the VAT split each document prints. Each
// document's amounts are stored on it when it is saved (`fillAmounts`: lib/invoice.js
// `discountedAmounts` with the identity frozen on it, line by line), so a period's figures are SQL
// sums of columns, in cents, with no loop over documents in JavaScript; only the best sellers,
// categories and stones read the current period's lines (json_each over `orders.items`). Gift cards
// sold are vouchers, not revenue (docs/adr/0117): they are only in `giftCards.sold`. Not a hook
// file: loaded with require().

/** A DynamicModel column read as a float (a 0 would type it as an integer and cut the cents). */
const FLOAT = 0.5
const TOP = 10

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut consulter ces chiffres.",
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/** @typedef {Exclude<ReturnType<typeof import("./periods.js").parsePeriod>, { error: string }>} Period */

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
 * A line's HT in SQL, from its TTC after discount `net` and its invoice's `rate` (lib/invoice.js
 * discountedAmounts: each line's HT rounded to the cent).
 */
const LINE_HT = "CASE WHEN rate > 0 THEN ROUND(net / (1 + rate / 100.0)) ELSE net END"

/**
 * The invoices issued in [{:from}, {:end}) as CTEs: `dt` (each invoice's amounts as issued, stored on
 * it: `fillAmounts`; by the `invoiced_at` index), `la` (the lines of the current period's invoices,
 * gift cards apart, in cents as lib/invoice.js reads them: quantity rounded and never below 0, unit
 * price TTC rounded less the line's share of a discount code), `ps` (their sales per product and size,
 * each line's HT at its invoice's rate). The delivery is in the invoices' amounts, on no line.
 */
const INVOICES =
  "WITH dt AS MATERIALIZED (SELECT o.id, o.invoiced_at AS at, o.b2b AS b2b, o.user AS user, " +
  "CASE WHEN o.user = '' THEN lower(o.email) ELSE '' END AS guest, o.doc_cards AS card, ROUND(o.gift_card_paid * 100) AS card_paid, " +
  "o.doc_ttc AS ttc, o.doc_ht AS ht, o.doc_discount AS disc FROM orders o " +
  "WHERE o.invoice_number != '' AND o.invoiced_at >= {:from} AND o.invoiced_at < {:end}), " +
  "la AS (SELECT o.doc_rate AS rate, COALESCE(json_extract(j.value, '$.id'), '') AS product, " +
  "COALESCE(json_extract(j.value, '$.size'), '') AS size, COALESCE(json_extract(j.value, '$.name'), '') AS name, " +
  "MAX(0, ROUND(COALESCE(json_extract(j.value, '$.quantity'), 0))) AS qty, " +
  "ROUND(COALESCE(json_extract(j.value, '$.price'), 0) * 100) * MAX(0, ROUND(COALESCE(json_extract(j.value, '$.quantity'), 0))) " +
  "- ROUND(COALESCE(json_extract(j.value, '$.discount'), 0) * 100) AS net " +
  "FROM orders o, json_each(CASE WHEN json_valid(o.items) THEN o.items ELSE '[]' END) j " +
  "WHERE o.invoice_number != '' AND o.invoiced_at >= {:start} AND o.invoiced_at < {:end} AND NOT o.doc_cards), " +
  "ps AS MATERIALIZED (SELECT product, size, MAX(name) AS name, SUM(qty) AS units, SUM(net) AS ttc, SUM(" +
  LINE_HT +
  ") AS ht FROM la GROUP BY product, size) "

/**
 * The credit notes issued in [{:from}, {:end}), their amounts as issued (`fillAmounts`); `wd` when
 * their order has a withdrawal that was not refused; the notes giving back gift cards only left out
 * (no revenue, docs/adr/0117).
 */
const NOTES =
  "SELECT (n.issued_at >= {:start}) AS cur, EXISTS (SELECT 1 FROM withdrawals w WHERE w.`order` = n.`order` AND w.status != 'refused') AS wd, " +
  "COUNT(*) AS count, SUM(n.doc_ttc) AS ttc, SUM(n.doc_ht) AS ht FROM credit_notes n " +
  "WHERE n.status = 'issued' AND n.issued_at >= {:from} AND n.issued_at < {:end} AND NOT n.doc_cards GROUP BY 1, 2"

/**
 * A document's amounts as issued, in integer cents, set on the record being saved (not saved here):
 * an invoiced order's (its lines, the delivery when its total holds more, as lib/accounting-export.js
 * `invoicedLines` reads them) or an issued credit note's, split by lib/invoice.js `discountedAmounts`
 * with the identity frozen on the document (the shop's current one for a document issued before
 * identities were frozen): what its PDF and the accounting export print. Other records: zeros.
 * Run by figures.pb.js before every save of an order or a credit note, and by the migration.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function fillAmounts(app, record) {
  const order = record.collection().name === "orders"
  const issued = order ? record.getString("invoice_number") !== "" : record.getString("status") === "issued"
  /** @type {OrderItem[]} */
  const lines = !issued
    ? []
    : order
      ? require(`${__hooks}/lib/accounting-export.js`).invoicedLines(record)
      : require(`${__hooks}/lib/json-fields.js`).jsonValue(record.get("lines")) || []
  const invoice = require(`${__hooks}/lib/invoice.js`)
  const amounts = issued ? invoice.discountedAmounts(lines, invoice.documentIdentity(app, record)) : null
  record.set("doc_ttc", amounts ? amounts.ttc : 0)
  record.set("doc_ht", amounts ? amounts.ht : 0)
  record.set("doc_rate", amounts ? amounts.rate : 0)
  record.set("doc_cards", require(`${__hooks}/lib/gift-cards.js`).isCardOrder(lines))
  if (order) record.set("doc_discount", amounts ? amounts.discountTtc : 0)
}

/**
 * The amounts of every document already issued (the migration that adds the columns): written by
 * SQL, so that no `updated` changes and no other hook runs.
 * @param {CoreApp} app
 */
function fillAllAmounts(app) {
  /** @type {Array<{ collection: "orders" | "credit_notes", filter: string, set: string }>} */
  const documents = [
    {
      collection: "orders",
      filter: "invoice_number != ''",
      set: "doc_ttc = {:ttc}, doc_ht = {:ht}, doc_rate = {:rate}, doc_cards = {:cards}, doc_discount = {:discount}",
    },
    {
      collection: "credit_notes",
      filter: "status = 'issued'",
      set: "doc_ttc = {:ttc}, doc_ht = {:ht}, doc_rate = {:rate}, doc_cards = {:cards}",
    },
  ]
  for (const { collection, filter, set } of documents) {
    for (const record of app.findRecordsByFilter(collection, filter, "", 0, 0)) {
      fillAmounts(app, record)
      app
        .db()
        .newQuery("UPDATE " + collection + " SET " + set + " WHERE id = {:id}")
        .bind({
          id: record.id,
          ttc: record.getInt("doc_ttc"),
          ht: record.getInt("doc_ht"),
          rate: record.getFloat("doc_rate"),
          cards: record.getBool("doc_cards"),
          discount: collection === "orders" ? record.getInt("doc_discount") : 0,
        })
        .execute()
    }
  }
}

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
 * Sales by a relation of the product (`category`, `stones`) from `ps`, as a JSON list of
 * [id, name, units, ttc, ht]: a line counts once for each of its product's.
 * @param {"category" | "stones"} field
 * @param {"categories" | "stones"} collection
 */
function byRelationSql(field, collection) {
  return (
    "(SELECT json_group_array(json_array(id, name, units, ttc, ht)) FROM (SELECT r.id, r.name, SUM(ps.units) AS units, " +
    "SUM(ps.ttc) AS ttc, SUM(ps.ht) AS ht FROM ps JOIN products p ON p.id = ps.product, json_each(CASE WHEN json_valid(p." +
    field +
    ") THEN p." +
    field +
    " ELSE '[]' END) k JOIN " +
    collection +
    " r ON r.id = k.value GROUP BY r.id))"
  )
}

/**
 * The figures of a period (lib/periods.js `parsePeriod`'s), in integer cents: the invoices' sums in one SQL statement
 * (their lines read once), the credit notes' in another, the stock's (now) in a third.
 * @param {CoreApp} app
 * @param {Period} period
 */
function figures(app, period) {
  const start = period.start
  const end = period.end
  /** @type {{ [name: string]: unknown }} */
  const params = {
    // Both periods in one reading of the documents: the previous one ends where the current one starts.
    from: period.previous.start,
    end: end,
    start: start,
    firstDay: period.from,
    top: TOP,
  }
  const day = parisDaySql("at", Number(period.from.slice(0, 4)) - 1, Number(period.to.slice(0, 4)) + 1, params)
  const bucket =
    period.step === "day"
      ? day
      : period.step === "week"
        ? "MAX(date(" + day + ", '-' || ((CAST(strftime('%w', " + day + ") AS INTEGER) + 6) % 7) || ' days'), {:firstDay})"
        : "MAX(strftime('%Y-%m-01', " + day + "), {:firstDay})"
  const sums = rows(
    app,
    INVOICES +
      "SELECT " +
      // [current?, orders, ttc, ht, retail orders, retail ttc, retail ht, discount ttc, discounted orders, cards sold, cards spent]
      "(SELECT json_group_array(json_array(cur, orders, ttc, ht, retail, retailTtc, retailHt, discTtc, discOrders, sold, spent)) FROM (" +
      "SELECT (at >= {:start}) AS cur, SUM(NOT card) AS orders, SUM(CASE WHEN card THEN 0 ELSE ttc END) AS ttc, " +
      "SUM(CASE WHEN card THEN 0 ELSE ht END) AS ht, SUM(NOT card AND NOT b2b) AS retail, " +
      "SUM(CASE WHEN card OR b2b THEN 0 ELSE ttc END) AS retailTtc, SUM(CASE WHEN card OR b2b THEN 0 ELSE ht END) AS retailHt, " +
      "SUM(CASE WHEN card THEN 0 ELSE disc END) AS discTtc, SUM(NOT card AND disc > 0) AS discOrders, " +
      "SUM(CASE WHEN card THEN ttc ELSE 0 END) AS sold, SUM(card_paid) AS spent FROM dt GROUP BY cur)) AS totals, " +
      // [first day, orders, ttc, ht] of each bucket that has an invoice
      "(SELECT json_group_array(json_array(bucket, orders, ttc, ht)) FROM (SELECT " +
      bucket +
      " AS bucket, COUNT(*) AS orders, SUM(ttc) AS ttc, SUM(ht) AS ht FROM dt WHERE at >= {:start} AND NOT card GROUP BY 1)) AS series, " +
      // Best sellers, ranked both ways in one reading: [product, size, name, units, ttc, ht, rank by revenue, rank by units]
      "(SELECT json_group_array(json_array(product, size, name, units, ttc, ht, byRevenue, byUnits)) FROM (SELECT * FROM (" +
      "SELECT ps.product, ps.size, COALESCE(p.name, ps.name) AS name, ps.units, ps.ttc, ps.ht, " +
      "ROW_NUMBER() OVER (ORDER BY ps.ttc DESC, ps.units DESC, ps.product, ps.size) AS byRevenue, " +
      "ROW_NUMBER() OVER (ORDER BY ps.units DESC, ps.ttc DESC, ps.product, ps.size) AS byUnits " +
      "FROM ps LEFT JOIN products p ON p.id = ps.product) WHERE byRevenue <= {:top} OR byUnits <= {:top})) AS sellers, " +
      byRelationSql("category", "categories") +
      " AS categories, " +
      byRelationSql("stones", "stones") +
      " AS stones, " +
      // A buyer is the account, or the e-mail of a guest; new when they had no invoice before the
      // period (their first one ever is in it), found by the orders' `user` index.
      "(SELECT json_array(COALESCE(SUM(NOT seen), 0), COALESCE(SUM(seen), 0)) FROM (SELECT EXISTS (SELECT 1 FROM orders p " +
      "WHERE p.user = b.user AND (b.user != '' OR lower(p.email) = b.guest) AND p.invoice_number != '' AND +p.invoiced_at < {:start}) AS seen " +
      "FROM (SELECT DISTINCT user, guest FROM dt WHERE at >= {:start} AND NOT card) b)) AS customers",
    params,
    { totals: "", series: "", sellers: "", categories: "", stones: "", customers: "" },
  )[0]
  /** @param {string} text */
  const list = (text) => /** @type {any[]} */ (JSON.parse(text || "[]"))
  const notes = rows(app, NOTES, params, { cur: 0, wd: 0, count: 0, ttc: FLOAT, ht: FLOAT })

  const totals = list(sums.totals)
  /** @param {number} cur */
  const totalsOf = (cur) => {
    const row = totals.find((r) => r[0] === cur) || [cur, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    /** @param {number} wd */
    const notesOf = (wd) => {
      const found = notes.find((n) => n.cur === cur && n.wd === wd)
      return { count: found ? found.count : 0, ttc: found ? cents(found.ttc) : 0, ht: found ? cents(found.ht) : 0 }
    }
    const orders = row[1]
    const ttc = cents(row[2])
    const ht = cents(row[3])
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
  const current = totalsOf(1)
  const row = totals.find((r) => r[0] === 1) || [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  const retail = { orders: row[4], ttc: cents(row[5]), ht: cents(row[6]) }

  /** @type {{ [start: string]: { ttc: number, ht: number, orders: number } }} */
  const byStart = {}
  for (const row of list(sums.series)) byStart[row[0]] = { ttc: cents(row[2]), ht: cents(row[3]), orders: row[1] }
  const series = period.buckets.map(({ start }) => Object.assign({ start }, byStart[start] || { ttc: 0, ht: 0, orders: 0 }))

  const sellers = list(sums.sellers)
  /** @param {number} rank */
  const ranked = (rank) =>
    sellers
      .filter((row) => row[rank] <= TOP)
      .sort((a, b) => a[rank] - b[rank])
      .map((row) => ({ product: row[0], name: row[2], size: row[1], units: row[3], ttc: cents(row[4]), ht: cents(row[5]) }))
  /** @param {string} text */
  const relation = (text) =>
    list(text)
      .map((row) => ({ id: row[0], name: row[1], units: row[2], ttc: cents(row[3]), ht: cents(row[4]) }))
      .sort((a, b) => b.ttc - a.ttc || b.units - a.units || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const customers = list(sums.customers)

  return {
    period: { from: period.from, to: period.to, step: period.step, days: period.days },
    previous: { from: period.previous.from, to: period.previous.to },
    totals: { current, previous: totalsOf(0) },
    series,
    bestSellers: { byRevenue: ranked(6), byUnits: ranked(7) },
    categories: relation(sums.categories),
    stones: relation(sums.stones),
    channels: {
      retail,
      pro: { orders: current.orders - retail.orders, ttc: current.ttc - retail.ttc, ht: current.ht - retail.ht },
    },
    customers: { new: customers[0] || 0, returning: customers[1] || 0 },
    discounts: { orders: row[8], ttc: cents(row[7]) },
    giftCards: { sold: cents(row[9]), spent: cents(row[10]) },
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
 * Answers, in integer cents and Paris days (docs/adr/0122):
 * `{ period: { from, to, step, days }, previous: { from, to }, totals: { current, previous },
 *    series: [{ start, ttc, ht, orders }], bestSellers: { byRevenue, byUnits } (each
 *    [{ product, name, size, units, ttc, ht }], top 10), categories and stones ([{ id, name, units, ttc, ht }]
 *    by ttc), channels: { retail, pro } ({ orders, ttc, ht }), customers: { new, returning },
 *    discounts: { orders, ttc }, giftCards: { sold, spent }, stock: { atCost, atPrice, units, withoutCost } }`;
 * a period's totals: `{ orders, ttc, ht, averageBasket, refunds: { count, ttc, ht }, withdrawals: { count,
 * ttc, ht }, netTtc, netHt }`.
 * @param {core.RequestEvent} e
 */
function serve(e) {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const period = require(`${__hooks}/lib/periods.js`).parsePeriod(e.request.url.query())
  if ("error" in period) throw new BadRequestError(period.error)
  e.response.header().set("Cache-Control", "no-store")
  return e.json(200, figures(e.app, period))
}

module.exports = { MESSAGES, figures, serve, fillAmounts, fillAllAmounts, parisDaySql }
