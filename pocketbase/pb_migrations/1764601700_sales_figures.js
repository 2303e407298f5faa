/// <reference path="../pb_data/types.d.ts" />
// The owner's sales figures (issue 29; docs/adr/0122-sales-figures.md):
//  - `products.cost_price` and `product_variants.cost_price`: what a piece costs the workshop, in euros
//    (0: not given; a size without its own falls back to its product's). Hidden like the pro price
//    (docs/adr/0045): PocketBase leaves it out of every answer, expand and realtime event, and out of
//    anyone's filters and sorts but a superuser's; products.pb.js and product-variants.pb.js show it
//    to admins only, and lib/product-prices.js writes the admin's value back. Read by the stock's
//    value at cost (lib/figures.js).
//  - Each document's amounts as issued, in integer cents, hidden, written by the server on every save
//    of an invoiced order or an issued credit note (figures.pb.js, lib/figures.js `fillAmounts`, from
//    lib/invoice.js `discountedAmounts` with the identity frozen on it: what its PDF and the
//    accounting export print): `doc_ttc`, `doc_ht`, its VAT rate `doc_rate` (0 for gift cards or an
//    exempt shop), `doc_cards` (gift cards only: no revenue, docs/adr/0117) and on an invoice its
//    discount code's TTC `doc_discount`. The figures then sum columns instead of reading every
//    document's lines (docs/adr/0122 measures both ways at year three). Filled here for the
//    documents already issued.
//  - Indexes on `orders.invoiced_at` and `credit_notes.issued_at`: the figures and the accounting
//    export read the documents of a period by their date of issue.

const AMOUNTS = {
  orders: ["doc_ttc", "doc_ht", "doc_rate", "doc_cards", "doc_discount"],
  credit_notes: ["doc_ttc", "doc_ht", "doc_rate", "doc_cards"],
}

const INDEXES = {
  orders: "CREATE INDEX idx_orders_invoiced_at ON orders (invoiced_at)",
  credit_notes: "CREATE INDEX idx_credit_notes_issued_at ON credit_notes (issued_at)",
}

migrate(
  (app) => {
    for (const name of ["products", "product_variants"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new NumberField({ name: "cost_price", min: 0, hidden: true }))
      app.save(collection)
    }
    for (const name of /** @type {Array<"orders" | "credit_notes">} */ (["orders", "credit_notes"])) {
      const collection = app.findCollectionByNameOrId(name)
      for (const field of AMOUNTS[name])
        collection.fields.add(
          field === "doc_cards" ? new BoolField({ name: field, hidden: true }) : new NumberField({ name: field, hidden: true }),
        )
      app.save(collection)
    }
    require(`${__hooks}/lib/figures.js`).fillAllAmounts(app)
    for (const name of /** @type {Array<"orders" | "credit_notes">} */ (["orders", "credit_notes"])) {
      const collection = app.findCollectionByNameOrId(name)
      const index = INDEXES[name]
      const indexName = index.split(" ")[2]
      if (!collection.indexes.some((existing) => existing.indexOf(indexName + " ") !== -1)) {
        collection.indexes = [...collection.indexes, index]
        app.save(collection)
      }
    }
  },
  (app) => {
    for (const name of /** @type {Array<"orders" | "credit_notes">} */ (["orders", "credit_notes"])) {
      const collection = app.findCollectionByNameOrId(name)
      const indexName = INDEXES[name].split(" ")[2]
      collection.indexes = collection.indexes.filter((existing) => existing.indexOf(indexName + " ") === -1)
      for (const field of AMOUNTS[name]) collection.fields.removeByName(field)
      app.save(collection)
    }
    for (const name of ["products", "product_variants"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.removeByName("cost_price")
      app.save(collection)
    }
  },
)
