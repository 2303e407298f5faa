/// <reference path="../pb_data/types.d.ts" />
// Spending a gift card at checkout (docs/adr/0117-gift-cards.md), written by the server only:
// `gift_cards.held` (euros) is what open checkouts hold of its balance (a conditional UPDATE keeps
// `balance - held` from going below zero); `checkouts.gift_card` names the card a checkout spends and
// `checkouts.gift_card_amount` the cents it holds (the checkout's `amount` is the rest, paid by bank
// card); `orders.gift_card` and `orders.gift_card_paid` (euros) are copied when it is paid, and the
// order's `total` is the whole order; `credit_notes.gift_card_credit` (euros) is the part of a refund
// credited back to the card (the card first, the rest to the bank card).

const CARD_LOCKED = " && @request.body.gift_card:isset = false && @request.body.gift_card_paid:isset = false"

migrate(
  (app) => {
    const cards = app.findCollectionByNameOrId("gift_cards")
    cards.fields.add(new NumberField({ name: "held", min: 0 }))
    app.save(cards)

    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.add(new RelationField({ name: "gift_card", collectionId: cards.id, maxSelect: 1, cascadeDelete: false }))
    checkouts.fields.add(new NumberField({ name: "gift_card_amount", min: 0, onlyInt: true }))
    app.save(checkouts)

    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.add(new RelationField({ name: "gift_card", collectionId: cards.id, maxSelect: 1, cascadeDelete: false }))
    orders.fields.add(new NumberField({ name: "gift_card_paid", min: 0 }))
    orders.updateRule = `${orders.updateRule}${CARD_LOCKED}`
    app.save(orders)

    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.add(new NumberField({ name: "gift_card_credit", min: 0 }))
    app.save(notes)
  },
  (app) => {
    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.removeByName("gift_card_credit")
    app.save(notes)

    const orders = app.findCollectionByNameOrId("orders")
    orders.updateRule = orders.updateRule.replace(CARD_LOCKED, "")
    orders.fields.removeByName("gift_card")
    orders.fields.removeByName("gift_card_paid")
    app.save(orders)

    const checkouts = app.findCollectionByNameOrId("checkouts")
    checkouts.fields.removeByName("gift_card")
    checkouts.fields.removeByName("gift_card_amount")
    app.save(checkouts)

    const cards = app.findCollectionByNameOrId("gift_cards")
    cards.fields.removeByName("held")
    app.save(cards)
  },
)
