/// <reference path="../pb_data/types.d.ts" />
// Marketing consent and the one-click unsubscribe (docs/adr/0114, lib/consent.js):
//  - POST /api/shop/unsubscribe { token } or ?jeton= (anyone with the link, no login): the address
//    receives no more marketing e-mail. The page /desinscription posts the token after a click; mail
//    clients post `List-Unsubscribe=One-Click` to the headers' address (RFC 8058);
//  - GET /api/shop/unsubscribe?jeton=: never unsubscribes (mail scanners follow links); sends the
//    reader to the page that asks for the click;
//  - GET/POST /api/shop/newsletter/me { subscribed } (logged-in customers): the account's switch;
//  - admins: GET /api/shop/newsletter/subscribers?page=&q=&status=, GET …/subscribers.csv,
//    POST /api/shop/newsletter/preview { subject, text }, POST /api/shop/newsletter/send { subject, text }.

routerAdd(
  "POST",
  "/api/shop/unsubscribe",
  (e) => {
    const consent = require(`${__hooks}/lib/consent.js`)
    const body = e.requestInfo().body || {}
    const fromQuery = e.request.url.query().get("jeton")
    const token = typeof body.token === "string" ? body.token : fromQuery
    const source = typeof body.token === "string" ? "unsubscribe_link" : "one_click"
    if (!consent.unsubscribe(e.app, token, source)) throw new BadRequestError(consent.MESSAGES.badLink)
    e.response.header().set("Cache-Control", "no-store")
    return e.json(200, { done: true })
  },
  $apis.bodyLimit(1024),
)

routerAdd("GET", "/api/shop/unsubscribe", (e) => {
  const token = e.request.url.query().get("jeton")
  const base = String(e.app.settings().meta.appURL || "").replace(/\/+$/, "")
  e.response.header().set("Cache-Control", "no-store")
  return e.redirect(302, base + "/desinscription?jeton=" + encodeURIComponent(token))
})

routerAdd(
  "GET",
  "/api/shop/newsletter/me",
  (e) => {
    const consent = require(`${__hooks}/lib/consent.js`)
    const auth = require(`${__hooks}/lib/shop.js`).shopUser(e.auth)
    if (!auth) throw new UnauthorizedError(consent.MESSAGES.notUser)
    e.response.header().set("Cache-Control", "no-store")
    return e.json(200, consent.accountChoice(e.app, auth))
  },
  $apis.requireAuth(),
)

routerAdd(
  "POST",
  "/api/shop/newsletter/me",
  (e) => {
    const consent = require(`${__hooks}/lib/consent.js`)
    const auth = require(`${__hooks}/lib/shop.js`).shopUser(e.auth)
    if (!auth) throw new UnauthorizedError(consent.MESSAGES.notUser)
    const body = e.requestInfo().body || {}
    for (const key in body) if (key !== "subscribed") throw new BadRequestError(consent.MESSAGES.badChoice)
    if (typeof body.subscribed !== "boolean") throw new BadRequestError(consent.MESSAGES.badChoice)
    consent.recordChoice(e.app, {
      email: auth.email(),
      user: auth.id,
      status: body.subscribed ? "subscribed" : "unsubscribed",
      source: "account",
      wording: body.subscribed ? consent.WORDING.subscribe : consent.WORDING.unsubscribe,
    })
    return e.json(200, consent.accountChoice(e.app, auth))
  },
  $apis.requireAuth(),
  $apis.bodyLimit(256),
)

routerAdd(
  "GET",
  "/api/shop/newsletter/subscribers",
  (e) => {
    const consent = require(`${__hooks}/lib/consent.js`)
    if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(consent.MESSAGES.adminOnly)
    const query = e.request.url.query()
    e.response.header().set("Cache-Control", "no-store")
    return e.json(200, consent.listPage(e.app, { page: Number(query.get("page")), q: query.get("q"), status: query.get("status") }))
  },
  $apis.requireAuth(),
)

routerAdd(
  "GET",
  "/api/shop/newsletter/subscribers.csv",
  (e) => {
    const consent = require(`${__hooks}/lib/consent.js`)
    if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(consent.MESSAGES.adminOnly)
    const body = consent.subscribersCsv(e.app)
    e.response.header().set("Content-Disposition", 'attachment; filename="abonnes-lettre.csv"')
    e.response.header().set("Cache-Control", "no-store")
    return e.blob(200, "text/csv; charset=utf-8", toBytes(body))
  },
  $apis.requireAuth(),
)

routerAdd(
  "POST",
  "/api/shop/newsletter/preview",
  (e) => {
    const consent = require(`${__hooks}/lib/consent.js`)
    if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(consent.MESSAGES.adminOnly)
    const letter = consent.letterOf(e.requestInfo().body || {})
    const base = String(e.app.settings().meta.appURL || "").replace(/\/+$/, "")
    const content = consent.drawLetter(e.app, letter, base + "/desinscription?jeton=exemple")
    return e.json(200, { subject: content.subject, html: content.html, text: content.text, recipients: consent.audience(e.app).length })
  },
  $apis.requireAuth(),
  $apis.bodyLimit(64 * 1024),
)

// Queued only: the mail cron sends 20 each minute (the throttle); nothing is sent during the request.
routerAdd(
  "POST",
  "/api/shop/newsletter/send",
  (e) => {
    const consent = require(`${__hooks}/lib/consent.js`)
    if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(consent.MESSAGES.adminOnly)
    const letter = consent.letterOf(e.requestInfo().body || {})
    return e.json(200, consent.sendLetter(e.app, letter))
  },
  $apis.requireAuth(),
  $apis.bodyLimit(64 * 1024),
)
