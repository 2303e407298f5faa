// Two people editing never silently overwrite each other (docs/adr/0083-edits-that-never-overwrite-each-other.md).
// An admin form remembers the `updated` of the record it opened and sends it back with its save in the
// `X-Opened-Updated` header; the save is refused (409, a French sentence naming the kind of record)
// when the record was saved by someone else since. The comparison and the write happen in one
// transaction, so two saves of the same version cannot both pass. Stock is a delta and never a
// conflict: the stock tools and the checkout's holds write `stock`/`reserved` in plain SQL that leaves
// `updated` alone (lib/product-tools.js, lib/checkout.js).
// Not a hook file: loaded with require() inside the handlers.

const HEADER = "X-Opened-Updated"

/**
 * The refusal of a save over a newer version, per collection (the same sentence for each kind).
 * @type {{ [collection: string]: string }}
 */
const CONFLICT = {
  products: "Ce produit a été modifié par ailleurs depuis son ouverture.",
  categories: "Cette catégorie a été modifiée par ailleurs depuis son ouverture.",
  stones: "Cette pierre a été modifiée par ailleurs depuis son ouverture.",
  articles: "Cet article a été modifié par ailleurs depuis son ouverture.",
  shop_identity: "L’identité de la boutique a été modifiée par ailleurs depuis son ouverture.",
  pages: "Cette page a été modifiée par ailleurs depuis son ouverture.",
  discount_codes: "Ce code promo a été modifié par ailleurs depuis son ouverture.",
  sales: "Cette opération de soldes a été modifiée par ailleurs depuis son ouverture.",
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

/**
 * The 409 of a save over a newer version (code `shop_edit_conflict` on `updated`, so the browser tells it from other 409s).
 * @param {string} collection
 */
function conflictError(collection) {
  const message = CONFLICT[collection]
  return new ApiError(409, message, { updated: new ValidationError("shop_edit_conflict", message) })
}

/**
 * Two PocketBase datetimes as the same instant (the text as the API gave it, or any parseable form).
 * @param {unknown} a
 * @param {unknown} b
 */
function sameInstant(a, b) {
  if (a === b) return true
  const left = Date.parse(String(a).replace(" ", "T"))
  const right = Date.parse(String(b).replace(" ", "T"))
  return !isNaN(left) && left === right
}

/**
 * The update request of a record some admin form edits: checked when it names the version its form
 * opened (every admin form does: the component tests fail when one does not). A save naming none
 * (a script, PocketBase's dashboard, the low-stock threshold set from the products screen) is not a
 * form's and goes on. Other callers go on: the update rule answers them.
 * @param {core.RecordRequestEvent} e
 */
function checkUpdate(e) {
  const collection = /** @type {ShopCollectionName} */ (e.collection.name) // PocketBase's own: one of the schema's
  // PocketBase's request info names headers in lower case, `-` as `_`.
  const opened = String((e.requestInfo().headers || {})[HEADER.toLowerCase().replace(/-/g, "_")] || "").trim()
  if (!opened || !shop().isAdmin(e.auth)) return e.next()
  // `app` stays the main app: e.app becomes the transaction's, unusable once it is over.
  const app = e.app
  let conflict = false
  try {
    app.runInTransaction((txApp) => {
      const current = txApp.findRecordById(collection, e.record.id)
      if (!sameInstant(current.getString("updated"), opened)) {
        conflict = true
        throw new Error("edit conflict")
      }
      e.app = txApp
      e.next()
    })
  } catch (err) {
    if (conflict) throw conflictError(collection)
    throw err
  } finally {
    e.app = app
  }
}

module.exports = { CONFLICT, HEADER, checkUpdate }
