// The accounting export (issue 13, point 6; docs/adr/0052-accounting-export.md): every invoice and
// credit note issued over a date range (Paris days), one row each, as a CSV that a French spreadsheet
// opens as is: UTF-8 with a byte-order mark, `;` between cells, decimal commas, dd/mm/yyyy dates,
// CRLF line ends. Orders paid before invoices existed are listed as « Commande sans facture ».
// Not a hook file: loaded with require() inside the handler.

const DATE = /^\d{4}-\d{2}-\d{2}$/
const MAX_DAYS = 366
const MAX_ROWS = 20000

const MESSAGES = {
  adminOnly: "Seul un administrateur de la boutique peut exporter la comptabilité.",
  badRange: "Indiquez une période valide : une date de début et une date de fin (AAAA-MM-JJ), la fin après le début.",
  tooLong: "La période ne peut pas dépasser un an. Faites plusieurs exports.",
}

const HEADER = [
  "Type",
  "Numéro",
  "Date",
  "Commande",
  "Client",
  "Société",
  "N° TVA client",
  "Montant HT",
  "TVA",
  "Montant TTC",
  "Taux TVA",
  "Paiement",
  "Référence du paiement",
  "Référence du remboursement",
  // Last, so the columns before it keep their places (docs/adr/0080): the pro buyer's SIREN or SIRET.
  "SIREN/SIRET client",
  // After it, likewise (docs/adr/0116): the discount code's part of the document, its HT and TTC
  // already deducted from « Montant HT »/« Montant TTC » (the VAT is on the discounted amounts).
  "Remise HT",
  "Remise TTC",
  "Code de réduction",
]

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/**
 * `1234,50` (no thousands separator: spreadsheets read it as a number).
 * @param {number} cents
 */
function amount(cents) {
  return require(`${__hooks}/lib/money.js`).formatAmount(cents)
}

/**
 * A text cell: quoted when needed, and never read as a formula (lib/csv.js, shared with the product CSV).
 * @param {unknown} value
 */
function cell(value) {
  return require(`${__hooks}/lib/csv.js`).cell(value)
}

/**
 * @param {core.Record} record
 * @param {ShopFieldName} field
 */
function jsonValue(record, field) {
  return require(`${__hooks}/lib/json-fields.js`).jsonValue(record.get(field))
}

/**
 * The document's HT, VAT and TTC in cents, split as its PDF splits them (lib/invoice.js
 * `invoiceAmounts`: one way to compute the VAT); `lines`: [{ name, quantity, price }] in euros TTC.
 * @param {OrderItem[]} lines
 * @param {InvoiceIdentity} identity
 */
function amountsOf(lines, identity) {
  // The lines' shares of a discount code come off, as on the PDF (docs/adr/0116).
  const amounts = require(`${__hooks}/lib/invoice.js`).discountedAmounts(lines, identity)
  return {
    ht: amounts.ht,
    vat: amounts.vat,
    ttc: amounts.ttc,
    rate: amounts.rate,
    discountHt: amounts.discountHt,
    discountTtc: amounts.discountTtc,
  }
}

/**
 * The discount's cells (docs/adr/0116): its HT, its TTC and the code; empty without one.
 * @param {{ discountHt: number, discountTtc: number }} split
 * @param {string} code
 * @param {number} sign -1 on a credit note, whose amounts are negated
 */
function discountCells(split, code, sign) {
  if (split.discountTtc <= 0) return ["", "", ""]
  return [amount(sign * split.discountHt), amount(sign * split.discountTtc), cell(code)]
}

/**
 * The order's lines, plus the delivery when its total holds more than them (as the invoice does).
 * @param {core.Record} order
 * @returns {OrderItem[]}
 */
function invoicedLines(order) {
  const items = jsonValue(order, "items") || []
  const linesCents = items.reduce(
    (/** @type {number} */ sum, /** @type {OrderItem} */ item) =>
      sum + Math.round((Number(item.price) || 0) * 100) * (Number(item.quantity) || 0),
    0,
  )
  const deliveryCents = Math.round(order.getFloat("total") * 100) - (linesCents - Math.round(order.getFloat("discount") * 100))
  return deliveryCents > 0 ? items.concat([{ name: "Frais de livraison", quantity: 1, price: deliveryCents / 100 }]) : items
}

/** @param {number} rate */
function rateCell(rate) {
  return rate ? String(rate).replace(".", ",") : "0"
}

/** @param {string} mode */
function paymentLabel(mode) {
  return mode === "demo" ? "Démonstration" : "Carte (Stripe)"
}

/**
 * An order's means of payment: a gift card's part first (docs/adr/0117; a voucher, not a receipt), then the bank card's.
 * @param {core.Record} order
 */
function orderPaymentLabel(order) {
  const card = Math.round(order.getFloat("gift_card_paid") * 100)
  if (card <= 0) return paymentLabel(order.getString("payment_mode"))
  const label = "Carte cadeau " + (card / 100).toFixed(2).replace(".", ",") + " €"
  return card >= Math.round(order.getFloat("total") * 100) ? label : label + " + " + paymentLabel(order.getString("payment_mode"))
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function documentIdentity(app, record) {
  return require(`${__hooks}/lib/invoice.js`).documentIdentity(app, record)
}

/**
 * The rows of the range [from, to] (Paris days, inclusive).
 * @param {CoreApp} app
 * @param {string} from
 * @param {string} to
 * @param {InvoiceIdentity} identity
 */
function rows(app, from, to, identity) {
  const start = time().dbDate(time().parisMidnight(from))
  const end = time().dbDate(time().parisMidnight(nextDay(to)))
  const out = []
  const orders = app.findRecordsByFilter(
    "orders",
    "((invoice_number != '' && invoiced_at >= {:start} && invoiced_at < {:end}) || (invoice_number = '' && status != 'pending' && created >= {:start} && created < {:end}))",
    "created",
    MAX_ROWS,
    0,
    { start: start, end: end },
  )
  for (const order of orders) {
    const billing = jsonValue(order, "billing_address") || {}
    // An invoice's VAT as its document splits it: the identity frozen at its issue (docs/adr/0086).
    const split = amountsOf(invoicedLines(order), order.getString("invoice_number") ? documentIdentity(app, order) : identity)
    const invoiced = order.getString("invoice_number") !== ""
    out.push({
      sort: invoiced ? order.getString("invoiced_at") : order.getString("created"),
      cells: [
        invoiced ? "Facture" : "Commande sans facture",
        order.getString("invoice_number"),
        time().formatDateShort(invoiced ? order.getString("invoiced_at") : order.getString("created")),
        order.id.slice(0, 8),
        order.getString("customer_name") || order.getString("email"),
        billing.company || "",
        billing.vat_number || "",
      ]
        .map(cell)
        .concat([
          amount(split.ht),
          amount(split.vat),
          amount(split.ttc),
          rateCell(split.rate),
          cell(orderPaymentLabel(order)),
          cell(order.getString("stripePaymentIntentId")),
          "",
          cell(billing.siret || ""),
        ])
        .concat(discountCells(split, order.getString("discount_code"), 1)),
    })
  }
  const notes = app.findRecordsByFilter(
    "credit_notes",
    "status = 'issued' && issued_at >= {:start} && issued_at < {:end}",
    "issued_at",
    MAX_ROWS,
    0,
    { start: start, end: end },
  )
  for (const note of notes) {
    let order = null
    try {
      order = app.findRecordById("orders", note.getString("order"))
    } catch {
      order = null
    }
    const billing = order ? jsonValue(order, "billing_address") || {} : {}
    const split = amountsOf(jsonValue(note, "lines") || [], documentIdentity(app, note))
    out.push({
      sort: note.getString("issued_at"),
      cells: [
        "Avoir",
        note.getString("number"),
        time().formatDateShort(note.getString("issued_at")),
        note.getString("order").slice(0, 8),
        order ? order.getString("customer_name") || order.getString("email") : "",
        billing.company || "",
        billing.vat_number || "",
      ]
        .map(cell)
        .concat([
          amount(-split.ht),
          amount(-split.vat),
          amount(-split.ttc),
          rateCell(split.rate),
          cell(paymentLabel(note.getString("payment_mode"))),
          cell(order ? order.getString("stripePaymentIntentId") : ""),
          cell(note.getString("refund_id")),
          cell(billing.siret || ""),
        ])
        .concat(discountCells(split, order ? order.getString("discount_code") : "", -1)),
    })
  }
  out.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0))
  return out.map((row) => row.cells)
}

/** @param {string} day */
function nextDay(day) {
  const [y, m, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/** @param {string} day */
function validDay(day) {
  if (!DATE.test(day)) return false
  const [y, m, d] = day.split("-").map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * GET /api/shop/exports/accounting?from=YYYY-MM-DD&to=YYYY-MM-DD — admin.
 * @param {core.RequestEvent} e
 */
function exportCsv(e) {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
  const query = e.request.url.query()
  const from = query.get("from")
  const to = query.get("to")
  if (!validDay(from) || !validDay(to) || to < from) throw new BadRequestError(MESSAGES.badRange)
  if ((Date.parse(to) - Date.parse(from)) / 86400000 >= MAX_DAYS) throw new BadRequestError(MESSAGES.tooLong)
  const identity = require(`${__hooks}/lib/invoice.js`).identityOf(e.app)
  const body = require(`${__hooks}/lib/csv.js`).csvDocument([HEADER.map(cell)].concat(rows(e.app, from, to, identity)))
  e.response.header().set("Content-Disposition", 'attachment; filename="comptabilite-' + from + "-au-" + to + '.csv"')
  e.response.header().set("Cache-Control", "no-store")
  return e.blob(200, "text/csv; charset=utf-8", toBytes(body))
}

module.exports = { MESSAGES, HEADER, exportCsv, amount, cell }
