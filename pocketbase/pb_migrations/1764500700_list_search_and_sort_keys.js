/// <reference path="../pb_data/types.d.ts" />
// Lists searched and sorted by the server in French (issue 26, points 1 and 2;
// docs/adr/0100-server-lists-keep-french-order.md):
//  - custom requests and contact messages get the folded `search` column of docs/adr/0090 (what the
//    back-office finds them by: pb_hooks/lib/search-fold.js);
//  - orders, products, users, custom requests and contact messages get `sort_name`, their name folded
//    (SQLite sorts text by its bytes: « Émeraude » after « Zoé »); orders, custom requests and contact
//    messages get `status_rank`, the status's place in the row's life (pb_hooks/lib/sort-keys.js).
// Kept by pb_hooks/search.pb.js on every save; every row already there is filled here with the same
// libs (plain SQL: no row's `updated` moves, no hook runs). Each column has its index.

const SEARCHED = ["custom_requests", "contact_messages"]
const NAMED = ["orders", "products", "users", "custom_requests", "contact_messages"]
const RANKED = ["orders", "custom_requests", "contact_messages"]
const ALL = ["orders", "products", "users", "custom_requests", "contact_messages"]

migrate(
  (app) => {
    const searchFold = require(`${__hooks}/lib/search-fold.js`)
    const sortKeys = require(`${__hooks}/lib/sort-keys.js`)
    for (const name of ALL) {
      const collection = app.findCollectionByNameOrId(name)
      const indexes = []
      if (SEARCHED.includes(name)) {
        collection.fields.add(new TextField({ name: "search", max: searchFold.MAX_SEARCH }))
        indexes.push(`CREATE INDEX idx_${name}_search ON ${name} (search)`)
      }
      if (NAMED.includes(name)) {
        collection.fields.add(new TextField({ name: "sort_name", max: 200 }))
        indexes.push(`CREATE INDEX idx_${name}_sort_name ON ${name} (sort_name)`)
      }
      if (RANKED.includes(name)) {
        collection.fields.add(new NumberField({ name: "status_rank", onlyInt: true }))
        indexes.push(`CREATE INDEX idx_${name}_status_rank ON ${name} (status_rank)`)
      }
      collection.indexes = [...collection.indexes, ...indexes]
      app.save(collection)
    }
    for (const name of ALL) {
      for (const record of app.findAllRecords(name)) {
        sortKeys.fill(app, record)
        const values = { id: record.id, search: "", sort_name: record.getString("sort_name"), status_rank: record.getInt("status_rank") }
        const sets = []
        if (SEARCHED.includes(name)) {
          values.search = searchFold.searchOf(app, record)
          sets.push("search = {:search}")
        }
        if (NAMED.includes(name)) sets.push("sort_name = {:sort_name}")
        if (RANKED.includes(name)) sets.push("status_rank = {:status_rank}")
        app
          .db()
          .newQuery(`UPDATE ${name} SET ${sets.join(", ")} WHERE id = {:id}`)
          .bind(values)
          .execute()
      }
    }
  },
  (app) => {
    for (const name of ALL) {
      const collection = app.findCollectionByNameOrId(name)
      for (const field of ["search", "sort_name", "status_rank"]) {
        if (field === "search" && !SEARCHED.includes(name)) continue
        collection.fields.removeByName(field)
        collection.indexes = collection.indexes.filter((index) => index.indexOf(`idx_${name}_${field}`) === -1)
      }
      app.save(collection)
    }
  },
)
