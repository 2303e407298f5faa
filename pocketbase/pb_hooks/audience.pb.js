/// <reference path="../pb_data/types.d.ts" />
// Audience without a tracker (docs/adr/0123, lib/audience.js):
//  - POST /api/shop/hits (anyone): counts a page view, or not; always 204, never a cookie. The body
//    is read by lib/audience.js itself (at most 4 KB; the beacon sends it as text/plain, which needs
//    no CORS preflight). PocketBase's rate limiter answers 429 past 60 a minute from one address.
//  - GET /api/shop/admin/audience (admins): the figures of a period (lib/periods.js).
//  - every night at 03:50 (after the retention pass), days 13 months old are rolled up into
//    `audience_days` and their raw hits deleted; POST /api/shop/audience/rollup (superusers only)
//    runs the same pass now, or as at `{ now }` (an ISO date; the tests use it).

routerAdd("POST", "/api/shop/hits", (e) => require(`${__hooks}/lib/audience.js`).record(e))

routerAdd("GET", "/api/shop/admin/audience", (e) => require(`${__hooks}/lib/audience.js`).figures(e), $apis.requireAuth())

cronAdd("shop_audience_rollup", "50 3 * * *", () => {
  require(`${__hooks}/lib/audience.js`).rollup($app, new Date())
})

routerAdd(
  "POST",
  "/api/shop/audience/rollup",
  (e) => require(`${__hooks}/lib/shop.js`).runNightlyPass(e, (app, now) => require(`${__hooks}/lib/audience.js`).rollup(app, now)),
  $apis.requireAuth(),
)
