/// <reference path="../pb_data/types.d.ts" />
// Refunds and credit notes (issue 13, point 4; docs/adr/0051-refunds-and-credit-notes.md).
//  - `credit_notes`: one per refund made from the back-office. A claim (`pending`, no number) is
//    written before Stripe is asked, so two refunds of the same lines can never both pass; the
//    number (its own continuous series, AV2026-00001) is taken when the refund succeeded, in the
//    transaction that issues it. Read by the order's owner and admins; written by the server only.
//  - `orders.status` gains `refunded` (refunded in full after shipping; `cancelled` is a paid order
//    cancelled and refunded before it left).

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")
    const rule = `(@request.auth.id != '' && order.user = @request.auth.id) || ${ADMIN}`
    app.save(
      new Collection({
        type: "base",
        name: "credit_notes",
        listRule: rule,
        viewRule: rule,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: false },
          { type: "text", name: "number", max: 40 }, // empty while pending
          { type: "select", name: "status", values: ["pending", "issued"], maxSelect: 1, required: true },
          { type: "json", name: "lines", maxSize: 50000 }, // [{ id, name, quantity, price, amount }]
          { type: "number", name: "amount", min: 0 }, // euros, TTC
          { type: "bool", name: "restocked" },
          { type: "text", name: "reason", max: 500 },
          // The back-office's key for one refund (a double click, a retry after a timeout: one credit note).
          { type: "text", name: "request_key", max: 64 },
          { type: "text", name: "refund_id", max: 255 },
          { type: "select", name: "payment_mode", values: ["stripe", "demo"], maxSelect: 1 },
          { type: "relation", name: "actor", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          // When a request last took the claim to Stripe: one request at a time, another after 2 minutes.
          { type: "date", name: "attempt_at" },
          { type: "date", name: "issued_at" },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_credit_notes_number ON credit_notes (number) WHERE number != ''",
          "CREATE UNIQUE INDEX idx_credit_notes_request ON credit_notes (`order`, request_key)",
          "CREATE INDEX idx_credit_notes_order ON credit_notes (`order`)",
        ],
      }),
    )
    const status = orders.fields.getByName("status")
    status.values = [...status.values, "refunded"]
    app.save(orders)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("credit_notes"))
    const orders = app.findCollectionByNameOrId("orders")
    const status = orders.fields.getByName("status")
    status.values = status.values.filter((value) => value !== "refunded")
    app.save(orders)
  },
)
