/// <reference path="../pb_data/types.d.ts" />
// Users: a role is never chosen at sign-up nor changed by the account's owner; `admin` is granted only
// by a PocketBase superuser (in /_/), `professionnel` also by a shop admin deciding a pro application
// (pro-applications.pb.js, docs/adr/0060); admins (role admin) see every user's email. See
// docs/adr/0004-server-side-access-hooks.md.
// Each handler runs in its own JS context: shared code is `require`d inside the handler.

// Sign-up (and any create that is not a superuser's): no role, and no password too easy to guess
// (lib/password-policy.js, docs/adr/0054). Once the account exists, its
// verification e-mail (French, its link on the shop) goes through the shop's mail queue: the answer is
// sent first, a mail server that is down never fails nor slows the sign-up, the mail is retried and a
// lasting failure shows in the admin's 'E-mails en échec' (docs/adr/0034, docs/adr/0033).
onRecordCreateRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!e.hasSuperuserAuth() && e.record.getString("role") !== "") {
    throw shop.fieldError(ForbiddenError, "role", "validation_role_forbidden", shop.MESSAGES.roleAtSignup)
  }
  require(`${__hooks}/lib/password-policy.js`).refuseWeakPassword(e)
  e.next()
  // The sign-up's unticked newsletter box (docs/adr/0114).
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/consent.js`).fromSignup(e)
  if (e.hasSuperuserAuth() || e.record.verified()) return
  const mail = require(`${__hooks}/lib/mail.js`)
  const accountMails = require(`${__hooks}/lib/account-mails.js`)
  mail.queueAndSendAfterAnswer(e, (app, record) => [mail.queue(app, accountMails.verificationMail(app, record))])
}, "users")

// Updates: the role changes only through a superuser (or the pro application's admin routes, which save
// the record themselves); a new password follows the shop's rule.
onRecordUpdateRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!e.hasSuperuserAuth() && e.record.getString("role") !== e.record.original().getString("role")) {
    throw shop.fieldError(ForbiddenError, "role", "validation_role_forbidden", shop.MESSAGES.roleChange)
  }
  require(`${__hooks}/lib/password-policy.js`).refuseWeakPassword(e)
  e.next()
}, "users")

// A password chosen through the reset link follows the same rule (docs/adr/0054).
onRecordConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/lib/password-policy.js`).refuseWeakPassword(e)
  e.next()
}, "users")

// Sign-up through OAuth2 (if a provider is ever enabled): the submitted data cannot carry a role either.
onRecordAuthWithOAuth2Request((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  const role = e.createData ? e.createData["role"] : undefined
  if (e.isNewRecord && role !== undefined && role !== null && role !== "") {
    throw shop.fieldError(ForbiddenError, "role", "validation_role_forbidden", shop.MESSAGES.roleAtSignup)
  }
  e.next()
}, "users")

// Admins see every user's email (list, view and expands, e.g. orders?expand=user);
// everyone else sees only their own, as PocketBase does by default. The folded `search` column
// (search.pb.js, docs/adr/0090) is the back-office's: left out for everyone else, themselves included.
onRecordEnrich((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (shop.isAdmin(e.requestInfo ? e.requestInfo.auth : null)) {
    e.record.ignoreEmailVisibility(true)
  } else {
    e.record.hide("search")
  }
  e.next()
}, "users")
