/// <reference path="../pb_data/types.d.ts" />
// A discount code on a checkout and the order it becomes (docs/adr/0116-discount-codes.md), written by
// the server only: `checkouts.discount_code` names the code whose use the checkout holds and
// `checkouts.discount` its total in cents (the checkout's `amount` is after it); `orders.discount`
// (euros) and `orders.discount_code` (the code as typed by the shop) are copied when it is paid. Each
// line's share is `discount` (euros) in the items' JSON.

const DISCOUNT_LOCKED = " && @request.body.discount:isset = false && @request.body.discount_code:isset = false"

migrate(
  (app) => {
    const codes = app.findCollectionByNameOrId("discount_codes")
    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.add(new RelationField({ name: "discount_code", collectionId: codes.id, maxSelect: 1, cascadeDelete: false }))
    checkouts.fields.add(new NumberField({ name: "discount", min: 0, onlyInt: true }))
    app.save(checkouts)

    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.add(new NumberField({ name: "discount", min: 0 }))
    orders.fields.add(new TextField({ name: "discount_code", max: 40 }))
    orders.updateRule = `${orders.updateRule}${DISCOUNT_LOCKED}`
    app.save(orders)
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.updateRule = orders.updateRule.replace(DISCOUNT_LOCKED, "")
    orders.fields.removeByName("discount")
    orders.fields.removeByName("discount_code")
    app.save(orders)

    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.removeByName("discount_code")
    checkouts.fields.removeByName("discount")
    app.save(checkouts)
  },
)
