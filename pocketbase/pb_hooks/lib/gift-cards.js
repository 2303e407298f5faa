// Gift cards (issue 28, point 3; docs/adr/0117-gift-cards.md): a multi-purpose voucher (art. 256 ter
// CGI) sold in the amounts the shop sets, as an order of its own (never with jewellery), issued in the
// paying transaction (one card per card line), e-mailed to its recipient on the chosen day, once.
// Not a hook file: loaded with require() by checkout.js, invoice.js, refunds.js, withdrawals.js and
// gift-cards.pb.js.

const DEFAULT_AMOUNTS = [25, 50, 75, 100]
// No 0/O, 1/I/L: a code read aloud or typed from paper is not mistaken.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
const CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/
const VALID_DAYS = 366
const MAX_SEND_DAYS = 365
const DAY_MS = 24 * 60 * 60 * 1000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const LINE_KEYS = ["amount", "recipient_name", "recipient_email", "message", "send_on"]
/** The admin list's page size (DESIGN: lists that grow are paged by the server). */
const PAGE_SIZE = 50

const MESSAGES = {
  badLine: "Cette carte cadeau est invalide.",
  badAmount: "Ce montant de carte cadeau n’est pas proposé par la boutique.",
  mixed: "Une carte cadeau se commande seule : passez d’abord la commande de vos bijoux, puis celle de la carte cadeau.",
  recipientEmail: "Veuillez indiquer une adresse email valide pour le destinataire (exemple : nom@domaine.fr).",
  recipientName: "Le nom du destinataire est trop long (100 caractères au maximum).",
  message: "Le message est trop long (500 caractères au maximum).",
  sendOn: "La date d’envoi doit être comprise entre aujourd’hui et dans un an.",
  sendOnNeedsEmail: "Indiquez l’adresse e-mail du destinataire pour lui envoyer la carte à cette date.",
  badCode: "Ce code de carte cadeau n’est pas valable.",
  spent: "Cette carte cadeau a déjà été utilisée, même en partie : elle ne peut plus être remboursée ni faire l’objet d’une rétractation.",
  cancelledCard: "Cette carte cadeau a été annulée : elle ne peut plus être remboursée.",
  notAdmin: "Seul un administrateur de la boutique peut annuler une carte cadeau.",
  notFound: "Cette carte cadeau est introuvable.",
  alreadyCancelled: "Cette carte cadeau est déjà annulée.",
  amountsInvalid: "Indiquez de 1 à 10 montants entre 5 et 1 000 €.",
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/** @param {unknown} value */
function jsonValue(value) {
  return require(`${__hooks}/lib/json-fields.js`).jsonValue(value)
}

/** @param {number} euros */
function euros(euros) {
  return require(`${__hooks}/lib/money.js`).formatPrice(euros)
}

/**
 * The amounts on sale (euros), from the shop's settings; the defaults when none is set.
 * @param {CoreApp} app
 * @returns {number[]}
 */
function amounts(app) {
  const records = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
  const set = records.length > 0 ? jsonValue(records[0].get("gift_card_amounts")) : null
  return checkAmounts(set) || DEFAULT_AMOUNTS.slice()
}

/**
 * A valid list of amounts (whole or cent euros, 5 to 1 000 €, 1 to 10 of them), sorted; null otherwise.
 * @param {unknown} value
 * @returns {number[] | null}
 */
function checkAmounts(value) {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) return null
  /** @type {number[]} */
  const out = []
  for (const amount of value) {
    if (typeof amount !== "number" || !isFinite(amount) || amount < 5 || amount > 1000) return null
    if (Math.round(amount * 100) !== amount * 100) return null
    if (out.indexOf(amount) === -1) out.push(amount)
  }
  return out.sort((a, b) => a - b)
}

/** @param {unknown} value */
function isGiftCardLine(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "gift_card" in value
}

/**
 * A card line as the customer sent it: `{ gift_card: { amount, recipient_name?, recipient_email?,
 * message?, send_on? } }`, checked (400 in French otherwise). The price is not read here.
 * @param {{ [key: string]: unknown }} item
 */
function parseLine(item) {
  for (const key in item) if (key !== "gift_card" && key !== "quantity") throw new BadRequestError(MESSAGES.badLine)
  if (item.quantity !== undefined && item.quantity !== 1) throw new BadRequestError(MESSAGES.badLine)
  const card = item.gift_card
  if (typeof card !== "object" || card === null || Array.isArray(card)) throw new BadRequestError(MESSAGES.badLine)
  const raw = /** @type {{ [key: string]: unknown }} */ (card)
  for (const key in raw) if (LINE_KEYS.indexOf(key) === -1) throw new BadRequestError(MESSAGES.badLine)
  /** @param {string} key */
  const text = (key) => (raw[key] === undefined || raw[key] === null ? "" : typeof raw[key] === "string" ? String(raw[key]).trim() : null)
  const name = text("recipient_name")
  const email = text("recipient_email")
  const message = text("message")
  const sendOn = text("send_on")
  if (name === null || email === null || message === null || sendOn === null) throw new BadRequestError(MESSAGES.badLine)
  if (typeof raw.amount !== "number") throw new BadRequestError(MESSAGES.badAmount)
  if (name.length > 100) throw new BadRequestError(MESSAGES.recipientName)
  if (message.length > 500) throw new BadRequestError(MESSAGES.message)
  if (email && (email.length > 200 || !EMAIL.test(email))) throw new BadRequestError(MESSAGES.recipientEmail)
  if (sendOn) {
    if (!DAY.test(sendOn)) throw new BadRequestError(MESSAGES.sendOn)
    const start = time().parisMidnight(sendOn)
    const today = time().parisMidnight(todayInParis())
    if (!isFinite(start) || start < today || start > today + MAX_SEND_DAYS * DAY_MS) throw new BadRequestError(MESSAGES.sendOn)
    if (!email) throw new BadRequestError(MESSAGES.sendOnNeedsEmail)
  }
  return { amount: raw.amount, recipient_name: name, recipient_email: email.toLowerCase(), message: message, send_on: sendOn }
}

function todayInParis() {
  const p = time().parisDate(time().dbDate(Date.now()))
  if (!p) throw new Error("no date")
  return p.year + "-" + String(p.month).padStart(2, "0") + "-" + String(p.day).padStart(2, "0")
}

/**
 * The order line of a card, priced by the server from the shop's amounts (a forged amount is refused).
 * @param {CoreApp} app
 * @param {ReturnType<typeof parseLine>} line
 * @param {number} index the line's rank among the card lines (its id and its card's key)
 * @returns {OrderItem}
 */
function priceLine(app, line, index) {
  if (amounts(app).indexOf(line.amount) === -1) throw new BadRequestError(MESSAGES.badAmount)
  /** @type {NonNullable<OrderItem["gift_card"]>} */
  const card = {}
  if (line.recipient_name) card.recipient_name = line.recipient_name
  if (line.recipient_email) card.recipient_email = line.recipient_email
  if (line.message) card.message = line.message
  if (line.send_on) card.send_on = line.send_on
  return { id: "gift-card-" + index, name: "Carte cadeau " + euros(line.amount), quantity: 1, price: line.amount, gift_card: card }
}

const CARD_LINE_ID = /^gift-card-\d+$/

/**
 * A card line: an order line carries `gift_card`, a credit note's line only its id (`gift-card-N`,
 * never a product's: those are 15 letters and digits).
 * @param {{ id?: unknown, gift_card?: unknown }} item
 */
function isCardItem(item) {
  return Boolean(item && (item.gift_card || (typeof item.id === "string" && CARD_LINE_ID.test(item.id))))
}

/**
 * A card is an order of its own (docs/adr/0117): no jewellery with it.
 * @param {OrderItem[]} items
 */
function checkSeparate(items) {
  const cards = items.filter(isCardItem).length
  if (cards > 0 && cards !== items.length) throw new BadRequestError(MESSAGES.mixed)
}

/**
 * The lines that move stock (every line but the cards).
 * @template {{ gift_card?: unknown }} T
 * @param {T[]} items
 * @returns {T[]}
 */
function stockLines(items) {
  return items.filter((item) => !isCardItem(item))
}

/** @param {unknown} items */
function isCardOrder(items) {
  return Array.isArray(items) && items.length > 0 && items.every(isCardItem)
}

function newCode() {
  const raw = $security.randomStringWithAlphabet(16, ALPHABET)
  return raw.slice(0, 4) + "-" + raw.slice(4, 8) + "-" + raw.slice(8, 12) + "-" + raw.slice(12, 16)
}

/**
 * A typed code, normalized (upper case, groups of four); "" when it cannot be one.
 * @param {unknown} value
 */
function normalizeCode(value) {
  if (typeof value !== "string") return ""
  const bare = value.toUpperCase().replace(/[\s-]/g, "")
  if (bare.length !== 16) return ""
  const code = bare.slice(0, 4) + "-" + bare.slice(4, 8) + "-" + bare.slice(8, 12) + "-" + bare.slice(12, 16)
  return CODE.test(code) ? code : ""
}

/**
 * Issues the order's cards (inside the paying transaction): one per card line, with a random code,
 * its amount as its balance, valid VALID_DAYS days. The unique (order, line) index makes a second
 * issue impossible. Queues the buyer's mail per card, and the recipient's when it is due now.
 * Returns the mail ids queued.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @returns {string[]}
 */
function issueForOrder(txApp, order) {
  /** @type {OrderItem[]} */
  const items = jsonValue(order.get("items")) || []
  /** @type {string[]} */
  const mailIds = []
  const collection = txApp.findCollectionByNameOrId("gift_cards")
  const expires = time().endOfParisDay(Date.now() + VALID_DAYS * DAY_MS)
  items.forEach((item, index) => {
    if (!isCardItem(item)) return
    const card = item.gift_card || {}
    const record = new Record(collection)
    record.set("code", newCode())
    record.set("amount", Number(item.price))
    record.set("balance", Number(item.price))
    record.set("status", "active")
    record.set("expires", time().dbDate(expires))
    record.set("user", order.getString("user"))
    record.set("buyer_email", order.getString("email"))
    record.set("order", order.id)
    record.set("line", index)
    record.set("recipient_name", card.recipient_name || "")
    record.set("recipient_email", card.recipient_email || "")
    record.set("message", card.message || "")
    if (card.send_on) record.set("send_on", time().dbDate(time().parisMidnight(card.send_on)))
    txApp.save(record)
    queueMail(txApp, mailIds, buyerMail(txApp, record, order), order.getString("email"), "gift_card_buyer", record.id)
  })
  sendDue(txApp, mailIds, order.id)
  markDelivered(txApp, order, items)
  return mailIds
}

/**
 * A card order has nothing to ship: its cards are delivered when issued (their codes e-mailed), so
 * it leaves « À préparer » at once; its withdrawal period runs from the purchase (withdrawals.js).
 * Written by the server, like the checkout's `paid` (no person's status change).
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {OrderItem[]} items
 */
function markDelivered(txApp, order, items) {
  if (!isCardOrder(items) || order.getString("status") !== "paid") return
  order.set("status", "delivered")
  txApp.save(order)
  require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, order.id, "status", {
    actorLabel: "Boutique",
    data: { from: "paid", to: "delivered" },
  })
}

/**
 * @param {CoreApp} app
 * @param {string[]} ids
 * @param {MailContent} content
 * @param {string} to
 * @param {string} kind
 * @param {string} cardId
 */
function queueMail(app, ids, content, to, kind, cardId) {
  if (!to) return
  try {
    ids.push(require(`${__hooks}/lib/mail.js`).queue(app, Object.assign(content, { to: to, kind: kind, ref: "gift_cards/" + cardId })))
  } catch (err) {
    app.logger().error("gift card mail not queued", "card", cardId, "error", String(err))
  }
}

/**
 * @param {CoreApp} app
 * @param {core.Record} card
 * @param {core.Record} order
 */
function buyerMail(app, card, order) {
  const mail = require(`${__hooks}/lib/mail.js`)
  return require(`${__hooks}/lib/mail-templates.js`).giftCardBought(cardData(card), order.getString("customer_name"), mail.mailContext(app))
}

/** @param {core.Record} card */
function cardData(card) {
  return {
    code: card.getString("code"),
    amount: card.getFloat("amount"),
    expires: card.getString("expires"),
    recipient_name: card.getString("recipient_name"),
    recipient_email: card.getString("recipient_email"),
    message: card.getString("message"),
    send_on: card.getString("send_on"),
  }
}

/**
 * Queues the recipients' mails that are due (their day has come, or no day was chosen), once each:
 * `sent_at` is claimed by a conditional UPDATE in the same transaction as the queuing.
 * @param {CoreApp} app
 * @param {string[]} [into]
 * @param {string} [orderId] only this order's cards (at issue)
 */
function sendDue(app, into, orderId) {
  /** @type {string[]} */
  const ids = into || []
  const now = time().dbDate(Date.now())
  const due = app.findRecordsByFilter(
    "gift_cards",
    "status = 'active' && recipient_email != '' && sent_at = '' && (send_on = '' || send_on <= {:now})" +
      (orderId ? " && order = {:order}" : ""),
    "created",
    100,
    0,
    { now: now, order: orderId || "" },
  )
  const mail = require(`${__hooks}/lib/mail.js`)
  for (const card of due) {
    app.runInTransaction((txApp) => {
      const claimed = txApp
        .db()
        .newQuery("UPDATE gift_cards SET sent_at = {:now} WHERE id = {:id} AND (sent_at = '' OR sent_at IS NULL)")
        .bind({ id: card.id, now: now })
        .execute()
      if (claimed.rowsAffected() !== 1) return
      const order = txApp.findRecordById("orders", card.getString("order"))
      const content = require(`${__hooks}/lib/mail-templates.js`).giftCardReceived(
        cardData(card),
        order.getString("customer_name"),
        mail.mailContext(txApp),
      )
      queueMail(txApp, ids, content, card.getString("recipient_email"), "gift_card_recipient", card.id)
    })
  }
  return ids
}

/**
 * The cron: queues the due recipients' mails and sends them.
 * @param {CoreApp} app
 */
function sendDueMails(app) {
  const ids = sendDue(app)
  if (ids.length > 0) require(`${__hooks}/lib/mail.js`).deliverNow(app, ids)
  return ids.length
}

/**
 * POST /api/shop/gift-cards/balance `{ code }`: the balance, status and validity of one card, nothing
 * else (no buyer, no recipient). Anyone may ask; rate limited per IP (migration 1764601300).
 * @param {core.RequestEvent} e
 */
function balance(e) {
  const body = e.requestInfo().body || {}
  const code = normalizeCode(body.code)
  const found = code ? e.app.findRecordsByFilter("gift_cards", "code = {:code}", "", 1, 0, { code: code }) : []
  if (found.length === 0) throw new NotFoundError(MESSAGES.badCode)
  const card = found[0]
  const expired = card.getString("expires") <= time().dbDate(Date.now())
  const status = card.getString("status") === "cancelled" ? "cancelled" : expired ? "expired" : "active"
  e.response.header().set("Cache-Control", "no-store")
  return e.json(200, {
    code: code,
    balance: card.getFloat("balance"),
    expires: card.getString("expires").replace(" ", "T"),
    status: status,
  })
}

/**
 * GET /api/shop/gift-cards/amounts: the amounts on sale (public, for the « Cartes cadeaux » page).
 * @param {core.RequestEvent} e
 */
function amountsRoute(e) {
  return e.json(200, { amounts: amounts(e.app), validDays: VALID_DAYS })
}

/**
 * The admin's list: GET /api/shop/admin/gift-cards?q=&page= (≤ 50 rows, newest first), searched by
 * code or buyer's or recipient's e-mail on the server.
 * @param {core.RequestEvent} e
 */
function adminList(e) {
  requireAdmin(e)
  const q = String(e.request.url.query().get("q") || "")
    .trim()
    .slice(0, 100)
  const page = Math.max(1, Math.min(10000, Math.floor(Number(e.request.url.query().get("page")) || 1)))
  const filter = q ? "code ~ {:q} || buyer_email ~ {:q} || recipient_email ~ {:q}" : ""
  const params = { q: q }
  const search = $dbx.or($dbx.like("code", q), $dbx.like("buyer_email", q), $dbx.like("recipient_email", q))
  const total = q ? e.app.countRecords("gift_cards", search) : e.app.countRecords("gift_cards")
  const rows = e.app.findRecordsByFilter("gift_cards", filter, "-created", PAGE_SIZE, (page - 1) * PAGE_SIZE, params)
  return e.json(200, {
    page: page,
    perPage: PAGE_SIZE,
    totalItems: total,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    items: rows.map((card) => ({
      id: card.id,
      code: card.getString("code"),
      amount: card.getFloat("amount"),
      balance: card.getFloat("balance"),
      status: card.getString("status"),
      expires: card.getString("expires"),
      created: card.getString("created"),
      order: card.getString("order"),
      buyer_email: card.getString("buyer_email"),
      recipient_email: card.getString("recipient_email"),
      send_on: card.getString("send_on"),
      sent_at: card.getString("sent_at"),
      cancelled_at: card.getString("cancelled_at"),
    })),
  })
}

/** @param {core.RequestEvent} e */
function requireAdmin(e) {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
}

/**
 * POST /api/shop/admin/gift-cards/{id}/cancel `{ reason? }`: the admin cancels a card (its balance
 * can no longer be spent). Refunding its price is a refund of its order, apart.
 * @param {core.RequestEvent} e
 */
function adminCancel(e) {
  requireAdmin(e)
  const id = e.request.pathValue("id")
  const body = e.requestInfo().body || {}
  const reason = typeof body.reason === "string" ? body.reason.trim().slice(0, 200) : ""
  let card = /** @type {core.Record | null} */ (null)
  e.app.runInTransaction((txApp) => {
    let found = null
    try {
      found = txApp.findRecordById("gift_cards", id)
    } catch {
      throw new NotFoundError(MESSAGES.notFound)
    }
    if (found.getString("status") === "cancelled") throw new BadRequestError(MESSAGES.alreadyCancelled)
    found.set("status", "cancelled")
    found.set("cancelled_at", time().dbDate(Date.now()))
    found.set("cancel_reason", reason || "Annulée par la boutique")
    txApp.save(found)
    card = found
  })
  if (!card) throw new Error("card neither cancelled nor refused")
  return e.json(200, { id: id, status: "cancelled" })
}

/**
 * Refuses to refund or withdraw from an order whose cards (among `lines`, all when absent) are spent,
 * even in part, or cancelled (inside the caller's transaction or check).
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {Array<{ id: string }>} [lines]
 */
function checkRefundable(app, order, lines) {
  for (const card of cardsOf(app, order, lines)) {
    if (card.getString("status") === "cancelled") throw new BadRequestError(MESSAGES.cancelledCard)
    if (card.getFloat("balance") < card.getFloat("amount")) throw new BadRequestError(MESSAGES.spent)
  }
}

/**
 * The order's cards, those of `lines` only when given (lines `gift-card-N`).
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {Array<{ id: string }>} [lines]
 */
function cardsOf(app, order, lines) {
  const cards = app.findRecordsByFilter("gift_cards", "order = {:order}", "line", 100, 0, { order: order.id })
  if (!lines) return cards
  const ids = lines.map((line) => line.id)
  return cards.filter((card) => ids.indexOf("gift-card-" + card.getInt("line")) !== -1)
}

/**
 * In the refunding transaction: the refunded cards are cancelled (only while unspent: a conditional
 * UPDATE, so a balance spent meanwhile is never lost silently — it is logged for the admin).
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {Array<{ id: string }>} lines
 */
function cancelRefunded(txApp, order, lines) {
  for (const card of cardsOf(txApp, order, lines)) {
    const result = txApp
      .db()
      .newQuery(
        "UPDATE gift_cards SET status = 'cancelled', cancelled_at = {:now}, cancel_reason = 'Remboursée' " +
          "WHERE id = {:id} AND status = 'active' AND balance >= amount",
      )
      .bind({ id: card.id, now: time().dbDate(Date.now()) })
      .execute()
    if (result.rowsAffected() !== 1) txApp.logger().error("refunded gift card not cancelled", "card", card.id, "order", order.id)
  }
}

module.exports = {
  MESSAGES,
  DEFAULT_AMOUNTS,
  VALID_DAYS,
  amounts,
  checkAmounts,
  isGiftCardLine,
  parseLine,
  priceLine,
  checkSeparate,
  stockLines,
  isCardOrder,
  isCardItem,
  normalizeCode,
  issueForOrder,
  sendDueMails,
  balance,
  amountsRoute,
  adminList,
  adminCancel,
  checkRefundable,
  cardsOf,
  cancelRefunded,
}
