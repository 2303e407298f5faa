/// <reference path="../pb_data/types.d.ts" />
// Sizes in the catalogue (docs/adr/0110-sizes-in-the-catalogue.md): a product's size summary
// (`sized`, `sizes`, `sizes_stock`, lib/product-sizes.js) follows its sizes' rows in the transaction
// that changes them, and the cached catalogue (lib/catalogue-cache.js, docs/adr/0045) is outdated
// once it commits. The SQL stock paths refresh it through `recordStockChange` and bump the cache
// themselves.

for (const hook of [onRecordCreateExecute, onRecordUpdateExecute, onRecordDeleteExecute]) {
  hook((e) => {
    e.next()
    const sizes = require(`${__hooks}/lib/product-sizes.js`)
    sizes.refresh(e.app, e.record.getString("product"))
    // A size moved to another product: the one it left is summed again too.
    const before = e.record.original().getString("product")
    if (before && before !== e.record.getString("product")) sizes.refresh(e.app, before)
  }, "product_variants")
}

for (const hook of [onModelAfterCreateSuccess, onModelAfterUpdateSuccess, onModelAfterDeleteSuccess]) {
  hook((e) => {
    require(`${__hooks}/lib/catalogue-cache.js`).bump()
    e.next()
  }, "product_variants")
}

// The summary is the server's: a product saved by anyone (a form, the seed, an import) carries the
// one of the moment, never what it was sent or read with.
for (const hook of [onRecordCreateExecute, onRecordUpdateExecute]) {
  hook((e) => {
    require(`${__hooks}/lib/product-sizes.js`).stamp(e.app, e.record)
    e.next()
  }, "products")
}
