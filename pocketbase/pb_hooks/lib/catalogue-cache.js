// The public catalogue list, computed once per change of the catalogue instead of once per visitor
// (docs/adr/0045-catalogue-read-path.md). Not a hook file: loaded with require() inside the handlers.
//
// What is cached: `GET /api/collections/products/records` from anyone who does not see pro prices
// (visitors and customers read the very same list: the list rule only varies with the pro/admin
// role), with no filter, no expand, no `@` (a `@random` sort, request macros), and `fields` and `sort`
// made of the products' own field names (a change elsewhere cannot change the answer). That is every
// page of the catalogue as the app reads it. Any other query is answered by PocketBase as usual.
//
// The entries live in the app store (shared by every JS VM), under the full query string, with the
// catalogue version they were computed from. Every saved or deleted product or size bumps the version
// (after the transaction commits, products.pb.js and product-sizes.pb.js: a size's stock is on its
// product's card, docs/adr/0110; plain-SQL stock writes bump it themselves, lib/checkout.js); a request reads
// the version before its query, so an entry is never newer than its version says, and a stale one is
// never served.
// At most MAX_ENTRIES queries are kept: when full, the entries are dropped and the count starts again
// (an outsider sending endless variations pays the uncached price and cannot pin the memory).

const PREFIX = "shop.catalogue.page:"
const VERSION_KEY = "shop.catalogue.version"
const COUNT_KEY = "shop.catalogue.count"
const PENDING_KEY = "shopCataloguePending"
const MAX_ENTRIES = 32
/** Says whether a cacheable read was answered from the cache: for the tests and the load test. */
const CACHE_HEADER = "X-Catalogue-Cache"
const LIST_PATH = "/api/collections/products/records"

/** A top-level field name, as the app lists them in `fields` (no expand, no modifier, no wildcard). */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

function store() {
  return $app.store()
}

function currentVersion() {
  return String(store().get(VERSION_KEY) || "0")
}

/** After a catalogue change: every entry computed before it is outdated. */
function bump() {
  store().set(VERSION_KEY, $security.randomString(12))
}

/**
 * The cache key of this request, or "" when it is not a cacheable catalogue read.
 * @param {core.RequestEvent} e
 */
function keyOf(e) {
  if (e.request.method !== "GET" || e.request.url.path !== LIST_PATH) return ""
  if (require(`${__hooks}/lib/shop.js`).seesProPrices(e.auth)) return ""
  const raw = e.request.url.rawQuery
  if (raw.indexOf("@") !== -1 || raw.indexOf("%40") !== -1) return ""
  const query = e.request.url.query()
  if (query.get("filter") !== "" || query.get("expand") !== "") return ""
  if (!plainNames(query.get("fields"), "") || !plainNames(query.get("sort"), "-+")) return ""
  return PREFIX + raw
}

/**
 * Whether `list` is empty or made of plain field names (each may start with one of `signs`).
 * @param {string} list
 * @param {string} signs
 */
function plainNames(list, signs) {
  if (list === "") return true
  return list.split(",").every((part) => {
    const name = part.trim()
    return PLAIN_NAME.test(signs.indexOf(name.charAt(0)) !== -1 ? name.slice(1) : name)
  })
}

/**
 * Router middleware: answers a cacheable read from the cache when its entry is current; otherwise
 * notes the key and version for the list hook, which fills the entry.
 * @param {core.RequestEvent} e
 */
function serve(e) {
  const key = keyOf(e)
  if (!key) return e.next()
  const version = currentVersion()
  const entry = store().get(key)
  if (entry && entry.version === version) {
    e.response.header().set(CACHE_HEADER, "hit")
    return e.blob(200, "application/json", entry.body)
  }
  e.set(PENDING_KEY, { key, version, fields: e.request.url.query().get("fields") })
  return e.next()
}

/**
 * Inside the products list hook, for a read `serve` let through: answers it as PocketBase would
 * (records enriched, then `fields` picked) and keeps the answer. Returns false when there is nothing
 * to do (the hook then lets PocketBase answer).
 * @param {core.RecordsListRequestEvent} e
 */
function fill(e) {
  const pending = e.get(PENDING_KEY)
  if (!pending || e.records.length === 0) return false
  $apis.enrichRecords(e.requestEvent, e.records)
  const answer = JSON.parse(toString(e.result))
  if (pending.fields !== "") {
    const names = pending.fields.split(",").map((/** @type {string} */ name) => name.trim())
    answer.items = answer.items.map((/** @type {{ [field: string]: unknown }} */ item) => pick(item, names))
  }
  const body = toBytes(JSON.stringify(answer))
  keep(pending.key, { version: pending.version, body })
  // The list event's own request and response are reached through its embedded request event.
  e.requestEvent.response.header().set(CACHE_HEADER, "miss")
  e.requestEvent.blob(200, "application/json", body)
  return true
}

/**
 * @param {{ [field: string]: unknown }} item
 * @param {string[]} names
 */
function pick(item, names) {
  /** @type {{ [field: string]: unknown }} */
  const picked = {}
  for (const name of names) {
    if (Object.prototype.hasOwnProperty.call(item, name)) picked[name] = item[name]
  }
  return picked
}

/**
 * Stores an entry, dropping every entry first when MAX_ENTRIES queries are already kept.
 * @param {string} key
 * @param {{ version: string, body: number[] }} entry
 */
function keep(key, entry) {
  const s = store()
  if (!s.has(key)) {
    let count = 0
    s.setFunc(COUNT_KEY, (old) => (count = (Number(old) || 0) + 1))
    if (count > MAX_ENTRIES) {
      for (const name of Object.keys(s.getAll())) {
        if (name.indexOf(PREFIX) === 0) s.remove(name)
      }
      s.set(COUNT_KEY, 1)
    }
  }
  s.set(key, entry)
}

module.exports = { serve, fill, bump }
