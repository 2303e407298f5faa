// The product's prices on the records API (issue 14).
//
// - `price_pro` is a hidden field (docs/adr/0045), and PocketBase drops hidden fields from a
//   non-superuser's create or update body (apis/record_crud.go `recordDataFromRequest`): without this
//   hook an admin's pro price would be ignored without a word. The shop's admins may write it (the
//   products' create and update rules admit admins only), so their value is put back here. The cost
//   price (`cost_price`, hidden alike, docs/adr/0122) is noted and put back the same way.
// - A pro price, when set, is never above the public price. A superuser's save (the seed,
//   PocketBase's dashboard, the tests' fixtures) is trusted as it is.

const PRO_PRICE_ABOVE_PRICE = "Le prix professionnel ne peut pas dépasser le prix public."

/** Where the request guard keeps the `price_pro` an admin's body sent. */
const SENT_PRO_PRICE = "shopSentProPrice"
/** Where it keeps the `cost_price` (docs/adr/0122). */
const SENT_COST_PRICE = "shopSentCostPrice"
/** Where it keeps the `pro_tiers` (docs/adr/0132). */
const SENT_PRO_TIERS = "shopSentProTiers"
/** The hidden price fields an admin writes, and where each is kept between the guard and the record hook. */
const HIDDEN_PRICES = /** @type {Array<["price_pro" | "cost_price", string]>} */ ([
  ["price_pro", SENT_PRO_PRICE],
  ["cost_price", SENT_COST_PRICE],
])
const PRODUCT_WRITE = /^\/api\/collections\/([^/]+)\/records(?:\/[^/]+)?$/

/**
 * Called by the request guard (a router middleware) on a POST or PATCH: PocketBase deletes hidden
 * fields from the very body the record hooks read later, so an admin's `price_pro` (and
 * `cost_price`) is noted here, before that. Superusers keep PocketBase's own handling.
 * @param {core.RequestEvent} e
 */
function noteSentProPrice(e) {
  const match = PRODUCT_WRITE.exec(e.request.url.path)
  if (!match || e.hasSuperuserAuth()) return
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) return
  try {
    // A size's pro price is hidden alike (docs/adr/0104, 0108).
    const name = e.app.findCachedCollectionByNameOrId(match[1]).name
    if (name !== "products" && name !== "product_variants") return
    const body = e.requestInfo().body || {}
    for (const [field, key] of HIDDEN_PRICES) {
      if (!Object.prototype.hasOwnProperty.call(body, field)) continue
      const raw = body[field]
      // A multipart field sent twice arrives as a list: the last value wins, as PocketBase does.
      const value = Array.isArray(raw) ? raw[raw.length - 1] : raw
      e.set(key, value === "" || value === null ? 0 : value)
    }
    // The volume prices (hidden alike, docs/adr/0132): a json list, sent whole; "" or null clears them.
    if (Object.prototype.hasOwnProperty.call(body, "pro_tiers")) {
      const raw = body.pro_tiers
      e.set(SENT_PRO_TIERS, raw === null || raw === "" ? "[]" : typeof raw === "string" ? raw : JSON.stringify(raw))
    }
  } catch {
    // An unknown collection or an unreadable body: the record handler answers it as usual.
  }
}

/**
 * The `price_pro` and `cost_price` an admin sent, put back on the record; then the price rule.
 * @param {core.RecordRequestEvent} e
 */
function applyPrices(e) {
  if (e.hasSuperuserAuth()) return
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.isAdmin(e.auth)) return // the collection's rules refuse the write anyway
  for (const [field, key] of HIDDEN_PRICES) {
    const sent = e.get(key)
    if (sent !== null && sent !== undefined) e.record.set(field, sent)
  }
  let price = e.record.getFloat("price")
  const pro = e.record.getFloat("price_pro")
  // A size without its own price is sold at its product's (docs/adr/0104).
  if (e.record.collection().name === "product_variants" && !(price > 0)) {
    try {
      price = e.app.findRecordById("products", e.record.getString("product")).getFloat("price")
    } catch {
      return // PocketBase answers the missing product itself
    }
  }
  if (pro > 0 && pro > price) {
    throw new BadRequestError(PRO_PRICE_ABOVE_PRICE, {
      price_pro: new ValidationError("shop_price_pro_above_price", PRO_PRICE_ABOVE_PRICE),
    })
  }
  // The volume prices: increasing thresholds, decreasing prices, none above the pro price (docs/adr/0132).
  let proThatApplies = pro
  if (e.record.collection().name === "product_variants" && !(pro > 0)) {
    try {
      proThatApplies = e.app.findRecordById("products", e.record.getString("product")).getFloat("price_pro")
    } catch {
      return
    }
  }
  const sentTiers = e.get(SENT_PRO_TIERS)
  require(`${__hooks}/lib/pro-tiers.js`).applyTiers(
    e.record,
    sentTiers === null || sentTiers === undefined ? undefined : sentTiers,
    Math.round(price * 100),
    Math.round(proThatApplies * 100),
  )
}

module.exports = { applyPrices, noteSentProPrice, PRO_PRICE_ABOVE_PRICE }
