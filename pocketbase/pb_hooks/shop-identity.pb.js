/// <reference path="../pb_data/types.d.ts" />
// The shop's legal identity (docs/adr/0048-the-shop-legal-identity-and-the-point-of-sale.md): every
// save, whatever its origin (the admin screen, the dashboard, the seed), is normalized and its
// identifiers checked (pb_hooks/lib/shop-identity.js). Model hooks, so no path stores a SIRET with a
// wrong key. Each handler runs in its own JS context: shared code is `require`d inside the handler.

onRecordCreate((e) => {
  require(`${__hooks}/lib/shop-identity.js`).applyIdentityRules(e.record)
  e.next()
}, "shop_identity")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/shop-identity.js`).applyIdentityRules(e.record)
  e.next()
}, "shop_identity")
