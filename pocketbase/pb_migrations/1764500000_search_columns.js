/// <reference path="../pb_data/types.d.ts" />
// Search that finds what an owner types (issue 26, point 2; docs/adr/0090-folded-search-columns.md):
// `orders`, `products` and `users` get a `search` text column, what the back-office finds a row by,
// folded like the shop's search (pb_hooks/lib/search-fold.js, the same fold as src/lib/search.ts), and
// kept by pb_hooks/search.pb.js on every save; withdrawals' own column (1764300200) is kept there too.
// A plain field, not hidden: the shop's admins filter on it (`search ~ {:q}`); the list rules still
// decide which rows anyone may filter. Every row already there is filled here, with the lib the hooks
// use: a derived column must hold exactly what the hooks would write (plain SQL, so no row's `updated`
// moves and no hook runs twice).

const COLLECTIONS = ["orders", "products", "users", "withdrawals"]
const NEW_COLUMNS = ["orders", "products", "users"]

migrate(
  (app) => {
    const searchFold = require(`${__hooks}/lib/search-fold.js`)
    for (const name of NEW_COLUMNS) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new TextField({ name: "search", max: searchFold.MAX_SEARCH }))
      collection.indexes = [...collection.indexes, `CREATE INDEX idx_${name}_search ON ${name} (search)`]
      app.save(collection)
    }
    for (const name of COLLECTIONS) {
      for (const record of app.findAllRecords(name)) {
        app
          .db()
          .newQuery(`UPDATE ${name} SET search = {:search} WHERE id = {:id}`)
          .bind({ search: searchFold.searchOf(app, record), id: record.id })
          .execute()
      }
    }
  },
  (app) => {
    for (const name of NEW_COLUMNS) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.removeByName("search")
      collection.indexes = collection.indexes.filter((index) => index.indexOf(`idx_${name}_search`) === -1)
      app.save(collection)
    }
  },
)
