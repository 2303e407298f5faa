/// <reference path="../pb_data/types.d.ts" />
// Reviews from real buyers (docs/adr/0105, lib/reviews.js):
//  - every morning, the « Votre avis » e-mail for the orders delivered N days ago (shop_identity
//    .review_request_days; 0 = never), once per order;
//  - POST /api/shop/reviews/ask-run (superusers only): the same pass now, or as at `{ now }` (tests);
//  - POST /api/shop/reviews/invitation { token | order }: for anyone with the link, or the order's
//    logged-in owner, the order's pieces and which were reviewed;
//  - POST /api/shop/reviews { token | order, product, rating, title?, text }: a pending review;
//  - POST /api/shop/reviews/opt-out { token }: no more review requests to that address;
//  - GET /api/shop/reviews/moderation?status=&page= (admins): a page of 50 reviews with their order
//    (a hidden field of the records API) and product, newest first, for the moderation screen;
//  - GET /api/shop/reviews/notice: the legal notice the product page shows beside the reviews;
//  - GET /api/shop/products/{id}/reviews?page=N: a page of 50 published reviews, the figures and the
//    notice, in one answer read without the records API's empty-list throttle (docs/adr/0112);
//  - an admin's moderation (records API; the update rule locks what the buyer wrote) dates the
//    publication and the reply, and tells the author of a refusal by e-mail.

cronAdd("shop_review_requests", "15 9 * * *", () => {
  const result = require(`${__hooks}/lib/reviews.js`).askDue($app, new Date())
  require(`${__hooks}/lib/mail.js`).deliverNow($app, result.mailIds)
})

routerAdd(
  "POST",
  "/api/shop/reviews/ask-run",
  (e) => {
    if (!e.auth || !e.auth.isSuperuser()) throw new ForbiddenError("Réservé au super-administrateur.")
    const body = e.requestInfo().body || {}
    const now = typeof body.now === "string" && body.now.trim() !== "" ? new Date(body.now) : new Date()
    if (isNaN(now.getTime())) throw new BadRequestError("Date invalide.")
    const result = require(`${__hooks}/lib/reviews.js`).askDue(e.app, now)
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, { asked: result.asked, optedOut: result.optedOut }, result.mailIds)
  },
  $apis.requireAuth(),
)

// A POST, so that the link's token stays out of the request logs (a query string is logged).
routerAdd(
  "POST",
  "/api/shop/reviews/invitation",
  (e) => {
    const reviews = require(`${__hooks}/lib/reviews.js`)
    const body = e.requestInfo().body || {}
    const order = reviews.reviewableOrder(e, body)
    e.response.header().set("Cache-Control", "no-store")
    return e.json(200, {
      order: order.id,
      delivered_at: reviews.deliveredAt(e.app, order),
      author_name: reviews.publicName(order.getString("customer_name")),
      pieces: reviews.piecesOf(e.app, order),
    })
  },
  $apis.bodyLimit(1024),
)

routerAdd(
  "POST",
  "/api/shop/reviews",
  (e) => {
    const result = require(`${__hooks}/lib/reviews.js`).submit(e)
    return e.json(200, result)
  },
  $apis.bodyLimit(8 * 1024),
)

routerAdd(
  "POST",
  "/api/shop/reviews/opt-out",
  (e) => {
    const reviews = require(`${__hooks}/lib/reviews.js`)
    const body = e.requestInfo().body || {}
    if (!reviews.optOut(e.app, typeof body.token === "string" ? body.token : "")) throw new BadRequestError(reviews.MESSAGES.badLink)
    return e.json(200, { done: true })
  },
  $apis.bodyLimit(1024),
)

routerAdd(
  "GET",
  "/api/shop/reviews/moderation",
  (e) => {
    if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError("Réservé aux administrateurs.")
    const query = e.request.url.query()
    const result = require(`${__hooks}/lib/reviews.js`).moderationPage(e.app, query.get("status"), Number(query.get("page")) || 1)
    e.response.header().set("Cache-Control", "no-store")
    return e.json(200, result)
  },
  $apis.requireAuth(),
)

routerAdd("GET", "/api/shop/reviews/notice", (e) => {
  e.response.header().set("Cache-Control", "public, max-age=300")
  return e.json(200, require(`${__hooks}/lib/reviews.js`).notice())
})

routerAdd("GET", "/api/shop/products/{id}/reviews", (e) => {
  const result = require(`${__hooks}/lib/reviews.js`).productReviews(e)
  e.response.header().set("Cache-Control", result.public ? "public, max-age=60" : "private, no-store")
  return e.json(200, result.body)
})

onRecordUpdate((e) => {
  const refused = require(`${__hooks}/lib/reviews.js`).applyModeration(e.record)
  e.next()
  if (refused) {
    const ids = require(`${__hooks}/lib/reviews.js`).queueRefusalMail(e.app, e.record)
    if (ids.length > 0) {
      // After the transaction (if any): the mail cron sends what a failure leaves queued.
      try {
        require(`${__hooks}/lib/mail.js`).deliverNow($app, ids)
      } catch (error) {
        e.app.logger().error("review refusal mail stays queued", "error", String(error))
      }
    }
  }
}, "reviews")
