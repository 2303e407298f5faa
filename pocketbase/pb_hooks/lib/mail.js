// The shop's outgoing e-mails (docs/adr/0033-e-mail-queue-and-local-inbox.md). Not a hook file: handlers
// load it with `require(`${__hooks}/lib/mail.js`)`.
//
// Every mail is a `mail_queue` row first (`queue`), then sent (`deliver`) through PocketBase's mailer
// (Settings → Mail settings). A send that fails is retried with a backoff by the cron of mail.pb.js
// (`deliverDue`); after MAX_ATTEMPTS the mail is `failed` and the admin sees it ('E-mails en échec').
// Callers queue inside or after their transaction, answer the request (`e.flush()`), then
// `deliverNow`: a mail server that is down never blocks, fails nor undoes what the request did.

const MAX_ATTEMPTS = 8
/** Minutes to wait after the 1st, 2nd, … failed attempt; every 3 hours after the last. */
const BACKOFF_MINUTES = [1, 5, 15, 60]
const LATER_MINUTES = 180
/** A mail being sent is leased for this long: the cron and a request never send it twice at once. */
const LEASE_MINUTES = 10
const BATCH = 20
/** Batches one run of the cron may send while every send succeeds (drainDue). */
const DRAIN_BATCHES = 10
/**
 * After a failed send, mails queued by requests wait for the cron for this long instead of being sent
 * at once: the request's answer ends only when its handler returns (`e.flush()` sends the bytes, not
 * the end of the response), and an SMTP server that does not answer would hold every answer.
 */
const SERVER_DOWN_MINUTES = 5

const KINDS = {
  orderConfirmation: "order_confirmation",
  orderAlert: "order_alert",
  customRequestAck: "custom_request_ack",
  customRequestAlert: "custom_request_alert",
  contactAck: "contact_ack",
  contactAlert: "contact_alert",
  creditNote: "credit_note",
  paymentSoon: "payment_reminder_soon",
  paymentLate: "payment_reminder_late",
}

function templates() {
  return require(`${__hooks}/lib/mail-templates.js`)
}

/**
 * What every e-mail reads besides its own data (lib/mail-templates.js): the shop's address for links,
 * and its name and details from its identity record (docs/adr/0089), read when the mail is written.
 * @param {CoreApp} app
 * @returns {MailContext}
 */
function mailContext(app) {
  const meta = app.settings().meta
  const records = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
  /** @param {ShopFieldName} field */
  const get = (field) => (records.length > 0 ? records[0].getString(field) : "")
  return {
    appURL: meta.appURL,
    appName: meta.appName,
    shop: {
      trade_name: get("trade_name"),
      legal_name: get("legal_name"),
      address_line1: get("address_line1"),
      address_line2: get("address_line2"),
      postal_code: get("postal_code"),
      city: get("city"),
      email: get("email"),
      phone: get("phone"),
    },
  }
}

/**
 * Who the mails are from: the sender address of the mail settings (the one the SMTP server accepts),
 * under the shop's name; answers go to the shop's public e-mail when it is another one.
 * @param {CoreApp} app
 */
function sender(app) {
  const meta = app.settings().meta
  const shop = templates().shopOf(mailContext(app))
  /** @type {{ [header: string]: string }} */
  const headers = {}
  if (shop.email && shop.email.toLowerCase() !== String(meta.senderAddress || "").toLowerCase()) headers["Reply-To"] = shop.email
  return { from: { address: meta.senderAddress, name: shop.name || meta.senderName }, headers: headers }
}

/**
 * A marketing e-mail's headers (docs/adr/0114): List-Unsubscribe, and the one-click POST of RFC 8058
 * when the address is PocketBase's (https, or http in development). Transactional e-mails have none.
 * @param {{ [header: string]: string }} headers
 * @param {string} url
 */
function withUnsubscribe(headers, url) {
  if (!url || /[\r\n<>\s]/.test(url)) return headers
  const all = Object.assign({}, headers)
  all["List-Unsubscribe"] = "<" + url + ">"
  if (url.indexOf("/api/shop/unsubscribe") !== -1) all["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
  return all
}

/**
 * PocketBase's date text (`2026-11-24 09:00:00.000Z`), `minutes` from now: it sorts as text.
 * @param {number} [minutes]
 */
function dbDate(minutes) {
  return require(`${__hooks}/lib/time.js`).dbDate(Date.now() + (minutes || 0) * 60 * 1000)
}

/** @param {number} attempts */
function backoffMinutes(attempts) {
  return attempts <= BACKOFF_MINUTES.length ? BACKOFF_MINUTES[attempts - 1] : LATER_MINUTES
}

/**
 * A subject is one header line: no line breaks, bounded.
 * @param {string} text
 * @param {number} max
 */
function oneLine(text, max) {
  return String(text || "")
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, max)
}

/**
 * Queues one mail; returns its id. Throws only if the row cannot be saved (bad address…).
 * @param {CoreApp} app
 * @param {MailToQueue} mail
 */
function queue(app, mail) {
  const record = new Record(app.findCollectionByNameOrId("mail_queue"))
  record.set("to", String(mail.to || "").trim())
  record.set("subject", oneLine(mail.subject, 300))
  record.set("html", String(mail.html || ""))
  record.set("text", String(mail.text || ""))
  record.set("kind", String(mail.kind || ""))
  record.set("ref", String(mail.ref || ""))
  record.set("unsubscribe_url", String(mail.unsubscribeUrl || ""))
  record.set("status", "pending")
  record.set("attempts", 0)
  record.set("next_attempt", dbDate(0))
  app.save(record)
  return record.id
}

/**
 * Takes a due pending mail for this sender alone (a conditional update), so that the cron and a
 * request, or two requests, never send it twice. False when it is not pending or not due.
 * @param {CoreApp} app
 * @param {string} id
 */
function claim(app, id) {
  const result = app
    .db()
    .newQuery("UPDATE mail_queue SET next_attempt = {:lease} WHERE id = {:id} AND status = 'pending' AND next_attempt <= {:now}")
    .bind({ id: id, lease: dbDate(LEASE_MINUTES), now: dbDate(0) })
    .execute()
  return result.rowsAffected() === 1
}

/** @param {unknown} error */
function errorText(error) {
  // A JS error or one of PocketBase's (a Go value: `in` is not asked, its `message` is read as before).
  const message = error && typeof error === "object" ? /** @type {{ message?: unknown }} */ (error).message : undefined
  const text = message ? String(message) : String(error)
  return text.slice(0, 2000)
}

/**
 * Sends one due pending mail now. Marks it `sent`, or counts the failed attempt, keeps the error and
 * schedules the next one (1, 5, 15, 60 min, then every 3 h) until MAX_ATTEMPTS → `failed`.
 * Returns "sent", "pending" (will be retried), "failed", or "skipped" (not due, already sent,
 * or being sent by someone else). Never throws for a mail server's failure.
 * @param {CoreApp} app
 * @param {string} id
 */
function deliver(app, id) {
  if (!claim(app, id)) return "skipped"
  let record = app.findRecordById("mail_queue", id)
  try {
    const from = sender(app)
    app.newMailClient().send(
      new MailerMessage({
        from: from.from,
        headers: withUnsubscribe(from.headers, record.getString("unsubscribe_url")),
        to: [{ address: record.getString("to") }],
        subject: record.getString("subject"),
        html: record.getString("html"),
        text: record.getString("text"),
      }),
    )
  } catch (error) {
    // Read again: the admin's « Renvoyer » may have sent it meanwhile; this late failure must not
    // turn a sent mail back into a pending one (and mark the server down for every other mail).
    record = app.findRecordById("mail_queue", id)
    if (record.getString("status") === "sent") return "sent"
    const attempts = record.getInt("attempts") + 1
    record.set("attempts", attempts)
    record.set("last_error", errorText(error))
    if (attempts >= MAX_ATTEMPTS) {
      record.set("status", "failed")
      record.set("next_attempt", "")
    } else {
      record.set("next_attempt", dbDate(backoffMinutes(attempts)))
    }
    app.save(record)
    app.logger().warn("mail not sent", "id", id, "kind", record.getString("kind"), "attempts", attempts, "error", errorText(error))
    return record.getString("status")
  }
  record = app.findRecordById("mail_queue", id)
  record.set("attempts", record.getInt("attempts") + 1)
  record.set("status", "sent")
  record.set("sent_at", dbDate(0))
  record.set("next_attempt", "")
  record.set("last_error", "")
  app.save(record)
  return "sent"
}

/**
 * Whether the mail server failed a moment ago: the most recent send attempt, in the last
 * SERVER_DOWN_MINUTES, failed. A send that went through since then says the server is back, so one
 * mail its recipient's server keeps refusing (retried with its backoff) never holds the others.
 * @param {CoreApp} app
 */
function serverRecentlyDown(app) {
  // Attempts save the row (`updated`); the lease (claim) is a plain SQL update that does not.
  const last = app.findRecordsByFilter("mail_queue", "attempts > 0 && updated >= {:since}", "-updated", 1, 0, {
    since: dbDate(-SERVER_DOWN_MINUTES),
  })
  return last.length > 0 && last[0].getString("status") !== "sent"
}

/**
 * Sends these mails one after the other; never throws.
 * @param {CoreApp} app
 * @param {string[]} ids
 */
function sendEach(app, ids) {
  /** @type {{ [id: string]: string }} */
  const results = {}
  for (const id of ids || []) {
    try {
      results[id] = deliver(app, id)
    } catch (error) {
      app.logger().error("mail delivery crashed", "id", id, "error", errorText(error))
      results[id] = "error"
    }
  }
  return results
}

/**
 * For after a request's answer: sends these mails now, unless the mail server failed a moment ago
 * (they stay pending for the cron, a minute later at most). Never throws.
 * @param {CoreApp} app
 * @param {string[]} ids
 */
function deliverNow(app, ids) {
  try {
    if (serverRecentlyDown(app)) return {}
  } catch (error) {
    app.logger().error("mail queue unreadable", "error", errorText(error))
    return {}
  }
  return sendEach(app, ids)
}

/**
 * Sends the pending mails that are due, oldest first, at most BATCH of them. Returns the counts.
 * @param {CoreApp} app
 * @param {number} [limit]
 */
function deliverDue(app, limit) {
  const due = app.findRecordsByFilter(
    "mail_queue",
    "status = 'pending' && next_attempt <= {:now}",
    "next_attempt,created",
    limit || BATCH,
    0,
    { now: dbDate(0) },
  )
  /** @type {{ [outcome: string]: number }} */
  const counts = { sent: 0, pending: 0, failed: 0, skipped: 0 }
  const results = sendEach(
    app,
    due.map((record) => record.id),
  )
  for (const id in results) {
    const result = results[id]
    counts[result] = (counts[result] || 0) + 1
  }
  return counts
}

/**
 * The cron's and the admin's « send what is due »: batches of BATCH while the last one was full and
 * all sent (the server is back), at most DRAIN_BATCHES of them. After an outage the backlog leaves in
 * one run instead of 20 mails a minute, while new mails wait for this cron (SERVER_DOWN_MINUTES):
 * `npm run chaos` ended with a third of its confirmations still queued (docs/adr/0140).
 * @param {CoreApp} app
 */
function drainDue(app) {
  /** @type {{ [outcome: string]: number }} */
  const total = { sent: 0, pending: 0, failed: 0, skipped: 0 }
  for (let batch = 0; batch < DRAIN_BATCHES; batch++) {
    const counts = deliverDue(app)
    for (const outcome in counts) total[outcome] = (total[outcome] || 0) + counts[outcome]
    const tried = counts.sent + counts.pending + counts.failed + counts.skipped
    if (tried < BATCH || counts.sent < tried) break
  }
  return total
}

/**
 * Makes a mail due now and tries it once (the admin's 'Renvoyer'). A `failed` mail gets one more
 * attempt (failed again if it fails); a `sent` one is left as it is.
 * @param {CoreApp} app
 * @param {string} id
 */
function retry(app, id) {
  const record = app.findRecordById("mail_queue", id)
  if (record.getString("status") === "sent") return "sent"
  record.set("status", "pending")
  record.set("next_attempt", dbDate(0))
  app.save(record)
  return deliver(app, id)
}

/**
 * @template T
 * @param {core.Record} record
 * @param {ShopFieldName} field
 * @param {T} fallback
 */
function jsonField(record, field, fallback) {
  return require(`${__hooks}/lib/json-fields.js`).jsonField(record, field, fallback)
}

/**
 * True for a PocketBase record (a Go object), false for the same data as a plain object.
 * @param {core.Record | OrderMailData} order
 * @returns {order is core.Record}
 */
function isRecord(order) {
  return typeof (/** @type {{ get?: unknown }} */ (order).get) === "function"
}

/**
 * An orders record (or the same as a plain object) → the plain data the templates read.
 * @param {core.Record | OrderMailData} order
 * @returns {OrderMailData}
 */
function orderData(order) {
  if (!isRecord(order)) return order
  return {
    id: order.id,
    created: order.getString("created"),
    email: order.getString("email"),
    customer_name: order.getString("customer_name"),
    items: jsonField(order, "items", []),
    total: order.getFloat("total"),
    shipping_address: jsonField(order, "shipping_address", {}),
    billing_address: jsonField(order, "billing_address", {}),
    payment_mode: order.getString("payment_mode"),
    b2b: order.getBool("b2b"),
    discount: order.getFloat("discount"),
    discount_code: order.getString("discount_code"),
    // On invoice (docs/adr/0131).
    payment_method: order.getString("payment_method") === "transfer" ? "transfer" : "card",
    due_at: order.getString("due_at"),
  }
}

/**
 * Queues one mail into `ids`; a mail that cannot be queued is logged, never thrown at the caller.
 * @param {CoreApp} app
 * @param {string[]} ids
 * @param {MailToQueue} mail
 */
function queueInto(app, ids, mail) {
  try {
    ids.push(queue(app, mail))
  } catch (error) {
    app.logger().error("mail not queued", "kind", mail.kind, "ref", mail.ref, "error", errorText(error))
  }
}

/**
 * @param {CoreApp} app
 * @param {string} ref
 * @param {string} kind
 */
function alreadyQueued(app, ref, kind) {
  const found = app.findRecordsByFilter("mail_queue", "ref = {:ref} && kind = {:kind}", "", 1, 0, { ref: ref, kind: kind })
  return found.length > 0
}

/**
 * Queues the order's confirmation (to the customer) and the shop's alert (to the sender address),
 * once per order whoever calls (the browser's confirmation and the webhook may both finish it).
 * Returns the ids queued now, for `deliverNow` after the answer is flushed. Never throws: a mail that
 * cannot be queued (an invalid address…) is logged; the order stands.
 * @param {CoreApp} app
 * @param {core.Record | OrderMailData} order
 */
function queueOrderMails(app, order) {
  /** @type {string[]} */
  const ids = []
  try {
    const data = orderData(order)
    // The part a gift card paid, under the total as on the invoice (docs/adr/0117).
    if (isRecord(order) && order.getFloat("gift_card_paid") > 0) {
      data.gift_card_paid = order.getFloat("gift_card_paid")
      data.gift_card_code = require(`${__hooks}/lib/gift-card-spending.js`).orderCardCode(app, order)
    }
    const t = templates()
    const meta = app.settings().meta
    const ctx = mailContext(app)
    const ref = "orders/" + data.id
    if (data.email && !alreadyQueued(app, ref, KINDS.orderConfirmation)) {
      queueInto(app, ids, Object.assign(t.orderConfirmation(data, ctx), { to: data.email, kind: KINDS.orderConfirmation, ref: ref }))
    }
    if (meta.senderAddress && !alreadyQueued(app, ref, KINDS.orderAlert)) {
      queueInto(app, ids, Object.assign(t.orderAlert(data, ctx), { to: meta.senderAddress, kind: KINDS.orderAlert, ref: ref }))
    }
  } catch (error) {
    app.logger().error("order mails not queued", "order", order && order.id, "error", errorText(error))
  }
  return ids
}

/**
 * The customer's mail for an issued credit note (docs/adr/0051), once per credit note. Returns the ids
 * queued; never throws (the refund stands).
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {core.Record} note
 */
function queueCreditNoteMail(app, order, note) {
  /** @type {string[]} */
  const ids = []
  try {
    const data = orderData(order)
    const ref = "credit_notes/" + note.id
    if (!data.email || alreadyQueued(app, ref, KINDS.creditNote)) return ids
    const mail = templates().creditNoteIssued(
      data,
      {
        number: note.getString("number"),
        amount: note.getFloat("amount"),
        lines: jsonField(note, "lines", []),
        payment_mode: note.getString("payment_mode"),
        cancelled: order.getString("status") === "cancelled",
        // The part credited back to the gift card that paid for the order (docs/adr/0117).
        gift_card_credit: note.getFloat("gift_card_credit"),
        gift_card_code: require(`${__hooks}/lib/gift-card-spending.js`).orderCardCode(app, order),
        transfer: order.getString("payment_method") === "transfer",
      },
      mailContext(app),
    )
    queueInto(app, ids, Object.assign(mail, { to: data.email, kind: KINDS.creditNote, ref: ref }))
  } catch (error) {
    app.logger().error("credit note mail not queued", "note", note && note.id, "error", errorText(error))
  }
  return ids
}

/**
 * A reminder of an invoice on account (docs/adr/0131), once per order and kind. Returns the ids queued;
 * never throws (the cron goes on with the next order).
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {"soon" | "late"} kind
 * @param {number} left euros still due
 */
function queuePaymentReminder(app, order, kind, left) {
  /** @type {string[]} */
  const ids = []
  try {
    const data = orderData(order)
    const mailKind = kind === "late" ? KINDS.paymentLate : KINDS.paymentSoon
    const ref = "orders/" + order.id
    if (!data.email || alreadyQueued(app, ref, mailKind)) return ids
    // The IBAN the invoice printed (its frozen identity, docs/adr/0086).
    const identity = jsonField(order, "document_identity", {}) || {}
    const terms = require(`${__hooks}/lib/pro-payment-terms.js`)
    const mail = templates().paymentReminder(
      {
        kind: kind,
        name: data.customer_name || "",
        invoice: order.getString("invoice_number"),
        due_at: order.getString("due_at"),
        left: left,
        iban: terms.formatIban(String(identity.iban || "")),
        bic: String(identity.bic || ""),
        order: data,
      },
      mailContext(app),
    )
    queueInto(app, ids, Object.assign(mail, { to: data.email, kind: mailKind, ref: ref }))
  } catch (error) {
    app.logger().error("payment reminder not queued", "order", order && order.id, "error", errorText(error))
  }
  return ids
}

/**
 * @param {core.Record} record
 * @param {ShopFieldName[]} fields
 */
function plainRecord(record, fields) {
  /** @type {{ [field: string]: unknown }} */
  const data = { id: record.id, created: record.getString("created") }
  for (const field of fields) data[field] = record.get(field)
  return data
}

/**
 * The acknowledgement to the sender and the shop's alert for a new custom request.
 * @param {CoreApp} app
 * @param {core.Record} request
 */
function queueCustomRequestMails(app, request) {
  const t = templates()
  const meta = app.settings().meta
  const ctx = mailContext(app)
  const data = /** @type {CustomRequestMailData} */ (
    plainRecord(request, [
      "name",
      "email",
      "jewelry_type",
      "main_stone",
      "bead_size",
      "wrist_size",
      "clasp_type",
      "stainless_steel_elements",
      "charms",
      "message",
    ])
  )
  data.charms = request.getStringSlice("charms")
  data.secondary_stones = jsonField(request, "secondary_stones", [])
  const ref = "custom_requests/" + request.id
  /** @type {string[]} */
  const ids = []
  queueInto(app, ids, Object.assign(t.customRequestAck(data, ctx), { to: data.email, kind: KINDS.customRequestAck, ref: ref }))
  if (meta.senderAddress) {
    queueInto(
      app,
      ids,
      Object.assign(t.customRequestAlert(data, ctx), { to: meta.senderAddress, kind: KINDS.customRequestAlert, ref: ref }),
    )
  }
  return ids
}

/**
 * The acknowledgement to the sender and the shop's alert for a new contact message.
 * @param {CoreApp} app
 * @param {core.Record} message
 */
function queueContactMails(app, message) {
  const t = templates()
  const meta = app.settings().meta
  const ctx = mailContext(app)
  const data = /** @type {ContactMessageMailData} */ (plainRecord(message, ["name", "email", "subject", "message"]))
  const ref = "contact_messages/" + message.id
  /** @type {string[]} */
  const ids = []
  queueInto(app, ids, Object.assign(t.contactAck(data, ctx), { to: data.email, kind: KINDS.contactAck, ref: ref }))
  if (meta.senderAddress) {
    queueInto(app, ids, Object.assign(t.contactAlert(data, ctx), { to: meta.senderAddress, kind: KINDS.contactAlert, ref: ref }))
  }
  return ids
}

/**
 * For a record-create request hook, after `e.next()`: queues the mails, sends the answer, then tries
 * them. A failure to queue is logged, never turned into an error for what was already saved.
 * @param {core.RecordRequestEvent} e
 * @param {(app: CoreApp, record: core.Record) => string[]} queueMails
 */
function queueAndSendAfterAnswer(e, queueMails) {
  /** @type {string[]} */
  let ids = []
  try {
    ids = queueMails(e.app, e.record)
  } catch (error) {
    e.app.logger().error("mail not queued", "record", e.record.id, "error", errorText(error))
  }
  try {
    e.flush()
  } catch {
    // the response writer cannot flush: the mails are sent before the answer then
  }
  deliverNow(e.app, ids)
}

module.exports = {
  queuePaymentReminder,
  MAX_ATTEMPTS,
  KINDS,
  mailContext,
  queue,
  deliver,
  drainDue,
  deliverNow,
  deliverDue,
  retry,
  queueOrderMails,
  queueCreditNoteMail,
  queueCustomRequestMails,
  queueContactMails,
  queueAndSendAfterAnswer,
}
