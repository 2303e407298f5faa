/// <reference path="../pb_data/types.d.ts" />
// Every refund booked once (issue 24, point 0; docs/adr/0079-a-refund-booked-once-and-the-reconciliation.md):
//  - `payment_refunds`: the ledger of the money Stripe gave back on an order, one row per Stripe refund
//    id (a unique index: whoever books it second — the back-office, the webhook, the reconciliation —
//    finds it booked). A refund made from the back-office points to its credit note; one made in
//    Stripe's Dashboard has none. The order's `amount_refunded` is the sum of its rows. Admins read
//    it; only the server writes it.
//  - `credit_notes.attempts`: how many times the claim was taken to Stripe (each attempt its own
//    idempotency key, taken only once Stripe's refunds showed the previous one made nothing);
//    `credit_notes.cancels`: the claim cancels the order (the cancel route) rather than refunds it.
// Existing issued credit notes and recorded refunds are copied into the ledger.

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.add(new NumberField({ name: "attempts", min: 0, onlyInt: true }))
    notes.fields.add(new BoolField({ name: "cancels" }))
    app.save(notes)

    const ledger = new Collection({
      type: "base",
      name: "payment_refunds",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: false },
        { type: "text", name: "refund_id", required: true, max: 255 },
        { type: "number", name: "amount", min: 0 }, // euros
        // shop: made from the back-office (with its credit note); stripe: made in Stripe's Dashboard;
        // legacy: recorded before this ledger existed, without a Stripe id.
        { type: "select", name: "source", values: ["shop", "stripe", "legacy"], maxSelect: 1, required: true },
        { type: "relation", name: "credit_note", collectionId: notes.id, maxSelect: 1, cascadeDelete: false },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_payment_refunds_refund ON payment_refunds (refund_id)",
        "CREATE INDEX idx_payment_refunds_order ON payment_refunds (`order`)",
      ],
    })
    app.save(ledger)

    // The ledger starts with what the orders already say: each issued credit note, then whatever the
    // order records beyond them (refunds made in Stripe's Dashboard, booked before by amount only).
    const booked = {}
    for (const note of app.findRecordsByFilter("credit_notes", "status = 'issued'", "created", 0, 0)) {
      const row = new Record(ledger)
      const orderId = note.getString("order")
      row.set("order", orderId)
      row.set("refund_id", note.getString("refund_id") || "legacy_" + note.id)
      row.set("amount", note.getFloat("amount"))
      row.set("source", "shop")
      row.set("credit_note", note.id)
      app.save(row)
      booked[orderId] = (booked[orderId] || 0) + Math.round(note.getFloat("amount") * 100)
    }
    for (const order of app.findRecordsByFilter("orders", "amount_refunded > 0", "created", 0, 0)) {
      const rest = Math.round(order.getFloat("amount_refunded") * 100) - (booked[order.id] || 0)
      if (rest <= 0) continue
      const row = new Record(ledger)
      row.set("order", order.id)
      row.set("refund_id", "legacy_" + order.id)
      row.set("amount", rest / 100)
      row.set("source", "legacy")
      app.save(row)
    }
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("payment_refunds"))
    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.removeByName("attempts")
    notes.fields.removeByName("cancels")
    app.save(notes)
  },
)
