/// <reference path="../pb_data/types.d.ts" />
// The mail queue's last attempt, found from the newest end (lib/mail.js serverRecentlyDown): whether
// the mail server failed a moment ago is the outcome of the most recent send, read on every request
// that queues a mail, so it must not scan years of sent mails.

const INDEX = "CREATE INDEX idx_mail_queue_updated ON mail_queue (updated)"

migrate(
  (app) => {
    const queue = app.findCollectionByNameOrId("mail_queue")
    if (!queue.indexes.includes(INDEX)) queue.indexes.push(INDEX)
    app.save(queue)
  },
  (app) => {
    const queue = app.findCollectionByNameOrId("mail_queue")
    queue.indexes = queue.indexes.filter((index) => index !== INDEX)
    app.save(queue)
  },
)
