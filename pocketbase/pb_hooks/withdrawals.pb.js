/// <reference path="../pb_data/types.d.ts" />
// The online withdrawal function's routes (docs/adr/0049-online-withdrawal-function.md). Open to
// visitors (order number + e-mail) and to logged-in customers (their own orders). Bodies are three
// short texts: anything bigger is refused before it is read. Rate-limited per address by the rules of
// pb_migrations/1764100300_withdrawals.js. The code is in lib/withdrawals.js.

// Step 1 ('Renoncer au contrat ici'): what will be declared, or the declaration already made. Writes nothing.
routerAdd(
  "POST",
  "/api/shop/withdrawals/check",
  (e) => {
    e.response.header().set("Cache-Control", "no-store")
    return require(`${__hooks}/lib/withdrawals.js`).check(e)
  },
  $apis.bodyLimit(4 * 1024),
)

// Step 2 ('Confirmer la rétractation'): records it, answers (201, or 200 with the first declaration),
// then sends the acknowledgement.
routerAdd(
  "POST",
  "/api/shop/withdrawals",
  (e) => {
    const result = require(`${__hooks}/lib/withdrawals.js`).confirm(e)
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, result.status, result.payload, result.mailIds)
  },
  $apis.bodyLimit(4 * 1024),
)
