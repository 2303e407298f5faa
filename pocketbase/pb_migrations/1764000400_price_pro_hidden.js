/// <reference path="../pb_data/types.d.ts" />
// `products.price_pro` is a hidden field (docs/adr/0045-catalogue-read-path.md): PocketBase leaves it
// out of every answer, expand and realtime event by itself, and refuses it in filters and sorts from
// anyone but a superuser. It used to be hidden by a per-record onRecordEnrich hook, which ran the
// JavaScript VM once for each of the 500 products of every catalogue page (~8 times the query's
// cost). pb_hooks/products.pb.js shows it again to pros and admins, once per request.

/**
 * @param {CoreApp} app
 */
function setHidden(app, hidden) {
  const products = app.findCollectionByNameOrId("products")
  products.fields.getByName("price_pro").hidden = hidden
  app.save(products)
}

migrate(
  (app) => setHidden(app, true),
  (app) => setHidden(app, false),
)
