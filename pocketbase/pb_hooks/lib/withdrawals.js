// The online withdrawal function (docs/adr/0049-online-withdrawal-function.md): Consumer Code
// L. 221-21 and D. 221-5 (in force since 19 June 2026). Step 1 (`check`) finds the order from what the
// consumer gives (order number + e-mail, or their own order when logged in) and answers what will be
// declared, writing nothing; step 2 (`confirm`, 'Confirmer la rétractation') records the declaration,
// the order's history event and the acknowledgement e-mail in one transaction, then answers and mails.
// Not a hook file: loaded with require() inside the handlers of withdrawals.pb.js.

/** The shop does not record delivery: a parcel is taken as received at most this long after shipping. */
const DELIVERY_MARGIN_DAYS = 15
const DEFAULT_WITHDRAWAL_DAYS = 14
const DAY_MS = 24 * 3600 * 1000
const MAX_NAME = 200
const MAX_EMAIL = 254
const MAX_ORDER_TEXT = 100
/** What customers see as the order number: the first 8 characters of its id (`n° abcd1234`). */
const SHORT_NUMBER = /^[a-z0-9]{8}$/
const RECORD_ID = /^[a-z0-9]{15}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DECLARABLE = ["paid", "shipped", "delivered"]

const MESSAGES = {
  // The same sentence for an unknown number, a wrong e-mail and someone else's order: nobody learns
  // from it whether an order number exists.
  notFound:
    "Nous ne trouvons aucune commande correspondant à ce numéro et à cette adresse e-mail. Vérifiez le numéro " +
    "indiqué dans l’e-mail de confirmation de votre commande (par exemple « n° ab12cd34 ») et l’adresse e-mail utilisée pour commander.",
  orderRequired: "Indiquez le numéro de votre commande.",
  emailRequired: "Indiquez l’adresse e-mail utilisée pour la commande.",
  // The shop's one message for a malformed address (docs/product/texts.md#public-forms, src/lib/form-schema.ts).
  emailInvalid: "Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).",
  nameRequired: "Indiquez votre nom.",
  nameTooLong: "Ce nom est trop long (200 caractères au maximum).",
  refundFirstInvalid: "Choisissez où être remboursé d’abord : sur la carte cadeau ou sur la carte bancaire.",
  pending: "Cette commande n’a pas été payée : il n’y a pas de contrat auquel renoncer.",
  cancelled: "Cette commande a été annulée : il n’y a plus de contrat auquel renoncer.",
  // A pro's purchase for their business (docs/adr/0080): the consumer's right does not apply.
  b2b:
    "Cette commande a été passée depuis un compte professionnel, pour les besoins de votre activité : le droit de rétractation, " +
    "réservé aux consommateurs, ne s’y applique pas (voir nos conditions générales de vente professionnelles). Pour toute " +
    "question, écrivez-nous depuis la page Contact.",
  expired: (/** @type {string} */ number, /** @type {string} */ date) =>
    "Le délai de rétractation de la commande " +
    number +
    " a expiré le " +
    date +
    ". Si vous pensez qu’il court " +
    "encore (colis reçu tardivement, par exemple), écrivez-nous depuis la page Contact : nous examinerons votre demande.",
}

function templates() {
  return require(`${__hooks}/lib/mail-templates.js`)
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/** @param {number} [ms] */
function dbTime(ms) {
  return time().dbDate(ms)
}

/** @param {unknown} text */
function parseTime(text) {
  const date = time().parseDate(text)
  return date === null ? null : date.getTime()
}

/** @param {CoreApp} app */
function withdrawalDays(app) {
  try {
    const identity = app.findRecordsByFilter("shop_identity", "id != ''", "created", 1, 0)
    const days = identity.length > 0 ? identity[0].getInt("withdrawal_days") : 0
    return days >= DEFAULT_WITHDRAWAL_DAYS ? days : DEFAULT_WITHDRAWAL_DAYS
  } catch {
    return DEFAULT_WITHDRAWAL_DAYS
  }
}

/**
 * The end of the withdrawal period of an order, in ms, or null while it has not started. The period
 * of goods runs 14 days (the shop's `withdrawal_days`) from their receipt, which the shop does not
 * record: it counts from shipping plus DELIVERY_MARGIN_DAYS, so that a request is never refused while
 * the period may still run. Not shipped yet: the period has not started (the consumer may withdraw
 * before receiving, L. 221-18), so there is no deadline. Marked shipped or delivered without a
 * shipping date (orders from before shipping was recorded): from the order's last change, never earlier.
 * @param {core.Record} order
 * @param {number} days
 */
function deadlineOf(order, days) {
  // A gift card is delivered when bought (docs/adr/0117): 14 days from the purchase, no margin.
  if (require(`${__hooks}/lib/gift-cards.js`).isCardOrder(require(`${__hooks}/lib/json-fields.js`).jsonValue(order.get("items")))) {
    const bought = parseTime(order.getString("created"))
    return bought === null ? null : time().endOfParisDay(bought + days * DAY_MS)
  }
  let base = parseTime(order.getString("shipped_at"))
  if (base === null && order.getString("status") !== "paid") base = parseTime(order.getString("updated"))
  if (base === null) return null
  return time().endOfParisDay(base + (days + DELIVERY_MARGIN_DAYS) * DAY_MS)
}

/** @param {unknown} value */
function normalizeEmail(value) {
  return String(value || "")
    .trim()
    .toLowerCase()
}

/**
 * `n° AB12CD34`, `#ab12cd34`, `ab12cd34`, the full id… → the lower-case key, or "" when it cannot be one.
 * @param {unknown} text
 */
function orderKey(text) {
  // The number as typed first: an order whose number starts with « no » or « n » is not a prefix.
  const bare = String(text || "")
    .toLowerCase()
    .replace(/\s+/g, "")
  if (SHORT_NUMBER.test(bare) || RECORD_ID.test(bare)) return bare
  const key = String(text || "")
    .toLowerCase()
    .replace(/^\s*(commande)?\s*(n\s*°|n[o°]\.?|numéro|#)?\s*/, "")
    .replace(/\s+/g, "")
  return SHORT_NUMBER.test(key) || RECORD_ID.test(key) ? key : ""
}

/**
 * @param {string} field
 * @param {string} code
 * @param {string} message
 */
function fieldError(field, code, message) {
  return require(`${__hooks}/lib/shop.js`).fieldError(BadRequestError, field, code, message)
}

/**
 * The body's values, trimmed and bounded; field errors (shop_ codes) for what is missing or malformed.
 * @param {core.RequestEvent} e
 * @param {{ needsEmail: boolean, needsName: boolean }} options
 */
function readBody(e, options) {
  const body = e.requestInfo().body || {}
  const text = (/** @type {string} */ name, /** @type {number} */ max) =>
    typeof body[name] === "string" ? body[name].trim().slice(0, max + 1) : ""
  const values = {
    order: text("order", MAX_ORDER_TEXT),
    email: text("email", MAX_EMAIL),
    name: text("name", MAX_NAME),
  }
  if (values.order === "") throw fieldError("order", "shop_withdrawal_order_required", MESSAGES.orderRequired)
  if (values.email !== "" && (values.email.length > MAX_EMAIL || !EMAIL.test(values.email))) {
    throw fieldError("email", "shop_withdrawal_email_invalid", MESSAGES.emailInvalid)
  }
  if (options.needsEmail && values.email === "") throw fieldError("email", "shop_withdrawal_email_required", MESSAGES.emailRequired)
  if (options.needsName) {
    if (values.name === "") throw fieldError("name", "shop_withdrawal_name_required", MESSAGES.nameRequired)
    if (values.name.length > MAX_NAME) throw fieldError("name", "shop_withdrawal_name_too_long", MESSAGES.nameTooLong)
  }
  return values
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
 * The e-mail addresses an order answers to: its own copy, and its customer's current one.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function orderEmails(app, order) {
  const emails = [normalizeEmail(order.getString("email"))]
  const userId = order.getString("user")
  const user = userId ? findOrNull(app, "users", userId) : null
  if (user) emails.push(normalizeEmail(user.getString("email")))
  return emails.filter((email) => email !== "")
}

/**
 * The order the caller may withdraw from: theirs (logged in), or one whose e-mail they give. Anything
 * else (unknown number, wrong e-mail, someone else's order) is the same 404 and the same sentence.
 * @param {CoreApp} app
 * @param {core.Record | null} caller
 * @param {{ order: string, email: string }} values
 */
function findOrder(app, caller, values) {
  const key = orderKey(values.order)
  if (key === "") throw new NotFoundError(MESSAGES.notFound)
  const candidates =
    key.length === 15
      ? [findOrNull(app, "orders", key)].filter((order) => order !== null)
      : app.findRecordsByFilter("orders", "id ~ {:prefix}", "-created", 10, 0, { prefix: key + "%" })
  const email = normalizeEmail(values.email)
  for (const order of candidates) {
    if (order.id.slice(0, key.length) !== key) continue
    const owned = caller !== null && order.getString("user") === caller.id
    if (owned || (email !== "" && orderEmails(app, order).indexOf(email) !== -1)) return { order: order, owned: owned }
  }
  throw new NotFoundError(MESSAGES.notFound)
}

/**
 * @param {CoreApp} app
 * @param {string} orderId
 */
function existingFor(app, orderId) {
  const found = app.findRecordsByFilter("withdrawals", "order = {:order}", "created", 1, 0, { order: orderId })
  return found.length > 0 ? found[0] : null
}

/**
 * @param {core.Record} order
 * @returns {OrderItem[]}
 */
function orderLines(order) {
  const items = require(`${__hooks}/lib/json-fields.js`).jsonValue(order.get("items"))
  return (Array.isArray(items) ? items : []).map((/** @type {{ [field: string]: unknown }} */ item) => {
    /** @type {OrderItem} */
    const line = {
      id: String(item.id || ""),
      name: String(item.name || ""),
      quantity: Number(item.quantity) || 0,
      price: Number(item.price) || 0,
    }
    // The size bought (docs/adr/0104): its restock goes through the refund of that line.
    if (item.variant) line.variant = String(item.variant)
    if (item.size) line.size = String(item.size)
    // Made to order (docs/adr/0128): shown, never withdrawn from.
    if (item.made_to_order) line.made_to_order = true
    return line
  })
}

/**
 * The lines a declaration covers: all but the made-to-order ones (L221-28 3°, docs/adr/0128).
 * @param {core.Record} order
 */
function withdrawableLines(order) {
  return orderLines(order).filter((line) => !line.made_to_order)
}

/**
 * The lines the right does not cover, each with its reason (the notice the checkout showed).
 * @param {core.Record} order
 */
function excludedLines(order) {
  const reason = require(`${__hooks}/lib/made-to-order.js`).MADE_TO_ORDER_NOTICE
  return orderLines(order)
    .filter((line) => line.made_to_order)
    .map((line) => ({ name: line.name, reason: reason }))
}

/**
 * What both steps show of the order (never its addresses).
 * @param {core.Record} order
 */
function orderView(order) {
  const t = templates()
  return {
    id: order.id,
    number: t.shortId(order.id),
    created: order.getString("created"),
    createdText: time().formatDateLong(order.getString("created")),
    status: order.getString("status"),
    total: order.getFloat("total"),
    items: orderLines(order),
    // Paid by gift card and bank card: the customer chooses which is refunded first (docs/adr/0134).
    giftCardPaid: splitPayment(order) ? order.getFloat("gift_card_paid") : 0,
  }
}

/**
 * An order paid partly by gift card and partly by bank card (docs/adr/0117).
 * @param {core.Record} order
 */
function splitPayment(order) {
  const card = Math.round(order.getFloat("gift_card_paid") * 100)
  return card > 0 && card < Math.round(order.getFloat("total") * 100)
}

/**
 * The customer's choice of where a split payment is refunded first (docs/adr/0134): "gift_card" (the
 * default, and for an order paid one way only the choice does not arise) or "bank_card".
 * @param {core.RequestEvent} e
 * @param {core.Record} order
 */
function refundFirstOf(e, order) {
  const value = (e.requestInfo().body || {}).refund_first
  if (value === undefined || value === null || value === "") return splitPayment(order) ? "gift_card" : ""
  if (value !== "gift_card" && value !== "bank_card") {
    throw fieldError("refund_first", "shop_withdrawal_refund_first_invalid", MESSAGES.refundFirstInvalid)
  }
  return splitPayment(order) ? value : ""
}

/** @param {number | null} deadline */
function deadlineView(deadline) {
  return deadline === null
    ? { deadline: "", deadlineText: "" }
    : { deadline: dbTime(deadline), deadlineText: time().formatDateLong(deadline) }
}

/**
 * A recorded declaration, as the confirmation screen shows it.
 * @param {core.Record} withdrawal
 * @param {core.Record} order
 */
function withdrawalView(withdrawal, order) {
  return {
    id: withdrawal.id,
    order: orderView(order),
    name: withdrawal.getString("name"),
    email: withdrawal.getString("email"),
    orderNumber: withdrawal.getString("order_number"),
    declaredAt: withdrawal.getString("declared_at"),
    declaredAtText: time().formatDateTimeLong(withdrawal.getString("declared_at")),
    deadline: withdrawal.getString("deadline"),
    deadlineText: time().formatDateLong(withdrawal.getString("deadline")),
    status: withdrawal.getString("status"),
    refundFirst: withdrawal.getString("refund_first"),
  }
}

/**
 * Refuses an order that has no contract to withdraw from, or whose period is over. Returns the deadline (ms or null).
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function checkDeclarable(app, order) {
  const status = order.getString("status")
  if (status === "cancelled") throw new ApiError(409, MESSAGES.cancelled)
  if (DECLARABLE.indexOf(status) === -1) throw new ApiError(409, MESSAGES.pending)
  if (order.getBool("b2b")) throw new ApiError(409, MESSAGES.b2b)
  // A gift card can be withdrawn from only while unspent (docs/adr/0117).
  require(`${__hooks}/lib/gift-cards.js`).checkRefundable(app, order)
  // Made to order only (docs/adr/0128): nothing the right covers; beside a standard product, that one keeps it.
  if (withdrawableLines(order).length === 0) throw new ApiError(409, require(`${__hooks}/lib/made-to-order.js`).MADE_TO_ORDER_NOTICE)
  const deadline = deadlineOf(order, withdrawalDays(app))
  if (deadline !== null && Date.now() > deadline) {
    const t = templates()
    throw new ApiError(409, MESSAGES.expired("n°\u00a0" + t.shortId(order.id), time().formatDateLong(deadline)))
  }
  return deadline
}

/** @param {core.RequestEvent} e */
function callerOf(e) {
  return require(`${__hooks}/lib/shop.js`).shopUser(e.auth)
}

/**
 * POST /api/shop/withdrawals/check: step 1, what will be declared. Writes nothing.
 * @param {core.RequestEvent} e
 */
function check(e) {
  const caller = callerOf(e)
  const values = readBody(e, { needsEmail: caller === null, needsName: false })
  const found = findOrder(e.app, caller, values)
  const order = found.order
  const existing = existingFor(e.app, order.id)
  if (existing) return e.json(200, { existing: withdrawalView(existing, order) })
  const deadline = checkDeclarable(e.app, order)
  const user = caller && found.owned ? caller : null
  return e.json(
    200,
    Object.assign(
      {
        order: orderView(order),
        // What the form offers to confirm: the name on the order, the address given (or the order's).
        name: values.name || order.getString("customer_name") || (user ? user.getString("name") : ""),
        email: values.email || order.getString("email") || (user ? user.getString("email") : ""),
        orderNumber: values.order,
        days: withdrawalDays(e.app),
        // The made-to-order lines the declaration leaves out, and why (docs/adr/0128).
        excluded: excludedLines(order),
      },
      deadlineView(deadline),
    ),
  )
}

/**
 * The acknowledgement (to the consumer) and the shop's alert, queued inside the transaction.
 * @param {CoreApp} txApp
 * @param {core.Record} withdrawal
 * @param {core.Record} order
 */
function queueMails(txApp, withdrawal, order) {
  const mail = require(`${__hooks}/lib/mail.js`)
  const t = templates()
  const meta = txApp.settings().meta
  /** @type {WithdrawalMailData} */
  const data = {
    id: withdrawal.id,
    name: withdrawal.getString("name"),
    email: withdrawal.getString("email"),
    order_number: withdrawal.getString("order_number"),
    declared_at: withdrawal.getString("declared_at"),
    deadline: withdrawal.getString("deadline"),
    refund_first: /** @type {WithdrawalMailData["refund_first"]} */ (withdrawal.getString("refund_first")),
    order: { id: order.id, created: order.getString("created"), total: order.getFloat("total"), items: orderLines(order) },
  }
  const ref = "withdrawals/" + withdrawal.id
  const ctx = mail.mailContext(txApp)
  /** @type {string[]} */
  const ids = []
  ids.push(mail.queue(txApp, Object.assign(t.withdrawalAck(data, ctx), { to: data.email, kind: "withdrawal_ack", ref: ref })))
  if (meta.senderAddress) {
    ids.push(mail.queue(txApp, Object.assign(t.withdrawalAlert(data, ctx), { to: meta.senderAddress, kind: "withdrawal_alert", ref: ref })))
  }
  return ids
}

/**
 * POST /api/shop/withdrawals: step 2, 'Confirmer la rétractation'. One declaration per order: a second
 * confirmation (or ten at once) answers with the first one, recorded and acknowledged once.
 * @param {core.RequestEvent} e
 */
function confirm(e) {
  const caller = callerOf(e)
  const values = readBody(e, { needsEmail: true, needsName: true })
  const found = findOrder(e.app, caller, values)
  const orderId = found.order.id
  const first = existingFor(e.app, orderId)
  if (first) return { status: 200, payload: Object.assign(withdrawalView(first, found.order), { created: false }), mailIds: [] }
  const deadline = checkDeclarable(e.app, found.order)
  const refundFirst = refundFirstOf(e, found.order)

  // Set inside the transaction's callback (which the type check does not follow), or after it failed.
  let outcome = /** @type {{ withdrawal: core.Record, created: boolean, mailIds: string[] } | null} */ (null)
  try {
    e.app.runInTransaction((txApp) => {
      const already = existingFor(txApp, orderId)
      if (already) {
        outcome = { withdrawal: already, created: false, mailIds: [] }
        return
      }
      const order = txApp.findRecordById("orders", orderId)
      const withdrawal = new Record(txApp.findCollectionByNameOrId("withdrawals"))
      withdrawal.set("order", orderId)
      withdrawal.set("user", caller ? caller.id : "")
      withdrawal.set("name", values.name)
      withdrawal.set("email", values.email)
      withdrawal.set("order_number", values.order)
      withdrawal.set("declared_at", dbTime(Date.now()))
      withdrawal.set("deadline", deadline === null ? "" : dbTime(deadline))
      withdrawal.set("lines", withdrawableLines(order))
      withdrawal.set("status", "received")
      withdrawal.set("refund_first", refundFirst)
      txApp.save(withdrawal)
      require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, orderId, "withdrawal", {
        actor: caller,
        actorLabel: caller ? undefined : "Visiteur (numéro de commande et e-mail)",
        data: {
          withdrawal: withdrawal.id,
          name: values.name,
          email: values.email,
          order_number: values.order,
          declared_at: withdrawal.getString("declared_at"),
          deadline: withdrawal.getString("deadline"),
          scope: "order",
        },
      })
      // The acknowledgement is part of the declaration: if it cannot be queued, nothing is recorded.
      outcome = { withdrawal: withdrawal, created: true, mailIds: queueMails(txApp, withdrawal, order) }
    })
  } catch (err) {
    // Another confirmation won the unique index on `order` meanwhile: answer with its declaration.
    const winner = existingFor(e.app, orderId)
    if (!winner) throw err
    outcome = { withdrawal: winner, created: false, mailIds: [] }
  }
  if (!outcome) throw new Error("withdrawal of order " + orderId + " neither recorded nor found")
  const order = e.app.findRecordById("orders", orderId)
  return {
    status: outcome.created ? 201 : 200,
    payload: Object.assign(withdrawalView(outcome.withdrawal, order), { created: outcome.created }),
    mailIds: outcome.mailIds,
  }
}

module.exports = { MESSAGES, DELIVERY_MARGIN_DAYS, check, confirm, orderKey, deadlineOf }
