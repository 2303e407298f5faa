// The admin's « Tailles » screen saved at once (docs/adr/0108): a product's options and its sizes
// (created, changed, removed) in one transaction, so the admin never sees half a save. Every rule of
// the record hooks is applied here too (lib/product-options.js): the record saves below are
// app.save()s, which no request hook sees. A size's stock is a change against the stock the screen
// loaded, applied to the stock of the moment (docs/adr/0037); each change goes into the size's
// history through the execute hooks (lib/stock-history.js). Not a hook file: loaded with require().

const MAX_SIZES = 400

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut modifier les tailles d’un produit.",
  notFound: "Ce produit n’existe pas ou plus.",
  shape: "La demande d’enregistrement des tailles est invalide.",
  tooMany: "Un produit a au plus 400 combinations.",
  unknownSize: "Une des combinaisons n’existe plus : rechargez la page.",
  twice: (/** @type {string} */ size) => "La combinaison « " + size + " » apparaît deux fois.",
  sameSku: (/** @type {string} */ sku) => "La référence « " + sku + " » est donnée à deux combinaisons.",
  skuFormat: (/** @type {string} */ size) =>
    "La référence de « " + size + " » : majuscules, chiffres et tirets seulement (32 caractères au plus), par exemple EDP-BRA-016.",
  stock: (/** @type {string} */ size) => "Le stock de « " + size + " » doit être un nombre entier, 0 ou plus.",
  price: (/** @type {string} */ size) => "Le prix de « " + size + " » doit être un nombre positif, ou vide pour le prix du produit.",
  costPrice: (/** @type {string} */ size) =>
    "Le prix de revient de « " + size + " » doit être un nombre positif, ou vide pour celui du produit.",
  proAbovePrice: (/** @type {string} */ size) => "Le prix professionnel de « " + size + " » ne peut pas dépasser son prix public.",
  stockChanged: (/** @type {string} */ size, /** @type {number} */ left) =>
    "Le stock de « " +
    size +
    " » a changé pendant votre modification : il en reste " +
    left +
    ". Vérifiez le stock puis enregistrez à nouveau.",
}

/**
 * @param {string} message
 * @param {string} [code]
 */
function refuse(message, code = "shop_sizes_invalid") {
  return require(`${__hooks}/lib/shop.js`).fieldError(BadRequestError, "sizes", code, message)
}

/** @param {unknown} value */
function money(value) {
  if (value === null || value === undefined || value === "") return 0
  const n = Number(value)
  return isFinite(n) && n >= 0 && Math.round(n * 100) === n * 100 ? n : NaN
}

/**
 * POST /api/shop/products/{id}/sizes `{ options, sizes: [{ id?, option1, option2, sku, stock?,
 * change?, price, price_pro, cost_price?, position }], remove: [id] }` — admins. A new size sends
 * `stock`, an existing one `change` (its stock minus the one loaded). `cost_price` (docs/adr/0122;
 * empty or 0: the product's) is kept as it was when not sent. Answers `{ options, sizes }` as saved.
 * @param {core.RequestEvent} e
 */
function saveSizes(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  const rules = require(`${__hooks}/lib/product-options.js`)
  const history = require(`${__hooks}/lib/stock-history.js`)
  if (!shop.isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const id = e.request.pathValue("id")
  /** @type {any} */
  const body = e.requestInfo().body || {}
  const options = rules.cleanOptions(body.options)
  const sent = Array.isArray(body.sizes) ? body.sizes : null
  const remove = Array.isArray(body.remove) ? body.remove.map(String) : []
  if (!sent) throw new BadRequestError(MESSAGES.shape)
  if (sent.length > MAX_SIZES) throw refuse(MESSAGES.tooMany)
  if (options.length === 0 && sent.length > 0) throw refuse(rules.MESSAGES.noOptions)

  /** @type {Array<{ id: string, option1: string, option2: string, sku: string, stock: number, change: number, price: number, price_pro: number, cost_price: number | null, position: number, name: string }>} */
  const sizes = []
  const seen = new Set()
  const skus = new Set()
  for (let index = 0; index < sent.length; index++) {
    const raw = sent[index] || {}
    const option1 = String(raw.option1 || "").trim()
    const option2 = String(raw.option2 || "").trim()
    const name = rules.sizeName(option1, option2)
    if (options[0] && options[0].values.indexOf(option1) === -1) throw refuse(rules.MESSAGES.option1(options[0].name, option1))
    if (options.length === 1 && option2) throw refuse(rules.MESSAGES.option2Extra)
    if (options.length > 1 && options[1].values.indexOf(option2) === -1) throw refuse(rules.MESSAGES.option1(options[1].name, option2))
    const key = option1 + "\u0000" + option2
    if (seen.has(key)) throw refuse(MESSAGES.twice(name))
    seen.add(key)
    const sku = String(raw.sku || "").trim()
    if (sku && (sku.length > 32 || !/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(sku))) throw refuse(MESSAGES.skuFormat(name))
    if (sku && skus.has(sku)) throw refuse(MESSAGES.sameSku(sku))
    if (sku) skus.add(sku)
    const existing = raw.id ? String(raw.id) : ""
    const amount = Number(existing ? raw.change || 0 : raw.stock || 0)
    if (!isFinite(amount) || Math.floor(amount) !== amount || (!existing && amount < 0) || Math.abs(amount) > 100000) {
      throw refuse(MESSAGES.stock(name))
    }
    const price = money(raw.price)
    const pricePro = money(raw.price_pro)
    if (isNaN(price) || isNaN(pricePro)) throw refuse(MESSAGES.price(name))
    const sentCost = Object.prototype.hasOwnProperty.call(raw, "cost_price")
    const cost = sentCost ? money(raw.cost_price) : null
    if (cost !== null && isNaN(cost)) throw refuse(MESSAGES.costPrice(name))
    sizes.push({
      id: existing,
      option1,
      option2,
      sku,
      stock: existing ? 0 : amount,
      change: existing ? amount : 0,
      price,
      price_pro: pricePro,
      cost_price: cost,
      position: index,
      name,
    })
  }

  /** @type {{ kind: "missing" } | { kind: "stock", name: string, left: number } | null} */
  let failure = null
  try {
    e.app.runInTransaction((txApp) => {
      let product = null
      try {
        product = txApp.findRecordById("products", id)
      } catch {
        failure = { kind: "missing" }
        return
      }
      if (options.length > 0 && product.getBool("is_unique")) throw refuse(rules.MESSAGES.unique)
      const productPrice = product.getFloat("price")
      const current = txApp.findRecordsByFilter("product_variants", "product = {:id}", "position", 0, 0, { id })
      /** @type {{ [id: string]: core.Record }} */
      const byId = {}
      for (const record of current) byId[record.id] = record
      for (const size of sizes) {
        if (size.id && !byId[size.id]) throw refuse(MESSAGES.unknownSize)
        const effective = size.price > 0 ? size.price : productPrice
        if (size.price_pro > 0 && size.price_pro > effective) throw refuse(MESSAGES.proAbovePrice(size.name), "shop_price_pro_above_price")
        if (size.sku) {
          let holder = null
          try {
            holder = txApp.findFirstRecordByData("products", "sku", size.sku)
          } catch {
            holder = null
          }
          if (holder) throw refuse(rules.MESSAGES.skuIsProduct(size.sku), "shop_sku_is_product")
          /** @type {core.Record[]} */
          const others = txApp.findRecordsByFilter("product_variants", "sku = {:sku} && product != {:id}", "", 1, 0, { sku: size.sku, id })
          if (others.length > 0) throw refuse(rules.MESSAGES.skuIsSize(size.sku), "shop_sku_is_size")
        }
      }
      // Removed: kept when held or sold (lib/product-options.js), and every size left must be sent.
      const kept = new Set(sizes.filter((s) => s.id).map((s) => s.id))
      for (const record of current) {
        if (kept.has(record.id)) continue
        if (remove.indexOf(record.id) === -1) throw refuse(MESSAGES.unknownSize)
        const name = rules.sizeName(record.getString("option1"), record.getString("option2"))
        if (record.getInt("reserved") > 0) throw new ApiError(409, rules.MESSAGES.held(name))
        const row = new DynamicModel({ n: 0 })
        txApp
          .db()
          .newQuery("SELECT COUNT(*) AS n FROM stock_movements WHERE variant = {:id} AND reason IN ('sale', 'refund', 'withdrawal')")
          .bind({ id: record.id })
          .one(row)
        if (row.n > 0) throw new ApiError(409, rules.MESSAGES.sold(name))
        txApp.delete(record)
      }
      product.set("options", options)
      txApp.save(product)
      const collection = txApp.findCollectionByNameOrId("product_variants")
      for (const size of sizes) {
        const record = size.id ? byId[size.id] : new Record(collection)
        if (!size.id) {
          record.set("product", id)
          record.set("stock", size.stock)
          record.set("reserved", 0)
        } else if (size.change !== 0) {
          const stock = record.getInt("stock") + size.change
          if (stock < 0) {
            failure = { kind: "stock", name: size.name, left: record.getInt("stock") }
            throw new Error("stock below zero")
          }
          record.set("stock", stock)
        }
        record.set("option1", size.option1)
        record.set("option2", size.option2)
        record.set("sku", size.sku)
        record.set("price", size.price)
        record.set("price_pro", size.price_pro)
        if (size.cost_price !== null) record.set("cost_price", size.cost_price)
        record.set("position", size.position)
        history.explainSave(record, { reason: "manual", actor: e.auth })
        txApp.save(record)
      }
    })
  } catch (err) {
    if (!failure) throw err
  }
  return answer(e, id, failure)
}

/**
 * The saved options and sizes, or the refusal noted in the transaction.
 * @param {core.RequestEvent} e
 * @param {string} id
 * @param {any} failure
 */
function answer(e, id, failure) {
  if (failure && failure.kind === "missing") throw new NotFoundError(MESSAGES.notFound)
  if (failure && failure.kind === "stock") throw new ApiError(409, MESSAGES.stockChanged(failure.name, failure.left))
  const product = e.app.findRecordById("products", id)
  const { jsonValue } = require(`${__hooks}/lib/json-fields.js`)
  const sizes = e.app.findRecordsByFilter("product_variants", "product = {:id}", "position", 0, 0, { id }).map((record) => {
    record.unhide("price_pro")
    record.unhide("cost_price")
    return record
  })
  return e.json(200, { options: jsonValue(product.get("options")) || [], sizes })
}

module.exports = { MESSAGES, saveSizes }
