// Stock writes that never put a sale back (docs/adr/0037-stock-writes-and-reserved-pieces.md).
// A product update (an admin's form, the seed, the dashboard) says how much it means to change the
// stock: `stock+`/`stock-` say it exactly; an absolute `stock` means its difference from the stock
// the record had when the request began. The delta is applied to the stock as it is now, read inside
// the save's transaction, so a sale made while a form was open stays sold.
// `reserved` (units held by open checkouts, docs/adr/0032) is the server's: an update never writes it.
// Not a hook file: loaded with require() inside the handler.

const MESSAGES = {
  stockChanged: (/** @type {string} */ name, /** @type {number} */ left) =>
    "Le stock de « " +
    name +
    " » a changé pendant votre modification : il en reste " +
    left +
    ". " +
    "Vérifiez le stock puis enregistrez à nouveau.",
}

/** Where the stock change sent as `stock+`/`stock-` is kept between the middleware and the hook. */
const SENT_CHANGE = "shopStockChange"
const PRODUCT_UPDATE = /^\/api\/collections\/([^/]+)\/records\/[^/]+$/

/**
 * Router middleware: notes the exact change a products update sends with `stock+`/`stock-`. The
 * record hook cannot recover it: PocketBase resolves the modifiers against a first read of the
 * record and the hook's `original()` is a second read, between which another sale may land (then a
 * `stock-: 1` would look like no change at all). Only here is the request body still as sent.
 * @param {core.RequestEvent} e
 */
function noteSentChange(e) {
  if (e.request.method !== "PATCH") return
  const match = PRODUCT_UPDATE.exec(e.request.url.path)
  if (!match) return
  try {
    const collection = e.app.findCachedCollectionByNameOrId(match[1]).name
    if (collection !== "products" && collection !== "product_variants") return
    const body = e.requestInfo().body || {}
    if (Object.prototype.hasOwnProperty.call(body, "stock")) return // an absolute stock (the hook decides)
    let change = 0
    let sent = false
    /** @type {Array<[string, number]>} */
    const signs = [
      ["stock+", 1],
      ["stock-", -1],
    ]
    for (const [key, sign] of signs) {
      if (!Object.prototype.hasOwnProperty.call(body, key)) continue
      const raw = body[key]
      const amount = Number(Array.isArray(raw) ? raw[0] : raw)
      if (!isFinite(amount)) return
      change += sign * amount
      sent = true
    }
    if (sent) e.set(SENT_CHANGE, change)
  } catch {
    // An unknown collection or an unreadable body: the record handler answers it as usual.
  }
}

/**
 * Whether the request names the stock at all (`stock`, `stock+` and `stock-` all end up as `stock`).
 * @param {core.RequestEvent} e
 */
function touchesStock(e) {
  const body = e.requestInfo().body || {}
  return Object.prototype.hasOwnProperty.call(body, "stock")
}

/**
 * The change the request means: as sent with `stock+`/`stock-`, else the new stock minus the one at request start.
 * @param {core.RecordRequestEvent} e
 */
function requestedChange(e) {
  const sent = e.get(SENT_CHANGE)
  if (typeof sent === "number") return sent
  return e.record.getFloat("stock") - e.record.original().getFloat("stock")
}

/**
 * The products update request of anyone (superusers too): the save runs in a transaction that
 * re-reads the product, so no other write to it (a sale, a hold, another admin's save) lands between
 * the read and the write (PocketBase serialises its write transactions).
 * @param {core.RecordRequestEvent} e
 */
function updateProduct(e) {
  const delta = touchesStock(e) ? requestedChange(e) : 0
  // A size (docs/adr/0104) goes through the same save and into its own history (docs/adr/0108).
  const collection = /** @type {ShopCollectionName} */ (e.record.collection().name)
  const variant = collection === "product_variants"
  const name = variant ? e.record.getString("option1") : e.record.getString("name")
  // `app` stays the main app: e.app becomes the transaction's, unusable once it is over.
  const app = e.app
  let left = null
  try {
    app.runInTransaction((txApp) => {
      const current = txApp.findRecordById(collection, e.record.id)
      const stock = current.getFloat("stock") + delta
      if (stock < 0) {
        left = current.getInt("stock")
        throw new Error("stock below zero")
      }
      e.record.set("stock", stock)
      e.record.set("reserved", current.getInt("reserved"))
      // The stock history names the admin (docs/adr/0098); the execute hook records the change.
      require(`${__hooks}/lib/stock-history.js`).explainSave(e.record, { reason: "manual", actor: e.auth })
      e.app = txApp
      e.next()
    })
  } catch (err) {
    if (left !== null) throw new ApiError(409, MESSAGES.stockChanged(name, left))
    throw err
  } finally {
    e.app = app
  }
}

/**
 * The products create request: nothing is held on a new product. Superusers may still set `reserved`
 * (test fixtures show a held piece that way); admins may not.
 * @param {core.RecordRequestEvent} e
 */
function createProduct(e) {
  if (!e.hasSuperuserAuth()) e.record.set("reserved", 0)
  require(`${__hooks}/lib/stock-history.js`).explainSave(e.record, { reason: "manual", actor: e.auth })
  e.next()
}

module.exports = { MESSAGES, createProduct, noteSentChange, updateProduct }
