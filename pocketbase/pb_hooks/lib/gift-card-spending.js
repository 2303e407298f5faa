// Spending a gift card at checkout (docs/adr/0117-gift-cards.md): a means of payment, never a discount.
// The amount used is held on the card in the transaction that holds the stock (a conditional UPDATE,
// so two checkouts spending one card at once never overdraw it), taken in the paying transaction,
// released wherever the checkout's stock is released, and credited back first by a refund.
// Not a hook file: loaded with require() by checkout.js, refunds.js and invoice.js.

/** The Stripe minimum a bank card pays when the card does not cover the whole order (cents). */
const MIN_CARD_PAYMENT_CENTS = 50
/** The stand-in "payment" of an order paid wholly by gift card: `giftcard_<checkout id>`. */
const WHOLE_CARD_INTENT = /^giftcard_[a-z0-9]{15}$/
/** The ledger's id of a refund credited to the card: `giftcard_re_<credit note id>`. */
const CARD_REFUND_PREFIX = "giftcard_re_"

const MESSAGES = {
  badCode: "Ce code de carte cadeau n’est pas valable.",
  expired: (/** @type {string} */ day) => "Cette carte cadeau a expiré le " + day + ".",
  cancelled: "Cette carte cadeau a été annulée : elle ne peut plus être utilisée.",
  empty: "Le solde de cette carte cadeau est épuisé.",
  cardOrder: "Une carte cadeau ne peut pas payer une autre carte cadeau.",
  held: "Le solde de cette carte cadeau est déjà utilisé par une autre commande en cours. Réessayez dans quelques minutes.",
  gone: "Le solde de votre carte cadeau a été utilisé entre-temps : la commande n’a pas été enregistrée.",
  restTooSmall:
    "Le solde de cette carte cadeau ne couvre pas la commande, et le reste à payer par carte bancaire serait inférieur au minimum de 0,50\u00a0€.",
}

function cards() {
  return require(`${__hooks}/lib/gift-cards.js`)
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/** @param {number} euros */
function cents(euros) {
  return Math.round(euros * 100)
}

/**
 * The card a checkout names (`gift_card` in its body), checked: a French 400 for an unknown,
 * expired, cancelled or empty card. `dueCents`: what the order costs (after a discount code).
 * Returns the card and the cents it will pay (all of it, or what leaves the bank card its minimum),
 * or null when no code was sent.
 * @param {CoreApp} app
 * @param {unknown} typed
 * @param {number} dueCents
 * @param {OrderItem[]} items
 * @param {string} userId the caller, whose own open checkouts are about to be replaced
 * @returns {{ record: core.Record, cents: number } | null}
 */
function priceSpending(app, typed, dueCents, items, userId) {
  if (typed === undefined || typed === null || typed === "") return null
  const code = cards().normalizeCode(typed)
  const found = code ? app.findRecordsByFilter("gift_cards", "code = {:code}", "", 1, 0, { code: code }) : []
  if (found.length === 0) throw fieldError(MESSAGES.badCode)
  const card = found[0]
  if (cards().isCardOrder(items)) throw fieldError(MESSAGES.cardOrder)
  if (card.getString("status") === "cancelled") throw fieldError(MESSAGES.cancelled)
  if (card.getString("expires") <= time().dbDate(Date.now())) {
    throw fieldError(MESSAGES.expired(time().formatDateShort(card.getString("expires"))))
  }
  const balance = cents(card.getFloat("balance"))
  if (balance <= 0) throw fieldError(MESSAGES.empty)
  // The caller's own open checkouts are released before the new hold: what they hold is theirs again.
  const own = app.findRecordsByFilter("checkouts", "status = 'open' && user = {:user} && gift_card = {:card}", "", 50, 0, {
    user: userId,
    card: card.id,
  })
  const ownCents = own.reduce((sum, checkout) => sum + checkout.getInt("gift_card_amount"), 0)
  const available = balance - cents(card.getFloat("held")) + ownCents
  if (available <= 0) throw new ApiError(409, MESSAGES.held)
  let used = Math.min(available, dueCents)
  // The rest, when there is one, is a bank card payment: Stripe takes no less than 0,50 €.
  const rest = dueCents - used
  if (rest > 0 && rest < MIN_CARD_PAYMENT_CENTS) used = dueCents - MIN_CARD_PAYMENT_CENTS
  // An order of 0,50 € or less the card cannot pay wholly: no bank card payment is that small.
  if (used <= 0) throw fieldError(MESSAGES.restTooSmall)
  return { record: card, cents: used }
}

/**
 * A 400 whose message is the card field's (`gift_card`), like the address fields' errors.
 * @param {string} message
 */
function fieldError(message) {
  return new BadRequestError(message, { gift_card: new ValidationError("shop_gift_card", message) })
}

/**
 * Holds `amount` cents of the card for a checkout (inside the stock's transaction): false when its
 * balance less what other checkouts hold no longer covers it, or it expired or was cancelled meanwhile.
 * @param {CoreApp} txApp
 * @param {string} cardId
 * @param {number} amount cents
 */
function hold(txApp, cardId, amount) {
  const result = txApp
    .db()
    .newQuery(
      "UPDATE gift_cards SET held = ROUND(held + {:euros}, 2) WHERE id = {:id} AND status = 'active' AND expires > {:now} " +
        "AND ROUND((balance - held) * 100) >= {:cents}",
    )
    .bind({ id: cardId, euros: amount / 100, cents: amount, now: time().dbDate(Date.now()) })
    .execute()
  return result.rowsAffected() === 1
}

/**
 * The checkout's hold on its card goes (the checkout is released, expired, replaced, refunded).
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 */
function release(txApp, checkout) {
  const cardId = checkout.getString("gift_card")
  if (!cardId) return
  txApp
    .db()
    .newQuery("UPDATE gift_cards SET held = MAX(ROUND(held - {:euros}, 2), 0) WHERE id = {:id}")
    .bind({ id: cardId, euros: checkout.getInt("gift_card_amount") / 100 })
    .execute()
}

/**
 * In the paying transaction: the card's balance pays its part (from its hold when the checkout was
 * open; from what is free of holds when it had been released). False when the card cannot pay any more.
 * @param {CoreApp} txApp
 * @param {core.Record} checkout
 * @param {boolean} held
 */
function take(txApp, checkout, held) {
  const cardId = checkout.getString("gift_card")
  if (!cardId) return true
  const amount = checkout.getInt("gift_card_amount")
  const sql = held
    ? "UPDATE gift_cards SET balance = ROUND(balance - {:euros}, 2), held = MAX(ROUND(held - {:euros}, 2), 0) " +
      "WHERE id = {:id} AND status = 'active' AND ROUND(balance * 100) >= {:cents}"
    : "UPDATE gift_cards SET balance = ROUND(balance - {:euros}, 2) " +
      "WHERE id = {:id} AND status = 'active' AND ROUND((balance - held) * 100) >= {:cents}"
  const result = txApp
    .db()
    .newQuery(sql)
    .bind({ id: cardId, euros: amount / 100, cents: amount })
    .execute()
  return result.rowsAffected() === 1
}

/**
 * The order a card paid for (inside saveOrder): the card, its part, and the order's whole total.
 * @param {core.Record} checkout
 * @param {core.Record} order
 */
function onOrder(checkout, order) {
  const cardId = checkout.getString("gift_card")
  if (!cardId) return
  const paid = checkout.getInt("gift_card_amount")
  order.set("gift_card", cardId)
  order.set("gift_card_paid", paid / 100)
  order.set("total", (checkout.getInt("amount") + paid) / 100)
}

/**
 * The "payment" that confirms a checkout the card pays wholly: valid only for that checkout, with
 * nothing left to pay by bank card (whatever the payment mode).
 * @param {core.Record} checkout
 * @param {string} intentId
 */
function isWholeCardPayment(checkout, intentId) {
  return (
    WHOLE_CARD_INTENT.test(intentId) &&
    intentId === "giftcard_" + checkout.id &&
    checkout.getInt("amount") === 0 &&
    checkout.getInt("gift_card_amount") > 0 &&
    checkout.getString("gift_card") !== ""
  )
}

/** @param {string} intentId */
function looksWholeCard(intentId) {
  return WHOLE_CARD_INTENT.test(intentId)
}

/**
 * What a checkout's answer says of its card: the masked code and the cents it pays.
 * @param {CoreApp} app
 * @param {core.Record} checkout
 */
function summary(app, checkout) {
  const cardId = checkout.getString("gift_card")
  if (!cardId) return null
  let code = ""
  try {
    code = app.findRecordById("gift_cards", cardId).getString("code")
  } catch {
    // The card was deleted: its part is still the checkout's.
  }
  return { code: maskedCode(code), amount: checkout.getInt("gift_card_amount") }
}

/**
 * The code as printed on invoices and credit notes: its last group only, « XXXX-…-B2HD ».
 * @param {string} code
 */
function maskedCode(code) {
  return code ? "XXXX-…-" + code.slice(-4) : "XXXX"
}

/**
 * The order's card's masked code, "" when no card paid for it.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function orderCardCode(app, order) {
  const cardId = order.getString("gift_card")
  if (!cardId) return ""
  try {
    return maskedCode(app.findRecordById("gift_cards", cardId).getString("code"))
  } catch {
    return maskedCode("")
  }
}

/** Where a refund of an order paid by gift card and bank card goes first (docs/adr/0134). */
const REFUND_FIRST = ["gift_card", "bank_card"]

/**
 * The part of a refund of `amount` euros credited back to the order's card. The card first (the
 * default, docs/adr/0117): up to what it paid less what the order's other credit notes (claimed or
 * issued) gave it back already. The bank card first when the customer chose so (docs/adr/0134): the
 * card gets only what the bank card's part, less its earlier refunds, cannot take.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {number} amount euros
 * @param {string} [first] "gift_card" (default) or "bank_card"
 * @returns {number} euros
 */
function creditShare(txApp, order, amount, first) {
  const paid = cents(order.getFloat("gift_card_paid"))
  if (!order.getString("gift_card") || paid <= 0) return 0
  const row = new DynamicModel({ card: 0, total: 0 })
  txApp
    .db()
    .newQuery(
      "SELECT CAST(COALESCE(SUM(ROUND(gift_card_credit * 100)), 0) AS INTEGER) AS card, " +
        "CAST(COALESCE(SUM(ROUND(amount * 100)), 0) AS INTEGER) AS total FROM credit_notes WHERE `order` = {:order}",
    )
    .bind({ order: order.id })
    .one(row)
  const cardLeft = Math.max(0, paid - Math.round(row.card))
  if (first !== "bank_card") return Math.min(cardLeft, cents(amount)) / 100
  const bankPaid = cents(order.getFloat("total")) - paid
  const bankLeft = Math.max(0, bankPaid - (Math.round(row.total) - Math.round(row.card)))
  return Math.min(cardLeft, Math.max(0, cents(amount) - bankLeft)) / 100
}

/**
 * In the refunding transaction: the credit note's card part goes back on the card's balance.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 * @param {core.Record} note
 */
function credit(txApp, order, note) {
  const amount = cents(note.getFloat("gift_card_credit"))
  const cardId = order.getString("gift_card")
  if (amount <= 0 || !cardId) return
  const result = txApp
    .db()
    .newQuery("UPDATE gift_cards SET balance = ROUND(balance + {:euros}, 2) WHERE id = {:id}")
    .bind({ id: cardId, euros: amount / 100 })
    .execute()
  if (result.rowsAffected() !== 1) txApp.logger().error("gift card not credited back", "card", cardId, "order", order.id)
}

/**
 * What the bank card gets back of a credit note (cents): its amount less the card's part.
 * @param {core.Record} note
 */
function bankCents(note) {
  return cents(note.getFloat("amount")) - cents(note.getFloat("gift_card_credit"))
}

module.exports = {
  MESSAGES,
  CARD_REFUND_PREFIX,
  priceSpending,
  hold,
  release,
  take,
  onOrder,
  isWholeCardPayment,
  looksWholeCard,
  summary,
  maskedCode,
  orderCardCode,
  REFUND_FIRST,
  creditShare,
  credit,
  bankCents,
}
