/// <reference path="../pb_data/types.d.ts" />
// Sales and the legal reference price (issue 28, point 2; docs/adr/0115-sales-and-the-legal-reference-price.md):
//  - `price_history`: every product's and size's public price, pro price and price actually charged,
//    one row per change, written by the server only (lib/sales.js, from the record hooks and the
//    sales cron); admins read it. `at` is when the prices took effect.
//  - `sales`: admin-only; a percentage off the public price, on products, categories or the whole shop,
//    between two date-times.
//  - `products` / `product_variants`: what the storefront reads, kept by the server: the price charged
//    now (`charged_price`, filtered and sorted by the catalogue), the legal reference (`reference_price`,
//    0 when no reduction is shown), the percentage (`sale_percent`) and the sale's end (`sale_ends`).

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    const variants = app.findCollectionByNameOrId("product_variants")
    const categories = app.findCollectionByNameOrId("categories")

    const history = new Collection({
      type: "base",
      name: "price_history",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "relation", name: "product", collectionId: products.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "relation", name: "variant", collectionId: variants.id, maxSelect: 1, cascadeDelete: true },
        { type: "number", name: "price", min: 0 },
        { type: "number", name: "price_pro", min: 0 },
        { type: "number", name: "charged", min: 0 },
        { type: "number", name: "reference", min: 0 },
        { type: "text", name: "sale", max: 15 },
        { type: "date", name: "at", required: true },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_price_history_item ON price_history (product, variant, at)"],
    })
    app.save(history)

    const sales = new Collection({
      type: "base",
      name: "sales",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: "text", name: "name", max: 120, required: true },
        { type: "number", name: "percent", min: 1, max: 90, onlyInt: true, required: true },
        { type: "select", name: "scope", values: ["all", "products", "categories"], maxSelect: 1, required: true },
        { type: "relation", name: "products", collectionId: products.id, maxSelect: 500 },
        { type: "relation", name: "categories", collectionId: categories.id, maxSelect: 100 },
        { type: "date", name: "starts_at", required: true },
        { type: "date", name: "ends_at", required: true },
        { type: "bool", name: "active" },
        // The « before » price the owner may type: never shown (the legal reference is), only warned about.
        { type: "number", name: "before_price", min: 0 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_sales_dates ON sales (active, starts_at, ends_at)"],
    })
    app.save(sales)

    for (const collection of [products, variants]) {
      collection.fields.add(new NumberField({ name: "charged_price", min: 0 }))
      collection.fields.add(new NumberField({ name: "reference_price", min: 0 }))
      collection.fields.add(new NumberField({ name: "sale_percent", min: 0, max: 100, onlyInt: true }))
      collection.fields.add(new DateField({ name: "sale_ends" }))
      app.save(collection)
    }
    app.db().newQuery("UPDATE products SET charged_price = price").execute()
    app
      .db()
      .newQuery(
        "UPDATE product_variants SET charged_price = CASE WHEN price > 0 THEN price ELSE (SELECT price FROM products p WHERE p.id = product_variants.product) END",
      )
      .execute()
    products.indexes.push("CREATE INDEX idx_products_charged_price ON products (charged_price)")
    app.save(products)

    // The history starts with the prices of the moment, in effect since the record's last change.
    app
      .db()
      .newQuery(
        "INSERT INTO price_history (id, product, variant, price, price_pro, charged, reference, sale, at, created, updated) " +
          "SELECT substr(lower(hex(randomblob(8))), 1, 15), id, '', price, price_pro, price, 0, '', updated, updated, updated FROM products",
      )
      .execute()
    app
      .db()
      .newQuery(
        "INSERT INTO price_history (id, product, variant, price, price_pro, charged, reference, sale, at, created, updated) " +
          "SELECT substr(lower(hex(randomblob(8))), 1, 15), v.product, v.id, v.charged_price, " +
          "CASE WHEN v.price_pro > 0 THEN v.price_pro ELSE p.price_pro END, v.charged_price, 0, '', v.updated, v.updated, v.updated " +
          "FROM product_variants v JOIN products p ON p.id = v.product",
      )
      .execute()
  },
  (app) => {
    for (const name of ["products", "product_variants"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.indexes = collection.indexes.filter((index) => index.indexOf("idx_products_charged_price") === -1)
      for (const field of ["charged_price", "reference_price", "sale_percent", "sale_ends"]) collection.fields.removeByName(field)
      app.save(collection)
    }
    app.delete(app.findCollectionByNameOrId("sales"))
    app.delete(app.findCollectionByNameOrId("price_history"))
  },
)
