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
  (e) => require(`${__hooks}/lib/shop.js`).runNightlyPass(e, (app, now) => require(`${__hooks}/lib/retention.js`).purge(app, now)),
  $apis.requireAuth(),
)
