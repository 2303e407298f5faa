// What the admin reads about prices (docs/adr/0121), admins only, computed by the server:
//  - a product's price history (`price_history`, docs/adr/0115), newest first, 50 rows a page, each
//    with what changed against the same item's row before it (SQL `LAG`, so a page needs no other),
//    and the legal reference a sale beginning now would show for the product and each size;
//  - per sale, the order lines sold at its price on paid orders (a line names the sale that priced
//    it: `item.sale`, lib/checkout.js) and the reduction granted (reference shown less price
//    charged, times the quantity), one SQL aggregate for a page of the sales list.
// Not a hook file: loaded with require().

const PAGE_SIZE = 50
/** A DynamicModel column read as a float (a 0 would type it as an integer and cut the cents). */
const FLOAT = 0.5
/** The orders whose payment was taken and not wholly refunded (lib/invoice.js INVOICEABLE). */
const PAID = ["paid", "shipped", "delivered"]

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut consulter ces chiffres.",
  notFound: "Ce produit n’existe plus.",
}

/** @param {core.RequestEvent} e */
function requireAdmin(e) {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
}

/** @param {number} euros */
function cents(euros) {
  return Math.round(euros * 100)
}

/**
 * A size as the history names it: its option values, « 17 cm », « 17 cm · 8 mm ».
 * @param {core.Record} size
 */
function sizeName(size) {
  return [size.getString("option1"), size.getString("option2")].filter(Boolean).join(" · ")
}

/**
 * @typedef {{ price: number, price_pro: number, charged: number, reference: number, sale: string, prev_id: string,
 *   prev_price: number, prev_pro: number, prev_charged: number, prev_reference: number, prev_sale: string }} HistoryRow
 */

/**
 * What a history row changed against the item's row before it (none: the start of its history).
 * @param {HistoryRow} row
 * @returns {Array<{ kind: "price" | "price_pro" | "charged" | "reference", old: number | null, new: number }>}
 */
function changesOf(row) {
  if (!row.prev_id) {
    /** @type {Array<{ kind: "price" | "price_pro" | "charged" | "reference", old: number | null, new: number }>} */
    const first = [{ kind: "price", old: null, new: row.price }]
    if (row.price_pro > 0) first.push({ kind: "price_pro", old: null, new: row.price_pro })
    if (row.sale) first.push({ kind: "charged", old: null, new: row.charged })
    return first
  }
  const changes = []
  if (cents(row.price) !== cents(row.prev_price))
    changes.push({ kind: /** @type {const} */ ("price"), old: row.prev_price, new: row.price })
  if (cents(row.price_pro) !== cents(row.prev_pro)) {
    changes.push({ kind: /** @type {const} */ ("price_pro"), old: row.prev_pro, new: row.price_pro })
  }
  // Without a sale before or after, the price charged is the public price: its change is the price's.
  const charged = cents(row.charged) !== cents(row.prev_charged)
  if (charged && (row.sale || row.prev_sale || changes.length === 0)) {
    changes.push({ kind: /** @type {const} */ ("charged"), old: row.prev_charged, new: row.charged })
  }
  if (changes.length === 0) changes.push({ kind: /** @type {const} */ ("reference"), old: row.prev_reference, new: row.reference })
  return changes
}

/**
 * GET /api/shop/admin/products/{id}/price-history?page=: one page of the product's history (its own
 * rows and its sizes'), newest first, and the reference a sale beginning now would show per item.
 * @param {core.RequestEvent} e
 */
function history(e) {
  requireAdmin(e)
  const app = e.app
  /** @type {core.Record} */
  let product
  try {
    product = app.findRecordById("products", e.request.pathValue("id"))
  } catch {
    throw new NotFoundError(MESSAGES.notFound)
  }
  const page = Math.max(1, Math.min(10000, Math.floor(Number(e.request.url.query().get("page")) || 1)))
  const total = new DynamicModel({ n: 0 })
  app.db().newQuery("SELECT COUNT(*) AS n FROM price_history WHERE product = {:p}").bind({ p: product.id }).one(total)
  const rows = arrayOf(
    new DynamicModel({
      id: "",
      variant: "",
      at: "",
      price: FLOAT,
      price_pro: FLOAT,
      charged: FLOAT,
      reference: FLOAT,
      sale: "",
      sale_name: "",
      prev_id: "",
      prev_price: FLOAT,
      prev_pro: FLOAT,
      prev_charged: FLOAT,
      prev_reference: FLOAT,
      prev_sale: "",
    }),
  )
  app
    .db()
    .newQuery(
      "SELECT h.id, h.variant, h.at, h.price, h.price_pro, h.charged, h.reference, h.sale, COALESCE(s.name, '') AS sale_name, " +
        "COALESCE(LAG(h.id) OVER w, '') AS prev_id, COALESCE(LAG(h.price) OVER w, 0) AS prev_price, " +
        "COALESCE(LAG(h.price_pro) OVER w, 0) AS prev_pro, COALESCE(LAG(h.charged) OVER w, 0) AS prev_charged, " +
        "COALESCE(LAG(h.reference) OVER w, 0) AS prev_reference, COALESCE(LAG(h.sale) OVER w, '') AS prev_sale " +
        "FROM price_history h LEFT JOIN sales s ON s.id = h.sale WHERE h.product = {:p} " +
        "WINDOW w AS (PARTITION BY h.variant ORDER BY h.at, h.rowid) " +
        "ORDER BY h.at DESC, h.rowid DESC LIMIT {:limit} OFFSET {:offset}",
    )
    .bind({ p: product.id, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
    .all(rows)

  const sizes = app.findRecordsByFilter("product_variants", "product = {:id}", "position,option1,option2", 0, 0, { id: product.id })
  /** @type {Record<string, string>} */
  const names = {}
  for (const size of sizes) names[size.id] = sizeName(size)
  const sales = require(`${__hooks}/lib/sales.js`)
  const now = Date.now()
  const references = [
    { size: "", variant: "", product },
    ...sizes.map((size) => ({ size: names[size.id], variant: size.id, product })),
  ].map((item) => {
    const variant = item.variant ? sizes.find((size) => size.id === item.variant) || null : null
    const price = sales.pricesOf(product, variant).price
    const found = sales.referenceCents(app, product.id, item.variant, now)
    return { size: item.size, variant: item.variant, price: price / 100, reference: (found === null ? price : found) / 100 }
  })
  const totalItems = total.n
  return e.json(200, {
    page: page,
    perPage: PAGE_SIZE,
    totalItems: totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZE)),
    items: rows.map((row) => ({
      id: row.id,
      at: row.at,
      variant: row.variant,
      // A size deleted since keeps its rows (cascade aside): named by what is left, nothing.
      size: row.variant ? names[row.variant] || "" : "",
      // The sale whose price the row charges (its name; "" when deleted since), none when not on sale.
      on_sale: row.sale !== "",
      sale: row.sale_name,
      changes: changesOf(/** @type {HistoryRow} */ (/** @type {unknown} */ (row))),
    })),
    references: references,
  })
}

/**
 * GET /api/shop/admin/sales/figures?ids=a,b (at most 50: a page of the list): per sale, the order
 * lines sold at its price on paid orders, the quantity, and the reduction granted in euros.
 * @param {core.RequestEvent} e
 */
function saleFigures(e) {
  requireAdmin(e)
  const app = e.app
  const ids = String(e.request.url.query().get("ids") || "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => /^[a-z0-9]{15}$/.test(id))
    .slice(0, PAGE_SIZE)
  /** @type {Record<string, { lines: number, quantity: number, amount: number }>} */
  const figures = {}
  for (const id of ids) figures[id] = { lines: 0, quantity: 0, amount: 0 }
  if (ids.length === 0) return e.json(200, { items: figures })
  // No order before the earliest start counts: the orders' `created` index narrows the scan.
  const since = new DynamicModel({ start: "" })
  app
    .db()
    .newQuery("SELECT COALESCE(MIN(starts_at), '') AS start FROM sales WHERE id IN (SELECT value FROM json_each({:ids}))")
    .bind({ ids: JSON.stringify(ids) })
    .one(since)
  const rows = arrayOf(new DynamicModel({ sale: "", lines: 0, quantity: 0, reduction: FLOAT }))
  app
    .db()
    .newQuery(
      "SELECT json_extract(j.value, '$.sale') AS sale, COUNT(*) AS lines, " +
        "SUM(CAST(json_extract(j.value, '$.quantity') AS INTEGER)) AS quantity, " +
        // In cents, each line's difference rounded first: the sum never drifts by a float's cents.
        "COALESCE(SUM(MAX(ROUND((COALESCE(json_extract(j.value, '$.reference_price'), 0) - json_extract(j.value, '$.price')) * 100), 0) " +
        "* CAST(json_extract(j.value, '$.quantity') AS INTEGER)), 0) AS reduction " +
        "FROM orders o, json_each(CASE WHEN json_valid(o.items) THEN o.items ELSE '[]' END) j " +
        "WHERE o.status IN (SELECT value FROM json_each({:paid})) AND o.created >= {:since} " +
        "AND json_extract(j.value, '$.sale') IN (SELECT value FROM json_each({:ids})) " +
        "GROUP BY json_extract(j.value, '$.sale')",
    )
    .bind({ paid: JSON.stringify(PAID), since: since.start, ids: JSON.stringify(ids) })
    .all(rows)
  for (const row of rows) {
    if (figures[row.sale]) figures[row.sale] = { lines: row.lines, quantity: row.quantity, amount: Math.round(row.reduction) / 100 }
  }
  return e.json(200, { items: figures })
}

module.exports = { history, saleFigures, changesOf, MESSAGES }
