/// <reference path="../pb_data/types.d.ts" />
// The folded `search` columns (docs/adr/0090-folded-search-columns.md; the code is in lib/search-fold.js):
// what the back-office finds an order, a product, a user or a withdrawal by, folded like the shop's
// search, so an admin list filters `search ~ {:q}` on the server, blind to case and accents.
//  - Written right before every row is stored (`…Execute`: after the other hooks and the validation,
//    on every path: the records API, the checkout, shipping, invoices, the seed, the dashboard), from
//    the row itself: whatever a client sent in `search` is overwritten.
//  - Kept when what a row is found by changes in another collection: a credit note numbered (its
//    order), a pro application written (its author), a user's name or e-mail changed (their orders
//    that kept neither).
//  - Sent to admins only: the storefront's reads of orders name their fields, and the users' and
//    products' answers to anyone else leave the column out (users.pb.js, products.pb.js).

for (const hook of [onRecordCreateExecute, onRecordUpdateExecute]) {
  hook(
    (e) => {
      require(`${__hooks}/lib/search-fold.js`).fill(e.app, e.record)
      // And the columns the lists sort by (docs/adr/0100).
      require(`${__hooks}/lib/sort-keys.js`).fill(e.app, e.record)
      e.next()
    },
    "orders",
    "products",
    "users",
    "withdrawals",
    "custom_requests",
    "contact_messages",
    "credit_notes",
    "articles",
  )

  // The reference lists keep only a folded name (docs/adr/0100: their pickers search and sort on it).
  hook(
    (e) => {
      require(`${__hooks}/lib/sort-keys.js`).fill(e.app, e.record)
      e.next()
    },
    "categories",
    "stones",
    "materials",
    "colors",
    "stone_properties",
    "chakras",
    "astrological_signs",
  )

  // The sales, by their name (docs/adr/0115).
  hook((e) => {
    require(`${__hooks}/lib/search-fold.js`).fill(e.app, e.record)
    e.next()
  }, "sales")

  hook((e) => {
    e.next()
    if (e.record.getString("number") !== "") require(`${__hooks}/lib/search-fold.js`).refreshOrder(e.app, e.record.getString("order"))
  }, "credit_notes")

  hook((e) => {
    e.next()
    require(`${__hooks}/lib/search-fold.js`).refreshUser(e.app, e.record.getString("user"))
  }, "pro_applications")
}

onRecordUpdateExecute((e) => {
  e.next()
  const before = e.record.original()
  if (before.getString("name") !== e.record.getString("name") || before.email() !== e.record.email()) {
    require(`${__hooks}/lib/search-fold.js`).refreshOrdersOf(e.app, e.record.id)
  }
  if (before.getString("name") !== e.record.getString("name")) require(`${__hooks}/lib/sort-keys.js`).refreshOrdersOf(e.app, e.record.id)
}, "users")
