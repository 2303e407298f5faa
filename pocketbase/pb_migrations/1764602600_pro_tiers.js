/// <reference path="../pb_data/types.d.ts" />
// Volume prices and minimums for pros (issue 31 point 4, docs/adr/0132-pro-volume-prices-and-minimums.md):
//  - `products.pro_tiers` and `product_variants.pro_tiers`: `[{ "min": 10, "price_pro": 18 }]`, thresholds
//    ascending, TTC like `price_pro` (a size without its own falls back to its product's). Hidden like
//    the pro price (docs/adr/0043, 0045): PocketBase leaves it out of every answer, expand and
//    realtime event; products.pb.js and product-variants.pb.js show it to pros and admins; the request
//    guard refuses a non-pro's request naming it before any query; lib/pro-tiers.js checks and writes
//    back an admin's value.
//  - `products.pro_min_qty`: the fewest pieces a pro orders on a line of the product (0: none).
//  - `shop_identity.pro_min_order`: a pro order's minimum amount of goods HT, euros (0: none).

migrate(
  (app) => {
    for (const name of ["products", "product_variants"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new JSONField({ name: "pro_tiers", maxSize: 4000, hidden: true }))
      if (name === "products") collection.fields.add(new NumberField({ name: "pro_min_qty", min: 0, max: 99, onlyInt: true }))
      app.save(collection)
    }
    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.add(new NumberField({ name: "pro_min_order", min: 0 }))
    app.save(identity)
  },
  (app) => {
    for (const name of ["products", "product_variants"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.removeByName("pro_tiers")
      if (name === "products") collection.fields.removeByName("pro_min_qty")
      app.save(collection)
    }
    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.removeByName("pro_min_order")
    app.save(identity)
  },
)
