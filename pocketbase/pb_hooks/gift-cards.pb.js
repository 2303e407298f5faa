/// <reference path="../pb_data/types.d.ts" />
// Gift cards (docs/adr/0117, lib/gift-cards.js):
//  - GET /api/shop/gift-cards/amounts: the amounts on sale (public);
//  - POST /api/shop/gift-cards/balance `{ code }`: one card's balance and validity (public, rate limited);
//  - GET /api/shop/admin/gift-cards?q=&page=, POST /api/shop/admin/gift-cards/{id}/cancel (admins);
//  - every 10 minutes, the recipients' e-mails whose day has come are queued (once) and sent; not
//    when MAIL_QUEUE_CRON=off (tests call POST /api/shop/gift-cards/send-due as superuser instead).
routerAdd("GET", "/api/shop/gift-cards/amounts", (e) => require(`${__hooks}/lib/gift-cards.js`).amountsRoute(e))
routerAdd("POST", "/api/shop/gift-cards/balance", (e) => require(`${__hooks}/lib/gift-cards.js`).balance(e), $apis.bodyLimit(1024))
routerAdd("GET", "/api/shop/admin/gift-cards", (e) => require(`${__hooks}/lib/gift-cards.js`).adminList(e))
routerAdd(
  "POST",
  "/api/shop/admin/gift-cards/{id}/cancel",
  (e) => require(`${__hooks}/lib/gift-cards.js`).adminCancel(e),
  $apis.bodyLimit(2048),
)
routerAdd(
  "POST",
  "/api/shop/gift-cards/send-due",
  (e) => e.json(200, { queued: require(`${__hooks}/lib/gift-cards.js`).sendDueMails(e.app) }),
  $apis.requireSuperuserAuth(),
)

if ($os.getenv("MAIL_QUEUE_CRON") !== "off") {
  cronAdd("shop_gift_card_mails", "*/10 * * * *", () => {
    require(`${__hooks}/lib/gift-cards.js`).sendDueMails($app)
  })
}
