// Refunds and credit notes from the back-office (docs/adr/0051-refunds-and-credit-notes.md).
// Not a hook file: loaded with require() inside the handlers of refunds.pb.js.
//
// One refund = one credit note, in three steps:
//   1. claim (a transaction): the lines asked for must still be refundable (what the order sold, less
//      every credit note already claimed or issued for it); a `pending` credit note without a number
//      holds them, so two refunds of the same piece can never both pass;
//   2. Stripe refunds the amount, with the claim's id as idempotency key (a retry of the same claim
//      never refunds twice); in demonstration mode nothing is called;
//   3. issue (a transaction): the credit note takes its number from its own series, the order its
//      refunded amount and status, the pieces go back on sale if asked, the history records it, and
//      the customer's e-mail is queued.
// If Stripe refuses, the claim is deleted and nothing was refunded. The same `key` sent again (a
// double click, a retry after a timeout) answers the same credit note.

const KEY = /^[A-Za-z0-9_-]{8,64}$/
const RECORD_ID = /^[a-z0-9]{15}$/
const REFUNDABLE = ["paid", "shipped", "delivered"]
const MAX_REASON = 500

const MESSAGES = {
  adminOnly: "Seul un administrateur de la boutique peut rembourser une commande.",
  orderNotFound: "Cette commande est introuvable.",
  notRefundable: "Seule une commande payée, expédiée ou livrée peut être remboursée.",
  badKey: "La demande de remboursement est incomplète. Rechargez la page et réessayez.",
  badLines: "Choisissez au moins un article à rembourser, en quantité entière.",
  unknownLine: "Un des articles choisis ne fait pas partie de cette commande.",
  tooMany: (name, left) =>
    left > 0
      ? "Il ne reste que " + left + " « " + name + " » à rembourser sur cette commande."
      : "« " + name + " » a déjà été entièrement remboursé.",
  nothingLeft: "Cette commande a déjà été entièrement remboursée.",
  reasonTooLong: "Le motif ne doit pas dépasser 500 caractères.",
  inProgress: "Ce remboursement est déjà en cours. Patientez quelques secondes puis rechargez la page.",
  notCancellable: "Seule une commande payée qui n’est pas encore expédiée peut être annulée ; remboursez-la sinon.",
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

/** A json field's value as plain JS (the invoice's reader, lib/invoice.js). */
function jsonValue(value) {
  return require(`${__hooks}/lib/invoice.js`).jsonValue(value)
}

function cents(euros) {
  return Math.round(Number(euros) * 100)
}

function findOrNull(app, collection, id) {
  try {
    return app.findRecordById(collection, id)
  } catch {
    return null
  }
}

/** Quantity of each product already claimed or refunded on this order. */
function refundedQuantities(app, orderId) {
  const done = {}
  const notes = app.findRecordsByFilter("credit_notes", "order = {:order}", "created", 500, 0, { order: orderId })
  for (const note of notes) {
    for (const line of jsonValue(note.get("lines")) || []) {
      done[line.id] = (done[line.id] || 0) + Number(line.quantity || 0)
    }
  }
  return done
}

/** The lines of the order still refundable: [{ id, name, price, quantity }]. */
function refundableLines(app, order) {
  const done = refundedQuantities(app, order.id)
  const lines = []
  for (const item of jsonValue(order.get("items")) || []) {
    const left = Number(item.quantity || 0) - (done[item.id] || 0)
    const line = { id: item.id, name: String(item.name || ""), price: Number(item.price || 0), quantity: Math.max(0, left) }
    if (item.sku) line.sku = String(item.sku) // printed on the credit note (docs/adr/0061)
    lines.push(line)
  }
  return lines
}

/** The credit note's line with the order line's reference, when it has one. */
function withSku(noteLine, orderLine) {
  if (orderLine.sku) noteLine.sku = orderLine.sku
  return noteLine
}

/**
 * The lines asked for (`[{ id, quantity }]`, or everything left when absent), checked against what is
 * left. Returns [{ id, name, quantity, price, amount }]; throws a French 400 otherwise.
 */
function chosenLines(asked, left) {
  const byId = {}
  for (const line of left) byId[line.id] = line
  if (asked === undefined || asked === null) {
    const all = left.filter((line) => line.quantity > 0)
    if (all.length === 0) throw new BadRequestError(MESSAGES.nothingLeft)
    return all.map((line) =>
      withSku(
        { id: line.id, name: line.name, quantity: line.quantity, price: line.price, amount: (cents(line.price) * line.quantity) / 100 },
        line,
      ),
    )
  }
  if (!Array.isArray(asked) || asked.length === 0 || asked.length > 50) throw new BadRequestError(MESSAGES.badLines)
  const wanted = {}
  for (const line of asked) {
    const quantity = line && line.quantity
    if (
      !line ||
      typeof line.id !== "string" ||
      typeof quantity !== "number" ||
      !isFinite(quantity) ||
      Math.floor(quantity) !== quantity ||
      quantity < 1
    ) {
      throw new BadRequestError(MESSAGES.badLines)
    }
    if (!byId[line.id]) throw new BadRequestError(MESSAGES.unknownLine)
    wanted[line.id] = (wanted[line.id] || 0) + quantity
  }
  return Object.keys(wanted).map((id) => {
    const line = byId[id]
    if (wanted[id] > line.quantity) throw new BadRequestError(MESSAGES.tooMany(line.name, line.quantity))
    return withSku(
      { id: id, name: line.name, quantity: wanted[id], price: line.price, amount: (cents(line.price) * wanted[id]) / 100 },
      line,
    )
  })
}

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

function existingClaim(app, orderId, key) {
  const found = app.findRecordsByFilter("credit_notes", "order = {:order} && request_key = {:key}", "", 1, 0, { order: orderId, key: key })
  return found.length > 0 ? found[0] : null
}

/** Step 1: the claim, or the credit note this key already made. */
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

function claimOnce(app, orderId, body, actor) {
  let note = null
  app.runInTransaction((txApp) => {
    const existing = existingClaim(txApp, orderId, body.key)
    if (existing) {
      note = existing
      return
    }
    const order = findOrNull(txApp, "orders", orderId)
    if (!order) throw new NotFoundError(MESSAGES.orderNotFound)
    if (REFUNDABLE.indexOf(order.getString("status")) === -1) throw new BadRequestError(MESSAGES.notRefundable)
    const lines = chosenLines(body.lines, refundableLines(txApp, order))
    note = new Record(txApp.findCollectionByNameOrId("credit_notes"))
    note.set("order", order.id)
    note.set("status", "pending")
    note.set("lines", lines)
    note.set("amount", lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100)
    note.set("restocked", body.restock === true)
    note.set("reason", body.reason)
    note.set("request_key", body.key)
    note.set("payment_mode", order.getString("payment_mode") === "demo" ? "demo" : "stripe")
    if (actor && !actor.isSuperuser()) note.set("actor", actor.id)
    txApp.save(note)
  })
  return note
}

/** PocketBase's date text, `seconds` from now. */
function dbTime(seconds) {
  return new Date(Date.now() + seconds * 1000).toISOString().replace("T", " ")
}

/**
 * Takes the claim to Stripe for this request alone (a conditional update): two requests with the same
 * key never ask Stripe at once, and a request that died on the way is taken over after 2 minutes
 * (Stripe answers the same refund to the same key).
 */
function takeForRefund(app, noteId) {
  const result = app
    .db()
    .newQuery(
      "UPDATE credit_notes SET attempt_at = {:now} WHERE id = {:id} AND status = 'pending' AND (attempt_at = '' OR attempt_at IS NULL OR attempt_at < {:stale})",
    )
    .bind({ id: noteId, now: dbTime(0), stale: dbTime(-120) })
    .execute()
  return result.rowsAffected() === 1
}

/** Step 2: the money. Returns the refund's id; a refusal deletes the claim and throws. */
function refundMoney(app, note, order) {
  if (note.getString("payment_mode") === "demo") return "demo_re_" + note.id
  try {
    return require(`${__hooks}/lib/stripe.js`).refundAmount(
      order.getString("stripePaymentIntentId"),
      cents(note.getFloat("amount")),
      "credit-note-" + note.id,
    )
  } catch (err) {
    app.runInTransaction((txApp) => {
      const current = findOrNull(txApp, "credit_notes", note.id)
      if (current && current.getString("status") === "pending") txApp.delete(current)
    })
    throw err
  }
}

/** Step 3: the credit note is issued; returns the ids of the mails queued. */
function issue(app, noteId, refundId, actor, finalStatus) {
  let mailIds = []
  let restocked = false
  app.runInTransaction((txApp) => {
    const note = txApp.findRecordById("credit_notes", noteId)
    if (note.getString("status") === "issued") return
    const order = txApp.findRecordById("orders", note.getString("order"))
    const lines = jsonValue(note.get("lines")) || []
    // Demonstration refunds have their own series, like their invoices (docs/adr/0047).
    const series = note.getString("payment_mode") === "demo" ? "demo_credit_note" : "credit_note"
    const number = require(`${__hooks}/lib/counters.js`).nextNumber(txApp, series)
    note.set("number", number)
    note.set("status", "issued")
    note.set("refund_id", refundId)
    note.set("issued_at", new Date().toISOString().replace("T", " "))
    txApp.save(note)

    const refunded = cents(order.getFloat("amount_refunded")) + cents(note.getFloat("amount"))
    order.set("amount_refunded", refunded / 100)
    const everything = refundableLines(txApp, order).every((line) => line.quantity === 0)
    const from = order.getString("status")
    if (everything) order.set("status", finalStatus || "refunded")
    txApp.save(order)

    if (note.getBool("restocked")) {
      for (const line of lines) {
        txApp.db().newQuery("UPDATE products SET stock = stock + {:q} WHERE id = {:id}").bind({ q: line.quantity, id: line.id }).execute()
      }
      restocked = true
    }
    const history = require(`${__hooks}/lib/order-history.js`)
    const who = { actor: actor }
    history.recordEvent(
      txApp,
      order.id,
      "refund",
      Object.assign({}, who, {
        data: {
          amount: note.getFloat("amount"),
          lines: lines.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity })),
          restocked: note.getBool("restocked"),
          refund_id: refundId,
          reason: note.getString("reason"),
        },
      }),
    )
    history.recordEvent(
      txApp,
      order.id,
      "credit_note",
      Object.assign({}, who, { data: { number: number, amount: note.getFloat("amount") } }),
    )
    if (order.getString("status") !== from) {
      history.recordEvent(txApp, order.id, "status", Object.assign({}, who, { data: { from: from, to: order.getString("status") } }))
    }
    // A withdrawal declared for this order (docs/adr/0049) is settled once everything is refunded.
    if (everything) {
      for (const withdrawal of txApp.findRecordsByFilter("withdrawals", "order = {:order} && status = 'received'", "", 10, 0, {
        order: order.id,
      })) {
        withdrawal.set("status", "refunded")
        txApp.save(withdrawal)
      }
    }
    mailIds = require(`${__hooks}/lib/mail.js`).queueCreditNoteMail(txApp, order, note)
  })
  // Plain SQL on products: the cached catalogue must hear of it (docs/adr/0045).
  if (restocked) require(`${__hooks}/lib/catalogue-cache.js`).bump()
  return mailIds
}

function parseBody(e) {
  const body = e.requestInfo().body || {}
  const key = typeof body.key === "string" ? body.key : ""
  if (!KEY.test(key)) throw new BadRequestError(MESSAGES.badKey)
  const reason = typeof body.reason === "string" ? body.reason.trim() : ""
  if (reason.length > MAX_REASON) throw new BadRequestError(MESSAGES.reasonTooLong)
  return { key: key, lines: body.lines, restock: body.restock === true, reason: reason }
}

function requireAdmin(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
  const id = e.request.pathValue("id")
  if (!RECORD_ID.test(id) || !findOrNull(e.app, "orders", id)) throw new NotFoundError(MESSAGES.orderNotFound)
  return id
}

/** Claim, refund, issue; resumes a claim left pending by a crash or a timeout (same key). */
function refundAndIssue(e, orderId, body, finalStatus) {
  const note = claim(e.app, orderId, body, e.auth)
  if (note.getString("status") === "issued") return { note: note, created: false, mailIds: [] }
  if (!takeForRefund(e.app, note.id)) {
    const now = e.app.findRecordById("credit_notes", note.id)
    if (now.getString("status") === "issued") return { note: now, created: false, mailIds: [] }
    throw new ApiError(409, MESSAGES.inProgress)
  }
  const order = e.app.findRecordById("orders", orderId)
  const refundId = refundMoney(e.app, note, order)
  const mailIds = issue(e.app, note.id, refundId, e.auth, finalStatus)
  return { note: e.app.findRecordById("credit_notes", note.id), created: true, mailIds: mailIds }
}

/**
 * POST /api/shop/orders/{id}/refunds — admin: `{ key, lines?: [{ id, quantity }], restock?, reason? }`.
 * @param {core.RequestEvent} e
 */
function refundOrder(e) {
  const orderId = requireAdmin(e)
  const result = refundAndIssue(e, orderId, parseBody(e), "refunded")
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
  const result = refundAndIssue(e, orderId, { key: body.key, lines: null, restock: true, reason: body.reason }, "cancelled")
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

module.exports = { MESSAGES, refundOrder, cancelOrder, refundableLines, creditNoteSummary }
