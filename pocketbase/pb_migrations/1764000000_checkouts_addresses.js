/// <reference path="../pb_data/types.d.ts" />
// Orders a workshop can ship (docs/adr/0032-checkouts-holds-and-the-payment-truth.md):
//  - `addresses`: each customer's address book, read and written by its owner only;
//  - `checkouts`: what the server knows before the customer pays (lines at its own prices, the two
//    addresses, the customer) and the stock it holds meanwhile; written by the server only;
//  - `orders` keep a copy of both addresses and of the customer's name and e-mail, as they were when
//    paid (the account may change or be deleted later; the order stays, docs/adr/0032);
//  - `products.reserved`: units held by open checkouts (the catalogue says "Réservé");
//  - `stripe_events`: the webhook events already handled (replays are answered without effect);
//  - PocketBase trusts the reverse proxy's X-Forwarded-For (rightmost address), so rate limits count
//    per customer, not per proxy (README, "Deploying").

// `@request.auth.id != ''` first: a record whose user was emptied (a deleted account) must not match
// an anonymous caller, whose id is empty too.
const OWNER = "@request.auth.id != '' && user = @request.auth.id"
const SHOP_USER = "@request.auth.id != '' && @request.auth.collectionName = 'users'"
const COUNTRIES = ["FR", "MC", "BE", "LU"]

function timestamps() {
  return [
    { type: "autodate", name: "created", onCreate: true, onUpdate: false },
    { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
  ]
}

/** The fields of an address; the same names are used in the JSON copies kept by checkouts and orders. */
function addressFields() {
  return [
    { type: "text", name: "full_name", required: true, max: 120 },
    { type: "text", name: "company", max: 120 },
    { type: "text", name: "line1", required: true, max: 200 },
    { type: "text", name: "line2", max: 200 },
    { type: "text", name: "postal_code", required: true, max: 12 },
    { type: "text", name: "city", required: true, max: 100 },
    { type: "select", name: "country", values: COUNTRIES, maxSelect: 1, required: true },
    { type: "text", name: "phone", max: 30 },
    { type: "text", name: "siret", max: 20 },
    { type: "text", name: "vat_number", max: 20 },
  ]
}

// PocketBase tries the rules whose label is "METHOD /path" (exact, then prefix) before the plain
// "/api/" prefix of the settings migration, so each of these is written with its method.
const RATE_LIMITS = [
  // A checkout holds stock: a person starts a few, a script thousands.
  { label: "POST /api/shop/checkouts", audience: "", duration: 60, maxRequests: 10 },
  // Confirmations (each may call Stripe) and the shop's other writes.
  { label: "POST /api/shop/", audience: "", duration: 60, maxRequests: 60 },
  { label: "DELETE /api/shop/checkouts/", audience: "", duration: 60, maxRequests: 60 },
  // The payment function reads the checkout for every customer from its own address: generous, so
  // that junk sent to the function (which limits per client first) cannot lock real customers out.
  { label: "GET /api/shop/checkouts/", audience: "", duration: 60, maxRequests: 1200 },
  // Stripe's own deliveries: a burst after an outage must not be refused.
  { label: "POST /api/shop/stripe/webhook", audience: "", duration: 10, maxRequests: 300 },
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const productsCollection = app.findCollectionByNameOrId("products")

    productsCollection.fields.add(new NumberField({ name: "reserved", onlyInt: true, min: 0 }))
    app.save(productsCollection)

    app.save(
      new Collection({
        type: "base",
        name: "addresses",
        listRule: OWNER,
        viewRule: OWNER,
        createRule: `${SHOP_USER} && ${OWNER}`,
        updateRule: `${OWNER} && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
        deleteRule: OWNER,
        fields: [
          { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "text", name: "label", max: 60 },
          ...addressFields(),
          { type: "bool", name: "is_default" },
          ...timestamps(),
        ],
        indexes: ["CREATE INDEX idx_addresses_user ON addresses (user)"],
      }),
    )

    const orders = app.findCollectionByNameOrId("orders")
    const checkouts = new Collection({
      type: "base",
      name: "checkouts",
      // Server only: the shop's routes read and write them (pb_hooks/checkout.pb.js).
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "text", name: "email", max: 255 },
        { type: "text", name: "customer_name", max: 200 },
        { type: "json", name: "items", maxSize: 200000 }, // [{ id, name, quantity, price }]
        { type: "number", name: "amount", onlyInt: true, min: 0 }, // cents
        { type: "select", name: "status", values: ["open", "paid", "released", "refunded"], maxSelect: 1, required: true },
        { type: "date", name: "expires" },
        { type: "json", name: "shipping_address", maxSize: 10000 },
        { type: "json", name: "billing_address", maxSize: 10000 },
        { type: "select", name: "payment_mode", values: ["stripe", "demo"], maxSelect: 1 },
        { type: "text", name: "payment_intent", max: 255 },
        { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, cascadeDelete: false },
        { type: "text", name: "note", max: 500 },
        ...timestamps(),
      ],
      indexes: [
        "CREATE INDEX idx_checkouts_status_expires ON checkouts (status, expires)",
        "CREATE INDEX idx_checkouts_user ON checkouts (user)",
      ],
    })
    app.save(checkouts)

    // The order keeps what it was sold with; the account may be deleted (orders are kept, docs/adr/0032).
    orders.fields.getByName("user").required = false
    orders.fields.add(new TextField({ name: "email", max: 255 }))
    orders.fields.add(new TextField({ name: "customer_name", max: 200 }))
    orders.fields.add(new JSONField({ name: "shipping_address", maxSize: 10000 }))
    orders.fields.add(new JSONField({ name: "billing_address", maxSize: 10000 }))
    orders.fields.add(new RelationField({ name: "checkout", collectionId: checkouts.id, maxSelect: 1, cascadeDelete: false }))
    orders.fields.add(new SelectField({ name: "payment_mode", values: ["stripe", "demo"], maxSelect: 1 }))
    orders.fields.add(new NumberField({ name: "amount_refunded", min: 0 }))
    // Orders are written by the server only (the checkout's confirmation and the Stripe webhook).
    // An order outlives a deleted account with an empty user: it must never match an anonymous caller.
    orders.listRule = "(@request.auth.id != '' && user = @request.auth.id) || @request.auth.role = 'admin'"
    orders.viewRule = orders.listRule
    orders.createRule = null
    orders.updateRule =
      "@request.auth.role = 'admin' && " +
      [
        "user",
        "items",
        "products",
        "total",
        "stripePaymentIntentId",
        "email",
        "customer_name",
        "shipping_address",
        "billing_address",
        "checkout",
        "payment_mode",
        "amount_refunded",
      ]
        .map((name) => `@request.body.${name}:isset = false`)
        .join(" && ")
    orders.indexes = [...orders.indexes, "CREATE UNIQUE INDEX idx_orders_checkout ON orders (checkout) WHERE checkout != ''"]
    app.save(orders)

    app.save(
      new Collection({
        type: "base",
        name: "stripe_events",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [{ type: "text", name: "event_id", required: true, max: 255 }, { type: "text", name: "type", max: 100 }, ...timestamps()],
        indexes: ["CREATE UNIQUE INDEX idx_stripe_events_event_id ON stripe_events (event_id)"],
      }),
    )

    const settings = app.settings()
    // Behind the reverse proxy (README): its appended X-Forwarded-For address is the client's.
    settings.trustedProxy.headers = ["X-Forwarded-For"]
    settings.trustedProxy.useLeftmostIP = false
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = [
      ...settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1 && rule.label !== "orders:create"),
      ...RATE_LIMITS,
    ]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1)
    settings.trustedProxy.headers = []
    app.save(settings)

    const orders = app.findCollectionByNameOrId("orders")
    for (const name of ["email", "customer_name", "shipping_address", "billing_address", "checkout", "payment_mode", "amount_refunded"]) {
      orders.fields.removeByName(name)
    }
    orders.indexes = orders.indexes.filter((index) => index.indexOf("idx_orders_checkout") === -1)
    orders.listRule = "user = @request.auth.id || @request.auth.role = 'admin'"
    orders.viewRule = orders.listRule
    app.save(orders)
    for (const name of ["stripe_events", "checkouts", "addresses"]) app.delete(app.findCollectionByNameOrId(name))
    const products = app.findCollectionByNameOrId("products")
    products.fields.removeByName("reserved")
    app.save(products)
  },
)
