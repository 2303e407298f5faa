/// <reference path="../pb_data/types.d.ts" />
// The four steps' statuses of a custom request (issue 30; docs/adr/0127-quotes-and-the-request-life.md):
// pending → received, in_progress → in_creation, completed → delivered, plus quote_sent, accepted,
// ready, shipped, declined and cancelled. The select first takes every value (old and new), the rows
// are renamed by SQL, then the select keeps the new list only; `status_rank` follows the new order
// (pb_hooks/lib/sort-keys.js RANKS).
// The signed-link routes of pb_hooks/quotes.pb.js get a rate limit (a token is guessed nowhere else).

const NEW = ["received", "quote_sent", "accepted", "in_creation", "ready", "shipped", "delivered", "declined", "cancelled"]
const OLD = ["pending", "in_progress", "completed"]
const RENAMES = [
  ["pending", "received"],
  ["in_progress", "in_creation"],
  ["completed", "delivered"],
]

const RATE_LIMITS = [
  { label: "/api/shop/custom-requests/", maxRequests: 30, duration: 60, audience: "" },
  { label: "/api/shop/quotes/", maxRequests: 30, duration: 60, audience: "" },
]

/**
 * @param {core.App} app
 * @param {string[]} values
 */
function setValues(app, values) {
  const requests = app.findCollectionByNameOrId("custom_requests")
  const status = /** @type {core.SelectField} */ (requests.fields.getByName("status"))
  status.values = values
  app.save(requests)
}

/**
 * @param {core.App} app
 * @param {string[][]} renames
 * @param {{ [status: string]: number }} ranks
 */
function rename(app, renames, ranks) {
  for (const [from, to] of renames) {
    app.db().newQuery("UPDATE custom_requests SET status = {:to} WHERE status = {:from}").bind({ from, to }).execute()
  }
  app.db().newQuery("UPDATE custom_requests SET status_rank = 99").execute()
  for (const status of Object.keys(ranks)) {
    app
      .db()
      .newQuery("UPDATE custom_requests SET status_rank = {:rank} WHERE status = {:status}")
      .bind({ rank: ranks[status], status })
      .execute()
  }
}

migrate(
  (app) => {
    setValues(app, [...OLD, ...NEW])
    /** @type {{ [status: string]: number }} */
    const ranks = {}
    NEW.forEach((status, index) => (ranks[status] = index + 1))
    rename(app, RENAMES, ranks)
    setValues(app, NEW)

    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => !labels.includes(rule.label)), ...RATE_LIMITS]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => !labels.includes(rule.label))
    app.save(settings)

    setValues(app, [...OLD, ...NEW])
    rename(
      app,
      [
        ["received", "pending"],
        ["quote_sent", "pending"],
        ["accepted", "in_progress"],
        ["in_creation", "in_progress"],
        ["ready", "in_progress"],
        ["shipped", "in_progress"],
        ["delivered", "completed"],
        ["declined", "completed"],
        ["cancelled", "completed"],
      ],
      { pending: 1, in_progress: 2, completed: 3 },
    )
    setValues(app, OLD)
  },
)
