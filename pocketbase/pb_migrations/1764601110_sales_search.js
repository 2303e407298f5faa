/// <reference path="../pb_data/types.d.ts" />
// The sales list's search, blind to case and accents like the other admin lists (docs/adr/0090,
// docs/adr/0115): `sales` gets the folded `search` column (its name), kept by pb_hooks/search.pb.js,
// indexed, filled here for the sales already there (plain SQL: no `updated` moves).

migrate(
  (app) => {
    const searchFold = require(`${__hooks}/lib/search-fold.js`)
    const sales = app.findCollectionByNameOrId("sales")
    sales.fields.add(new TextField({ name: "search", max: searchFold.MAX_SEARCH }))
    sales.indexes = [...sales.indexes, "CREATE INDEX idx_sales_search ON sales (search)"]
    app.save(sales)
    for (const record of app.findAllRecords("sales")) {
      app
        .db()
        .newQuery("UPDATE sales SET search = {:search} WHERE id = {:id}")
        .bind({ search: searchFold.searchOf(app, record), id: record.id })
        .execute()
    }
  },
  (app) => {
    const sales = app.findCollectionByNameOrId("sales")
    sales.fields.removeByName("search")
    sales.indexes = sales.indexes.filter((index) => index.indexOf("idx_sales_search") === -1)
    app.save(sales)
  },
)
