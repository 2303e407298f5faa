// Audience without a tracker (issue 29; docs/adr/0123-audience-without-a-tracker.md): the CNIL's
// conditions for measuring an audience without consent, met by what is NOT kept.
//  - POST /api/shop/hits counts one page view: the Paris day, the path (no query string), its kind,
//    whether it starts a visit, its `utm_*`, the referrer's host and a size class. No IP address, no
//    user agent, no identifier, no cookie: two views of one person cannot be told from two people's.
//    Bots, prefetches, `DNT: 1`/`Sec-GPC: 1` and private pages (admin, account, pro space, pages
//    whose address holds a token) are not counted. Always 204: the page never learns anything.
//  - GET /api/shop/admin/audience: the period's figures (lib/periods.js), SQL aggregates over the raw
//    days and the rolled-up ones.
//  - `rollup` (every night, audience.pb.js): a day 13 months old becomes per-dimension totals in
//    `audience_days`, and its raw rows are deleted, in one transaction.
// Not a hook file: loaded with require(). `hitFrom` and `ownHostsOf` use no PocketBase API
// (tests/unit/audience-hits.test.ts runs them under Node).

/** What a body may weigh: a hit is ~300 bytes; more is not read (and then not valid JSON). */
const MAX_BODY = 4096
const MAX_PATH = 200
const MAX_UTM = 100
const MAX_HOST = 253
const UTM = ["source", "medium", "campaign", "content", "term"]
const KINDS = ["view", "cart", "checkout"]
/** Size classes by the viewport's width in CSS pixels (the contract: < 768, < 1200, else). */
const TABLET_FROM = 768
const DESKTOP_FROM = 1200
/** Top rows the admin sees. */
const TOP = 20
/** Days rolled up per night at most (a first night after a long outage continues the next). */
const ROLLUP_DAYS = 62
/** Raw hits are kept this many months (the CNIL's 13 months, docs/adr/0123). */
const KEEP_MONTHS = 13

/**
 * Robots, crawlers, link previews, monitors, headless and scripted browsers: by their user agent.
 * A request without one is counted as a robot too.
 */
const BOTS =
  /bot\b|bot[/;-]|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|preview|facebookexternalhit|facebookcatalog|embedly|whatsapp|telegram|discord|slack|skype|pinterest\/|vkshare|quora link|outbrain|mediapartners|adsbot|yandex|baidu|semrush|ahrefs|mj12|dotbot|petalbot|bytespider|gptbot|ccbot|claude|perplexity|archive|uptime|monitor|pingdom|curl|wget|python|java\/|go-http|okhttp|node-fetch|axios|undici|httpclient|libwww|phantomjs|puppeteer|playwright|selenium/i

/** Pages never counted: the back-office, the signed-in areas, and addresses that hold a secret. */
const PRIVATE = ["/dashboard", "/account", "/espace-pro"]
const TOKEN_PAGES = ["/reinitialiser-mot-de-passe/", "/verifier-email/", "/confirmer-email/"]
/** A path's characters (RFC 3986 pchar and `/`): no scheme, no host, no space, no backslash. */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/
/** A product page, `/catalogue/:slug` (src/lib/path-table.ts), as an SQL test on a column. */
const productPath = (/** @type {string} */ column) => "(" + column + " GLOB '/catalogue/?*' AND " + column + " NOT GLOB '/catalogue/*/*')"
/** Where a visit came from: its utm_source, else the referrer's host, else « direct ». */
const SOURCE = "COALESCE(NULLIF(source, ''), NULLIF(referrer_host, ''), 'direct')"

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut consulter ces chiffres.",
}

/**
 * Text without control characters, trimmed, at most `max` characters.
 * @param {unknown} value
 * @param {number} max
 */
function cleanText(value, max) {
  if (typeof value !== "string") return ""
  /** Control characters (C0 and DEL). */
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f]/g
  return value.replace(controls, "").trim().slice(0, max)
}

/**
 * A utm value: decoded when it was sent encoded, lower case (« Instagram » and « instagram » are one
 * source), bounded.
 * @param {unknown} value
 */
function utmValue(value) {
  let text = typeof value === "string" ? value : ""
  try {
    text = decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    // kept as sent
  }
  return cleanText(text, MAX_UTM).toLowerCase()
}

/**
 * A host name, lower case, without `www.` and a trailing dot; "" when it is not one.
 * @param {string} host
 */
function cleanHost(host) {
  const name = host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "")
  if (name.length > MAX_HOST || !/^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(name)) return ""
  return name
}

/**
 * The host of an absolute address (`https://l.instagram.com/?u=…` → `l.instagram.com`, an app's
 * `android-app://com.google.android.gm/` → `com.google.android.gm`); "" otherwise. Nothing else of
 * the address is kept: its path and query may name a person (a webmail's message, a search).
 * @param {unknown} address
 */
function hostOf(address) {
  if (typeof address !== "string") return ""
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]/?#]*\]|[^:/?#]*)/i.exec(address.trim())
  return match ? cleanHost(match[1]) : ""
}

/**
 * The shop's own hosts, which are no referrer: the page's (the beacon's `Origin` and `Referer`) and
 * the shop's public address (`meta.appURL`).
 * @param {(name: string) => string} header
 * @param {string} appURL
 */
function ownHostsOf(header, appURL) {
  return [hostOf(header("Origin")), hostOf(header("Referer")), hostOf(appURL)].filter((host) => host !== "")
}

/**
 * Whether the request is one a person's page sent: not a robot, not a prefetch or a preview, and
 * not from a browser that asks not to be tracked (`DNT: 1`, Global Privacy Control `Sec-GPC: 1`).
 * @param {(name: string) => string} header
 */
function countable(header) {
  const agent = header("User-Agent")
  if (agent.trim() === "" || BOTS.test(agent)) return false
  const purpose = [header("Sec-Purpose"), header("Purpose"), header("X-Purpose"), header("X-Moz")].join(" ").toLowerCase()
  if (/prefetch|prerender|preview/.test(purpose)) return false
  return header("DNT").trim() !== "1" && header("Sec-GPC").trim() !== "1"
}

/**
 * The `utm_*` of a query string, by their names without `utm_`.
 * @param {string} query
 */
function utmOfQuery(query) {
  /** @type {Record<string, string>} */
  const found = {}
  for (const pair of query.split("&")) {
    const equals = pair.indexOf("=")
    const name = (equals < 0 ? pair : pair.slice(0, equals)).toLowerCase()
    if (name.indexOf("utm_") === 0 && UTM.indexOf(name.slice(4)) >= 0) found[name.slice(4)] = equals < 0 ? "" : pair.slice(equals + 1)
  }
  return found
}

/**
 * The path to count, without its query string and fragment; "" when it is not a path of this site
 * or one that is never counted.
 * @param {string} raw
 */
function pathOf(raw) {
  let path = raw.split("#")[0].split("?")[0]
  if (!PATH.test(path)) return ""
  if (path.length > 1) path = path.replace(/\/+$/, "")
  for (const area of PRIVATE) if (path === area || path.indexOf(area + "/") === 0) return ""
  for (const page of TOKEN_PAGES) if (path.indexOf(page) === 0) return ""
  return path.slice(0, MAX_PATH)
}

/**
 * @param {unknown} width
 * @returns {"" | "mobile" | "tablet" | "desktop"}
 */
function deviceOf(width) {
  if (typeof width !== "number" || !isFinite(width) || width <= 0) return ""
  return width < TABLET_FROM ? "mobile" : width < DESKTOP_FROM ? "tablet" : "desktop"
}

/**
 * The row a hit becomes, or null when it is not counted (see `countable`) or its body is not a
 * hit: not JSON, no path of this site, an unknown kind.
 * Body: `{ path, referrer, entry, width, utm: { source, medium, campaign, content, term }, kind }`;
 * a path may carry its query string, whose `utm_*` count when `utm` is not sent.
 * @param {string} text the request's body
 * @param {(name: string) => string} header
 * @param {string[]} ownHosts
 * @param {number} now ms
 */
function hitFrom(text, header, ownHosts, now) {
  if (!countable(header)) return null
  /** @type {any} */
  let body
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  if (!body || typeof body !== "object" || Array.isArray(body) || typeof body.path !== "string") return null
  const path = pathOf(body.path)
  if (path === "") return null
  const kind = body.kind === undefined ? "view" : body.kind
  if (KINDS.indexOf(kind) < 0) return null
  const query = body.path.split("#")[0]
  /** @type {Record<string, unknown>} */
  const utm =
    body.utm && typeof body.utm === "object" && !Array.isArray(body.utm)
      ? body.utm
      : utmOfQuery(query.indexOf("?") < 0 ? "" : query.slice(query.indexOf("?") + 1))
  const referrer = hostOf(body.referrer)
  const own = referrer !== "" && ownHosts.indexOf(referrer) >= 0
  return {
    day: require(`${__hooks}/lib/periods.js`).parisDay(now),
    path: path,
    kind: kind,
    entry: body.entry === true && !own,
    source: utmValue(utm.source),
    medium: utmValue(utm.medium),
    campaign: utmValue(utm.campaign),
    content: utmValue(utm.content),
    term: utmValue(utm.term),
    referrer_host: own ? "" : referrer,
    device: deviceOf(body.width),
  }
}

/**
 * POST /api/shop/hits: counts the hit, or not; answers 204 whatever happens.
 * @param {core.RequestEvent} e
 */
function record(e) {
  try {
    const header = (/** @type {string} */ name) => String(e.request.header.get(name) || "")
    const hit = hitFrom(toString(e.request.body, MAX_BODY), header, ownHostsOf(header, e.app.settings().meta.appURL), Date.now())
    if (hit) {
      const row = new Record(e.app.findCachedCollectionByNameOrId("audience_hits"))
      for (const [field, value] of Object.entries(hit)) row.set(/** @type {ShopFieldName} */ (field), value)
      e.app.save(row)
    }
  } catch (error) {
    e.app.logger().warn("Audience hit not counted", "error", String(error))
  }
  return e.noContent(204)
}

/**
 * The day `KEEP_MONTHS` months before `day` (the same day of the month, or the month's last).
 * @param {string} day
 */
function monthsBefore(day) {
  const [y, m, d] = day.split("-").map(Number)
  const first = new Date(Date.UTC(y, m - 1 - KEEP_MONTHS, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const pad = (/** @type {number} */ n) => (n < 10 ? "0" : "") + n
  return first.getUTCFullYear() + "-" + pad(first.getUTCMonth() + 1) + "-" + pad(Math.min(d, last))
}

/** A PocketBase-shaped id for a row written in SQL (15 lower-case hex characters). */
const NEW_ID = "substr(lower(hex(randomblob(8))), 1, 15)"

/**
 * Rolls up the days 13 months old or older (at most ROLLUP_DAYS of them, the oldest first) into
 * `audience_days` and deletes their hits, in one transaction. `now`: the present (tests pass their own).
 * Returns what it did: `{ cutoff, days, hits, rows }`.
 * @param {CoreApp} app
 * @param {Date} [now]
 */
function rollup(app, now) {
  const at = now instanceof Date && !isNaN(now.getTime()) ? now.getTime() : Date.now()
  const cutoff = monthsBefore(require(`${__hooks}/lib/periods.js`).parisDay(at))
  const result = { cutoff: cutoff, days: 0, hits: 0, rows: 0 }
  const span = new DynamicModel({ days: 0, last: "" })
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS days, COALESCE(MAX(day), '') AS last FROM " +
        "(SELECT DISTINCT day FROM audience_hits WHERE day <= {:cutoff} ORDER BY day LIMIT {:limit})",
    )
    .bind({ cutoff: cutoff, limit: ROLLUP_DAYS })
    .one(span)
  if (span.days === 0) return result
  const stamp = require(`${__hooks}/lib/time.js`).dbDate(at > Date.now() ? at : Date.now())
  const insert = "INSERT INTO audience_days (id, day, dimension, key, medium, campaign, views, visits, created, updated) "
  app.runInTransaction((txApp) => {
    const db = txApp.db()
    const params = { last: span.last, stamp: stamp }
    const where = " FROM audience_hits WHERE day <= {:last} "
    const statements = [
      // Per page: its views, and the visits that began on it.
      insert + "SELECT " + NEW_ID + ", day, 'page', path, '', '', COUNT(*), SUM(entry), {:stamp}, {:stamp}" + where + "GROUP BY day, path",
      // Per referrer: the visits it brought.
      insert +
        "SELECT " +
        NEW_ID +
        ", day, 'referrer', " +
        SOURCE +
        ", medium, campaign, COUNT(*), COUNT(*), {:stamp}, {:stamp}" +
        where +
        "AND entry = 1 GROUP BY day, " +
        SOURCE +
        ", medium, campaign",
      // Per size class and per kind: views and visits.
      insert +
        "SELECT " +
        NEW_ID +
        ", day, 'device', device, '', '', COUNT(*), SUM(entry), {:stamp}, {:stamp}" +
        where +
        "AND device != '' GROUP BY day, device",
      insert + "SELECT " + NEW_ID + ", day, 'kind', kind, '', '', COUNT(*), SUM(entry), {:stamp}, {:stamp}" + where + "GROUP BY day, kind",
    ]
    for (const statement of statements) result.rows += db.newQuery(statement).bind(params).execute().rowsAffected()
    result.hits = db.newQuery("DELETE FROM audience_hits WHERE day <= {:last}").bind(params).execute().rowsAffected()
  })
  result.days = span.days
  app.logger().info("Audience days rolled up", "days", result.days, "hits", result.hits, "rows", result.rows)
  return result
}

/**
 * The days' counts between `from` and `to` (Paris days, included), raw and rolled up alike.
 * @param {CoreApp} app
 * @param {string} from
 * @param {string} to
 */
function dailyCounts(app, from, to) {
  const rows = arrayOf(new DynamicModel({ day: "", views: 0, visits: 0, products: 0, carts: 0, checkouts: 0 }))
  app
    .db()
    .newQuery(
      "SELECT day, SUM(views) AS views, SUM(visits) AS visits, SUM(products) AS products, SUM(carts) AS carts, SUM(checkouts) AS checkouts FROM (" +
        "SELECT day, COUNT(*) AS views, SUM(entry) AS visits, SUM(CASE WHEN " +
        productPath("path") +
        " THEN 1 ELSE 0 END) AS products, " +
        "SUM(kind = 'cart') AS carts, SUM(kind = 'checkout') AS checkouts " +
        "FROM audience_hits WHERE day >= {:from} AND day <= {:to} GROUP BY day " +
        "UNION ALL " +
        "SELECT day, SUM(CASE WHEN dimension = 'page' THEN views ELSE 0 END), SUM(CASE WHEN dimension = 'page' THEN visits ELSE 0 END), " +
        "SUM(CASE WHEN dimension = 'page' AND " +
        productPath("key") +
        " THEN views ELSE 0 END), " +
        "SUM(CASE WHEN dimension = 'kind' AND key = 'cart' THEN views ELSE 0 END), " +
        "SUM(CASE WHEN dimension = 'kind' AND key = 'checkout' THEN views ELSE 0 END) " +
        "FROM audience_days WHERE dimension IN ('page', 'kind') AND day >= {:from} AND day <= {:to} GROUP BY day" +
        ") GROUP BY day ORDER BY day",
    )
    .bind({ from: from, to: to })
    .all(rows)
  return rows
}

/**
 * The invoiced orders of the period that are not gift-card sales (docs/adr/0117: a card is a
 * voucher, not a sale), the figures' rule: invoice number set, `invoiced_at` within the bounds.
 * @param {CoreApp} app
 * @param {string} start PocketBase date text, included
 * @param {string} end excluded
 */
function paidOrders(app, start, end) {
  const count = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS n FROM orders o WHERE o.invoice_number != '' AND o.invoiced_at >= {:start} AND o.invoiced_at < {:end} " +
        // A card order: lines, every one a card (lib/gift-cards.js isCardOrder).
        "AND NOT (json_valid(o.items) AND json_array_length(o.items) > 0 AND NOT EXISTS (" +
        "SELECT 1 FROM json_each(o.items) j WHERE NOT (COALESCE(json_type(j.value, '$.gift_card'), '') = 'object' " +
        "OR COALESCE(json_extract(j.value, '$.id'), '') GLOB 'gift-card-[0-9]*')))",
    )
    .bind({ start: start, end: end })
    .one(count)
  return count.n
}

/**
 * GET /api/shop/admin/audience?period=…: the audience's figures (CONTRACT of issue 29).
 * @param {core.RequestEvent} e
 */
function figures(e) {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const periods = require(`${__hooks}/lib/periods.js`)
  const period = periods.parsePeriod(e.request.url.query())
  if ("error" in period) throw new BadRequestError(period.error)
  const app = e.app
  const { from, to } = period
  const bounds = { from: from, to: to }

  const zero = () => ({ views: 0, visits: 0, productViews: 0 })
  const totals = { current: zero(), previous: zero() }
  const series = period.buckets.map((bucket) => ({ start: bucket.start, views: 0, visits: 0 }))
  const funnel = { productViews: 0, carts: 0, checkouts: 0, paid: 0 }
  for (const row of dailyCounts(app, period.previous.from, to)) {
    const sums = row.day >= from ? totals.current : totals.previous
    sums.views += row.views
    sums.visits += row.visits
    sums.productViews += row.products
    if (row.day < from) continue
    funnel.carts += row.carts
    funnel.checkouts += row.checkouts
    const index = periods.bucketOf(period.buckets, row.day, to)
    if (index >= 0) {
      series[index].views += row.views
      series[index].visits += row.visits
    }
  }
  funnel.productViews = totals.current.productViews
  funnel.paid = paidOrders(app, period.start, period.end)

  const pages = arrayOf(new DynamicModel({ path: "", views: 0, entries: 0 }))
  app
    .db()
    .newQuery(
      "SELECT path, SUM(views) AS views, SUM(entries) AS entries FROM (" +
        "SELECT path, COUNT(*) AS views, SUM(entry) AS entries FROM audience_hits WHERE day >= {:from} AND day <= {:to} GROUP BY path " +
        "UNION ALL SELECT key, SUM(views), SUM(visits) FROM audience_days WHERE dimension = 'page' AND day >= {:from} AND day <= {:to} GROUP BY key" +
        ") GROUP BY path ORDER BY views DESC, entries DESC, path LIMIT {:top}",
    )
    .bind({ from: from, to: to, top: TOP })
    .all(pages)

  const referrers = arrayOf(new DynamicModel({ source: "", medium: "", campaign: "", visits: 0 }))
  app
    .db()
    .newQuery(
      "SELECT source, medium, campaign, SUM(visits) AS visits FROM (" +
        "SELECT " +
        SOURCE +
        " AS source, medium, campaign, COUNT(*) AS visits FROM audience_hits " +
        "WHERE day >= {:from} AND day <= {:to} AND entry = 1 GROUP BY 1, 2, 3 " +
        "UNION ALL SELECT key, medium, campaign, SUM(visits) FROM audience_days WHERE dimension = 'referrer' AND day >= {:from} AND day <= {:to} GROUP BY 1, 2, 3" +
        ") GROUP BY source, medium, campaign ORDER BY visits DESC, source, medium, campaign LIMIT {:top}",
    )
    .bind({ from: from, to: to, top: TOP })
    .all(referrers)

  /** @type {Record<string, number>} */
  const devices = { mobile: 0, tablet: 0, desktop: 0 }
  const classes = arrayOf(new DynamicModel({ device: "", visits: 0 }))
  app
    .db()
    .newQuery(
      "SELECT device, SUM(visits) AS visits FROM (" +
        "SELECT device, SUM(entry) AS visits FROM audience_hits WHERE day >= {:from} AND day <= {:to} AND device != '' GROUP BY device " +
        "UNION ALL SELECT key, SUM(visits) FROM audience_days WHERE dimension = 'device' AND day >= {:from} AND day <= {:to} GROUP BY key" +
        ") GROUP BY device",
    )
    .bind(bounds)
    .all(classes)
  for (const row of classes) if (row.device in devices) devices[row.device] = row.visits

  return e.json(200, {
    period: { from: from, to: to, step: period.step, days: period.days },
    previous: { from: period.previous.from, to: period.previous.to },
    totals: totals,
    series: series,
    pages: pages.map((row) => ({ path: row.path, views: row.views, entries: row.entries })),
    referrers: referrers.map((row) => ({ source: row.source, medium: row.medium, campaign: row.campaign, visits: row.visits })),
    devices: devices,
    funnel: funnel,
  })
}

module.exports = { hitFrom, ownHostsOf, countable, record, rollup, figures, monthsBefore, MESSAGES }
