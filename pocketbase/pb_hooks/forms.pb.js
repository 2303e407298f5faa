/// <reference path="../pb_data/types.d.ts" />
// The two public forms. Whatever the browser sends:
//  - a custom request starts `received` (docs/adr/0127), belongs to the logged-in caller (or nobody), and lists at most
//    10 secondary stones;
//  - a contact message starts `new`.
// A custom request's composition and estimate: see below (docs/adr/0126).
// Superusers (the seed, the dashboard) keep the status and user they send; a missing status still
// gets its default. See docs/adr/0004-server-side-access-hooks.md.
// Once a request from the public forms is saved, its sender gets an acknowledgement and the shop an
// alert: queued, the answer sent, then mailed (pb_hooks/lib/mail.js, docs/adr/0033). The seed and
// the dashboard (superusers) send no mail.
// A form is sent once (lib/form-submissions.js, docs/adr/0082): the same content from the same
// sender within ten minutes answers the first record again, with no second record and no second mail.

onRecordCreateRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (e.hasSuperuserAuth()) {
    if (e.record.getString("status") === "") e.record.set("status", "received")
  } else {
    e.record.set("status", "received")
    const caller = shop.shopUser(e.auth)
    e.record.set("user", caller ? caller.id : "")
  }
  if (e.hasSuperuserAuth()) return e.next()
  const once = require(`${__hooks}/lib/form-submissions.js`)
  const earlier = once.saveOnce(e)
  if (earlier) return once.answerAsSaved(e, earlier)
  const mail = require(`${__hooks}/lib/mail.js`)
  mail.queueAndSendAfterAnswer(e, mail.queueCustomRequestMails)
}, "custom_requests")

// Any save, whatever its origin (API, batch, dashboard, other hooks): a list of at most 10 names.
// The composition is `{ pattern }` only; the estimate is the server's, from the price table, whoever
// sends the request (a superuser's value too is recomputed; docs/adr/0126).
onRecordCreate((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  shop.normalizeSecondaryStones(e.record)
  // A schema from before the composer (a migration's test runs today's hooks on it, docs/adr/0090).
  if (!e.record.collection().fields.getByName("composition")) return e.next()
  const prices = require(`${__hooks}/lib/custom-prices.js`)
  prices.normalizeComposition(e.record)
  e.record.set("estimate", prices.estimateOf(e.app, e.record))
  e.next()
}, "custom_requests")

onRecordUpdate((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  shop.normalizeSecondaryStones(e.record)
  if (!e.record.collection().fields.getByName("composition")) return e.next()
  require(`${__hooks}/lib/custom-prices.js`).normalizeComposition(e.record)
  // The estimate stays the one computed when the request was sent.
  e.record.set("estimate", e.record.original().getFloat("estimate"))
  e.next()
}, "custom_requests")

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth() || e.record.getString("status") === "") {
    e.record.set("status", "new")
  }
  if (e.hasSuperuserAuth()) return e.next()
  const once = require(`${__hooks}/lib/form-submissions.js`)
  const earlier = once.saveOnce(e)
  if (earlier) return once.answerAsSaved(e, earlier)
  const mail = require(`${__hooks}/lib/mail.js`)
  mail.queueAndSendAfterAnswer(e, mail.queueContactMails)
}, "contact_messages")
