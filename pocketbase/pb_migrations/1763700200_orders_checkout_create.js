/// <reference path="../pb_data/types.d.ts" />
// Opens order creation to logged-in shop users, for the verified checkout (docs/product/rules.md#payment): everything
// else is decided by pb_hooks/orders.pb.js (payment verified with Stripe, amount recomputed, user,
// items, products, total and status filled by the hook, stock decremented in the same transaction).
// Anonymous callers still get PocketBase's refusal. Each attempt costs a call to Stripe, so attempts
// are rate-limited per address. See docs/adr/0023-payment-and-orders.md.

const ORDERS_CREATE_LIMIT = { label: "orders:create", audience: "", duration: 60, maxRequests: 20 }

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.createRule = "@request.auth.id != '' && @request.auth.collectionName = 'users'"
    app.save(orders)

    const settings = app.settings()
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== ORDERS_CREATE_LIMIT.label)
    settings.rateLimits.rules = [...rules, ORDERS_CREATE_LIMIT]
    app.save(settings)
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.createRule = null
    app.save(orders)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== ORDERS_CREATE_LIMIT.label)
    app.save(settings)
  },
)
