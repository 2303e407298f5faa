// Shipping an order (docs/adr/0050-shipping-and-the-order-history.md): POST /api/shop/orders/{id}/ship.
// Only a paid order ships, once; the carrier comes from a short list and the tracking link is built
// from the carrier's public tracking page (or given by the admin for « Autre »). In one transaction:
// the status (claimed with a conditional UPDATE, so two requests at once ship it once), the shipping
// fields, the history's event and the customer's e-mail in the queue. An order whose customer declared
// a withdrawal not yet refunded ships only with the admin's explicit `withdrawal_confirmed: true` (the
// goods may be on their way already, docs/adr/0081), and its history says so. Not a hook file.

const RECORD_ID = /^[a-z0-9]{15}$/
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/
const BODY_FIELDS = ["carrier", "tracking_number", "tracking_url", "carrier_name", "withdrawal_confirmed"]

/**
 * The carriers an admin picks from: `label` in the dialog, `name` on the order and in the e-mail,
 * `url` the public tracking page (`{number}`, and `{postcode}` for Mondial Relay, which asks for it).
 */
/** @type {{ [carrier: string]: { label: string, name: string, url: string } }} */
const CARRIERS = {
  colissimo: { label: "La Poste Colissimo", name: "Colissimo", url: "https://www.laposte.fr/outils/suivre-vos-envois?code={number}" },
  mondial_relay: {
    label: "Mondial Relay",
    name: "Mondial Relay",
    url: "https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={number}&codePostal={postcode}",
  },
  chronopost: {
    label: "Chronopost",
    name: "Chronopost",
    url: "https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={number}",
  },
  lettre_suivie: { label: "Lettre suivie", name: "Lettre suivie", url: "https://www.laposte.fr/outils/suivre-vos-envois?code={number}" },
  autre: { label: "Autre", name: "Autre transporteur", url: "" },
}

const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut expédier une commande.",
  notFound: "Cette commande est introuvable.",
  forged:
    "Une expédition ne contient que le transporteur, le numéro de suivi, pour un autre transporteur son nom et l’adresse de suivi, " +
    "et la confirmation d’expédier malgré une rétractation.",
  carrier: "Choisissez un transporteur dans la liste.",
  numberRequired: "Le numéro de suivi est obligatoire.",
  number: "Le numéro de suivi ne contient que des lettres, des chiffres, des espaces et des tirets (3 à 40 caractères).",
  url: "L’adresse de suivi doit être une adresse web complète commençant par https://.",
  carrierName: "Le nom du transporteur ne dépasse pas 60 caractères.",
  alreadyShipped: "Cette commande est déjà expédiée.",
  cancelling: "Cette commande est en cours d’annulation : elle ne peut plus être expédiée.",
  notPaid: (/** @type {string} */ label) => "Seule une commande payée peut être expédiée : celle-ci est « " + label + " ».",
  bulkForged:
    "Une expédition groupée ne contient que le transporteur, pour un autre transporteur son nom, et la liste des commandes " +
    "(chacune son identifiant, son numéro de suivi et, pour un autre transporteur, son adresse de suivi).",
  bulkEmpty: "Choisissez au moins une commande à expédier.",
  bulkCap: (/** @type {number} */ cap) => "Une expédition groupée porte sur " + cap + " commandes au plus.",
  duplicate: "Cette commande figure deux fois dans la sélection.",
  bulkWithdrawal: (/** @type {string} */ date) =>
    "Le client s’est rétracté de cette commande le " +
    date +
    " (heure de Paris) : pour l’expédier quand même, faites-le depuis la commande, en confirmant.",
  withdrawal: (/** @type {string} */ date) =>
    "Le client s’est rétracté de cette commande le " +
    date +
    " (heure de Paris), et sa rétractation n’est ni remboursée ni refusée. Pour l’expédier quand même, confirmez-le " +
    "explicitement en cochant la case de la rétractation.",
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

/**
 * The shipment the admin sent, checked: { carrier, name, number, url }; a 400 naming the field otherwise.
 * @param {{ [key: string]: unknown }} body
 * @param {string} postcode
 */
function parseShipment(body, postcode) {
  for (const key in body) {
    if (BODY_FIELDS.indexOf(key) === -1) throw new BadRequestError(MESSAGES.forged)
  }
  const key = typeof body.carrier === "string" ? body.carrier : ""
  const carrier = Object.prototype.hasOwnProperty.call(CARRIERS, key) ? CARRIERS[key] : null
  if (!carrier) throw invalid("carrier", "shop_invalid_carrier", MESSAGES.carrier)
  const number = typeof body.tracking_number === "string" ? body.tracking_number.trim().replace(/\s+/g, " ") : ""
  if (number === "") throw invalid("tracking_number", "shop_tracking_number_required", MESSAGES.numberRequired)
  if (!TRACKING_NUMBER.test(number)) throw invalid("tracking_number", "shop_invalid_tracking_number", MESSAGES.number)
  const compact = number.replace(/[ -]/g, "")
  let url = ""
  let name = carrier.name
  if (key === "autre") {
    const given = typeof body.tracking_url === "string" ? body.tracking_url.trim() : ""
    if (given !== "" && (!/^https:\/\/[^\s/?#]+\.[^\s]+$/.test(given) || given.length > 500)) {
      throw invalid("tracking_url", "shop_invalid_tracking_url", MESSAGES.url)
    }
    url = given
    const other = typeof body.carrier_name === "string" ? body.carrier_name.trim() : ""
    if (other.length > 60) throw invalid("carrier_name", "shop_invalid_carrier_name", MESSAGES.carrierName)
    if (other !== "") name = other
  } else {
    url = carrier.url.replace("{number}", encodeURIComponent(compact)).replace("{postcode}", encodeURIComponent(postcode || ""))
    if (!postcode) url = url.replace("&codePostal=", "")
  }
  return { carrier: key, name: name, number: number, url: url }
}

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function findOrder(app, id) {
  if (!RECORD_ID.test(id)) return null
  try {
    return app.findRecordById("orders", id)
  } catch {
    return null
  }
}

/**
 * A json field as a plain object.
 * @param {core.Record} record
 * @param {ShopFieldName} field
 */
function jsonObject(record, field) {
  const parsed = require(`${__hooks}/lib/json-fields.js`).jsonField(record, field, {})
  return typeof parsed === "object" ? parsed : {}
}

/**
 * What the admin's screen gets back.
 * @param {core.Record} order
 */
function shipmentAnswer(order) {
  return {
    id: order.id,
    status: order.getString("status"),
    carrier: order.getString("carrier"),
    tracking_number: order.getString("tracking_number"),
    tracking_url: order.getString("tracking_url"),
    shipped_at: order.getString("shipped_at"),
  }
}

/**
 * POST /api/shop/orders/{id}/ship. Returns { answer, mailIds }: the caller answers, then sends the
 * e-mail (answerThenMail). Throws the French refusals.
 * @param {core.RequestEvent} e
 */
function shipOrder(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const order = findOrder(e.app, e.request.pathValue("id"))
  if (!order) throw new NotFoundError(MESSAGES.notFound)
  const address = jsonObject(order, "shipping_address")
  const shipment = parseShipment(e.requestInfo().body || {}, typeof address.postal_code === "string" ? address.postal_code : "")

  const confirmed = (e.requestInfo().body || {}).withdrawal_confirmed === true
  /** @type {ShipOutcome} */
  let outcome = { refusal: "", unconfirmed: null, shipped: null, mailIds: [] }
  e.app.runInTransaction((txApp) => {
    outcome = shipInTransaction(txApp, order.id, shipment, e.auth, confirmed)
  })
  const unconfirmed = outcome.unconfirmed
  const refusal = outcome.refusal
  const shipped = outcome.shipped
  const mailIds = outcome.mailIds
  if (unconfirmed) {
    const message = MESSAGES.withdrawal(require(`${__hooks}/lib/time.js`).formatDateTimeLong(unconfirmed.getString("declared_at")))
    // On the confirmation's field: the dialog shows the box there, with this sentence.
    throw new ApiError(409, message, {
      withdrawal_confirmed: new ValidationError("shop_withdrawal_confirmation_required", message),
    })
  }
  if (refusal) throw new ApiError(409, refusal)
  if (!shipped) throw new Error("order " + order.id + " neither shipped nor refused")
  return { answer: shipmentAnswer(shipped), mailIds: mailIds }
}

/**
 * @typedef {{ refusal: string, unconfirmed: core.Record | null, shipped: core.Record | null, mailIds: string[] }} ShipOutcome
 */

/**
 * Ships one order inside the caller's transaction (the single route's and the bulk route's one
 * way): the withdrawal's check, the status claimed `paid` → `shipped`, the shipping fields, the
 * history's event and the e-mail queued. A refusal is returned (`refusal`, or `unconfirmed` the
 * withdrawal that asks for the admin's confirmation), nothing written; any other failure throws.
 * @param {CoreApp} txApp
 * @param {string} orderId
 * @param {{ carrier: string, name: string, number: string, url: string }} shipment
 * @param {core.Record | null | undefined} actor
 * @param {boolean} confirmed
 * @returns {ShipOutcome}
 */
function shipInTransaction(txApp, orderId, shipment, actor, confirmed) {
  const status = require(`${__hooks}/lib/order-status.js`)
  const none = { refusal: "", unconfirmed: null, shipped: null, mailIds: [] }
  // Read in the transaction: a declaration made while the dialog was open is named too.
  const withdrawal = require(`${__hooks}/lib/withdrawal-decisions.js`).receivedFor(txApp, orderId)
  if (withdrawal && !confirmed && txApp.findRecordById("orders", orderId).getString("status") === "paid") {
    return Object.assign(none, { unconfirmed: withdrawal })
  }
  // A cancellation under way (its claim taken, Stripe refunding): the order must not leave.
  const cancelling = txApp.findRecordsByFilter("credit_notes", "order = {:id} && status = 'pending' && cancels = true", "", 1, 0, {
    id: orderId,
  })
  if (cancelling.length > 0) return Object.assign(none, { refusal: MESSAGES.cancelling })
  if (!status.claimTransition(txApp, orderId, "paid", "shipped")) {
    const now = txApp.findRecordById("orders", orderId).getString("status")
    return Object.assign(none, { refusal: now === "shipped" ? MESSAGES.alreadyShipped : MESSAGES.notPaid(status.label(now)) })
  }
  const current = txApp.findRecordById("orders", orderId)
  current.set("carrier", shipment.name)
  current.set("tracking_number", shipment.number)
  current.set("tracking_url", shipment.url)
  current.set("shipped_at", require(`${__hooks}/lib/time.js`).dbDate())
  txApp.save(current)
  require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, current.id, "shipped", {
    actor: actor,
    data: Object.assign(
      { from: "paid", to: "shipped", carrier: shipment.name, tracking_number: shipment.number, tracking_url: shipment.url },
      withdrawal
        ? { withdrawal: withdrawal.id, withdrawal_declared_at: withdrawal.getString("declared_at"), withdrawal_confirmed: true }
        : {},
    ),
  })
  return Object.assign(none, { shipped: current, mailIds: queueShippedMail(txApp, current) })
}

/**
 * Queues « Votre commande est expédiée » to the order's e-mail; [] when it has none.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function queueShippedMail(txApp, order) {
  const email = order.getString("email")
  if (!email) return []
  const mail = require(`${__hooks}/lib/mail.js`)
  const templates = require(`${__hooks}/lib/mail-templates.js`)
  const data = {
    id: order.id,
    created: order.getString("created"),
    customer_name: order.getString("customer_name"),
    items: (function () {
      const parsed = require(`${__hooks}/lib/json-fields.js`).jsonField(order, "items", [])
      return Array.isArray(parsed) ? parsed : []
    })(),
    shipping_address: jsonObject(order, "shipping_address"),
    carrier: order.getString("carrier"),
    tracking_number: order.getString("tracking_number"),
    tracking_url: order.getString("tracking_url"),
    shipped_at: order.getString("shipped_at"),
  }
  try {
    const message = templates.orderShipped(data, mail.mailContext(txApp))
    return [mail.queue(txApp, Object.assign(message, { to: email, kind: "order_shipped", ref: "orders/" + order.id }))]
  } catch (err) {
    // Best effort, as the order's other mails: the shipment stands, the failure is logged.
    txApp.logger().error("shipping mail not queued", "order", order.id, "error", String(err))
    return []
  }
}

/** The most orders one bulk shipment takes (docs/adr/0095; the list's selection has the same cap). */
const BULK_CAP = 500
const BULK_FIELDS = ["carrier", "carrier_name", "orders"]
const BULK_ORDER_FIELDS = ["id", "tracking_number", "tracking_url"]

/**
 * POST /api/shop/orders/bulk-ship (docs/adr/0095): `{ carrier, carrier_name?, orders: [{ id,
 * tracking_number, tracking_url? }] }`. Each order is checked as the single route checks it (its
 * tracking number, its status, a withdrawal: never confirmed in bulk); the refused ones are named
 * with their French reason, and every accepted one ships in ONE transaction: all of them, or none if
 * anything fails while writing. Returns { answer: { shipped, refused }, mailIds }: the caller answers,
 * then sends the e-mails (after the commit).
 * @param {core.RequestEvent} e
 */
function bulkShip(e) {
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const body = e.requestInfo().body || {}
  for (const key in body) {
    if (BULK_FIELDS.indexOf(key) === -1) throw new BadRequestError(MESSAGES.bulkForged)
  }
  const carrierKey = typeof body.carrier === "string" ? body.carrier : ""
  if (!Object.prototype.hasOwnProperty.call(CARRIERS, carrierKey)) throw invalid("carrier", "shop_invalid_carrier", MESSAGES.carrier)
  if (carrierKey === "autre" && typeof body.carrier_name === "string" && body.carrier_name.trim().length > 60) {
    throw invalid("carrier_name", "shop_invalid_carrier_name", MESSAGES.carrierName)
  }
  const list = body.orders
  if (!Array.isArray(list)) throw new BadRequestError(MESSAGES.bulkForged)
  if (list.length === 0) throw invalid("orders", "shop_bulk_empty", MESSAGES.bulkEmpty)
  if (list.length > BULK_CAP) throw invalid("orders", "shop_bulk_cap", MESSAGES.bulkCap(BULK_CAP))

  /** @type {Array<{ id: string, number: string, reason: string }>} */
  const refused = []
  /** @type {Array<{ order: core.Record, shipment: { carrier: string, name: string, number: string, url: string } }>} */
  const accepted = []
  /** @type {{ [id: string]: boolean }} */
  const seen = {}
  const number = (/** @type {string} */ id) => "n° " + id.slice(0, 8)
  for (const item of list) {
    if (!item || typeof item !== "object" || Array.isArray(item)) throw new BadRequestError(MESSAGES.bulkForged)
    for (const key in item) {
      if (BULK_ORDER_FIELDS.indexOf(key) === -1) throw new BadRequestError(MESSAGES.bulkForged)
    }
    const id = typeof item.id === "string" ? item.id : ""
    if (seen[id]) {
      refused.push({ id: id, number: number(id), reason: MESSAGES.duplicate })
      continue
    }
    seen[id] = true
    const order = findOrder(e.app, id)
    if (!order) {
      refused.push({ id: id, number: RECORD_ID.test(id) ? number(id) : "", reason: MESSAGES.notFound })
      continue
    }
    const address = jsonObject(order, "shipping_address")
    try {
      const shipment = parseShipment(
        {
          carrier: carrierKey,
          carrier_name: body.carrier_name,
          tracking_number: item.tracking_number,
          tracking_url: item.tracking_url,
        },
        typeof address.postal_code === "string" ? address.postal_code : "",
      )
      accepted.push({ order: order, shipment: shipment })
    } catch (err) {
      // This order's tracking number or link (the shared fields were checked above).
      const message = /** @type {{ message?: unknown }} */ (err).message
      refused.push({ id: id, number: number(id), reason: typeof message === "string" && message ? message : MESSAGES.number })
    }
  }

  const time = require(`${__hooks}/lib/time.js`)
  const fault = String($os.getenv("SHOP_TEST_FAULTS") || "")
  /** @type {Array<{ id: string, number: string, tracking_number: string }>} */
  let shipped = []
  /** @type {string[]} */
  let mailIds = []
  /** @type {Array<{ id: string, number: string, reason: string }>} */
  let refusedInside = []
  if (accepted.length > 0) {
    e.app.runInTransaction((txApp) => {
      // Reset for a retried callback: what the transaction decided is all that counts.
      shipped = []
      mailIds = []
      refusedInside = []
      for (const one of accepted) {
        const outcome = shipInTransaction(txApp, one.order.id, one.shipment, e.auth, false)
        if (outcome.unconfirmed) {
          const date = time.formatDateTimeLong(outcome.unconfirmed.getString("declared_at"))
          refusedInside.push({ id: one.order.id, number: number(one.order.id), reason: MESSAGES.bulkWithdrawal(date) })
        } else if (outcome.refusal) {
          refusedInside.push({ id: one.order.id, number: number(one.order.id), reason: outcome.refusal })
        } else if (outcome.shipped) {
          // The integration tests' way to make one row fail while writing (SHOP_TEST_FAULTS=bulk-ship):
          // everything shipped before it in this request is rolled back.
          if (fault.indexOf("bulk-ship") !== -1 && one.shipment.number === "PANNE-TEST") throw new Error("test fault: bulk ship")
          shipped.push({ id: one.order.id, number: number(one.order.id), tracking_number: one.shipment.number })
          mailIds = mailIds.concat(outcome.mailIds)
        }
      }
    })
  }
  return { answer: { shipped: shipped, refused: refused.concat(refusedInside) }, mailIds: mailIds }
}

module.exports = { CARRIERS, MESSAGES, BULK_CAP, parseShipment, shipOrder, bulkShip }
