/// <reference path="../pb_data/types.d.ts" />
// Paying a quote (issue 30, docs/adr/0128): the paying transaction moves a request to `in_creation`,
// and its balance's order to `shipped` / `delivered`. The request's statuses are renamed by
// 1764602100 (docs/adr/0127, the list and its order are its own); this migration only ADDS the
// values the payments write when they are missing, so it changes nothing once 1764602100 has run
// and lets these payments work on a base where it has not.

const NEEDED = ["received", "quote_sent", "accepted", "in_creation", "ready", "shipped", "delivered", "declined", "cancelled"]

migrate(
  (app) => {
    const requests = app.findCollectionByNameOrId("custom_requests")
    const status = /** @type {SelectField} */ (requests.fields.getByName("status"))
    const values = status.values.slice()
    let added = false
    for (const value of NEEDED) {
      if (values.indexOf(value) === -1) {
        values.push(value)
        added = true
      }
    }
    if (!added) return
    status.values = values
    app.save(requests)
  },
  () => {
    // The union is harmless: nothing to take back (1764602100 sets the final list).
  },
)
