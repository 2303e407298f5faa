// Shared helpers for the shop's hooks. Not a hook file itself (no `.pb.js`): each handler runs in its
// own isolated JS context, so handlers load this module with `require(`${__hooks}/lib/shop.js`)`.

const ROLE_ADMIN = "admin"
const ROLE_PRO = "professionnel"
const MAX_SECONDARY_STONES = 10

const MESSAGES = {
  roleAtSignup: "Le rôle d'un compte est attribué par la boutique : il ne peut pas être choisi à l'inscription.",
  roleChange: "Seul un super-administrateur de la boutique peut modifier le rôle d'un compte.",
  proPriceQuery: "Le filtre et le tri sur le prix professionnel sont réservés aux comptes professionnels.",
  proPriceNotSortable: "Le prix professionnel ne peut servir ni de filtre ni de tri.",
  batchTooLarge: "Cette requête groupée est trop volumineuse ou n’indique pas sa taille.",
  tooManyStones: "Vous ne pouvez sélectionner que 10 pierres au maximum.",
  invalidStones: "Les pierres secondaires doivent être une liste de noms de pierres.",
}

/**
 * A 4xx ApiError whose data names the offending field, so a form can show the message beside it.
 * @param {new (message: string, data: { [field: string]: ValidationError }) => router.ApiError} ErrorClass ApiError, BadRequestError...
 * @param {string} field
 * @param {string} code
 * @param {string} message
 */
function fieldError(ErrorClass, field, code, message) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {}
  data[field] = new ValidationError(code, message)
  return new ErrorClass(message, data)
}

/**
 * Role of an auth record: "superuser", "admin", "professionnel" or "" (customer or anonymous).
 * @param {core.Record | null | undefined} auth
 */
function roleOf(auth) {
  if (!auth) return ""
  if (auth.isSuperuser()) return "superuser"
  if (auth.collection().name !== "users") return ""
  return auth.getString("role")
}

/** @param {core.Record | null | undefined} auth */
function isSuperuser(auth) {
  return roleOf(auth) === "superuser"
}

/**
 * A nightly pass run now by a superuser (the tests), or as at the request's `{ now }` (an ISO date:
 * what the night of that day would do); answers what the pass returns.
 * @param {core.RequestEvent} e
 * @param {(app: CoreApp, now: Date) => unknown} pass
 */
function runNightlyPass(e, pass) {
  if (!e.auth || !e.auth.isSuperuser()) throw new ForbiddenError("Réservé au super-administrateur.")
  const body = e.requestInfo().body || {}
  const now = typeof body.now === "string" && body.now.trim() !== "" ? new Date(body.now) : new Date()
  if (isNaN(now.getTime())) throw new BadRequestError("Date invalide.")
  return e.json(200, pass(e.app, now))
}

/** @param {core.Record | null | undefined} auth */
function isAdmin(auth) {
  const role = roleOf(auth)
  return role === "superuser" || role === ROLE_ADMIN
}

/**
 * Superusers, admins and pros see (and may filter or sort on) `price_pro`.
 * @param {core.Record | null | undefined} auth
 */
function seesProPrices(auth) {
  const role = roleOf(auth)
  return role === "superuser" || role === ROLE_ADMIN || role === ROLE_PRO
}

/**
 * The `users` record of the caller, or null (anonymous or superuser).
 * @param {core.Record | null | undefined} auth
 */
function shopUser(auth) {
  if (!auth || auth.isSuperuser() || auth.collection().name !== "users") return null
  return auth
}

/**
 * Undoes URL escapes (`%XX` and `+`) and JSON `\uXXXX` escapes, repeatedly and in any mix, and lower-cases,
 * so that a field name hidden in any spelling PocketBase accepts shows. Byte by byte and lenient: a
 * malformed escape elsewhere in the text (`a=%ZZ&filter=price%5Fpro>1`, which Go still parses) cannot
 * stop the decoding. Only ever used to look for a name, never to read a value.
 * @param {string} text
 */
function normalizeQuery(text) {
  let value = String(text || "")
  for (let i = 0; i < 8; i++) {
    const decoded = value
      .replace(/\+/g, " ")
      .replace(/%([0-9a-fA-F]{2})/g, function (_, hex) {
        return String.fromCharCode(parseInt(hex, 16))
      })
      .replace(/\\u([0-9a-fA-F]{4})/g, function (_, hex) {
        return String.fromCharCode(parseInt(hex, 16))
      })
    if (decoded === value) break
    value = decoded
  }
  return value.toLowerCase()
}

/**
 * True when a raw query string (or realtime topic, or request body) filters, sorts or otherwise names `price_pro`
 * or `pro_tiers` (docs/adr/0132).
 * @param {string} text
 */
function mentionsProPrice(text) {
  const query = normalizeQuery(text)
  // The volume prices are pro prices too (docs/adr/0132).
  return query.indexOf("price_pro") !== -1 || query.indexOf("pro_tiers") !== -1
}

/**
 * JSON text of a request body (parsed by PocketBase: JSON, multipart `@jsonPayload`, form fields), or "".
 * @param {core.RequestEvent} e
 */
function bodyText(e) {
  const body = e.requestInfo().body
  if (!body) return ""
  try {
    return JSON.stringify(body)
  } catch {
    return toString(body)
  }
}

/**
 * Whether a request names `price_pro` anywhere PocketBase reads a filter, a sort, fields or expands:
 * its query string (every route: lists, views, creates, updates, auth routes, the shop's own routes),
 * and the bodies of `/api/batch` (sub-requests' URLs, bodies and headers) and `/api/realtime`
 * (subscription options). Called by the router middleware of pro-price.pb.js, before any record
 * handler runs: no query has run yet, so the answer cannot depend on a pro price
 * (docs/adr/0043-pro-price-refused-before-any-query.md).
 * @param {core.RequestEvent} e
 */
function requestNamesProPrice(e) {
  if (mentionsProPrice(e.request.url.rawQuery)) return true
  const method = e.request.method
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false
  const path = e.request.url.path.replace(/\/+$/, "")
  if (path === "/api/realtime") return mentionsProPrice(bodyText(e))
  if (path === "/api/batch") {
    // PocketBase refuses a batch itself, before reading it, while batches are off (the shop's
    // setting). When on, its body limit is applied inside the batch handler, so it is applied here
    // first: a body of unknown or excessive length is not read.
    const batch = e.app.settings().batch
    if (!batch.enabled) return false
    const max = batch.maxBodySize > 0 ? batch.maxBodySize : 128 << 20
    const length = e.request.contentLength
    if (length < 0 || length > max) throw new ApiError(413, MESSAGES.batchTooLarge)
    return mentionsProPrice(bodyText(e))
  }
  return false
}

/**
 * Whether a pro's or an admin's request filters or sorts on `price_pro` (a hidden field since
 * docs/adr/0045: PocketBase would refuse it with an English message). Reading it (`fields`) is theirs.
 * @param {core.RequestEvent} e
 */
function filtersOnProPrice(e) {
  const query = e.request.url.query()
  return mentionsProPrice(query.get("filter")) || mentionsProPrice(query.get("sort"))
}

function proPriceNotSortableError() {
  return new BadRequestError(MESSAGES.proPriceNotSortable)
}

function proPriceQueryError() {
  return new ForbiddenError(MESSAGES.proPriceQuery)
}

/**
 * Raw JSON text of a json field, or "" when empty.
 * @param {core.Record} record
 * @param {ShopFieldName} field
 */
function rawJSON(record, field) {
  const value = record.get(field)
  if (value === null || value === undefined) return ""
  if (typeof value === "string") return value
  return toString(value)
}

/**
 * `secondary_stones` must be a list of at most 10 stone names. An empty value becomes [].
 * Throws a 400 with a French message the form can show.
 * @param {core.Record} record
 */
function normalizeSecondaryStones(record) {
  const raw = rawJSON(record, "secondary_stones").trim()
  /** @type {unknown} */
  let stones = []
  if (raw !== "" && raw !== "null") {
    try {
      stones = JSON.parse(raw)
    } catch {
      stones = null
    }
  }
  const isListOfNames =
    Array.isArray(stones) &&
    stones.every(function (stone) {
      return typeof stone === "string" && stone.trim() !== "" && stone.length <= 200
    })
  if (!isListOfNames) {
    throw fieldError(BadRequestError, "secondary_stones", "validation_invalid_secondary_stones", MESSAGES.invalidStones)
  }
  if (/** @type {string[]} */ (stones).length > MAX_SECONDARY_STONES) {
    throw fieldError(BadRequestError, "secondary_stones", "validation_too_many_secondary_stones", MESSAGES.tooManyStones)
  }
  if (raw === "" || raw === "null") record.set("secondary_stones", [])
}

/** PocketBase's datetime text for now (UTC, "YYYY-MM-DD HH:MM:SS.mmmZ"), for plain-SQL writes and dates set by hand. */
function dbNow() {
  return require(`${__hooks}/lib/time.js`).dbDate()
}

module.exports = {
  dbNow,
  runNightlyPass,
  ROLE_ADMIN,
  ROLE_PRO,
  MAX_SECONDARY_STONES,
  MESSAGES,
  fieldError,
  roleOf,
  isSuperuser,
  isAdmin,
  seesProPrices,
  shopUser,
  mentionsProPrice,
  requestNamesProPrice,
  proPriceQueryError,
  filtersOnProPrice,
  proPriceNotSortableError,
  normalizeSecondaryStones,
}
