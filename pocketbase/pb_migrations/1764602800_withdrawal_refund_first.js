/// <reference path="../pb_data/types.d.ts" />
// Where an order paid by gift card and bank card is refunded first, as the customer chose when
// declaring the withdrawal (issue 28, docs/adr/0134): empty for an order paid one way only.

migrate(
  (app) => {
    const withdrawals = app.findCollectionByNameOrId("withdrawals")
    if (withdrawals.fields.getByName("refund_first")) return
    withdrawals.fields.add(new SelectField({ name: "refund_first", values: ["gift_card", "bank_card"], maxSelect: 1 }))
    app.save(withdrawals)
  },
  (app) => {
    const withdrawals = app.findCollectionByNameOrId("withdrawals")
    withdrawals.fields.removeByName("refund_first")
    app.save(withdrawals)
  },
)
