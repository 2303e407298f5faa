/// <reference path="../pb_data/types.d.ts" />
// Product references (docs/adr/0061-pro-prices-ht-ttc-skus-and-catalogue-photos.md): `products.sku`, an
// optional text the shop owner sets in the product form. Upper-case letters, digits and single dashes
// (no dash first or last), at most 32 characters, so a reference reads the same on an invoice, in a
// spreadsheet and in a search. Unique when set: the partial index leaves every product without one free.
// Read like the name (the collection's rules); only admins write (the collection's update rule).

const SKU_PATTERN = "^[A-Z0-9]+(-[A-Z0-9]+)*$"
const SKU_INDEX = "CREATE UNIQUE INDEX idx_products_sku ON products (sku) WHERE sku != ''"

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    products.fields.add(new TextField({ name: "sku", max: 32, pattern: SKU_PATTERN }))
    products.indexes.push(SKU_INDEX)
    app.save(products)
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    products.indexes = products.indexes.filter((index) => index !== SKU_INDEX)
    products.fields.removeByName("sku")
    app.save(products)
  },
)
