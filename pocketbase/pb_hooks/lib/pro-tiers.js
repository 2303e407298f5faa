// Volume prices and minimums for pros (docs/adr/0132-pro-volume-prices-and-minimums.md).
//
// - A product, or one of its sizes, may have pro prices by quantity: `pro_tiers`, a hidden json field
//   `[{ "min": 10, "price_pro": 18 }]` (TTC, like `price_pro`), thresholds ascending from 2, prices
//   decreasing and never above the pro price (or the public price when there is none). A size without
//   its own tiers is sold on its product's.
// - The tier is the one of the line's quantity (a line is one product, or one size of it: Shopify
//   counts volume prices per variant the same way). A pro pays the lowest of that tier, the pro price
//   and a running sale (docs/adr/0115); everyone else never gets a tier.
// - `products.pro_min_qty`: a pro orders at least that many pieces of the product (its sizes counted
//   together); `shop_identity.pro_min_order`: a pro order's goods, net of a discount code, are at
//   least that amount HT (split as the invoice splits it, lib/invoice.js `discountedAmounts`).
// Not a hook file: require(`${__hooks}/lib/pro-tiers.js`). The pure parts (`normalizeTiers`,
// `tierProblem`, `tierFor`) load under Node too (tests/unit/pro-tiers.test.ts).

const MAX_TIERS = 6

const MESSAGES = {
  badTiers: "Les prix par quantité sont invalides.",
  tooMany: "Six paliers de prix par quantité au maximum.",
  badMin: "Chaque palier commence à 2 pièces ou plus (un nombre entier).",
  notIncreasing: "Les seuils des paliers doivent être croissants : chaque palier commence à plus de pièces que le précédent.",
  badPrice: "Chaque palier a un prix professionnel supérieur à 0 €.",
  notDecreasing: "Le prix d’un palier doit être plus bas que celui du palier précédent.",
  aboveProPrice: "Le prix d’un palier ne peut pas dépasser le prix professionnel.",
  abovePrice: "Le prix d’un palier ne peut pas dépasser le prix public.",
  minQty: (/** @type {string} */ name, /** @type {number} */ min, /** @type {number} */ has) =>
    "« " + name + " » : minimum " + min + " pièces pour les professionnels (vous en avez " + has + ").",
  minOrder: (/** @type {string} */ minimum, /** @type {string} */ missing) =>
    "Commande minimum professionnelle : " + minimum + ". Il manque " + missing + ".",
}

/** @typedef {{ min: number, price_pro: number }} ProTier */

/**
 * The tiers as stored (a json value, or its text from a multipart body), without checking them: []
 * for nothing, null for something that is not a list of `{ min, price_pro }` numbers.
 * @param {unknown} raw
 * @returns {ProTier[] | null}
 */
function normalizeTiers(raw) {
  let value = raw
  if (value === null || value === undefined || value === "") return []
  if (typeof value === "string") {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  } else if (typeof value === "object" && !Array.isArray(value)) {
    // A json field read from a record in goja (types.JSONRaw): its text.
    try {
      value = JSON.parse(String(value))
    } catch {
      return null
    }
  }
  if (value === null) return []
  if (!Array.isArray(value)) return null
  /** @type {ProTier[]} */
  const tiers = []
  for (const row of value) {
    if (typeof row !== "object" || row === null || Array.isArray(row)) return null
    const min = Number(row.min)
    const price = Number(row.price_pro)
    if (!isFinite(min) || !isFinite(price) || typeof row.min === "boolean" || typeof row.price_pro === "boolean") return null
    tiers.push({ min, price_pro: Math.round(price * 100) / 100 })
  }
  return tiers
}

/**
 * Why tiers cannot be saved (a French sentence), or "" when they can.
 * @param {ProTier[] | null} tiers from `normalizeTiers`
 * @param {number} proCents the pro price they go down from (0: none)
 * @param {number} priceCents the public price
 */
function tierProblem(tiers, proCents, priceCents) {
  if (tiers === null) return MESSAGES.badTiers
  if (tiers.length > MAX_TIERS) return MESSAGES.tooMany
  let previousMin = 1
  let previousCents = Infinity
  for (const tier of tiers) {
    if (Math.floor(tier.min) !== tier.min || tier.min < 2 || tier.min > 99) return MESSAGES.badMin
    if (tier.min <= previousMin) return MESSAGES.notIncreasing
    const cents = Math.round(tier.price_pro * 100)
    if (!(cents > 0)) return MESSAGES.badPrice
    if (cents >= previousCents) return MESSAGES.notDecreasing
    if (proCents > 0 && cents > proCents) return MESSAGES.aboveProPrice
    if (!(proCents > 0) && priceCents > 0 && cents > priceCents) return MESSAGES.abovePrice
    previousMin = tier.min
    previousCents = cents
  }
  return ""
}

/**
 * The tier a quantity reaches (the one with the highest threshold at or under it), or null.
 * @param {ProTier[]} tiers sorted by `min` ascending
 * @param {number} quantity
 * @returns {ProTier | null}
 */
function tierFor(tiers, quantity) {
  /** @type {ProTier | null} */
  let found = null
  for (const tier of tiers) if (quantity >= tier.min) found = tier
  return found
}

/**
 * A record's tiers as stored, [] when none or unreadable (the server only ever saves checked ones).
 * @param {core.Record | null} record
 */
function storedTiers(record) {
  if (!record) return []
  return normalizeTiers(require(`${__hooks}/lib/json-fields.js`).jsonValue(record.get("pro_tiers"))) || []
}

/**
 * The tiers a line is priced on: its size's own, else its product's.
 * @param {core.Record} product
 * @param {core.Record | null} variant
 */
function tiersOf(product, variant) {
  const own = storedTiers(variant)
  return own.length > 0 ? own : storedTiers(product)
}

/**
 * A line's unit price in cents for `quantity` pieces, with the sale it comes from (docs/adr/0115): for
 * a pro (or an admin), the lowest of the tier of the quantity, the pro price and a running sale; a
 * line priced by its tier is not on sale (no reference shown, no sale counted). `tier` is the
 * threshold applied, 0 when none.
 * @param {core.Record} product
 * @param {core.Record | null} variant
 * @param {number} quantity
 * @param {boolean} pro
 * @returns {{ cents: number, reference: number, sale: string, tier: number }}
 */
function linePrice(product, variant, quantity, pro) {
  const base = require(`${__hooks}/lib/sales.js`).checkoutPrice(product, variant, pro)
  if (pro) {
    const tier = tierFor(tiersOf(product, variant), quantity)
    const cents = tier ? Math.round(tier.price_pro * 100) : Infinity
    if (tier && cents < base.cents) return { cents, reference: 0, sale: "", tier: tier.min }
  }
  return { cents: base.cents, reference: base.reference, sale: base.sale, tier: 0 }
}

/**
 * The checks of an admin's save of a product or a size (lib/product-prices.js `applyPrices`): the
 * tiers sent, normalized and put on the record, or a French 400.
 * @param {core.Record} record
 * @param {unknown} sent the `pro_tiers` of the body (undefined: not sent, the stored ones are checked)
 * @param {number} priceCents the public price that applies
 * @param {number} proCents the pro price that applies
 */
function applyTiers(record, sent, priceCents, proCents) {
  const tiers = normalizeTiers(sent === undefined ? require(`${__hooks}/lib/json-fields.js`).jsonValue(record.get("pro_tiers")) : sent)
  const problem = tierProblem(tiers, proCents, priceCents)
  if (problem) throw new BadRequestError(problem, { pro_tiers: new ValidationError("shop_pro_tiers", problem) })
  if (sent !== undefined) record.set("pro_tiers", tiers && tiers.length > 0 ? tiers : null)
}

/**
 * The refusal of a pro's checkout under a minimum (docs/adr/0132), or nothing: each product's
 * `pro_min_qty` (its lines' quantities summed), then the shop's `pro_min_order` on the goods HT net of
 * the code's shares (the lines carry `discount` once the code is applied). Gift cards and a quote's
 * part are no goods of the catalogue: not counted, and a checkout of them alone is not checked.
 * @param {CoreApp} app
 * @param {OrderItem[]} items
 * @param {boolean} pro
 */
function checkMinimums(app, items, pro) {
  if (!pro) return
  const goods = items.filter((item) => Boolean(item.id) && !item.gift_card && !item.quote)
  if (goods.length === 0) return
  /** @type {{ [id: string]: { name: string, quantity: number } }} */
  const perProduct = {}
  for (const item of goods) {
    const seen = perProduct[item.id] || { name: item.name, quantity: 0 }
    seen.quantity += item.quantity
    perProduct[item.id] = seen
  }
  for (const id in perProduct) {
    let min = 0
    try {
      min = app.findRecordById("products", id).getInt("pro_min_qty")
    } catch {
      continue // priceLines has found it already
    }
    if (min > 1 && perProduct[id].quantity < min) {
      throw new ApiError(409, MESSAGES.minQty(perProduct[id].name, min, perProduct[id].quantity))
    }
  }
  const identity = require(`${__hooks}/lib/shop-identity.js`).findIdentity(app)
  const minimum = identity ? Math.round(identity.getFloat("pro_min_order") * 100) : 0
  if (!(minimum > 0) || !identity) return
  const values = { vat_exempt: identity.getBool("vat_exempt"), vat_rate: identity.getFloat("vat_rate") }
  const amounts = require(`${__hooks}/lib/invoice.js`).discountedAmounts(goods, /** @type {any} */ (values))
  if (amounts.ht >= minimum) return
  const money = require(`${__hooks}/lib/money.js`)
  const tail = amounts.rate > 0 ? "\u00a0HT" : ""
  throw new ApiError(409, MESSAGES.minOrder(money.formatEuros(minimum) + tail, money.formatEuros(minimum - amounts.ht)))
}

module.exports = { MESSAGES, MAX_TIERS, normalizeTiers, tierProblem, tierFor, tiersOf, linePrice, applyTiers, checkMinimums }
