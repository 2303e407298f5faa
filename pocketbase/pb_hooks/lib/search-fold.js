// The shop's search on the server (docs/product/rules.md#search, docs/adr/0090-folded-search-columns.md).
// PocketBase's `~` is a plain SQL LIKE: blind to ASCII case only, never to accents. So orders,
// products, users and withdrawals keep a `search` column holding what the back-office finds them by,
// folded here exactly as the browser folds a query (src/lib/search.ts `foldText`; the unit test
// tests/unit/search-fold.test.ts proves the two equal over a corpus); a list then filters
// `search ~ {:q}` with the query folded by `foldText`.
//  - `foldText`: the one fold of the server;
//  - `orderSearch`, `productSearch`, `userSearch`, `withdrawalSearch`: a row's folded text, from plain
//    values (loadable under Node); `*Values` read those values from the database;
//  - `fill` (search.pb.js, on every save of the four collections), and `refreshOrder`, `refreshUser`
//    and `refreshOrdersOf` (when what a row is found by changes in another collection: a credit note
//    numbered, a pro application, a renamed account).
// Not a hook file: require(`${__hooks}/lib/search-fold.js`).

/** The column's longest value: its field's `max` (the migration), never reached by a save. */
const MAX_SEARCH = 5000

/**
 * Case, accents, the œ/æ ligatures and the typographic apostrophe folded; every other character kept;
 * any run of spaces (non-breaking ones too) one plain space; the ends trimmed. Exactly src/lib/search.ts.
 * @param {unknown} text
 * @returns {string}
 */
function foldText(text) {
  return String(text === null || text === undefined ? "" : text)
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘\u02BC]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * The folded text of some values, joined by spaces, empty ones left out, cut to the column's size.
 * @param {unknown[]} values
 */
function folded(values) {
  const parts = []
  for (const value of values) {
    const part = foldText(value)
    if (part !== "") parts.push(part)
  }
  return parts.join(" ").slice(0, MAX_SEARCH)
}

/**
 * An amount in euros the ways an owner types it: `1 234,50 €` (as the shop prints it, lib/money.js),
 * `1234,50` and `1234.50` (« 84 » and « 84,5 » are found inside these). None for a missing or negative amount.
 * @param {unknown} euros
 * @returns {string[]}
 */
function amountForms(euros) {
  const value = Number(euros)
  if (euros === null || euros === undefined || euros === "" || !isFinite(value) || value < 0) return []
  const money = require(`${__hooks}/lib/money.js`)
  const plain = money.formatAmount(value * 100)
  return [money.formatPrice(value), plain, plain.replace(",", ".")]
}

/** The short order number, as the account and the back-office show it (docs/product/rules.md#formats). */
function shortNumber(/** @type {string} */ id) {
  return String(id || "").slice(0, 8)
}

/**
 * A SIRET or SIREN as stored (digits only) and grouped as it is printed (« 123 456 789 00012 »).
 * @param {unknown} siret
 * @returns {string[]}
 */
function siretForms(siret) {
  const digits = String(siret || "").replace(/\s+/g, "")
  if (digits === "") return []
  const grouped = digits.length === 14 || digits.length === 9 ? digits.replace(/^(\d{3})(\d{3})(\d{3})/, "$1 $2 $3 ").trim() : digits
  return grouped === digits ? [digits] : [digits, grouped]
}

/**
 * @typedef {object} OrderSearchValues
 * @property {string} id
 * @property {string} [invoice_number]
 * @property {string[]} [credit_notes] the numbers of the order's issued credit notes
 * @property {string} [customer_name] the order's, else its account's
 * @property {string} [email] the order's, else its account's
 * @property {Partial<Address> | null} [shipping_address]
 * @property {Partial<Address> | null} [billing_address]
 * @property {string} [tracking_number]
 * @property {unknown} [total] euros
 * @property {Array<{ name?: string, sku?: string }> | null} [items]
 */

/**
 * What an order is found by: its short number (also « n° xxxxxxxx »), invoice and credit-note numbers,
 * the customer's name, e-mail, company, postal code and city (shipping and billing copies), the tracking
 * number, the total as typed, and the lines' names and references.
 * @param {OrderSearchValues} order
 */
function orderSearch(order) {
  const number = shortNumber(order.id)
  const values = ["n° " + number, order.invoice_number, ...(order.credit_notes || []), order.customer_name, order.email]
  for (const address of [order.shipping_address, order.billing_address]) {
    if (address && typeof address === "object") values.push(address.full_name, address.company, address.postal_code, address.city)
  }
  values.push(order.tracking_number, ...amountForms(order.total))
  for (const item of Array.isArray(order.items) ? order.items : []) {
    if (item && typeof item === "object") values.push(item.name, item.sku)
  }
  return folded(values)
}

/**
 * What a product is found by: its name, reference (SKU) and slug.
 * @param {{ name?: string, sku?: string, slug?: string }} product
 */
function productSearch(product) {
  return folded([product.name, product.sku, product.slug])
}

/**
 * What a user is found by: name, e-mail, and the company and SIRET of their pro applications (newest first).
 * @param {{ name?: string, email?: string, companies?: Array<{ company?: string, siret?: string }> }} user
 */
function userSearch(user) {
  const values = [user.name, user.email]
  for (const entry of user.companies || []) values.push(entry.company, ...siretForms(entry.siret))
  return folded(values)
}

/**
 * What a withdrawal declaration is found by (docs/adr/0081): its order's short number, the number the
 * customer typed, the name, the e-mail.
 * @param {{ order?: string, order_number?: string, name?: string, email?: string }} withdrawal
 */
function withdrawalSearch(withdrawal) {
  return folded(["n° " + shortNumber(withdrawal.order || ""), withdrawal.order_number, withdrawal.name, withdrawal.email])
}

/**
 * What a custom-jewellery request is found by (docs/adr/0100): name, e-mail, type of jewel, main stone.
 * @param {{ name?: string, email?: string, jewelry_type?: string, main_stone?: string }} request
 */
function requestSearch(request) {
  return folded([request.name, request.email, request.jewelry_type, request.main_stone])
}

/**
 * What a contact message is found by (docs/adr/0100): name, e-mail, subject, then its text (cut to the column's size).
 * @param {{ name?: string, email?: string, subject?: string, message?: string }} message
 */
function messageSearch(message) {
  return folded([message.name, message.email, message.subject, message.message])
}

/**
 * What a blog article is found by (docs/adr/0100): its title and category.
 * @param {{ title?: string, category?: string }} article
 */
function articleSearch(article) {
  return folded([article.title, article.category])
}

/**
 * What a credit note is found by (docs/adr/0100): its number, its order's short number and invoice
 * number, the customer's name and e-mail (the order's copies, else its account's).
 * @param {{ number?: string, order?: string, invoice_number?: string, customer_name?: string, email?: string }} note
 */
function creditNoteSearch(note) {
  return folded([note.number, "n° " + shortNumber(note.order || ""), note.invoice_number, note.customer_name, note.email])
}

/**
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} id
 */
function findOrNull(app, collection, id) {
  if (!id) return null
  try {
    return app.findRecordById(/** @type {ShopCollectionName} */ (collection), id)
  } catch {
    return null
  }
}

/**
 * An order's values, its credit notes' numbers and, for an order that kept no name or e-mail (older
 * than docs/adr/0032), its account's.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @returns {OrderSearchValues}
 */
function orderValues(app, order) {
  const json = require(`${__hooks}/lib/json-fields.js`)
  let name = order.getString("customer_name")
  let email = order.getString("email")
  if (name === "" || email === "") {
    const user = findOrNull(app, "users", order.getString("user"))
    if (user) {
      name = name || user.getString("name")
      email = email || user.email()
    }
  }
  const notes = order.isNew()
    ? []
    : app.findRecordsByFilter("credit_notes", "order = {:order} && number != ''", "created", 0, 0, { order: order.id })
  return {
    id: order.id,
    invoice_number: order.getString("invoice_number"),
    credit_notes: notes.map((note) => note.getString("number")),
    customer_name: name,
    email: email,
    shipping_address: json.jsonField(order, "shipping_address", null),
    billing_address: json.jsonField(order, "billing_address", null),
    tracking_number: order.getString("tracking_number"),
    total: order.getFloat("total"),
    items: json.jsonField(order, "items", []),
  }
}

/**
 * A user's values and the company and SIRET of each of their pro applications.
 * @param {CoreApp} app
 * @param {core.Record} user
 */
function userValues(app, user) {
  const applications = user.isNew()
    ? []
    : app.findRecordsByFilter("pro_applications", "user = {:user}", "-created", 0, 0, { user: user.id })
  return {
    name: user.getString("name"),
    email: user.email(),
    companies: applications.map((application) => ({ company: application.getString("company"), siret: application.getString("siret") })),
  }
}

/**
 * The folded text of a record of orders, products, users, withdrawals, custom requests or contact messages, read from the database where needed.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function searchOf(app, record) {
  const collection = record.collection().name
  if (collection === "orders") return orderSearch(orderValues(app, record))
  if (collection === "users") return userSearch(userValues(app, record))
  if (collection === "custom_requests") {
    return requestSearch({
      name: record.getString("name"),
      email: record.getString("email"),
      jewelry_type: record.getString("jewelry_type"),
      main_stone: record.getString("main_stone"),
    })
  }
  if (collection === "contact_messages") {
    return messageSearch({
      name: record.getString("name"),
      email: record.getString("email"),
      subject: record.getString("subject"),
      message: record.getString("message"),
    })
  }
  // A sale is found by its name (docs/adr/0115).
  if (collection === "sales") return folded([record.getString("name")])
  if (collection === "articles") return articleSearch({ title: record.getString("title"), category: record.getString("category") })
  if (collection === "credit_notes") {
    const order = findOrNull(app, "orders", record.getString("order"))
    const values = order ? orderValues(app, order) : { id: "" }
    return creditNoteSearch({
      number: record.getString("number"),
      order: record.getString("order"),
      invoice_number: values.invoice_number,
      customer_name: values.customer_name,
      email: values.email,
    })
  }
  if (collection === "withdrawals") {
    return withdrawalSearch({
      order: record.getString("order"),
      order_number: record.getString("order_number"),
      name: record.getString("name"),
      email: record.getString("email"),
    })
  }
  return productSearch({ name: record.getString("name"), sku: record.getString("sku"), slug: record.getString("slug") })
}

/**
 * Sets a record's `search` from its other fields, whatever a client sent (search.pb.js, right before
 * the row is written).
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function fill(app, record) {
  record.set("search", searchOf(app, record))
}

/**
 * Writes the `search` of a stored row again, alone (plain SQL: its `updated` and hooks untouched, so an
 * editor's open form is not outdated by a change made elsewhere).
 * @param {CoreApp} app
 * @param {"orders" | "users"} collection
 * @param {string} id
 */
function refresh(app, collection, id) {
  const record = findOrNull(app, collection, id)
  if (!record) return
  const search = searchOf(app, record)
  if (search === record.getString("search")) return
  app.db().newQuery(`UPDATE ${collection} SET search = {:search} WHERE id = {:id}`).bind({ search: search, id: id }).execute()
}

/**
 * After a credit note is numbered: its order is found by the number.
 * @param {CoreApp} app
 * @param {string} orderId
 */
function refreshOrder(app, orderId) {
  refresh(app, "orders", orderId)
}

/**
 * After a pro application is written: its author is found by its company and SIRET.
 * @param {CoreApp} app
 * @param {string} userId
 */
function refreshUser(app, userId) {
  refresh(app, "users", userId)
}

/**
 * After a user's name or e-mail changed: the orders that kept neither show the account's.
 * @param {CoreApp} app
 * @param {string} userId
 */
function refreshOrdersOf(app, userId) {
  const orders = app.findRecordsByFilter("orders", "user = {:user} && (customer_name = '' || email = '')", "", 0, 0, { user: userId })
  for (const order of orders) refresh(app, "orders", order.id)
}

module.exports = {
  MAX_SEARCH,
  foldText,
  amountForms,
  orderSearch,
  productSearch,
  userSearch,
  withdrawalSearch,
  requestSearch,
  messageSearch,
  creditNoteSearch,
  articleSearch,
  searchOf,
  fill,
  refreshOrder,
  refreshUser,
  refreshOrdersOf,
}
