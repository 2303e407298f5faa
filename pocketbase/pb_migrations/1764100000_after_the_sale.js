/// <reference path="../pb_data/types.d.ts" />
// After the sale (issue 13, docs/adr/0046-after-the-sale-data-model.md): the shop's legal identity,
// the order's history, the numbering series and the order's shipping and invoice fields.
//  - `shop_identity`: one record, read by anyone (the legal pages, the CGV, the invoices), written by
//    admins. Created here with empty values; the demo seed fills it with clearly fictional ones.
//  - `order_events`: every transition of an order (who, when, what), written by the server only.
//  - `counters`: the continuous numbering series (invoice, credit note), server only.
//  - `orders`: invoice number and date, shipping (carrier, tracking), written by the server only.

const ADMIN = "@request.auth.role = 'admin'"

function timestamps() {
  return [
    { type: "autodate", name: "created", onCreate: true, onUpdate: false },
    { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
  ]
}

/**
 * @param {string} name
 */
const text = (name, max = 300) => ({ type: "text", name, max })

/** Server-written order fields: the admin's plain update may not set them. */
const ORDER_SERVER_FIELDS = ["invoice_number", "invoiced_at", "carrier", "tracking_number", "tracking_url", "shipped_at"]

migrate(
  (app) => {
    const identity = new Collection({
      type: "base",
      name: "shop_identity",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: ADMIN,
      deleteRule: null,
      fields: [
        text("trade_name", 200), // nom commercial: "Éclat de Pierre"
        text("legal_name", 200), // dénomination sociale, or the entrepreneur's name
        text("legal_form", 200), // "Entreprise individuelle", "SAS au capital de 1 000 €"…
        text("share_capital", 100),
        { type: "text", name: "siren", max: 9, pattern: "^([0-9]{9})?$" },
        { type: "text", name: "siret", max: 14, pattern: "^([0-9]{14})?$" },
        text("registration", 200), // "RCS Lyon 123 456 789", "RNE", "RM 69 …"
        text("vat_number", 20), // FR + 11 characters; empty when not registered
        { type: "bool", name: "vat_exempt" }, // franchise en base: "TVA non applicable, art. 293 B du CGI"
        { type: "number", name: "vat_rate", min: 0, max: 100 }, // percent, when not exempt
        text("address_line1", 200),
        text("address_line2", 200),
        text("postal_code", 10),
        text("city", 100),
        text("country", 100),
        text("email", 255),
        text("phone", 30),
        text("publication_director", 200),
        text("host_name", 200), // hébergeur of the site
        text("host_address", 300),
        text("mediator_name", 200), // médiateur de la consommation
        { type: "url", name: "mediator_url" },
        text("payment_terms", 300), // for professional buyers' invoices
        text("late_penalty_rate", 300), // idem: taux des pénalités de retard
        { type: "number", name: "withdrawal_days", onlyInt: true, min: 14, max: 365 },
        text("delivery_time", 200), // "3 à 5 jours ouvrés", shown before the order button
        // True for the demo seed's fictional identity: the shop says so on the legal pages.
        { type: "bool", name: "fictional" },
        ...timestamps(),
      ],
    })
    app.save(identity)
    const record = new Record(identity)
    record.set("country", "France")
    record.set("withdrawal_days", 14)
    record.set("vat_exempt", true)
    app.save(record)

    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")

    app.save(
      new Collection({
        type: "base",
        name: "order_events",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: false },
          // paid, status, shipped, delivered, cancelled, invoice, refund, credit_note, withdrawal, mail…
          { type: "text", name: "type", required: true, max: 40 },
          // Who: a user (admin or customer), or nobody for the server, Stripe or a visitor.
          { type: "relation", name: "actor", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          text("actor_label", 200), // "Stripe", "Visiteur (e-mail)", the admin's name at the time
          { type: "json", name: "data", maxSize: 20000 }, // what changed: { from, to }, { carrier, tracking_number }…
          ...timestamps(),
        ],
        indexes: ["CREATE INDEX idx_order_events_order ON order_events (`order`, created)"],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "counters",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "name", required: true, max: 40 },
          { type: "number", name: "value", onlyInt: true, min: 0 },
          ...timestamps(),
        ],
        indexes: ["CREATE UNIQUE INDEX idx_counters_name ON counters (name)"],
      }),
    )

    orders.fields.add(new TextField({ name: "invoice_number", max: 40 }))
    orders.fields.add(new DateField({ name: "invoiced_at" }))
    orders.fields.add(new TextField({ name: "carrier", max: 100 }))
    orders.fields.add(new TextField({ name: "tracking_number", max: 100 }))
    orders.fields.add(new URLField({ name: "tracking_url" }))
    orders.fields.add(new DateField({ name: "shipped_at" }))
    orders.indexes = [
      ...orders.indexes,
      "CREATE UNIQUE INDEX idx_orders_invoice_number ON orders (invoice_number) WHERE invoice_number != ''",
    ]
    orders.updateRule = `${orders.updateRule} && ${ORDER_SERVER_FIELDS.map((name) => `@request.body.${name}:isset = false`).join(" && ")}`
    app.save(orders)
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    for (const name of ORDER_SERVER_FIELDS) orders.fields.removeByName(name)
    orders.indexes = orders.indexes.filter((index) => index.indexOf("idx_orders_invoice_number") === -1)
    orders.updateRule = orders.updateRule.replace(
      ` && ${ORDER_SERVER_FIELDS.map((name) => `@request.body.${name}:isset = false`).join(" && ")}`,
      "",
    )
    app.save(orders)
    for (const name of ["counters", "order_events", "shop_identity"]) app.delete(app.findCollectionByNameOrId(name))
  },
)
