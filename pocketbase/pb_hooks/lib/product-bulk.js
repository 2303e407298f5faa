// Bulk actions on products (issue 26 point 4, docs/adr/0096-bulk-actions-on-products.md):
// POST /api/shop/products/bulk `{ action, ids, ... }`, admins and superusers only.
//  - `publish` / `hide`: the published flag;
//  - `price`: the retail price (`price`) or the pro price (`price_pro`) changed by a percentage or an
//    amount, up or down, rounded to the cent, with the product form's rules and French messages
//    (src/features/admin/products/product-schema.ts, lib/product-prices.js);
//  - `stock`: N units added or removed, as a delta on the stock read inside the transaction, never
//    below 0 (what is held by open checkouts is already out of `stock`, ADR 0032) and a unique piece
//    never above 1, held piece included (the quick tool's rules and messages, lib/product-tools.js).
// Every product is read and checked inside ONE transaction; those refused are reported with a French
// reason; every accepted one is written in that same transaction, so all of them or none are.
// Not a hook file: loaded with require() inside the handler.

/** At most this many products per request (the « sélectionner les N résultats » of a filtered list). */
const MAX_IDS = 500
/** The body's limit: 500 ids of 15 characters in JSON with room to spare. */
const BODY_LIMIT = 32 * 1024
/** A percentage from -99,99 % to +1 000 %; an amount up to 100 000 €; a stock change up to 10 000. */
const MAX_PERCENT = 1000
const MAX_AMOUNT = 100000

const ACTIONS = ["publish", "hide", "price", "stock"]
/** The fields each action takes besides `action` and `ids`. */
/** @type {{ [action: string]: string[] }} */
const ACTION_FIELDS = {
  publish: [],
  hide: [],
  price: ["field", "by", "value"],
  stock: ["delta"],
}

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut modifier plusieurs produits à la fois.",
  badAction: "Action inconnue : choisissez publier, masquer, modifier les prix ou le stock.",
  forged: "La demande contient un champ inattendu.",
  badIds: "Choisissez au moins un produit.",
  tooMany: "Vous pouvez modifier 500 produits à la fois au plus. Affinez la sélection.",
  duplicateIds: "Un même produit est choisi deux fois.",
  badField: "Choisissez le prix à modifier : le prix public ou le prix professionnel.",
  badBy: "Choisissez une modification en pourcentage ou en euros.",
  badPercent: "Indiquez un pourcentage non nul, deux décimales au plus, entre -99,99 et 1 000.",
  badAmount: "Indiquez un montant non nul, deux décimales au plus, 100 000 € au plus.",
  notFound: "Ce produit est introuvable.",
  // The product form's messages (src/features/admin/products/product-schema.ts), word for word.
  priceFormat: "Indiquez un prix supérieur à 0, par exemple 39,90.",
  proPriceFormat: "Indiquez un prix positif, par exemple 24,50, ou laissez vide.",
  noProPrice: "Ce produit n’a pas de prix professionnel : donnez-lui en un dans sa fiche.",
  sized: (/** @type {string} */ name) =>
    "« " + name + " » est vendu en tailles : changez le stock de chaque taille dans « Tailles et combinaisons ».",
}

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function findOrNull(app, id) {
  try {
    return app.findRecordById("products", id)
  } catch {
    return null
  }
}

/**
 * @param {unknown} value
 * @param {number} max
 */
function isChange(value, max) {
  return (
    typeof value === "number" &&
    isFinite(value) &&
    value !== 0 &&
    Math.abs(value) <= max &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  )
}

/**
 * The body, checked as a whole (400 in French otherwise).
 * @param {{ [key: string]: unknown }} body
 * @returns {{ action: string, ids: string[], field: "price" | "price_pro", by: string, value: number, delta: number }}
 */
function parseBody(body) {
  const shop = require(`${__hooks}/lib/shop.js`)
  const tools = require(`${__hooks}/lib/product-tools.js`)
  const action = body.action
  if (typeof action !== "string" || ACTIONS.indexOf(action) === -1) {
    throw shop.fieldError(BadRequestError, "action", "shop_bad_action", MESSAGES.badAction)
  }
  const allowed = ["action", "ids"].concat(ACTION_FIELDS[action])
  for (const key in body) {
    if (allowed.indexOf(key) === -1) throw new BadRequestError(MESSAGES.forged)
  }
  const ids = body.ids
  if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== "string" || id === "")) {
    throw shop.fieldError(BadRequestError, "ids", "shop_bad_ids", MESSAGES.badIds)
  }
  if (ids.length > MAX_IDS) throw shop.fieldError(BadRequestError, "ids", "shop_too_many_ids", MESSAGES.tooMany)
  /** @type {{ [id: string]: boolean }} */
  const seen = {}
  for (const id of ids) {
    if (seen[id]) throw shop.fieldError(BadRequestError, "ids", "shop_duplicate_ids", MESSAGES.duplicateIds)
    seen[id] = true
  }
  /** @type {{ action: string, ids: string[], field: "price" | "price_pro", by: string, value: number, delta: number }} */
  const parsed = { action, ids: /** @type {string[]} */ (ids), field: "price", by: "", value: 0, delta: 0 }
  if (action === "price") {
    if (body.field !== "price" && body.field !== "price_pro") {
      throw shop.fieldError(BadRequestError, "field", "shop_bad_field", MESSAGES.badField)
    }
    if (body.by !== "percent" && body.by !== "amount") throw shop.fieldError(BadRequestError, "by", "shop_bad_by", MESSAGES.badBy)
    const percent = body.by === "percent"
    const value = body.value
    if (!isChange(value, percent ? MAX_PERCENT : MAX_AMOUNT) || (percent && Number(value) <= -100)) {
      throw shop.fieldError(BadRequestError, "value", "shop_bad_value", percent ? MESSAGES.badPercent : MESSAGES.badAmount)
    }
    parsed.field = body.field
    parsed.by = body.by
    parsed.value = Number(value)
  }
  if (action === "stock") {
    const delta = body.delta
    if (typeof delta !== "number" || Math.floor(delta) !== delta || delta === 0 || Math.abs(delta) > tools.MAX_DELTA) {
      throw shop.fieldError(BadRequestError, "delta", "shop_bad_delta", tools.MESSAGES.badDelta)
    }
    parsed.delta = delta
  }
  return parsed
}

/**
 * The new price in cents: a percentage of the old one or an amount added to it, rounded to the cent
 * (half away from zero, in whole cents so that 19,95 € + 10 % is 21,95 €, not 21,94 €).
 * @param {number} euros
 * @param {string} by
 * @param {number} value
 */
function changedCents(euros, by, value) {
  const cents = Math.round(euros * 100)
  const hundredths = Math.round(value * 100)
  if (by === "amount") return cents + hundredths
  return Math.round((cents * (10000 + hundredths)) / 10000)
}

/**
 * Why the product cannot take the new price (the form's message), or "" when it can.
 * @param {core.Record} product
 * @param {"price" | "price_pro"} field
 * @param {number} cents the new value of `field`
 */
function priceRefusal(product, field, cents) {
  const prices = require(`${__hooks}/lib/product-prices.js`)
  if (field === "price") {
    if (cents <= 0) return MESSAGES.priceFormat
    const pro = Math.round(product.getFloat("price_pro") * 100)
    if (pro > 0 && pro > cents) return prices.PRO_PRICE_ABOVE_PRICE
    return ""
  }
  if (product.getFloat("price_pro") <= 0) return MESSAGES.noProPrice
  // 0 would silently remove the pro price: a bulk change never does that.
  if (cents <= 0) return MESSAGES.proPriceFormat
  if (cents > Math.round(product.getFloat("price") * 100)) return prices.PRO_PRICE_ABOVE_PRICE
  return ""
}

/**
 * Why the product cannot take the stock change (the quick tool's messages), or "".
 * @param {core.Record} product
 * @param {number} delta
 */
function stockRefusal(product, delta) {
  const tools = require(`${__hooks}/lib/product-tools.js`)
  const name = product.getString("name")
  const stock = product.getInt("stock")
  const reserved = product.getInt("reserved")
  // A product in sizes is sold from its sizes' stock (docs/adr/0108): each is changed on its own.
  const options = require(`${__hooks}/lib/json-fields.js`).jsonValue(product.get("options"))
  if (Array.isArray(options) && options.length > 0) return MESSAGES.sized(name)
  if (stock + delta < 0) return tools.MESSAGES.belowZero(name, stock, reserved)
  if (product.getBool("is_unique") && stock + reserved + delta > 1) return tools.MESSAGES.unique(name)
  return ""
}

/**
 * THE one write of a stock change made by a bulk action: one SQL update of the stock of the moment,
 * on the rules' own conditions (so it can never take a sold piece even if called elsewhere). It leaves
 * `updated` alone like a sale (docs/adr/0083); the stock history records it in the same transaction.
 * @param {CoreApp} txApp the transaction's app
 * @param {core.Record} product as read in that transaction
 * @param {number} delta
 * @param {core.Record | null} auth who asked
 */
function writeStockChange(txApp, product, delta, auth) {
  const result = txApp
    .db()
    .newQuery(
      "UPDATE products SET stock = stock + {:delta} WHERE id = {:id} AND stock + {:delta} >= 0 " +
        "AND (is_unique = FALSE OR stock + reserved + {:delta} <= 1)",
    )
    .bind({ delta, id: product.id })
    .execute()
  if (result.rowsAffected() !== 1) throw new Error("bulk stock change not applied")
  // The product's stock history, in the same transaction (docs/adr/0098).
  require(`${__hooks}/lib/stock-history.js`).recordStockChange(txApp, { product: product.id, change: delta, reason: "bulk", actor: auth })
}

/**
 * POST /api/shop/products/bulk. Answers `{ action, done: [{ id, name, ...what changed }], refused:
 * [{ id, name, reason }] }`, 200 even when every product is refused (nothing is written then).
 * @param {core.RequestEvent} e
 */
function bulkProducts(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const request = parseBody(e.requestInfo().body || {})
  const auth = e.auth || null
  /** @type {Array<{ [key: string]: unknown }>} */
  let done = []
  /** @type {Array<{ id: string, name: string, reason: string }>} */
  let refused = []
  let stockWritten = false
  e.app.runInTransaction((txApp) => {
    done = []
    refused = []
    /** @type {Array<{ product: core.Record, cents: number }>} */
    const accepted = []
    for (const id of request.ids) {
      const product = findOrNull(txApp, id)
      if (!product) {
        refused.push({ id, name: "", reason: MESSAGES.notFound })
        continue
      }
      let reason = ""
      let cents = 0
      if (request.action === "price") {
        cents = changedCents(product.getFloat(request.field), request.by, request.value)
        reason = priceRefusal(product, request.field, cents)
      } else if (request.action === "stock") {
        reason = stockRefusal(product, request.delta)
      }
      if (reason) refused.push({ id, name: product.getString("name"), reason })
      else accepted.push({ product, cents })
    }
    for (const { product, cents } of accepted) {
      /** @type {{ [key: string]: unknown }} */
      const row = { id: product.id, name: product.getString("name") }
      if (request.action === "stock") {
        writeStockChange(txApp, product, request.delta, auth)
        stockWritten = true
        row.stock = product.getInt("stock") + request.delta
      } else {
        // A saved record (not plain SQL): `updated` moves, so a form open on it asks before
        // overwriting (docs/adr/0083), and the search column and the catalogue's cache follow.
        if (request.action === "price") {
          product.set(request.field, cents / 100)
          row[request.field] = cents / 100
        } else {
          product.set("published", request.action === "publish")
          row.published = request.action === "publish"
        }
        txApp.save(product)
      }
      done.push(row)
    }
  })
  // Plain SQL: no record hook saw it, so the public catalogue's cache is told here, after the commit.
  if (stockWritten) require(`${__hooks}/lib/catalogue-cache.js`).bump()
  return e.json(200, { action: request.action, done, refused })
}

module.exports = { BODY_LIMIT, MAX_IDS, MESSAGES, bulkProducts, changedCents, writeStockChange }
