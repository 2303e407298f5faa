/// <reference path="../pb_data/types.d.ts" />
// The shop's health (docs/adr/0141, lib/health.js):
//  - GET /api/shop/admin/health (admins and superusers): the owner's page /dashboard/sante;
//  - every 15 minutes, an e-mail to the shop when backups, the mail queue or Stripe's webhooks go
//    wrong (once a day at most per kind, and once when it clears); not when PocketBase's environment
//    has HEALTH_ALERTS_CRON=off (tests run the pass by POST /api/shop/health/alerts, superusers only,
//    with `{ now }`: the pass as it would run then);
//  - every backup, scheduled or asked for, is watched: a failure is recorded for the page and the alert.

routerAdd("GET", "/api/shop/admin/health", (e) => require(`${__hooks}/lib/health.js`).serve(e), $apis.requireAuth())

if ($os.getenv("HEALTH_ALERTS_CRON") !== "off") {
  cronAdd("shop_health_alerts", "*/15 * * * *", () => {
    require(`${__hooks}/lib/health.js`).alert($app)
  })
}

routerAdd(
  "POST",
  "/api/shop/health/alerts",
  (e) => require(`${__hooks}/lib/shop.js`).runNightlyPass(e, (app, now) => require(`${__hooks}/lib/health.js`).alert(app, now)),
  $apis.requireAuth(),
)

onBackupCreate((e) => {
  try {
    e.next()
  } catch (err) {
    require(`${__hooks}/lib/health.js`).recordBackupFailure(e.app, err)
    throw err
  }
})
