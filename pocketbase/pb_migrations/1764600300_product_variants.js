/// <reference path="../pb_data/types.d.ts" />
// Sizes (issue 27, point 1; docs/adr/0104-product-options-and-variants.md), the data model only:
//  - `products.options`: up to two options, `[{ "name": "Tour de poignet", "values": ["16 cm", …] }]`.
//    Empty for a product without options, which keeps its own `stock`/`reserved` exactly as before
//    (no variant rows: a unique piece stays one product with one stock).
//  - `product_variants`: one row per combination of a product with options (`option1`, `option2`
//    name the values), with its own reference, stock, reserved, optional price and pro price, position.
//    Read like its product (expands and realtime follow the view rule); only admins write.
//  - `stock_movements.variant`: the stock history names the size (docs/adr/0098).

const ADMIN = "@request.auth.role = 'admin'"
const PRO_OR_ADMIN = "(@request.auth.role = 'professionnel' || @request.auth.role = 'admin')"
const READ = `(product.exclusive = false || ${PRO_OR_ADMIN}) && (product.published = true || ${ADMIN})`
const SKU_PATTERN = "^[A-Z0-9]+(-[A-Z0-9]+)*$"

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    products.fields.add(new JSONField({ name: "options", maxSize: 4000 }))
    app.save(products)

    const variants = new Collection({
      type: "base",
      name: "product_variants",
      listRule: READ,
      viewRule: READ,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: "relation", name: "product", collectionId: products.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "text", name: "option1", max: 60, required: true },
        { type: "text", name: "option2", max: 60 },
        { type: "text", name: "sku", max: 32, pattern: SKU_PATTERN },
        { type: "number", name: "stock", onlyInt: true, min: 0 },
        { type: "number", name: "reserved", onlyInt: true, min: 0 },
        // Empty (0) means the product's price / pro price. The pro price is hidden and named like the
        // product's, so the same guards refuse it in any filter or sort (docs/adr/0043).
        { type: "number", name: "price", min: 0 },
        { type: "number", name: "price_pro", min: 0, hidden: true },
        { type: "number", name: "position", onlyInt: true, min: 0 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_product_variants_combination ON product_variants (product, option1, option2)",
        "CREATE INDEX idx_product_variants_position ON product_variants (product, position)",
        // Unique among sizes when set; uniqueness against `products.sku` is left to a hook (ADR 0104).
        "CREATE UNIQUE INDEX idx_product_variants_sku ON product_variants (sku) WHERE sku != ''",
      ],
    })
    app.save(variants)

    const movements = app.findCollectionByNameOrId("stock_movements")
    movements.fields.add(new RelationField({ name: "variant", collectionId: variants.id, maxSelect: 1, cascadeDelete: true }))
    app.save(movements)
  },
  (app) => {
    const movements = app.findCollectionByNameOrId("stock_movements")
    movements.fields.removeByName("variant")
    app.save(movements)
    app.delete(app.findCollectionByNameOrId("product_variants"))
    const products = app.findCollectionByNameOrId("products")
    products.fields.removeByName("options")
    app.save(products)
  },
)
