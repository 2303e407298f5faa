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
  // After them, likewise (docs/adr/0118): gift cards, multi-purpose vouchers (art. 256 ter CGI) whose
  // sale is no supply (a debt to the holder, no VAT) and whose spending is a means of payment. Amounts
  // carry the document's sign (negative on a credit note).
  // The part of the document that is cards sold, out of VAT's scope (its « Taux TVA » reads « Hors
  // champ »); on the credit note of a card withdrawn or refunded, the cards taken back.
  "Cartes cadeaux émises",
  // The part of « Montant TTC » paid by a card (the VAT is on the full price); on a credit note, the
  // part credited back to the card instead of refunded to the bank card.
  "Payé par carte cadeau",
  // The rest, charged (refunded) through Stripe: « 0,00 » for a document settled wholly by card.
  "Payé par carte bancaire",
  // The cards concerned, masked as on the documents (« XXXX-…-B2HD »: a code is money to whoever
  // holds it); a card spent names the order that sold it.
  "Cartes cadeaux",
  // The balance of a card that will never be spent, on a row of its own (« Carte cadeau expirée » on
  // its expiry, « Carte cadeau annulée » when the shop cancelled it without a refund): the debt to
  // its holder ends, with no VAT (no supply ever took place).
  "Solde de carte cadeau non utilisé",
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

/**
 * @param {number} rate
 * @param {boolean} [voucher] a gift card's sale or its credit note: out of VAT's scope, not a 0 % rate (docs/adr/0118)
 */
function rateCell(rate, voucher) {
  if (voucher) return "Hors champ"
  return rate ? String(rate).replace(".", ",") : "0"
}

/** @param {string} mode */
function paymentLabel(mode) {
  return mode === "demo" ? "Démonstration" : "Carte (Stripe)"
}

/**
 * A document's means of payment: a gift card's part first (docs/adr/0117; a voucher, not a receipt),
 * then the bank card's; the card alone when it settles all of it.
 * @param {number} cardCents
 * @param {number} totalCents
 * @param {string} mode
 */
function cardAndBankLabel(cardCents, totalCents, mode) {
  if (cardCents <= 0) return paymentLabel(mode)
  const label = "Carte cadeau " + (cardCents / 100).toFixed(2).replace(".", ",") + " €"
  return cardCents >= totalCents ? label : label + " + " + paymentLabel(mode)
}

/** @param {core.Record} order */
function orderPaymentLabel(order) {
  // On invoice (docs/adr/0131): no card; the transfers received are the admin's records.
  if (order.getString("payment_method") === "transfer") return "Virement à 30 jours"
  return cardAndBankLabel(cents(order.getFloat("gift_card_paid")), cents(order.getFloat("total")), order.getString("payment_mode"))
}

/**
 * A credit note's means of refund (docs/adr/0118): the part credited back to the gift card first.
 * @param {core.Record} note
 */
function notePaymentLabel(note) {
  return cardAndBankLabel(cents(note.getFloat("gift_card_credit")), cents(note.getFloat("amount")), note.getString("payment_mode"))
}

/** @param {number} euros */
function cents(euros) {
  return Math.round(euros * 100)
}

function cardSpending() {
  return require(`${__hooks}/lib/gift-card-spending.js`)
}

function giftCards() {
  return require(`${__hooks}/lib/gift-cards.js`)
}

/**
 * The payment's reference: none for an order settled wholly by gift card, whose stand-in
 * `giftcard_<checkout>` is no Stripe payment (docs/adr/0118).
 * @param {core.Record | null} order
 */
function paymentReference(order) {
  if (!order) return ""
  const intent = order.getString("stripePaymentIntentId")
  if (order.getString("payment_method") === "transfer") return "Aucune : facture payable par virement (docs/adr/0131)"
  return cardSpending().looksWholeCard(intent) ? "Aucune : commande payée par carte cadeau" : intent
}

/**
 * The refund's reference: none for a credit note credited wholly to the gift card (its ledger's
 * `giftcard_re_<note>` is no Stripe refund).
 * @param {core.Record} note
 */
function refundReference(note) {
  const id = note.getString("refund_id")
  return id.indexOf(cardSpending().CARD_REFUND_PREFIX) === 0 ? "Aucune : avoir recrédité sur la carte cadeau" : id
}

/**
 * The card that paid for an order, masked, with the order that sold it: « XXXX-…-B2HD (commande 1a2b3c4d) ».
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function spentCard(app, order) {
  try {
    const card = app.findRecordById("gift_cards", order.getString("gift_card"))
    return cardSpending().maskedCode(card.getString("code")) + " (commande " + card.getString("order").slice(0, 8) + ")"
  } catch {
    return cardSpending().maskedCode("")
  }
}

/**
 * The cards an order sold (among `lines` only when given: a credit note's), masked.
 * @param {CoreApp} app
 * @param {core.Record} order
 * @param {Array<{ id: string }>} [lines]
 */
function soldCards(app, order, lines) {
  return giftCards()
    .cardsOf(app, order, lines)
    .map((card) => cardSpending().maskedCode(card.getString("code")))
}

/**
 * The gift cards' cells (docs/adr/0118), in cents with the document's sign: « Cartes cadeaux émises »,
 * « Payé par carte cadeau » (empty when none), « Payé par carte bancaire », « Cartes cadeaux ».
 * @param {{ issued: number, card: number, bank: number, cards: string[] }} parts
 */
function giftCardCells(parts) {
  return [parts.issued ? amount(parts.issued) : "", parts.card ? amount(parts.card) : "", amount(parts.bank), cell(parts.cards.join(", "))]
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
    const lines = invoicedLines(order)
    // An invoice's VAT as its document splits it: the identity frozen at its issue (docs/adr/0086).
    const split = amountsOf(lines, order.getString("invoice_number") ? documentIdentity(app, order) : identity)
    const invoiced = order.getString("invoice_number") !== ""
    // A gift card's sale (docs/adr/0118): never mixed with jewellery (gift-cards.js checkSeparate).
    const voucher = giftCards().isCardOrder(lines)
    const cardPaid = cents(order.getFloat("gift_card_paid"))
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
          rateCell(split.rate, voucher),
          cell(orderPaymentLabel(order)),
          cell(paymentReference(order)),
          "",
          cell(billing.siret || ""),
        ])
        .concat(discountCells(split, order.getString("discount_code"), 1))
        .concat(
          giftCardCells({
            issued: voucher ? split.ttc : 0,
            card: cardPaid,
            bank: Math.max(0, cents(order.getFloat("total")) - cardPaid),
            cards: voucher ? soldCards(app, order) : cardPaid > 0 ? [spentCard(app, order)] : [],
          }),
        )
        .concat([""]),
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
    /** @type {CreditNoteLine[]} */
    const lines = jsonValue(note, "lines") || []
    const split = amountsOf(lines, documentIdentity(app, note))
    // A card order withdrawn or refunded: its cards are cancelled, their price given back (docs/adr/0118).
    const voucher = giftCards().isCardOrder(lines)
    const credited = cents(note.getFloat("gift_card_credit"))
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
          rateCell(split.rate, voucher),
          cell(notePaymentLabel(note)),
          cell(paymentReference(order)),
          cell(refundReference(note)),
          cell(billing.siret || ""),
        ])
        .concat(discountCells(split, order ? order.getString("discount_code") : "", -1))
        .concat(
          giftCardCells({
            issued: voucher ? -split.ttc : 0,
            card: -credited,
            bank: -cardSpending().bankCents(note),
            cards: voucher && order ? soldCards(app, order, lines) : credited > 0 && order ? [spentCard(app, order)] : [],
          }),
        )
        .concat([""]),
    })
  }
  for (const row of unusedBalances(app, start, end)) out.push(row)
  out.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0))
  return out.map((row) => row.cells)
}

/**
 * The rows of the cards whose balance ends unspent in [start, end) (docs/adr/0118): those that expired
 * (by now) and those the shop cancelled, not those a refund cancelled (their credit note gave the
 * price back). No document: no number, no HT, VAT or TTC; the balance in the last column.
 * @param {CoreApp} app
 * @param {string} start
 * @param {string} end
 */
function unusedBalances(app, start, end) {
  const now = time().dbDate()
  const expired = app.findRecordsByFilter(
    "gift_cards",
    "status = 'active' && balance > 0 && expires >= {:start} && expires < {:end} && expires <= {:now}",
    "expires",
    MAX_ROWS,
    0,
    { start: start, end: end, now: now },
  )
  const cancelled = app
    .findRecordsByFilter(
      "gift_cards",
      "status = 'cancelled' && balance > 0 && cancelled_at >= {:start} && cancelled_at < {:end}",
      "cancelled_at",
      MAX_ROWS,
      0,
      { start: start, end: end },
    )
    .filter((card) => !refunded(app, card))
  return expired
    .map((card) => unusedRow(app, card, "Carte cadeau expirée", card.getString("expires")))
    .concat(cancelled.map((card) => unusedRow(app, card, "Carte cadeau annulée", card.getString("cancelled_at"))))
}

/**
 * Whether a credit note of the card's order takes its line back (a withdrawal or refund).
 * @param {CoreApp} app
 * @param {core.Record} card
 */
function refunded(app, card) {
  const line = "gift-card-" + card.getInt("line")
  return app
    .findRecordsByFilter("credit_notes", "order = {:order}", "", 100, 0, { order: card.getString("order") })
    .some((note) => (jsonValue(note, "lines") || []).some((/** @type {CreditNoteLine} */ item) => item.id === line))
}

/**
 * @param {CoreApp} app
 * @param {core.Record} card
 * @param {string} type
 * @param {string} date
 */
function unusedRow(app, card, type, date) {
  let customer = card.getString("buyer_email")
  try {
    const order = app.findRecordById("orders", card.getString("order"))
    customer = order.getString("customer_name") || order.getString("email")
  } catch {
    // The order is gone: the buyer's e-mail kept on the card.
  }
  return {
    sort: date,
    cells: [type, "", time().formatDateShort(date), card.getString("order").slice(0, 8), customer, "", "", "", "", ""]
      .map(cell)
      .concat([rateCell(0, true), "", "", "", "", "", "", ""])
      .concat(["", "", "", cell(cardSpending().maskedCode(card.getString("code"))), amount(cents(card.getFloat("balance")))]),
  }
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

module.exports = { MESSAGES, HEADER, exportCsv, amount, cell, invoicedLines, validDay, nextDay, MAX_DAYS }
