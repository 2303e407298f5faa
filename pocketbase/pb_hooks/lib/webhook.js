// Stripe's webhook (docs/adr/0032): the payment's truth when the browser never comes back. The
// signature is checked on the raw body, each event is handled once (`stripe_events`), and a paid intent
// goes through the same finalizeCheckout as the browser's confirmation.
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

/** Records the event id; false when it was already there (a replay or Stripe's retry of a handled event). */
function firstDelivery(app, event) {
  const record = new Record(app.findCollectionByNameOrId("stripe_events"))
  record.set("event_id", event.id)
  record.set("type", event.type)
  try {
    app.save(record)
    return record
  } catch {
    return null
  }
}

/** `payment_intent.succeeded`: the order, made here if the browser did not. Refusals are final (200). */
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

/** `payment_intent.payment_failed`: the pieces go back on sale. */
function intentFailed(app, intent) {
  const checkoutId = intent.metadata && intent.metadata.checkout
  if (!checkoutId || !/^[a-z0-9]{15}$/.test(String(checkoutId))) return { handled: "ignored: no checkout" }
  const released = checkout().releaseCheckout(app, String(checkoutId), "payment_failed")
  return { handled: released ? "hold released" : "nothing held" }
}

/** `charge.refunded` (e.g. from Stripe's Dashboard): the order records it; a full refund cancels it. */
function chargeRefunded(app, charge) {
  const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent && charge.payment_intent.id
  if (!intentId) return { handled: "ignored: no intent" }
  let order = null
  try {
    order = app.findFirstRecordByData("orders", "stripePaymentIntentId", intentId)
  } catch {
    return { handled: "ignored: no order" }
  }
  // A refund made from the back-office comes back here with the amount already recorded (and its
  // credit note issued, docs/adr/0051): nothing changes. One made in Stripe's Dashboard is recorded
  // in the order's history, without a credit note (the admin issues refunds from the shop).
  const before = Math.round(order.getFloat("amount_refunded") * 100)
  const after = Number(charge.amount_refunded) || 0
  const from = order.getString("status")
  const cancels = charge.refunded === true && from !== "refunded" && from !== "cancelled"
  if (after === before && !cancels) return { handled: "order refund already recorded" }
  app.runInTransaction((txApp) => {
    order.set("amount_refunded", after / 100)
    if (cancels) order.set("status", "cancelled")
    txApp.save(order)
    const history = require(`${__hooks}/lib/order-history.js`)
    history.recordEvent(txApp, order.id, "refund", {
      actorLabel: "Stripe",
      data: { amount_refunded: after / 100, source: "stripe_dashboard" },
    })
    if (cancels) history.recordEvent(txApp, order.id, "status", { actorLabel: "Stripe", data: { from: from, to: "cancelled" } })
  })
  return { handled: "order refund recorded" }
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
  const delivery = firstDelivery(e.app, event)
  if (!delivery) return { answer: { received: true, duplicate: true }, mailIds: [] }

  try {
    const object = event.data.object
    let result = { handled: "ignored: " + event.type }
    if (event.type === "payment_intent.succeeded") result = intentSucceeded(e.app, object)
    else if (event.type === "payment_intent.payment_failed") result = intentFailed(e.app, object)
    else if (event.type === "charge.refunded") result = chargeRefunded(e.app, object)
    return { answer: { received: true, handled: result.handled }, mailIds: result.mailIds || [] }
  } catch (err) {
    // Not handled: forget the delivery so that Stripe's retry is handled.
    try {
      e.app.delete(delivery)
    } catch (deleteError) {
      console.error("webhook: could not forget event " + event.id + ": " + deleteError)
    }
    throw err
  }
}

module.exports = { handleWebhook }
