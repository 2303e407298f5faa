/// <reference path="../pb_data/types.d.ts" />
// Options and sizes checked by the server (lib/product-options.js, docs/adr/0108): loaded before
// products.pb.js and product-variants.pb.js, so a refused save is refused before its stock transaction.

onRecordCreateRequest((e) => require(`${__hooks}/lib/product-options.js`).checkProduct(e), "products")
onRecordUpdateRequest((e) => require(`${__hooks}/lib/product-options.js`).checkProduct(e), "products")
onRecordCreateRequest((e) => require(`${__hooks}/lib/product-options.js`).checkSize(e), "product_variants")
onRecordUpdateRequest((e) => require(`${__hooks}/lib/product-options.js`).checkSize(e), "product_variants")
onRecordDeleteRequest((e) => require(`${__hooks}/lib/product-options.js`).checkSizeDelete(e), "product_variants")
