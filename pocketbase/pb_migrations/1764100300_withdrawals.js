/// <reference path="../pb_data/types.d.ts" />
// The online withdrawal function (issue 13, docs/adr/0049-online-withdrawal-function.md): one
// `withdrawals` row per order whose consumer declared the withdrawal ('Renoncer au contrat ici' →
// 'Confirmer la rétractation'). Written only by the routes of pb_hooks/withdrawals.pb.js (in the same
// transaction as the order's history event); admins read every declaration, a customer the
// declarations about their own orders. Nobody creates, changes or deletes one through the records API.

const OWNER_OR_ADMIN = "@request.auth.role = 'admin' || (@request.auth.id != '' && order.user = @request.auth.id)"

const RATE_LIMITS = [
  // Step 1 answers whether a number and an address match: bounded so that nobody tries numbers in bulk.
  { label: "POST /api/shop/withdrawals/check", audience: "", duration: 60, maxRequests: 20 },
  // Step 2 writes and mails.
  { label: "POST /api/shop/withdrawals", audience: "", duration: 60, maxRequests: 10 },
]

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")
    app.save(
      new Collection({
        type: "base",
        name: "withdrawals",
        listRule: OWNER_OR_ADMIN,
        viewRule: OWNER_OR_ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: false },
          // The logged-in customer who declared it, or none (a visitor: order number + e-mail).
          { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          { type: "text", name: "name", required: true, max: 200 },
          // Where the acknowledgement went.
          { type: "email", name: "email", required: true },
          // The order number as the consumer typed it (the declaration's own words).
          { type: "text", name: "order_number", max: 100 },
          { type: "date", name: "declared_at", required: true },
          // The end of the withdrawal period as the shop computed it; empty while the order is not shipped.
          { type: "date", name: "deadline" },
          // What is withdrawn: the whole order, a copy of its lines at the time of the declaration.
          { type: "json", name: "lines", maxSize: 50000 },
          { type: "select", name: "status", maxSelect: 1, values: ["received", "refunded", "refused"], required: true },
          { type: "text", name: "admin_note", max: 2000 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        // One declaration per order: a second confirmation finds the first (and ten at once make one).
        indexes: [
          "CREATE UNIQUE INDEX idx_withdrawals_order ON withdrawals (`order`)",
          "CREATE INDEX idx_withdrawals_created ON withdrawals (created)",
        ],
      }),
    )

    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1), ...RATE_LIMITS]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1)
    app.save(settings)
    app.delete(app.findCollectionByNameOrId("withdrawals"))
  },
)
