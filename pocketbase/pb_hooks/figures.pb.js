/// <reference path="../pb_data/types.d.ts" />
// The owner's sales figures (issue 29; docs/adr/0122-sales-figures.md), admins only: revenue, orders,
// refunds and withdrawals of a period and the one before, revenue over time, best sellers, sales by
// category, stone and channel, new and returning customers, discounts, gift cards and the stock's
// value, computed by SQL aggregates over the invoices and credit notes (lib/figures.js; docs/adr/0122).
routerAdd("GET", "/api/shop/admin/figures", (e) => require(`${__hooks}/lib/figures.js`).serve(e), $apis.requireAuth())

// Each invoice's and credit note's amounts as issued (hidden `doc_*` columns, lib/figures.js
// fillAmounts), written before every save of an order or a credit note, on every path (the checkout,
// the invoice route, refunds, the seed, the dashboard), so that the figures sum columns.
for (const hook of [onRecordCreateExecute, onRecordUpdateExecute]) {
  hook(
    (e) => {
      require(`${__hooks}/lib/figures.js`).fillAmounts(e.app, e.record)
      e.next()
    },
    "orders",
    "credit_notes",
  )
}
