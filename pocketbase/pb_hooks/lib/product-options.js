// A product's options and its sizes, checked by the server (issue 27, point 1; docs/adr/0104 and
// docs/adr/0108-sizes-for-the-owner.md): at most two options with a name and up to 20 distinct values;
// a unique piece has none; every size names values of its product's options (a second value exactly
// when there are two options); a size's reference is no product's reference and a product's is no
// size's (the two unique indexes are separate); an option value stays while a size uses it; a size
// that was sold or is held by a checkout is never deleted (its history and refunds name it).
// Not a hook file: loaded with require() by product-options.pb.js.

const MAX_OPTIONS = 2
const MAX_VALUES = 20
const MAX_NAME = 40
const MAX_VALUE = 60

const MESSAGES = {
  shape: "Les options doivent être une liste d’au plus deux options, chacune avec un nom et des valeurs.",
  tooMany: "Un produit a au plus deux options (par exemple « Tour de poignet » et « Taille des perles »).",
  name: "Chaque option doit avoir un nom (par exemple « Tour de poignet »), de 40 caractères au plus.",
  sameName: (/** @type {string} */ name) => "Deux options portent le même nom « " + name + " ».",
  noValues: (/** @type {string} */ name) => "L’option « " + name + " » doit avoir au moins une valeur.",
  tooManyValues: (/** @type {string} */ name) => "L’option « " + name + " » a plus de 20 valeurs.",
  value: (/** @type {string} */ name) => "Chaque valeur de l’option « " + name + " » doit être remplie (60 caractères au plus).",
  sameValue: (/** @type {string} */ name, /** @type {string} */ value) =>
    "L’option « " + name + " » a deux fois la valeur « " + value + " ».",
  unique: "Une pièce unique n’a pas de tailles : retirez ses options ou décochez « Pièce unique ».",
  inUse: (/** @type {string} */ size) =>
    "La combinaison « " + size + " » existe encore : supprimez-la avant de retirer cette valeur ou cette option.",
  noOptions: "Ce produit n’a pas d’options : ajoutez-lui d’abord une option (par exemple « Tour de poignet »).",
  option1: (/** @type {string} */ name, /** @type {string} */ value) =>
    "« " + value + " » n’est pas une valeur de l’option « " + name + " » de ce produit.",
  option2Missing: (/** @type {string} */ name) => "Choisissez une valeur de l’option « " + name + " ».",
  option2Extra: "Ce produit n’a qu’une option : la seconde valeur doit rester vide.",
  productChanged: "Une combinaison reste attachée à son produit.",
  skuIsProduct: (/** @type {string} */ sku) => "La référence « " + sku + " » est déjà celle d’un produit.",
  skuIsSize: (/** @type {string} */ sku) => "La référence « " + sku + " » est déjà celle d’une taille d’un produit.",
  sold: (/** @type {string} */ size) =>
    "La taille « " +
    size +
    " » a déjà été vendue : elle ne peut pas être supprimée (son historique et les remboursements en dépendent). Mettez son stock à 0 pour ne plus la vendre.",
  held: (/** @type {string} */ size) =>
    "La taille « " + size + " » est en cours de paiement par un client : elle ne peut pas être supprimée pour le moment.",
}

/**
 * Whether the request may write products at all: anyone else is refused by the API rules, unanswered here.
 * @param {core.RecordRequestEvent} e
 */
function writer(e) {
  return e.hasSuperuserAuth() || require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)
}

/**
 * @param {string} field
 * @param {string} code
 * @param {string} message
 */
function refuse(field, code, message) {
  return require(`${__hooks}/lib/shop.js`).fieldError(BadRequestError, field, code, message)
}

/** NFC and single spaces: « 17 cm » and « 17  cm » are one value. */
function clean(/** @type {unknown} */ text) {
  return String(text).normalize("NFC").replace(/\s+/g, " ").trim()
}

/**
 * The options as sent, checked and cleaned: `[{ name, values }]`, or throws the French 400 on `options`.
 * Pure (tests/unit run it under Node too).
 * @param {unknown} raw
 * @returns {Array<{ name: string, values: string[] }>}
 */
function cleanOptions(raw) {
  if (raw === null || raw === undefined || raw === "") return []
  if (!Array.isArray(raw)) throw refuse("options", "shop_options_shape", MESSAGES.shape)
  if (raw.length > MAX_OPTIONS) throw refuse("options", "shop_options_too_many", MESSAGES.tooMany)
  /** @type {Array<{ name: string, values: string[] }>} */
  const options = []
  for (const option of raw) {
    if (!option || typeof option !== "object" || Array.isArray(option)) throw refuse("options", "shop_options_shape", MESSAGES.shape)
    const name = typeof option.name === "string" ? clean(option.name) : ""
    if (!name || name.length > MAX_NAME) throw refuse("options", "shop_options_name", MESSAGES.name)
    if (options.some((o) => o.name.toLowerCase() === name.toLowerCase()))
      throw refuse("options", "shop_options_same_name", MESSAGES.sameName(name))
    if (!Array.isArray(option.values) || option.values.length === 0)
      throw refuse("options", "shop_options_no_values", MESSAGES.noValues(name))
    if (option.values.length > MAX_VALUES) throw refuse("options", "shop_options_too_many_values", MESSAGES.tooManyValues(name))
    /** @type {string[]} */
    const values = []
    for (const rawValue of option.values) {
      const value = typeof rawValue === "string" || typeof rawValue === "number" ? clean(rawValue) : ""
      if (!value || value.length > MAX_VALUE) throw refuse("options", "shop_options_value", MESSAGES.value(name))
      if (values.some((v) => v.toLowerCase() === value.toLowerCase()))
        throw refuse("options", "shop_options_same_value", MESSAGES.sameValue(name, value))
      values.push(value)
    }
    options.push({ name, values })
  }
  return options
}

/**
 * « 17 cm » or « 17 cm · 8 mm »: a size's values, as the messages name it.
 * @param {string} option1
 * @param {string} option2
 */
function sizeName(option1, option2) {
  return option2 ? option1 + " · " + option2 : option1
}

/**
 * The product whose sku is `sku` (other than `exceptId`), or null.
 * @param {CoreApp} app
 * @param {ShopCollectionName} collection
 * @param {string} sku
 */
function holderOfSku(app, collection, sku) {
  try {
    return app.findFirstRecordByData(collection, "sku", sku)
  } catch {
    return null
  }
}

/**
 * The products create and update requests: options checked and cleaned, none on a unique piece,
 * every existing size still matching them, the reference no size's.
 * @param {core.RecordRequestEvent} e
 */
function checkProduct(e) {
  if (!writer(e)) return e.next()
  const record = e.record
  const { jsonValue } = require(`${__hooks}/lib/json-fields.js`)
  const options = cleanOptions(jsonValue(record.get("options")))
  record.set("options", options)
  if (options.length > 0 && record.getBool("is_unique")) throw refuse("is_unique", "shop_unique_with_options", MESSAGES.unique)
  const sku = record.getString("sku")
  if (sku && holderOfSku(e.app, "product_variants", sku)) throw refuse("sku", "shop_sku_is_size", MESSAGES.skuIsSize(sku))
  if (!record.isNew()) {
    const sizes = e.app.findRecordsByFilter("product_variants", "product = {:id}", "position", 0, 0, { id: record.id })
    for (const size of sizes) {
      const option1 = size.getString("option1")
      const option2 = size.getString("option2")
      if (!matches(options, option1, option2)) throw refuse("options", "shop_options_in_use", MESSAGES.inUse(sizeName(option1, option2)))
    }
  }
  e.next()
}

/**
 * Whether a size's values fit the options.
 * @param {Array<{ name: string, values: string[] }>} options
 * @param {string} option1
 * @param {string} option2
 */
function matches(options, option1, option2) {
  if (options.length === 0) return false
  if (options[0].values.indexOf(option1) === -1) return false
  if (options.length === 1) return option2 === ""
  return options[1].values.indexOf(option2) !== -1
}

/**
 * The product_variants create and update requests: values among the product's options, the
 * reference no product's.
 * @param {core.RecordRequestEvent} e
 */
function checkSize(e) {
  if (!writer(e)) return e.next()
  const record = e.record
  if (!record.isNew() && record.getString("product") !== record.original().getString("product")) {
    throw refuse("product", "shop_size_product_changed", MESSAGES.productChanged)
  }
  const option1 = clean(record.getString("option1"))
  const option2 = clean(record.getString("option2"))
  record.set("option1", option1)
  record.set("option2", option2)
  let product = null
  try {
    product = e.app.findRecordById("products", record.getString("product"))
  } catch {
    return e.next() // PocketBase answers the missing relation itself
  }
  const { jsonValue } = require(`${__hooks}/lib/json-fields.js`)
  const raw = jsonValue(product.get("options"))
  const options = Array.isArray(raw) ? /** @type {Array<{ name: string, values: string[] }>} */ (raw) : []
  if (options.length === 0) throw refuse("option1", "shop_size_no_options", MESSAGES.noOptions)
  if (options[0].values.indexOf(option1) === -1) throw refuse("option1", "shop_size_option1", MESSAGES.option1(options[0].name, option1))
  if (options.length === 1 && option2) throw refuse("option2", "shop_size_option2_extra", MESSAGES.option2Extra)
  if (options.length > 1) {
    if (!option2) throw refuse("option2", "shop_size_option2_missing", MESSAGES.option2Missing(options[1].name))
    if (options[1].values.indexOf(option2) === -1) throw refuse("option2", "shop_size_option2", MESSAGES.option1(options[1].name, option2))
  }
  const sku = record.getString("sku")
  if (sku && holderOfSku(e.app, "products", sku)) throw refuse("sku", "shop_sku_is_product", MESSAGES.skuIsProduct(sku))
  e.next()
}

/**
 * The product_variants delete request: never a size held by a checkout or already sold.
 * @param {core.RecordRequestEvent} e
 */
function checkSizeDelete(e) {
  if (!writer(e)) return e.next()
  const record = e.record
  const size = sizeName(record.getString("option1"), record.getString("option2"))
  if (record.getInt("reserved") > 0) throw new ApiError(409, MESSAGES.held(size))
  const row = new DynamicModel({ n: 0 })
  e.app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM stock_movements WHERE variant = {:id} AND reason IN ('sale', 'refund', 'withdrawal')")
    .bind({ id: record.id })
    .one(row)
  if (row.n > 0) throw new ApiError(409, MESSAGES.sold(size))
  e.next()
}

module.exports = { MAX_OPTIONS, MAX_VALUES, MESSAGES, checkProduct, checkSize, checkSizeDelete, cleanOptions, sizeName }
