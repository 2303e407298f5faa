/// <reference path="../pb_data/types.d.ts" />
// B2B orders and the customer's order page (issue 24, docs/adr/0080-b2b-orders-and-the-order-page.md):
//  - `checkouts.b2b`, `orders.b2b`: a professional buying for their business (an account with the role
//    `professionnel` when the checkout opened). Written by the server only (the checkout, then the order
//    it becomes): a B2B order has no consumer withdrawal, and its invoice carries the B2B terms.
//  - `order_events`: the order's owner reads the events of their order that say what happened to it
//    (paid, invoiced, shipped, status, refund, credit note, withdrawal), for the order page; who did it
//    and the server's own details stay the admins' (pb_hooks/order-events.pb.js hides them).

const ADMIN = "@request.auth.role = 'admin'"

/** The history's events a customer sees on their order page (the others are the back-office's). */
const CUSTOMER_EVENT_TYPES = ["paid", "invoice", "shipped", "status", "refund", "credit_note", "withdrawal"]

const OWNER_EVENTS =
  "(@request.auth.id != '' && order.user = @request.auth.id && (" +
  CUSTOMER_EVENT_TYPES.map((type) => `type = '${type}'`).join(" || ") +
  "))"

const B2B_LOCKED = " && @request.body.b2b:isset = false"

migrate(
  (app) => {
    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.add(new BoolField({ name: "b2b" }))
    app.save(checkouts)

    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.add(new BoolField({ name: "b2b" }))
    orders.updateRule = `${orders.updateRule}${B2B_LOCKED}`
    app.save(orders)

    const events = app.findCollectionByNameOrId("order_events")
    events.listRule = `${ADMIN} || ${OWNER_EVENTS}`
    events.viewRule = events.listRule
    app.save(events)
  },
  (app) => {
    const events = app.findCollectionByNameOrId("order_events")
    events.listRule = ADMIN
    events.viewRule = ADMIN
    app.save(events)

    const orders = app.findCollectionByNameOrId("orders")
    orders.updateRule = orders.updateRule.replace(B2B_LOCKED, "")
    orders.fields.removeByName("b2b")
    app.save(orders)

    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.removeByName("b2b")
    app.save(checkouts)
  },
)
