/// <reference path="../pb_data/types.d.ts" />
// Discount codes (docs/adr/0116, lib/discount-codes.js): every save of a code's terms, whatever its
// road (the API, the dashboard, another hook), is checked and normalized; its counters are the
// server's alone (the collection's rules refuse them in a request body).
onRecordCreate((e) => {
  require(`${__hooks}/lib/discount-codes.js`).checkTerms(e.app, e.record)
  e.next()
}, "discount_codes")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/discount-codes.js`).checkTerms(e.app, e.record)
  e.next()
}, "discount_codes")

// A code once spent or held stays (its uses and checkouts name it): said in French before the relation refuses in English.
onRecordDeleteRequest((e) => {
  const used = e.app.findRecordsByFilter("discount_code_uses", "code = {:code}", "", 1, 0, { code: e.record.id })
  const held = e.app.findRecordsByFilter("checkouts", "discount_code = {:code}", "", 1, 0, { code: e.record.id })
  if (used.length > 0 || held.length > 0) throw new BadRequestError("Ce code a déjà servi : désactivez-le plutôt que de le supprimer.")
  e.next()
}, "discount_codes")

// The cart's and the checkout's « Code promo » priced before anything is held (lib/discount-codes.js
// `preview`): anyone may ask, rate limited per address (migration 1764601250).
routerAdd(
  "POST",
  "/api/shop/discount-codes/preview",
  (e) => {
    return require(`${__hooks}/lib/discount-codes.js`).preview(e)
  },
  $apis.bodyLimit(32 * 1024),
)
