/// <reference path="../pb_data/types.d.ts" />
// Sizes in the catalogue (issue 27, point 1; docs/adr/0110-sizes-in-the-catalogue.md): what the
// catalogue needs of a product's sizes, kept on the product by the server in the transaction of every
// change of a size's stock (lib/product-sizes.js), so the cached catalogue list carries it:
//  - `sized`: the product has options or size rows, and is sold only through its sizes;
//  - `sizes`: `[{ "size": "17 cm", "stock": 2, "reserved": 0 }]`, one entry per first-option value in
//    the sizes' order, stock and holds summed over a second option (null for a product without);
//  - `sizes_stock`: the sum of the sizes' stock, for the server's « in stock » filters.
// Existing sizes are summed once here.

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    products.fields.add(new BoolField({ name: "sized" }))
    products.fields.add(new JSONField({ name: "sizes", maxSize: 4000 }))
    products.fields.add(new NumberField({ name: "sizes_stock", onlyInt: true, min: 0 }))
    products.indexes.push("CREATE INDEX idx_products_sizes_stock ON products (sized, sizes_stock)")
    app.save(products)
    // Products with size rows or options (sold only through their sizes, docs/adr/0104).
    const rows = arrayOf(new DynamicModel({ product: "" }))
    app
      .db()
      .newQuery(
        "SELECT id AS product FROM products WHERE id IN (SELECT product FROM product_variants) " +
          "OR (json_valid(options) AND json_type(options) = 'array' AND json_array_length(options) > 0)",
      )
      .all(rows)
    const sizes = require(`${__hooks}/lib/product-sizes.js`)
    for (const row of rows) sizes.refresh(app, row.product)
  },
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    products.indexes = products.indexes.filter((index) => index.indexOf("idx_products_sizes_stock") === -1)
    for (const name of ["sized", "sizes", "sizes_stock"]) products.fields.removeByName(name)
    app.save(products)
  },
)
