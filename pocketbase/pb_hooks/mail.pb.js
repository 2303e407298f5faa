/// <reference path="../pb_data/types.d.ts" />
// The mail queue's sender (docs/adr/0033, pb_hooks/lib/mail.js):
//  - every minute, the pending mails that are due are sent (retries with a backoff; a backlog in
//    batches of 20 while they all go, lib/mail.js drainDue); not when
//    PocketBase's environment has MAIL_QUEUE_CRON=off (tests that count attempts one by one);
//  - POST /api/shop/mail/retry (superuser or admin): `{ id }` makes that mail due now and tries it
//    once (the back-office's 'Renvoyer'); without an id, sends whatever is due now.

if ($os.getenv("MAIL_QUEUE_CRON") !== "off") {
  cronAdd("shop_mail_queue", "* * * * *", () => {
    require(`${__hooks}/lib/mail.js`).drainDue($app)
  })
}

routerAdd(
  "POST",
  "/api/shop/mail/retry",
  (e) => {
    const shop = require(`${__hooks}/lib/shop.js`)
    const mail = require(`${__hooks}/lib/mail.js`)
    if (!shop.isAdmin(e.auth)) {
      throw new ForbiddenError("Seul un administrateur de la boutique peut renvoyer un e-mail.")
    }
    const body = e.requestInfo().body || {}
    const id = typeof body.id === "string" ? body.id.trim() : ""
    if (id === "") {
      return e.json(200, mail.drainDue(e.app))
    }
    let record
    try {
      record = e.app.findRecordById("mail_queue", id)
    } catch {
      throw new NotFoundError("Cet e-mail est introuvable.")
    }
    mail.retry(e.app, record.id)
    const after = e.app.findRecordById("mail_queue", record.id)
    return e.json(200, {
      id: after.id,
      status: after.getString("status"),
      attempts: after.getInt("attempts"),
      last_error: after.getString("last_error"),
    })
  },
  $apis.requireAuth(),
)

// `pocketbase mail-render <in.json> <out.json>`: draws e-mails without sending them, for
// `npm run mail:preview` and the tests (docs/adr/0089). `in.json` is a list of
// `{ "mail": "orderConfirmation", "args": [data…, context] }` (the functions of lib/mail-templates.js
// and their arguments), or `{ "mail": "account:verificationTemplate", "args": [placeholders] }` for
// PocketBase's own account e-mails as the migrations set them (on a migrated data directory);
// `out.json` gets, in the same order, `{ subject, html, text }` or `{ error }`.
$app.rootCmd?.addCommand(
  new Command({
    use: "mail-render",
    short: "Draws the shop's e-mails from JSON data (npm run mail:preview)",
    run: (_cmd, args) => {
      if (!args || args.length !== 2) throw new Error("usage: pocketbase mail-render <in.json> <out.json>")
      const templates = /** @type {{ [name: string]: unknown }} */ (require(`${__hooks}/lib/mail-templates.js`))
      /** @type {Array<{ mail: string, args: Array<{ [key: string]: string }> }>} */
      const wanted = JSON.parse(toString($os.readFile(args[0])))
      const drawn = wanted.map((item) => {
        if (String(item.mail).indexOf("account:") === 0) {
          try {
            return require(`${__hooks}/lib/account-mails.js`).accountMailPreview($app, item.mail.slice(8), item.args && item.args[0])
          } catch (error) {
            return { error: String(error) }
          }
        }
        const draw = templates[item.mail]
        if (typeof draw !== "function") return { error: "unknown mail: " + item.mail }
        try {
          return draw.apply(null, item.args || [])
        } catch (error) {
          return { error: String(error) }
        }
      })
      $os.writeFile(args[1], JSON.stringify(drawn), 0o644)
    },
  }),
)
