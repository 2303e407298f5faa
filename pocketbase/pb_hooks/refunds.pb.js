/// <reference path="../pb_data/types.d.ts" />
// Refunds and credit notes from the back-office (docs/adr/0051-refunds-and-credit-notes.md; the code
// is in lib/refunds.js). Admins only; small JSON bodies.
//  - POST /api/shop/orders/{id}/refunds  `{ key, lines?: [{ id, quantity }], restock?, reason? }`
//  - POST /api/shop/orders/{id}/cancel   `{ key, reason? }`: a paid order not yet shipped, refunded in
//    full and put back on sale.

routerAdd("POST", "/api/shop/orders/{id}/refunds", (e) => require(`${__hooks}/lib/refunds.js`).refundOrder(e), $apis.bodyLimit(16 * 1024))

routerAdd("POST", "/api/shop/orders/{id}/cancel", (e) => require(`${__hooks}/lib/refunds.js`).cancelOrder(e), $apis.bodyLimit(4 * 1024))

// The credit note's PDF (lib/credit-note-pdf.js): the order's owner or an admin.
routerAdd("GET", "/api/shop/credit-notes/{id}/pdf", (e) => require(`${__hooks}/lib/credit-note-pdf.js`).serveCreditNote(e))
