/// <reference path="../pb_data/types.d.ts" />
// Users: a role is granted only by a PocketBase superuser (in /_/), never at sign-up nor by the
// account's owner; admins (role admin) see every user's email. See docs/adr/0004-server-side-access-hooks.md.
// Each handler runs in its own JS context: shared code is `require`d inside the handler.

// Sign-up (and any create that is not a superuser's): no role. Once the account exists, the
// verification e-mail goes out (French, its link on the shop: pb_migrations/1764000200_auth_emails.js).
// A mail server that is down never fails the sign-up: the customer can ask again from /account.
onRecordCreateRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!e.hasSuperuserAuth() && e.record.getString("role") !== "") {
    throw shop.fieldError(ForbiddenError, "role", "validation_role_forbidden", shop.MESSAGES.roleAtSignup)
  }
  e.next()
  if (e.hasSuperuserAuth() || e.record.verified()) return
  try {
    $mails.sendRecordVerification(e.app, e.record)
  } catch (error) {
    e.app.logger().error("Sign-up: the verification e-mail could not be sent", "user", e.record.id, "error", String(error))
  }
}, "users")

// Updates: the role changes only through a superuser.
onRecordUpdateRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!e.hasSuperuserAuth() && e.record.getString("role") !== e.record.original().getString("role")) {
    throw shop.fieldError(ForbiddenError, "role", "validation_role_forbidden", shop.MESSAGES.roleChange)
  }
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
// everyone else sees only their own, as PocketBase does by default.
onRecordEnrich((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (shop.isAdmin(e.requestInfo ? e.requestInfo.auth : null)) {
    e.record.ignoreEmailVisibility(true)
  }
  e.next()
}, "users")
