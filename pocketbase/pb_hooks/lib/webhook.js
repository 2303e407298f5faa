// Stripe's webhook (docs/adr/0032, 0079): the payment's truth when the browser never comes back. The
// signature is checked on the raw body; an event counts as handled (`stripe_events`) only once its work
// is done, so a delivery cut short (PocketBase killed, Stripe unreachable) is handled again at Stripe's
// next try — every handler is safe to run twice. A paid intent goes through the same finalizeCheckout
// as the browser's confirmation; a refund is booked once by its Stripe id (lib/refunds.js).
// Not a hook file: loaded with require() inside the route handler of checkout.pb.js.

const MAX_BODY_BYTES = 512 * 1024

const MESSAGES = {
  badSignature: "Signature du webhook invalide.",
  notConfigured: "Le webhook de paiement n’est pas configuré sur ce serveur.",
  badEvent: "Événement de paiement illisible.",
}

function stripe() {
  return require(`${__hooks}/lib/stripe.js`)
}

function checkout() {
  return require(`${__hooks}/lib/checkout.js`)
}

/**
 * True when this event's work was done already (a replay, or Stripe's retry of a handled event).
 * @param {CoreApp} app
 * @param {{ id: string }} event
 */
function handledBefore(app, event) {
  return app.findRecordsByFilter("stripe_events", "event_id = {:id}", "", 1, 0, { id: event.id }).length > 0
}

/**
 * Records the event as handled, after its work (a second delivery that raced this one may have recorded it).
 * @param {CoreApp} app
 * @param {{ id: string, type: string }} event
 */
function recordHandled(app, event) {
  const record = new Record(app.findCollectionByNameOrId("stripe_events"))
  record.set("event_id", event.id)
  record.set("type", event.type)
  try {
    app.save(record)
  } catch {
    // Already recorded by a concurrent delivery of the same event: both did the same idempotent work.
  }
}

/**
 * `payment_intent.succeeded`: the order, made here if the browser did not. Refusals are final (200).
 * @param {CoreApp} app
 * @param {StripeIntent} intent
 * @returns {{ handled: string, mailIds?: string[] }}
 */
function intentSucceeded(app, intent) {
  const checkoutId = intent.metadata && intent.metadata.checkout
  if (!checkoutId) return { handled: "ignored: no checkout" }
  try {
    const result = checkout().finalizeCheckout(app, String(checkoutId), String(intent.id), null)
    return { handled: result.created ? "order created" : "order already there", mailIds: result.mailIds }
  } catch (err) {
    // A refusal of this payment (refunded, mismatched…) is the final answer: Stripe must not retry it.
    // Stripe unreachable (502) or anything else is retried by Stripe.
    if (err instanceof ApiError && err.status !== 502 && err.status !== 503) return { handled: "refused: " + err.message }
    throw err
  }
}

/**
 * `payment_intent.payment_failed`: the pieces go back on sale.
 * @param {CoreApp} app
 * @param {StripeIntent} intent
 * @returns {{ handled: string, mailIds?: string[] }}
 */
function intentFailed(app, intent) {
  const checkoutId = intent.metadata && intent.metadata.checkout
  if (!checkoutId || !/^[a-z0-9]{15}$/.test(String(checkoutId))) return { handled: "ignored: no checkout" }
  // Events come out of order: a card declined, then another that paid the same intent, and the
  // failure's event arrives last. Stripe says what the intent is now; only a payment that is still
  // waiting for a card (or was cancelled) gives its pieces back (docs/adr/0140). Stripe unreachable:
  // a 502, the event stays unrecorded and Stripe's retry decides.
  const now = typeof intent.id === "string" ? stripe().retrieveIntent(intent.id) : null
  if (now && now.status !== "requires_payment_method" && now.status !== "canceled") {
    return { handled: "hold kept: the payment is now " + now.status }
  }
  const released = checkout().releaseCheckout(app, String(checkoutId), "payment_failed")
  return { handled: released ? "hold released" : "nothing held" }
}

/**
 * `charge.refunded`: every refund of the payment, read from Stripe (the event's charge does not list
 * them), is booked once by its id: the back-office's claim it names is issued with its credit note, a
 * refund made in Stripe's Dashboard is recorded without one (lib/refunds.js bookStripeRefund).
 * @param {CoreApp} app
 * @param {StripeCharge} charge
 * @returns {{ handled: string, mailIds?: string[] }}
 */
function chargeRefunded(app, charge) {
  const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent && charge.payment_intent.id
  if (!intentId) return { handled: "ignored: no intent" }
  let order = null
  try {
    order = app.findFirstRecordByData("orders", "stripePaymentIntentId", intentId)
  } catch {
    return { handled: "ignored: no order" }
  }
  const refunds = require(`${__hooks}/lib/refunds.js`)
  /** @type {string[]} */
  const mailIds = []
  const outcomes = stripe()
    .listRefunds(intentId)
    .map((refund) => refunds.bookStripeRefund(app, order, refund, mailIds))
  if (outcomes.indexOf("issued") !== -1) return { handled: "credit note issued", mailIds: mailIds }
  if (outcomes.indexOf("recorded") !== -1) return { handled: "order refund recorded", mailIds: mailIds }
  return { handled: "order refund already recorded", mailIds: mailIds }
}

/**
 * POST /api/shop/stripe/webhook
 * @param {core.RequestEvent} e
 */
function handleWebhook(e) {
  const secret = stripe().env("STRIPE_WEBHOOK_SECRET")
  if (!secret) throw new ApiError(503, MESSAGES.notConfigured)
  const payload = toString(e.request.body, MAX_BODY_BYTES)
  const header = e.request.header.get("Stripe-Signature")
  if (!stripe().signatureIsValid(payload, header, secret, Math.floor(Date.now() / 1000))) {
    throw new BadRequestError(MESSAGES.badSignature)
  }
  let event
  try {
    event = JSON.parse(payload)
  } catch {
    throw new BadRequestError(MESSAGES.badEvent)
  }
  if (!event || typeof event.id !== "string" || typeof event.type !== "string" || !event.data || !event.data.object) {
    throw new BadRequestError(MESSAGES.badEvent)
  }
  if (handledBefore(e.app, event)) return { answer: { received: true, duplicate: true }, mailIds: [] }

  // An error (Stripe unreachable, PocketBase stopped) leaves the event unrecorded: Stripe's retry
  // handles it, and the reconciliation (lib/reconcile.js) catches whatever Stripe gives up on.
  const object = event.data.object
  /** @type {{ handled: string, mailIds?: string[] }} */
  let result = { handled: "ignored: " + event.type }
  if (event.type === "payment_intent.succeeded") result = intentSucceeded(e.app, object)
  else if (event.type === "payment_intent.payment_failed") result = intentFailed(e.app, object)
  else if (event.type === "charge.refunded") result = chargeRefunded(e.app, object)
  recordHandled(e.app, event)
  return { answer: { received: true, handled: result.handled }, mailIds: result.mailIds || [] }
}

module.exports = { handleWebhook }
