/// <reference path="../pb_data/types.d.ts" />
// The order's documents (docs/adr/0047-invoices-and-the-pdf-kit.md): the invoice PDF (the order's
// owner or an admin) and the packing slip PDF (admins). The code is in lib/invoice.js; each handler
// runs in its own JS context, so it is `require`d inside.

routerAdd("GET", "/api/shop/orders/{id}/invoice.pdf", (e) => {
  return require(`${__hooks}/lib/invoice.js`).serveInvoice(e)
})

routerAdd("GET", "/api/shop/orders/{id}/packing-slip.pdf", (e) => {
  return require(`${__hooks}/lib/invoice.js`).servePackingSlip(e)
})

// Admins: the packing slips of several orders as one PDF, `?ids=a,b,c` in that order (docs/adr/0095).
routerAdd("GET", "/api/shop/orders/packing-slips.pdf", (e) => {
  return require(`${__hooks}/lib/invoice.js`).servePackingSlips(e)
})

// Superusers only: the invoice of a paid order recorded without one (the demo seed's orders), with the
// checkout's series and history event (docs/adr/0080).
routerAdd(
  "POST",
  "/api/shop/orders/{id}/invoice",
  (e) => {
    return require(`${__hooks}/lib/invoice.js`).issueMissingInvoice(e)
  },
  $apis.bodyLimit(1024),
)
