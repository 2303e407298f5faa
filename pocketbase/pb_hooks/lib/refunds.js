// Refunds and credit notes from the back-office (docs/adr/0051-refunds-and-credit-notes.md, and
// docs/adr/0079-a-refund-booked-once-and-the-reconciliation.md).
// Not a hook file: loaded with require() inside the handlers of refunds.pb.js and checkout.pb.js.
//
// One refund = one credit note, in three steps:
//   1. claim (a transaction): the lines asked for must still be refundable (what the order sold, less
//      every credit note already claimed or issued for it); a `pending` credit note without a number
//      holds them, so two refunds of the same piece can never both pass;
//   2. Stripe refunds the amount, the claim named in the refund's metadata and each attempt under its
//      own idempotency key (a retry of the same attempt never refunds twice); in demonstration mode
//      nothing is called;
//   3. issue (a transaction): the refund is booked in the ledger (`payment_refunds`, once per Stripe
//      refund id), the credit note takes its number from its own series, the order its refunded amount
//      (the ledger's sum) and status, the pieces go back on sale if asked, the history records it, and
//      the customer's e-mail is queued.
// Stripe's answer decides what happens to the claim: a refusal gives it up (nothing was refunded); no
// answer, a late one or Stripe's own failure leave it pending, and its outcome is read from Stripe's
// refunds before anything else is tried: by the next request with the same key, the `charge.refunded`
// webhook (lib/webhook.js) or the reconciliation (lib/reconcile.js). The same `key` sent again (a
// double click, a retry after a timeout) answers the same credit note.

const KEY = /^[A-Za-z0-9_-]{8,64}$/
const RECORD_ID = /^[a-z0-9]{15}$/
const REFUNDABLE = ["paid", "shipped", "delivered"]
const MAX_REASON = 500
/**
 * A claim is taken to Stripe again only this long after its last attempt (an attempt in flight has
 * landed by then): 120 s, or REFUND_ATTEMPT_SECONDS from PocketBase's environment (`npm run chaos`
 * shortens it to settle its claims within the run; it must stay above STRIPE_TIMEOUT_SECONDS; docs/adr/0140).
 */
function attemptSeconds() {
  const value = Number($os.getenv("REFUND_ATTEMPT_SECONDS"))
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 120
}
/** After this many attempts without a refund, the claim is given up. */
const MAX_ATTEMPTS = 5

/**
 * @typedef {{ key: string, lines: unknown, restock: boolean, reason: string, cancels?: boolean, first?: string }} RefundRequest
 * What an admin asked (lib/refunds.js parseBody). `first`: where an order paid by gift card and bank card
 * is refunded first, as the customer chose (docs/adr/0134): "gift_card" (the default) or "bank_card".
 */

const MESSAGES = {
  adminOnly: "Seul un administrateur de la boutique peut rembourser une commande.",
  orderNotFound: "Cette commande est introuvable.",
  notRefundable: "Seule une commande payée, expédiée ou livrée peut être remboursée.",
  badKey: "La demande de remboursement est incomplète. Rechargez la page et réessayez.",
  badLines: "Choisissez au moins un article à rembourser, en quantité entière.",
  unknownLine: "Un des articles choisis ne fait pas partie de cette commande.",
  tooMany: (/** @type {string} */ name, /** @type {number} */ left) =>
    left > 0
      ? "Il ne reste que " + left + " « " + name + " » à rembourser sur cette commande."
      : "« " + name + " » a déjà été entièrement remboursé.",
  nothingLeft: "Cette commande a déjà été entièrement remboursée.",
  reasonTooLong: "Le motif ne doit pas dépasser 500 caractères.",
  inProgress: "Ce remboursement est déjà en cours. Patientez quelques secondes puis rechargez la page.",
  givenUp: "Ce remboursement n’a pas abouti et rien n’a été remboursé. Rechargez la page et recommencez.",
  notCancellable: "Seule une commande payée qui n’est pas encore expédiée peut être annulée ; remboursez-la sinon.",
  badFirst: "Choisissez où rembourser d’abord : la carte cadeau ou la carte bancaire.",
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

/** Gift cards spent on the order (docs/adr/0117): credited back first. */
function cardSpending() {
  return require(`${__hooks}/lib/gift-card-spending.js`)
}

function stripe() {
  return require(`${__hooks}/lib/stripe.js`)
}

function history() {
  return require(`${__hooks}/lib/order-history.js`)
}

/** @param {unknown} value */
function jsonValue(value) {
  return require(`${__hooks}/lib/json-fields.js`).jsonValue(value)
}

/** @param {unknown} euros */
function cents(euros) {
  return Math.round(Number(euros) * 100)
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
 * A line's key: its product, and its size when it has one (docs/adr/0104: two sizes, two lines).
 * @param {{ id: string, variant?: string }} line
 */
function lineKey(line) {
  return line.variant ? line.id + "/" + line.variant : line.id
}

/**
 * Quantity of each product (and size) already claimed or refunded on this order.
 * @param {CoreApp} app
 * @param {string} orderId
 */
function refundedQuantities(app, orderId) {
  /** @type {{ [lineId: string]: number }} */
  const done = {}
  const notes = app.findRecordsByFilter("credit_notes", "order = {:order}", "created", 500, 0, { order: orderId })
  for (const note of notes) {
    for (const line of jsonValue(note.get("lines")) || []) {
      done[lineKey(line)] = (done[lineKey(line)] || 0) + Number(line.quantity || 0)
    }
  }
  return done
}

/**
 * The lines of the order still refundable: [{ id, name, price, quantity }].
 * @param {CoreApp} app
 * @param {core.Record} order
 * @returns {OrderItem[]}
 */
function refundableLines(app, order) {
  const done = refundedQuantities(app, order.id)
  /** @type {OrderItem[]} */
  const lines = []
  for (const item of jsonValue(order.get("items")) || []) {
    const left = Number(item.quantity || 0) - (done[lineKey(item)] || 0)
    /** @type {OrderItem} */
    const line = { id: item.id, name: String(item.name || ""), price: Number(item.price || 0), quantity: Math.max(0, left) }
    if (item.sku) line.sku = String(item.sku) // printed on the credit note (docs/adr/0061)
    if (item.variant) line.variant = String(item.variant) // the size (docs/adr/0104)
    if (item.size) line.size = String(item.size)
    withDiscountShare(line, item)
    lines.push(line)
  }
  return lines
}

/**
 * A line bought with a discount code (docs/adr/0116) keeps its share and its quantity bought, so that a
 * refunded unit is refunded at its net price: its price minus its share of the discount.
 * @param {OrderItem} line a refundable line
 * @param {OrderItem} item the order's line
 */
function withDiscountShare(line, item) {
  if (!(Number(item.discount) > 0)) return
  const kept = /** @type {{ ordered?: number }} */ (line)
  kept.ordered = Number(item.quantity || 0)
  line.discount = Number(item.discount)
}

/**
 * `quantity` units of a refundable line: their amount at the net price, and the share of the line's
 * discount they carry (cents), counted cumulatively over the line's refunds (lib/discount-pricing.js).
 * @param {OrderItem} line
 * @param {number} quantity
 */
function refundedAmount(line, quantity) {
  const gross = cents(line.price) * quantity
  if (!line.discount) return { amount: gross / 100, share: 0 }
  const ordered = /** @type {{ ordered?: number }} */ (line).ordered || line.quantity
  const share = require(`${__hooks}/lib/discount-pricing.js`).unitsShare(cents(line.discount), ordered, ordered - line.quantity, quantity)
  return { amount: (gross - share) / 100, share }
}

/**
 * The credit note's line for `quantity` units of `line`: its net amount, and its share of the discount.
 * @param {OrderItem} line
 * @param {number} quantity
 * @returns {CreditNoteLine}
 */
function noteLine(line, quantity) {
  const refunded = refundedAmount(line, quantity)
  /** @type {CreditNoteLine} */
  const note = { id: line.id, name: line.name, quantity, price: line.price, amount: refunded.amount }
  if (refunded.share > 0) note.discount = refunded.share / 100
  return withSku(note, line)
}

/**
 * The credit note's line with the order line's reference, when it has one.
 * @param {CreditNoteLine} noteLine
 * @param {OrderItem} orderLine
 */
function withSku(noteLine, orderLine) {
  if (orderLine.sku) noteLine.sku = orderLine.sku
  if (orderLine.variant) noteLine.variant = orderLine.variant
  if (orderLine.size) noteLine.size = orderLine.size
  return noteLine
}

/**
 * The lines asked for (`[{ id, quantity }]`, or everything left when absent), checked against what is
 * left. Returns [{ id, name, quantity, price, amount }]; throws a French 400 otherwise.
 * @param {unknown} asked
 * @param {OrderItem[]} left
 * @returns {CreditNoteLine[]}
 */
function chosenLines(asked, left) {
  /** @type {{ [lineId: string]: OrderItem }} */
  const byId = {}
  for (const line of left) byId[lineKey(line)] = line
  if (asked === undefined || asked === null) {
    const all = left.filter((line) => line.quantity > 0)
    if (all.length === 0) throw new BadRequestError(MESSAGES.nothingLeft)
    return all.map((line) => noteLine(line, line.quantity))
  }
  if (!Array.isArray(asked) || asked.length === 0 || asked.length > 50) throw new BadRequestError(MESSAGES.badLines)
  /** @type {{ [lineId: string]: number }} */
  const wanted = {}
  for (const line of asked) {
    const quantity = line && line.quantity
    if (
      !line ||
      typeof line.id !== "string" ||
      (line.variant !== undefined && line.variant !== "" && typeof line.variant !== "string") ||
      typeof quantity !== "number" ||
      !isFinite(quantity) ||
      Math.floor(quantity) !== quantity ||
      quantity < 1
    ) {
      throw new BadRequestError(MESSAGES.badLines)
    }
    const key = lineKey(line)
    if (!byId[key]) throw new BadRequestError(MESSAGES.unknownLine)
    wanted[key] = (wanted[key] || 0) + quantity
  }
  return Object.keys(wanted).map((key) => {
    const line = byId[key]
    // Named with its size: « Bracelet — Tour de poignet : 17 cm » (two sizes, two lines).
    if (wanted[key] > line.quantity) {
      throw new BadRequestError(MESSAGES.tooMany(line.size ? line.name + " — " + line.size : line.name, line.quantity))
    }
    return noteLine(line, wanted[key])
  })
}

/** @param {core.Record} note */
function creditNoteSummary(note) {
  return {
    id: note.id,
    number: note.getString("number"),
    status: note.getString("status"),
    amount: note.getFloat("amount"),
    lines: jsonValue(note.get("lines")) || [],
    restocked: note.getBool("restocked"),
    reason: note.getString("reason"),
    issued_at: note.getString("issued_at"),
  }
}

/**
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {string} key
 */
function existingClaim(app, orderId, key) {
  const found = app.findRecordsByFilter("credit_notes", "order = {:order} && request_key = {:key}", "", 1, 0, { order: orderId, key: key })
  return found.length > 0 ? found[0] : null
}

/**
 * Step 1: the claim, or the credit note this key already made.
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {RefundRequest} body
 * @param {core.Record | null | undefined} actor
 */
function claim(app, orderId, body, actor) {
  try {
    return claimOnce(app, orderId, body, actor)
  } catch (err) {
    // The same key sent twice at once: the unique index lets one claim in; the other answers it.
    const existing = existingClaim(app, orderId, body.key)
    if (existing) return existing
    throw err
  }
}

/**
 * @param {CoreApp} app
 * @param {string} orderId
 * @param {RefundRequest} body
 * @param {core.Record | null | undefined} actor
 */
function claimOnce(app, orderId, body, actor) {
  // Set inside the transaction's callback (which the type check does not follow).
  let note = /** @type {core.Record | null} */ (null)
  app.runInTransaction((txApp) => {
    const existing = existingClaim(txApp, orderId, body.key)
    if (existing) {
      note = existing
      return
    }
    const order = findOrNull(txApp, "orders", orderId)
    if (!order) throw new NotFoundError(MESSAGES.orderNotFound)
    if (REFUNDABLE.indexOf(order.getString("status")) === -1) throw new BadRequestError(MESSAGES.notRefundable)
    // Checked again here, in the claim's transaction: an order shipped since the caller's check (a
    // shipment racing it, docs/adr/0095) is not cancelled; the shipment sees this claim in turn.
    if (body.cancels === true && order.getString("status") !== "paid") throw new BadRequestError(MESSAGES.notCancellable)
    const lines = chosenLines(body.lines, refundableLines(txApp, order))
    // A gift card is refunded only while unspent (docs/adr/0117); it is cancelled when the refund is issued.
    require(`${__hooks}/lib/gift-cards.js`).checkRefundable(txApp, order, lines)
    note = new Record(txApp.findCollectionByNameOrId("credit_notes"))
    note.set("order", order.id)
    note.set("status", "pending")
    note.set("lines", lines)
    note.set("amount", lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100)
    note.set("restocked", body.restock === true)
    note.set("cancels", body.cancels === true)
    note.set("reason", body.reason)
    note.set("request_key", body.key)
    note.set("payment_mode", order.getString("payment_mode") === "demo" ? "demo" : "stripe")
    // The gift card that paid for the order is credited back first (docs/adr/0117), the rest to the bank
    // card; or the bank card first when the customer asked so (docs/adr/0134).
    note.set("gift_card_credit", cardSpending().creditShare(txApp, order, note.getFloat("amount"), body.first))
    if (actor && !actor.isSuperuser()) note.set("actor", actor.id)
    txApp.save(note)
  })
  if (!note) throw new Error("credit note of order " + orderId + " neither claimed nor found")
  return note
}

/**
 * PocketBase's date text, `seconds` from now.
 * @param {number} seconds
 */
function dbTime(seconds) {
  return require(`${__hooks}/lib/time.js`).dbDate(Date.now() + seconds * 1000)
}

/**
 * Takes the claim to Stripe for this caller alone (a conditional update that also counts the attempt):
 * two callers never ask Stripe at once, and an attempt that died on the way is taken over after
 * attemptSeconds(), once Stripe's refunds showed that it made nothing.
 * @param {CoreApp} app
 * @param {string} noteId
 */
function takeForRefund(app, noteId) {
  const result = app
    .db()
    .newQuery(
      "UPDATE credit_notes SET attempt_at = {:now}, attempts = attempts + 1 WHERE id = {:id} AND status = 'pending' " +
        "AND (attempt_at = '' OR attempt_at IS NULL OR attempt_at < {:stale})",
    )
    .bind({ id: noteId, now: dbTime(0), stale: dbTime(-attemptSeconds()) })
    .execute()
  return result.rowsAffected() === 1
}

/**
 * The Stripe refund this claim made, if any (its metadata names the claim). Throws a 502 if Stripe cannot tell.
 * @param {core.Record} order
 * @param {core.Record} note
 * @returns {StripeRefund | null}
 */
function refundOfClaim(order, note) {
  for (const refund of stripe().listRefunds(order.getString("stripePaymentIntentId"))) {
    const named = refund && refund.metadata && refund.metadata.credit_note === note.id
    if (named && refund.status !== "failed" && refund.status !== "canceled") return refund
  }
  return null
}

/**
 * Gives the claim up: nothing was refunded, its lines are refundable again. Conditional on the attempt
 * it saw, so that a caller who took the claim meanwhile keeps it. The history says so when Stripe had
 * been asked.
 * @param {CoreApp} app
 * @param {core.Record} note
 * @param {string} why
 */
function giveUp(app, note, why) {
  app.runInTransaction((txApp) => {
    const current = findOrNull(txApp, "credit_notes", note.id)
    if (!current || current.getString("status") !== "pending") return
    if (current.getInt("attempts") !== note.getInt("attempts")) return
    txApp.delete(current)
    if (note.getInt("attempts") > 0) {
      history().recordEvent(txApp, current.getString("order"), "refund_abandoned", {
        actorLabel: "Boutique",
        data: { amount: current.getFloat("amount"), reason: why },
      })
    }
  })
}

/**
 * Step 2 and 3 for a claim: finds what a previous attempt made, or asks Stripe (one attempt, under
 * its own key), then issues. Returns { note, created, mailIds }; throws a French ApiError when the
 * refund was refused (502, the claim given up), is in another caller's hands (409) or its outcome is
 * unknown (502, the claim kept). `actor`: who asked (the history's actor when issued now).
 * @param {CoreApp} app
 * @param {string} noteId
 * @param {core.Record | null | undefined} actor
 * @returns {{ note: core.Record, created: boolean, mailIds: string[] }}
 */
function settleClaim(app, noteId, actor) {
  /** @type {core.Record | null} */
  let note = app.findRecordById("credit_notes", noteId)
  if (note.getString("status") === "issued") return { note: note, created: false, mailIds: [] }
  const order = app.findRecordById("orders", note.getString("order"))
  const demo = note.getString("payment_mode") === "demo"
  // On invoice (docs/adr/0131): no card was charged; the credit note reduces what is still due, and
  // may not exceed it (what the customer paid already goes back by the shop's own transfer).
  const terms = require(`${__hooks}/lib/pro-payment-terms.js`)
  const transfer = terms.isTransferOrder(order)
  const overDue = transfer ? terms.creditRefusal(order, note) : null
  if (overDue) {
    giveUp(app, note, "transfer")
    throw new ApiError(409, overDue)
  }

  // Wholly credited to the gift card: nothing for Stripe (docs/adr/0117).
  const bank = cardSpending().bankCents(note)
  // A previous attempt's outcome is read from Stripe before anything else (no lock needed: reading).
  if (!demo && !transfer && bank > 0 && note.getInt("attempts") > 0) {
    let found
    try {
      found = refundOfClaim(order, note)
    } catch {
      throw new ApiError(502, stripe().MESSAGES.refundUnknown)
    }
    if (found) return issued(app, noteId, found.id, actor)
  }

  if (!takeForRefund(app, noteId)) {
    note = findOrNull(app, "credit_notes", noteId)
    if (note && note.getString("status") === "issued") return { note: note, created: false, mailIds: [] }
    throw new ApiError(409, note ? MESSAGES.inProgress : MESSAGES.givenUp)
  }
  note = app.findRecordById("credit_notes", noteId)
  if (demo) return issued(app, noteId, "demo_re_" + note.id, actor)
  if (transfer) return issued(app, noteId, "transfer_re_" + note.id, actor)
  if (bank <= 0) return issued(app, noteId, cardSpending().CARD_REFUND_PREFIX + note.id, actor)
  if (note.getInt("attempts") > MAX_ATTEMPTS) {
    giveUp(app, note, "attempts")
    throw new ApiError(502, stripe().MESSAGES.refundRefused)
  }
  const answer = stripe().refundAmount(
    order.getString("stripePaymentIntentId"),
    bank,
    "credit-note-" + note.id + "-" + note.getInt("attempts"),
    { credit_note: note.id, order: order.id },
  )
  if (answer.outcome === "refunded") return issued(app, noteId, answer.id, actor)
  if (answer.outcome === "refused") {
    giveUp(app, note, "refused")
    throw new ApiError(502, stripe().MESSAGES.refundRefused)
  }
  throw new ApiError(502, stripe().MESSAGES.refundUnknown)
}

/**
 * @param {CoreApp} app
 * @param {string} noteId
 * @param {string} refundId
 * @param {core.Record | null | undefined} actor
 */
function issued(app, noteId, refundId, actor) {
  const mailIds = issue(app, noteId, refundId, actor)
  return { note: app.findRecordById("credit_notes", noteId), created: mailIds !== null, mailIds: mailIds || [] }
}

/**
 * The order's refunded amount in cents: the sum of its ledger.
 * @param {CoreApp} txApp
 * @param {string} orderId
 */
function ledgerCents(txApp, orderId) {
  const row = new DynamicModel({ total: 0 })
  txApp
    .db()
    .newQuery("SELECT CAST(COALESCE(SUM(ROUND(amount * 100)), 0) AS INTEGER) AS total FROM payment_refunds WHERE `order` = {:order}")
    .bind({ order: orderId })
    .one(row)
  return Math.round(row.total)
}

/**
 * Books one Stripe refund in the ledger (inside the caller's transaction): false when that refund id is
 * booked already. A refund booked first without its credit note (by a path that did not know the
 * claim) is given to the credit note now, never booked twice.
 * @param {CoreApp} txApp
 * @param {string} orderId
 * @param {string} refundId
 * @param {number} amount
 * @param {"shop" | "stripe"} source
 * @param {string | null} noteId
 */
function book(txApp, orderId, refundId, amount, source, noteId) {
  const found = txApp.findRecordsByFilter("payment_refunds", "refund_id = {:id}", "", 1, 0, { id: refundId })
  if (found.length > 0) {
    const row = found[0]
    if (noteId && !row.getString("credit_note")) {
      row.set("credit_note", noteId)
      row.set("source", "shop")
      txApp.save(row)
    }
    return false
  }
  const row = new Record(txApp.findCollectionByNameOrId("payment_refunds"))
  row.set("order", orderId)
  row.set("refund_id", refundId)
  row.set("amount", amount)
  row.set("source", source)
  if (noteId) row.set("credit_note", noteId)
  txApp.save(row)
  return true
}

/**
 * Step 3: the credit note is issued; returns the ids of the mails queued, or null when it was issued already.
 * @param {CoreApp} app
 * @param {string} noteId
 * @param {string} refundId
 * @param {core.Record | null | undefined} actor
 * @returns {string[] | null} the mails queued, or null when the note was issued already
 */
function issue(app, noteId, refundId, actor) {
  // Set inside the transaction's callback (which the type check does not follow).
  let mailIds = /** @type {string[] | null} */ (null)
  let restocked = false
  app.runInTransaction((txApp) => {
    const note = txApp.findRecordById("credit_notes", noteId)
    if (note.getString("status") === "issued") return
    const order = txApp.findRecordById("orders", note.getString("order"))
    /** @type {CreditNoteLine[]} */
    const lines = jsonValue(note.get("lines")) || []
    // Demonstration refunds have their own series, like their invoices (docs/adr/0047).
    const series = note.getString("payment_mode") === "demo" ? "demo_credit_note" : "credit_note"
    const number = require(`${__hooks}/lib/counters.js`).nextNumber(txApp, series)
    note.set("number", number)
    note.set("status", "issued")
    note.set("refund_id", refundId)
    note.set("issued_at", dbTime(0))
    // The identity the credit note is drawn from, frozen as issued (docs/adr/0086).
    note.set("document_identity", require(`${__hooks}/lib/invoice.js`).identityOf(txApp))
    txApp.save(note)

    // The card's part is booked apart from the bank card's (docs/adr/0117); the order's refunded
    // amount is their sum.
    const cardRefundId = cardSpending().CARD_REFUND_PREFIX + note.id
    const credited = note.getFloat("gift_card_credit")
    if (credited > 0 && refundId !== cardRefundId) {
      book(txApp, order.id, refundId, cardSpending().bankCents(note) / 100, "shop", note.id)
      book(txApp, order.id, cardRefundId, credited, "shop", note.id)
    } else {
      book(txApp, order.id, refundId, note.getFloat("amount"), "shop", note.id)
    }
    cardSpending().credit(txApp, order, note)
    require(`${__hooks}/lib/gift-cards.js`).cancelRefunded(txApp, order, lines)
    order.set("amount_refunded", ledgerCents(txApp, order.id) / 100)
    const everything = refundableLines(txApp, order).every((line) => line.quantity === 0)
    const from = order.getString("status")
    if (everything && from !== "cancelled" && from !== "refunded") order.set("status", note.getBool("cancels") ? "cancelled" : "refunded")
    // On invoice: nothing left due settles it (docs/adr/0131).
    require(`${__hooks}/lib/pro-payment-terms.js`).settleAfterCredit(order)
    txApp.save(order)

    // Issued by whoever finished it (the admin's request, the webhook, the reconciliation): the
    // history names the admin who asked for it.
    const asker = actor || (note.getString("actor") ? findOrNull(txApp, "users", note.getString("actor")) : null)
    if (note.getBool("restocked")) {
      // The stock history says why (docs/adr/0098): a cancellation, a withdrawal awaiting its refund, or a refund.
      const withdrawn = txApp.countRecords("withdrawals", $dbx.hashExp({ order: order.id, status: "received" })) > 0
      const reason = note.getBool("cancels") ? "cancellation" : withdrawn ? "withdrawal" : "refund"
      for (const line of lines) {
        if (!line.quantity) continue
        // A size's own stock when the line names one (docs/adr/0104).
        const table = line.variant ? "product_variants" : "products"
        const result = txApp
          .db()
          .newQuery("UPDATE " + table + " SET stock = stock + {:q} WHERE id = {:id}")
          .bind({ q: line.quantity, id: line.variant || line.id })
          .execute()
        if (result.rowsAffected() !== 1) continue // the product is gone
        require(`${__hooks}/lib/stock-history.js`).recordStockChange(txApp, {
          product: line.id,
          variant: line.variant,
          change: line.quantity,
          reason: reason,
          actor: asker,
          order: order.id,
          note: "Avoir " + number,
        })
      }
      restocked = true
    }
    const who = asker ? { actor: asker } : { actorLabel: "Boutique" }
    history().recordEvent(
      txApp,
      order.id,
      "refund",
      Object.assign({}, who, {
        data: {
          amount: note.getFloat("amount"),
          // The size too (docs/adr/0109): « 1 × Bracelet — Tour de poignet : 17 cm » in the history.
          lines: lines.map((l) => Object.assign({ id: l.id, name: l.name, quantity: l.quantity }, l.size ? { size: l.size } : {})),
          restocked: note.getBool("restocked"),
          refund_id: refundId,
          reason: note.getString("reason"),
        },
      }),
    )
    history().recordEvent(
      txApp,
      order.id,
      "credit_note",
      Object.assign({}, who, { data: { number: number, amount: note.getFloat("amount") } }),
    )
    if (order.getString("status") !== from) {
      history().recordEvent(txApp, order.id, "status", Object.assign({}, who, { data: { from: from, to: order.getString("status") } }))
    }
    // A withdrawal declared for this order (docs/adr/0049) is settled once everything is refunded.
    if (everything) settleWithdrawals(txApp, order.id)
    mailIds = require(`${__hooks}/lib/mail.js`).queueCreditNoteMail(txApp, order, note)
  })
  // Plain SQL on products: the cached catalogue must hear of it (docs/adr/0045).
  if (restocked) require(`${__hooks}/lib/catalogue-cache.js`).bump()
  return mailIds
}

/**
 * @param {CoreApp} txApp
 * @param {string} orderId
 */
function settleWithdrawals(txApp, orderId) {
  for (const withdrawal of txApp.findRecordsByFilter("withdrawals", "order = {:order} && status = 'received'", "", 10, 0, {
    order: orderId,
  })) {
    withdrawal.set("status", "refunded")
    txApp.save(withdrawal)
  }
}

/**
 * One Stripe refund of a paid order, however it was made, booked once (the webhook and the
 * reconciliation): the claim it names is issued (its credit note, restock and e-mail), or else it was
 * made in Stripe's Dashboard and is recorded without a credit note (a full one ends the order).
 * Returns what was done: "issued", "recorded" or "known"; the mails to send in `mailIds`.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {StripeRefund | null} refund
 * @param {string[]} mailIds
 */
function bookStripeRefund(app, order, refund, mailIds) {
  if (!refund || typeof refund.id !== "string") return "known"
  if (refund.status === "failed" || refund.status === "canceled") return "known"
  const noteId = refund.metadata && typeof refund.metadata.credit_note === "string" ? refund.metadata.credit_note : ""
  const note = noteId && RECORD_ID.test(noteId) ? findOrNull(app, "credit_notes", noteId) : null
  if (note && note.getString("order") === order.id && note.getString("status") === "pending") {
    const ids = issue(app, note.id, refund.id, null)
    if (ids) for (const id of ids) mailIds.push(id)
    return ids ? "issued" : "known"
  }
  let outcome = /** @type {"known" | "recorded"} */ ("known")
  app.runInTransaction((txApp) => {
    const current = txApp.findRecordById("orders", order.id)
    if (!book(txApp, current.id, refund.id, (Number(refund.amount) || 0) / 100, "stripe", null)) return
    const refunded = ledgerCents(txApp, current.id)
    current.set("amount_refunded", refunded / 100)
    const from = current.getString("status")
    const whole = refunded >= cents(current.getFloat("total"))
    if (whole && REFUNDABLE.indexOf(from) !== -1) current.set("status", from === "paid" ? "cancelled" : "refunded")
    txApp.save(current)
    history().recordEvent(txApp, current.id, "refund", {
      actorLabel: "Stripe",
      data: {
        amount: (Number(refund.amount) || 0) / 100,
        amount_refunded: refunded / 100,
        refund_id: refund.id,
        source: "stripe_dashboard",
      },
    })
    if (current.getString("status") !== from) {
      history().recordEvent(txApp, current.id, "status", { actorLabel: "Stripe", data: { from: from, to: current.getString("status") } })
    }
    if (whole) settleWithdrawals(txApp, current.id)
    outcome = "recorded"
  })
  return outcome
}

/**
 * The claims whose outcome nobody saw (the reconciliation): a claim asked of Stripe whose attempt is
 * older than attemptSeconds() is settled (its refund found and issued, or tried again); one never taken
 * to Stripe (the request died before) is given up.
 * @param {CoreApp} app
 */
function settleStaleClaims(app) {
  const stale = dbTime(-attemptSeconds())
  const claims = app.findRecordsByFilter(
    "credit_notes",
    "status = 'pending' && ((attempt_at != '' && attempt_at < {:stale}) || (attempt_at = '' && created < {:stale}))",
    "created",
    50,
    0,
    { stale: stale },
  )
  /** @type {string[]} */
  const mailIds = []
  for (const claim of claims) {
    try {
      if (claim.getInt("attempts") === 0) {
        giveUp(app, claim, "never_sent")
        continue
      }
      const result = settleClaim(app, claim.id, null)
      for (const id of result.mailIds) mailIds.push(id)
    } catch (err) {
      console.error("refunds: claim " + claim.id + " still unsettled: " + err)
    }
  }
  return mailIds
}

/**
 * @param {core.RequestEvent} e
 * @returns {RefundRequest}
 */
function parseBody(e) {
  const body = e.requestInfo().body || {}
  const key = typeof body.key === "string" ? body.key : ""
  if (!KEY.test(key)) throw new BadRequestError(MESSAGES.badKey)
  const reason = typeof body.reason === "string" ? body.reason.trim() : ""
  if (reason.length > MAX_REASON) throw new BadRequestError(MESSAGES.reasonTooLong)
  const first = body.first === undefined || body.first === null || body.first === "" ? "gift_card" : body.first
  if (cardSpending().REFUND_FIRST.indexOf(first) === -1) throw new BadRequestError(MESSAGES.badFirst)
  return { key: key, lines: body.lines, restock: body.restock === true, reason: reason, first: first }
}

/** @param {core.RequestEvent} e */
function requireAdmin(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
  const id = e.request.pathValue("id")
  if (!RECORD_ID.test(id) || !findOrNull(e.app, "orders", id)) throw new NotFoundError(MESSAGES.orderNotFound)
  return id
}

/**
 * Claim, refund, issue; resumes a claim left pending by a crash or a timeout (same key).
 * @param {core.RequestEvent} e
 * @param {string} orderId
 * @param {RefundRequest} body
 */
function refundAndIssue(e, orderId, body) {
  const note = claim(e.app, orderId, body, e.auth)
  return settleClaim(e.app, note.id, e.auth)
}

/**
 * POST /api/shop/orders/{id}/refunds — admin: `{ key, lines?: [{ id, quantity }], restock?, reason? }`.
 * @param {core.RequestEvent} e
 */
function refundOrder(e) {
  const orderId = requireAdmin(e)
  const result = refundAndIssue(e, orderId, parseBody(e))
  const order = e.app.findRecordById("orders", orderId)
  require(`${__hooks}/lib/checkout.js`).answerThenMail(
    e,
    result.created ? 201 : 200,
    {
      creditNote: creditNoteSummary(result.note),
      order: { id: order.id, status: order.getString("status"), amount_refunded: order.getFloat("amount_refunded") },
    },
    result.mailIds,
  )
}

/**
 * POST /api/shop/orders/{id}/cancel — admin: `{ key, reason? }`. A paid order that has not left is
 * cancelled: everything left is refunded and put back on sale, in one credit note.
 * @param {core.RequestEvent} e
 */
function cancelOrder(e) {
  const orderId = requireAdmin(e)
  const body = parseBody(e)
  const existing = existingClaim(e.app, orderId, body.key)
  if (!existing && e.app.findRecordById("orders", orderId).getString("status") !== "paid") {
    throw new BadRequestError(MESSAGES.notCancellable)
  }
  const result = refundAndIssue(e, orderId, {
    key: body.key,
    lines: null,
    restock: true,
    reason: body.reason,
    cancels: true,
    first: body.first,
  })
  const order = e.app.findRecordById("orders", orderId)
  require(`${__hooks}/lib/checkout.js`).answerThenMail(
    e,
    result.created ? 201 : 200,
    {
      creditNote: creditNoteSummary(result.note),
      order: { id: order.id, status: order.getString("status"), amount_refunded: order.getFloat("amount_refunded") },
    },
    result.mailIds,
  )
}

module.exports = { MESSAGES, refundOrder, cancelOrder, refundableLines, creditNoteSummary, bookStripeRefund, settleStaleClaims }
