/// <reference path="../pb_data/types.d.ts" />
// Personal data past its retention period is deleted every night (docs/adr/0085, lib/retention.js).
//  - POST /api/shop/retention/run (superusers only): runs the same pass now, or as at `{ now }`
//    (an ISO date: what the night of that day would delete; the tests use it). Answers the counts.

cronAdd("shop_retention", "40 3 * * *", () => {
  require(`${__hooks}/lib/retention.js`).purge($app, new Date())
})

routerAdd(
  "POST",
  "/api/shop/retention/run",
  (e) => {
    if (!e.auth || !e.auth.isSuperuser()) {
      throw new ForbiddenError("Réservé au super-administrateur.")
    }
    const body = e.requestInfo().body || {}
    const now = typeof body.now === "string" && body.now.trim() !== "" ? new Date(body.now) : new Date()
    if (isNaN(now.getTime())) throw new BadRequestError("Date invalide.")
    return e.json(200, require(`${__hooks}/lib/retention.js`).purge(e.app, now))
  },
  $apis.requireAuth(),
)
