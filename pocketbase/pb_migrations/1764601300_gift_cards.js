/// <reference path="../pb_data/types.d.ts" />
// Gift cards (issue 28, point 3; docs/adr/0117-gift-cards.md): one row per card, written only by the
// hooks (issued in the paying transaction, cancelled in the refunding one or by an admin), read by
// admins and by the buyer (their own cards, for /account). The amounts on sale are the shop's
// settings (`shop_identity.gift_card_amounts`, euros). The balance page is rate limited per IP.

const ADMIN = "@request.auth.role = 'admin'"
const OWNER = "(user != '' && user = @request.auth.id)"
const RATE_LIMIT = { label: "POST /api/shop/gift-cards/balance", maxRequests: 10, duration: 60, audience: "" }

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const cards = new Collection({
      type: "base",
      name: "gift_cards",
      listRule: ADMIN + " || " + OWNER,
      viewRule: ADMIN + " || " + OWNER,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "code", min: 19, max: 19, required: true },
        { type: "number", name: "amount", min: 0, required: true },
        { type: "number", name: "balance", min: 0 },
        { type: "select", name: "status", values: ["active", "cancelled"], maxSelect: 1, required: true },
        { type: "date", name: "expires", required: true },
        { type: "relation", name: "user", collectionId: users.id, maxSelect: 1 },
        { type: "email", name: "buyer_email" },
        { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true },
        { type: "number", name: "line", min: 0, onlyInt: true },
        { type: "text", name: "recipient_name", max: 100 },
        { type: "email", name: "recipient_email" },
        { type: "text", name: "message", max: 500 },
        { type: "date", name: "send_on" },
        { type: "date", name: "sent_at" },
        { type: "date", name: "cancelled_at" },
        { type: "text", name: "cancel_reason", max: 200 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_gift_cards_code ON gift_cards (code)",
        // One card per card line of an order, whoever finishes the payment (browser or webhook).
        'CREATE UNIQUE INDEX idx_gift_cards_line ON gift_cards ("order", line)',
        "CREATE INDEX idx_gift_cards_user ON gift_cards (user, created)",
        "CREATE INDEX idx_gift_cards_due ON gift_cards (sent_at, send_on)",
      ],
    })
    app.save(cards)

    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.add(new JSONField({ name: "gift_card_amounts", maxSize: 2000 }))
    app.save(identity)
    const records = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
    if (records.length > 0) {
      records[0].set("gift_card_amounts", [25, 50, 75, 100])
      app.save(records[0])
    }

    const settings = app.settings()
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label), RATE_LIMIT]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label)
    app.save(settings)
    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.removeByName("gift_card_amounts")
    app.save(identity)
    app.delete(app.findCollectionByNameOrId("gift_cards"))
  },
)
