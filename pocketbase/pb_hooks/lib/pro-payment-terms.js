// Payment on invoice for approved pros, « Virement à 30 jours » (docs/adr/0131). Not a hook file:
// loaded with require() by lib/checkout.js, lib/invoice.js, lib/refunds.js and payment-terms.pb.js.
//
// - The owner allows it per pro (`pro_terms`: transfer_allowed, credit_ceiling in euros).
// - The checkout records the choice (`payment_method`); the browser confirms with the intent id
//   `transfer_<checkout id>` (no bank payment, like a gift card's `giftcard_<id>`, docs/adr/0117).
// - The order is confirmed in the paying transaction as a card order is (status `paid`: confirmed, to
//   prepare, stock sold), invoiced at once with `due_at` and `payment_state: "due"`. In that same
//   transaction the pro's unpaid total plus this order must stay within the ceiling: PocketBase has one
//   writer, so of two orders racing the last euro of credit, the second reads the first's order.
// - The admin records the transfers received (`order_payments`, partial too); the order's
//   `payment_state` becomes `partial`, then `paid`.
// - A cron sends « Rappel » 5 days before the due date and « en retard » after it, once each
//   (`reminded_at`).
// - A credit note of a transfer order reduces what is due: no card to refund.

const TRANSFER_INTENT = /^transfer_([a-z0-9]{15})$/
const DEFAULT_DAYS = 30
const REMIND_BEFORE_DAYS = 5
const DAY_MS = 24 * 3600 * 1000
const REMIND_BATCH = 200
const METHODS = ["transfer", "cheque", "other"]

const MESSAGES = {
  notPro: "Le paiement par virement à 30 jours est réservé aux professionnels dont le compte a été approuvé.",
  notAllowed:
    "Le paiement par virement à 30 jours n’est pas ouvert sur votre compte. Contactez-nous pour en bénéficier, ou payez par carte.",
  badMethod: "Le moyen de paiement choisi est invalide.",
  noGiftCard: "Le paiement par virement ne se combine pas avec une carte cadeau : payez cette commande par carte.",
  noGiftCardLines: "Une carte cadeau se paie par carte bancaire : retirez-la du panier pour payer par virement.",
  noQuote: "Un devis sur mesure se règle par carte, comme il l’indique : le virement à 30 jours vaut pour les commandes du catalogue.",
  noIban: "Le paiement par virement n’est pas encore possible : la boutique n’a pas renseigné son IBAN.",
  overCeiling: (/** @type {number} */ ceiling, /** @type {number} */ available, /** @type {number} */ amount) =>
    "Votre encours autorisé est de " +
    money().formatEuros(ceiling) +
    " : il reste " +
    money().formatEuros(Math.max(available, 0)) +
    " disponibles, cette commande en fait " +
    money().formatEuros(amount) +
    ". Réglez une facture en attente ou payez cette commande par carte.",
  soldOut: (/** @type {string} */ name) =>
    "Désolé, « " + name + " » n’est plus disponible. Rien ne vous a été facturé et aucune commande n’a été enregistrée.",
  ibanInvalid: "Cet IBAN n’est pas valide (ex. FR76 3000 6000 0112 3456 7890 189).",
  bicInvalid: "Ce BIC n’est pas valide : 8 ou 11 lettres et chiffres (ex. AGRIFRPP).",
  adminOnly: "Seul un administrateur de la boutique peut enregistrer un paiement reçu.",
  orderNotFound: "Cette commande est introuvable.",
  notTransfer: "Cette commande n’est pas payée par virement : il n’y a pas de paiement à enregistrer.",
  badAmount: "Indiquez le montant reçu, en euros, supérieur à zéro (deux décimales au plus).",
  badDate: "Indiquez la date de réception du paiement (au format AAAA-MM-JJ), au plus tard aujourd’hui.",
  badPaymentMethod: "Le moyen de paiement reçu doit être un virement, un chèque ou « autre ».",
  noteTooLong: "La note est trop longue (500 caractères au maximum).",
  nothingDue: (/** @type {string} */ number) => "La facture " + number + " est entièrement réglée : il n’y a plus rien à recevoir.",
  tooMuch: (/** @type {string} */ number, /** @type {number} */ amount, /** @type {number} */ due) =>
    "Ce paiement de " +
    money().formatEuros(amount) +
    " dépasse ce qui reste dû sur la facture " +
    number +
    " : " +
    money().formatEuros(due) +
    ".",
  creditOverDue: (/** @type {number} */ amount, /** @type {number} */ due) =>
    "Cette commande est payée par virement et n’a pas été débitée par carte : un avoir réduit ce qui reste dû (" +
    money().formatEuros(due) +
    "), et celui-ci en fait " +
    money().formatEuros(amount) +
    ". Remboursez d’abord par virement ce que le client a déjà réglé, puis émettez l’avoir du reste.",
}

function money() {
  return require(`${__hooks}/lib/money.js`)
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/** @param {unknown} euros */
function cents(euros) {
  return Math.round((Number(euros) || 0) * 100)
}

/**
 * @param {CoreApp} app
 * @param {string} userId
 */
function isPro(app, userId) {
  try {
    return shop().roleOf(app.findRecordById("users", userId)) === shop().ROLE_PRO
  } catch {
    return false
  }
}

/**
 * The pro's terms: { allowed, ceiling (cents) }; not allowed when none were set.
 * @param {CoreApp} app
 * @param {string} userId
 */
function termsOf(app, userId) {
  const found = app.findRecordsByFilter("pro_terms", "user = {:user}", "", 1, 0, { user: userId })
  const record = found.length > 0 ? found[0] : null
  return {
    allowed: record ? record.getBool("transfer_allowed") : false,
    ceiling: record ? cents(record.getFloat("credit_ceiling")) : 0,
  }
}

/**
 * What the pro still owes on their transfer orders, in cents (an SQL aggregate): each order's total,
 * less its credit notes and the payments received, never below zero.
 * @param {CoreApp} app
 * @param {string} userId
 */
function unpaidCents(app, userId) {
  const row = new DynamicModel({ due: 0 })
  app
    .db()
    .newQuery(
      "SELECT COALESCE(SUM(MAX(ROUND(total * 100) - ROUND(COALESCE(amount_refunded, 0) * 100) - ROUND(COALESCE(amount_received, 0) * 100), 0)), 0) AS due " +
        "FROM orders WHERE user = {:user} AND payment_method = 'transfer' AND payment_state IN ('due', 'partial')",
    )
    .bind({ user: userId })
    .one(row)
  return Math.round(Number(row.due) || 0)
}

/**
 * What one order still owes, in cents.
 * @param {core.Record} order
 */
function dueCents(order) {
  return Math.max(cents(order.getFloat("total")) - cents(order.getFloat("amount_refunded")) - cents(order.getFloat("amount_received")), 0)
}

/** @param {core.Record} order */
function isTransferOrder(order) {
  return order.getString("payment_method") === "transfer"
}

/** @param {CoreApp} app */
function identityRecord(app) {
  const records = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
  return records.length > 0 ? records[0] : null
}

/**
 * The terms in days (30 unless the owner set others).
 * @param {{ payment_terms_days?: unknown } | null | undefined} identity
 */
function termDays(identity) {
  const days = Math.floor(Number(identity && identity.payment_terms_days) || 0)
  return days > 0 ? days : DEFAULT_DAYS
}

/**
 * The checkout's choice (`payment_method` of the body): "card" (the default) or "transfer", checked
 * for the buyer. Refuses a transfer the buyer may not use. The ceiling is looked at here too, to say it
 * before the pieces are held; the check that counts is in the paying transaction (`ceilingRefusal`).
 * @param {CoreApp} app
 * @param {core.Record} auth
 * @param {unknown} value
 * @param {{ items: OrderItem[], cents: number, giftCard: unknown }} order the lines and what the bank part is
 * @returns {"card" | "transfer"}
 */
function checkoutMethod(app, auth, value, order) {
  if (value === undefined || value === null || value === "" || value === "card") return "card"
  if (value !== "transfer") throw new BadRequestError(MESSAGES.badMethod)
  // A pro only: an admin buys at the pro price but is not a customer on account (docs/adr/0131).
  if (shop().roleOf(auth) !== shop().ROLE_PRO) throw new ForbiddenError(MESSAGES.notPro)
  const terms = termsOf(app, auth.id)
  if (!terms.allowed) throw new ForbiddenError(MESSAGES.notAllowed)
  const identity = identityRecord(app)
  if (!identity || !identity.getString("iban").trim()) throw new ApiError(503, MESSAGES.noIban)
  if (order.giftCard) throw new BadRequestError(MESSAGES.noGiftCard)
  if (require(`${__hooks}/lib/gift-cards.js`).isCardOrder(order.items)) throw new BadRequestError(MESSAGES.noGiftCardLines)
  // A quote's deposit or balance is paid as the quote says (docs/adr/0128), not on account.
  if (order.items.some((item) => Boolean(item.quote_part))) throw new BadRequestError(MESSAGES.noQuote)
  const refusal = ceilingRefusal(app, auth.id, order.cents)
  if (refusal) throw new ApiError(409, refusal)
  return "transfer"
}

/**
 * The refusal of an order of `amount` cents on account, or null when it fits in the ceiling. Called
 * inside the paying transaction with its txApp: the sum and the order's insert are one write.
 * @param {CoreApp} txApp
 * @param {string} userId
 * @param {number} amount
 */
function ceilingRefusal(txApp, userId, amount) {
  // A pro account taken back meanwhile (docs/adr/0094) is a customer's: no order on account.
  if (!isPro(txApp, userId)) return MESSAGES.notPro
  const terms = termsOf(txApp, userId)
  if (!terms.allowed) return MESSAGES.notAllowed
  const available = terms.ceiling - unpaidCents(txApp, userId)
  return amount <= available ? null : MESSAGES.overCeiling(terms.ceiling, available, amount)
}

/**
 * The confirmation of a transfer checkout: true for `transfer_<its id>` on a checkout that chose it;
 * false for any other intent (a card payment, checked as such). A transfer id on another checkout is refused.
 * @param {core.Record} checkout
 * @param {string} intentId
 */
function isTransferPayment(checkout, intentId) {
  const match = TRANSFER_INTENT.exec(intentId)
  if (!match) return false
  if (match[1] !== checkout.id || checkout.getString("payment_method") !== "transfer" || checkout.getInt("amount") <= 0) {
    throw new BadRequestError(require(`${__hooks}/lib/checkout.js`).MESSAGES.badIntent)
  }
  return true
}

/** @param {string} intentId */
function looksTransfer(intentId) {
  return TRANSFER_INTENT.test(intentId)
}

/**
 * The due date of an invoice dated `invoicedAt`: the end (Paris time) of the day `days` later.
 * @param {string} invoicedAt
 * @param {number} days
 */
function dueDate(invoicedAt, days) {
  const t = time()
  const p = t.parisDate(invoicedAt)
  if (!p) throw new Error("pro-payment-terms: no invoice date")
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day + days)).toISOString().slice(0, 10)
  return t.dbDate(t.endOfParisDay(t.parisMidnight(day) + 12 * 3600 * 1000))
}

/**
 * The order a transfer checkout becomes (inside the paying transaction, after its invoice number):
 * the method, the due date from the frozen identity's terms, nothing received yet.
 * @param {core.Record} order
 * @param {string} intentId
 */
function onOrder(order, intentId) {
  if (!looksTransfer(intentId)) return
  const identity = require(`${__hooks}/lib/json-fields.js`).jsonValue(order.get("document_identity"))
  order.set("payment_method", "transfer")
  order.set("due_at", dueDate(order.getString("invoiced_at"), termDays(identity)))
  order.set("amount_received", 0)
  order.set("payment_state", "due")
}

/**
 * A credit note of a transfer order (lib/refunds.js): no card to refund, what is due goes down. Its
 * amount may not exceed what is still due (what was received goes back by a transfer of the shop's,
 * outside the site). Returns the refusal, or null.
 * @param {core.Record} order
 * @param {core.Record} note
 */
function creditRefusal(order, note) {
  const amount = cents(note.getFloat("amount"))
  const due = dueCents(order)
  return amount <= due ? null : MESSAGES.creditOverDue(amount, due)
}

/**
 * After a credit note of a transfer order: nothing left due makes it settled (no reminder).
 * @param {core.Record} order the order as it is saved, its `amount_refunded` updated
 */
function settleAfterCredit(order) {
  if (!isTransferOrder(order) || order.getString("payment_state") === "paid") return
  if (dueCents(order) === 0) order.set("payment_state", "paid")
}

/**
 * The invoice's payment block of a transfer order (docs/adr/0131), or null for a card order: the due
 * date, how to pay, the terms. lib/invoice.js prints these lines instead of « Payée le … ».
 * @param {core.Record} order
 * @param {{ iban?: string, bic?: string, payment_terms_days?: unknown }} identity the frozen identity
 * @returns {Array<{ text: string, font?: string }> | null}
 */
function invoiceMentions(order, identity) {
  if (!isTransferOrder(order)) return null
  const iban = formatIban(String(identity.iban || ""))
  const bic = String(identity.bic || "").trim()
  return [
    {
      text:
        "Échéance : " +
        time().formatDateShort(order.getString("due_at")) +
        " — montant à régler : " +
        money().formatPrice(order.getFloat("total")) +
        ".",
      font: "bold",
    },
    {
      text:
        "Règlement par virement : IBAN " +
        iban +
        (bic ? " — BIC " + bic : "") +
        ", en indiquant le numéro de facture " +
        order.getString("invoice_number") +
        ".",
    },
    { text: "Conditions de paiement : " + termsDescription(identity) + "." },
  ]
}

/**
 * The terms of an invoice on account, as the PDF prints them and its Factur-X XML says them (BT-20):
 * « Virement à 30 jours à compter de la date de facture ».
 * @param {{ payment_terms_days?: unknown } | null | undefined} identity the frozen identity
 */
function termsDescription(identity) {
  return "Virement à " + termDays(identity) + " jours à compter de la date de facture"
}

/**
 * `FR76 3000 6000 0112 3456 7890 189`: by groups of four, as banks print it.
 * @param {string} iban
 */
function formatIban(iban) {
  const compact = iban.replace(/\s+/g, "").toUpperCase()
  return compact.replace(/(.{4})(?=.)/g, "$1 ")
}

/**
 * An IBAN's check digits (ISO 13616, mod 97).
 * @param {string} iban compact, upper case
 */
function validIban(iban) {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  let rest = 0
  for (const char of moved) {
    const code = char.charCodeAt(0)
    const digits = code >= 65 ? String(code - 55) : char
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  }
  return rest === 1
}

/**
 * The identity's IBAN and BIC, kept compact and upper case, checked (lib/shop-identity.js calls it on
 * every save). Returns the problems by field.
 * @param {core.Record} record
 * @returns {{ [field: string]: string }}
 */
function identityProblems(record) {
  /** @type {{ [field: string]: string }} */
  const problems = {}
  const iban = record.getString("iban").replace(/\s+/g, "").toUpperCase()
  const bic = record.getString("bic").replace(/\s+/g, "").toUpperCase()
  if (iban && !validIban(iban)) problems.iban = MESSAGES.ibanInvalid
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) problems.bic = MESSAGES.bicInvalid
  record.set("iban", iban)
  record.set("bic", bic)
  return problems
}

/**
 * What the checkout screen and the admin's customer page show: the terms, the unpaid total and what is
 * left (cents), and the days.
 * @param {CoreApp} app
 * @param {string} userId
 */
function accountOf(app, userId) {
  const terms = termsOf(app, userId)
  const unpaid = unpaidCents(app, userId)
  const identity = identityRecord(app)
  return {
    allowed: terms.allowed && isPro(app, userId),
    ceiling: terms.ceiling,
    unpaid: unpaid,
    available: Math.max(terms.ceiling - unpaid, 0),
    days: termDays(identity ? { payment_terms_days: identity.getInt("payment_terms_days") } : null),
  }
}

/**
 * POST /api/shop/orders/{id}/payments — admin: `{ amount (euros), received_on (YYYY-MM-DD), method?, note? }`.
 * In one transaction: what is due is read again, the payment may not exceed it, the order's received
 * amount and state follow. Returns the order's new figures and the payment.
 * @param {core.RequestEvent} e
 */
function recordPayment(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
  const id = e.request.pathValue("id")
  const body = e.requestInfo().body || {}
  const amountCents = Math.round(Number(body.amount) * 100)
  if (typeof body.amount !== "number" || !isFinite(body.amount) || amountCents <= 0 || Math.abs(body.amount * 100 - amountCents) > 1e-6) {
    throw new BadRequestError(MESSAGES.badAmount)
  }
  const day = typeof body.received_on === "string" ? body.received_on.trim() : ""
  const today = new Date(time().endOfParisDay(Date.now())).toISOString().slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || isNaN(Date.parse(day + "T12:00:00Z")) || day > today) throw new BadRequestError(MESSAGES.badDate)
  const method = body.method === undefined || body.method === "" ? "transfer" : body.method
  if (METHODS.indexOf(String(method)) === -1) throw new BadRequestError(MESSAGES.badPaymentMethod)
  const note = typeof body.note === "string" ? body.note.trim() : ""
  if (note.length > 500) throw new BadRequestError(MESSAGES.noteTooLong)

  /** @type {{ refusal: string | null, order: core.Record | null, payment: core.Record | null }} */
  const result = { refusal: null, order: null, payment: null }
  e.app.runInTransaction((txApp) => {
    let order
    try {
      order = /^[a-z0-9]{15}$/.test(id) ? txApp.findRecordById("orders", id) : null
    } catch {
      order = null
    }
    if (!order) throw new NotFoundError(MESSAGES.orderNotFound)
    if (!isTransferOrder(order)) {
      result.refusal = MESSAGES.notTransfer
      return
    }
    const due = dueCents(order)
    const number = order.getString("invoice_number")
    if (due === 0) {
      result.refusal = MESSAGES.nothingDue(number)
      return
    }
    if (amountCents > due) {
      result.refusal = MESSAGES.tooMuch(number, amountCents, due)
      return
    }
    const payment = new Record(txApp.findCollectionByNameOrId("order_payments"))
    payment.set("order", order.id)
    payment.set("amount", amountCents / 100)
    payment.set("received_on", day + " 12:00:00.000Z")
    payment.set("method", method)
    payment.set("note", note)
    if (e.auth && !e.auth.isSuperuser()) payment.set("recorded_by", e.auth.id)
    txApp.save(payment)
    const received = cents(order.getFloat("amount_received")) + amountCents
    order.set("amount_received", received / 100)
    order.set("payment_state", amountCents === due ? "paid" : "partial")
    txApp.save(order)
    require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, order.id, "payment", {
      actor: e.auth,
      data: { amount: amountCents / 100, received_on: day, method: method, state: order.getString("payment_state") },
    })
    result.order = order
    result.payment = payment
  })
  if (result.refusal) throw new BadRequestError(result.refusal)
  const order = /** @type {core.Record} */ (result.order)
  const payment = /** @type {core.Record} */ (result.payment)
  return e.json(201, {
    payment: { id: payment.id, amount: payment.getFloat("amount"), received_on: day, method: method, note: note },
    order: {
      id: order.id,
      amount_received: order.getFloat("amount_received"),
      payment_state: order.getString("payment_state"),
      due: dueCents(order) / 100,
    },
  })
}

/**
 * The reminders due at `now` (docs/adr/0131): « Rappel » from 5 days before the due date, « en retard »
 * after it, once each per order (`reminded_at`), queued in the mail queue. An order already late when
 * first seen gets only the late one. Returns { sent: [{ order, kind }], mailIds }.
 * @param {CoreApp} app
 * @param {Date} now
 */
function remindDue(app, now) {
  const t = time()
  const nowText = t.dbDate(now)
  const soonText = t.dbDate(now.getTime() + REMIND_BEFORE_DAYS * DAY_MS)
  const rows = arrayOf(new DynamicModel({ id: "" }))
  app
    .db()
    .newQuery(
      "SELECT id FROM orders WHERE payment_method = 'transfer' AND payment_state IN ('due', 'partial') AND due_at != '' AND (" +
        "(due_at < {:now} AND json_extract(COALESCE(NULLIF(reminded_at, ''), '{}'), '$.late') IS NULL) OR " +
        "(due_at <= {:soon} AND json_extract(COALESCE(NULLIF(reminded_at, ''), '{}'), '$.soon') IS NULL)) " +
        "ORDER BY due_at LIMIT " +
        REMIND_BATCH,
    )
    .bind({ now: nowText, soon: soonText })
    .all(rows)
  const mail = require(`${__hooks}/lib/mail.js`)
  const json = require(`${__hooks}/lib/json-fields.js`)
  /** @type {Array<{ order: string, kind: string }>} */
  const sent = []
  /** @type {string[]} */
  const mailIds = []
  for (const row of rows) {
    app.runInTransaction((txApp) => {
      const order = txApp.findRecordById("orders", row.id)
      const state = order.getString("payment_state")
      if (!isTransferOrder(order) || (state !== "due" && state !== "partial")) return
      const due = dueCents(order)
      if (due === 0) return
      const reminded = Object.assign({}, json.jsonValue(order.get("reminded_at")) || {})
      const late = order.getString("due_at") < nowText
      const kind = late ? "late" : "soon"
      if (reminded[kind]) return
      reminded[kind] = nowText
      // Late before the first reminder: the « bientôt » one would say a past date.
      if (late && !reminded.soon) reminded.soon = nowText
      // As JSON text: goja hands an object built with Object.assign over as null.
      order.set("reminded_at", JSON.stringify(reminded))
      txApp.save(order)
      const ids = mail.queuePaymentReminder(txApp, order, kind, due / 100)
      for (const id of ids) mailIds.push(id)
      sent.push({ order: order.id, kind: kind })
    })
  }
  return { sent: sent, mailIds: mailIds }
}

module.exports = {
  MESSAGES,
  DEFAULT_DAYS,
  termsOf,
  unpaidCents,
  dueCents,
  termDays,
  checkoutMethod,
  ceilingRefusal,
  isTransferPayment,
  looksTransfer,
  isTransferOrder,
  dueDate,
  onOrder,
  creditRefusal,
  settleAfterCredit,
  invoiceMentions,
  termsDescription,
  formatIban,
  validIban,
  identityProblems,
  accountOf,
  recordPayment,
  remindDue,
}
