// A product's stock history (issue 26, point 5; docs/adr/0098-stock-history-and-stock-count.md).
// Every change of `products.stock` is one `stock_movements` row, written in the transaction of the
// change: the SQL paths (checkout holds and releases, refunds, the stock tool, the stock count, bulk
// and import) call `recordStockChange` next to their UPDATE; record saves (the product form, the
// dashboard, the seed, any `app.save` of a product) are recorded by the products execute hooks
// (`onProductSave`), which compare the stored stock with the saved one inside the save's transaction.
// A change that reached the table by another road is caught by the chain check: the next movement
// finds the previous one's `stock_after` plus its change is not the stock before it, and records
// the gap first as « manual ». Not a hook file: loaded with require().

/** @typedef {"sale" | "release" | "refund" | "withdrawal" | "cancellation" | "manual" | "count" | "import" | "bulk"} StockReason */
/**
 * @typedef {object} StockChange
 * @property {string | core.Record} product the product (or its id)
 * @property {string} [variant] the size (docs/adr/0104), whose own stock changed
 * @property {number} change the delta applied (may be 0 for a count that matched)
 * @property {number} [after] the stock after the change; read from the table when left out
 * @property {StockReason} reason
 * @property {core.Record | null} [actor] who asked (an admin, a superuser); none for the shop or a customer
 * @property {string} [actorLabel] shown instead of the actor's name (e.g. « Import CSV »)
 * @property {string} [order] the order's id
 * @property {string} [checkout] the checkout's id (its order is filled in once paid)
 * @property {number} [counted] a stock count's counted figure
 * @property {string} [note]
 */

const REASONS = ["sale", "release", "refund", "withdrawal", "cancellation", "manual", "count", "import", "bulk"]
/** Where a record save carries the reason of its stock change to the execute hook (not a field: never stored). */
const CONTEXT_KEY = "shopStockContext"

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut faire l’inventaire d’un produit.",
  notFound: "Ce produit n’existe pas ou plus.",
  forged: "Un inventaire ne contient que le stock compté et le stock affiché (counted, seen).",
  counted: "Le stock compté doit être un nombre entier positif ou nul.",
  seen: "Le stock affiché lors du comptage est manquant ou invalide.",
  tooLarge: "Le stock compté ne peut pas dépasser 100 000.",
  belowZero: (/** @type {string} */ name, /** @type {number} */ stock, /** @type {number} */ sold) =>
    "Impossible : " +
    sold +
    " pièce" +
    (sold > 1 ? "s ont été vendues" : " a été vendue") +
    " pendant votre comptage de « " +
    name +
    " » et le stock compté ne les couvre pas (il en reste " +
    stock +
    " en boutique). Le stock n’a pas été modifié ; comptez à nouveau.",
  unique: (/** @type {string} */ name) =>
    "« " + name + " » est une pièce unique : son stock ne peut pas dépasser 1 (pièce réservée comprise). Le stock n’a pas été modifié.",
  gap: "Écart constaté : modification du stock non tracée",
  created: "Création du produit",
  sizeCreated: "Création de la taille",
}
const MAX_COUNT = 100000

/**
 * @param {CoreApp} txApp
 * @param {string} productId
 * @returns {number | null}
 */
function storedStock(txApp, productId, variantId = "") {
  const row = new DynamicModel({ stock: 0 })
  try {
    // A size's own stock (docs/adr/0104), else the product's.
    if (variantId) txApp.db().newQuery("SELECT stock FROM product_variants WHERE id = {:id}").bind({ id: variantId }).one(row)
    else txApp.db().newQuery("SELECT stock FROM products WHERE id = {:id}").bind({ id: productId }).one(row)
  } catch {
    return null
  }
  return row.stock
}

/**
 * The newest movement's stock after, or null when the product has none yet.
 * @param {CoreApp} txApp
 * @param {string} productId
 * @returns {number | null}
 */
function lastStockAfter(txApp, productId, variantId = "") {
  const row = new DynamicModel({ stock_after: 0 })
  try {
    // One chain per product and per size (docs/adr/0104).
    txApp
      .db()
      .newQuery(
        "SELECT stock_after FROM stock_movements WHERE product = {:id} AND variant = {:variant} ORDER BY created DESC, rowid DESC LIMIT 1",
      )
      .bind({ id: productId, variant: variantId })
      .one(row)
  } catch {
    return null
  }
  return row.stock_after
}

/**
 * @param {CoreApp} txApp
 * @param {string} productId
 * @param {number} change
 * @param {number} after
 * @param {StockReason} reason
 * @param {StockChange} options
 */
function insert(txApp, productId, change, after, reason, options) {
  const movement = new Record(txApp.findCollectionByNameOrId("stock_movements"))
  movement.set("product", productId)
  if (options.variant) movement.set("variant", options.variant)
  movement.set("change", change)
  movement.set("stock_after", after)
  movement.set("reason", reason)
  const actor = options.actor
  const isUser = !!actor && !actor.isSuperuser() && actor.collection().name === "users"
  if (isUser && actor) movement.set("actor", actor.id)
  movement.set(
    "actor_label",
    options.actorLabel ||
      (isUser && actor ? actor.getString("name") || actor.getString("email") : actor ? "Super-administrateur" : "Boutique"),
  )
  if (options.order) movement.set("order", options.order)
  if (options.checkout) movement.set("checkout", options.checkout)
  if (typeof options.counted === "number") movement.set("counted", options.counted)
  if (options.note) movement.set("note", String(options.note).slice(0, 500))
  txApp.save(movement)
  return movement
}

/**
 * Records one stock change, inside the caller's transaction (call it right after the write).
 * @param {CoreApp} txApp the transaction's app
 * @param {StockChange} options
 */
function recordStockChange(txApp, options) {
  const productId = typeof options.product === "string" ? options.product : options.product.id
  if (REASONS.indexOf(options.reason) === -1) throw new Error("unknown stock reason " + options.reason)
  const change = Math.round(Number(options.change) || 0)
  const variantId = options.variant || ""
  const read = typeof options.after === "number" ? options.after : storedStock(txApp, productId, variantId)
  if (read === null) return null // the product is gone: nothing to record against
  const after = Math.round(read)
  const previous = lastStockAfter(txApp, productId, variantId)
  const before = after - change
  if (previous !== null && previous !== before) {
    const gap = { product: productId, variant: variantId, change: 0, reason: /** @type {StockReason} */ ("manual"), note: MESSAGES.gap }
    insert(txApp, productId, before - previous, before, "manual", gap)
  }
  const movement = insert(txApp, productId, change, after, options.reason, options)
  // A size's stock moved: the product's size summary follows in this transaction (docs/adr/0110).
  if (variantId) require(`${__hooks}/lib/product-sizes.js`).refresh(txApp, productId)
  // Back in stock: the waiting alerts are queued in this same transaction (docs/adr/0107).
  require(`${__hooks}/lib/stock-alerts.js`).notifyRestock(txApp, productId, variantId, before, after)
  return movement
}

/**
 * Names why a record save changes the stock (read by `onProductSave`); without it, « manual ».
 * @param {core.Record} record
 * @param {{ reason: StockReason, actor?: core.Record | null, actorLabel?: string, note?: string, order?: string }} context
 */
function explainSave(record, context) {
  record.set(CONTEXT_KEY, context)
}

/**
 * The products' and sizes' create and update execute hooks: the stock stored before the write and the one saved,
 * compared inside the save's transaction (the caller's, or one opened here), recorded when they differ.
 * @param {core.RecordEvent} e
 * @param {boolean} creating
 */
function onProductSave(e, creating) {
  const app = e.app
  try {
    // A size's save (docs/adr/0108) goes into the chain of its product and size.
    const variant = e.record.collection().name === "product_variants"
    const productId = variant ? e.record.getString("product") : e.record.id
    const variantId = variant ? e.record.id : ""
    app.runInTransaction((txApp) => {
      const before = creating ? 0 : storedStock(txApp, productId, variantId)
      e.app = txApp
      e.next()
      const after = e.record.getInt("stock")
      const change = after - (before === null ? 0 : before)
      if (change === 0 && !creating) return
      if (creating && after === 0) return
      const raw = e.record.get(CONTEXT_KEY)
      /** @type {{ reason?: StockReason, actor?: core.Record | null, actorLabel?: string, note?: string, order?: string }} */
      const context = raw && typeof raw === "object" ? raw : {}
      recordStockChange(txApp, {
        product: productId,
        variant: variantId,
        change: change,
        after: after,
        reason: context.reason || "manual",
        actor: context.actor || null,
        actorLabel: context.actorLabel,
        order: context.order,
        note: context.note || (creating ? (variant ? MESSAGES.sizeCreated : MESSAGES.created) : ""),
      })
    })
  } finally {
    e.app = app
  }
}

/**
 * Fills in the order of the movements a checkout recorded while it held its units (once paid).
 * @param {CoreApp} txApp
 * @param {string} checkoutId
 * @param {string} orderId
 */
function attachOrder(txApp, checkoutId, orderId) {
  txApp
    .db()
    .newQuery("UPDATE stock_movements SET `order` = {:order} WHERE checkout = {:checkout} AND `order` = ''")
    .bind({ order: orderId, checkout: checkoutId })
    .execute()
}

/**
 * A whole number within bounds, or the field's 400.
 * @param {unknown} value
 * @param {string} field
 * @param {string} message
 */
function wholeNumber(value, field, message) {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (typeof value !== "number" || !isFinite(value) || Math.floor(value) !== value || value < 0) {
    throw shop.fieldError(BadRequestError, field, "shop_bad_" + field, message)
  }
  if (value > MAX_COUNT) throw shop.fieldError(BadRequestError, field, "shop_bad_" + field, MESSAGES.tooLarge)
  return value
}

/**
 * POST /api/shop/products/{id}/stock-count `{ counted, seen }` — admins: the stock counted on the
 * shelf while the screen showed `seen`. The change `counted − seen` is applied to the stock of the
 * moment (a sale made during the count stays sold) and recorded as « count » with the counted
 * figure. Answers `{ id, stock, reserved, change, counted, seen, soldMeanwhile, message }`.
 * @param {core.RequestEvent} e
 */
function countStock(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const id = e.request.pathValue("id")
  /** @type {{ [key: string]: unknown }} */
  const body = e.requestInfo().body || {}
  for (const key in body) {
    if (key !== "counted" && key !== "seen" && key !== "variant") throw new BadRequestError(MESSAGES.forged)
  }
  const counted = wholeNumber(body.counted, "counted", MESSAGES.counted)
  const seen = wholeNumber(body.seen, "seen", MESSAGES.seen)
  // A size of the product (docs/adr/0108): its own stock is counted.
  const variantId = typeof body.variant === "string" ? body.variant : ""
  const change = counted - seen
  /** @type {{ kind: "missing" } | { kind: "below", name: string, stock: number, sold: number } | { kind: "unique", name: string } | { kind: "done", stock: number, reserved: number, now: number } | null} */
  let outcome = null
  e.app.runInTransaction((txApp) => {
    let product = null
    try {
      product = txApp.findRecordById("products", id)
    } catch {
      outcome = { kind: "missing" }
      return
    }
    let item = product
    let name = product.getString("name")
    if (variantId) {
      try {
        item = txApp.findRecordById("product_variants", variantId)
      } catch {
        outcome = { kind: "missing" }
        return
      }
      if (item.getString("product") !== id) {
        outcome = { kind: "missing" }
        return
      }
      const option2 = item.getString("option2")
      name = name + " (" + item.getString("option1") + (option2 ? " · " + option2 : "") + ")"
    }
    const now = item.getInt("stock")
    const reserved = item.getInt("reserved")
    const stock = now + change
    if (stock < 0) {
      outcome = { kind: "below", name, stock: now, sold: seen - now }
      return
    }
    if (!variantId && product.getBool("is_unique") && stock + reserved > 1) {
      outcome = { kind: "unique", name }
      return
    }
    if (variantId) {
      txApp.db().newQuery("UPDATE product_variants SET stock = {:stock} WHERE id = {:id}").bind({ stock, id: variantId }).execute()
    } else {
      txApp.db().newQuery("UPDATE products SET stock = {:stock} WHERE id = {:id}").bind({ stock, id }).execute()
    }
    recordStockChange(txApp, {
      product: id,
      variant: variantId,
      change: change,
      after: stock,
      reason: "count",
      actor: e.auth,
      counted: counted,
      note: now !== seen ? "Stock affiché lors du comptage : " + seen + " ; au moment de l’enregistrement : " + now : "",
    })
    outcome = { kind: "done", stock, reserved, now }
  })
  const result = /** @type {any} */ (outcome)
  if (!result || result.kind === "missing") throw new NotFoundError(MESSAGES.notFound)
  if (result.kind === "below") throw new ApiError(409, MESSAGES.belowZero(result.name, result.stock, result.sold))
  if (result.kind === "unique") throw new ApiError(409, MESSAGES.unique(result.name))
  // Plain SQL: no record hook saw it, so the public catalogue's cache is told here, after the commit.
  require(`${__hooks}/lib/catalogue-cache.js`).bump()
  const moved = result.now - seen
  return e.json(200, {
    id,
    stock: result.stock,
    reserved: result.reserved,
    change,
    counted,
    seen,
    soldMeanwhile: moved < 0 ? -moved : 0,
    message: countMessage(result.stock, moved),
  })
}

/**
 * What the answer says in French: the new stock and, when the stock moved during the count, how.
 * @param {number} stock
 * @param {number} moved the stock of the moment minus the one the admin saw
 */
function countMessage(stock, moved) {
  const after = "Inventaire enregistré : stock de " + stock + "."
  if (moved < 0) {
    const sold = -moved
    return (
      after +
      " " +
      sold +
      (sold > 1 ? " pièces ont été vendues" : " pièce a été vendue") +
      " pendant votre comptage : " +
      (sold > 1 ? "elles restent vendues" : "elle reste vendue") +
      " et " +
      (sold > 1 ? "ont été déduites" : "a été déduite") +
      " du stock compté."
    )
  }
  if (moved > 0) {
    return (
      after + " Le stock a augmenté de " + moved + " pendant votre comptage (paiement abandonné ou ajout) : cette hausse a été conservée."
    )
  }
  return after
}

module.exports = { MESSAGES, REASONS, attachOrder, countStock, explainSave, onProductSave, recordStockChange }
