/// <reference path="../pb_data/types.d.ts" />
// The owner's side of a withdrawal (issue 24, docs/adr/0081-the-owner-acts-on-withdrawals.md):
//  - the refusal's reason, when and by whom it was decided (written only by the admin route
//    POST /api/shop/withdrawals/{id}/refuse, pb_hooks/withdrawal-decisions.pb.js);
//  - `search`: the declaration's order number, name and e-mail folded like the shop's search
//    (src/lib/search.ts), kept by a hook, so /dashboard/retractations searches on the server;
//  - an index for the screens that read the declarations awaiting a refund, oldest first.
// The records API still writes nothing here: the collection's create/update/delete rules stay null.

/**
 * The shop's search fold (src/lib/search.ts, lib/withdrawal-decisions.js), for the rows already there.
 * @param {string} text
 */
function fold(text) {
  return String(text || "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘\u02BC]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
}

migrate(
  (app) => {
    const withdrawals = app.findCollectionByNameOrId("withdrawals")
    const users = app.findCollectionByNameOrId("users")
    withdrawals.fields.add(new TextField({ name: "refusal_reason", max: 1000 }))
    withdrawals.fields.add(new DateField({ name: "decided_at" }))
    // The admin who decided (empty for a superuser, or once that admin's account is gone).
    withdrawals.fields.add(new RelationField({ name: "decided_by", collectionId: users.id, maxSelect: 1, cascadeDelete: false }))
    withdrawals.fields.add(new TextField({ name: "search", max: 1000 }))
    withdrawals.indexes = [
      ...withdrawals.indexes,
      "CREATE INDEX idx_withdrawals_status ON withdrawals (status, declared_at)",
      "CREATE INDEX idx_withdrawals_search ON withdrawals (search)",
    ]
    app.save(withdrawals)

    for (const record of app.findAllRecords("withdrawals")) {
      const order = record.getString("order")
      record.set(
        "search",
        fold(["n° " + order.slice(0, 8), record.getString("order_number"), record.getString("name"), record.getString("email")].join(" ")),
      )
      app.saveNoValidate(record)
    }
  },
  (app) => {
    const withdrawals = app.findCollectionByNameOrId("withdrawals")
    for (const name of ["refusal_reason", "decided_at", "decided_by", "search"]) withdrawals.fields.removeByName(name)
    withdrawals.indexes = withdrawals.indexes.filter(
      (index) => index.indexOf("idx_withdrawals_status") === -1 && index.indexOf("idx_withdrawals_search") === -1,
    )
    app.save(withdrawals)
  },
)
