/// <reference path="../pb_data/types.d.ts" />
// A product's stock history (issue 26, point 5; docs/adr/0098-stock-history-and-stock-count.md): every
// change of `products.stock` is one `stock_movements` row (how much, the stock after, why, who, the
// order), written by the server only (pb_hooks/lib/stock-history.js) in the transaction of the change.
// Admins read it on the product; nobody writes it through the API.

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const checkouts = app.findCollectionByNameOrId("checkouts")
    app.save(
      new Collection({
        type: "base",
        name: "stock_movements",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // The history goes with its product (a product is deleted only when nothing refers to it).
          { type: "relation", name: "product", collectionId: products.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "number", name: "change", onlyInt: true },
          { type: "number", name: "stock_after", onlyInt: true },
          {
            type: "select",
            name: "reason",
            required: true,
            maxSelect: 1,
            values: ["sale", "release", "refund", "withdrawal", "cancellation", "manual", "count", "import", "bulk"],
          },
          // Who: the admin; empty for the shop, a customer's checkout or a superuser (then `actor_label`).
          { type: "relation", name: "actor", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          { type: "text", name: "actor_label", max: 200 },
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, cascadeDelete: false },
          // The checkout that held the units, until its order exists (then `order` is filled in).
          { type: "relation", name: "checkout", collectionId: checkouts.id, maxSelect: 1, cascadeDelete: false },
          // A stock count's counted figure (reason `count`).
          { type: "number", name: "counted", onlyInt: true },
          { type: "text", name: "note", max: 500 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX idx_stock_movements_product ON stock_movements (product, created)",
          "CREATE INDEX idx_stock_movements_checkout ON stock_movements (checkout) WHERE checkout != ''",
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("stock_movements"))
  },
)
