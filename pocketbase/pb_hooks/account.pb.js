/// <reference path="../pb_data/types.d.ts" />
// A customer deletes their own account (docs/adr/0034-account-recovery-and-management.md).
//
// POST /api/shop/account/delete with `{ password }`, as the logged-in `users` record. In one
// transaction the account goes, and PocketBase's relations do the rest: the address book and the
// checkouts go with it (cascade), `orders.user` and `custom_requests.user` are emptied while the
// order keeps its own copies (e-mail, name, addresses: accounting documents are kept 10 years); the
// account's queued verification e-mails are deleted.
// Answers 204; 401 anonymous; 403 a superuser's token or an admin account (removed by a superuser
// in PocketBase's console); 400 a missing or wrong password (field `password`, `shop_` codes);
// 409 while a payment is under way (its held stock must be released or sold first).

routerAdd("POST", "/api/shop/account/delete", (e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  const MESSAGES = {
    anonymous: "Connectez-vous pour supprimer votre compte.",
    notACustomer: "Seul un compte client de la boutique peut être supprimé ici.",
    admin:
      "Un compte administrateur ne peut pas être supprimé depuis la boutique : un super-administrateur le supprime depuis la console PocketBase.",
    passwordMissing: "Veuillez saisir votre mot de passe.",
    passwordWrong: "Mot de passe incorrect.",
    paymentUnderWay: "Un paiement est en cours sur votre compte. Réessayez dans quelques minutes, une fois celui-ci terminé ou expiré.",
  }

  if (!e.auth) throw new UnauthorizedError(MESSAGES.anonymous)
  const caller = shop.shopUser(e.auth)
  if (!caller) throw new ForbiddenError(MESSAGES.notACustomer)
  if (shop.roleOf(caller) === shop.ROLE_ADMIN) throw new ForbiddenError(MESSAGES.admin)

  const body = e.requestInfo().body || {}
  const password = typeof body.password === "string" ? body.password : ""
  if (password === "") {
    throw shop.fieldError(BadRequestError, "password", "shop_password_required", MESSAGES.passwordMissing)
  }

  let refusal = null
  e.app.runInTransaction((txApp) => {
    const user = txApp.findRecordById("users", caller.id)
    if (!user.validatePassword(password)) {
      refusal = shop.fieldError(BadRequestError, "password", "shop_password_invalid", MESSAGES.passwordWrong)
      return
    }
    // An open checkout holds stock and may still be paid: deleting it would leak the hold.
    const open = txApp.findRecordsByFilter("checkouts", "user = {:user} && status = 'open'", "", 1, 0, { user: user.id })
    if (open.length > 0) {
      refusal = new ApiError(409, MESSAGES.paymentUnderWay)
      return
    }
    // The account's own queued e-mails (verification links) go with it; the order e-mails stay with
    // the orders.
    const accountMails = require(`${__hooks}/lib/account-mails.js`)
    const queued = txApp.findRecordsByFilter("mail_queue", "kind = {:kind} && ref = {:user}", "", 0, 0, {
      kind: accountMails.KIND_VERIFICATION,
      user: user.id,
    })
    for (const mail of queued) txApp.delete(mail)
    txApp.delete(user)
  })
  if (refusal) throw refusal

  e.app.logger().info("Account deleted by its owner", "user", caller.id)
  return e.noContent(204)
})
