/// <reference path="../pb_data/types.d.ts" />
// The shop takes back a pro account (issue 26, docs/adr/0094-the-shop-takes-back-a-pro-account.md):
// the application that opened it becomes `revoked`, with when, by whom and why (written only by the
// admin route POST /api/shop/users/{id}/revoke-pro, pb_hooks/pro-applications.pb.js). The records API
// still writes nothing of a decision: the collection's update and delete rules stay null.

migrate(
  (app) => {
    const applications = app.findCollectionByNameOrId("pro_applications")
    const users = app.findCollectionByNameOrId("users")
    const status = /** @type {SelectField} */ (applications.fields.getByName("status"))
    status.values = ["pending", "approved", "refused", "revoked"]
    applications.fields.add(new DateField({ name: "revoked_at" }))
    // The admin who took it back (empty for a superuser, or once that admin's account is gone).
    applications.fields.add(new RelationField({ name: "revoked_by", collectionId: users.id, maxSelect: 1, cascadeDelete: false }))
    applications.fields.add(new TextField({ name: "revocation_reason", max: 1000 }))
    app.save(applications)
  },
  (app) => {
    const applications = app.findCollectionByNameOrId("pro_applications")
    for (const record of app.findRecordsByFilter("pro_applications", "status = 'revoked'", "", 0, 0)) {
      record.set("status", "approved")
      app.saveNoValidate(record)
    }
    const status = /** @type {SelectField} */ (applications.fields.getByName("status"))
    status.values = ["pending", "approved", "refused"]
    for (const name of ["revoked_at", "revoked_by", "revocation_reason"]) applications.fields.removeByName(name)
    app.save(applications)
  },
)
