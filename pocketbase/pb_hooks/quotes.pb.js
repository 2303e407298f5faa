/// <reference path="../pb_data/types.d.ts" />
// Quotes and a custom request's life (docs/adr/0127-quotes-and-the-request-life.md, lib/quotes.js):
//  - a draft quote saved through the records API (admins) is checked, its total and deposit written;
//  - POST /api/shop/quotes/{id}/send (admins): numbered, its PDF stored, e-mailed with the signed link;
//  - GET /api/shop/custom-requests/{id}/page?jeton=: the customer's request page (owner, link, admin);
//  - POST /api/shop/quotes/{id}/accept { jeton? }: the latest sent quote, while valid;
//  - GET /api/shop/quotes/{id}/pdf?jeton=: the PDF of record;
//  - POST /api/shop/custom-requests/{id}/messages { body, jeton?, change_request? }: the thread.
// The routes a link opens are rate limited (migration 1764602100).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/quotes.js`).prepareDraft(e, null)
  e.next()
}, "quotes")

onRecordUpdateRequest((e) => {
  const original = e.record.original()
  require(`${__hooks}/lib/quotes.js`).prepareDraft(e, original)
  e.next()
}, "quotes")

routerAdd("POST", "/api/shop/quotes/{id}/send", (e) => require(`${__hooks}/lib/quotes.js`).send(e), $apis.bodyLimit(1024))
routerAdd("POST", "/api/shop/quotes/{id}/accept", (e) => require(`${__hooks}/lib/quotes.js`).accept(e), $apis.bodyLimit(2048))
routerAdd("GET", "/api/shop/quotes/{id}/pdf", (e) => require(`${__hooks}/lib/quotes.js`).servePdf(e))
routerAdd("GET", "/api/shop/custom-requests/{id}/page", (e) => require(`${__hooks}/lib/quotes.js`).page(e))
routerAdd(
  "POST",
  "/api/shop/custom-requests/{id}/messages",
  (e) => require(`${__hooks}/lib/quotes.js`).postMessage(e),
  $apis.bodyLimit(16 * 1024),
)
