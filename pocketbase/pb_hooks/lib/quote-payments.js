// Paying a quote (docs/adr/0128): a checkout line of its own, `{ quote, part }`, priced by the server
// from the accepted quote (deposit, balance or the whole), holding no stock; the paying transaction
// records the payment on the quote and moves the request; the « Solder ma commande » e-mail when the
// piece is ready; the request follows the order that paid the balance (shipped, delivered).
// Not a hook file: loaded with require() from lib/checkout.js, lib/invoice.js, lib/withdrawals.js…

const RECORD_ID = /^[a-z0-9]{15}$/
const PARTS = ["deposit", "balance", "full"]
const LINE_ID = /^quote-[a-z0-9]{15}$/

const MESSAGES = {
  badLine:
    "La ligne du devis est invalide : seuls le devis et la partie à payer (acompte, solde ou totalité) sont envoyés, le prix est fixé par la boutique.",
  oneQuote: "Une commande ne peut régler qu’un seul devis à la fois.",
  notFound: "Ce devis est introuvable.",
  notAccepted: "Ce devis n’a pas été accepté : il ne peut pas encore être payé.",
  notLatest: "Ce devis a été remplacé par un devis plus récent : c’est celui-ci qu’il faut accepter et payer.",
  noDeposit: "Ce devis ne prévoit pas d’acompte : il se règle en une fois.",
  depositPaid: "L’acompte de ce devis est déjà réglé : il reste à payer le solde.",
  balanceEarly: "Le solde de ce devis se règle après l’acompte.",
  paid: "Ce devis est déjà entièrement réglé.",
  noCode: "Un code de réduction ne s’applique pas au paiement d’un devis.",
  // Two payments of one part at once: the second finds the part paid (the conditional UPDATE).
  taken: "Cette partie du devis vient d’être réglée par un autre paiement.",
}

/** @param {unknown} value */
function jsonValue(value) {
  return require(`${__hooks}/lib/json-fields.js`).jsonValue(value)
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

/** @param {unknown} value */
function isQuoteLine(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "quote" in value
}

/**
 * The line as the customer sent it: `{ quote, part }` (quantity 1 at most); any price or label is a forgery.
 * @param {{ [key: string]: unknown }} item
 * @returns {{ quote: string, part: QuotePart }}
 */
function parseLine(item) {
  for (const key in item) if (key !== "quote" && key !== "part" && key !== "quantity") throw new BadRequestError(MESSAGES.badLine)
  if (item.quantity !== undefined && item.quantity !== 1) throw new BadRequestError(MESSAGES.badLine)
  if (typeof item.quote !== "string" || !RECORD_ID.test(item.quote)) throw new BadRequestError(MESSAGES.badLine)
  if (typeof item.part !== "string" || PARTS.indexOf(item.part) === -1) throw new BadRequestError(MESSAGES.badLine)
  return { quote: item.quote, part: /** @type {QuotePart} */ (item.part) }
}

/**
 * A quote line of an order (or a credit note's line: its id only).
 * @param {{ id?: unknown, quote?: unknown }} item
 */
function isQuoteItem(item) {
  return Boolean(item && (item.quote || (typeof item.id === "string" && LINE_ID.test(item.id))))
}

/**
 * A made-to-order line (L221-28 3°): out of the withdrawal right.
 * @param {{ made_to_order?: unknown }} item
 */
function isMadeToOrder(item) {
  return Boolean(item && item.made_to_order)
}

/**
 * The lines that move stock (a quote line holds none).
 * @template {{ quote?: unknown, id?: unknown }} T
 * @param {T[]} items
 * @returns {T[]}
 */
function stockLines(items) {
  return items.filter((item) => !isQuoteItem(item))
}

/** @param {core.Record} quote */
function depositCents(quote) {
  return Math.round(quote.getFloat("deposit_amount") * 100)
}

/** @param {core.Record} quote */
function totalCents(quote) {
  return Math.round(quote.getFloat("total") * 100)
}

/**
 * What a part costs, in cents (contract: deposit = deposit_amount, full = total, balance = total − deposit).
 * @param {core.Record} quote
 * @param {QuotePart} part
 */
function partCents(quote, part) {
  if (part === "deposit") return depositCents(quote)
  if (part === "balance") return totalCents(quote) - depositCents(quote)
  return totalCents(quote)
}

/**
 * The line's name on the recap, the order pages, the e-mails and the invoice.
 * @param {core.Record} quote
 * @param {QuotePart} part
 */
function partLabel(quote, part) {
  const number = quote.getString("number")
  if (part === "deposit") return (quote.getString("deposit_kind") === "acompte" ? "Acompte" : "Acompte (arrhes)") + " — devis " + number
  if (part === "balance") return "Solde — devis " + number
  return "Bijou sur mesure — devis " + number
}

/**
 * Why this part cannot be paid now ("" when it can): its state on the quote.
 * @param {core.Record} quote
 * @param {QuotePart} part
 */
function partRefusal(quote, part) {
  if (quote.getString("paid_at")) return MESSAGES.paid
  const depositPaid = Boolean(quote.getString("deposit_paid_at"))
  if (part === "deposit") {
    if (depositCents(quote) <= 0) return MESSAGES.noDeposit
    if (depositPaid) return MESSAGES.depositPaid
  }
  if (part === "full" && depositPaid) return MESSAGES.depositPaid
  if (part === "balance" && (depositCents(quote) <= 0 || !depositPaid)) return MESSAGES.balanceEarly
  return ""
}

/**
 * Whose the request is: its user, or (none) a signed-in customer with its e-mail (contract §4).
 * @param {core.Record} request
 * @param {core.Record} auth
 */
function isPayer(request, auth) {
  const user = request.getString("user")
  if (user) return user === auth.id
  const email = String(auth.email() || "").toLowerCase()
  return Boolean(email) && email === request.getString("email").trim().toLowerCase()
}

/**
 * The quote, its request, checked as payable by this customer for this part (409/404 in French).
 * @param {CoreApp} app
 * @param {string} quoteId
 * @param {QuotePart} part
 * @param {core.Record} auth
 */
function payableQuote(app, quoteId, part, auth) {
  const quote = findOrNull(app, "quotes", quoteId)
  const request = quote ? findOrNull(app, "custom_requests", quote.getString("request")) : null
  // Somebody else's quote reads as no quote at all.
  if (!quote || !request || !isPayer(request, auth) || quote.getString("status") === "draft") throw new NotFoundError(MESSAGES.notFound)
  if (quote.getString("status") !== "accepted") throw new ApiError(409, MESSAGES.notAccepted)
  // Only the latest non-draft quote of a request is paid (contract §4).
  const latest = app.findRecordsByFilter("quotes", "request = {:r} && status != 'draft'", "-created", 1, 0, { r: request.id })
  if (latest.length > 0 && latest[0].id !== quote.id) throw new ApiError(409, MESSAGES.notLatest)
  const refusal = partRefusal(quote, part)
  if (refusal) throw new ApiError(409, refusal)
  return { quote, request }
}

/**
 * The order line of a quote's part, priced by the server.
 * @param {CoreApp} app
 * @param {{ quote: string, part: QuotePart }} line
 * @param {core.Record} auth
 * @returns {OrderItem}
 */
function priceLine(app, line, auth) {
  const { quote } = payableQuote(app, line.quote, line.part, auth)
  return {
    id: "quote-" + quote.id,
    name: partLabel(quote, line.part),
    quantity: 1,
    price: partCents(quote, line.part) / 100,
    made_to_order: true,
    quote: quote.id,
    quote_number: quote.getString("number"),
    quote_part: line.part,
  }
}

/**
 * At most one quote line, never with a discount code (a code is a reduction on the shop's products).
 * @param {OrderItem[]} items
 * @param {unknown} code
 */
function checkLines(items, code) {
  const quotes = items.filter(isQuoteItem).length
  if (quotes > 1) throw new BadRequestError(MESSAGES.oneQuote)
  if (quotes === 1 && typeof code === "string" && code.trim() !== "") throw new BadRequestError(MESSAGES.noCode)
}

/**
 * @param {unknown} items
 * @returns {OrderItem | null}
 */
function quoteItemOf(items) {
  const list = jsonValue(items)
  if (!Array.isArray(list)) return null
  for (const item of list) if (item && item.quote && item.quote_part) return item
  return null
}

/**
 * In the paying transaction, after the order is saved: the part is claimed on the quote by a
 * conditional UPDATE (of two payments of one part, one claims it; the other's transaction is undone
 * and its payment refused or refunded), the request becomes the payer's if it had no user, and moves
 * to `in_creation` after a deposit or the whole. False when the part was taken meanwhile.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function recordPayment(txApp, order) {
  const item = quoteItemOf(order.get("items"))
  if (!item || !item.quote || !item.quote_part) return true
  const now = require(`${__hooks}/lib/time.js`).dbDate(Date.now())
  const part = item.quote_part
  const sql =
    part === "deposit"
      ? "UPDATE quotes SET deposit_order = {:order}, deposit_paid_at = {:now} WHERE id = {:id} AND status = 'accepted' AND deposit_paid_at = '' AND paid_at = '' AND deposit_amount > 0"
      : part === "full"
        ? "UPDATE quotes SET balance_order = {:order}, paid_at = {:now} WHERE id = {:id} AND status = 'accepted' AND deposit_paid_at = '' AND paid_at = ''"
        : "UPDATE quotes SET balance_order = {:order}, paid_at = {:now} WHERE id = {:id} AND status = 'accepted' AND deposit_paid_at != '' AND paid_at = ''"
  const result = txApp.db().newQuery(sql).bind({ order: order.id, now: now, id: item.quote }).execute()
  if (result.rowsAffected() !== 1) return false
  const quote = txApp.findRecordById("quotes", item.quote)
  const request = findOrNull(txApp, "custom_requests", quote.getString("request"))
  if (!request) return true
  if (!request.getString("user") && order.getString("user")) request.set("user", order.getString("user"))
  if (part !== "balance") request.set("status", "in_creation")
  txApp.save(request)
  if (part === "deposit") deliverDepositAlone(txApp, order)
  return true
}

/**
 * An order that pays a deposit alone ships nothing (the piece goes with the balance's order): like a
 * gift card order (docs/adr/0117), it is delivered at once and leaves « À préparer » (docs/adr/0128).
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function deliverDepositAlone(txApp, order) {
  const items = require(`${__hooks}/lib/json-fields.js`).jsonValue(order.get("items"))
  if (!Array.isArray(items) || items.length !== 1 || order.getString("status") !== "paid") return
  order.set("status", "delivered")
  txApp.save(order)
  require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, order.id, "status", {
    actorLabel: "Boutique",
    data: { from: "paid", to: "delivered" },
  })
}

/**
 * The order that paid a quote's balance (or the whole) was shipped or delivered: so is the request
 * (contract §2). Called from the order's status change, in its transaction.
 * @param {CoreApp} txApp
 * @param {string} orderId
 * @param {string} status
 */
function onOrderStatus(txApp, orderId, status) {
  if (status !== "shipped" && status !== "delivered") return
  const quotes = txApp.findRecordsByFilter("quotes", "balance_order = {:o}", "", 1, 0, { o: orderId })
  if (quotes.length === 0) return
  const request = findOrNull(txApp, "custom_requests", quotes[0].getString("request"))
  if (!request || request.getString("status") === status) return
  request.set("status", status)
  txApp.save(request)
}

/**
 * The deposit's order and its invoice, for the final invoice's deduction (null when none).
 * @param {CoreApp} app
 * @param {string} quoteId
 */
function depositOf(app, quoteId) {
  const quote = findOrNull(app, "quotes", quoteId)
  if (!quote || !quote.getString("deposit_order")) return null
  const order = findOrNull(app, "orders", quote.getString("deposit_order"))
  if (!order) return null
  const items = jsonValue(order.get("items")) || []
  const line = items.find((/** @type {OrderItem} */ item) => item.quote === quoteId && item.quote_part === "deposit")
  return {
    quote,
    order,
    cents: line ? Math.round(Number(line.price) * 100) : depositCents(quote),
    number: order.getString("invoice_number"),
    paidAt: quote.getString("deposit_paid_at") || order.getString("created"),
  }
}

/**
 * The « Solder ma commande » e-mail (contract §2): the request was set `ready` while its accepted quote
 * has the deposit paid and not the balance. Queued once per quote; returns the mail ids.
 * @param {CoreApp} app
 * @param {core.Record} request
 */
function queueBalanceMail(app, request) {
  const found = app.findRecordsByFilter(
    "quotes",
    "request = {:r} && status = 'accepted' && deposit_paid_at != '' && paid_at = ''",
    "-created",
    1,
    0,
    { r: request.id },
  )
  if (found.length === 0) return []
  const quote = found[0]
  const mail = require(`${__hooks}/lib/mail.js`)
  const ref = "quotes/" + quote.id
  if (app.findRecordsByFilter("mail_queue", "ref = {:ref} && kind = 'quote_balance_due'", "", 1, 0, { ref: ref }).length > 0) return []
  const ctx = mail.mailContext(app)
  const due = partCents(quote, "balance") / 100
  const url = String(ctx.appURL || "").replace(/\/+$/, "") + "/checkout?devis=" + encodeURIComponent(quote.id) + "&part=balance"
  const content = require(`${__hooks}/lib/mail-templates.js`).balanceDue(
    { name: request.getString("name"), number: quote.getString("number"), due: due, url: url },
    ctx,
  )
  const to = request.getString("email")
  if (!to) return []
  return [mail.queue(app, Object.assign(content, { to: to, kind: "quote_balance_due", ref: ref }))]
}

/**
 * GET /api/shop/quotes/{id}/payment?part=deposit|balance|full (a signed-in customer): the line the
 * checkout will charge, priced by the server, for the checkout page to show before paying; the same
 * refusals as the checkout's (404 for a quote that is not the caller's).
 * @param {core.RequestEvent} e
 */
function previewRoute(e) {
  const auth = require(`${__hooks}/lib/shop.js`).shopUser(e.auth)
  if (!auth) throw new UnauthorizedError("Connectez-vous pour payer votre devis.")
  const line = parseLine({ quote: e.request.pathValue("id"), part: e.request.url.query().get("part") })
  return e.json(200, { line: priceLine(e.app, line, auth) })
}

module.exports = {
  MESSAGES,
  previewRoute,
  isQuoteLine,
  parseLine,
  isQuoteItem,
  isMadeToOrder,
  stockLines,
  priceLine,
  partLabel,
  partCents,
  checkLines,
  quoteItemOf,
  recordPayment,
  onOrderStatus,
  depositOf,
  queueBalanceMail,
}
