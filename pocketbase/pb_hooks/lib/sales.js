// Sales and the legal reference price (issue 28, point 2; docs/adr/0115-sales-and-the-legal-reference-price.md).
// - Every product's and size's public price, pro price and price actually charged is kept in
//   `price_history`, one row per change, written here only (record hooks, the sales cron, the seed).
// - A sale takes a percentage off the public price. A pro pays the lower of their pro price and the
//   sale price. Several sales on one product: the largest percentage wins.
// - The legal reference (Code de la consommation L112-1-1) is the lowest price charged in the 30 days
//   before the sale began, read from the history; when the item was already on a sale just before
//   (successive reductions), the first reduction's reference is kept. The percentage shown is
//   computed from it, rounded down; none is shown when the reference is not above the new price.
// - What the storefront reads is stored on the records (`charged_price`, `reference_price`,
//   `sale_percent`, `sale_ends`) by the record hooks and the minute cron; the checkout checks the
//   sale's dates itself (`unitCents`). Not a hook file: loaded with require().

const WINDOW_MS = 30 * 24 * 3600 * 1000
const STATE_KEY = "shop.sales.active"
/** A DynamicModel column read as a float (a 0 would type it as an integer and cut the cents). */
const FLOAT = 0.5

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/**
 * @typedef {object} SaleState
 * @property {number} charged the public price charged, in cents
 * @property {number} legal the legal reference in cents (0 when no sale)
 * @property {number} reference the reference shown (the legal one when a reduction is shown), in cents
 * @property {number} percent the percentage shown, rounded down
 * @property {string} ends the sale's end ("" when none)
 * @property {string} sale the sale's id ("" when none)
 */

/**
 * The sales running at `when` (ms, now when omitted).
 * @param {CoreApp} app
 * @param {number} [when]
 * @returns {core.Record[]}
 */
function activeSales(app, when) {
  const now = time().dbDate(when === undefined ? Date.now() : when)
  return app.findRecordsByFilter("sales", "active = true && starts_at <= {:now} && ends_at > {:now}", "starts_at,id", 500, 0, { now })
}

/**
 * @param {core.Record} sale
 * @param {string} productId
 * @param {string[]} categoryIds the product's categories
 */
function covers(sale, productId, categoryIds) {
  const scope = sale.getString("scope")
  if (scope === "all") return true
  if (scope === "products") return sale.getStringSlice("products").indexOf(productId) !== -1
  if (scope === "categories") {
    const chosen = sale.getStringSlice("categories")
    return categoryIds.some((id) => chosen.indexOf(id) !== -1)
  }
  return false
}

/**
 * The sale applied to a product among `sales`: the largest percentage, the earliest on a tie.
 * @param {core.Record[]} sales
 * @param {string} productId
 * @param {string[]} categoryIds
 * @returns {core.Record | null}
 */
function bestSale(sales, productId, categoryIds) {
  let best = /** @type {core.Record | null} */ (null)
  for (const sale of sales) {
    if (!covers(sale, productId, categoryIds)) continue
    if (!best || sale.getInt("percent") > best.getInt("percent")) best = sale
  }
  return best
}

/**
 * @param {number} cents
 * @param {number} percent
 */
function reducedCents(cents, percent) {
  return Math.round((cents * (100 - percent)) / 100)
}

/**
 * The percentage shown from the reference, rounded down so it never overstates; 0 when none.
 * @param {number} reference cents
 * @param {number} charged cents
 */
function percentOff(reference, charged) {
  if (!(reference > charged) || reference <= 0) return 0
  return Math.floor(((reference - charged) * 100) / reference)
}

/** @param {number} euros */
function cents(euros) {
  return Math.round(euros * 100)
}

/**
 * The legal reference of an item for a sale beginning at `startMs`, from its history; null when the
 * item has no history before that moment (it is new: its price of the moment is the reference).
 * @param {CoreApp} app
 * @param {string} productId
 * @param {string} variantId "" for the product itself
 * @param {number} startMs
 * @returns {number | null} cents
 */
function referenceCents(app, productId, variantId, startMs) {
  if (!productId) return null
  const rows = arrayOf(new DynamicModel({ charged: FLOAT, reference: FLOAT, sale: "", at: "" }))
  app
    .db()
    .newQuery(
      "SELECT charged, reference, sale, at FROM price_history WHERE product = {:p} AND variant = {:v} AND at < {:start} " +
        "ORDER BY at DESC, rowid DESC LIMIT 1000",
    )
    .bind({ p: productId, v: variantId, start: time().dbDate(startMs) })
    .all(rows)
  if (rows.length === 0) return null
  // Successive reductions: the item was on a sale until this one began, whose reference stays.
  if (rows[0].sale !== "" && rows[0].reference > 0) return cents(rows[0].reference)
  const windowStart = time().dbDate(startMs - WINDOW_MS)
  let lowest = Infinity
  for (const row of rows) {
    lowest = Math.min(lowest, cents(row.charged))
    if (row.at < windowStart) break // the price in effect when the 30 days began
  }
  return lowest
}

/**
 * An item's state under `sale` (none: its own price).
 * @param {CoreApp} app
 * @param {string} productId
 * @param {string} variantId
 * @param {number} priceCents the public price
 * @param {core.Record | null} sale
 * @returns {SaleState}
 */
function stateOf(app, productId, variantId, priceCents, sale) {
  if (!sale || priceCents <= 0) return { charged: priceCents, legal: 0, reference: 0, percent: 0, ends: "", sale: "" }
  const start = time().parseDate(sale.getString("starts_at"))
  const charged = reducedCents(priceCents, sale.getInt("percent"))
  const found = start ? referenceCents(app, productId, variantId, start.getTime()) : null
  const legal = found === null ? priceCents : found
  const percent = percentOff(legal, charged)
  return { charged, legal, reference: percent > 0 ? legal : 0, percent, ends: sale.getString("ends_at"), sale: sale.id }
}

/**
 * A size's own public and pro prices, or its product's when it has none (docs/adr/0104), in cents.
 * @param {core.Record} product
 * @param {core.Record | null} variant
 */
function pricesOf(product, variant) {
  const own = (/** @type {"price" | "price_pro"} */ field) =>
    variant && variant.getFloat(field) > 0 ? variant.getFloat(field) : product.getFloat(field)
  return { price: cents(own("price")), pro: cents(own("price_pro")) }
}

/**
 * Puts the state on a record about to be saved (a form's copy never brings back old or forged figures).
 * @param {core.Record} record
 * @param {SaleState} state
 */
function stamp(record, state) {
  record.set("charged_price", state.charged / 100)
  record.set("reference_price", state.reference / 100)
  record.set("sale_percent", state.percent)
  record.set("sale_ends", state.ends)
}

/**
 * The state of a product or size record about to be saved, with the sales running now.
 * @param {CoreApp} txApp
 * @param {core.Record} record a product or a size
 */
function stampRecord(txApp, record) {
  const isSize = record.collection().name === "product_variants"
  let product = record
  if (isSize) {
    try {
      product = txApp.findRecordById("products", record.getString("product"))
    } catch {
      return // PocketBase refuses the missing product itself
    }
  }
  const sale = bestSale(activeSales(txApp), product.id, product.getStringSlice("category"))
  const { price } = pricesOf(product, isSize ? record : null)
  stamp(record, stateOf(txApp, product.id, isSize ? record.id : "", price, sale))
}

/**
 * A history row when the item's prices differ from its last row.
 * @param {CoreApp} txApp
 * @param {string} productId
 * @param {string} variantId
 * @param {{ price: number, pro: number }} prices cents
 * @param {SaleState} state
 * @param {string} [at] when it took effect (now when omitted)
 */
function logPrices(txApp, productId, variantId, prices, state, at) {
  const last = new DynamicModel({ price: FLOAT, price_pro: FLOAT, charged: FLOAT, reference: FLOAT, sale: "" })
  let found = true
  try {
    txApp
      .db()
      .newQuery(
        "SELECT price, price_pro, charged, reference, sale FROM price_history WHERE product = {:p} AND variant = {:v} ORDER BY at DESC, rowid DESC LIMIT 1",
      )
      .bind({ p: productId, v: variantId })
      .one(last)
  } catch {
    found = false
  }
  if (
    found &&
    cents(last.price) === prices.price &&
    cents(last.price_pro) === prices.pro &&
    cents(last.charged) === state.charged &&
    cents(last.reference) === state.legal &&
    last.sale === state.sale
  ) {
    return false
  }
  const row = new Record(txApp.findCachedCollectionByNameOrId("price_history"))
  row.set("product", productId)
  row.set("variant", variantId)
  row.set("price", prices.price / 100)
  row.set("price_pro", prices.pro / 100)
  row.set("charged", state.charged / 100)
  row.set("reference", state.legal / 100)
  row.set("sale", state.sale)
  row.set("at", at || time().dbDate())
  txApp.save(row)
  return true
}

/**
 * Brings a product and its sizes up to date with `sales` (their stored state by SQL, so no edit
 * hook takes it for an admin's change) and writes their history. Returns whether anything changed.
 * @param {CoreApp} txApp
 * @param {string} productId
 * @param {core.Record[]} sales
 */
function refreshProduct(txApp, productId, sales) {
  let product
  try {
    product = txApp.findRecordById("products", productId)
  } catch {
    return false // deleted in the same transaction
  }
  const sale = bestSale(sales, product.id, product.getStringSlice("category"))
  let changed = false
  const items = [{ record: product, table: "products", variant: "" }]
  for (const size of txApp.findRecordsByFilter("product_variants", "product = {:id}", "", 0, 0, { id: product.id })) {
    items.push({ record: size, table: "product_variants", variant: size.id })
  }
  for (const item of items) {
    const prices = pricesOf(product, item.variant ? item.record : null)
    const state = stateOf(txApp, product.id, item.variant, prices.price, sale)
    const record = item.record
    if (
      cents(record.getFloat("charged_price")) !== state.charged ||
      cents(record.getFloat("reference_price")) !== state.reference ||
      record.getInt("sale_percent") !== state.percent ||
      record.getString("sale_ends") !== state.ends
    ) {
      txApp
        .db()
        .newQuery(
          "UPDATE " +
            item.table +
            " SET charged_price = {:c}, reference_price = {:r}, sale_percent = {:p}, sale_ends = {:e} WHERE id = {:id}",
        )
        .bind({ c: state.charged / 100, r: state.reference / 100, p: state.percent, e: state.ends, id: record.id })
        .execute()
      changed = true
    }
    if (logPrices(txApp, product.id, item.variant, prices, state)) changed = true
  }
  return changed
}

/**
 * Every product on a sale now or marked as on one: brought up to date. Returns whether one changed.
 * @param {CoreApp} txApp
 */
function refreshAll(txApp) {
  const sales = activeSales(txApp)
  const rows = arrayOf(new DynamicModel({ id: "" }))
  txApp
    .db()
    .newQuery(
      "SELECT id FROM products WHERE charged_price != price OR reference_price > 0 OR sale_ends != '' OR id IN (SELECT product FROM product_variants WHERE sale_ends != '' OR reference_price > 0)",
    )
    .all(rows)
  /** @type {Record<string, boolean>} */
  const ids = {}
  for (const row of rows) ids[row.id] = true
  if (sales.length > 0) {
    for (const sale of sales) {
      const scope = sale.getString("scope")
      if (scope === "products") for (const id of sale.getStringSlice("products")) ids[id] = true
      else {
        const more = arrayOf(new DynamicModel({ id: "" }))
        if (scope === "all") txApp.db().newQuery("SELECT id FROM products").all(more)
        else {
          const categories = sale.getStringSlice("categories")
          if (categories.length) {
            txApp
              .db()
              .newQuery(
                "SELECT id FROM products WHERE json_valid(category) AND EXISTS (SELECT 1 FROM json_each(products.category) c " +
                  "WHERE c.value IN (SELECT value FROM json_each({:list})))",
              )
              .bind({ list: JSON.stringify(categories) })
              .all(more)
          }
        }
        for (const row of more) ids[row.id] = true
      }
    }
  }
  let changed = false
  for (const id in ids) if (refreshProduct(txApp, id, sales)) changed = true
  return changed
}

/**
 * What decides the stored states: the running sales and their versions.
 * @param {CoreApp} app
 */
function activeKey(app) {
  return activeSales(app)
    .map((sale) => sale.id + "@" + sale.getString("updated"))
    .join(",")
}

/**
 * The minute cron: when a sale began or ended since the last run, the states and the history follow
 * and the cached catalogue is outdated.
 * @param {CoreApp} app
 */
function tick(app) {
  const key = activeKey(app)
  if (app.store().get(STATE_KEY) === key) return
  let changed = false
  app.runInTransaction((txApp) => {
    changed = refreshAll(txApp)
  })
  app.store().set(STATE_KEY, key)
  if (changed) require(`${__hooks}/lib/catalogue-cache.js`).bump()
}

/**
 * The unit price a checkout charges now, in cents, with the sale's dates checked at this moment:
 * the sale price, or for a pro the lower of it and their pro price.
 * @param {core.Record} product
 * @param {core.Record | null} variant
 * @param {boolean} pro
 * @returns {{ cents: number, reference: number, sale: string }} reference: the struck-through price shown
 *   (cents), 0 when none; sale: the id of the sale whose price is charged, "" when none (docs/adr/0121)
 */
function checkoutPrice(product, variant, pro) {
  const prices = pricesOf(product, variant)
  const sale = bestSale(activeSales($app), product.id, product.getStringSlice("category"))
  const state = stateOf($app, product.id, variant ? variant.id : "", prices.price, sale)
  const proCents = pro && prices.pro > 0 ? prices.pro : Infinity
  if (proCents <= state.charged) return { cents: proCents, reference: 0, sale: "" }
  return { cents: state.charged, reference: state.reference, sale: state.sale }
}

module.exports = {
  activeSales,
  bestSale,
  checkoutPrice,
  logPrices,
  percentOff,
  pricesOf,
  reducedCents,
  referenceCents,
  refreshAll,
  refreshProduct,
  stampRecord,
  stateOf,
  tick,
  STATE_KEY,
}
