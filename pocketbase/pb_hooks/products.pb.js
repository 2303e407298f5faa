/// <reference path="../pb_data/types.d.ts" />
// The pro price (`products.price_pro`) is a hidden field (pb_migrations/1764000400): PocketBase leaves
// it out of every answer, expand and realtime event, and out of filters and sorts, by itself. Pros,
// admins and superusers are shown it here, once per request; nobody else may even name it
// (pro-price.pb.js refuses that before any query runs). See docs/adr/0045-catalogue-read-path.md
// (why no per-record hook), 0004 and 0043.
// Exclusive products are hidden by the API rules of the products collection (pb_migrations).

// The public catalogue list is answered from a cache kept per catalogue version (lib/catalogue-cache.js).
// Priority 10: after the rate limiter, the auth loader, request-guard.pb.js (-500: the price_pro
// refusal, the filter bounds) and the gzip middleware (0), so a cached answer is compressed like any other.
routerUse(new Middleware((e) => require(`${__hooks}/lib/catalogue-cache.js`).serve(e), 10))

// The folded `search` column (search.pb.js) is the back-office's: left out for everyone else, in the
// same one loop per answer (the product page reads `*`).
onRecordsListRequest((e) => {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) for (const record of e.records) record.hide("search")
  // The cost price (hidden, docs/adr/0122) is the admins' alone.
  else for (const record of e.records) record.unhide("cost_price")
  if (require(`${__hooks}/lib/shop.js`).seesProPrices(e.auth)) {
    for (const record of e.records) record.unhide("price_pro", "pro_tiers")
  } else if (require(`${__hooks}/lib/catalogue-cache.js`).fill(e)) {
    return
  }
  e.next()
}, "products")

onRecordViewRequest((e) => {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) e.record.hide("search")
  else e.record.unhide("cost_price")
  if (require(`${__hooks}/lib/shop.js`).seesProPrices(e.auth)) e.record.unhide("price_pro", "pro_tiers")
  e.next()
}, "products")

// Any saved or deleted product outdates the cached catalogue, once its transaction has committed.
for (const hook of [onModelAfterCreateSuccess, onModelAfterUpdateSuccess, onModelAfterDeleteSuccess]) {
  hook((e) => {
    require(`${__hooks}/lib/catalogue-cache.js`).bump()
    e.next()
  }, "products")
}

// Stock is written as a delta against the stock of the moment, inside the save's transaction, so an
// admin's save never puts back a piece sold while the form was open; `reserved` is the server's
// (docs/adr/0037-stock-writes-and-reserved-pieces.md). Superusers too: the seed and the dashboard
// save whole records. (The exact `stock+`/`stock-` an update sends is noted by request-guard.pb.js.)
// The saved product comes back to the admin with its pro price and cost price (admins only may write products).
onRecordUpdateRequest((e) => {
  e.record.unhide("price_pro", "pro_tiers")
  e.record.unhide("cost_price")
  require(`${__hooks}/lib/product-stock.js`).updateProduct(e)
}, "products")

onRecordCreateRequest((e) => {
  e.record.unhide("price_pro", "pro_tiers")
  e.record.unhide("cost_price")
  require(`${__hooks}/lib/product-stock.js`).createProduct(e)
}, "products")

// An admin's pro price and cost price are written (hidden fields PocketBase would drop), the pro
// price never above the public price (lib/product-prices.js).
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/product-prices.js`).applyPrices(e)
  e.next()
}, "products")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/product-prices.js`).applyPrices(e)
  e.next()
}, "products")

// A create that does not name `published` is published (the seed, scripts and fixtures predate the
// flag); the admin's form always sends it (docs/adr/0059-stock-tools-and-the-published-flag.md).
onRecordCreateRequest((e) => {
  const body = e.requestInfo().body || {}
  if (!Object.prototype.hasOwnProperty.call(body, "published")) e.record.set("published", true)
  e.next()
}, "products")

// Every stock change a product save makes (the form, the dashboard, the seed, any app.save) is
// recorded in the product's stock history, in the save's transaction (docs/adr/0098, lib/stock-history.js).
onRecordCreateExecute((e) => require(`${__hooks}/lib/stock-history.js`).onProductSave(e, true), "products")
onRecordUpdateExecute((e) => require(`${__hooks}/lib/stock-history.js`).onProductSave(e, false), "products")

// The stock count (« Inventaire »), admins only: the counted stock as a change against the stock the
// admin saw, applied to the stock of the moment (docs/adr/0098).
routerAdd(
  "POST",
  "/api/shop/products/{id}/stock-count",
  (e) => require(`${__hooks}/lib/stock-history.js`).countStock(e),
  $apis.requireAuth(),
  $apis.bodyLimit(1024),
)

// The products table's quick tools, admins only (lib/product-tools.js): a stock change as a delta,
// one SQL update that never overwrites a sale; a copy of a product, unpublished, images copied here.
routerAdd(
  "POST",
  "/api/shop/products/{id}/stock",
  (e) => require(`${__hooks}/lib/product-tools.js`).adjustStock(e),
  $apis.requireAuth(),
  $apis.bodyLimit(1024),
)

routerAdd(
  "POST",
  "/api/shop/products/{id}/duplicate",
  (e) => require(`${__hooks}/lib/product-tools.js`).duplicateProduct(e),
  $apis.requireAuth(),
  $apis.bodyLimit(1024),
)

// Bulk actions on the products list, admins only (lib/product-bulk.js, docs/adr/0096): publish, hide,
// prices by a percentage or an amount, stock added or removed; one transaction, a report per product.
routerAdd(
  "POST",
  "/api/shop/products/bulk",
  (e) => require(`${__hooks}/lib/product-bulk.js`).bulkProducts(e),
  $apis.requireAuth(),
  $apis.bodyLimit(32 * 1024),
)

// The products as a CSV, admins only (lib/product-csv.js, docs/adr/0099): the export, read by pages;
// the import, a dry run's report or every accepted line in one transaction.
routerAdd("GET", "/api/shop/products/export.csv", (e) => require(`${__hooks}/lib/product-csv.js`).exportCsv(e))

routerAdd(
  "POST",
  "/api/shop/products/import",
  (e) => require(`${__hooks}/lib/product-csv.js`).importCsv(e),
  $apis.bodyLimit(4 * 1024 * 1024),
)

// The « Tailles » screen's save, admins only (lib/size-editor.js, docs/adr/0108): the options and
// every size of a product in one transaction.
routerAdd(
  "POST",
  "/api/shop/products/{id}/sizes",
  (e) => require(`${__hooks}/lib/size-editor.js`).saveSizes(e),
  $apis.requireAuth(),
  $apis.bodyLimit(256 * 1024),
)
