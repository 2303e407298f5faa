// Bounds on what a filter, a sort or an expand may cost, for every caller who is not an admin or a
// superuser (docs/adr/0044-bounded-filters.md). Not a hook file itself: filter-bounds.pb.js loads it.
//
// PocketBase turns each identifier of a filter or a sort into SQL: a dot through a relation is a join
// (and a sub-query per term when the relation holds several records), `x_via_y` is a join on a JSON
// array that no index serves, `@collection.x` a join on a whole collection. Chained, they ran for more
// than 30 s per request (issue 12). The check reads the request only, before any query: it counts, it
// never resolves a field or loads a collection.

const LIMITS = {
  /** Characters of one filter (PocketBase's own limit is 3,500 bytes). The app's longest: ~500. */
  filterLength: 1000,
  /** Field names in one filter. The cart's refresh sends 20 (`id = "…" || …`). */
  filterFields: 30,
  /** `~` comparisons (LIKE, a scan of the text of every record) in one filter. The app sends none. */
  likeTerms: 5,
  /** Field names in one filter that go through a relation (`category.name`). The app sends none. */
  relationFields: 3,
  /** Relations one field name may go through: `category.name` is 1, `category.parent.name` 2. */
  relationHops: 1,
  /** Characters of one `sort`, and its fields. The app sends one (`-created`, `name`). */
  sortLength: 100,
  sortFields: 3,
  /** Characters of one `expand`, its paths, and the levels of a path. The product page expands 7 relations, 1 level. */
  expandLength: 200,
  expandPaths: 8,
  expandLevels: 2,
}

const MESSAGE = "Cette recherche est trop complexe."
const CODE = "shop_query_too_complex"

/** The parameters that become SQL: a filter's terms, a sort's ORDER BY, an expand's queries. */
const BOUNDED = ["filter", "sort", "expand"]

/**
 * Identifiers PocketBase reads as values, not fields.
 * @type {{ [name: string]: boolean }}
 */
const LITERALS = { true: true, false: true, null: true }

/** @param {string} ch */
function isLetter(ch) {
  return (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z")
}
/** @param {string} ch */
function isDigit(ch) {
  return ch >= "0" && ch <= "9"
}
/** @param {string} ch */
function isIdentifierStart(ch) {
  return isLetter(ch) || ch === "@" || ch === "_" || ch === "#"
}
/** @param {string} ch */
function isIdentifierPart(ch) {
  return isLetter(ch) || isDigit(ch) || ch === "_" || ch === "." || ch === ":"
}

/**
 * The end (exclusive) of the quoted text starting at `start`, as fexpr scans it (v0.6, the parser of
 * PocketBase 0.40): up to the same quote not preceded by a backslash, or the end of the input.
 * @param {string} text
 * @param {number} start
 */
function textEnd(text, start) {
  const quote = text[start]
  let previous = ""
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === quote && previous !== "\\") return i + 1
    previous = text[i]
  }
  return text.length
}

/**
 * Every identifier of a filter (`names`) and its number of `~` operators (`likes`), as fexpr would scan it: quoted texts and `//` comments skipped at the
 * same places, groups `( … )` cut the same way (a group's quoted texts kept, its comments not) and read
 * again, function arguments (`geoDistance(a.b, …)`) included. Lenient where fexpr fails (a stray
 * character is skipped): PocketBase refuses those filters anyway, and skipping never hides a name.
 * @param {string} text
 * @param {{ names: string[], likes: number }} [into]
 */
function identifiersOf(text, into) {
  const found = into || { names: [], likes: 0 }
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === "(") {
      // A group: its text up to the matching ")", quoted texts kept whole (fexpr's scanGroup), then read again.
      let depth = 1
      let j = i + 1
      while (j < text.length && depth > 0) {
        const c = text[j]
        if (c === "'" || c === '"') {
          j = textEnd(text, j)
          continue
        }
        if (c === "(") depth++
        else if (c === ")") depth--
        j++
      }
      identifiersOf(text.slice(i + 1, depth > 0 ? j : j - 1), found)
      i = j
    } else if (isIdentifierStart(ch)) {
      let j = i + 1
      while (j < text.length && isIdentifierPart(text[j])) j++
      found.names.push(text.slice(i, j))
      if (text[j] === "(") {
        // A function call: its arguments (identifiers, numbers, texts, comments, nested calls) up to ")".
        let depth = 1
        let k = j + 1
        while (k < text.length && depth > 0) {
          const c = text[k]
          if (c === "'" || c === '"') {
            k = textEnd(text, k)
            continue
          }
          if (c === "/" && text[k + 1] === "/") {
            while (k < text.length && text[k] !== "\n") k++
            continue
          }
          if (c === "(") depth++
          else if (c === ")") depth--
          k++
        }
        identifiersOf(stripTextsAndComments(text.slice(j + 1, depth > 0 ? k : k - 1)), found)
        j = k
      }
      i = j
    } else if (ch === "'" || ch === '"') {
      i = textEnd(text, i)
    } else if (ch === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++
    } else {
      if (ch === "~") found.likes++
      i++
    }
  }
  return found
}

/**
 * A function's arguments with their texts and comments blanked (they are read as a flat list, not as groups).
 * @param {string} text
 */
function stripTextsAndComments(text) {
  let out = ""
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === "'" || ch === '"') {
      i = textEnd(text, i)
      out += " "
    } else if (ch === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++
    } else {
      out += ch
      i++
    }
  }
  return out
}

/**
 * How many relations a field name goes through: one per dot, after `@request.<part>.` (the caller's
 * record, the body, the query: `@request.auth.id` is no join, `@request.auth.orders.total` is one).
 * @param {string} name
 */
function relationHops(name) {
  const parts = name.split(".")
  const fieldParts = parts[0].toLowerCase() === "@request" ? parts.slice(2) : parts
  return Math.max(0, fieldParts.length - 1)
}

/**
 * Whether a name is a back-relation or a join on a whole collection (anywhere in it, any case).
 * @param {string} name
 */
function namesJoin(name) {
  const lower = name.toLowerCase()
  return lower.indexOf("_via_") !== -1 || lower.indexOf("@collection") !== -1
}

/**
 * Why a filter is too costly, or "" when it is within the bounds.
 * @param {string} filter
 */
function filterProblem(filter) {
  if (filter.length > LIMITS.filterLength) return "length"
  if (namesJoin(filter)) return "join"
  let fields = 0
  let throughRelations = 0
  const scan = identifiersOf(filter)
  if (scan.likes > LIMITS.likeTerms) return "likes"
  const names = scan.names
  for (let i = 0; i < names.length; i++) {
    const name = names[i]
    if (LITERALS[name.toLowerCase()]) continue
    // `@now`, `@todayStart`… are dates, not fields.
    if (name[0] === "@" && name.indexOf(".") === -1) continue
    if (name.toLowerCase().indexOf(":each") !== -1) return "each"
    const hops = relationHops(name)
    if (hops > LIMITS.relationHops) return "depth"
    if (hops > 0) throughRelations++
    fields++
  }
  if (fields > LIMITS.filterFields) return "terms"
  if (throughRelations > LIMITS.relationFields) return "relations"
  return ""
}

/**
 * Why a sort is too costly, or "". PocketBase splits it on commas and resolves each name as a filter's.
 * @param {string} sort
 */
function sortProblem(sort) {
  if (sort.length > LIMITS.sortLength) return "length"
  if (namesJoin(sort)) return "join"
  const fields = sort.split(",")
  if (fields.length > LIMITS.sortFields) return "terms"
  for (let i = 0; i < fields.length; i++) {
    const name = fields[i].trim().replace(/^[-+]/, "")
    if (name.toLowerCase().indexOf(":each") !== -1) return "each"
    if (relationHops(name) > LIMITS.relationHops) return "depth"
  }
  return ""
}

/**
 * Why an expand is too costly, or "". Each path is one query per level (`category.parent` is two).
 * @param {string} expand
 */
function expandProblem(expand) {
  if (expand.length > LIMITS.expandLength) return "length"
  if (namesJoin(expand.replace(SERVED_BACK_RELATIONS, ""))) return "join"
  const paths = expand.split(",")
  if (paths.length > LIMITS.expandPaths) return "terms"
  for (let i = 0; i < paths.length; i++) {
    if (paths[i].trim().split(".").length > LIMITS.expandLevels) return "depth"
  }
  return ""
}

/**
 * The back-relations an expand may name: a product's sizes, whose `product` is a single relation (a
 * column, not a JSON array) served by its index (product, position); the product page and the cart
 * read them with the product (docs/adr/0106). Only as a whole path of one level.
 */
const SERVED_BACK_RELATIONS = /(^|,)\s*product_variants_via_product\s*(?=,|$)/g

/** @type {{ [param: string]: (value: string) => string }} */
const CHECKS = { filter: filterProblem, sort: sortProblem, expand: expandProblem }

/**
 * `%XX` and `+` undone, as Go's url.QueryUnescape does; a malformed escape is kept as it is (Go drops the pair).
 * @param {string} text
 */
function unescapeQuery(text) {
  return text.replace(/\+/g, " ").replace(/(?:%[0-9a-fA-F]{2})+/g, function (escapes) {
    try {
      return decodeURIComponent(escapes)
    } catch {
      return escapes.replace(/%([0-9a-fA-F]{2})/g, function (_, hex) {
        return String.fromCharCode(parseInt(hex, 16))
      })
    }
  })
}

/**
 * The [key, value] pairs of a raw query string, as Go's url.ParseQuery reads them (every repeat kept).
 * @param {unknown} raw
 * @returns {Array<[string, string]>}
 */
function queryPairs(raw) {
  /** @type {Array<[string, string]>} */
  const pairs = []
  const parts = String(raw || "").split("&")
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === "") continue
    const at = parts[i].indexOf("=")
    const key = at === -1 ? parts[i] : parts[i].slice(0, at)
    const value = at === -1 ? "" : parts[i].slice(at + 1)
    pairs.push([unescapeQuery(key), unescapeQuery(value)])
  }
  return pairs
}

/**
 * The first problem of a set of query parameters ({ key: value } pairs), as { param, problem }, or
 * null. Keys are matched in any case (Go's are case-sensitive: checking more is only stricter).
 * @param {Array<[unknown, unknown]>} pairs
 * @returns {{ param: string, problem: string } | null}
 */
function pairsProblem(pairs) {
  for (let i = 0; i < pairs.length; i++) {
    const param = String(pairs[i][0]).trim().toLowerCase()
    if (BOUNDED.indexOf(param) === -1) continue
    const problem = CHECKS[param](String(pairs[i][1]))
    if (problem) return { param: param, problem: problem }
  }
  return null
}

/**
 * The problem of a URL's query string (a batch sub-request's URL, a realtime topic), or null.
 * @param {unknown} url
 */
function urlProblem(url) {
  const text = String(url).split("#")[0]
  const at = text.indexOf("?")
  return at === -1 ? null : pairsProblem(queryPairs(text.slice(at + 1)))
}

/**
 * The problem of a realtime topic (`products/*?options={"query":{"filter":…}}`, options URL-escaped),
 * or null. PocketBase reads `options` as JSON `{ query, headers }`, keys of the object in any case.
 * @param {unknown} topic
 */
function topicProblem(topic) {
  const text = String(topic).split("#")[0]
  const at = text.indexOf("?")
  if (at === -1) return null
  const pairs = queryPairs(text.slice(at + 1))
  for (let i = 0; i < pairs.length; i++) {
    if (pairs[i][0].toLowerCase() !== "options") continue
    let options
    try {
      options = JSON.parse(pairs[i][1])
    } catch {
      continue // PocketBase ignores options it cannot read
    }
    if (!options || typeof options !== "object") continue
    for (const key in options) {
      const query = options[key]
      if (key.toLowerCase() !== "query" || !query || typeof query !== "object") continue
      /** @type {Array<[string, string]>} */
      const queryPairsList = []
      for (const name in query) queryPairsList.push([name, query[name] === null ? "" : String(query[name])])
      const problem = pairsProblem(queryPairsList)
      if (problem) return problem
    }
  }
  return null
}

/**
 * Every string in a parsed JSON body, however deep.
 * @param {unknown} value
 * @param {string[]} [into]
 * @returns {string[]}
 */
function stringsOf(value, into) {
  const found = into || []
  if (typeof value === "string") found.push(value)
  else if (value && typeof value === "object") {
    const object = /** @type {{ [key: string]: unknown }} */ (value)
    for (const key in object) stringsOf(object[key], found)
  }
  return found
}

/**
 * The parsed body of a batch or realtime request, or null. Reads it only when its length is known and bounded.
 * @param {core.RequestEvent} e
 * @param {boolean} isBatch
 */
function boundedBody(e, isBatch) {
  if (isBatch) {
    const batch = e.app.settings().batch
    if (!batch.enabled) return null // PocketBase refuses the batch itself, unread
    const max = batch.maxBodySize > 0 ? batch.maxBodySize : 128 << 20
    const length = e.request.contentLength
    if (length < 0 || length > max) {
      const shop = require(`${__hooks}/lib/shop.js`)
      throw new ApiError(413, shop.MESSAGES.batchTooLarge)
    }
  }
  const info = e.requestInfo()
  return info ? info.body : null
}

/**
 * The first problem of a request, or null: its query string (every route: lists, views, the
 * `expand` of creates, updates and auth routes), the sub-requests' URLs of `/api/batch` (which do
 * not go through the router's middlewares) and the subscription topics of `/api/realtime`.
 * @param {core.RequestEvent} e
 */
function requestProblem(e) {
  const problem = pairsProblem(queryPairs(e.request.url.rawQuery))
  if (problem) return problem
  const method = e.request.method
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null
  const path = e.request.url.path.replace(/\/+$/, "")
  if (path !== "/api/batch" && path !== "/api/realtime") return null
  const body = boundedBody(e, path === "/api/batch")
  if (!body) return null
  const texts = stringsOf(JSON.parse(JSON.stringify(body)))
  for (let i = 0; i < texts.length; i++) {
    const found = path === "/api/batch" ? urlProblem(texts[i]) : topicProblem(texts[i])
    if (found) return found
  }
  return null
}

/**
 * The French 400, in PocketBase's error shape, naming the parameter for the error funnel.
 * @param {{ param: string, problem: string }} problem
 */
function tooComplexError(problem) {
  /** @type {{ [param: string]: ValidationError }} */
  const data = {}
  data[problem.param] = new ValidationError(CODE, MESSAGE)
  return new BadRequestError(MESSAGE, data)
}

module.exports = {
  LIMITS,
  MESSAGE,
  CODE,
  identifiersOf,
  filterProblem,
  sortProblem,
  expandProblem,
  queryPairs,
  topicProblem,
  requestProblem,
  tooComplexError,
}
