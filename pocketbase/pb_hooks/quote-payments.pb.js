/// <reference path="../pb_data/types.d.ts" />
// Paying a quote (docs/adr/0128), the request's side: when the owner sets a request `ready` while its
// accepted quote has the deposit paid and not the balance, the « Solder ma commande » e-mail is queued
// in the save's transaction (once per quote), and sent after the answer of an API save (else the mail
// queue's cron sends it). The checkout's side is lib/checkout.js + lib/quote-payments.js; the checkout
// page reads the line it will pay through GET /api/shop/quotes/{id}/payment.

onRecordUpdate((e) => {
  const before = e.record.original().getString("status")
  const becameReady = before !== "ready" && e.record.getString("status") === "ready"
  e.next()
  if (!becameReady) return
  try {
    require(`${__hooks}/lib/quote-payments.js`).queueBalanceMail(e.app, e.record)
  } catch (err) {
    // A mail that cannot be queued never undoes the owner's change (logged for the admin).
    e.app.logger().error("balance mail not queued", "request", e.record.id, "error", String(err))
  }
}, "custom_requests")

onRecordUpdateRequest((e) => {
  e.next()
  if (e.record.getString("status") !== "ready") return
  const ids = e.app
    .findRecordsByFilter("mail_queue", "kind = 'quote_balance_due' && status = 'pending' && to = {:to}", "-created", 5, 0, {
      to: e.record.getString("email"),
    })
    .map((mail) => mail.id)
  if (ids.length === 0) return
  try {
    e.flush()
  } catch {
    // the response writer cannot flush: the mail is sent before the answer then
  }
  require(`${__hooks}/lib/mail.js`).deliverNow(e.app, ids)
}, "custom_requests")

// The line the checkout page shows before paying (docs/adr/0128): the server's price, or its refusal.
routerAdd("GET", "/api/shop/quotes/{id}/payment", (e) => {
  return require(`${__hooks}/lib/quote-payments.js`).previewRoute(e)
})
