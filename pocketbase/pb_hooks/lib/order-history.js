// The order's history (docs/adr/0046-after-the-sale-data-model.md): every transition written by the
// server (paid, status changes, shipping, invoice, refunds, credit notes, withdrawal, mails) is one
// `order_events` row: who, when, what. Written in the same transaction as the change it records.
// Not a hook file: loaded with require().

/**
 * @param {CoreApp} txApp the transaction's app (or the app)
 * @param {string} orderId
 * @param {string} type e.g. "paid", "status", "shipped", "invoice", "refund", "credit_note", "withdrawal"
 * @param {{ actor?: core.Record | null, actorLabel?: string, data?: object }} [who]
 */
function recordEvent(txApp, orderId, type, who) {
  const options = who || {}
  const collection = txApp.findCollectionByNameOrId("order_events")
  const event = new Record(collection)
  event.set("order", orderId)
  event.set("type", type)
  const actor = options.actor
  const isUser = actor && !actor.isSuperuser() && actor.collection().name === "users"
  if (isUser) event.set("actor", actor.id)
  event.set(
    "actor_label",
    options.actorLabel || (isUser ? actor.getString("name") || actor.getString("email") : actor ? "Super-administrateur" : "Boutique"),
  )
  event.set("data", options.data || {})
  txApp.save(event)
  return event
}

module.exports = { recordEvent }
