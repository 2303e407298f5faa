/// <reference path="../pb_data/types.d.ts" />
// Back-in-stock alerts (docs/adr/0107, lib/stock-alerts.js): subscribing needs no account (rate
// limited per IP by the migration's rule); unsubscribing takes the token of the e-mail's link.
routerAdd("POST", "/api/shop/stock-alerts", (e) => require(`${__hooks}/lib/stock-alerts.js`).subscribe(e), $apis.bodyLimit(2048))
routerAdd(
  "POST",
  "/api/shop/stock-alerts/unsubscribe",
  (e) => require(`${__hooks}/lib/stock-alerts.js`).unsubscribe(e),
  $apis.bodyLimit(1024),
)
