/// <reference path="../pb_data/types.d.ts" />
// The product form's pickers search the server once a reference list exceeds a page (issue 26,
// point 1; docs/adr/0100): each reference list gets `sort_name`, its name folded like the search
// (pb_hooks/lib/sort-keys.js), which the pickers filter (`sort_name ~ {:word}`, blind to case and
// accents) and sort by (French order), kept by pb_hooks/search.pb.js, indexed, filled here for the
// rows already there (plain SQL: no `updated` moves).

migrate(
  (app) => {
    const sortKeys = require(`${__hooks}/lib/sort-keys.js`)
    for (const name of sortKeys.REFERENCE_LISTS) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new TextField({ name: "sort_name", max: 200 }))
      collection.indexes = [...collection.indexes, `CREATE INDEX idx_${name}_sort_name ON ${name} (sort_name)`]
      app.save(collection)
      for (const record of app.findAllRecords(name)) {
        app
          .db()
          .newQuery(`UPDATE ${name} SET sort_name = {:sort_name} WHERE id = {:id}`)
          .bind({ sort_name: sortKeys.sortName(app, record), id: record.id })
          .execute()
      }
    }
  },
  (app) => {
    for (const name of require(`${__hooks}/lib/sort-keys.js`).REFERENCE_LISTS) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.removeByName("sort_name")
      collection.indexes = collection.indexes.filter((index) => index.indexOf(`idx_${name}_sort_name`) === -1)
      app.save(collection)
    }
  },
)
