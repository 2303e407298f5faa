/// <reference path="../pb_data/types.d.ts" />
// Orders are created by the verified checkout only (DESIGN.md §7, docs/adr/0023-payment-and-orders.md):
// the logged-in customer sends `{ stripePaymentIntentId, items: [{ id, quantity }] }`; the hook checks
// the payment with Stripe, fills user, items, products, total and status itself, and decrements the
// stock in the same transaction. Superusers (the seed, the dashboard) create orders as they are.

onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) {
    e.next()
    return
  }
  require(`${__hooks}/lib/orders.js`).createOrder(e)
}, "orders")
