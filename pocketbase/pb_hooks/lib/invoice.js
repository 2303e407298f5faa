// Invoices and packing slips (docs/adr/0047-invoices-and-the-pdf-kit.md): the invoice number taken in
// the transaction that makes an order paid, and the two PDFs drawn with lib/pdf.js from the order and
// the shop's legal identity as it was when the invoice was issued (`document_identity`, docs/adr/0086);
// the invoice's PDF is kept as first delivered. Not a hook file: loaded with require() by
// invoices.pb.js and checkout.js.

const MESSAGES = {
  notFound: "Cette commande est introuvable.",
  noInvoice: "Cette commande n’a pas de facture : seules les commandes payées en ont une.",
  notLoggedIn: "Connectez-vous pour consulter ce document.",
  adminOnly: "Le bon de livraison est réservé à l’administration de la boutique.",
  superuserOnly: "Seul un super-administrateur peut établir la facture d’une commande enregistrée sans facture.",
  notInvoiceable: "Seule une commande payée, expédiée ou livrée peut recevoir sa facture.",
  slipsNone: "Choisissez au moins une commande pour imprimer ses bons de livraison.",
  slipsCap: (/** @type {number} */ cap) => "Les bons de livraison s’impriment par " + cap + " commandes au plus.",
  slipsUnknown: (/** @type {string} */ ids) => "Commande introuvable : " + ids + ".",
  slipsDuplicate: "Une commande figure deux fois dans la liste des bons de livraison.",
}

/** The reform's mentions (docs/adr/0130), the same words in the PDF and the Factur-X XML. */
const REFORM_MENTIONS = {
  goods: "Catégorie de l’opération : Livraison de biens",
  debits: "Option pour le paiement de la TVA d’après les débits",
}

/** The most packing slips in one PDF (docs/adr/0095: a bulk action's cap). */
const SLIPS_CAP = 500

/** The statuses of an order whose sale took place and may be invoiced after the fact. */
const INVOICEABLE = ["paid", "shipped", "delivered"]

const RECORD_ID = /^[a-z0-9]{15}$/

/** @type {{ [code: string]: string }} */
const COUNTRY_NAMES = { FR: "France", MC: "Monaco", BE: "Belgique", LU: "Luxembourg" }

/** @type {PdfColor} */
const GREY = [0.35, 0.35, 0.35]
/** @type {PdfColor} */
const LIGHT = [0.75, 0.73, 0.7]

function pdf() {
  return require(`${__hooks}/lib/pdf.js`)
}

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

function money() {
  return require(`${__hooks}/lib/money.js`)
}

function time() {
  return require(`${__hooks}/lib/time.js`)
}

function json() {
  return require(`${__hooks}/lib/json-fields.js`)
}

/**
 * Numbers the order's invoice (inside the transaction that makes it paid; the order is not saved
 * here). Demonstration payments take their own series, DEMO-F2026-00001…, so that a shop tried in
 * demonstration mode starts its real series at 1 when it goes live.
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function assignInvoiceNumber(txApp, order) {
  const demo = order.getString("payment_mode") === "demo"
  const number = require(`${__hooks}/lib/counters.js`).nextNumber(txApp, demo ? "demo_invoice" : "invoice")
  order.set("invoice_number", number)
  order.set("invoiced_at", time().dbDate())
  // The identity the invoice is drawn from, frozen as issued (docs/adr/0086).
  order.set("document_identity", identityOf(txApp))
  return number
}

/**
 * Records "paid" and "invoice" in the order's history (same transaction, after the order is saved).
 * @param {CoreApp} txApp
 * @param {core.Record} order
 */
function recordPaidAndInvoiced(txApp, order) {
  const history = require(`${__hooks}/lib/order-history.js`)
  const demo = order.getString("payment_mode") === "demo"
  // On invoice (docs/adr/0131): confirmed without a payment, which the admin records when received.
  const actorLabel =
    order.getString("payment_method") === "transfer" ? "Virement à 30 jours" : demo ? "Paiement de démonstration" : "Stripe"
  /** @type {{ [key: string]: unknown }} */
  const data = {
    mode: order.getString("payment_mode"),
    amount: order.getFloat("total"),
    payment_intent: order.getString("stripePaymentIntentId"),
  }
  // Said to the customer too (order-events.pb.js): confirmed, not paid yet (docs/adr/0131).
  if (order.getString("payment_method") === "transfer") data.method = "transfer"
  history.recordEvent(txApp, order.id, "paid", { actorLabel, data })
  history.recordEvent(txApp, order.id, "invoice", { actorLabel, data: { number: order.getString("invoice_number") } })
}

/**
 * The shop's legal identity as plain values ("" for empty fields).
 * @param {CoreApp} app
 */
function identityOf(app) {
  const records = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
  return identityFrom(records.length > 0 ? records[0] : null)
}

/** @param {core.Record | null} record */
function identityFrom(record) {
  /** @param {ShopFieldName} name */
  const get = (name) => (record ? String(record.getString(name) || "").trim() : "")
  return {
    trade_name: get("trade_name"),
    legal_name: get("legal_name"),
    legal_form: get("legal_form"),
    share_capital: get("share_capital"),
    siren: get("siren"),
    siret: get("siret"),
    registration: get("registration"),
    vat_number: get("vat_number"),
    vat_exempt: record ? record.getBool("vat_exempt") : true,
    vat_rate: record ? record.getFloat("vat_rate") : 0,
    address_line1: get("address_line1"),
    address_line2: get("address_line2"),
    postal_code: get("postal_code"),
    city: get("city"),
    country: get("country"),
    email: get("email"),
    phone: get("phone"),
    payment_terms: get("payment_terms"),
    late_penalty_rate: get("late_penalty_rate"),
    // Payment on invoice (docs/adr/0131): where the transfer goes, and the terms in days.
    iban: get("iban"),
    bic: get("bic"),
    payment_terms_days: record ? record.getInt("payment_terms_days") : 0,
    fictional: record ? record.getBool("fictional") : false,
    // Factur-X choices (docs/adr/0130): the option for VAT on debits is printed; e-invoicing for all.
    vat_on_debits: record ? record.getBool("vat_on_debits") : false,
    facturx_all: record ? record.getBool("facturx_all") : false,
  }
}

/**
 * The identity a document of record is drawn from (docs/adr/0086): the one frozen on the order or the
 * credit note when it was issued; today's only for a document not issued yet (a packing slip of an
 * unpaid order).
 * @param {CoreApp} app
 * @param {core.Record} record an order or a credit note
 */
function documentIdentity(app, record) {
  const frozen = frozenIdentity(record)
  return frozen ? Object.assign(identityFrom(null), frozen) : identityOf(app)
}

/** @param {core.Record} record */
function frozenIdentity(record) {
  const frozen = json().jsonValue(record.get("document_identity"))
  return frozen && typeof frozen === "object" && !Array.isArray(frozen) ? frozen : null
}

/**
 * A document of record's PDF as kept (docs/adr/0086): the file stored on the record, or, at the first
 * download, `render(txApp, record)` stored then. One transaction at a time writes (PocketBase's single
 * writer), and the record is read again inside it: two first downloads at once store one file, and
 * both answer its bytes. A document issued before its identity was frozen gets today's frozen first.
 * @param {CoreApp} app
 * @param {"orders" | "credit_notes"} collection
 * @param {string} id
 * @param {"invoice_pdf" | "pdf"} field the record's file field
 * @param {string} filename
 * @param {(txApp: CoreApp, record: core.Record) => number[]} render
 * @returns {number[]}
 */
function keptPdf(app, collection, id, field, filename, render) {
  const record = app.findRecordById(collection, id)
  if (record.getString(field)) return storedBytes(app, record, record.getString(field))
  /** @type {number[] | null} */
  let bytes = null
  app.runInTransaction((txApp) => {
    const current = txApp.findRecordById(collection, id)
    if (current.getString(field)) {
      bytes = storedBytes(txApp, current, current.getString(field))
      return
    }
    if (!frozenIdentity(current)) current.set("document_identity", identityOf(txApp))
    bytes = render(txApp, current)
    current.set(field, $filesystem.fileFromBytes(bytes, filename))
    txApp.save(current)
  })
  const kept = /** @type {number[] | null} */ (bytes)
  if (kept === null) throw new Error("keptPdf: no PDF drawn nor stored")
  return kept
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {string} name
 */
function storedBytes(app, record, name) {
  const fsys = app.newFilesystem()
  try {
    const reader = fsys.getReader(record.baseFilesPath() + "/" + name)
    try {
      return toBytes(reader)
    } finally {
      reader.close()
    }
  } finally {
    fsys.close()
  }
}

/**
 * @param {Array<string | null | undefined>} parts
 * @param {string} separator
 */
function joined(parts, separator) {
  return parts.filter((part) => part !== "" && part !== null && part !== undefined).join(separator)
}

/**
 * "SAS au capital de 1 000 €" from the legal form and the capital (either may be empty).
 * @param {InvoiceIdentity} identity
 */
function legalFormText(identity) {
  if (identity.share_capital === "") return identity.legal_form
  if (identity.legal_form.indexOf("capital") !== -1) return identity.legal_form
  return joined([identity.legal_form, "au capital de " + identity.share_capital], " ")
}

/**
 * @param {InvoiceIdentity} identity
 */
function sirenOf(identity) {
  return identity.siren || (identity.siret.length === 14 ? identity.siret.slice(0, 9) : "")
}

/**
 * The seller's block: name, legal form, address, numbers, contact (empty fields left out).
 * @param {InvoiceIdentity} identity
 */
function sellerLines(identity) {
  const name = identity.trade_name || identity.legal_name
  const lines = []
  if (identity.legal_name && identity.legal_name !== name) lines.push(identity.legal_name)
  const form = legalFormText(identity)
  if (form) lines.push(form)
  if (identity.address_line1) lines.push(identity.address_line1)
  if (identity.address_line2) lines.push(identity.address_line2)
  const city = joined([identity.postal_code, identity.city], " ")
  if (city) lines.push(joined([city, identity.country && identity.country !== "France" ? identity.country : ""], ", "))
  if (identity.siret) lines.push("SIRET : " + identity.siret)
  else if (sirenOf(identity)) lines.push("SIREN : " + sirenOf(identity))
  if (identity.registration) lines.push(identity.registration)
  if (identity.vat_number) lines.push("TVA intracommunautaire : " + identity.vat_number)
  if (identity.email) lines.push(identity.email)
  if (identity.phone) lines.push("Tél. " + identity.phone)
  return { name, lines }
}

/**
 * The footer of every page: the seller's legal line.
 * @param {InvoiceIdentity} identity
 */
function footerLines(identity) {
  const first = joined(
    [
      identity.legal_name || identity.trade_name,
      legalFormText(identity),
      joined([identity.address_line1, joined([identity.postal_code, identity.city], " ")], ", "),
    ],
    " · ",
  )
  const second = joined(
    [
      identity.siret ? "SIRET " + identity.siret : sirenOf(identity) ? "SIREN " + sirenOf(identity) : "",
      identity.registration,
      identity.vat_number ? "TVA " + identity.vat_number : identity.vat_exempt ? "TVA non applicable, art. 293 B du CGI" : "",
    ],
    " · ",
  )
  return [first, second].filter((line) => line !== "")
}

/**
 * An address (the JSON copy kept by the order) as printable lines.
 * @param {{ [field: string]: unknown } | null | undefined} address
 * @param {boolean} withPhone
 */
function addressLines(address, withPhone) {
  if (!address) return []
  /** @param {string} key */
  const value = (key) => String(address[key] || "").trim()
  /** @type {string[]} */
  const lines = []
  if (value("full_name")) lines.push(value("full_name"))
  if (value("company")) lines.push(value("company"))
  if (value("line1")) lines.push(value("line1"))
  if (value("line2")) lines.push(value("line2"))
  const city = joined([value("postal_code"), value("city")], " ")
  if (city) lines.push(city)
  const country = COUNTRY_NAMES[value("country")] || value("country")
  if (country) lines.push(country)
  if (withPhone && value("phone")) lines.push("Tél. " + value("phone"))
  return lines
}

/**
 * @param {{ [field: string]: unknown } | null | undefined} a
 * @param {{ [field: string]: unknown } | null | undefined} b
 */
function sameAddress(a, b) {
  if (!a || !b) return !a && !b
  const keys = ["full_name", "company", "line1", "line2", "postal_code", "city", "country"]
  return keys.every((key) => String(a[key] || "").trim() === String(b[key] || "").trim())
}

/**
 * A professional buyer: the billing address names a company, a SIRET or a VAT number.
 * @param {{ company?: unknown, siret?: unknown, vat_number?: unknown } | null | undefined} billing
 */
function isProfessionalBuyer(billing) {
  return Boolean(
    billing && (String(billing.company || "").trim() || String(billing.siret || "").trim() || String(billing.vat_number || "").trim()),
  )
}

/**
 * A line's designation on the invoice, the credit note and the packing slip: the product's name, its
 * reference when the order copied one (orders before docs/adr/0061 have none), and on a line of its
 * own the size bought, « Tour de poignet : 17 cm » (docs/adr/0104, 0109).
 * @param {{ name?: unknown, sku?: unknown, size?: unknown }} line
 */
function lineDesignation(line) {
  const name = String(line.name || "") + (line.sku ? " — Réf. " + String(line.sku) : "")
  return line.size ? name + "\n" + String(line.size) : name
}

/**
 * The invoice's amounts from the TTC prices the shop sells at: each line's HT is its TTC total
 * divided by (1 + rate), rounded to the cent; the VAT of a rate is its TTC minus its HT, so lines add
 * up to the HT total and HT + VAT = TTC exactly. Exempt shops (art. 293 B): HT = TTC, no VAT.
 * `items`: [{ name, quantity, price }] (price in euros TTC). Returns cents.
 * @param {Array<{ name?: unknown, sku?: unknown, size?: unknown, quantity?: unknown, price?: unknown }>} items
 * @param {{ vat_exempt: boolean, vat_rate: number }} identity
 */
function invoiceAmounts(items, identity) {
  // A gift card's sale (or its refund) is no supply (art. 256 ter CGI, docs/adr/0117): no VAT.
  const voucher = require(`${__hooks}/lib/gift-cards.js`).isCardOrder(items)
  const rate = identity.vat_exempt || voucher ? 0 : Math.max(0, Number(identity.vat_rate) || 0)
  const lines = items.map((item) => {
    const quantity = Math.max(0, Math.round(Number(item.quantity) || 0))
    const unitTtc = Math.round((Number(item.price) || 0) * 100)
    const totalTtc = unitTtc * quantity
    const totalHt = rate > 0 ? Math.round(totalTtc / (1 + rate / 100)) : totalTtc
    const unitHt = rate > 0 ? Math.round(unitTtc / (1 + rate / 100)) : unitTtc
    return {
      name: String(item.name || ""),
      sku: String(item.sku || ""),
      size: String(item.size || ""),
      quantity,
      unitTtc,
      unitHt,
      totalTtc,
      totalHt,
    }
  })
  const ttc = lines.reduce((sum, line) => sum + line.totalTtc, 0)
  const ht = lines.reduce((sum, line) => sum + line.totalHt, 0)
  return { rate, lines, ht, vat: ttc - ht, ttc }
}

/**
 * The invoice's amounts when lines carry a share of a discount code (`discount`, euros; docs/adr/0116):
 * the lines keep their prices, and the totals are on the discounted amounts, the VAT line by line
 * (each line's HT is its TTC after its share, divided by 1 + rate). Adds `grossHt`, `grossTtc`,
 * `discountHt` and `discountTtc` (cents); without a discount the amounts are `invoiceAmounts`'.
 * @param {Array<{ name?: unknown, sku?: unknown, size?: unknown, quantity?: unknown, price?: unknown, discount?: unknown }>} items
 * @param {{ vat_exempt: boolean, vat_rate: number }} identity
 */
function discountedAmounts(items, identity) {
  const amounts = invoiceAmounts(items, identity)
  let ttc = 0
  let ht = 0
  items.forEach((item, i) => {
    const net = amounts.lines[i].totalTtc - Math.round((Number(item.discount) || 0) * 100)
    ttc += net
    ht += amounts.rate > 0 ? Math.round(net / (1 + amounts.rate / 100)) : net
  })
  return Object.assign(amounts, {
    grossHt: amounts.ht,
    grossTtc: amounts.ttc,
    discountHt: amounts.ht - ht,
    discountTtc: amounts.ttc - ttc,
    ht,
    vat: ttc - ht,
    ttc,
  })
}

/**
 * The final invoice of a quote's balance (docs/adr/0128): the order's other lines, then the quote's own
 * lines in place of the « Solde » line, and the deposit to deduct (its amount, invoice and date).
 * Null for any other order.
 * @param {CoreApp} app
 * @param {OrderItem[]} items
 */
function finalInvoiceOf(app, items) {
  const balance = items.find((item) => item.quote_part === "balance")
  if (!balance || !balance.quote) return null
  const payments = require(`${__hooks}/lib/quote-payments.js`)
  const deposit = payments.depositOf(app, balance.quote)
  if (!deposit) return null
  const quoteLines = json().jsonValue(deposit.quote.get("lines"))
  /** @type {Array<{ name: string, quantity: number, price: number, sku?: string, size?: string, discount?: number }>} */
  const listed = items.filter((item) => item !== balance)
  for (const line of Array.isArray(quoteLines) ? quoteLines : []) {
    listed.push({
      name: String(line.label || "") + " (devis " + deposit.quote.getString("number") + ")",
      quantity: Math.max(1, Math.round(Number(line.quantity) || 1)),
      price: Number(line.unit_price) || 0,
    })
  }
  return { items: listed, deposit: deposit }
}

/**
 * The amounts of a final invoice: the lines at their full prices, then the deposit already invoiced
 * deducted, so that « Total HT », the VAT and « Total TTC » are those of what is invoiced now (the
 * deposit's invoice bore its own VAT). Adds `grossHt`, `grossTtc`, `depositHt`, `depositTtc` (cents).
 * @param {Array<{ name?: unknown, sku?: unknown, size?: unknown, quantity?: unknown, price?: unknown, discount?: unknown }>} items
 * @param {{ vat_exempt: boolean, vat_rate: number }} identity
 * @param {number} depositCents
 */
function deductedAmounts(items, identity, depositCents) {
  const amounts = discountedAmounts(items, identity)
  const depositHt = amounts.rate > 0 ? Math.round(depositCents / (1 + amounts.rate / 100)) : depositCents
  const ttc = amounts.ttc - depositCents
  const ht = amounts.ht - depositHt
  return Object.assign(amounts, { grossHt: amounts.ht, grossTtc: amounts.ttc, depositHt, depositTtc: depositCents, ht, vat: ttc - ht, ttc })
}

/**
 * The rows of a final invoice before « Total HT »: the quote's total, then the deposit deducted,
 * « Acompte versé le 29/11/2026 (facture F2026-00012) ».
 * @param {ReturnType<typeof deductedAmounts>} amounts
 * @param {{ cents: number, number: string, paidAt: string }} deposit
 * @returns {Array<[string, string, boolean]>}
 */
function depositTotals(amounts, deposit) {
  const label = "Acompte versé le " + time().formatDateShort(deposit.paidAt) + (deposit.number ? " (facture " + deposit.number + ")" : "")
  return amounts.rate > 0
    ? [
        ["Total HT de la commande", money().formatEuros(amounts.grossHt), false],
        ["Total TTC de la commande", money().formatEuros(amounts.grossTtc), false],
        [label + ", HT", money().formatEuros(-amounts.depositHt), false],
      ]
    : [
        ["Total de la commande", money().formatEuros(amounts.grossTtc), false],
        [label, money().formatEuros(-amounts.depositTtc), false],
      ]
}

/**
 * The totals' rows that show a discount code, before « Total HT » (none without a discount).
 * @param {ReturnType<typeof discountedAmounts>} amounts
 * @param {string} code
 * @returns {Array<[string, string, boolean]>}
 */
function discountTotals(amounts, code) {
  if (amounts.discountTtc <= 0) return []
  const label = "Remise" + (code ? " (" + code + ")" : "")
  return amounts.rate > 0
    ? [
        ["Total HT avant remise", money().formatEuros(amounts.grossHt), false],
        [label, money().formatEuros(-amounts.discountHt), false],
      ]
    : [
        ["Sous-total", money().formatEuros(amounts.grossTtc), false],
        [label, money().formatEuros(-amounts.discountTtc), false],
      ]
}

/**
 * "20 %" / "5,5 %"
 * @param {number} rate
 */
function rateText(rate) {
  return String(rate).replace(".", ",") + "\u00a0%"
}

/**
 * @param {core.Record} order
 */
function orderNumber(order) {
  return order.id.slice(0, 8)
}

/**
 * @param {core.Record} order
 * @param {CoreApp} [app] to name the gift card that paid for it (docs/adr/0117)
 */
function paymentMethod(order, app) {
  const bank =
    order.getString("payment_mode") === "demo"
      ? "Paiement de démonstration (aucun montant débité)"
      : "Carte bancaire (paiement en ligne Stripe)"
  const paid = Math.round(order.getFloat("gift_card_paid") * 100)
  if (!app || paid <= 0) return bank
  const card = "Carte cadeau " + require(`${__hooks}/lib/gift-card-spending.js`).orderCardCode(app, order)
  return paid >= Math.round(order.getFloat("total") * 100) ? card : card + " et " + bank.charAt(0).toLowerCase() + bank.slice(1)
}

/**
 * The rows under the total of an order a gift card paid for: « Payé par carte cadeau XXXX-…-B2HD » and
 * « Reste payé par carte bancaire » (none without a card).
 * @param {CoreApp} app
 * @param {core.Record} order
 * @returns {Array<[string, string, boolean]>}
 */
function giftCardPaymentTotals(app, order) {
  const paid = Math.round(order.getFloat("gift_card_paid") * 100)
  if (paid <= 0) return []
  const code = require(`${__hooks}/lib/gift-card-spending.js`).orderCardCode(app, order)
  const rest = Math.round(order.getFloat("total") * 100) - paid
  /** @type {Array<[string, string, boolean]>} */
  const rows = [["Payé par carte cadeau " + code, money().formatEuros(paid), false]]
  if (rest > 0) rows.push(["Reste payé par carte bancaire", money().formatEuros(rest), false])
  return rows
}

/**
 * What a continuation page starts with: the document's name, "(suite)".
 * @param {string} name
 * @param {string} name
 * @returns {(doc: PdfDocument) => void}
 */
function continued(name) {
  return (doc) => {
    doc.text(doc.margin, doc.y + 10, name + " (suite)", { font: "bold", size: 10, color: GREY })
    doc.y += 24
  }
}

/**
 * Draws the header shared by both documents: seller on the left, the document's title on the right.
 * @param {string} title
 * @param {PdfDocument} doc
 * @param {InvoiceIdentity} identity
 * @param {string} title
 * @param {Array<[string, string]>} facts
 */
function drawHeader(doc, identity, title, facts) {
  const P = pdf()
  const seller = sellerLines(identity)
  const left = P.MARGIN
  const right = P.PAGE_WIDTH - P.MARGIN
  let y = P.MARGIN + 16
  if (seller.name) doc.text(left, y, seller.name, { font: "bold", size: 16 })
  y += 16
  for (const line of seller.lines) {
    doc.text(left, y, line, { size: 8.5, color: GREY })
    y += 11
  }
  let factsY = P.MARGIN + 16
  doc.text(right, factsY, title, { font: "bold", size: 18, align: "right" })
  factsY += 22
  for (const fact of facts) {
    doc.text(right - 95, factsY, fact[0], { size: 9, align: "right", color: GREY })
    doc.text(right, factsY, fact[1], { size: 9, font: "bold", align: "right" })
    factsY += 13
  }
  doc.y = Math.max(y, factsY) + 14
  if (identity.fictional) {
    doc.rect(left, doc.y - 4, right - left, 18, { fill: [1, 0.95, 0.85] })
    doc.text((left + right) / 2, doc.y + 8, "Identité fictive de démonstration : ce document n’a aucune valeur légale.", {
      size: 8.5,
      align: "center",
      font: "bold",
    })
    doc.y += 26
  }
}

/**
 * Two address blocks side by side (the second may be absent); leaves doc.y below them.
 * @param {PdfDocument} doc
 * @param {Array<{ title: string, lines: string[] } | null>} blocks
 */
function drawAddressBlocks(doc, blocks) {
  const P = pdf()
  const width = (P.PAGE_WIDTH - P.MARGIN * 2 - 20) / 2
  let bottom = doc.y
  blocks.forEach((block, index) => {
    if (!block) return
    const x = P.MARGIN + index * (width + 20)
    let y = doc.y
    doc.text(x, y + 9, block.title, { font: "bold", size: 8.5, color: GREY })
    y += 22
    block.lines.forEach((line, lineIndex) => {
      doc.text(x, y, line, { size: 10, font: lineIndex === 0 ? "bold" : "regular" })
      y += 13
    })
    bottom = Math.max(bottom, y)
  })
  doc.y = bottom + 10
}

/**
 * The document's lines as a table: with VAT, unit and line totals HT and the rate; exempt, TTC prices.
 * Shared by the invoice and the credit note.
 * @param {PdfDocument} doc
 * @param {ReturnType<typeof invoiceAmounts>} amounts
 */
function drawLines(doc, amounts) {
  const vat = amounts.rate > 0
  /** @type {PdfTableSpec["columns"]} */
  const columns = vat
    ? [
        { title: "Désignation", width: 215 },
        { title: "Qté", width: 40, align: "right" },
        { title: "PU HT", width: 70, align: "right" },
        { title: "TVA", width: 45, align: "right" },
        { title: "Total HT", width: 125.28, align: "right" },
      ]
    : [
        { title: "Désignation", width: 260 },
        { title: "Qté", width: 45, align: "right" },
        { title: "Prix unitaire", width: 90, align: "right" },
        { title: "Total", width: 100.28, align: "right" },
      ]
  const rows = amounts.lines.map((line) =>
    vat
      ? [
          lineDesignation(line),
          String(line.quantity),
          money().formatEuros(line.unitHt),
          rateText(amounts.rate),
          money().formatEuros(line.totalHt),
        ]
      : [lineDesignation(line), String(line.quantity), money().formatEuros(line.unitTtc), money().formatEuros(line.totalTtc)],
  )
  doc.table({ columns, rows })
}

/**
 * The totals right-aligned under the table: [label, amount, emphasised]; the emphasised one boxed.
 * @param {PdfDocument} doc
 * @param {Array<[string, string, boolean]>} totals
 */
function drawTotals(doc, totals) {
  const P = pdf()
  const right = P.PAGE_WIDTH - P.MARGIN
  doc.ensureSpace(totals.length * 16 + 20)
  doc.y += 16
  for (const total of totals) {
    if (total[2]) doc.rect(right - 220, doc.y - 11, 220, 19, { fill: [0.93, 0.91, 0.88] })
    /** @type {PdfTextStyle} */
    const style = { size: total[2] ? 11 : 10, font: total[2] ? "bold" : "regular", align: "right" }
    doc.text(right - 100, doc.y + 2, total[0], style)
    doc.text(right - 5, doc.y + 2, total[1], style)
    doc.y += total[2] ? 22 : 16
  }
}

/** The mention of a gift card's sale or refund: VAT is due when the card is spent (docs/adr/0117). */
function giftCardVatMention() {
  return "Carte cadeau (bon à usages multiples) : TVA due lors de son utilisation, art. 256 ter du CGI"
}

/**
 * What an invoice says, computed once for its PDF and its Factur-X XML (docs/adr/0130): the identity,
 * the parties, the lines invoiced (with the delivery, or a final invoice's quote lines) and their amounts.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function invoiceFigures(app, order) {
  const identity = documentIdentity(app, order)
  const number = order.getString("invoice_number")
  const items = json().jsonValue(order.get("items")) || []
  const billing = json().jsonValue(order.get("billing_address"))
  const shipping = json().jsonValue(order.get("shipping_address"))
  // A B2B order (docs/adr/0080), or a billing address that names a company: the B2B mentions.
  const professional = order.getBool("b2b") || isProfessionalBuyer(billing)
  // The checkout charges no delivery today; should the total ever hold more than the lines, the
  // difference is the delivery and is invoiced as a line of its own (so the totals still add up).
  const linesCents = items.reduce(
    (/** @type {number} */ sum, /** @type {OrderItem} */ item) =>
      sum + Math.round((Number(item.price) || 0) * 100) * (Number(item.quantity) || 0),
    0,
  )
  // The lines' prices are before the order's discount code (docs/adr/0116), the total after it.
  const deliveryCents = Math.round(order.getFloat("total") * 100) - (linesCents - Math.round(order.getFloat("discount") * 100))
  // A quote's balance (docs/adr/0128): the final invoice lists the quote's lines and deducts the deposit.
  const final = finalInvoiceOf(app, items)
  const invoiced = final
    ? final.items
    : deliveryCents > 0
      ? items.concat([{ name: "Frais de livraison", quantity: 1, price: deliveryCents / 100 }])
      : items
  // A quote's deposit alone is a « Facture d’acompte » (art. 289 CGI: a deposit is invoiced when paid).
  const depositOnly = items.length > 0 && items.every((/** @type {OrderItem} */ item) => item.quote_part === "deposit")
  // A gift card's sale is no supply (art. 256 ter CGI, docs/adr/0117): its lines carry no VAT.
  const voucher = require(`${__hooks}/lib/gift-cards.js`).isCardOrder(items)
  const deducted = final ? deductedAmounts(invoiced, identity, final.deposit.cents) : null
  const amounts = deducted || discountedAmounts(invoiced, identity)
  const invoicedAt = order.getString("invoiced_at") || order.getString("created")
  return {
    identity,
    number,
    items,
    billing,
    shipping,
    professional,
    deliveryCents,
    final,
    invoiced,
    depositOnly,
    voucher,
    deducted,
    amounts,
    invoicedAt,
  }
}

/**
 * The invoice PDF of a paid order, as byte values.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function invoicePdf(app, order) {
  const P = pdf()
  const figures = invoiceFigures(app, order)
  const { identity, number, billing, shipping, professional, deliveryCents, final, depositOnly, voucher, deducted, amounts, invoicedAt } =
    figures
  // An e-invoice (docs/adr/0130): the PDF/A-3 carries its CII XML, drawn from the same figures.
  const facturx = require(`${__hooks}/lib/facturx.js`)
  const einvoice = facturx.needsFacturx(app, order)
  const options = {
    title: "Facture " + number,
    footer: footerLines(identity),
    onNewPage: continued("Facture " + number),
    pdfa: einvoice ? facturx.pdfaOption(facturx.ciiXml(app, "invoice", order, order)) : undefined,
  }
  const doc = P.createDocument(options)
  const left = P.MARGIN
  const right = P.PAGE_WIDTH - P.MARGIN

  drawHeader(doc, identity, depositOnly ? "Facture d’acompte" : "Facture", [
    ["N° de facture", number],
    ["Date de facture", time().formatDateShort(invoicedAt)],
    ["Date de la vente", time().formatDateShort(order.getString("created"))],
    ["Commande", "n° " + orderNumber(order)],
  ])

  const buyer = addressLines(billing, false)
  if (buyer.length === 0 && order.getString("customer_name")) buyer.push(order.getString("customer_name"))
  if (order.getString("email")) buyer.push(order.getString("email"))
  buyer.push(...buyerNumberLines(billing))
  drawAddressBlocks(doc, [{ title: "FACTURÉ À", lines: buyer }, deliveryBlock(billing, shipping)])
  drawReformMentions(doc, identity, voucher)

  const vat = amounts.rate > 0
  drawLines(doc, amounts)

  // Totals, right-aligned under the table.
  /** @type {Array<[string, string, boolean]>} */
  const deliveryTotal = deliveryCents > 0 || voucher || depositOnly ? [] : [["Livraison", "offerte", false]]
  /** @type {Array<[string, string, boolean]>} */
  const discount = deducted && final ? depositTotals(deducted, final.deposit) : discountTotals(amounts, order.getString("discount_code"))
  /** @type {Array<[string, string, boolean]>} */
  const totals = vat
    ? [
        ...discount,
        ["Total HT", money().formatEuros(amounts.ht), false],
        ["TVA " + rateText(amounts.rate), money().formatEuros(amounts.vat), false],
        ...deliveryTotal,
        ["Total TTC", money().formatEuros(amounts.ttc), true],
      ]
    : [
        ...discount,
        ["Total HT", money().formatEuros(amounts.ht), false],
        ...(einvoice ? facturx.totalsRows("invoice", amounts, 0).vat : []),
        ...deliveryTotal,
        ["Total à payer", money().formatEuros(amounts.ttc), true],
      ]
  // A gift card is a means of payment, not a discount (art. 256 ter CGI, docs/adr/0117): the VAT
  // above is on the full price; the card's part and the rest are said under the total.
  totals.push(...giftCardPaymentTotals(app, order))
  // An e-invoice says what was paid and what remains, as its XML (docs/adr/0130).
  if (einvoice) totals.push(...facturx.totalsRows("invoice", amounts, facturx.prepaidCents(order, amounts.ttc)).settlement)
  drawTotals(doc, totals)
  if (!vat) {
    const mention = voucher ? giftCardVatMention() : "TVA non applicable, art. 293 B du CGI"
    doc.text(right - 5, doc.y + 2, mention, { size: 9, align: "right" })
    doc.y += 16
  }

  // Payment and the mentions.
  /** @type {Array<{ text: string, font?: string }>} */
  const mentions = []
  // On invoice (docs/adr/0131): the due date, the IBAN and the terms instead of « Payée le ».
  const transfer = require(`${__hooks}/lib/pro-payment-terms.js`).invoiceMentions(order, identity)
  if (transfer) mentions.push(...transfer)
  else {
    mentions.push({
      text: "Payée le " + time().formatDateShort(order.getString("created")) + " — " + paymentMethod(order, app) + ".",
      font: "bold",
    })
  }
  // An e-invoice carries the French rules' notes (BR-FR-05, docs/adr/0130): printed as in its XML.
  if (professional || einvoice) {
    if (!transfer)
      mentions.push({ text: "Conditions de paiement : " + (identity.payment_terms || "paiement comptant à la commande") + "." })
    mentions.push({ text: facturx.MENTIONS.noDiscount })
    mentions.push({ text: facturx.MENTIONS.penalties(identity.late_penalty_rate) })
    mentions.push({ text: facturx.MENTIONS.indemnity })
  }
  doc.ensureSpace(mentions.length * 14 + 20)
  doc.y += 10
  doc.line(left, doc.y, right, doc.y, { width: 0.4, color: LIGHT })
  doc.y += 16
  for (const mention of mentions) {
    doc.y = doc.paragraph(left, doc.y, mention.text.replace(/\.\.$/, "."), right - left, { size: 9.5, font: mention.font }) + 8
  }
  return doc.toBytes()
}

/**
 * The buyer's numbers under their address (docs/adr/0130: the SIREN whenever it is known): « SIREN :
 * 732 829 320 (SIRET …) » and the VAT number. A pro application may give the SIREN alone (docs/adr/0060).
 * @param {{ [field: string]: unknown } | null | undefined} billing
 */
function buyerNumberLines(billing) {
  if (!billing) return []
  const lines = []
  const siret = String(billing.siret || "").replace(/\s+/g, "")
  if (/^[0-9]{14}$/.test(siret)) lines.push("SIREN : " + siret.slice(0, 9) + " (SIRET " + siret + ")")
  else if (/^[0-9]{9}$/.test(siret)) lines.push("SIREN : " + siret)
  if (String(billing.vat_number || "").trim()) lines.push("TVA intracommunautaire : " + String(billing.vat_number).trim())
  return lines
}

/**
 * The delivery address block when it differs from the billing one (docs/adr/0130); gift cards alone
 * are sent by e-mail: no delivery address (docs/adr/0119).
 * @param {{ [field: string]: unknown } | null | undefined} billing
 * @param {{ [field: string]: unknown } | null | undefined} shipping
 */
function deliveryBlock(billing, shipping) {
  const shippedTo = addressLines(shipping, false)
  return shippedTo.length > 0 && !sameAddress(billing, shipping) ? { title: "ADRESSE DE LIVRAISON", lines: shippedTo } : null
}

/**
 * The e-invoicing reform's mentions under the parties, on every invoice and credit note (docs/adr/0130):
 * the category of the operation (the shop sells goods; made-to-order pieces are goods too) and, when
 * the shop took it, the option for paying VAT on debits. A gift card's sale is no supply of goods.
 * @param {PdfDocument} doc
 * @param {InvoiceIdentity} identity
 * @param {boolean} voucher
 */
function drawReformMentions(doc, identity, voucher) {
  const lines = []
  if (!voucher) lines.push(REFORM_MENTIONS.goods)
  if (identity.vat_on_debits && !identity.vat_exempt && !voucher) lines.push(REFORM_MENTIONS.debits)
  for (const line of lines) {
    doc.text(doc.margin, doc.y + 2, line, { size: 9 })
    doc.y += 13
  }
  if (lines.length > 0) doc.y += 6
}

/**
 * The packing slip (bon de livraison) PDF of an order, as byte values: no prices.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function packingSlipPdf(app, order) {
  return packingSlipsPdf(app, [order])
}

/**
 * The packing slips of several orders as one PDF (docs/adr/0095): each slip starts a new page, in the
 * order given; a long slip goes on over more pages, each saying whose slip it continues.
 * @param {CoreApp} app
 * @param {core.Record[]} orders
 */
function packingSlipsPdf(app, orders) {
  const P = pdf()
  const first = orders[0]
  const doc = P.createDocument({
    title: orders.length === 1 ? "Bon de livraison n° " + orderNumber(first) : "Bons de livraison (" + orders.length + " commandes)",
    footer: footerLines(documentIdentity(app, first)),
  })
  orders.forEach((order, index) => {
    if (index > 0) doc.addPage()
    drawPackingSlip(doc, app, order)
  })
  return doc.toBytes()
}

/**
 * One order's packing slip (bon de livraison), from the current page on: no prices.
 * @param {PdfDocument} doc
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function drawPackingSlip(doc, app, order) {
  const P = pdf()
  const identity = documentIdentity(app, order)
  const items = json().jsonValue(order.get("items")) || []
  const shipping = json().jsonValue(order.get("shipping_address"))
  doc.onNewPage = continued("Bon de livraison, commande n° " + orderNumber(order))
  drawHeader(doc, identity, "Bon de livraison", [
    ["Commande", "n° " + orderNumber(order)],
    ["Date de commande", time().formatDateShort(order.getString("created"))],
  ])
  const recipient = addressLines(shipping, true)
  if (recipient.length === 0 && order.getString("customer_name")) recipient.push(order.getString("customer_name"))
  const contact = [order.getString("customer_name"), order.getString("email")].filter((line) => line !== "")
  drawAddressBlocks(doc, [{ title: "LIVRER À", lines: recipient }, contact.length > 0 ? { title: "CLIENT", lines: contact } : null])
  const pieces = items.reduce((/** @type {number} */ sum, /** @type {OrderItem} */ item) => sum + (Number(item.quantity) || 0), 0)
  doc.table({
    columns: [
      { title: "Article", width: 345 },
      { title: "Quantité", width: 75, align: "right" },
      { title: "Préparé", width: 75.28, align: "center" },
    ],
    // The reference helps the workshop pick the piece (docs/adr/0061); older orders have none.
    rows: items.map((/** @type {OrderItem} */ item) => [lineDesignation(item), String(item.quantity || 0), { text: "", box: true }]),
  })
  doc.ensureSpace(40)
  doc.y += 18
  doc.text(P.PAGE_WIDTH - P.MARGIN, doc.y, pieces + (pieces > 1 ? " pièces" : " pièce") + " au total", {
    font: "bold",
    size: 10,
    align: "right",
  })
}

/**
 * @param {CoreApp} app
 * @param {string} id
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
 * @param {core.RequestEvent} e
 * @param {number[]} bytes
 * @param {string} filename
 */
function sendPdf(e, bytes, filename) {
  e.response.header().set("Content-Disposition", 'inline; filename="' + filename + '"')
  e.response.header().set("Cache-Control", "private, no-store")
  e.response.header().set("X-Content-Type-Options", "nosniff")
  return e.blob(200, "application/pdf", bytes)
}

/**
 * GET /api/shop/orders/{id}/invoice.pdf: the order's owner or an admin; anybody else gets a 404.
 * @param {core.RequestEvent} e
 */
function serveInvoice(e) {
  const order = findOrder(e.app, e.request.pathValue("id"))
  const auth = e.auth
  const allowed = order && auth && (shop().isAdmin(auth) || (shop().shopUser(auth) && order.getString("user") === auth.id))
  if (!allowed) throw new NotFoundError(MESSAGES.notFound)
  const number = order.getString("invoice_number")
  if (!number) throw new NotFoundError(MESSAGES.noInvoice)
  const filename = "facture-" + number + ".pdf"
  return sendPdf(e, keptPdf(e.app, "orders", order.id, "invoice_pdf", filename, invoicePdf), filename)
}

/**
 * GET /api/shop/orders/{id}/packing-slip.pdf: admins only.
 * @param {core.RequestEvent} e
 */
function servePackingSlip(e) {
  if (!e.auth) throw new UnauthorizedError(MESSAGES.notLoggedIn)
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
  const order = findOrder(e.app, e.request.pathValue("id"))
  if (!order) throw new NotFoundError(MESSAGES.notFound)
  return sendPdf(e, packingSlipPdf(e.app, order), "bon-de-livraison-" + orderNumber(order) + ".pdf")
}

/**
 * GET /api/shop/orders/packing-slips.pdf?ids=a,b,c: admins only (docs/adr/0095). The slips of the
 * orders named, in that order, in one PDF; an unknown or repeated id refuses the whole document.
 * @param {core.RequestEvent} e
 */
function servePackingSlips(e) {
  if (!e.auth) throw new UnauthorizedError(MESSAGES.notLoggedIn)
  if (!shop().isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
  const raw = String(e.request.url.query().get("ids") || "")
  const ids = raw
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "")
  if (ids.length === 0) throw new BadRequestError(MESSAGES.slipsNone)
  if (ids.length > SLIPS_CAP) throw new BadRequestError(MESSAGES.slipsCap(SLIPS_CAP))
  /** @type {{ [id: string]: boolean }} */
  const seen = {}
  /** @type {string[]} */
  const unknown = []
  /** @type {core.Record[]} */
  const orders = []
  for (const id of ids) {
    if (seen[id]) throw new BadRequestError(MESSAGES.slipsDuplicate)
    seen[id] = true
    const order = findOrder(e.app, id)
    if (order) orders.push(order)
    // Named as the screens name an order (its first 8 characters), never echoing a long input.
    else unknown.push("n° " + id.slice(0, 8))
  }
  if (unknown.length > 0) throw new NotFoundError(MESSAGES.slipsUnknown(unknown.slice(0, 10).join(", ")))
  const name = orders.length === 1 ? "bon-de-livraison-" + orderNumber(orders[0]) : "bons-de-livraison-" + orders.length + "-commandes"
  return sendPdf(e, packingSlipsPdf(e.app, orders), name + ".pdf")
}

/**
 * POST /api/shop/orders/{id}/invoice (superusers): numbers the invoice of a paid order that has none,
 * in the same series and transaction shape as the checkout (docs/adr/0047), and records it in the
 * order's history. An order already invoiced answers its number: running it twice issues one invoice.
 * @param {core.RequestEvent} e
 */
function issueMissingInvoice(e) {
  if (!shop().isSuperuser(e.auth)) throw new ForbiddenError(MESSAGES.superuserOnly)
  const order = findOrder(e.app, e.request.pathValue("id"))
  if (!order) throw new NotFoundError(MESSAGES.notFound)
  let number = order.getString("invoice_number")
  if (!number && INVOICEABLE.indexOf(order.getString("status")) === -1) throw new BadRequestError(MESSAGES.notInvoiceable)
  if (!number) {
    e.app.runInTransaction((txApp) => {
      const current = txApp.findRecordById("orders", order.id)
      number = current.getString("invoice_number")
      if (number) return
      number = assignInvoiceNumber(txApp, current)
      txApp.save(current)
      require(`${__hooks}/lib/order-history.js`).recordEvent(txApp, current.id, "invoice", { actor: e.auth, data: { number: number } })
    })
  }
  return e.json(200, { id: order.id, invoice_number: number })
}

module.exports = {
  MESSAGES,
  issueMissingInvoice,
  // For the other documents (the credit note): the same identity, header, address blocks and footer.
  identityLines: { sellerLines, footerLines, addressLines, sameAddress, buyerNumberLines, deliveryBlock },
  drawReformMentions,
  REFORM_MENTIONS,
  drawHeader,
  drawAddressBlocks,
  drawLines,
  drawTotals,
  rateText,
  continued,
  orderNumber,
  assignInvoiceNumber,
  recordPaidAndInvoiced,
  identityOf,
  documentIdentity,
  keptPdf,
  invoiceAmounts,
  giftCardVatMention,
  discountedAmounts,
  discountTotals,
  lineDesignation,
  isProfessionalBuyer,
  invoiceFigures,
  invoicePdf,
  packingSlipPdf,
  packingSlipsPdf,
  serveInvoice,
  servePackingSlip,
  servePackingSlips,
}
