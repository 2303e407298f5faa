// Quotes (devis) and a custom request's life (docs/adr/0127-quotes-and-the-request-life.md):
//  - a draft is the admin's, written through the records API: its lines are checked and its total,
//    deposit and validity written here (`prepareDraft`), whatever the browser sent;
//  - `send`: the number DEV-YYYY-NNNN from one gapless series taken in the sending transaction (as
//    invoices are, docs/adr/0046: a counters row per year, a rolled back send gives its number back),
//    the PDF of record stored, older sent quotes cancelled, the request `quote_sent`, the customer
//    e-mailed with the request page's signed link (lib/request-links.js);
//  - the customer's request page, acceptance, the PDF and the thread, for the request's user, a
//    signed-in customer with the request's e-mail (who then claims it), or the signed link's holder.
// Not a hook file: loaded with require().

const MESSAGES = {
  notFound: "Demande introuvable.",
  quoteNotFound: "Devis introuvable.",
  notLoggedIn: "Connectez-vous pour continuer.",
  adminOnly: "Réservé aux administrateurs.",
  forbidden: "Ce devis ne vous est pas adressé.",
  badLink: "Ce lien n’est plus valable : connectez-vous à votre compte, ou demandez-nous un nouveau lien.",
  notDraft: "Ce devis a déjà été envoyé : il ne se modifie plus. Préparez un nouveau devis.",
  noRequest: "Choisissez la demande à laquelle répond ce devis.",
  requestClosed: "Cette demande est close : elle ne reçoit plus de devis.",
  noLines: "Un devis compte de 1 à 30 lignes.",
  label: "Chaque ligne a un libellé (200 caractères au plus).",
  quantity: "La quantité d’une ligne est un nombre entier de 1 à 999.",
  price: "Le prix d’une ligne est un montant de 0 à 100 000 €.",
  zeroTotal: "Le total du devis doit être supérieur à 0 €.",
  deposit: "L’acompte ou les arrhes ne peuvent dépasser le total du devis.",
  depositAmount: "Indiquez le montant de l’acompte ou des arrhes.",
  validUntil: "La date de validité doit être dans le futur.",
  makingTime: "Indiquez le délai de réalisation.",
  notSendable: "Seul un devis en brouillon s’envoie.",
  notAcceptable: "Ce devis ne peut plus être accepté.",
  notLatest: "Un devis plus récent a été envoyé : c’est lui qui compte.",
  expired: "Ce devis a expiré : demandez-nous un nouveau devis.",
  emptyMessage: "Écrivez votre message (5 000 caractères au plus).",
  noQuoteToChange: "Aucun devis en attente de réponse à modifier.",
}

/** The request statuses after which no quote is sent any more. */
const CLOSED = ["declined", "cancelled", "delivered"]

/** The texts of the two kinds of deposit (L214-1 Code de la consommation; the contract of issue 30 §7). */
const DEPOSIT_TEXTS = {
  arrhes:
    "Arrhes : en cas d’annulation, vous les perdez ; si nous annulons, nous vous rendons le double (article L214-1 du Code de la consommation).",
  acompte: "Acompte : il engage définitivement la commande ; le solde reste dû (article L214-1 du Code de la consommation).",
}

const RECORD_ID = /^[a-z0-9]{15}$/

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

function links() {
  return require(`${__hooks}/lib/request-links.js`)
}

/**
 * @param {string} field
 * @param {string} message
 */
function invalid(field, message) {
  return shop().fieldError(BadRequestError, field, "validation_invalid_value", message)
}

/** @param {unknown} value */
function cents(value) {
  return Math.round((Number(value) || 0) * 100)
}

/**
 * The lines as stored: [{ label, quantity, unit_price }], checked (1–30 lines); throws a French 400.
 * @param {unknown} raw
 * @returns {Array<{ label: string, quantity: number, unit_price: number }>}
 */
function normalizeLines(raw) {
  const value = require(`${__hooks}/lib/json-fields.js`).jsonValue(raw)
  if (!Array.isArray(value) || value.length < 1 || value.length > 30) throw invalid("lines", MESSAGES.noLines)
  return value.map((line) => {
    const item = line && typeof line === "object" ? line : {}
    const label = String(item.label === undefined || item.label === null ? "" : item.label).trim()
    if (label === "" || label.length > 200) throw invalid("lines", MESSAGES.label)
    const quantity = Number(item.quantity)
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) throw invalid("lines", MESSAGES.quantity)
    const price = Number(item.unit_price)
    if (item.unit_price === "" || item.unit_price === null || !isFinite(price) || price < 0 || price > 100000) {
      throw invalid("lines", MESSAGES.price)
    }
    return { label, quantity, unit_price: cents(price) / 100 }
  })
}

/**
 * Σ quantity × unit_price, in cents (exact: each price is whole cents).
 * @param {Array<{ quantity: number, unit_price: number }>} lines
 */
function totalCents(lines) {
  return lines.reduce((sum, line) => sum + line.quantity * cents(line.unit_price), 0)
}

/**
 * The end (Paris) of the day a validity date names: a quote « valable jusqu’au 12 décembre » is valid
 * all that day.
 * @param {unknown} value
 */
function endOfValidity(value) {
  const date = time().parseDate(value)
  return date === null ? null : time().endOfParisDay(date.getTime())
}

/**
 * A draft as the admin saves it (records API, create or update): the request-hook's record is
 * checked and its total and deposit written. Superusers (tests, repairs) may set any status.
 * @param {core.RecordRequestEvent} e
 * @param {core.Record | null} original the stored record on update
 */
function prepareDraft(e, original) {
  const record = e.record
  // Anybody else meets the collection's rules (403) in e.next().
  if (!shop().isAdmin(e.auth)) return
  const superuser = shop().isSuperuser(e.auth)
  if (original && original.getString("status") !== "draft" && !superuser) throw new BadRequestError(MESSAGES.notDraft)
  if (!superuser) {
    // What only the hooks write: the number, the PDF, the sending, the acceptance, the payments.
    record.set("status", "draft")
    for (const field of /** @type {ShopFieldName[]} */ ([
      "number",
      "sent_at",
      "accepted_at",
      "accepted_via",
      "deposit_order",
      "balance_order",
      "deposit_paid_at",
      "paid_at",
    ])) {
      record.set(field, original ? original.get(field) : "")
    }
  } else if (record.getString("status") === "") {
    record.set("status", "draft")
  }
  let request = null
  try {
    request = e.app.findRecordById("custom_requests", record.getString("request"))
  } catch {
    throw invalid("request", MESSAGES.noRequest)
  }
  if (original && original.getString("request") !== request.id && !superuser) throw invalid("request", MESSAGES.noRequest)
  if (!original && CLOSED.indexOf(request.getString("status")) !== -1 && !superuser) throw invalid("request", MESSAGES.requestClosed)

  const lines = normalizeLines(record.get("lines"))
  const total = totalCents(lines)
  if (total <= 0) throw invalid("lines", MESSAGES.zeroTotal)
  record.set("lines", lines)
  record.set("total", total / 100)

  // A sum paid in advance is « arrhes » unless the quote says otherwise (L214-1): a deposit entered
  // without its kind is saved as arrhes; no amount, no deposit.
  const deposit = cents(record.getFloat("deposit_amount"))
  if (deposit < 0) throw invalid("deposit_amount", MESSAGES.depositAmount)
  if (deposit > total) throw invalid("deposit_amount", MESSAGES.deposit)
  if (deposit === 0) {
    record.set("deposit_kind", "")
    record.set("deposit_amount", 0)
  } else {
    if (record.getString("deposit_kind") === "") record.set("deposit_kind", "arrhes")
    record.set("deposit_amount", deposit / 100)
  }

  const validUntil = endOfValidity(record.getString("valid_until"))
  if (validUntil === null || validUntil <= Date.now()) {
    if (!superuser) throw invalid("valid_until", MESSAGES.validUntil)
  } else {
    record.set("valid_until", time().dbDate(validUntil))
  }
  record.set("making_time", record.getString("making_time").trim())
}

/**
 * The next quote number, DEV-YYYY-NNNN (Paris year), inside the sending transaction.
 * @param {CoreApp} txApp
 */
function nextQuoteNumber(txApp) {
  return require(`${__hooks}/lib/counters.js`).nextNumber(txApp, "quote")
}

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function findQuote(app, id) {
  if (!RECORD_ID.test(id)) return null
  try {
    return app.findRecordById("quotes", id)
  } catch {
    return null
  }
}

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function findRequest(app, id) {
  if (!RECORD_ID.test(id)) return null
  try {
    return app.findRecordById("custom_requests", id)
  } catch {
    return null
  }
}

/**
 * Who may read and answer a request: "admin", "owner" (its user, or a signed-in customer with its
 * e-mail when it has none), "link" (a valid signed link), or "" (nobody).
 * @param {core.RequestEvent} e
 * @param {core.Record} request
 * @param {unknown} token
 */
function accessOf(e, request, token) {
  if (shop().isAdmin(e.auth)) return "admin"
  const user = shop().shopUser(e.auth)
  if (user && isOwner(user, request)) return "owner"
  if (token && links().checkLinkToken(e.app, request.id, token)) return "link"
  return ""
}

/**
 * @param {core.Record} user
 * @param {core.Record} request
 */
function isOwner(user, request) {
  const owner = request.getString("user")
  if (owner !== "") return owner === user.id
  const email = user.getString("email").trim().toLowerCase()
  return email !== "" && email === request.getString("email").trim().toLowerCase()
}

/**
 * The access, or the French refusal: 401 without anything, 403 with a wrong account or link.
 * @param {core.RequestEvent} e
 * @param {core.Record} request
 * @param {unknown} token
 */
function requireAccess(e, request, token) {
  const access = accessOf(e, request, token)
  if (access !== "") return access
  if (token) throw new ForbiddenError(MESSAGES.badLink)
  if (!e.auth) throw new UnauthorizedError(MESSAGES.notLoggedIn)
  throw new ForbiddenError(MESSAGES.forbidden)
}

/**
 * The latest quote of a request that is not a draft, or null.
 * @param {CoreApp} app
 * @param {string} requestId
 */
function latestQuote(app, requestId) {
  const found = app.findRecordsByFilter("quotes", "request = {:request} && status != 'draft'", "-sent_at,-created", 1, 0, {
    request: requestId,
  })
  return found.length > 0 ? found[0] : null
}

/** @param {core.Record} quote */
function expired(quote) {
  const until = time().parseDate(quote.getString("valid_until"))
  return until === null || until.getTime() < Date.now()
}

/** @param {core.Record} quote */
function quoteJson(quote) {
  return {
    id: quote.id,
    request: quote.getString("request"),
    number: quote.getString("number"),
    lines: require(`${__hooks}/lib/json-fields.js`).jsonValue(quote.get("lines")) || [],
    total: quote.getFloat("total"),
    making_time: quote.getString("making_time"),
    valid_until: quote.getString("valid_until"),
    deposit_kind: quote.getString("deposit_kind"),
    deposit_amount: quote.getFloat("deposit_amount"),
    note: quote.getString("note"),
    status: quote.getString("status"),
    sent_at: quote.getString("sent_at"),
    accepted_at: quote.getString("accepted_at"),
    deposit_paid_at: quote.getString("deposit_paid_at"),
    paid_at: quote.getString("paid_at"),
    expired: quote.getString("status") === "sent" && expired(quote),
    has_pdf: quote.getString("pdf") !== "",
  }
}

/** @param {core.Record} request */
function requestJson(request) {
  /** @param {ShopFieldName} field */
  const s = (field) => request.getString(field)
  const json = require(`${__hooks}/lib/json-fields.js`)
  return {
    id: request.id,
    name: s("name"),
    email: s("email"),
    user: s("user"),
    jewelry_type: s("jewelry_type"),
    main_stone: s("main_stone"),
    secondary_stones: json.jsonValue(request.get("secondary_stones")) || [],
    bead_size: s("bead_size"),
    wrist_size: request.getFloat("wrist_size"),
    clasp_type: s("clasp_type"),
    stainless_steel_elements: request.getBool("stainless_steel_elements"),
    charms: request.getStringSlice("charms"),
    message: s("message"),
    composition: json.jsonValue(request.get("composition")) || null,
    estimate: request.getFloat("estimate"),
    status: s("status"),
    created: s("created"),
  }
}

/** @param {core.Record} message */
function messageJson(message) {
  return { id: message.id, from: message.getString("from"), body: message.getString("body"), created: message.getString("created") }
}

/** @param {core.RequestEvent} e */
function tokenOf(e) {
  const body = /** @type {{ jeton?: unknown }} */ (e.requestInfo().body || {})
  return String(body.jeton || e.request.url.query().get("jeton") || "").trim()
}

/**
 * GET /api/shop/custom-requests/{id}/page?jeton=: the request, its quotes that are not drafts (newest
 * first), its thread (the latest 100, oldest first). The request's owner, an admin, or the link.
 * @param {core.RequestEvent} e
 */
function page(e) {
  const request = findRequest(e.app, e.request.pathValue("id"))
  if (!request) throw new NotFoundError(MESSAGES.notFound)
  const access = requireAccess(e, request, tokenOf(e))
  const quotes = e.app.findRecordsByFilter("quotes", "request = {:request} && status != 'draft'", "-sent_at,-created", 20, 0, {
    request: request.id,
  })
  const newest = e.app.findRecordsByFilter("request_messages", "request = {:request}", "-created,-@rowid", 100, 0, { request: request.id })
  // Oldest first; copied, not reversed in place (a Go slice's in-place reverse repeats records).
  /** @type {core.Record[]} */
  const messages = []
  for (let i = newest.length - 1; i >= 0; i--) messages.push(newest[i])
  const token = tokenOf(e)
  return e.json(200, {
    access,
    // The token the page's PDF links carry (a link cannot send the account's session): the link's
    // own, or a fresh one for the owner and the admins.
    jeton: access === "link" ? token : links().linkToken(e.app, request.id),
    request: requestJson(request),
    quotes: quotes.map(quoteJson),
    messages: messages.map(messageJson),
  })
}

/**
 * POST /api/shop/quotes/{id}/send (admins): numbers, draws and stores the PDF, sends.
 * @param {core.RequestEvent} e
 */
function send(e) {
  if (!e.auth) throw new UnauthorizedError(MESSAGES.notLoggedIn)
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
  const found = findQuote(e.app, e.request.pathValue("id"))
  if (!found) throw new NotFoundError(MESSAGES.quoteNotFound)
  /** @type {string[]} */
  let mailIds = []
  /** @type {core.Record | null} */
  let sent = null
  e.app.runInTransaction((txApp) => {
    const quote = txApp.findRecordById("quotes", found.id)
    if (quote.getString("status") !== "draft") throw new BadRequestError(MESSAGES.notSendable)
    const request = txApp.findRecordById("custom_requests", quote.getString("request"))
    if (CLOSED.indexOf(request.getString("status")) !== -1) throw new BadRequestError(MESSAGES.requestClosed)
    const lines = normalizeLines(quote.get("lines"))
    if (totalCents(lines) <= 0) throw invalid("lines", MESSAGES.zeroTotal)
    if (quote.getString("making_time").trim() === "") throw invalid("making_time", MESSAGES.makingTime)
    if (expired(quote)) throw invalid("valid_until", MESSAGES.validUntil)
    const now = new Date()
    const number = nextQuoteNumber(txApp)
    quote.set("number", number)
    quote.set("status", "sent")
    quote.set("sent_at", time().dbDate(now))
    const bytes = require(`${__hooks}/lib/quote-pdf.js`).quotePdf(txApp, quote, request)
    quote.set("pdf", $filesystem.fileFromBytes(bytes, "devis-" + number + ".pdf"))
    txApp.save(quote)
    // The older quotes awaiting an answer no longer count: only the latest can be accepted.
    txApp
      .db()
      .newQuery("UPDATE quotes SET status = 'cancelled', updated = {:now} WHERE request = {:request} AND id != {:id} AND status = 'sent'")
      .bind({ now: time().dbDate(now), request: request.id, id: quote.id })
      .execute()
    setRequestStatus(txApp, request, "quote_sent")
    mailIds = queueMail(txApp, "quote_sent", request, quote, "")
    sent = quote
  })
  const quote = /** @type {core.Record} */ (/** @type {unknown} */ (sent))
  const answer = e.json(200, quoteJson(quote))
  afterAnswer(e, mailIds)
  return answer
}

/**
 * @param {CoreApp} app
 * @param {core.Record} request
 * @param {string} status
 */
function setRequestStatus(app, request, status) {
  request.set("status", status)
  app.save(request)
}

/**
 * POST /api/shop/quotes/{id}/accept { jeton? }: the latest sent quote of the request, still valid, by
 * its owner (a signed-in customer with the request's e-mail claims a request without user) or the link.
 * @param {core.RequestEvent} e
 */
function accept(e) {
  const found = findQuote(e.app, e.request.pathValue("id"))
  if (!found || found.getString("status") === "draft") throw new NotFoundError(MESSAGES.quoteNotFound)
  const request = findRequest(e.app, found.getString("request"))
  if (!request) throw new NotFoundError(MESSAGES.quoteNotFound)
  const token = tokenOf(e)
  const access = requireAccess(e, request, token)
  // The shop does not accept its own quotes.
  if (access === "admin") throw new ForbiddenError(MESSAGES.forbidden)
  /** @type {string[]} */
  let mailIds = []
  /** @type {core.Record | null} */
  let accepted = null
  e.app.runInTransaction((txApp) => {
    const quote = txApp.findRecordById("quotes", found.id)
    if (quote.getString("status") !== "sent") throw new BadRequestError(MESSAGES.notAcceptable)
    const latest = latestQuote(txApp, request.id)
    if (!latest || latest.id !== quote.id) throw new BadRequestError(MESSAGES.notLatest)
    if (expired(quote)) throw new BadRequestError(MESSAGES.expired)
    quote.set("status", "accepted")
    quote.set("accepted_at", time().dbDate())
    quote.set("accepted_via", access === "owner" ? "account" : "link")
    txApp.save(quote)
    const current = txApp.findRecordById("custom_requests", request.id)
    const user = shop().shopUser(e.auth)
    // A signed-in customer with the request's e-mail makes it theirs (CONTRACT-30 §4).
    if (access === "owner" && user && current.getString("user") === "") current.set("user", user.id)
    setRequestStatus(txApp, current, "accepted")
    mailIds = queueMail(txApp, "quote_accepted", current, quote, "")
    accepted = quote
  })
  const quote = /** @type {core.Record} */ (/** @type {unknown} */ (accepted))
  const answer = e.json(200, quoteJson(quote))
  afterAnswer(e, mailIds)
  return answer
}

/**
 * GET /api/shop/quotes/{id}/pdf?jeton=: the PDF of record of a sent quote, to its request's owner, the
 * link's holder or an admin; anybody else a 404.
 * @param {core.RequestEvent} e
 */
function servePdf(e) {
  const quote = findQuote(e.app, e.request.pathValue("id"))
  const request = quote ? findRequest(e.app, quote.getString("request")) : null
  if (!quote || !request || quote.getString("pdf") === "" || accessOf(e, request, tokenOf(e)) === "") {
    throw new NotFoundError(MESSAGES.quoteNotFound)
  }
  const fsys = e.app.newFilesystem()
  /** @type {number[]} */
  let bytes
  try {
    const reader = fsys.getReader(quote.baseFilesPath() + "/" + quote.getString("pdf"))
    try {
      bytes = toBytes(reader)
    } finally {
      reader.close()
    }
  } finally {
    fsys.close()
  }
  const filename = "devis-" + quote.getString("number") + ".pdf"
  e.response.header().set("Content-Disposition", 'inline; filename="' + filename + '"')
  e.response.header().set("Cache-Control", "private, no-store")
  e.response.header().set("X-Content-Type-Options", "nosniff")
  return e.blob(200, "application/pdf", bytes)
}

/**
 * POST /api/shop/custom-requests/{id}/messages { body, jeton?, change_request? }: a message of the
 * thread; the customer's (account or link) or the shop's (an admin). With `change_request`, the
 * customer's message asks a change of the latest sent quote (`change_requested`). The other side is
 * e-mailed.
 * @param {core.RequestEvent} e
 */
function postMessage(e) {
  const request = findRequest(e.app, e.request.pathValue("id"))
  if (!request) throw new NotFoundError(MESSAGES.notFound)
  const body = /** @type {{ body?: unknown, change_request?: unknown }} */ (e.requestInfo().body || {})
  const access = requireAccess(e, request, tokenOf(e))
  const text = String(body.body || "").trim()
  if (text === "" || text.length > 5000) throw invalid("body", MESSAGES.emptyMessage)
  const fromShop = access === "admin"
  const change = !fromShop && (body.change_request === true || body.change_request === "true")
  /** @type {string[]} */
  let mailIds = []
  /** @type {core.Record | null} */
  let saved = null
  e.app.runInTransaction((txApp) => {
    /** @type {core.Record | null} */
    let changed = null
    if (change) {
      const latest = latestQuote(txApp, request.id)
      if (!latest || latest.getString("status") !== "sent") throw new BadRequestError(MESSAGES.noQuoteToChange)
      latest.set("status", "change_requested")
      txApp.save(latest)
      changed = latest
    }
    const message = new Record(txApp.findCollectionByNameOrId("request_messages"))
    message.set("request", request.id)
    message.set("from", fromShop ? "shop" : "customer")
    const user = shop().shopUser(e.auth)
    if (user) message.set("author", user.id)
    message.set("body", text)
    txApp.save(message)
    mailIds = queueMail(txApp, fromShop ? "request_reply" : changed ? "quote_change" : "request_message", request, changed, text)
    saved = message
  })
  const message = /** @type {core.Record} */ (/** @type {unknown} */ (saved))
  const answer = e.json(200, messageJson(message))
  afterAnswer(e, mailIds)
  return answer
}

/**
 * Queues the e-mail of an event of the request's life (lib/mail-templates.js), to the customer
 * (quote_sent, request_reply) or to the shop (quote_accepted, quote_change, request_message).
 * @param {CoreApp} app
 * @param {"quote_sent" | "quote_accepted" | "quote_change" | "request_message" | "request_reply"} kind
 * @param {core.Record} request
 * @param {core.Record | null} quote
 * @param {string} text the message's text
 */
function queueMail(app, kind, request, quote, text) {
  const mail = require(`${__hooks}/lib/mail.js`)
  const t = require(`${__hooks}/lib/mail-templates.js`)
  const ctx = mail.mailContext(app)
  const toCustomer = kind === "quote_sent" || kind === "request_reply"
  const to = toCustomer ? request.getString("email") : app.settings().meta.senderAddress
  if (!to) return []
  const data = {
    name: request.getString("name"),
    email: request.getString("email"),
    requestId: request.id,
    number: quote ? quote.getString("number") : "",
    total: quote ? quote.getFloat("total") : 0,
    validUntil: quote ? quote.getString("valid_until") : "",
    text,
    pageUrl: toCustomer ? links().requestPageUrl(app, request.id) : "",
  }
  const content = t.requestLifeMail(kind, data, ctx)
  try {
    return [mail.queue(app, Object.assign(content, { to, kind, ref: "custom_requests/" + request.id }))]
  } catch (error) {
    app.logger().error("mail not queued", "kind", kind, "ref", request.id, "error", String(error))
    return []
  }
}

/**
 * Answers, then sends the queued mails (a mail server down never fails what was done; lib/mail.js).
 * @param {core.RequestEvent} e
 * @param {string[]} ids
 */
function afterAnswer(e, ids) {
  if (ids.length === 0) return
  try {
    e.flush()
  } catch {
    // the answer goes after the mails then
  }
  require(`${__hooks}/lib/mail.js`).deliverNow(e.app, ids)
}

module.exports = {
  MESSAGES,
  DEPOSIT_TEXTS,
  prepareDraft,
  normalizeLines,
  totalCents,
  nextQuoteNumber,
  accessOf,
  page,
  send,
  accept,
  servePdf,
  postMessage,
}
