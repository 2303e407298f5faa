// The pro application (docs/adr/0060-customers-and-the-pro-application.md). Not a hook file:
// pro-applications.pb.js loads it with require() inside its handlers.
//
// A customer applies through the records API (the collection's create rule: for themself, no role
// yet, nothing of the decision in the body); `checkNew` checks and normalises what they sent. Only an
// admin decides, through POST /api/shop/pro-applications/{id}/approve|refuse (`decide`): the status
// is claimed with a conditional UPDATE (two admins at once: one decides, the other gets a 409), the
// role is granted and the applicant's e-mail queued in the same transaction.

const RECORD_ID = /^[a-z0-9]{15}$/

const MESSAGES = {
  alreadyPro: "Votre compte est déjà un compte professionnel.",
  alreadyAdmin: "Un compte administrateur n’a pas besoin de compte professionnel.",
  alreadyPending: "Vous avez déjà une demande en cours d’examen : nous vous répondrons par e-mail.",
  companyRequired: "Indiquez le nom de votre entreprise.",
  companyTooLong: "Ce nom est trop long (120 caractères au maximum).",
  siretRequired: "Indiquez le numéro SIREN (9 chiffres) ou SIRET (14 chiffres) de votre entreprise.",
  siretLength: "Un numéro SIREN compte 9 chiffres, un numéro SIRET 14.",
  siretKey: "Ce numéro n’est pas valide (clé de contrôle).",
  vatInvalid: "Numéro de TVA intracommunautaire invalide (ex. FR32123456789).",
  vatOtherSiren: "Ce numéro de TVA ne correspond pas au numéro SIREN indiqué.",
  activityRequired: "Indiquez votre activité (ex. boutique de créateurs, lithothérapeute).",
  activityTooLong: "Ce texte est trop long (200 caractères au maximum).",
  messageTooLong: "Votre message est trop long (2 000 caractères au maximum).",
  notAdmin: "Seul un administrateur de la boutique peut accepter ou refuser une demande de compte professionnel.",
  notFound: "Cette demande est introuvable.",
  ownApplication: "Vous ne pouvez pas décider de votre propre demande.",
  forged: "Une décision ne contient que le motif d’un refus.",
  reasonTooLong: "Le motif est trop long (1 000 caractères au maximum).",
  /** @type {{ [status: string]: string }} */
  decided: {
    approved: "Cette demande a déjà été acceptée.",
    refused: "Cette demande a déjà été refusée.",
    revoked: "Ce compte professionnel a déjà été retiré.",
  },
  // Taking a pro account back (docs/adr/0094).
  revokeNotAdmin: "Seul un administrateur de la boutique peut retirer un compte professionnel.",
  userNotFound: "Ce compte est introuvable.",
  revokeOwn: "Vous ne pouvez pas retirer votre propre compte professionnel.",
  notPro: "Ce compte n’est pas un compte professionnel.",
  revokeForged: "Un retrait ne contient que son motif.",
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

/**
 * @param {string} field
 * @param {string} code
 * @param {string} message
 */
function invalid(field, code, message) {
  return shop().fieldError(BadRequestError, field, code, message)
}

/** @param {unknown} value */
function text(value) {
  return typeof value === "string" ? value.trim() : ""
}

/** @param {unknown} value */
function withoutSpaces(value) {
  return text(value).replace(/[\s.]/g, "")
}

/**
 * Whether this person already has an application waiting for a decision.
 * @param {CoreApp} app
 * @param {string} userId
 */
function hasPending(app, userId) {
  return app.findRecordsByFilter("pro_applications", "user = {:user} && status = 'pending'", "", 1, 0, { user: userId }).length > 0
}

/**
 * On a create through the records API, once the create rule let it through (PocketBase checks the
 * rule first: a customer, for themself, nothing of the decision in the body): the application checked
 * and normalised (French field errors). The role and applicant checks repeat the rule's, should it
 * ever be loosened. Returns false for a caller it does not concern.
 * @param {core.RecordRequestEvent} e
 */
function checkNew(e) {
  const caller = shop().shopUser(e.auth)
  const record = e.record
  if (!caller || record.getString("user") !== caller.id) return false
  const role = caller.getString("role")
  if (role === shop().ROLE_PRO) throw new BadRequestError(MESSAGES.alreadyPro)
  if (role !== "") throw new BadRequestError(MESSAGES.alreadyAdmin)

  const addresses = require(`${__hooks}/lib/addresses.js`)
  const company = text(record.getString("company")).replace(/\s+/g, " ")
  if (company === "") throw invalid("company", "shop_pro_company_required", MESSAGES.companyRequired)
  if (company.length > 120) throw invalid("company", "shop_pro_company_too_long", MESSAGES.companyTooLong)

  const siret = withoutSpaces(record.getString("siret"))
  if (siret === "") throw invalid("siret", "shop_pro_siret_required", MESSAGES.siretRequired)
  if (!/^([0-9]{9}|[0-9]{14})$/.test(siret)) throw invalid("siret", "shop_pro_siret_length", MESSAGES.siretLength)
  if (!addresses.hasLuhnKey(siret)) throw invalid("siret", "shop_pro_siret_key", MESSAGES.siretKey)

  const vat = withoutSpaces(record.getString("vat_number")).toUpperCase()
  if (vat !== "" && !addresses.isVatNumber(vat)) throw invalid("vat_number", "shop_pro_vat_invalid", MESSAGES.vatInvalid)
  // A French VAT number is FR + key + the SIREN: it must be the company's.
  if (/^FR[0-9A-Z]{2}[0-9]{9}$/.test(vat) && vat.slice(4) !== siret.slice(0, 9)) {
    throw invalid("vat_number", "shop_pro_vat_other_siren", MESSAGES.vatOtherSiren)
  }

  const activity = text(record.getString("activity")).replace(/\s+/g, " ")
  if (activity === "") throw invalid("activity", "shop_pro_activity_required", MESSAGES.activityRequired)
  if (activity.length > 200) throw invalid("activity", "shop_pro_activity_too_long", MESSAGES.activityTooLong)

  const message = text(record.getString("message"))
  if (message.length > 2000) throw invalid("message", "shop_pro_message_too_long", MESSAGES.messageTooLong)

  if (hasPending(e.app, caller.id)) throw new BadRequestError(MESSAGES.alreadyPending)

  record.set("company", company)
  record.set("siret", siret)
  record.set("vat_number", vat)
  record.set("activity", activity)
  record.set("message", message)
  record.set("status", "pending")
  return true
}

/**
 * A second submit racing the first: the partial unique index refused it; the same French answer.
 * @param {core.RequestEvent} e
 * @param {unknown} error
 */
function pendingRaceError(e, error) {
  const caller = shop().shopUser(e.auth)
  if (caller && hasPending(e.app, caller.id)) return new BadRequestError(MESSAGES.alreadyPending)
  return error
}

/**
 * The plain data the mail templates read.
 * @param {core.Record} application
 * @param {core.Record} user
 * @returns {ProApplicationData}
 */
function mailData(application, user) {
  return {
    id: application.id,
    user_id: user.id,
    name: user.getString("name"),
    email: user.email(),
    company: application.getString("company"),
    siret: application.getString("siret"),
    vat_number: application.getString("vat_number"),
    activity: application.getString("activity"),
    message: application.getString("message"),
    refusal_reason: application.getString("refusal_reason"),
    created: application.getString("created"),
  }
}

/**
 * The acknowledgement to the applicant and the shop's alert; returns the ids queued.
 * @param {CoreApp} app
 * @param {core.Record} application
 */
function queueReceivedMails(app, application) {
  const mail = require(`${__hooks}/lib/mail.js`)
  const templates = require(`${__hooks}/lib/mail-templates.js`)
  const meta = app.settings().meta
  const ctx = mail.mailContext(app)
  const user = app.findRecordById("users", application.getString("user"))
  const data = mailData(application, user)
  const ref = "pro_applications/" + application.id
  const ids = []
  ids.push(
    mail.queue(
      app,
      Object.assign(templates.proApplicationReceived(data, ctx), { to: data.email, kind: "pro_application_received", ref: ref }),
    ),
  )
  if (meta.senderAddress) {
    ids.push(
      mail.queue(
        app,
        Object.assign(templates.proApplicationAlert(data, ctx), {
          to: meta.senderAddress,
          kind: "pro_application_alert",
          ref: ref,
        }),
      ),
    )
  }
  return ids
}

/**
 * The refusal's reason from the body (approve takes none); a 400 for anything else.
 * @param {{ [key: string]: unknown } | null | undefined} body
 * @param {string} to
 */
function parseDecision(body, to) {
  const allowed = to === "refused" ? ["reason"] : []
  for (const key in body || {}) {
    if (allowed.indexOf(key) === -1) throw new BadRequestError(MESSAGES.forged)
  }
  const reason = to === "refused" ? text(body && body.reason) : ""
  if (reason.length > 1000) throw invalid("reason", "shop_pro_reason_too_long", MESSAGES.reasonTooLong)
  return reason
}

/**
 * POST /api/shop/pro-applications/{id}/approve|refuse. Returns { answer, mailIds } (the caller
 * answers, then mails). Throws the French refusals: 403 not an admin (or their own application),
 * 404 unknown, 400 a forged body, 409 already decided.
 * @param {core.RequestEvent} e
 * @param {"approved"|"refused"} to
 */
function decide(e, to) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const id = e.request.pathValue("id")
  let application = null
  if (RECORD_ID.test(id)) {
    try {
      application = e.app.findRecordById("pro_applications", id)
    } catch {
      application = null
    }
  }
  if (!application) throw new NotFoundError(MESSAGES.notFound)
  const decider = shop().shopUser(e.auth)
  if (decider && decider.id === application.getString("user")) throw new ForbiddenError(MESSAGES.ownApplication)
  const reason = parseDecision(e.requestInfo().body, to)

  let already = ""
  // Set inside the transaction's callback (which the type check does not follow).
  let decided = /** @type {{ application: core.Record, role: string } | null} */ (null)
  let mailIds = /** @type {string[]} */ ([])
  e.app.runInTransaction((txApp) => {
    const claimed = txApp
      .db()
      .newQuery("UPDATE pro_applications SET status = {:to} WHERE id = {:id} AND status = 'pending'")
      .bind({ id: application.id, to: to })
      .execute()
    if (claimed.rowsAffected() !== 1) {
      already = txApp.findRecordById("pro_applications", application.id).getString("status")
      return
    }
    const current = txApp.findRecordById("pro_applications", application.id)
    current.set("decided_by", decider ? decider.id : "")
    current.set("decided_at", shop().dbNow())
    current.set("refusal_reason", reason)
    txApp.save(current)
    const user = txApp.findRecordById("users", current.getString("user"))
    // An account made admin meanwhile (by a superuser) keeps its role.
    if (to === "approved" && user.getString("role") === "") {
      user.set("role", shop().ROLE_PRO)
      txApp.save(user)
    }
    const templates = require(`${__hooks}/lib/mail-templates.js`)
    const data = mailData(current, user)
    const ctx = require(`${__hooks}/lib/mail.js`).mailContext(txApp)
    const mail = to === "approved" ? templates.proApplicationApproved(data, ctx) : templates.proApplicationRefused(data, ctx)
    const kind = to === "approved" ? "pro_application_approved" : "pro_application_refused"
    mailIds = [
      require(`${__hooks}/lib/mail.js`).queue(
        txApp,
        Object.assign(mail, { to: data.email, kind: kind, ref: "pro_applications/" + current.id }),
      ),
    ]
    decided = { application: current, role: user.getString("role") }
  })
  if (already) throw new ApiError(409, MESSAGES.decided[already] || MESSAGES.decided.approved)
  if (!decided) throw new Error("pro application " + application.id + " neither decided nor found decided")
  const record = decided.application
  return {
    answer: {
      id: record.id,
      status: record.getString("status"),
      decided_at: record.getString("decided_at"),
      refusal_reason: record.getString("refusal_reason"),
      user: record.getString("user"),
      role: decided.role,
    },
    mailIds: mailIds,
  }
}

/**
 * POST /api/shop/users/{id}/revoke-pro (docs/adr/0094): the shop takes a pro account back. The role
 * is claimed with a conditional UPDATE (two admins at once: one revokes, the other gets a 409); the
 * application that opened the account (if any: a superuser may have given the role by hand) becomes
 * `revoked` with its reason; the customer is told by e-mail, in the same transaction. Their account,
 * orders and invoices stay; they may apply again. Returns { answer, mailIds }.
 * @param {core.RequestEvent} e
 */
function revoke(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.revokeNotAdmin)
  const id = e.request.pathValue("id")
  let user = null
  if (RECORD_ID.test(id)) {
    try {
      user = e.app.findRecordById("users", id)
    } catch {
      user = null
    }
  }
  if (!user) throw new NotFoundError(MESSAGES.userNotFound)
  const admin = shop().shopUser(e.auth)
  if (admin && admin.id === user.id) throw new ForbiddenError(MESSAGES.revokeOwn)
  const body = e.requestInfo().body || {}
  for (const key in body) {
    if (key !== "reason") throw new BadRequestError(MESSAGES.revokeForged)
  }
  const reason = text(body.reason)
  if (reason.length > 1000) throw invalid("reason", "shop_pro_reason_too_long", MESSAGES.reasonTooLong)

  let revoked = false
  let mailIds = /** @type {string[]} */ ([])
  let applicationId = ""
  e.app.runInTransaction((txApp) => {
    const claimed = txApp
      .db()
      .newQuery("UPDATE users SET role = '' WHERE id = {:id} AND role = {:pro}")
      .bind({ id: user.id, pro: shop().ROLE_PRO })
      .execute()
    if (claimed.rowsAffected() !== 1) return
    const current = txApp.findRecordById("users", user.id)
    // Saved through PocketBase too: its `updated` and the record's hooks see the change.
    current.set("role", "")
    txApp.save(current)
    const opened = txApp.findRecordsByFilter("pro_applications", "user = {:user} && status = 'approved'", "-created", 1, 0, {
      user: user.id,
    })
    const application = opened.length > 0 ? opened[0] : null
    if (application) {
      application.set("status", "revoked")
      application.set("revoked_at", shop().dbNow())
      application.set("revoked_by", admin ? admin.id : "")
      application.set("revocation_reason", reason)
      txApp.save(application)
      applicationId = application.id
    }
    const mail = require(`${__hooks}/lib/mail.js`)
    const data = {
      user_id: current.id,
      name: current.getString("name"),
      email: current.email(),
      company: application ? application.getString("company") : "",
      reason: reason,
    }
    const message = require(`${__hooks}/lib/mail-templates.js`).proAccountRevoked(data, mail.mailContext(txApp))
    mailIds = [mail.queue(txApp, Object.assign(message, { to: data.email, kind: "pro_account_revoked", ref: "users/" + current.id }))]
    revoked = true
  })
  if (!revoked) throw new ApiError(409, MESSAGES.notPro)
  return { answer: { id: user.id, role: "", application: applicationId, revocation_reason: reason }, mailIds: mailIds }
}

module.exports = { MESSAGES, checkNew, pendingRaceError, queueReceivedMails, decide, revoke }
