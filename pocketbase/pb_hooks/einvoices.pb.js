/// <reference path="../pb_data/types.d.ts" />
// Ready for the approved platform (issue 31, point 2; docs/adr/0133; code in lib/einvoices.js and the
// adapter lib/einvoicing-platform.js), admins only: the e-invoices of a period as a zip, the B2C sales
// of a period for e-reporting as a CSV, an order's e-invoice statuses, « Renvoyer » for a rejected
// one, and one run of the queue. The cron sends new e-invoices and reads their statuses every five
// minutes when a platform is configured; EINVOICING_CRON=off leaves it to the tests' run route.

routerAdd("GET", "/api/shop/admin/einvoices.zip", (e) => require(`${__hooks}/lib/einvoices.js`).serveZip(e), $apis.requireAuth())
routerAdd("GET", "/api/shop/admin/ereporting.csv", (e) => require(`${__hooks}/lib/einvoices.js`).serveReport(e), $apis.requireAuth())
routerAdd("GET", "/api/shop/admin/orders/{id}/einvoices", (e) => require(`${__hooks}/lib/einvoices.js`).serveOrder(e), $apis.requireAuth())
routerAdd("GET", "/api/shop/admin/einvoicing", (e) => require(`${__hooks}/lib/einvoices.js`).serveSummary(e), $apis.requireAuth())
routerAdd("POST", "/api/shop/admin/einvoices/run", (e) => require(`${__hooks}/lib/einvoices.js`).serveRun(e), $apis.requireAuth())
routerAdd(
  "POST",
  "/api/shop/admin/einvoices/{id}/resend",
  (e) => require(`${__hooks}/lib/einvoices.js`).serveResend(e),
  $apis.requireAuth(),
)

if ($os.getenv("EINVOICING_CRON") !== "off") {
  cronAdd("shop_einvoicing", "*/5 * * * *", () => {
    try {
      require(`${__hooks}/lib/einvoices.js`).run($app)
    } catch (error) {
      console.error("einvoicing cron: " + error)
    }
  })
}
