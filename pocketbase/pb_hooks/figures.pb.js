/// <reference path="../pb_data/types.d.ts" />
// The owner's sales figures (issue 29; docs/adr/0122-sales-figures.md), admins only: revenue, orders,
// refunds and withdrawals of a period and the one before, revenue over time, best sellers, sales by
// category, stone and channel, new and returning customers, discounts, gift cards and the stock's
// value, computed by SQL aggregates over the invoices and credit notes (lib/figures.js).
routerAdd("GET", "/api/shop/admin/figures", (e) => require(`${__hooks}/lib/figures.js`).serve(e), $apis.requireAuth())
