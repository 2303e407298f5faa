// Discount codes (issue 28, point 1; docs/adr/0116-discount-codes.md): the checks of a code's terms on
// every save (model hooks in discount-codes.pb.js, whatever the road), and a code's life in a checkout
// (lib/checkout.js calls each from one line): priced and refused before the holds (`priceCode`), its
// use held in the stock holds' transaction (`holdUse`, a conditional UPDATE like the stock's), counted
// in the paying transaction (`countUse`) and given back wherever the checkout's stock is (`releaseUse`).
// The cart and the checkout show a code's discount before anything is held (`preview`, POST
// /api/shop/discount-codes/preview): the checkout's own pricing and `priceCode`, so both agree.
// Not a hook file: loaded with require().

const MESSAGES = {
  invalid: "Les conditions de ce code sont incomplètes ou incohérentes.",
  code: "Un code compte de 3 à 40 lettres, chiffres, tirets ou soulignés, sans espace.",
  percent: "Un pourcentage est compris entre 1 et 100.",
  amount: "Saisissez un montant supérieur à 0 €.",
  scope: (/** @type {string} */ what) => "Choisissez au moins " + what + " pour ce code.",
  dates: "La date de fin doit suivre la date de début.",
  taken: "Ce code existe déjà (les majuscules et minuscules ne comptent pas).",
  // At the checkout, under the field `code` (issue 28's texts).
  notValid: "Ce code n’est pas valable.",
  expired: "Ce code a expiré.",
  firstOrder: "Ce code est réservé à la première commande.",
  minimum: (/** @type {number} */ cents) => "Ce code est valable à partir de " + money().formatEuros(cents) + " d’achat.",
  usedUp: "Ce code a déjà été utilisé autant de fois que prévu.",
  perCustomer: "Vous avez déjà utilisé ce code autant de fois que permis.",
  noLine: "Ce code ne s’applique à aucun article de votre panier.",
}
const SCOPE_TARGETS = /** @type {Record<string, string>} */ ({
  categories: "une catégorie",
  products: "un produit",
  stones: "une pierre",
})
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/

/**
 * Normalizes a code's terms (the code in capitals, targets outside its scope emptied) and refuses
 * incoherent ones with French field errors (one funnel: src/lib/form-errors.ts).
 * @param {CoreApp} app
 * @param {core.Record} record a `discount_codes` record being saved
 */
function checkTerms(app, record) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {}
  const code = record.getString("code").trim().toUpperCase()
  record.set("code", code)
  if (!CODE_PATTERN.test(code)) data.code = new ValidationError("shop_code_format", MESSAGES.code)
  else {
    // The unique index ignores case; this says it in French before the index refuses in English.
    const row = new DynamicModel({ n: 0 })
    app
      .db()
      .newQuery("SELECT COUNT(*) AS n FROM discount_codes WHERE code = {:code} COLLATE NOCASE AND id != {:id}")
      .bind({ code, id: record.id || "" })
      .one(row)
    if (row.n > 0) data.code = new ValidationError("shop_code_taken", MESSAGES.taken)
  }
  const value = record.getFloat("value")
  if (record.getString("kind") === "percent" && (value < 1 || value > 100))
    data.value = new ValidationError("shop_code_value", MESSAGES.percent)
  if (record.getString("kind") === "amount" && !(value > 0)) data.value = new ValidationError("shop_code_value", MESSAGES.amount)
  if (record.getString("kind") === "amount") record.set("value", Math.round(value * 100) / 100)
  const scope = record.getString("scope")
  for (const key in SCOPE_TARGETS) {
    const target = /** @type {"categories" | "products" | "stones"} */ (key)
    if (target !== scope) record.set(target, [])
    else if (record.getStringSlice(target).length === 0)
      data[target] = new ValidationError("shop_code_scope", MESSAGES.scope(SCOPE_TARGETS[target]))
  }
  const starts = record.getDateTime("starts_at")
  const ends = record.getDateTime("ends_at")
  if (!starts.isZero() && !ends.isZero() && !ends.after(starts)) data.ends_at = new ValidationError("shop_code_dates", MESSAGES.dates)
  if (!record.getString("audience")) record.set("audience", "all")
  record.set("search", searchText(record))
  if (Object.keys(data).length > 0) throw new BadRequestError(MESSAGES.invalid, data)
}

/**
 * What the admin's list finds a code by (docs/adr/0090): its code and note, folded.
 * @param {core.Record} record
 */
function searchText(record) {
  const fold = require(`${__hooks}/lib/search-fold.js`)
  return fold.foldText(record.getString("code") + " " + record.getString("note")).slice(0, fold.MAX_SEARCH)
}

function money() {
  return require(`${__hooks}/lib/money.js`)
}

/**
 * A checkout's refusal of a code: 4xx, French, under the field `code` (the browser's one funnel).
 * @param {number} status
 * @param {string} message
 */
function refusal(status, message) {
  return new ApiError(status, message, { code: new ValidationError("shop_discount_code", message) })
}

/** The refusal when the last use went to a parallel checkout (or the code was stopped meanwhile). */
function usedUpRefusal() {
  return refusal(409, MESSAGES.usedUp)
}

/**
 * The code record a shopper typed (case-insensitive), or null.
 * @param {CoreApp} app
 * @param {string} typed
 */
function findCode(app, typed) {
  if (!CODE_PATTERN.test(typed)) return null
  const row = new DynamicModel({ id: "" })
  try {
    app.db().newQuery("SELECT id FROM discount_codes WHERE code = {:code} COLLATE NOCASE LIMIT 1").bind({ code: typed }).one(row)
  } catch {
    return null
  }
  return row.id ? app.findRecordById("discount_codes", row.id) : null
}

/**
 * How many paid orders of this customer spent this code.
 * @param {CoreApp} app
 * @param {string} codeId
 * @param {string} userId
 */
function usesBy(app, codeId, userId) {
  const row = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM discount_code_uses WHERE code = {:code} AND user = {:user}")
    .bind({ code: codeId, user: userId })
    .one(row)
  return row.n
}

/**
 * Checks `typed` for the caller's priced lines and computes its discount (createCheckout, before the
 * holds; nothing is held here). Throws the French refusal under `code`; null when no code was sent.
 * The lines are the checkout's items, priced by the server; a line on sale carries `reference_price`.
 * @param {CoreApp} app
 * @param {unknown} typed
 * @param {OrderItem[]} items
 * @param {core.Record | null} auth the customer; null for a visitor's preview (whose account is checked at the checkout)
 * @param {boolean} pro whether the caller buys at pro prices (the code's audience)
 * @returns {{ record: core.Record, total: number, shares: number[] } | null}
 */
function priceCode(app, typed, items, auth, pro) {
  if (typed === undefined || typed === null || typed === "") return null
  const text = typeof typed === "string" ? typed.trim() : ""
  const record = text ? findCode(app, text) : null
  if (!record || !record.getBool("active")) throw refusal(400, MESSAGES.notValid)
  const now = new DateTime()
  const starts = record.getDateTime("starts_at")
  const ends = record.getDateTime("ends_at")
  if (!starts.isZero() && starts.after(now)) throw refusal(400, MESSAGES.notValid)
  if (!ends.isZero() && !ends.after(now)) throw refusal(400, MESSAGES.expired)
  const audience = record.getString("audience")
  if ((audience === "retail" && pro) || (audience === "pro" && !pro)) throw refusal(400, MESSAGES.notValid)
  if (auth && record.getBool("first_order_only")) {
    const earlier = app.findRecordsByFilter("orders", "user = {:user}", "", 1, 0, { user: auth.id })
    if (earlier.length > 0) throw refusal(400, MESSAGES.firstOrder)
  }
  // A code used up is refused by `holdUse`, after the caller's own and the expired holds are released.
  // Gift cards (sold alone, docs/adr/0117) are a means of payment: no code discounts them.
  if (items.some((item) => require(`${__hooks}/lib/gift-cards.js`).isCardItem(item))) throw refusal(400, MESSAGES.noLine)
  const perCustomer = record.getInt("max_uses_per_customer")
  if (auth && perCustomer > 0 && usesBy(app, record.id, auth.id) >= perCustomer) throw refusal(409, MESSAGES.perCustomer)

  const lines = items.map((item) => {
    const product = app.findRecordById("products", item.id)
    return {
      id: item.id,
      categories: product.getStringSlice("category"),
      stones: product.getStringSlice("stones"),
      unitCents: Math.round(item.price * 100),
      quantity: item.quantity,
      onSale: /** @type {{ reference_price?: number }} */ (item).reference_price !== undefined,
    }
  })
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  const minimum = Math.round(record.getFloat("min_basket") * 100)
  if (minimum > 0 && subtotal < minimum) throw refusal(400, MESSAGES.minimum(minimum))
  const terms = {
    kind: record.getString("kind"),
    value: record.getFloat("value"),
    scope: record.getString("scope"),
    categories: record.getStringSlice("categories"),
    products: record.getStringSlice("products"),
    stones: record.getStringSlice("stones"),
    combinable_with_sales: record.getBool("combinable_with_sales"),
  }
  const priced = require(`${__hooks}/lib/discount-pricing.js`).discountOf(terms, lines)
  if (priced.total <= 0) throw refusal(400, MESSAGES.noLine)
  return { record, total: priced.total, shares: priced.shares }
}

/**
 * Writes each line's share (`discount`, euros) on the items it applies to.
 * @param {OrderItem[]} items
 * @param {number[]} shares cents, one per item
 */
function applyShares(items, shares) {
  items.forEach((item, i) => {
    if (shares[i] > 0) /** @type {{ discount?: number }} */ (item).discount = shares[i] / 100
  })
}

/**
 * Holds one use of the code inside the checkout's transaction: a conditional UPDATE (as the stock's),
 * so that parallel checkouts on a code with one use left give exactly one holder. False: used up, or
 * deactivated meanwhile.
 * @param {CoreApp} txApp
 * @param {string} codeId
 */
function holdUse(txApp, codeId) {
  const result = txApp
    .db()
    .newQuery("UPDATE discount_codes SET held = held + 1 WHERE id = {:id} AND active = TRUE AND (max_uses = 0 OR uses + held < max_uses)")
    .bind({ id: codeId })
    .execute()
  return result.rowsAffected() === 1
}

/**
 * Gives back the use an open checkout held (wherever its stock is given back).
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 */
function releaseUse(txApp, checkout) {
  const codeId = checkout.getString("discount_code")
  if (!codeId) return
  txApp.db().newQuery("UPDATE discount_codes SET held = MAX(held - 1, 0) WHERE id = {:id}").bind({ id: codeId }).execute()
}

/**
 * The order carries the checkout's discount (saveOrder, before the order is saved).
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 * @param {core.Record} order
 */
function onOrder(txApp, checkout, order) {
  const codeId = checkout.getString("discount_code")
  if (!codeId) return
  const code = txApp.findRecordById("discount_codes", codeId)
  order.set("discount", checkout.getInt("discount") / 100)
  order.set("discount_code", code.getString("code"))
}

/**
 * Turns the checkout's use into a counted one in the paying transaction: the held use (when the
 * checkout was still open) becomes a use, and a row names code, order and customer. A checkout paid
 * after its hold was released is counted all the same: its payment is taken at the discounted price.
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 * @param {core.Record} order
 * @param {boolean} held whether the checkout still held its use (status `open`)
 */
function countUse(txApp, checkout, order, held) {
  const codeId = checkout.getString("discount_code")
  if (!codeId) return
  const cents = checkout.getInt("discount")
  txApp
    .db()
    .newQuery(
      "UPDATE discount_codes SET uses = uses + 1, held = MAX(held - {:held}, 0), discounted = ROUND(discounted + {:euros}, 2) WHERE id = {:id}",
    )
    .bind({ id: codeId, held: held ? 1 : 0, euros: cents / 100 })
    .execute()
  const use = new Record(txApp.findCollectionByNameOrId("discount_code_uses"))
  use.set("code", codeId)
  use.set("order", order.id)
  use.set("user", checkout.getString("user"))
  use.set("amount", cents / 100)
  txApp.save(use)
}

/**
 * Whether no use is left for this caller: paid uses and the holds of open checkouts, except the
 * caller's own (the checkout releases it before holding again).
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {core.Record | null} auth
 */
function usedUp(app, record, auth) {
  const max = record.getInt("max_uses")
  if (max <= 0) return false
  let own = 0
  if (auth) {
    const row = new DynamicModel({ n: 0 })
    app
      .db()
      .newQuery("SELECT COUNT(*) AS n FROM checkouts WHERE user = {:user} AND discount_code = {:code} AND status = 'open'")
      .bind({ user: auth.id, code: record.id })
      .one(row)
    own = row.n
  }
  return record.getInt("uses") + record.getInt("held") - own >= max
}

/**
 * POST /api/shop/discount-codes/preview `{ items, code }` (anyone; rate limited per address): the
 * cart priced as the checkout would price it, with the code's discount, in cents. Nothing is held or
 * counted: the checkout checks everything again. Refusals are the checkout's, under `code`.
 * @param {core.RequestEvent} e
 */
function preview(e) {
  const checkout = require(`${__hooks}/lib/checkout.js`)
  const shop = require(`${__hooks}/lib/shop.js`)
  const body = e.requestInfo().body || {}
  for (const key in body) if (key !== "items" && key !== "code") throw new BadRequestError(checkout.MESSAGES.forged)
  if (typeof body.code !== "string" || body.code.trim() === "") throw refusal(400, MESSAGES.notValid)
  const auth = shop.shopUser(e.auth)
  const role = shop.roleOf(e.auth)
  const lines = checkout.parseLines(body.items)
  const { items, cents } = checkout.priceLines(e.app, lines, role)
  require(`${__hooks}/lib/gift-cards.js`).checkSeparate(items)
  const discount = priceCode(e.app, body.code, items, auth, checkout.buysAsPro(role))
  if (!discount) throw refusal(400, MESSAGES.notValid)
  if (usedUp(e.app, discount.record, auth)) throw usedUpRefusal()
  // Under Stripe's 0,50 € the checkout still takes it when a gift card pays it wholly: only nothing left is refused here.
  if (cents - discount.total <= 0) throw new BadRequestError(checkout.MESSAGES.tooSmall)
  return e.json(200, {
    code: discount.record.getString("code"),
    subtotal: cents,
    discount: discount.total,
    amount: cents - discount.total,
    // Each line's total after its share, in the order sent: a pro's HT/TVA split from it, line by
    // line, as the invoice does (invoice.js discountedAmounts; docs/adr/0121).
    lines: items.map((item, i) => Math.round(item.price * 100) * item.quantity - (discount.shares[i] || 0)),
  })
}

module.exports = {
  MESSAGES,
  checkTerms,
  searchText,
  preview,
  usedUpRefusal,
  priceCode,
  applyShares,
  holdUse,
  releaseUse,
  onOrder,
  countUse,
}
