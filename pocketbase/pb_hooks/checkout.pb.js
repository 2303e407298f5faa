/// <reference path="../pb_data/types.d.ts" />
// The checkout's routes (docs/adr/0032-checkouts-holds-and-the-payment-truth.md): the server prices
// the order and holds the stock before the customer pays, then the browser's confirmation or Stripe's
// webhook turns the paid intent into exactly one order (or one refund). Orders are never created
// through the records API (their create rule is closed). The code is in lib/checkout.js and
// lib/webhook.js; each handler runs in its own JS context, so they are `require`d inside.

// Bodies are small (a few lines and two addresses): anything bigger is refused before it is read.
routerAdd(
  "POST",
  "/api/shop/checkouts",
  (e) => {
    return require(`${__hooks}/lib/checkout.js`).createCheckout(e)
  },
  $apis.bodyLimit(32 * 1024),
)

routerAdd("GET", "/api/shop/checkouts/{id}", (e) => {
  return require(`${__hooks}/lib/checkout.js`).readCheckout(e)
})

routerAdd("DELETE", "/api/shop/checkouts/{id}", (e) => {
  return require(`${__hooks}/lib/checkout.js`).deleteCheckout(e)
})

routerAdd(
  "POST",
  "/api/shop/checkouts/{id}/confirm",
  (e) => {
    const checkout = require(`${__hooks}/lib/checkout.js`)
    const own = checkout.ownCheckout(e)
    const body = e.requestInfo().body || {}
    const result = checkout.finalizeCheckout(e.app, own.id, body.paymentIntentId, own.getString("user"))
    checkout.answerThenMail(e, 200, { order: checkout.orderSummary(result.order), created: result.created }, result.mailIds)
  },
  $apis.bodyLimit(4 * 1024),
)

routerAdd(
  "POST",
  "/api/shop/stripe/webhook",
  (e) => {
    let result
    try {
      result = require(`${__hooks}/lib/webhook.js`).handleWebhook(e)
    } catch (err) {
      // A refused or failed delivery is shown on the owner's health page (docs/adr/0141).
      require(`${__hooks}/lib/health.js`).recordWebhookFailure(e.app, err)
      throw err
    }
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, result.answer, result.mailIds)
  },
  $apis.bodyLimit(512 * 1024),
)

// Holds that expired without a payment go back on sale (also done before every new hold).
cronAdd("release-expired-checkouts", "* * * * *", () => {
  require(`${__hooks}/lib/checkout.js`).releaseExpired($app)
})

// The reconciliation (lib/reconcile.js, docs/adr/0079): every minute, Stripe is asked what the
// confirmation and the webhook missed. Off when PocketBase's environment has
// PAYMENT_RECONCILE_CRON=off (tests that leave a payment unfinished on purpose run it by the route).
if ($os.getenv("PAYMENT_RECONCILE_CRON") !== "off") {
  cronAdd("reconcile-payments", "* * * * *", () => {
    require(`${__hooks}/lib/reconcile.js`).reconcile($app)
  })
}

// POST /api/shop/payments/reconcile (superuser or admin): one run now; answers what it did.
routerAdd(
  "POST",
  "/api/shop/payments/reconcile",
  (e) => {
    if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) {
      throw new ForbiddenError("Seul un administrateur de la boutique peut lancer le rapprochement des paiements.")
    }
    return e.json(200, require(`${__hooks}/lib/reconcile.js`).reconcile(e.app))
  },
  $apis.requireAuth(),
)
