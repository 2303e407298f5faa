/// <reference path="../pb_data/types.d.ts" />
// Sizes (docs/adr/0104): a size's pro price is hidden like the product's (products.pb.js) and shown
// to pros, admins and superusers only; its stock is written as a delta and its `reserved` is the
// server's, exactly like a product's (lib/product-stock.js, docs/adr/0037).

// A product page reads its sizes expanded with the product (docs/adr/0106): expanded records are
// enriched, not listed, so a pro's sizes show their pro price there too.
onRecordEnrich((e) => {
  if (require(`${__hooks}/lib/shop.js`).seesProPrices(e.requestInfo ? e.requestInfo.auth : null)) e.record.unhide("price_pro", "pro_tiers")
  e.next()
}, "product_variants")

// A size's cost price (hidden, docs/adr/0122) is shown to admins only.
onRecordsListRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (shop.seesProPrices(e.auth)) for (const record of e.records) record.unhide("price_pro", "pro_tiers")
  if (shop.isAdmin(e.auth)) for (const record of e.records) record.unhide("cost_price")
  e.next()
}, "product_variants")

onRecordViewRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (shop.seesProPrices(e.auth)) e.record.unhide("price_pro", "pro_tiers")
  if (shop.isAdmin(e.auth)) e.record.unhide("cost_price")
  e.next()
}, "product_variants")

onRecordUpdateRequest((e) => {
  e.record.unhide("price_pro", "pro_tiers")
  e.record.unhide("cost_price")
  require(`${__hooks}/lib/product-stock.js`).updateProduct(e)
}, "product_variants")

onRecordCreateRequest((e) => {
  e.record.unhide("price_pro", "pro_tiers")
  e.record.unhide("cost_price")
  require(`${__hooks}/lib/product-stock.js`).createProduct(e)
}, "product_variants")

// A size's stock changed by a record save (the admin's form, the dashboard, the seed) is recorded in
// its history like a product's (lib/stock-history.js, docs/adr/0108).
onRecordCreateExecute((e) => require(`${__hooks}/lib/stock-history.js`).onProductSave(e, true), "product_variants")
onRecordUpdateExecute((e) => require(`${__hooks}/lib/stock-history.js`).onProductSave(e, false), "product_variants")

// An admin's pro price on a size is written (a hidden field PocketBase would drop) and never above
// the size's price, or its product's when it has none (lib/product-prices.js, docs/adr/0108).
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/product-prices.js`).applyPrices(e)
  e.next()
}, "product_variants")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/product-prices.js`).applyPrices(e)
  e.next()
}, "product_variants")
