// The owner's side of a withdrawal (docs/adr/0081-the-owner-acts-on-withdrawals.md). Not a hook
// file: loaded with require() inside the handlers of withdrawal-decisions.pb.js and lib/shipping.js.
//  - `refuse`: POST /api/shop/withdrawals/{id}/refuse (admins). A declaration still `received` is
//    claimed with a conditional UPDATE (two admins at once: one refuses, the other gets a 409); the
//    reason, the decision's time and author, the order's history event and the customer's e-mail
//    are written in the same transaction. The refund is the order's refund route (lib/refunds.js),
//    which marks the declaration `refunded` once everything is refunded.
//  - `receivedFor`: the declaration of an order still awaiting its refund, which shipping must name.

const RECORD_ID = /^[a-z0-9]{15}$/
const MAX_REASON = 1000

const MESSAGES = {
  signIn: "Connectez-vous avec un compte administrateur pour refuser une rétractation.",
  notAdmin: "Seul un administrateur de la boutique peut refuser une rétractation.",
  notFound: "Cette rétractation est introuvable.",
  forged: "Un refus de rétractation ne contient que son motif.",
  reasonRequired: "Indiquez le motif du refus : le client le reçoit par e-mail.",
  reasonTooLong: "Le motif est trop long (1 000 caractères au maximum).",
  /** @type {{ [status: string]: string }} */
  decided: {
    refused: "Cette rétractation a déjà été refusée.",
    refunded: "Cette rétractation a déjà été remboursée : elle ne peut plus être refusée.",
  },
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

/**
 * The order's declaration still awaiting its refund (`received`), or null.
 * @param {CoreApp} app
 * @param {string} orderId
 */
function receivedFor(app, orderId) {
  const found = app.findRecordsByFilter("withdrawals", "order = {:order} && status = 'received'", "", 1, 0, { order: orderId })
  return found.length > 0 ? found[0] : null
}

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function findWithdrawal(app, id) {
  if (!RECORD_ID.test(id)) return null
  try {
    return app.findRecordById("withdrawals", id)
  } catch {
    return null
  }
}

/**
 * The refusal's reason from the body: required (the customer reads it), at most 1,000 characters, nothing else.
 * @param {{ [key: string]: unknown } | null | undefined} body
 */
function parseReason(body) {
  for (const key in body || {}) {
    if (key !== "reason") throw new BadRequestError(MESSAGES.forged)
  }
  const reason = body && typeof body.reason === "string" ? body.reason.trim() : ""
  const invalid = (/** @type {string} */ code, /** @type {string} */ message) => shop().fieldError(BadRequestError, "reason", code, message)
  if (reason === "") throw invalid("shop_withdrawal_reason_required", MESSAGES.reasonRequired)
  if (reason.length > MAX_REASON) throw invalid("shop_withdrawal_reason_too_long", MESSAGES.reasonTooLong)
  return reason
}

/**
 * The plain data of the refusal e-mail (lib/mail-templates.js `withdrawalRefused`).
 * @param {core.Record} withdrawal
 * @param {core.Record} order
 * @returns {WithdrawalMailData}
 */
function mailData(withdrawal, order) {
  return {
    id: withdrawal.id,
    name: withdrawal.getString("name"),
    email: withdrawal.getString("email"),
    declared_at: withdrawal.getString("declared_at"),
    refusal_reason: withdrawal.getString("refusal_reason"),
    order: { id: order.id, created: order.getString("created"), total: order.getFloat("total") },
  }
}

/**
 * POST /api/shop/withdrawals/{id}/refuse `{ reason }`. Returns { answer, mailIds } (the caller
 * answers, then mails). Throws the French refusals: 401 anonymous, 403 not an admin, 404 unknown,
 * 400 no reason or a forged body, 409 already refused or refunded.
 * @param {core.RequestEvent} e
 */
function refuse(e) {
  if (!e.auth) throw new UnauthorizedError(MESSAGES.signIn)
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const withdrawal = findWithdrawal(e.app, e.request.pathValue("id"))
  if (!withdrawal) throw new NotFoundError(MESSAGES.notFound)
  const reason = parseReason(e.requestInfo().body)
  const decider = shop().shopUser(e.auth)

  let already = ""
  // Set inside the transaction's callback (which the type check does not follow).
  let refused = /** @type {core.Record | null} */ (null)
  let mailIds = /** @type {string[]} */ ([])
  e.app.runInTransaction((txApp) => {
    const claimed = txApp
      .db()
      .newQuery("UPDATE withdrawals SET status = 'refused' WHERE id = {:id} AND status = 'received'")
      .bind({ id: withdrawal.id })
      .execute()
    if (claimed.rowsAffected() !== 1) {
      already = txApp.findRecordById("withdrawals", withdrawal.id).getString("status")
      return
    }
    const current = txApp.findRecordById("withdrawals", withdrawal.id)
    current.set("refusal_reason", reason)
    current.set("decided_at", shop().dbNow())
    current.set("decided_by", decider ? decider.id : "")
    txApp.save(current)
    const order = txApp.findRecordById("orders", current.getString("order"))
    require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, order.id, "withdrawal_refused", {
      actor: e.auth,
      data: { withdrawal: current.id, declared_at: current.getString("declared_at"), reason: reason },
    })
    // The customer is told why, where the acknowledgement went: the refusal stands only with its e-mail.
    const templates = require(`${__hooks}/lib/mail-templates.js`)
    const message = templates.withdrawalRefused(mailData(current, order), require(`${__hooks}/lib/mail.js`).mailContext(txApp))
    mailIds = [
      require(`${__hooks}/lib/mail.js`).queue(
        txApp,
        Object.assign(message, { to: current.getString("email"), kind: "withdrawal_refused", ref: "withdrawals/" + current.id }),
      ),
    ]
    refused = current
  })
  if (already) throw new ApiError(409, MESSAGES.decided[already] || MESSAGES.decided.refused)
  if (!refused) throw new Error("withdrawal " + withdrawal.id + " neither refused nor found decided")
  return {
    answer: {
      id: refused.id,
      order: refused.getString("order"),
      status: refused.getString("status"),
      refusal_reason: refused.getString("refusal_reason"),
      decided_at: refused.getString("decided_at"),
    },
    mailIds: mailIds,
  }
}

module.exports = { MESSAGES, receivedFor, refuse }
