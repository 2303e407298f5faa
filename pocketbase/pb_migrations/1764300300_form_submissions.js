/// <reference path="../pb_data/types.d.ts" />
// A form is sent once (docs/adr/0082-a-form-is-sent-once.md, pb_hooks/lib/form-submissions.js):
// `form_submissions` names each send of a public form (contact, custom request, pro application) by a
// hash of its collection, its sender and its content, and the record it created, for ten minutes. A
// second identical send answers that record. Only the server reads and writes it: every API rule is
// closed (superusers only). No personal data in clear: the key is a SHA-256 hash.

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "form_submissions",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "key", required: true, max: 64 },
          { type: "text", name: "record", max: 15 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_form_submissions_key ON form_submissions (key)",
          "CREATE INDEX idx_form_submissions_created ON form_submissions (created)",
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("form_submissions"))
  },
)
