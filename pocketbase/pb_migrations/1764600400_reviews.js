/// <reference path="../pb_data/types.d.ts" />
// Reviews from real buyers (issue 27, point 5; docs/adr/0105):
//  - `reviews`: one per (order, product), written only by POST /api/shop/reviews (pb_hooks/reviews.pb.js)
//    for a delivered order; read by everyone once published, by admins always. Admins moderate
//    (status, refusal reason, public reply) and can never change what the buyer wrote (L121-4 28°).
//    `author` and `order` are hidden fields: the public sees `author_name` (first name + initial).
//  - `review_requests`: the « Votre avis » e-mail, one row per order (its unique index is the
//    "never twice" guard), the link's token stored as a SHA-256 hash.
//  - `mail_opt_outs`: who asked not to receive a kind of e-mail, with its date and source.
//  The date of the experience is the order's delivery, read from its history (`order_events`), so
//  that `orders` keeps its schema (the `customer_figures` view names its index).
//  - `shop_identity.review_request_days`: days after delivery before the e-mail (0 = never; 7).

const ADMIN = "@request.auth.role = 'admin'"
const PUBLIC_READ = `status = 'published' || ${ADMIN}`
/** What the buyer wrote and what the server sets: an admin's update never names them. */
const LOCKED = ["product", "order", "author", "author_name", "rating", "title", "text", "experienced_at", "published_at", "replied_at"]
const REFUSAL_REASONS = ["insults", "personal_data", "off_topic", "unreadable", "advertising", "not_genuine"]

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId("products")
    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")

    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.add(new NumberField({ name: "review_request_days", onlyInt: true, min: 0, max: 60 }))
    app.save(identity)
    app.db().newQuery("UPDATE shop_identity SET review_request_days = 7").execute()

    app.save(
      new Collection({
        type: "base",
        name: "reviews",
        listRule: PUBLIC_READ,
        viewRule: PUBLIC_READ,
        createRule: null,
        updateRule: `${ADMIN} && ${LOCKED.map((f) => `@request.body.${f}:isset = false`).join(" && ")}`,
        deleteRule: null,
        fields: [
          { type: "relation", name: "product", collectionId: products.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: true, hidden: true },
          // A deleted account takes its reviews with it (personal data, docs/product/rules.md).
          { type: "relation", name: "author", collectionId: users.id, maxSelect: 1, cascadeDelete: true, hidden: true },
          { type: "text", name: "author_name", required: true, max: 60 },
          { type: "number", name: "rating", required: true, onlyInt: true, min: 1, max: 5 },
          { type: "text", name: "title", max: 120 },
          { type: "text", name: "text", required: true, max: 2000 },
          { type: "date", name: "experienced_at", required: true },
          { type: "select", name: "status", required: true, maxSelect: 1, values: ["pending", "published", "refused"] },
          { type: "select", name: "refusal_reason", maxSelect: 1, values: REFUSAL_REASONS },
          { type: "text", name: "reply", max: 2000 },
          { type: "date", name: "replied_at" },
          { type: "date", name: "published_at" },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_reviews_order_product ON reviews (`order`, product)",
          "CREATE INDEX idx_reviews_product_published ON reviews (product, status, published_at)",
          "CREATE INDEX idx_reviews_status_created ON reviews (status, created)",
        ],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "review_requests",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "text", name: "token_hash", max: 64, hidden: true },
          // queued: the e-mail is in mail_queue; opted_out: the address had said no, nothing sent.
          { type: "select", name: "outcome", required: true, maxSelect: 1, values: ["queued", "opted_out"] },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_review_requests_order ON review_requests (`order`)",
          "CREATE UNIQUE INDEX idx_review_requests_token ON review_requests (token_hash) WHERE token_hash != ''",
        ],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "mail_opt_outs",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "email", name: "email", required: true },
          { type: "select", name: "topic", required: true, maxSelect: 1, values: ["review_request"] },
          // Where it was said: "review_request_link" (the e-mail's link), "admin"…
          { type: "text", name: "source", max: 60 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_mail_opt_outs_email_topic ON mail_opt_outs (email, topic)"],
      }),
    )
  },
  (app) => {
    for (const name of ["mail_opt_outs", "review_requests", "reviews"]) app.delete(app.findCollectionByNameOrId(name))
    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.removeByName("review_request_days")
    app.save(identity)
  },
)
