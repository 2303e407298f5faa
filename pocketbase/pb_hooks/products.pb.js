/// <reference path="../pb_data/types.d.ts" />
// The pro price (`products.price_pro`) is visible only to pros (role professionnel), admins and
// superusers: hidden from every other caller's records, including inside expands (orders?expand=products)
// and realtime events. Nobody else may filter or sort on it, on any collection (e.g. through
// `orders?filter=products.price_pro>10` or a back-relation): pro-price.pb.js refuses that before any
// query runs. See docs/adr/0004-server-side-access-hooks.md and 0043.
// Exclusive products are hidden by the API rules of the products collection (pb_migrations).

onRecordEnrich((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.seesProPrices(e.requestInfo ? e.requestInfo.auth : null)) {
    e.record.hide("price_pro")
  }
  e.next()
}, "products")

// Stock is written as a delta against the stock of the moment, inside the save's transaction, so an
// admin's save never puts back a piece sold while the form was open; `reserved` is the server's
// (docs/adr/0037-stock-writes-and-reserved-pieces.md). Superusers too: the seed and the dashboard
// save whole records.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/product-stock.js`).updateProduct(e)
}, "products")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/product-stock.js`).createProduct(e)
}, "products")

// The exact `stock+`/`stock-` a products update sends, noted before PocketBase resolves it.
routerUse((e) => {
  if (e.request.method === "PATCH") require(`${__hooks}/lib/product-stock.js`).noteSentChange(e)
  return e.next()
})
