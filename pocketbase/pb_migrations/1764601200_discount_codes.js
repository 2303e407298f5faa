/// <reference path="../pb_data/types.d.ts" />
// Discount codes (issue 28, point 1; docs/adr/0116-discount-codes.md): admins write a code's terms
// through the records API; its counters (`uses`, `held`, `discounted`) are the server's alone, so no
// create or update may carry them. `discount_code_uses` is one row per paid order that spent a code
// (the per-customer limit counts them), written only by the server, read by admins.

const ADMIN = "@request.auth.role = 'admin'"
const COUNTERS = ["uses", "held", "discounted"]
const ADMIN_TERMS = [ADMIN, ...COUNTERS.map((name) => `@request.body.${name}:isset = false`)].join(" && ")

migrate(
  (app) => {
    const categories = app.findCollectionByNameOrId("categories")
    const products = app.findCollectionByNameOrId("products")
    const stones = app.findCollectionByNameOrId("stones")
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const codes = new Collection({
      type: "base",
      name: "discount_codes",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: ADMIN_TERMS,
      updateRule: ADMIN_TERMS,
      // A code once spent stays: its uses name it (a required relation, so the delete fails).
      deleteRule: ADMIN,
      fields: [
        // Matched case-insensitively (the unique index below uses NOCASE): letters, digits, - and _.
        { type: "text", name: "code", min: 3, max: 40, pattern: "^[A-Za-z0-9_-]+$", required: true, presentable: true },
        { type: "select", name: "kind", values: ["percent", "amount"], maxSelect: 1, required: true },
        // A percentage (1–100) or an amount in euros, by `kind`.
        { type: "number", name: "value", min: 0.01, max: 100000, required: true },
        { type: "select", name: "scope", values: ["order", "categories", "products", "stones"], maxSelect: 1, required: true },
        { type: "relation", name: "categories", collectionId: categories.id, maxSelect: 50, cascadeDelete: false },
        { type: "relation", name: "products", collectionId: products.id, maxSelect: 200, cascadeDelete: false },
        { type: "relation", name: "stones", collectionId: stones.id, maxSelect: 50, cascadeDelete: false },
        // Euros, on the goods before the discount; 0 = none.
        { type: "number", name: "min_basket", min: 0, max: 100000 },
        { type: "date", name: "starts_at" },
        { type: "date", name: "ends_at" },
        // 0 = no limit.
        { type: "number", name: "max_uses", min: 0, max: 1000000, onlyInt: true },
        { type: "number", name: "max_uses_per_customer", min: 0, max: 1000, onlyInt: true },
        { type: "bool", name: "first_order_only" },
        { type: "select", name: "audience", values: ["all", "retail", "pro"], maxSelect: 1, required: true },
        { type: "bool", name: "combinable_with_sales" },
        { type: "bool", name: "active" },
        { type: "text", name: "note", max: 500 },
        // The server's counters: paid uses, uses held by open checkouts, euros discounted on paid orders.
        { type: "number", name: "uses", min: 0, onlyInt: true },
        { type: "number", name: "held", min: 0, onlyInt: true },
        { type: "number", name: "discounted", min: 0 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_discount_codes_code ON discount_codes (code COLLATE NOCASE)",
        "CREATE INDEX idx_discount_codes_created ON discount_codes (created)",
      ],
    })
    app.save(codes)

    const uses = new Collection({
      type: "base",
      name: "discount_code_uses",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "relation", name: "code", collectionId: codes.id, maxSelect: 1, required: true, cascadeDelete: false },
        { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        // Euros discounted on that order.
        { type: "number", name: "amount", min: 0 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_discount_code_uses_order ON discount_code_uses (code, `order`)",
        "CREATE INDEX idx_discount_code_uses_user ON discount_code_uses (code, user)",
      ],
    })
    app.save(uses)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("discount_code_uses"))
    app.delete(app.findCollectionByNameOrId("discount_codes"))
  },
)
