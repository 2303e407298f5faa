/// <reference path="../pb_data/types.d.ts" />
// An order's life after payment (docs/product/states.md#order-life, docs/adr/0050-shipping-and-the-order-history.md):
//  - a status change through the records API is checked against the allowed transitions
//    (lib/order-status.js) and kept in the order's history (`order_events`) in the same transaction;
//  - POST /api/shop/orders/{id}/ship (admins): carrier and tracking number, status `shipped`, the
//    history's event and the « Votre commande est expédiée » e-mail (lib/shipping.js);
//  - POST /api/shop/orders/bulk-ship (admins): several orders at once, one carrier, a tracking number
//    each, all accepted ones in one transaction, the refused ones named (docs/adr/0095).

onRecordUpdateRequest((e) => {
  const rules = require(`${__hooks}/lib/order-status.js`)
  const shop = require(`${__hooks}/lib/shop.js`)
  const from = e.record.original().getString("status")
  const to = e.record.getString("status")
  // No status change, or a value outside the list (PocketBase's own validation answers it).
  if (from === to || !rules.LABELS[to]) return e.next()
  // A caller the update rule refuses gets PocketBase's answer (404), as before this hook: the rule
  // is checked after request hooks, and a transition message must not tell a stranger anything.
  if (!shop.isSuperuser(e.auth) && !e.app.canAccessRecord(e.record, e.requestInfo(), e.collection.updateRule)) return e.next()
  const reason = rules.refusal(from, to)
  if (reason) throw shop.fieldError(BadRequestError, "status", "shop_status_transition", reason)

  let changed = false
  e.app.runInTransaction((txApp) => {
    if (!rules.claimTransition(txApp, e.record.id, from, to)) {
      changed = true
      return
    }
    require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, e.record.id, "status", { actor: e.auth, data: { from: from, to: to } })
    e.app = txApp
    e.next()
  })
  if (changed) throw new ApiError(409, rules.MESSAGES.changed)
}, "orders")

routerAdd(
  "POST",
  "/api/shop/orders/{id}/ship",
  (e) => {
    const shipping = require(`${__hooks}/lib/shipping.js`)
    const result = shipping.shipOrder(e)
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, result.answer, result.mailIds)
  },
  $apis.requireAuth(),
  $apis.bodyLimit(4 * 1024),
)

routerAdd(
  "POST",
  "/api/shop/orders/bulk-ship",
  (e) => {
    const result = require(`${__hooks}/lib/shipping.js`).bulkShip(e)
    require(`${__hooks}/lib/checkout.js`).answerThenMail(e, 200, result.answer, result.mailIds)
  },
  $apis.requireAuth(),
  // 500 orders of an id, a tracking number and a link each.
  $apis.bodyLimit(384 * 1024),
)
