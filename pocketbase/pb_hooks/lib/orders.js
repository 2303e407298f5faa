// The verified checkout (DESIGN.md §7, docs/adr/0023-payment-and-orders.md): an order is created by
// the logged-in customer with `{ stripePaymentIntentId, items: [{ id, quantity }] }` and nothing else.
// This module checks the payment with Stripe (STRIPE_API_BASE, STRIPE_SECRET_KEY from PocketBase's
// environment), recomputes the amount, then decrements the stock and saves the order in one
// transaction. A paid intent the shop cannot honour (stock gone, price changed, product withdrawn) is
// refunded and answered with 409. Not a hook file: loaded with require() inside the handler.

const MAX_LINES = 20
const MAX_QUANTITY = 99
const PRODUCT_ID = /^[a-z0-9]{15}$/
const STRIPE_INTENT_ID = /^pi_[A-Za-z0-9_]{6,250}$/
const DEMO_INTENT_ID = /^demo_[a-f0-9]{16,64}$/
const ALLOWED_FIELDS = ["stripePaymentIntentId", "items"]
// Pinned like the payment function's (functions/create-payment-intent/handler.ts).
const STRIPE_API_VERSION = "2026-10-28.endive"

const MESSAGES = {
  forged: "Une commande ne contient que le paiement et les articles : le client, le total, le statut et les prix sont fixés par la boutique.",
  notUser: "Vous devez être connecté pour passer une commande.",
  badIntent: "Le paiement de cette commande est invalide.",
  badItems: "Les articles de la commande sont invalides.",
  badQuantity: "La quantité de chaque article doit être un nombre entier entre 1 et 99.",
  duplicate: "Un même article apparaît plusieurs fois dans la commande.",
  // Neutral wording: a retried create whose first answer was lost lands here too (the order exists).
  reused: "Ce paiement a déjà servi à enregistrer une commande.",
  notFound: "Ce paiement est introuvable.",
  notSucceeded: "Ce paiement n'a pas abouti : la commande ne peut pas être enregistrée.",
  otherUser: "Ce paiement n'a pas été fait depuis votre compte.",
  refunded: "Ce paiement a été remboursé : il ne peut plus servir à une commande.",
  itemsMismatch: "Les articles de la commande ne correspondent pas à ceux du paiement.",
  demoOff: "Les paiements de démonstration ne sont pas acceptés par ce serveur.",
  notConfigured: "Le paiement en ligne n'est pas configuré sur ce serveur.",
  stripeDown: "Le service de paiement ne répond pas. Votre commande n'a pas été enregistrée : veuillez nous contacter.",
  // 409: the payment was genuine but the shop cannot honour it, so it is refunded.
  soldOut: (name) =>
    "Désolé, « " + name + " » n'est plus disponible : quelqu'un l'a acheté pendant votre paiement. " +
    "Votre paiement a été remboursé et aucune commande n'a été enregistrée.",
  withdrawn: "Désolé, un article de votre panier n'est plus disponible. Votre paiement a été remboursé et aucune commande n'a été enregistrée.",
  priceChanged: "Le prix de votre panier a changé pendant le paiement. Votre paiement a été remboursé : veuillez vérifier votre panier et recommencer.",
  demoSoldOut: (name) => "Désolé, « " + name + " » n'est plus disponible. Paiement de démonstration : rien n'a été débité.",
  refundFailed: (reason) =>
    reason + " Le remboursement automatique n'a pas abouti : veuillez nous contacter, nous vous rembourserons.",
}

/** Pros and admins buy at the pro price and may order exclusive products. */
function buysAsPro(role) {
  const shop = require(`${__hooks}/lib/shop.js`)
  return role === shop.ROLE_PRO || role === shop.ROLE_ADMIN
}

/** Unit price in cents: the pro price for pros and admins where there is one (as the function does). */
function unitPriceCents(product, role) {
  const pro = buysAsPro(role) && product.getFloat("price_pro") > 0
  return Math.round((pro ? product.getFloat("price_pro") : product.getFloat("price")) * 100)
}

function env(name) {
  return String($os.getenv(name) || "")
}

/** A json field's submitted value (PocketBase hands it over as raw JSON bytes), parsed; null if invalid. */
function parseJSONField(value) {
  if (value === null || value === undefined) return null
  try {
    return JSON.parse(typeof value === "string" ? value : toString(value))
  } catch {
    return null
  }
}

/** The `[{ id, quantity }]` the customer sent, validated (400 otherwise). */
function parseLines(raw) {
  const items = parseJSONField(raw)
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_LINES) throw new BadRequestError(MESSAGES.badItems)
  const seen = {}
  return items.map(function (item) {
    if (typeof item !== "object" || item === null) throw new BadRequestError(MESSAGES.badItems)
    for (const key in item) {
      if (key !== "id" && key !== "quantity") throw new BadRequestError(MESSAGES.forged)
    }
    if (typeof item.id !== "string" || !PRODUCT_ID.test(item.id)) throw new BadRequestError(MESSAGES.badItems)
    const q = item.quantity
    if (typeof q !== "number" || Math.floor(q) !== q || q < 1 || q > MAX_QUANTITY) throw new BadRequestError(MESSAGES.badQuantity)
    if (seen[item.id]) throw new BadRequestError(MESSAGES.duplicate)
    seen[item.id] = true
    return { id: item.id, quantity: q }
  })
}

/** A call to the Stripe API (or its stand-in). Network failures become a 502. */
function stripe(method, path, form, idempotencyKey) {
  const base = (env("STRIPE_API_BASE") || "https://api.stripe.com").replace(/\/+$/, "")
  const headers = { Authorization: "Bearer " + env("STRIPE_SECRET_KEY"), "Stripe-Version": STRIPE_API_VERSION }
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded"
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey
  let res
  try {
    res = $http.send({ url: base + path, method: method, headers: headers, body: form || "", timeout: 30 })
  } catch (err) {
    console.error("orders: Stripe unreachable: " + err)
    throw new ApiError(502, MESSAGES.stripeDown)
  }
  return { status: res.statusCode, json: res.json || {} }
}

/** The item list stored in the intent's metadata by the function (split over items, items_1, …). */
function metadataLines(metadata) {
  let text = String(metadata.items || "")
  for (let i = 1; metadata["items_" + i] !== undefined; i++) text += String(metadata["items_" + i])
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function sameLines(a, b) {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
  const key = function (line) {
    return line.id + ":" + line.quantity
  }
  const left = a.map(key).sort().join(",")
  const right = b.map(key).sort().join(",")
  return left === right
}

/** Checks a Stripe intent for this caller and these lines; returns it (400 on any refusal). */
function verifiedIntent(intentId, userId, lines) {
  if (!env("STRIPE_SECRET_KEY")) throw new ApiError(503, MESSAGES.notConfigured)
  const answer = stripe("GET", "/v1/payment_intents/" + encodeURIComponent(intentId) + "?expand[]=latest_charge")
  if (answer.status === 404) throw new BadRequestError(MESSAGES.notFound)
  if (answer.status !== 200) {
    console.error("orders: Stripe answered " + answer.status + " for " + intentId)
    throw new ApiError(502, MESSAGES.stripeDown)
  }
  const intent = answer.json
  const metadata = intent.metadata || {}
  if (metadata.user !== userId) throw new BadRequestError(MESSAGES.otherUser)
  if (intent.status !== "succeeded") throw new BadRequestError(MESSAGES.notSucceeded)
  if (String(intent.currency).toLowerCase() !== "eur") throw new BadRequestError(MESSAGES.badIntent)
  const charge = intent.latest_charge
  if (charge && typeof charge === "object" && (charge.refunded || charge.amount_refunded > 0)) {
    throw new BadRequestError(MESSAGES.refunded)
  }
  if (!sameLines(metadataLines(metadata), lines)) throw new BadRequestError(MESSAGES.itemsMismatch)
  return intent
}

/** Refunds a paid intent the shop cannot honour, then answers 409 (or 502 if the refund failed). */
function refundAndRefuse(intentId, reason) {
  // A key per attempt: Stripe keeps even a failed answer under a key, and a retry must really retry.
  // Refunding twice is impossible anyway: Stripe answers charge_already_refunded, taken as done.
  const key = "refund-" + intentId + "-" + $security.randomString(10)
  const answer = stripe("POST", "/v1/refunds", "payment_intent=" + encodeURIComponent(intentId), key)
  const alreadyRefunded = answer.json && answer.json.error && answer.json.error.code === "charge_already_refunded"
  if (answer.status !== 200 && !alreadyRefunded) {
    console.error("orders: refund of " + intentId + " failed with " + answer.status + ": " + JSON.stringify(answer.json))
    return new ApiError(502, MESSAGES.refundFailed(reason))
  }
  return new ApiError(409, reason)
}

/**
 * The order create request of a logged-in user (superusers are let through by the hook).
 * @param {core.RecordRequestEvent} e
 */
function createOrder(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  const auth = shop.shopUser(e.auth)
  if (!auth) throw new ForbiddenError(MESSAGES.notUser)

  const body = e.requestInfo().body || {}
  for (const key in body) {
    if (ALLOWED_FIELDS.indexOf(key) === -1) throw new BadRequestError(MESSAGES.forged)
  }
  const intentId = body.stripePaymentIntentId
  const demo = typeof intentId === "string" && DEMO_INTENT_ID.test(intentId)
  if (typeof intentId !== "string" || (!demo && !STRIPE_INTENT_ID.test(intentId))) {
    throw new BadRequestError(MESSAGES.badIntent)
  }
  const lines = parseLines(body.items)

  if (e.app.countRecords("orders", $dbx.hashExp({ stripePaymentIntentId: intentId })) > 0) {
    throw new BadRequestError(MESSAGES.reused)
  }

  let intent = null
  if (demo) {
    if (env("PAYMENT_DEMO") !== "1") throw new BadRequestError(MESSAGES.demoOff)
  } else {
    intent = verifiedIntent(intentId, auth.id, lines)
  }
  // From here on the payment is genuine (or a demo one): what the shop cannot honour is refunded.
  const cannotHonour = function (reason, demoReason) {
    if (demo) return new ApiError(409, demoReason || reason)
    return refundAndRefuse(intentId, reason)
  }

  const role = shop.roleOf(auth)
  const pro = buysAsPro(role)
  const orderItems = []
  let cents = 0
  for (const line of lines) {
    let product = null
    try {
      product = e.app.findRecordById("products", line.id)
    } catch {
      product = null
    }
    if (!product || (product.getBool("exclusive") && !pro)) throw cannotHonour(MESSAGES.withdrawn)
    const unit = unitPriceCents(product, role)
    cents += unit * line.quantity
    orderItems.push({ id: product.id, name: product.getString("name"), quantity: line.quantity, price: unit / 100 })
  }
  if (intent && intent.amount !== cents) throw cannotHonour(MESSAGES.priceChanged)

  // One transaction: every line's stock goes down only if there is enough, and the order is saved.
  // `app` stays the main app: e.app becomes the transaction's, unusable once it is over.
  const app = e.app
  let soldOut = null
  try {
    app.runInTransaction((txApp) => {
      for (let i = 0; i < lines.length; i++) {
        const result = txApp
          .db()
          .newQuery("UPDATE products SET stock = stock - {:q} WHERE id = {:id} AND stock >= {:q}")
          .bind({ q: lines[i].quantity, id: lines[i].id })
          .execute()
        if (result.rowsAffected() !== 1) {
          soldOut = orderItems[i].name
          throw new Error("sold out")
        }
      }
      e.record.set("user", auth.id)
      e.record.set("items", orderItems)
      e.record.set("products", orderItems.map((item) => item.id))
      e.record.set("total", cents / 100)
      e.record.set("status", "paid")
      e.record.set("stripePaymentIntentId", intentId)
      e.app = txApp
      e.next()
    })
  } catch (err) {
    if (soldOut !== null) throw cannotHonour(MESSAGES.soldOut(soldOut), MESSAGES.demoSoldOut(soldOut))
    // Two creates with one intent at once: the unique index let the first one in (all rolled back here).
    if (app.countRecords("orders", $dbx.hashExp({ stripePaymentIntentId: intentId })) > 0) {
      throw new BadRequestError(MESSAGES.reused)
    }
    throw err
  } finally {
    e.app = app
  }
}

module.exports = { MESSAGES, MAX_LINES, MAX_QUANTITY, createOrder, unitPriceCents }
