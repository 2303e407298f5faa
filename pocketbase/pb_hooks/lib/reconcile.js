// The reconciliation (docs/adr/0079-a-refund-booked-once-and-the-reconciliation.md): what the browser's
// confirmation and Stripe's webhook both missed — PocketBase stopped in the middle, Stripe unreachable
// or late, a webhook that Stripe gave up on — is caught by asking Stripe itself, every minute:
//   1. refund claims whose outcome nobody saw are settled (lib/refunds.js settleStaleClaims);
//   2. every succeeded payment of the last days whose checkout has no order becomes its order, or is
//      refunded, through the one finalizeCheckout (lib/checkout.js);
//   3. every refund of the last days is booked once on its order (lib/refunds.js bookStripeRefund).
// Each step is safe to run twice or beside the webhook: the work is idempotent and transactional.
// Not a hook file: loaded with require() inside the cron and the route of checkout.pb.js.

/** Stripe retries a webhook for three days: the reconciliation looks as far back. */
const WINDOW_SECONDS = 3 * 24 * 3600
/** One run at a time; a run that died is forgotten after this long. */
const RUN_LOCK_MS = 10 * 60 * 1000
const RUN_KEY = "shop_reconcile_running"

function stripe() {
  return require(`${__hooks}/lib/stripe.js`)
}

/**
 * @param {CoreApp} app
 * @param {ShopCollectionName} collection
 * @param {string} id
 */
function findOrNull(app, collection, id) {
  try {
    return app.findRecordById(collection, id)
  } catch {
    return null
  }
}

/**
 * @param {CoreApp} app
 * @param {string} intentId
 */
function hasOrder(app, intentId) {
  try {
    app.findFirstRecordByFilter("orders", "stripePaymentIntentId = {:id}", { id: intentId })
    return true
  } catch {
    return false
  }
}

/**
 * Step 2: a succeeded payment whose checkout has no order (or had another fate) is finished. A
 * checkout claimed for a refund that Stripe never made (PocketBase fell between the claim and the
 * call) is refunded now. `refunded`: the intents Stripe refunded, from its recent refunds.
 * @param {CoreApp} app
 * @param {StripeIntent} intent
 * @param {{ [intentId: string]: boolean }} refunded
 * @param {ReconcileSummary} summary
 * @param {string[]} mailIds
 * @param {Array<{ id: string, amount: number, created: number }>} orphans where a payment whose checkout is gone goes
 */
function finishPayment(app, intent, refunded, summary, mailIds, orphans) {
  const checkoutId = intent.metadata && typeof intent.metadata.checkout === "string" ? intent.metadata.checkout : ""
  if (intent.status !== "succeeded" || !/^[a-z0-9]{15}$/.test(checkoutId)) return
  const checkout = findOrNull(app, "checkouts", checkoutId)
  if (!checkout) {
    // Only a restore from an older backup loses a checkout (they are never deleted while their
    // payment may still come): the owner is told (lib/health.js), unless Stripe refunded it since.
    // (An account's deletion takes its checkouts, never its orders: a payment with an order is fine.)
    if (refunded[intent.id] || hasOrder(app, intent.id)) return
    orphans.push({ id: intent.id, amount: intent.amount, created: intent.created || 0 })
    return
  }
  const status = checkout.getString("status")
  const itsIntent = checkout.getString("payment_intent") === intent.id
  if (status === "paid" && itsIntent) return
  if (status === "refunded" && itsIntent) {
    if (refunded[intent.id]) return
    if (stripe().refund(intent.id)) summary.refunded++
    else summary.errors++
    return
  }
  const checkouts = require(`${__hooks}/lib/checkout.js`)
  try {
    const result = checkouts.finalizeCheckout(app, checkoutId, intent.id, null)
    if (result.created) {
      summary.orders++
      for (const id of result.mailIds || []) mailIds.push(id)
    }
  } catch (err) {
    const answer = err instanceof ApiError ? err.status : 0
    if (answer === 409) {
      summary.refunded++ // sold out, amount mismatch, paid twice: the payment was given back
    } else if (answer === 400 && err instanceof ApiError && err.message === checkouts.MESSAGES.refunded) {
      // Refunded in Stripe before it became an order: nothing to make; the hold goes back on sale.
      checkouts.releaseCheckout(app, checkoutId, "refunded")
    } else {
      summary.errors++
      console.error("reconcile: payment " + intent.id + " of checkout " + checkoutId + " unfinished: " + err)
    }
  }
}

/**
 * Step 3: a refund of a paid order not in its ledger yet is booked.
 * @param {CoreApp} app
 * @param {StripeRefund | null} refund
 * @param {ReconcileSummary} summary
 * @param {string[]} mailIds
 */
function bookRefund(app, refund, summary, mailIds) {
  if (!refund || typeof refund.payment_intent !== "string" || typeof refund.id !== "string") return
  if (app.findRecordsByFilter("payment_refunds", "refund_id = {:id}", "", 1, 0, { id: refund.id }).length > 0) return
  let order
  try {
    order = app.findFirstRecordByData("orders", "stripePaymentIntentId", refund.payment_intent)
  } catch {
    return // a checkout's refund (no order): nothing to book
  }
  const done = require(`${__hooks}/lib/refunds.js`).bookStripeRefund(app, order, refund, mailIds)
  if (done !== "known") summary.refunds++
}

/**
 * One run; returns what it did: { orders, refunded, refunds, errors, skipped? }.
 * @param {CoreApp} app
 */
function reconcile(app) {
  /** @type {ReconcileSummary} */
  const summary = { orders: 0, refunded: 0, refunds: 0, errors: 0 }
  const mode = stripe().paymentMode()
  if (!mode) return Object.assign(summary, { skipped: "payments off" })
  const store = app.store()
  const running = store.get(RUN_KEY)
  if (running && Date.now() - running < RUN_LOCK_MS) return Object.assign(summary, { skipped: "already running" })
  store.set(RUN_KEY, Date.now())
  /** @type {string[]} */
  const mailIds = []
  try {
    for (const id of require(`${__hooks}/lib/refunds.js`).settleStaleClaims(app)) mailIds.push(id)
    if (mode === "stripe") {
      const since = Date.now() / 1000 - WINDOW_SECONDS
      try {
        const refunds = stripe().listRecentRefunds(since)
        /** @type {{ [intentId: string]: boolean }} */
        const refunded = {}
        for (const refund of refunds)
          if (refund && refund.status !== "failed" && refund.status !== "canceled") refunded[refund.payment_intent] = true
        /** @type {Array<{ id: string, amount: number, created: number }>} */
        const orphans = []
        for (const intent of stripe().listRecentIntents(since)) finishPayment(app, intent, refunded, summary, mailIds, orphans)
        require(`${__hooks}/lib/health.js`).recordOrphanPayments(app, orphans)
        for (const refund of refunds) bookRefund(app, refund, summary, mailIds)
      } catch (err) {
        summary.errors++
        console.error("reconcile: Stripe could not be read: " + err)
      }
    }
  } finally {
    store.remove(RUN_KEY)
  }
  if (mailIds.length > 0) {
    try {
      require(`${__hooks}/lib/mail.js`).deliverNow(app, mailIds)
    } catch (err) {
      console.error("reconcile: the mails stay queued: " + err)
    }
  }
  return summary
}

module.exports = { reconcile }
