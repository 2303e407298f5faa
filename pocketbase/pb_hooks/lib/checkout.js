// The checkout (docs/adr/0032-checkouts-holds-and-the-payment-truth.md): what the server knows before
// the customer pays, the stock it holds meanwhile, and the one code path that turns a paid intent into
// exactly one order or one refund, whoever calls it (the browser's confirmation or Stripe's webhook).
// Not a hook file: loaded with require() inside the handlers of checkout.pb.js.

const MAX_LINES = 20
const MAX_QUANTITY = 99
const MIN_AMOUNT_CENTS = 50
const DEFAULT_HOLD_SECONDS = 15 * 60
const PRODUCT_ID = /^[a-z0-9]{15}$/
const RECORD_ID = /^[a-z0-9]{15}$/
const STRIPE_INTENT_ID = /^pi_[A-Za-z0-9_]{6,250}$/
const DEMO_INTENT_ID = /^demo_[a-f0-9]{16,64}$/
const CHECKOUT_FIELDS = ["items", "shipping", "billing", "newsletter", "code", "gift_card", "payment_method"]

const MESSAGES = {
  notUser: "Vous devez être connecté pour passer une commande.",
  forged: "Une commande ne contient que les articles et les adresses : le client, les prix et le total sont fixés par la boutique.",
  badItems: "Les articles de la commande sont invalides.",
  tooManyLines: "Votre panier contient trop d’articles différents (20 au maximum).",
  badQuantity: "La quantité de chaque article doit être un nombre entier entre 1 et 99.",
  duplicate: "Un même article apparaît plusieurs fois dans la commande.",
  unavailable: "Un article de votre panier n’est plus disponible. Veuillez mettre à jour votre panier.",
  // A product sold in sizes (docs/adr/0104) is bought in one of its sizes, never as the product.
  sizeMissing: (/** @type {string} */ name) => "Choisissez une taille pour « " + name + " » avant de commander.",
  // A product the shop has hidden (docs/adr/0059): admins still see it, so its name may be said.
  unpublished: (/** @type {string} */ name) => "« " + name + " » n’est plus proposé à la vente. Veuillez le retirer de votre panier.",
  reserved: (/** @type {string} */ name) =>
    "« " +
    name +
    " » est réservé par un autre client en train de payer. S’il ne finalise pas son paiement, " +
    "la pièce sera remise en vente d’ici 15 minutes. Aucun montant n’a été débité.",
  outOfStock: (/** @type {string} */ name, /** @type {number} */ stock) =>
    stock <= 0
      ? "« " + name + " » n’est plus en stock. Veuillez le retirer de votre panier."
      : "Il ne reste que " + stock + " exemplaire" + (stock > 1 ? "s" : "") + " de « " + name + " ». Veuillez ajuster votre panier.",
  tooSmall: "Le montant de la commande est trop faible pour un paiement par carte (0,50 € au minimum).",
  notConfigured: "Le paiement en ligne n’est pas configuré sur ce serveur. Veuillez réessayer plus tard.",
  checkoutNotFound: "Cette commande en cours est introuvable.",
  badIntent: "Le paiement de cette commande est invalide.",
  intentNotFound: "Ce paiement est introuvable.",
  otherCheckout: "Ce paiement ne correspond pas à cette commande.",
  otherUser: "Ce paiement n’a pas été fait depuis votre compte.",
  notSucceeded: "Ce paiement n’a pas abouti : la commande ne peut pas être enregistrée.",
  refunded: "Ce paiement a été remboursé : il ne peut plus servir à une commande.",
  demoOff: "Les paiements de démonstration ne sont pas acceptés par ce serveur.",
  // 409: the payment was genuine but the shop cannot honour it, so it is refunded.
  soldOut: (/** @type {string} */ name) =>
    "Désolé, « " +
    name +
    " » n’est plus disponible : quelqu’un l’a acheté pendant votre paiement. " +
    "Votre paiement a été remboursé et aucune commande n’a été enregistrée.",
  demoSoldOut: (/** @type {string} */ name) =>
    "Désolé, « " + name + " » n’est plus disponible. Paiement de démonstration : rien n’a été débité.",
  // An order paid wholly by gift card (docs/adr/0117): no bank payment to refund.
  cardSoldOut: (/** @type {string} */ name) =>
    "Désolé, « " + name + " » n’est plus disponible. Votre carte cadeau n’a pas été débitée et aucune commande n’a été enregistrée.",
  cardGone:
    "Le solde de votre carte cadeau a été utilisé entre-temps. Votre paiement a été remboursé et aucune commande n’a été enregistrée.",
  amountMismatch: "Le montant payé ne correspond pas à votre commande. Votre paiement a été remboursé : veuillez recommencer.",
  alreadyPaid: "Cette commande a déjà été payée par un autre paiement. Ce second paiement a été remboursé.",
  refundedTail: "Votre paiement a été remboursé et aucune commande n’a été enregistrée.",
  refundFailed: (/** @type {string} */ reason) =>
    reason + " Le remboursement automatique n’a pas abouti : veuillez nous contacter, nous vous rembourserons.",
}

function stripe() {
  return require(`${__hooks}/lib/stripe.js`)
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

function holdSeconds() {
  const value = Number(stripe().env("CHECKOUT_HOLD_SECONDS"))
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : DEFAULT_HOLD_SECONDS
}

/**
 * PocketBase's datetime text for a JS time (UTC, "YYYY-MM-DD HH:MM:SS.mmmZ").
 * @param {number} ms
 */
function dbTime(ms) {
  return require(`${__hooks}/lib/time.js`).dbDate(ms)
}

function nowText() {
  return dbTime(Date.now())
}

/**
 * Pros and admins buy at the pro price and may order exclusive products (docs/product/rules.md#pro-price).
 * @param {string} role
 */
function buysAsPro(role) {
  return role === shop().ROLE_PRO || role === shop().ROLE_ADMIN
}

/**
 * Unit price in cents: the sale price when a sale runs at this moment, the pro price for pros and
 * admins where there is one and lower (lib/sales.js, docs/adr/0115).
 * @param {core.Record} product
 * @param {string} role
 */
function unitPriceCents(product, role) {
  return require(`${__hooks}/lib/sales.js`).checkoutPrice(product, null, buysAsPro(role)).cents
}

/**
 * The size as printed on an order line: « Tour de poignet : 17 cm », « … · Taille des perles : 8 mm ».
 * @param {Array<{ name?: unknown }>} options
 * @param {core.Record} variant
 */
function sizeLabel(options, variant) {
  const values = [variant.getString("option1"), variant.getString("option2")]
  /** @type {string[]} */
  const parts = []
  values.forEach((value, index) => {
    if (!value) return
    const option = options[index]
    const name = option && typeof option.name === "string" ? option.name : ""
    parts.push(name ? name + "\u00a0: " + value : value)
  })
  return parts.join(" · ")
}

/**
 * The table whose stock a line moves: its size's when it has one (docs/adr/0104), else its product's.
 * @param {{ id: string, variant?: string }} item
 */
function stockRow(item) {
  return item.variant ? { table: "product_variants", id: item.variant } : { table: "products", id: item.id }
}

/**
 * @typedef {{ amount: number, recipient_name: string, recipient_email: string, message: string, send_on: string }} GiftCardLineInput
 */

/** Gift cards (docs/adr/0117): their own line type, no stock, issued on payment. */
function giftCards() {
  return require(`${__hooks}/lib/gift-cards.js`)
}

/** Paying a quote (docs/adr/0128): a line of its own, priced from the accepted quote, no stock. */
function quotePayments() {
  return require(`${__hooks}/lib/quote-payments.js`)
}

/**
 * The lines that move stock: neither gift cards (docs/adr/0117) nor a quote's part (docs/adr/0128).
 * @template {{ gift_card?: unknown, quote?: unknown, id?: unknown }} T
 * @param {T[]} items
 * @returns {T[]}
 */
function stockLines(items) {
  return quotePayments().stockLines(giftCards().stockLines(items))
}

/** @param {unknown} value */
function jsonValue(value) {
  return require(`${__hooks}/lib/json-fields.js`).jsonValue(value)
}

/**
 * The `[{ id, quantity }]` the customer sent, validated (400 otherwise).
 * @param {unknown} raw
 * @returns {Array<{ id: string, variant: string, quantity: number, giftCard?: GiftCardLineInput, quote?: { quote: string, part: QuotePart } }>}
 */
function parseLines(raw) {
  const items = jsonValue(raw)
  if (!Array.isArray(items) || items.length === 0) throw new BadRequestError(MESSAGES.badItems)
  if (items.length > MAX_LINES) throw new BadRequestError(MESSAGES.tooManyLines)
  /** @type {{ [id: string]: boolean }} */
  const seen = {}
  return items.map(function (item) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) throw new BadRequestError(MESSAGES.badItems)
    if (giftCards().isGiftCardLine(item)) return { id: "", variant: "", quantity: 1, giftCard: giftCards().parseLine(item) }
    if (quotePayments().isQuoteLine(item)) return { id: "", variant: "", quantity: 1, quote: quotePayments().parseLine(item) }
    for (const key in item) {
      if (key !== "id" && key !== "quantity" && key !== "variant") throw new BadRequestError(MESSAGES.forged)
    }
    if (typeof item.id !== "string" || !PRODUCT_ID.test(item.id)) throw new BadRequestError(MESSAGES.badItems)
    // A size (docs/adr/0104): two sizes of one product are two lines.
    const variant = item.variant === undefined || item.variant === null || item.variant === "" ? "" : item.variant
    if (typeof variant !== "string" || (variant && !PRODUCT_ID.test(variant))) throw new BadRequestError(MESSAGES.badItems)
    const q = item.quantity
    if (typeof q !== "number" || Math.floor(q) !== q || q < 1 || q > MAX_QUANTITY) throw new BadRequestError(MESSAGES.badQuantity)
    const key = item.id + "/" + variant
    if (seen[key]) throw new BadRequestError(MESSAGES.duplicate)
    seen[key] = true
    return { id: item.id, variant: variant, quantity: q }
  })
}

/**
 * The two addresses, checked and normalized; a 400 with the field errors otherwise. Gift cards alone
 * (docs/adr/0119) ship nothing: no delivery address is kept, the billing one is required (an older
 * page sending only `shipping` has it taken as the billing address).
 * @param {{ [key: string]: unknown }} body
 * @param {boolean} [cardsOnly]
 * @returns {{ shipping: Address | null, billing: Address | null }}
 */
function parseAddresses(body, cardsOnly) {
  const rules = require(`${__hooks}/lib/addresses.js`)
  /** @param {unknown} value */
  const given = (value) => value !== null && value !== undefined && value !== ""
  if (cardsOnly) {
    const buyer = rules.checkAddress(given(body.billing) ? body.billing : body.shipping, { requirePhone: false })
    if (Object.keys(buyer.errors).length > 0) throw rules.addressError({ billing: buyer.errors })
    return { shipping: null, billing: buyer.address }
  }
  const shipping = rules.checkAddress(body.shipping, { requirePhone: true })
  const billingGiven = given(body.billing)
  const billing = billingGiven ? rules.checkAddress(body.billing, { requirePhone: false }) : null
  /** @type {{ [prefix: string]: FieldErrors }} */
  const errors = {}
  if (Object.keys(shipping.errors).length > 0) errors.shipping = shipping.errors
  if (billing && Object.keys(billing.errors).length > 0) errors.billing = billing.errors
  if (Object.keys(errors).length > 0) throw rules.addressError(errors)
  return { shipping: shipping.address, billing: billing ? billing.address : null }
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
 * @param {core.Record} checkout
 * @returns {OrderItem[]}
 */
function lineItems(checkout) {
  const items = jsonValue(checkout.get("items"))
  return Array.isArray(items) ? items : []
}

/** The stock history (docs/adr/0098): every stock write below is recorded in its transaction. */
function stockHistory() {
  return require(`${__hooks}/lib/stock-history.js`)
}

/**
 * The stock and holds are written with plain SQL, which no record hook sees: the public catalogue's
 * cache is told after each such transaction commits (docs/adr/0045), never inside it.
 */
/** Discount codes (docs/adr/0116): each step of a code's life is one call into its own file. */
function discountCodes() {
  return require(`${__hooks}/lib/discount-codes.js`)
}

/** Gift cards spent at checkout (docs/adr/0117): held, taken, released and credited in their own file. */
function cardSpending() {
  return require(`${__hooks}/lib/gift-card-spending.js`)
}

/** Payment on invoice for approved pros (docs/adr/0131). */
function paymentTerms() {
  return require(`${__hooks}/lib/pro-payment-terms.js`)
}

function catalogueChanged() {
  require(`${__hooks}/lib/catalogue-cache.js`).bump()
}

/**
 * Puts an open checkout's held units back on sale (inside the caller's transaction).
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 * @param {string} note
 */
function releaseHeld(txApp, checkout, note) {
  restock(txApp, checkout)
  checkout.set("status", "released")
  checkout.set("note", note)
  txApp.save(checkout)
}

/**
 * Releases one checkout if it is still open; true when it did.
 * @param {CoreApp} app
 * @param {string} checkoutId
 * @param {string} note
 */
function releaseCheckout(app, checkoutId, note) {
  let released = false
  app.runInTransaction((txApp) => {
    const checkout = findOrNull(txApp, "checkouts", checkoutId)
    if (!checkout || checkout.getString("status") !== "open") return
    releaseHeld(txApp, checkout, note)
    released = true
  })
  if (released) catalogueChanged()
  return released
}

/**
 * Releases every open checkout whose hold has expired (the cron, and before every new hold).
 * @param {CoreApp} app
 */
function releaseExpired(app) {
  const expired = app.findRecordsByFilter("checkouts", "status = 'open' && expires <= {:now}", "expires", 200, 0, { now: nowText() })
  for (const checkout of expired) releaseCheckout(app, checkout.id, "expired")
  return expired.length
}

/**
 * The caller's own open checkouts are released before a new one: one hold per customer at a time.
 * @param {CoreApp} app
 * @param {string} userId
 */
function releaseOpenCheckoutsOf(app, userId) {
  const open = app.findRecordsByFilter("checkouts", "status = 'open' && user = {:user}", "", 50, 0, { user: userId })
  for (const checkout of open) releaseCheckout(app, checkout.id, "replaced")
}

/**
 * Why a hold failed for this product: reserved by someone else, or not enough stock.
 * @param {CoreApp} app
 * @param {string} productId
 * @param {string} name
 * @param {number} quantity
 * @param {string} [variantId] the size, when the line names one
 */
function holdRefusal(app, productId, name, quantity, variantId = "") {
  // A size's own stock and holds (docs/adr/0104).
  const product = variantId ? findOrNull(app, "product_variants", variantId) : findOrNull(app, "products", productId)
  const stock = product ? product.getInt("stock") : 0
  const reserved = product ? product.getInt("reserved") : 0
  if (reserved > 0 && stock < quantity) return new ApiError(409, MESSAGES.reserved(name))
  return new ApiError(409, MESSAGES.outOfStock(name, stock))
}

/**
 * @param {CoreApp} app
 * @param {core.Record} checkout
 */
function checkoutSummary(app, checkout) {
  return {
    id: checkout.id,
    status: checkout.getString("status"),
    amount: checkout.getInt("amount"),
    discount: checkout.getInt("discount"),
    currency: "eur",
    expires: checkout.getString("expires").replace(" ", "T"),
    email: checkout.getString("email"),
    mode: checkout.getString("payment_mode"),
    payment_method: checkout.getString("payment_method") || "card",
    lines: lineItems(checkout),
    // The card's part (cents) and its masked code; `amount` is the rest, paid by bank card.
    gift_card: cardSpending().summary(app, checkout),
  }
}

/**
 * The checkout's newsletter box and soft opt-in objection (docs/adr/0114): recorded once the checkout
 * is saved; a failure to record it never fails the checkout.
 * @param {CoreApp} app
 * @param {core.Record} auth
 * @param {string} choice
 */
function recordNewsletterChoice(app, auth, choice) {
  try {
    require(`${__hooks}/lib/consent.js`).recordCheckoutChoice(app, auth, choice)
  } catch (err) {
    app.logger().error("checkout consent not recorded", "user", auth.id, "error", String(err))
  }
}

/**
 * The lines priced by the server as the caller buys (pro prices, sizes, gift cards): the checkout's
 * and the discount preview's one pricing (docs/adr/0116), so both always agree. 409 for a line that
 * cannot be bought.
 * @param {CoreApp} app
 * @param {ReturnType<typeof parseLines>} lines
 * @param {string} role
 * @param {core.Record} [auth] the buyer: a quote's part is priced only for its payer (docs/adr/0128)
 * @returns {{ items: OrderItem[], cents: number }}
 */
function priceLines(app, lines, role, auth) {
  /** @type {OrderItem[]} */
  const items = []
  let cents = 0
  let cardLines = 0
  for (const line of lines) {
    if (line.giftCard) {
      const card = giftCards().priceLine(app, line.giftCard, cardLines++)
      cents += Math.round(card.price * 100)
      items.push(card)
      continue
    }
    if (line.quote) {
      if (!auth) throw new ApiError(409, MESSAGES.unavailable)
      const part = quotePayments().priceLine(app, line.quote, auth)
      cents += Math.round(part.price * 100)
      items.push(part)
      continue
    }
    const product = findOrNull(app, "products", line.id)
    if (!product || (product.getBool("exclusive") && !buysAsPro(role))) throw new ApiError(409, MESSAGES.unavailable)
    // Hidden from the shop: nobody buys it, admins included (a non-admin never learns its name).
    if (!product.getBool("published")) {
      throw new ApiError(409, role === shop().ROLE_ADMIN ? MESSAGES.unpublished(product.getString("name")) : MESSAGES.unavailable)
    }
    // Sizes (docs/adr/0104): a product with options is sold only in one of its sizes, and only it.
    const options = jsonValue(product.get("options"))
    const sized = Array.isArray(options) && options.length > 0
    if (sized && !line.variant) throw new ApiError(409, MESSAGES.sizeMissing(product.getString("name")))
    const variant = line.variant ? findOrNull(app, "product_variants", line.variant) : null
    if (line.variant && (!sized || !variant || variant.getString("product") !== product.id)) throw new ApiError(409, MESSAGES.unavailable)
    // The pro's volume price of the line's quantity, the pro price or a sale, the lowest (docs/adr/0132).
    const priced = require(`${__hooks}/lib/pro-tiers.js`).linePrice(product, variant, line.quantity, buysAsPro(role))
    const unit = priced.cents
    cents += unit * line.quantity
    /** @type {OrderItem} */
    const item = { id: product.id, name: product.getString("name"), quantity: line.quantity, price: unit / 100 }
    // The reference printed on the invoice and the credit notes (docs/adr/0061); none, no key.
    const sku = (variant && variant.getString("sku")) || product.getString("sku")
    if (sku) item.sku = sku
    if (priced.reference > 0) item.reference_price = priced.reference / 100
    if (priced.sale) item.sale = priced.sale
    if (variant) {
      item.variant = variant.id
      item.size = sizeLabel(/** @type {Array<{ name?: unknown }>} */ (options), variant)
    }
    items.push(item)
  }
  return { items, cents }
}

/**
 * POST /api/shop/checkouts: prices the lines, checks the addresses and holds the stock.
 * @param {core.RequestEvent} e
 */
function createCheckout(e) {
  const auth = shop().shopUser(e.auth)
  if (!auth) throw new UnauthorizedError(MESSAGES.notUser)
  const mode = stripe().paymentMode()
  if (!mode) throw new ApiError(503, MESSAGES.notConfigured)
  // No real payment while the shop's legal identity is incomplete (docs/adr/0048).
  const identityRefusal = require(`${__hooks}/lib/shop-identity.js`).paymentRefusal(e.app, mode)
  if (identityRefusal) throw new ApiError(503, identityRefusal)

  const body = e.requestInfo().body || {}
  for (const key in body) {
    if (CHECKOUT_FIELDS.indexOf(key) === -1) throw new BadRequestError(MESSAGES.forged)
  }
  const lines = parseLines(body.items)
  const addresses = parseAddresses(
    body,
    lines.every((line) => Boolean(line.giftCard)),
  )
  const newsletter = require(`${__hooks}/lib/consent.js`).checkoutChoice(body.newsletter)

  const role = shop().roleOf(auth)
  const { items, cents } = priceLines(e.app, lines, role, auth)
  giftCards().checkSeparate(items)
  quotePayments().checkLines(items, body.code)
  // A discount code, checked and priced by the server; each line carries its share (docs/adr/0116).
  const discount = discountCodes().priceCode(e.app, body.code, items, auth, buysAsPro(role))
  if (discount) discountCodes().applyShares(items, discount.shares)
  // A pro's minimum quantities and minimum order, on the server's own lines (docs/adr/0132).
  require(`${__hooks}/lib/pro-tiers.js`).checkMinimums(e.app, items, buysAsPro(role))
  const discountCents = discount ? discount.total : 0
  // Nothing left to pay is no order: there would be no payment to confirm it.
  if (cents - discountCents <= 0) throw new BadRequestError(MESSAGES.tooSmall)
  // A gift card pays all or part of it, a means of payment checked by the server (docs/adr/0117).
  const spending = cardSpending().priceSpending(e.app, body.gift_card, cents - discountCents, items, auth.id)
  const cardCents = spending ? spending.cents : 0
  // Stripe's minimum is the bank card's: a total under 0,50 € (after a code) that the gift card pays wholly is taken.
  const bankCents = cents - discountCents - cardCents
  if (bankCents > 0 && bankCents < MIN_AMOUNT_CENTS) throw new BadRequestError(MESSAGES.tooSmall)
  // « Virement à 30 jours » (docs/adr/0131): for a pro the owner allows, within their ceiling.
  const method = paymentTerms().checkoutMethod(e.app, auth, body.payment_method, { items, cents: bankCents, giftCard: body.gift_card })

  const app = e.app
  // A pro buys for their business: the order is B2B and bills the company on file (docs/adr/0080).
  const billed = require(`${__hooks}/lib/pro-billing.js`).billingFor(
    app,
    auth,
    /** @type {Address} */ (addresses.billing || addresses.shipping),
  )
  releaseOpenCheckoutsOf(app, auth.id)
  releaseExpired(app)

  // Set inside the transaction's callback (which the type check does not follow).
  let refusal = /** @type {OrderItem | null} */ (null)
  let codeUsedUp = false
  let cardHeld = false
  let checkout = /** @type {core.Record | null} */ (null)
  try {
    app.runInTransaction((txApp) => {
      for (const item of stockLines(items)) {
        const row = stockRow(item)
        const result = txApp
          .db()
          .newQuery("UPDATE " + row.table + " SET stock = stock - {:q}, reserved = reserved + {:q} WHERE id = {:id} AND stock >= {:q}")
          .bind({ q: item.quantity, id: row.id })
          .execute()
        if (result.rowsAffected() !== 1) {
          refusal = item
          throw new Error("not available")
        }
      }
      if (discount && !discountCodes().holdUse(txApp, discount.record.id)) {
        codeUsedUp = true
        throw new Error("code used up")
      }
      // Two checkouts spending one card at once: the conditional UPDATE lets only what it covers pass.
      if (spending && !cardSpending().hold(txApp, spending.record.id, spending.cents)) {
        cardHeld = true
        throw new Error("gift card held")
      }
      checkout = new Record(txApp.findCollectionByNameOrId("checkouts"))
      checkout.set("user", auth.id)
      checkout.set("email", auth.email())
      checkout.set("customer_name", auth.getString("name") || (addresses.shipping || billed.billing).full_name)
      checkout.set("items", items)
      checkout.set("amount", bankCents)
      if (spending) {
        checkout.set("gift_card", spending.record.id)
        checkout.set("gift_card_amount", cardCents)
      }
      if (discount) {
        checkout.set("discount_code", discount.record.id)
        checkout.set("discount", discountCents)
      }
      checkout.set("status", "open")
      checkout.set("expires", dbTime(Date.now() + holdSeconds() * 1000))
      checkout.set("shipping_address", addresses.shipping)
      checkout.set("billing_address", billed.billing)
      checkout.set("b2b", billed.b2b)
      checkout.set("payment_mode", mode)
      checkout.set("payment_method", method)
      txApp.save(checkout)
      // The units held leave the stock: a sale in the stock history, its order filled in once paid (docs/adr/0098).
      const saved = /** @type {core.Record} */ (checkout)
      for (const item of stockLines(items)) {
        stockHistory().recordStockChange(txApp, {
          product: item.id,
          variant: item.variant,
          change: -item.quantity,
          reason: "sale",
          checkout: saved.id,
        })
      }
    })
  } catch (err) {
    if (refusal) throw holdRefusal(app, refusal.id, refusal.name, refusal.quantity, refusal.variant)
    if (codeUsedUp) throw discountCodes().usedUpRefusal()
    if (cardHeld) throw new ApiError(409, cardSpending().MESSAGES.held)
    throw err
  }
  if (!checkout) throw new Error("checkout neither saved nor refused")
  recordNewsletterChoice(app, auth, newsletter)
  catalogueChanged()
  return e.json(200, checkoutSummary(app, checkout))
}

/**
 * The caller's own checkout (404 for anybody else's).
 * @param {core.RequestEvent} e
 */
function ownCheckout(e) {
  const auth = shop().shopUser(e.auth)
  if (!auth) throw new UnauthorizedError(MESSAGES.notUser)
  const id = e.request.pathValue("id")
  const checkout = RECORD_ID.test(id) ? findOrNull(e.app, "checkouts", id) : null
  if (!checkout || checkout.getString("user") !== auth.id) throw new NotFoundError(MESSAGES.checkoutNotFound)
  return checkout
}

/**
 * GET /api/shop/checkouts/{id}: what the payment function needs.
 * @param {core.RequestEvent} e
 */
function readCheckout(e) {
  const checkout = ownCheckout(e)
  // An expired hold is released now, so the function never starts a payment for it.
  if (checkout.getString("status") === "open" && checkout.getString("expires") <= nowText()) {
    releaseCheckout(e.app, checkout.id, "expired")
    return e.json(200, checkoutSummary(e.app, e.app.findRecordById("checkouts", checkout.id)))
  }
  return e.json(200, checkoutSummary(e.app, checkout))
}

/**
 * DELETE /api/shop/checkouts/{id}: the customer gives the pieces back (left the checkout).
 * @param {core.RequestEvent} e
 */
function deleteCheckout(e) {
  const checkout = ownCheckout(e)
  releaseCheckout(e.app, checkout.id, "cancelled")
  return e.noContent(204)
}

/**
 * Checks the intent for this checkout. Returns { intent, refundReason } — a genuine payment for this
 * checkout that cannot be honoured as it is gets a refund reason; anything else is a 400.
 * @param {core.Record} checkout
 * @param {string} intentId
 */
function verifiedIntent(checkout, intentId) {
  const s = stripe()
  // On invoice (docs/adr/0131): nothing for Stripe to check; the ceiling is checked when the order is saved.
  if (paymentTerms().isTransferPayment(checkout, intentId)) return { intent: null, refundReason: null }
  // Paid wholly by gift card (docs/adr/0117): nothing for Stripe to check, in either mode.
  if (cardSpending().looksWholeCard(intentId)) {
    if (!cardSpending().isWholeCardPayment(checkout, intentId)) throw new BadRequestError(MESSAGES.badIntent)
    return { intent: null, refundReason: null }
  }
  // A checkout the card pays wholly is confirmed only that way.
  if (checkout.getInt("amount") === 0) throw new BadRequestError(MESSAGES.badIntent)
  if (DEMO_INTENT_ID.test(intentId)) {
    // Demonstration payments: only with PAYMENT_DEMO=1 and no secret key, for a demo checkout.
    if (s.paymentMode() !== "demo" || checkout.getString("payment_mode") !== "demo") throw new BadRequestError(MESSAGES.demoOff)
    return { intent: null, refundReason: null }
  }
  if (!STRIPE_INTENT_ID.test(intentId)) throw new BadRequestError(MESSAGES.badIntent)
  if (!s.secretKey()) throw new ApiError(503, MESSAGES.notConfigured)
  const intent = s.retrieveIntent(intentId)
  if (!intent) throw new BadRequestError(MESSAGES.intentNotFound)
  const metadata = intent.metadata || {}
  if (metadata.checkout !== checkout.id) throw new BadRequestError(MESSAGES.otherCheckout)
  if (metadata.user !== checkout.getString("user")) throw new BadRequestError(MESSAGES.otherUser)
  if (intent.status !== "succeeded") throw new BadRequestError(MESSAGES.notSucceeded)
  if (s.isRefunded(intent)) throw new BadRequestError(MESSAGES.refunded)
  if (String(intent.currency).toLowerCase() !== "eur" || intent.amount !== checkout.getInt("amount")) {
    return { intent: intent, refundReason: MESSAGES.amountMismatch }
  }
  return { intent: intent, refundReason: null }
}

/**
 * The order that a paid checkout becomes (inside the transaction).
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 * @param {string} intentId
 */
function saveOrder(txApp, checkout, intentId) {
  const items = lineItems(checkout)
  const order = new Record(txApp.findCollectionByNameOrId("orders"))
  order.set("user", checkout.getString("user"))
  order.set("email", checkout.getString("email"))
  order.set("customer_name", checkout.getString("customer_name"))
  order.set("items", items)
  order.set(
    "products",
    items.map((item) => item.id).filter((id) => findOrNull(txApp, "products", id) !== null),
  )
  order.set("total", checkout.getInt("amount") / 100)
  order.set("status", "paid")
  order.set("stripePaymentIntentId", intentId)
  order.set("shipping_address", jsonValue(checkout.get("shipping_address")))
  order.set("billing_address", jsonValue(checkout.get("billing_address")))
  order.set("checkout", checkout.id)
  order.set("payment_mode", checkout.getString("payment_mode"))
  order.set("b2b", checkout.getBool("b2b"))
  discountCodes().onOrder(txApp, checkout, order)
  cardSpending().onOrder(checkout, order)
  // The invoice number and the history, in the transaction that makes the order paid (docs/adr/0047).
  const invoices = require(`${__hooks}/lib/invoice.js`)
  invoices.assignInvoiceNumber(txApp, order)
  paymentTerms().onOrder(order, intentId)
  txApp.save(order)
  invoices.recordPaidAndInvoiced(txApp, order)
  return order
}

/**
 * Puts a checkout's lines back on sale (the units it held).
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 */
function restock(txApp, checkout) {
  discountCodes().releaseUse(txApp, checkout)
  cardSpending().release(txApp, checkout)
  for (const item of stockLines(lineItems(checkout))) {
    const row = stockRow(item)
    txApp
      .db()
      .newQuery("UPDATE " + row.table + " SET stock = stock + {:q}, reserved = MAX(reserved - {:q}, 0) WHERE id = {:id}")
      .bind({ q: item.quantity, id: row.id })
      .execute()
    const movement = { product: item.id, variant: item.variant, change: item.quantity, checkout: checkout.id }
    stockHistory().recordStockChange(txApp, Object.assign(movement, { reason: /** @type {const} */ ("release") }))
  }
}

/**
 * Claims a checkout without an order for a refund (`open`/`released` → `refunded`, in a transaction),
 * refunds, and gives the claim back if Stripe refused: a checkout is refunded only while it has no
 * order, and once claimed it can no longer become one. Returns the ApiError to answer, or null when
 * another caller finished the checkout meanwhile (look again).
 * @param {CoreApp} app
 * @param {string} checkoutId
 * @param {string} intentId
 * @param {string} reason
 */
function refundCheckout(app, checkoutId, intentId, reason) {
  let claimed = false
  app.runInTransaction((txApp) => {
    const current = findOrNull(txApp, "checkouts", checkoutId)
    const status = current ? current.getString("status") : ""
    if (!current || (status !== "open" && status !== "released")) return
    if (status === "open") restock(txApp, current)
    current.set("status", "refunded")
    current.set("payment_intent", intentId)
    current.set("note", "refunded")
    txApp.save(current)
    claimed = true
  })
  if (!claimed) return null
  catalogueChanged()
  if (stripe().refund(intentId)) return new ApiError(409, reason)
  app.runInTransaction((txApp) => {
    const current = findOrNull(txApp, "checkouts", checkoutId)
    if (!current || current.getString("status") !== "refunded" || current.getString("payment_intent") !== intentId) return
    current.set("status", "released")
    current.set("note", "refund_failed")
    txApp.save(current)
  })
  return new ApiError(502, MESSAGES.refundFailed(reason))
}

/**
 * The one path from a paid intent to an order (the browser's confirmation and the webhook alike).
 * Returns { order, created, mailIds }; throws an ApiError for refusals (409 when refunded).
 * `ownerId`: the caller must own the checkout (null for the webhook).
 * @param {CoreApp} app
 * @param {unknown} checkoutId
 * @param {unknown} intentId
 * @param {string | null} ownerId
 * @returns {{ order: core.Record, created: boolean, mailIds: string[] }}
 */
function finalizeCheckout(app, checkoutId, intentId, ownerId) {
  if (typeof checkoutId !== "string" || !RECORD_ID.test(checkoutId)) throw new NotFoundError(MESSAGES.checkoutNotFound)
  if (typeof intentId !== "string") throw new BadRequestError(MESSAGES.badIntent)
  const checkout = findOrNull(app, "checkouts", checkoutId)
  if (!checkout || (ownerId !== null && checkout.getString("user") !== ownerId)) throw new NotFoundError(MESSAGES.checkoutNotFound)

  // Already an order for this payment: the second caller finds the work done (no Stripe call needed).
  if (checkout.getString("status") === "paid" && checkout.getString("payment_intent") === intentId) {
    return { order: app.findRecordById("orders", checkout.getString("order")), created: false, mailIds: [] }
  }
  if (checkout.getString("status") === "refunded" && checkout.getString("payment_intent") === intentId) {
    throw new ApiError(409, MESSAGES.refunded)
  }

  // No bank payment to refund: a demonstration, or an order the gift card pays wholly.
  const demo = DEMO_INTENT_ID.test(intentId)
  const wholeCard = cardSpending().looksWholeCard(intentId)
  // Nor on invoice (docs/adr/0131).
  const transfer = paymentTerms().looksTransfer(intentId)
  const verified = verifiedIntent(checkout, intentId)
  if (verified.refundReason) {
    const answer = refundCheckout(app, checkoutId, intentId, verified.refundReason)
    if (answer) throw answer
    return finalizeCheckout(app, checkoutId, intentId, ownerId)
  }

  // Set inside the transaction's callback (which the type check does not follow).
  /** @typedef {{ kind: "created", order: core.Record, mailIds: string[] } | { kind: "done", orderId: string } | { kind: "refunded" } | { kind: "otherIntent" }} Outcome */
  let outcome = /** @type {Outcome | null} */ (null)
  let soldOut = /** @type {string | null} */ (null)
  let cardGone = false
  let quoteTaken = false
  let overCeiling = /** @type {string | null} */ (null)
  try {
    app.runInTransaction((txApp) => {
      const current = txApp.findRecordById("checkouts", checkoutId)
      const status = current.getString("status")
      if (status === "paid") {
        outcome =
          current.getString("payment_intent") === intentId ? { kind: "done", orderId: current.getString("order") } : { kind: "otherIntent" }
        return
      }
      if (status === "refunded") {
        outcome = { kind: "refunded" }
        return
      }
      // The ceiling, read in the transaction that saves the order: one writer, so two orders racing
      // the last euro of credit cannot both pass (docs/adr/0131).
      if (transfer) {
        overCeiling = paymentTerms().ceilingRefusal(txApp, current.getString("user"), current.getInt("amount"))
        if (overCeiling) throw new Error("over the ceiling")
      }
      const items = stockLines(lineItems(current))
      if (status === "open") {
        for (const item of items) {
          const row = stockRow(item)
          txApp
            .db()
            .newQuery("UPDATE " + row.table + " SET reserved = MAX(reserved - {:q}, 0) WHERE id = {:id}")
            .bind({ q: item.quantity, id: row.id })
            .execute()
          // Paid: a size's holds leave its product's size summary too (docs/adr/0110).
          if (item.variant) require(`${__hooks}/lib/product-sizes.js`).refresh(txApp, item.id)
        }
      } else {
        // Released (expired, failed, replaced) but paid all the same: take the stock again if it is there.
        for (const item of items) {
          const row = stockRow(item)
          const result = txApp
            .db()
            .newQuery("UPDATE " + row.table + " SET stock = stock - {:q} WHERE id = {:id} AND stock >= {:q}")
            .bind({ q: item.quantity, id: row.id })
            .execute()
          if (result.rowsAffected() !== 1) {
            soldOut = item.name
            throw new Error("sold out")
          }
          const sale = { product: item.id, variant: item.variant, change: -item.quantity, checkout: current.id }
          stockHistory().recordStockChange(txApp, Object.assign(sale, { reason: /** @type {const} */ ("sale") }))
        }
      }
      // The card's part leaves its balance here, in the paying transaction (docs/adr/0117).
      if (!cardSpending().take(txApp, current, status === "open")) {
        cardGone = true
        throw new Error("gift card spent")
      }
      const order = saveOrder(txApp, current, intentId)
      // The quote's part, claimed on the quote here: of two payments of one part, one order (docs/adr/0128).
      if (!quotePayments().recordPayment(txApp, order)) {
        quoteTaken = true
        throw new Error("quote part paid")
      }
      discountCodes().countUse(txApp, current, order, status === "open")
      stockHistory().attachOrder(txApp, current.id, order.id)
      current.set("status", "paid")
      current.set("payment_intent", intentId)
      current.set("order", order.id)
      txApp.save(current)
      // The order's gift cards, issued with it (docs/adr/0117): one per card line, once.
      const cardMailIds = giftCards().issueForOrder(txApp, order)
      /** @type {string[]} */
      let mailIds = []
      try {
        mailIds = require(`${__hooks}/lib/mail.js`).queueOrderMails(txApp, order).concat(cardMailIds)
      } catch (err) {
        // Queuing is best effort: the order never depends on it (the failure is logged for the admin).
        console.error("checkout: queuing the mails of order " + order.id + " failed: " + err)
      }
      outcome = { kind: "created", order: order, mailIds: mailIds }
    })
  } catch (err) {
    if (soldOut === null && !cardGone && !quoteTaken && overCeiling === null) throw err
  }
  if (overCeiling !== null) throw new ApiError(409, overCeiling)

  if (quoteTaken) {
    if (demo || wholeCard || transfer) throw new ApiError(409, quotePayments().MESSAGES.taken)
    const answer = refundCheckout(app, checkoutId, intentId, quotePayments().MESSAGES.taken + " " + MESSAGES.refundedTail)
    if (answer) throw answer
    return finalizeCheckout(app, checkoutId, intentId, ownerId)
  }

  if (cardGone) {
    if (demo || wholeCard || transfer) throw new ApiError(409, cardSpending().MESSAGES.gone)
    const answer = refundCheckout(app, checkoutId, intentId, MESSAGES.cardGone)
    if (answer) throw answer
    return finalizeCheckout(app, checkoutId, intentId, ownerId)
  }
  if (soldOut !== null) {
    if (wholeCard) throw new ApiError(409, MESSAGES.cardSoldOut(soldOut))
    if (transfer) throw new ApiError(409, paymentTerms().MESSAGES.soldOut(soldOut))
    if (demo) throw new ApiError(409, MESSAGES.demoSoldOut(soldOut))
    const answer = refundCheckout(app, checkoutId, intentId, MESSAGES.soldOut(soldOut))
    if (answer) throw answer
    return finalizeCheckout(app, checkoutId, intentId, ownerId)
  }
  if (!outcome) throw new Error("checkout " + checkoutId + " neither finished nor refused")
  if (outcome.kind === "created") {
    catalogueChanged()
    return { order: outcome.order, created: true, mailIds: outcome.mailIds }
  }
  if (outcome.kind === "done") return { order: app.findRecordById("orders", outcome.orderId), created: false, mailIds: [] }
  if (outcome.kind === "refunded") throw new ApiError(409, MESSAGES.refunded)
  // Paid by another intent (never the case through the function's one-intent-per-checkout key):
  // this second payment is not the order's, so it is given back.
  if (demo || wholeCard || transfer) throw new BadRequestError(MESSAGES.badIntent)
  if (stripe().refund(intentId)) throw new ApiError(409, MESSAGES.alreadyPaid)
  throw new ApiError(502, MESSAGES.refundFailed(MESSAGES.alreadyPaid))
}

/**
 * What the browser gets back of its order.
 * @param {core.Record} order
 */
function orderSummary(order) {
  return {
    id: order.id,
    status: order.getString("status"),
    total: order.getFloat("total"),
    created: order.getString("created"),
    // On invoice (docs/adr/0131): the due date the confirmation screen says.
    payment_method: order.getString("payment_method") || "card",
    due_at: order.getString("due_at"),
    items: jsonValue(order.get("items")) || [],
  }
}

/**
 * Answers with a known length, flushes, then sends the order's e-mails: the customer has the answer
 * before the mail server is even called, so a mail server that is down or slow never holds an order
 * back (the mails stay queued and the cron retries them). The shop's routes are not gzipped (gzip.pb.js).
 * @param {core.RequestEvent} e
 * @param {number} status
 * @param {unknown} payload
 * @param {string[]} [mailIds]
 */
function answerThenMail(e, status, payload, mailIds) {
  const body = toBytes(JSON.stringify(payload))
  e.response.header().set("Content-Length", String(body.length))
  // The connection stays busy until the mails are sent: the client must not reuse it meanwhile.
  e.response.header().set("Connection", "close")
  e.response.header().set("Cache-Control", "no-store")
  e.blob(status, "application/json; charset=utf-8", body)
  e.flush()
  if (mailIds && mailIds.length > 0) {
    try {
      require(`${__hooks}/lib/mail.js`).deliverNow(e.app, mailIds)
    } catch (err) {
      console.error("checkout: the order's e-mails stay queued: " + err)
    }
  }
}

module.exports = {
  MESSAGES,
  answerThenMail,
  MAX_LINES,
  MAX_QUANTITY,
  createCheckout,
  readCheckout,
  deleteCheckout,
  releaseCheckout,
  releaseExpired,
  finalizeCheckout,
  orderSummary,
  ownCheckout,
  unitPriceCents,
  parseLines,
  priceLines,
  buysAsPro,
  MIN_AMOUNT_CENTS,
}
