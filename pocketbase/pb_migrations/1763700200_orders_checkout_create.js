/// <reference path="../pb_data/types.d.ts" />
// Opens order creation to logged-in shop users, for the verified checkout (DESIGN.md §7): everything
// else is decided by pb_hooks/orders.pb.js (payment verified with Stripe, amount recomputed, user,
// items, products, total and status filled by the hook, stock decremented in the same transaction).
// Anonymous callers still get PocketBase's refusal. See docs/adr/0023-payment-and-orders.md.

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.createRule = "@request.auth.id != '' && @request.auth.collectionName = 'users'"
    app.save(orders)
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.createRule = null
    app.save(orders)
  },
)
