// Sort keys of the admin lists (docs/adr/0100-server-lists-keep-french-order.md). PocketBase sorts text
// by SQLite's binary order (« Émeraude » after « Zoé », « alice » after « Zoé ») and a status by its
// stored word; so the lists sort on columns kept here:
//  - `sort_name`: the row's name folded like the search (lib/search-fold.js `foldText`: no case, no
//    accents), on orders (the customer's name, else their account's), products, users, custom requests
//    and contact messages, and on the reference lists (their pickers search it too);
//  - `status_rank`: where the status stands in the row's life (an order: en attente, payée, expédiée,
//    livrée, annulée), on orders, custom requests and contact messages.
// Written with `search` (search.pb.js, on every save) and by the raw status claim (lib/order-status.js).
// Not a hook file: require(`${__hooks}/lib/sort-keys.js`).

/** The collections with a `sort_name` column, and the field it folds. */
const NAMED = {
  orders: "customer_name",
  products: "name",
  users: "name",
  custom_requests: "name",
  contact_messages: "name",
  articles: "title",
  // The reference lists: their pickers search and sort on it (docs/adr/0100).
  categories: "name",
  stones: "name",
  materials: "name",
  colors: "name",
  stone_properties: "name",
  chakras: "name",
  astrological_signs: "name",
}

/** The reference lists a product links to (their `sort_name` only: no `search` column). */
const REFERENCE_LISTS = ["categories", "stones", "materials", "colors", "stone_properties", "chakras", "astrological_signs"]

/** Each status's place in its row's life; a status not listed sorts last. */
const RANKS = {
  orders: { pending: 1, paid: 2, shipped: 3, delivered: 4, cancelled: 5 },
  // The four steps (docs/adr/0127): reçue, devis envoyé, accepté, en création, prête, expédiée, livrée.
  custom_requests: {
    received: 1,
    quote_sent: 2,
    accepted: 3,
    in_creation: 4,
    ready: 5,
    shipped: 6,
    delivered: 7,
    declined: 8,
    cancelled: 9,
  },
  // A message without a status is new (the list's badge says so too).
  contact_messages: { "": 1, new: 1, handled: 2 },
}

/** The rank of an unknown status: after every known one. */
const LAST_RANK = 99

/**
 * @param {string} collection
 * @param {string} status
 * @returns {number}
 */
function statusRank(collection, status) {
  const ranks = /** @type {{ [collection: string]: { [status: string]: number } }} */ (RANKS)[collection]
  if (!ranks) return 0
  return Object.prototype.hasOwnProperty.call(ranks, status) ? ranks[status] : LAST_RANK
}

/**
 * The name a row sorts by, folded: an order's customer name, else its account's (orders older than
 * docs/adr/0032 kept none).
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function sortName(app, record) {
  const collection = record.collection().name
  const field = /** @type {{ [collection: string]: ShopFieldName }} */ (NAMED)[collection]
  let name = record.getString(field)
  if (collection === "orders" && name === "" && record.getString("user") !== "") {
    try {
      name = app.findRecordById("users", record.getString("user")).getString("name")
    } catch {
      name = ""
    }
  }
  return require(`${__hooks}/lib/search-fold.js`).foldText(name).slice(0, 200)
}

/**
 * Sets a record's sort keys from its other fields, whatever a client sent (search.pb.js).
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function fill(app, record) {
  const collection = record.collection().name
  if (Object.prototype.hasOwnProperty.call(NAMED, collection)) record.set("sort_name", sortName(app, record))
  if (Object.prototype.hasOwnProperty.call(RANKS, collection)) record.set("status_rank", statusRank(collection, record.getString("status")))
}

/**
 * After a user's name changed: the orders that kept no name sort by the account's.
 * @param {CoreApp} app
 * @param {string} userId
 */
function refreshOrdersOf(app, userId) {
  const orders = app.findRecordsByFilter("orders", "user = {:user} && customer_name = ''", "", 0, 0, { user: userId })
  for (const order of orders) {
    app
      .db()
      .newQuery("UPDATE orders SET sort_name = {:name} WHERE id = {:id}")
      .bind({ name: sortName(app, order), id: order.id })
      .execute()
  }
}

module.exports = { NAMED, REFERENCE_LISTS, RANKS, statusRank, sortName, fill, refreshOrdersOf }
