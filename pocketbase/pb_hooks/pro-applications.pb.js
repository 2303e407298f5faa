/// <reference path="../pb_data/types.d.ts" />
// The pro application (docs/product/rules.md#pro-applications, docs/adr/0060-customers-and-the-pro-application.md; lib/pro-applications.js):
//  - a customer's application (records API, the collection's create rule) is checked, saved
//    `pending`, then acknowledged by e-mail (and the shop alerted) after the answer;
//  - POST /api/shop/pro-applications/{id}/approve and …/refuse (admins only): the decision, the role
//    `professionnel` on approval and the applicant's e-mail, in one transaction. Nobody grants
//    themself anything: the role is never writable by its owner (users.pb.js), an application is
//    never updated through the records API, and only an admin decides, never on their own one;
//  - POST /api/shop/users/{id}/revoke-pro (admins only, docs/adr/0094): the shop takes a pro account
//    back, with a reason the customer receives by e-mail.

onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) {
    if (e.record.getString("status") === "") e.record.set("status", "pending")
    return e.next()
  }
  const applications = require(`${__hooks}/lib/pro-applications.js`)
  // The same application sent again (a double click, a resend) answers the first one, before the
  // check that would refuse it as « déjà en cours » (lib/form-submissions.js, docs/adr/0082).
  const once = require(`${__hooks}/lib/form-submissions.js`)
  const key = once.submissionKey(e)
  const sent = once.findEarlier(e, key)
  if (sent) return once.answerAsSaved(e, sent)
  let checked
  try {
    checked = applications.checkNew(e)
  } catch (error) {
    // The twin send may have been saved between the look above and the check (« déjà en cours »):
    // then this one answers it too.
    const twin = once.findEarlier(e, key)
    if (twin) return once.answerAsSaved(e, twin)
    throw error
  }
  if (!checked) return e.next()
  let earlier = null
  try {
    earlier = once.saveOnce(e, key)
  } catch (error) {
    throw applications.pendingRaceError(e, error)
  }
  if (earlier) return once.answerAsSaved(e, earlier)
  const mail = require(`${__hooks}/lib/mail.js`)
  mail.queueAndSendAfterAnswer(e, applications.queueReceivedMails)
}, "pro_applications")

routerAdd(
  "POST",
  "/api/shop/pro-applications/{id}/approve",
  (e) => {
    const result = require(`${__hooks}/lib/pro-applications.js`).decide(e, "approved")
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, result.answer, result.mailIds)
  },
  $apis.requireAuth(),
  $apis.bodyLimit(4 * 1024),
)

routerAdd(
  "POST",
  "/api/shop/pro-applications/{id}/refuse",
  (e) => {
    const result = require(`${__hooks}/lib/pro-applications.js`).decide(e, "refused")
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, result.answer, result.mailIds)
  },
  $apis.requireAuth(),
  $apis.bodyLimit(4 * 1024),
)

routerAdd(
  "POST",
  "/api/shop/users/{id}/revoke-pro",
  (e) => {
    const result = require(`${__hooks}/lib/pro-applications.js`).revoke(e)
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, result.answer, result.mailIds)
  },
  $apis.requireAuth(),
  $apis.bodyLimit(4 * 1024),
)
