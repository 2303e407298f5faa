/// <reference path="../pb_data/types.d.ts" />
// Back-in-stock alerts (issue 27, point 3; docs/adr/0107-back-in-stock-alerts.md): one row per
// e-mail × product × size × kind, written only by `POST /api/shop/stock-alerts` (hook, superuser
// app), read by admins only, never written through the records API. The unsubscribe token is stored
// hashed (sha256); `notified_at` is set in the transaction that queues the one e-mail.

const ADMIN = "@request.auth.role = 'admin'"
const RATE_LIMIT = { label: "POST /api/shop/stock-alerts", maxRequests: 5, duration: 60, audience: "" }

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    const variants = app.findCollectionByNameOrId("product_variants")
    const alerts = new Collection({
      type: "base",
      name: "stock_alerts",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "email", name: "email", required: true },
        { type: "relation", name: "product", collectionId: products.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "relation", name: "variant", collectionId: variants.id, maxSelect: 1, cascadeDelete: true },
        { type: "select", name: "kind", values: ["restock", "similar"], maxSelect: 1, required: true },
        { type: "text", name: "consent_text", max: 300, required: true },
        { type: "date", name: "consent_at", required: true },
        { type: "text", name: "token_hash", max: 64, required: true, hidden: true },
        { type: "date", name: "notified_at" },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_stock_alerts_one ON stock_alerts (email, product, variant, kind)",
        "CREATE INDEX idx_stock_alerts_waiting ON stock_alerts (product, notified_at)",
        "CREATE UNIQUE INDEX idx_stock_alerts_token ON stock_alerts (token_hash)",
      ],
    })
    app.save(alerts)

    const settings = app.settings()
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label), RATE_LIMIT]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label)
    app.save(settings)
    app.delete(app.findCollectionByNameOrId("stock_alerts"))
  },
)
