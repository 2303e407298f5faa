// The products table's quick tools (issue 14, point 3; docs/adr/0059-stock-tools-and-the-published-flag.md):
//  - POST /api/shop/products/{id}/stock `{ delta }`: one SQL update `stock = stock + delta`, so a sale
//    landing at the same moment is never overwritten (PocketBase serialises write transactions); it
//    leaves `updated` alone, like a sale, so an editor open on the product can still save (docs/adr/0083);
//  - POST /api/shop/products/{id}/duplicate: a copy, unpublished, stock 0, images copied server-side.
// Admins and superusers only. Not a hook file: loaded with require() inside the handlers.

const MAX_DELTA = 10000
/** The schema's maximum length of a product's name and slug (pb_migrations/1763700000). */
const MAX_NAME = 200
const COPY_SUFFIX = " (copie)"

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut modifier le stock ou dupliquer un produit.",
  notFound: "Ce produit est introuvable.",
  forged: "Un ajustement de stock ne contient que la variation (delta).",
  badDelta: "Indiquez une variation entière non nulle, par exemple +5 ou -2 (10 000 au plus).",
  belowZero: (/** @type {string} */ name, /** @type {number} */ stock, /** @type {number} */ reserved) =>
    "Impossible : le stock de « " +
    name +
    " » passerait sous zéro (il en reste " +
    stock +
    " en stock" +
    (reserved > 0 ? ", et " + reserved + " réservé" + (reserved > 1 ? "s" : "") + " par un paiement en cours" : "") +
    "). Le stock n’a pas été modifié.",
  slugTaken: "Un autre produit vient de prendre l’adresse de la copie. Réessayez.",
  unique: (/** @type {string} */ name) =>
    "« " +
    name +
    " » est une pièce unique : son stock ne peut pas dépasser 1 (pièce réservée comprise). " +
    "Le stock n’a pas été modifié.",
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

/**
 * @param {CoreApp} app
 * @param {ShopCollectionName} collection
 * @param {string} id
 */
function findOrNull(app, collection, id) {
  try {
    return app.findRecordById(collection, id)
  } catch {
    return null
  }
}

/**
 * The product the route names, for an admin (else the refusals).
 * @param {core.RequestEvent} e
 */
function adminProduct(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const product = findOrNull(e.app, "products", e.request.pathValue("id"))
  if (!product) throw new NotFoundError(MESSAGES.notFound)
  return product
}

/**
 * The `delta` of the body: a whole number, not 0, at most MAX_DELTA either way (400 otherwise).
 * @param {{ [key: string]: unknown }} body
 */
function parseDelta(body) {
  for (const key in body) {
    if (key !== "delta" && key !== "variant") throw new BadRequestError(MESSAGES.forged)
  }
  const delta = body.delta
  if (typeof delta !== "number" || Math.floor(delta) !== delta || delta === 0 || Math.abs(delta) > MAX_DELTA) {
    throw shop().fieldError(BadRequestError, "delta", "shop_bad_delta", MESSAGES.badDelta)
  }
  return delta
}

/**
 * POST /api/shop/products/{id}/stock. The update applies the delta to the stock of the moment and
 * only when the result stays at 0 or more (`stock` is what is left for sale: units held by open
 * checkouts are already out of it, in `reserved`, ADR 0032) and, for a unique piece, when stock and
 * reserved together stay at most 1. Answers `{ id, stock, reserved }` as stored after the update.
 * @param {core.RequestEvent} e
 */
function adjustStock(e) {
  const product = adminProduct(e)
  const body = e.requestInfo().body || {}
  const delta = parseDelta(body)
  // A size of the product (docs/adr/0108): the same change on its own stock.
  if (body.variant !== undefined) return adjustSizeStock(e, product, String(body.variant), delta)
  let applied = false
  // Set inside the transaction's callback (which the type check does not follow).
  let after = /** @type {core.Record | null} */ (null)
  e.app.runInTransaction((txApp) => {
    const result = txApp
      .db()
      .newQuery(
        "UPDATE products SET stock = stock + {:delta} WHERE id = {:id} AND stock + {:delta} >= 0 " +
          "AND (is_unique = FALSE OR stock + reserved + {:delta} <= 1)",
      )
      .bind({ delta, id: product.id })
      .execute()
    applied = result.rowsAffected() === 1
    after = findOrNull(txApp, "products", product.id)
    if (applied && after) {
      require(`${__hooks}/lib/stock-history.js`).recordStockChange(txApp, {
        product: product.id,
        change: delta,
        after: after.getInt("stock"),
        reason: "manual",
        actor: e.auth,
      })
    }
  })
  if (!after) throw new NotFoundError(MESSAGES.notFound) // deleted in between
  const name = after.getString("name")
  const stock = after.getInt("stock")
  const reserved = after.getInt("reserved")
  if (!applied) {
    if (stock + delta < 0) throw new ApiError(409, MESSAGES.belowZero(name, stock, reserved))
    throw new ApiError(409, MESSAGES.unique(name))
  }
  // Plain SQL: no record hook saw it, so the public catalogue's cache is told here, after the commit.
  require(`${__hooks}/lib/catalogue-cache.js`).bump()
  // Who and when: the server's log (the dashboard's Logs). Not the record's `updated`: a stock delta is
  // never an edit that an open form must reload for (docs/adr/0083, lib/edit-versions.js).
  e.app.logger().info("stock adjusted", "product", after.id, "delta", delta, "stock", stock, "by", e.auth ? e.auth.id : "")
  return e.json(200, { id: after.id, stock, reserved })
}

/**
 * The stock tool on one size: the same single SQL update on the size's stock, in its history.
 * @param {core.RequestEvent} e
 * @param {core.Record} product
 * @param {string} variantId
 * @param {number} delta
 */
function adjustSizeStock(e, product, variantId, delta) {
  const size = findOrNull(e.app, "product_variants", variantId)
  if (!size || size.getString("product") !== product.id) throw new NotFoundError(MESSAGES.notFound)
  let applied = false
  /** @type {core.Record | null} */
  let after = null
  e.app.runInTransaction((txApp) => {
    const result = txApp
      .db()
      .newQuery("UPDATE product_variants SET stock = stock + {:delta} WHERE id = {:id} AND stock + {:delta} >= 0")
      .bind({ delta, id: variantId })
      .execute()
    applied = result.rowsAffected() === 1
    after = findOrNull(txApp, "product_variants", variantId)
    if (applied && after) {
      require(`${__hooks}/lib/stock-history.js`).recordStockChange(txApp, {
        product: product.id,
        variant: variantId,
        change: delta,
        after: after.getInt("stock"),
        reason: "manual",
        actor: e.auth,
      })
    }
  })
  const done = /** @type {core.Record | null} */ (after)
  if (!done) throw new NotFoundError(MESSAGES.notFound)
  const option2 = done.getString("option2")
  const name = product.getString("name") + " (" + done.getString("option1") + (option2 ? " · " + option2 : "") + ")"
  if (!applied) throw new ApiError(409, MESSAGES.belowZero(name, done.getInt("stock"), done.getInt("reserved")))
  require(`${__hooks}/lib/catalogue-cache.js`).bump()
  return e.json(200, { id: product.id, variant: variantId, stock: done.getInt("stock"), reserved: done.getInt("reserved") })
}

/**
 * What a copy takes from its product: the text, the prices, the kind and every relation.
 * @type {ShopFieldName[]}
 */
const COPIED_FIELDS = [
  "description",
  "price",
  "price_pro",
  "cost_price",
  // the volume prices and the pros' minimum (docs/adr/0132)
  "pro_tiers",
  "pro_min_qty",
  "is_unique",
  "exclusive",
  "category",
  "materials",
  "colors",
  "stones",
  "stone_properties",
  "chakras",
  "astrological_signs",
]
/** How many `-copie-N` slugs are tried before giving up (a shop copies a piece a few times, not 50). */
const MAX_SLUG_TRIES = 50

/**
 * « Bracelet Lune (copie) », cut so that it fits the name's maximum length.
 * @param {string} name
 */
function copyName(name) {
  return name.slice(0, MAX_NAME - COPY_SUFFIX.length) + COPY_SUFFIX
}

/**
 * `bracelet-lune-copie`, then `-copie-2`, `-copie-3`…: the first one no product has.
 * @param {CoreApp} app
 * @param {string} slug
 */
function freeSlug(app, slug) {
  for (let n = 1; n <= MAX_SLUG_TRIES; n++) {
    const suffix = n === 1 ? "-copie" : "-copie-" + n
    const candidate = slug.slice(0, MAX_NAME - suffix.length).replace(/-+$/, "") + suffix
    const taken = app.countRecords("products", $dbx.hashExp({ slug: candidate })) > 0
    if (!taken) return candidate
  }
  throw new ApiError(409, MESSAGES.slugTaken)
}

/**
 * POST /api/shop/products/{id}/duplicate: a new product with the same text, prices, kind and
 * relations, its images copied on the server (new file names, same order), named « … (copie) », with
 * the first free `…-copie` slug, stock 0 and unpublished, so the admin finishes it before the shop
 * shows it. (The reference, `sku`, is the piece's own: never copied.) Answers the new record, pro
 * and cost prices included.
 * @param {core.RequestEvent} e
 */
function duplicateProduct(e) {
  const product = adminProduct(e)
  const copy = new Record(product.collection())
  for (const field of COPIED_FIELDS) copy.set(field, product.get(field))
  copy.set("name", copyName(product.getString("name")))
  copy.set("slug", freeSlug(e.app, product.getString("slug")))
  copy.set("stock", 0)
  copy.set("reserved", 0)
  copy.set("published", false)
  const names = product.getStringSlice("image")
  // The copied files are read from the storage while the copy is saved: the filesystem stays open till then.
  const fsys = names.length > 0 ? e.app.newFilesystem() : null
  try {
    if (fsys)
      copy.set(
        "image",
        names.map((name) => fsys.getReuploadableFile(product.baseFilesPath() + "/" + name, false)),
      )
    e.app.save(copy)
  } catch (err) {
    // The unique slug index: another copy took the same slug between the check and the save.
    if (String(err).indexOf("slug") !== -1) throw new ApiError(409, MESSAGES.slugTaken)
    throw err
  } finally {
    if (fsys) fsys.close()
  }
  copy.unhide("price_pro", "pro_tiers")
  copy.unhide("cost_price")
  return e.json(200, copy)
}

module.exports = { MESSAGES, MAX_DELTA, adjustStock, duplicateProduct }
