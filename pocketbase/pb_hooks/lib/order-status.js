// An order's status transitions (docs/product/states.md#order-life and docs/product/states.md#order-statuses, docs/adr/0050-shipping-and-the-order-history.md). Not a
// hook file: loaded with require() by orders.pb.js and lib/shipping.js.
//
//   pending ──► paid        the checkout's (pb_hooks/lib/checkout.js), never a person's
//   paid ──► shipped        the ship route only (carrier and tracking number required)
//   shipped ──► delivered   an admin's status change
//   pending ──► cancelled   an admin's status change (an order that was never paid)
//   paid/shipped ──► cancelled   a refund's business: refused here, the admin refunds the order
// Anything else (back to pending or paid, out of delivered or cancelled) is refused.

const MESSAGES = {
  toPaid: "Le paiement d’une commande est enregistré par la boutique à la réception du paiement : il ne se saisit pas à la main.",
  toShipped: "Pour expédier une commande, utilisez « Marquer comme expédiée » : le transporteur et le numéro de suivi sont demandés.",
  cancelPaid: "Une commande payée ne s’annule pas par son statut : remboursez-la, le remboursement l’annule.",
  toPending: "Une commande ne revient jamais « En attente ».",
  closed: (/** @type {string} */ label) => "Cette commande est « " + label + " » : son statut ne change plus.",
  notAllowed: (/** @type {string} */ from, /** @type {string} */ to) =>
    "Le statut d’une commande « " + from + " » ne peut pas devenir « " + to + " ».",
  changed: "Le statut de cette commande vient de changer : rechargez la liste et réessayez.",
}

/** @type {{ [status: string]: string }} */
const LABELS = { pending: "En attente", paid: "Payée", shipped: "Expédiée", delivered: "Livrée", cancelled: "Annulée" }

/**
 * What an admin (or a superuser) may do with a plain status change: from → allowed targets.
 * @type {{ [status: string]: string[] }}
 */
const ADMIN_TRANSITIONS = {
  pending: ["cancelled"],
  shipped: ["delivered"],
}

/** @param {string} status */
function label(status) {
  return LABELS[status] || status
}

/**
 * The French reason why an admin may not change `from` into `to`, or "" when allowed.
 * @param {string} from
 * @param {string} to
 */
function refusal(from, to) {
  if (from === to) return ""
  const allowed = ADMIN_TRANSITIONS[from] || []
  if (allowed.indexOf(to) !== -1) return ""
  if (from === "delivered" || from === "cancelled") return MESSAGES.closed(label(from))
  if (to === "paid") return MESSAGES.toPaid
  if (to === "pending") return MESSAGES.toPending
  if (to === "shipped") return MESSAGES.toShipped
  if (to === "cancelled") return MESSAGES.cancelPaid
  return MESSAGES.notAllowed(label(from), label(to))
}

/**
 * Moves the order from `from` to `to` inside the caller's transaction, only if it still is `from`
 * (a conditional UPDATE: SQLite serializes writers, so of two concurrent changes one claims it and
 * the other finds it changed). Returns true when this caller claimed it.
 * @param {CoreApp} txApp
 * @param {string} orderId
 * @param {string} from
 * @param {string} to
 */
function claimTransition(txApp, orderId, from, to) {
  const result = txApp
    .db()
    // Its `status_rank` with it (docs/adr/0100: the list sorts a status by its place in the order's life).
    .newQuery("UPDATE orders SET status = {:to}, status_rank = {:rank} WHERE id = {:id} AND status = {:from}")
    .bind({ id: orderId, from: from, to: to, rank: require(`${__hooks}/lib/sort-keys.js`).statusRank("orders", to) })
    .execute()
  if (result.rowsAffected() !== 1) return false
  // The order that paid a quote's balance takes its request along (docs/adr/0128).
  require(`${__hooks}/lib/quote-payments.js`).onOrderStatus(txApp, orderId, to)
  return true
}

module.exports = { MESSAGES, LABELS, ADMIN_TRANSITIONS, refusal, claimTransition, label }
