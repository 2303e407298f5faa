/// <reference path="../pb_data/types.d.ts" />
// The shop's outgoing e-mails (docs/adr/0033-e-mail-queue-and-local-inbox.md): every mail is a row
// first, then sent; a failed send is retried with a backoff (pb_hooks/lib/mail.js, cron in
// pb_hooks/mail.pb.js) and, after 8 attempts, stays `failed` for the admin to see and send again.
// Written by the server only; admins read it (the back-office's 'E-mails' screen).

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "mail_queue",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "email", name: "to", required: true },
          { type: "text", name: "subject", required: true, max: 300 },
          { type: "text", name: "html", max: 500000 },
          { type: "text", name: "text", max: 200000 },
          // order_confirmation, order_alert, custom_request_ack, custom_request_alert, contact_ack, contact_alert
          { type: "text", name: "kind", max: 60 },
          { type: "select", name: "status", values: ["pending", "sent", "failed"], maxSelect: 1, required: true },
          { type: "number", name: "attempts", onlyInt: true, min: 0 },
          { type: "date", name: "next_attempt" },
          { type: "text", name: "last_error", max: 2000 },
          { type: "date", name: "sent_at" },
          // What the mail is about, e.g. "orders/<id>", "contact_messages/<id>".
          { type: "text", name: "ref", max: 200 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX idx_mail_queue_status_next ON mail_queue (status, next_attempt)",
          "CREATE INDEX idx_mail_queue_created ON mail_queue (created)",
          "CREATE INDEX idx_mail_queue_ref ON mail_queue (ref)",
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("mail_queue"))
  },
)
