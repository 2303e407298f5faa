/// <reference path="../pb_data/types.d.ts" />
// The admin's list of credit notes (issue 26, point 1; docs/adr/0100): `credit_notes` gets the folded
// `search` column of docs/adr/0090 (its number, its order's short and invoice numbers, the customer's
// name and e-mail: pb_hooks/lib/search-fold.js), kept by pb_hooks/search.pb.js, indexed, and filled
// here for the notes already there (plain SQL: no `updated` moves). The collection's rules stay: its
// order's owner and admins read it, nobody writes it but the server.

migrate(
  (app) => {
    const searchFold = require(`${__hooks}/lib/search-fold.js`)
    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.add(new TextField({ name: "search", max: searchFold.MAX_SEARCH }))
    notes.indexes = [...notes.indexes, "CREATE INDEX idx_credit_notes_search ON credit_notes (search)"]
    app.save(notes)
    for (const record of app.findAllRecords("credit_notes")) {
      app
        .db()
        .newQuery("UPDATE credit_notes SET search = {:search} WHERE id = {:id}")
        .bind({ search: searchFold.searchOf(app, record), id: record.id })
        .execute()
    }
  },
  (app) => {
    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.removeByName("search")
    notes.indexes = notes.indexes.filter((index) => index.indexOf("idx_credit_notes_search") === -1)
    app.save(notes)
  },
)
