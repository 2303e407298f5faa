/// <reference path="../pb_data/types.d.ts" />
// Stock work without the full form (issue 14, point 3; docs/adr/0059-stock-tools-and-the-published-flag.md).
//  - `products.published`: a product hidden from the shop without being deleted. Every product that
//    exists now stays in the shop. The list and view rules hide an unpublished product from everyone
//    but admins (expands and realtime follow the view rule); exclusive products stay pro/admin only.
//    A create that does not name `published` is published (pb_hooks/products.pb.js).
//  - `shop_identity.low_stock_threshold`: the admin's "low stock" line (0–1000, 2 by default), read by
//    the overview's 'Stock faible' card and the products list.

const ADMIN = "@request.auth.role = 'admin'"
const PRO_OR_ADMIN = "(@request.auth.role = 'professionnel' || @request.auth.role = 'admin')"
const BEFORE = `exclusive = false || ${PRO_OR_ADMIN}`
const AFTER = `(exclusive = false || ${PRO_OR_ADMIN}) && (published = true || ${ADMIN})`

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    products.fields.add(new BoolField({ name: "published" }))
    products.listRule = AFTER
    products.viewRule = AFTER
    app.save(products)
    app.db().newQuery("UPDATE products SET published = TRUE").execute()

    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.add(new NumberField({ name: "low_stock_threshold", onlyInt: true, min: 0, max: 1000 }))
    app.save(identity)
    app.db().newQuery("UPDATE shop_identity SET low_stock_threshold = 2").execute()
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    products.fields.removeByName("published")
    products.listRule = BEFORE
    products.viewRule = BEFORE
    app.save(products)
    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.removeByName("low_stock_threshold")
    app.save(identity)
  },
)
