/// <reference path="../pb_data/types.d.ts" />
// The order's history as its customer reads it (docs/adr/0080-b2b-orders-and-the-order-page.md): the
// API rule lets an order's owner list the events that say what happened to the order; this hook keeps
// who did it (an admin's name, a visitor) and the server's own details (payment and refund ids, an
// admin's reason) for the admins. A customer gets the type, the date and the few facts the order page
// shows (the new status, the carrier and tracking number, an amount, a document number, a declaration's time).

onRecordEnrich((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.isAdmin(e.requestInfo ? e.requestInfo.auth : null)) {
    e.record.hide("actor", "actor_label")
    // `method`: « transfer » for an order on invoice (docs/adr/0131), confirmed before it is paid.
    const kept = ["to", "carrier", "tracking_number", "tracking_url", "amount", "number", "declared_at", "method"]
    /** @type {{ [key: string]: unknown }} */
    const data = require(`${__hooks}/lib/json-fields.js`).jsonValue(e.record.get("data")) || {}
    /** @type {{ [key: string]: unknown }} */
    const shown = {}
    for (const key of kept) {
      if (data && data[key] !== undefined && data[key] !== null) shown[key] = data[key]
    }
    e.record.set("data", shown)
  }
  e.next()
}, "order_events")
