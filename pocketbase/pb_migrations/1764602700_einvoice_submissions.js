/// <reference path="../pb_data/types.d.ts" />
// The e-invoices sent to the approved platform (issue 31, point 2; docs/adr/0133): one row per
// document of record (an invoice or a credit note), never two (a unique index; the cron claims a row
// in a transaction before it sends). Read by admins only; written by the hooks alone
// (lib/einvoicing-platform.js: the cron, and « Renvoyer » through its route).

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const submissions = new Collection({
      type: "base",
      name: "einvoice_submissions",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "select", name: "kind", values: ["invoice", "credit_note"], maxSelect: 1, required: true },
        // The invoice's order id, or the credit note's id.
        { type: "text", name: "document", min: 15, max: 15, required: true },
        // Its number as issued (F2026-00012, AV2026-00003): what the admin and the platform read.
        { type: "text", name: "number", max: 40 },
        { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: true },
        // pending: to send (again); sending: claimed by a run; deposited (« déposée »), rejected (« rejetée »,
        // with `reason`), paid (« encaissée »): the platform's answers.
        { type: "select", name: "status", values: ["pending", "sending", "deposited", "rejected", "paid"], maxSelect: 1, required: true },
        { type: "text", name: "platform_id", max: 200 },
        { type: "text", name: "reason", max: 1000 },
        // Failed sends (the platform unreachable): retried later, each time a little later.
        { type: "number", name: "attempts", min: 0, onlyInt: true },
        { type: "text", name: "last_error", max: 500 },
        { type: "date", name: "next_attempt_at" },
        { type: "date", name: "claimed_at" },
        { type: "date", name: "sent_at" },
        { type: "date", name: "polled_at" },
        // Sent again after a rejection (« Renvoyer »): the same row, the platform's earlier ids kept.
        { type: "number", name: "resends", min: 0, onlyInt: true },
        { type: "json", name: "history", maxSize: 20000 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_einvoice_submissions_document ON einvoice_submissions (kind, document)",
        "CREATE INDEX idx_einvoice_submissions_order ON einvoice_submissions (`order`, created)",
        "CREATE INDEX idx_einvoice_submissions_status ON einvoice_submissions (status, next_attempt_at)",
      ],
    })
    app.save(submissions)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("einvoice_submissions"))
  },
)
