// Marketing consent and the one-click unsubscribe (docs/adr/0114-marketing-consent-and-unsubscribe.md).
// Not a hook file: loaded with require(`${__hooks}/lib/consent.js`).
//
// CPCE L. 34-5: a marketing e-mail goes to an address that consented beforehand (`subscribed`), or to
// a customer of the shop about similar pieces (the soft opt-in) who has not objected: objecting, at
// the checkout or from any message, records `unsubscribed`, which wins over both. Every choice is
// written here, by the server, with its date and source, in `marketing_contacts` (the current
// choice) and `marketing_consent_events` (the history: the proof the CNIL asks the shop to keep).

const SOURCES = ["signup", "checkout", "account", "unsubscribe_link", "one_click", "admin"]
const TOKEN_LENGTH = 40
const LIST_PAGE = 50
const MAX_SUBJECT = 150
const MAX_TEXT = 20000

/** The words the shopper saw, kept with each choice (what they agreed to). */
const WORDING = {
  subscribe: "Recevoir par e-mail les nouveautés et offres de l’atelier (désinscription en un clic dans chaque e-mail)",
  refuse: "Je ne souhaite pas recevoir d’e-mails de l’atelier sur des bijoux semblables à mes achats",
  unsubscribe: "Se désinscrire des e-mails de l’atelier",
}

const MESSAGES = {
  badLink: "Ce lien de désinscription n’est pas valable.",
  badChoice: "Choix d’inscription invalide.",
  adminOnly: "Réservé à l’administration de la boutique.",
  notUser: "Vous devez être connecté.",
  subjectRequired: "Indiquez l’objet de la lettre (150 caractères au plus).",
  textRequired: "Écrivez le texte de la lettre (20 000 caractères au plus).",
}

/** @param {unknown} email */
function normalize(email) {
  return String(email || "")
    .trim()
    .toLowerCase()
}

/**
 * The address's row, or null.
 * @param {CoreApp} app
 * @param {string} email
 */
function contactOf(app, email) {
  const found = app.findRecordsByFilter("marketing_contacts", "email = {:email}", "", 1, 0, { email: normalize(email) })
  return found.length > 0 ? found[0] : null
}

/**
 * The address's row, created (with its link token, and no choice yet) when missing.
 * @param {CoreApp} app
 * @param {string} email
 * @param {string} [userId]
 */
function ensureContact(app, email, userId) {
  const address = normalize(email)
  let contact = contactOf(app, address)
  if (!contact) {
    contact = new Record(app.findCollectionByNameOrId("marketing_contacts"))
    contact.set("email", address)
    contact.set("token", $security.randomString(TOKEN_LENGTH))
    if (userId) contact.set("user", userId)
    try {
      app.save(contact)
    } catch (error) {
      // A parallel request created it (unique index on the address).
      const again = contactOf(app, address)
      if (!again) throw error
      contact = again
    }
  } else if (userId && contact.getString("user") === "") {
    contact.set("user", userId)
    app.save(contact)
  }
  return contact
}

/**
 * Records a choice (when it changes the current one): the row's status, date and source, and a line
 * of history. Returns the contact.
 * @param {CoreApp} app
 * @param {{ email: string, user?: string, status: "subscribed" | "unsubscribed", source: string, wording?: string }} choice
 */
function recordChoice(app, choice) {
  if (SOURCES.indexOf(choice.source) === -1) throw new Error("unknown consent source " + choice.source)
  /** @type {core.Record | null} */
  let saved = null
  app.runInTransaction((txApp) => {
    const contact = ensureContact(txApp, choice.email, choice.user)
    saved = contact
    if (contact.getString("status") === choice.status) return
    const at = require(`${__hooks}/lib/time.js`).dbDate(Date.now())
    contact.set("status", choice.status)
    contact.set("source", choice.source)
    contact.set("consent_at", at)
    txApp.save(contact)
    const event = new Record(txApp.findCollectionByNameOrId("marketing_consent_events"))
    event.set("contact", contact.id)
    event.set("email", contact.getString("email"))
    event.set("status", choice.status)
    event.set("source", choice.source)
    event.set("wording", String(choice.wording || "").slice(0, 300))
    txApp.save(event)
  })
  return /** @type {core.Record} */ (/** @type {unknown} */ (saved))
}

/**
 * Whether the address has bought from the shop (the soft opt-in's customers).
 * @param {CoreApp} app
 * @param {string} email
 */
function isCustomer(app, email) {
  const rows = arrayOf(new DynamicModel({ n: 0 }))
  app
    .db()
    .newQuery("SELECT 1 AS n FROM orders WHERE LOWER(email) = {:email} AND status != 'cancelled' LIMIT 1")
    .bind({ email: normalize(email) })
    .all(rows)
  return rows.length > 0
}

/**
 * Whether a marketing e-mail may go to this address: consented, or a customer who has not objected.
 * @param {CoreApp} app
 * @param {string} email
 */
function mayReceive(app, email) {
  const contact = contactOf(app, email)
  const status = contact ? contact.getString("status") : ""
  if (status === "subscribed") return true
  if (status === "unsubscribed") return false
  return isCustomer(app, email)
}

/** PocketBase's public address (for the one-click POST of RFC 8058), from the deployment's environment. */
function apiUrl() {
  return String($os.getenv("SHOP_API_URL") || "")
    .trim()
    .replace(/\/+$/, "")
}

/**
 * The address's unsubscribe links: the page (visible in the e-mail; a button confirms, so that a mail
 * scanner following links unsubscribes nobody) and the one-click POST address of the headers (empty
 * when PocketBase's public address is not set: the e-mail then carries the page's link alone).
 * @param {CoreApp} app
 * @param {string} email
 */
function unsubscribeLinks(app, email) {
  const contact = ensureContact(app, email)
  const token = encodeURIComponent(contact.getString("token"))
  const base = String(app.settings().meta.appURL || "").replace(/\/+$/, "")
  const api = apiUrl()
  return {
    pageUrl: base + "/desinscription?jeton=" + token,
    oneClickUrl: api ? api + "/api/shop/unsubscribe?jeton=" + token : "",
  }
}

/**
 * Queues a marketing e-mail with its unsubscribe link (in the body and the headers). The content
 * comes from a template that reads `unsubscribe` (the layout's footer).
 * @param {CoreApp} app
 * @param {{ to: string, kind: string, ref?: string }} mail
 * @param {(unsubscribeUrl: string) => MailContent} draw
 */
function queueMarketing(app, mail, draw) {
  const links = unsubscribeLinks(app, mail.to)
  const content = draw(links.pageUrl)
  return require(`${__hooks}/lib/mail.js`).queue(
    app,
    Object.assign(content, { to: mail.to, kind: mail.kind, ref: mail.ref || "", unsubscribeUrl: links.oneClickUrl || links.pageUrl }),
  )
}

/**
 * Unsubscribes the token's address. False when the token is unknown.
 * @param {CoreApp} app
 * @param {unknown} token
 * @param {"unsubscribe_link" | "one_click"} source
 */
function unsubscribe(app, token, source) {
  if (typeof token !== "string" || token.length !== TOKEN_LENGTH || !/^[A-Za-z0-9]+$/.test(token)) return false
  const found = app.findRecordsByFilter("marketing_contacts", "token = {:token}", "", 1, 0, { token: token })
  if (found.length === 0) return false
  recordChoice(app, { email: found[0].getString("email"), status: "unsubscribed", source: source, wording: WORDING.unsubscribe })
  return true
}

/**
 * Sign-up: the unticked box `newsletter` (true when ticked). Nothing is recorded when it is not ticked.
 * @param {core.RecordRequestEvent} e
 */
function fromSignup(e) {
  const body = e.requestInfo().body || {}
  if (body.newsletter !== true && body.newsletter !== "true") return
  try {
    recordChoice(e.app, { email: e.record.email(), user: e.record.id, status: "subscribed", source: "signup", wording: WORDING.subscribe })
  } catch (error) {
    e.app.logger().error("signup consent not recorded", "user", e.record.id, "error", String(error))
  }
}

/**
 * The checkout body's `newsletter`: "" (nothing ticked), "subscribe" or "refuse" (the soft opt-in
 * objected to). Anything else is a forged body.
 * @param {unknown} value
 */
function checkoutChoice(value) {
  if (value === undefined || value === null || value === "") return ""
  if (value === "subscribe" || value === "refuse") return value
  throw new BadRequestError(MESSAGES.badChoice)
}

/**
 * Records the checkout's choice for the buyer's address (nothing when nothing was ticked).
 * @param {CoreApp} app
 * @param {core.Record} auth
 * @param {string} choice
 */
function recordCheckoutChoice(app, auth, choice) {
  if (!choice) return
  recordChoice(app, {
    email: auth.email(),
    user: auth.id,
    status: choice === "subscribe" ? "subscribed" : "unsubscribed",
    source: "checkout",
    wording: choice === "subscribe" ? WORDING.subscribe : WORDING.refuse,
  })
}

/**
 * The logged-in customer's choice, for the account's switch.
 * @param {CoreApp} app
 * @param {core.Record} auth
 */
function accountChoice(app, auth) {
  const contact = contactOf(app, auth.email())
  return {
    subscribed: contact !== null && contact.getString("status") === "subscribed",
    consent_at: contact ? contact.getString("consent_at") : "",
    source: contact ? contact.getString("source") : "",
  }
}

/**
 * One page of the addresses with a recorded choice, newest first, searched by address.
 * @param {CoreApp} app
 * @param {{ page?: number, q?: string, status?: string }} query
 */
function listPage(app, query) {
  const page = Math.max(1, Math.floor(Number(query.page) || 1))
  const q = normalize(query.q).slice(0, 100)
  const status = query.status === "unsubscribed" ? "unsubscribed" : "subscribed"
  const filter = "status = {:status}" + (q ? " && email ~ {:q}" : "")
  const params = { status: status, q: q }
  // Counted by SQLite, never read whole.
  const where = q ? $dbx.and($dbx.hashExp({ status: status }), $dbx.like("email", q)) : $dbx.hashExp({ status: status })
  const total = app.countRecords("marketing_contacts", where)
  const records = app.findRecordsByFilter("marketing_contacts", filter, "-consent_at", LIST_PAGE, (page - 1) * LIST_PAGE, params)
  return {
    page: page,
    perPage: LIST_PAGE,
    totalItems: total,
    totalPages: Math.max(1, Math.ceil(total / LIST_PAGE)),
    items: records.map((r) => ({
      id: r.id,
      email: r.getString("email"),
      status: r.getString("status"),
      source: r.getString("source"),
      consent_at: r.getString("consent_at"),
    })),
  }
}

const SOURCE_LABELS = {
  signup: "Inscription",
  checkout: "Commande",
  account: "Compte",
  unsubscribe_link: "Lien de désinscription",
  one_click: "Désinscription en un clic",
  admin: "Administration",
}

/**
 * The consenting addresses as a French spreadsheet reads them (lib/csv.js).
 * @param {CoreApp} app
 */
function subscribersCsv(app) {
  const csv = require(`${__hooks}/lib/csv.js`)
  const time = require(`${__hooks}/lib/time.js`)
  const rows = [["E-mail", "Inscrit le", "Source"].map((v) => csv.cell(v))]
  const records = app.findRecordsByFilter("marketing_contacts", "status = 'subscribed'", "consent_at", 0, 0)
  for (const r of records) {
    const source = /** @type {{ [k: string]: string }} */ (SOURCE_LABELS)[r.getString("source")] || r.getString("source")
    rows.push([csv.cell(r.getString("email")), csv.cell(time.formatDateTimeLong(r.getString("consent_at"))), csv.cell(source)])
  }
  return csv.csvDocument(rows)
}

/**
 * Every address a newsletter may go to: the consenting, and the customers (soft opt-in) who have not
 * objected. Lowercased, each once.
 * @param {CoreApp} app
 */
function audience(app) {
  const rows = /** @type {Array<{ email: string }>} */ (/** @type {unknown} */ (arrayOf(new DynamicModel({ email: "" }))))
  app
    .db()
    .newQuery(
      "SELECT email FROM marketing_contacts WHERE status = 'subscribed' " +
        "UNION SELECT DISTINCT LOWER(o.email) AS email FROM orders o WHERE o.email != '' AND o.status != 'cancelled' " +
        "AND NOT EXISTS (SELECT 1 FROM marketing_contacts c WHERE c.email = LOWER(o.email) AND c.status = 'unsubscribed') " +
        "ORDER BY email",
    )
    .all(rows)
  return rows.map((row) => row.email)
}

/**
 * The owner's letter, checked: subject one line, text.
 * @param {{ [key: string]: unknown }} body
 */
function letterOf(body) {
  const subject = String(body.subject || "")
    .replace(/[\r\n]+/g, " ")
    .trim()
  const text = String(body.text || "")
    .replace(/\r\n?/g, "\n")
    .trim()
  if (!subject || subject.length > MAX_SUBJECT) throw new BadRequestError(MESSAGES.subjectRequired)
  if (!text || text.length > MAX_TEXT) throw new BadRequestError(MESSAGES.textRequired)
  return { subject: subject, text: text }
}

/**
 * The letter as its readers will get it.
 * @param {CoreApp} app
 * @param {{ subject: string, text: string }} letter
 * @param {string} unsubscribeUrl
 */
function drawLetter(app, letter, unsubscribeUrl) {
  const mail = require(`${__hooks}/lib/mail.js`)
  return require(`${__hooks}/lib/mail-templates.js`).newsletter(letter, unsubscribeUrl, mail.mailContext(app))
}

/**
 * Queues the letter to its whole audience (the mail cron sends the queue 20 at a time each minute:
 * the throttle). Returns the count.
 * @param {CoreApp} app
 * @param {{ subject: string, text: string }} letter
 */
function sendLetter(app, letter) {
  const record = new Record(app.findCollectionByNameOrId("newsletters"))
  record.set("subject", letter.subject)
  record.set("text", letter.text)
  const to = audience(app)
  record.set("recipients", to.length)
  app.save(record)
  for (const address of to) {
    try {
      queueMarketing(app, { to: address, kind: "newsletter", ref: "newsletters/" + record.id }, (url) => drawLetter(app, letter, url))
    } catch (error) {
      app.logger().error("newsletter not queued", "newsletter", record.id, "error", String(error))
    }
  }
  return { id: record.id, recipients: to.length }
}

module.exports = {
  SOURCES,
  WORDING,
  MESSAGES,
  normalize,
  contactOf,
  recordChoice,
  mayReceive,
  unsubscribeLinks,
  queueMarketing,
  unsubscribe,
  fromSignup,
  checkoutChoice,
  recordCheckoutChoice,
  accountChoice,
  listPage,
  subscribersCsv,
  audience,
  letterOf,
  drawLetter,
  sendLetter,
}
