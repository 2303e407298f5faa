/// <reference path="../pb_data/types.d.ts" />
// Payment on invoice for approved pros, « Virement à 30 jours » (issue 31; docs/adr/0131):
//  - `pro_terms`: per pro, whether the owner allows it and the ceiling of what may stay unpaid (euros);
//    admins only;
//  - `order_payments`: the transfers the shop received for an order (partial too), written by the
//    server only (POST /api/shop/orders/{id}/payments), read by admins and the order's customer;
//  - orders: `payment_method` (card | transfer; empty = card), `due_at`, `amount_received`,
//    `payment_state` (due | partial | paid; empty for a card order), `reminded_at` (the reminders
//    sent: { soon, late } dates) — written by the server only;
//  - checkouts: `payment_method`, as the customer chose it;
//  - shop_identity: `iban`, `bic`, `payment_terms_days` (30 at first), printed on the invoices.

const ADMIN = "@request.auth.role = 'admin'"
const ORDER_FIELDS = ["payment_method", "due_at", "amount_received", "payment_state", "reminded_at"]
const LOCKED = ORDER_FIELDS.map((name) => " && @request.body." + name + ":isset = false").join("")
/** A fictional IBAN (its check digits are right) and BIC for the fictional demonstration identity. */
const DEMO_IBAN = "FR7630006000011234567890189"
const DEMO_BIC = "AGRIFRPP"

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")

    const terms = new Collection({
      type: "base",
      name: "pro_terms",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "bool", name: "transfer_allowed" },
        { type: "number", name: "credit_ceiling", min: 0, max: 1000000 },
        // The owner's own words on the agreement (when, why).
        { type: "text", name: "note", max: 500 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_pro_terms_user ON pro_terms (user)"],
    })
    app.save(terms)

    const payments = new Collection({
      type: "base",
      name: "order_payments",
      listRule: ADMIN + " || order.user = @request.auth.id",
      viewRule: ADMIN + " || order.user = @request.auth.id",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: false },
        { type: "number", name: "amount", min: 0.01, max: 1000000, required: true },
        { type: "date", name: "received_on", required: true },
        { type: "select", name: "method", values: ["transfer", "cheque", "other"], maxSelect: 1, required: true },
        { type: "text", name: "note", max: 500 },
        { type: "relation", name: "recorded_by", collectionId: users.id, maxSelect: 1 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_order_payments_order ON order_payments (`order`, received_on)"],
    })
    app.save(payments)

    orders.fields.add(new SelectField({ name: "payment_method", values: ["card", "transfer"], maxSelect: 1 }))
    orders.fields.add(new DateField({ name: "due_at" }))
    orders.fields.add(new NumberField({ name: "amount_received", min: 0 }))
    orders.fields.add(new SelectField({ name: "payment_state", values: ["due", "partial", "paid"], maxSelect: 1 }))
    orders.fields.add(new JSONField({ name: "reminded_at", maxSize: 1000 }))
    orders.updateRule = orders.updateRule + LOCKED
    orders.indexes = orders.indexes.concat([
      "CREATE INDEX idx_orders_payment_due ON orders (payment_state, due_at) WHERE payment_method = 'transfer'",
      "CREATE INDEX idx_orders_user_transfer ON orders (user, payment_state) WHERE payment_method = 'transfer'",
    ])
    app.save(orders)

    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.add(new SelectField({ name: "payment_method", values: ["card", "transfer"], maxSelect: 1 }))
    app.save(checkouts)

    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.add(new TextField({ name: "iban", max: 42 }))
    identity.fields.add(new TextField({ name: "bic", max: 11 }))
    // French law caps terms at 60 days from the invoice (L441-10 Code de commerce).
    identity.fields.add(new NumberField({ name: "payment_terms_days", min: 1, max: 60, onlyInt: true }))
    app.save(identity)
    for (const record of app.findRecordsByFilter("shop_identity", "", "", 0, 0)) {
      record.set("payment_terms_days", 30)
      if (record.getBool("fictional") && !record.getString("iban")) {
        record.set("iban", DEMO_IBAN)
        record.set("bic", DEMO_BIC)
      }
      app.saveNoValidate(record)
    }
  },
  (app) => {
    const identity = app.findCollectionByNameOrId("shop_identity")
    for (const name of ["iban", "bic", "payment_terms_days"]) identity.fields.removeByName(name)
    app.save(identity)
    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.removeByName("payment_method")
    app.save(checkouts)
    const orders = app.findCollectionByNameOrId("orders")
    orders.updateRule = orders.updateRule.replace(LOCKED, "")
    orders.indexes = orders.indexes.filter(
      (index) => index.indexOf("idx_orders_payment_due") === -1 && index.indexOf("idx_orders_user_transfer") === -1,
    )
    for (const name of ORDER_FIELDS) orders.fields.removeByName(name)
    app.save(orders)
    app.delete(app.findCollectionByNameOrId("order_payments"))
    app.delete(app.findCollectionByNameOrId("pro_terms"))
  },
)
