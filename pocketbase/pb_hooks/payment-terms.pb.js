/// <reference path="../pb_data/types.d.ts" />
// Payment on invoice for approved pros, « Virement à 30 jours » (docs/adr/0131, lib/pro-payment-terms.js):
//  - GET /api/shop/payment-terms (a signed-in user: their own; an admin: `?user=`): whether the
//    transfer is open, the ceiling, the unpaid total and what is left (cents), the terms in days;
//  - POST /api/shop/orders/{id}/payments (admins): a payment received, partial too;
//  - every morning, the reminders (5 days before the due date, after it), once each;
//  - POST /api/shop/payments/remind-run (superusers only): the same pass now, or as at `{ now }` (tests).

cronAdd("shop_payment_reminders", "0 7 * * *", () => {
  const result = require(`${__hooks}/lib/pro-payment-terms.js`).remindDue($app, new Date())
  require(`${__hooks}/lib/mail.js`).deliverNow($app, result.mailIds)
})

routerAdd(
  "POST",
  "/api/shop/payments/remind-run",
  (e) => {
    if (!e.auth || !e.auth.isSuperuser()) throw new ForbiddenError("Réservé au super-administrateur.")
    const body = e.requestInfo().body || {}
    const now = typeof body.now === "string" && body.now.trim() !== "" ? new Date(body.now) : new Date()
    if (isNaN(now.getTime())) throw new BadRequestError("Date invalide.")
    const result = require(`${__hooks}/lib/pro-payment-terms.js`).remindDue(e.app, now)
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, { sent: result.sent }, result.mailIds)
  },
  $apis.requireAuth(),
  $apis.bodyLimit(1024),
)

routerAdd(
  "GET",
  "/api/shop/payment-terms",
  (e) => {
    const shop = require(`${__hooks}/lib/shop.js`)
    const asked = e.request.url.query().get("user")
    let userId = e.auth ? e.auth.id : ""
    if (asked && asked !== userId) {
      if (!shop.isAdmin(e.auth))
        throw new ForbiddenError("Seul un administrateur de la boutique peut lire les conditions d’un autre compte.")
      userId = asked
    }
    if (!shop.shopUser(e.auth) && !shop.isAdmin(e.auth)) throw new UnauthorizedError("Connectez-vous pour lire vos conditions de paiement.")
    e.response.header().set("Cache-Control", "no-store")
    return e.json(200, require(`${__hooks}/lib/pro-payment-terms.js`).accountOf(e.app, userId))
  },
  $apis.requireAuth(),
)

routerAdd(
  "POST",
  "/api/shop/orders/{id}/payments",
  (e) => {
    return require(`${__hooks}/lib/pro-payment-terms.js`).recordPayment(e)
  },
  $apis.requireAuth(),
  $apis.bodyLimit(4 * 1024),
)
