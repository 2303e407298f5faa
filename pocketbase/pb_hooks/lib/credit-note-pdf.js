// The credit note (avoir) PDF (docs/adr/0051), drawn like the invoice (docs/adr/0047) with the same
// kit, header, address block and footer: its number, the invoice it corrects, the lines refunded and
// their amounts (with the VAT split when the shop charges VAT), the refund; drawn from the identity
// frozen when it was issued and kept as first delivered (docs/adr/0086). Not a hook file: loaded
// with require() by refunds.pb.js.

const RECORD_ID = /^[a-z0-9]{15}$/

const MESSAGES = {
  notFound: "Cet avoir est introuvable.",
}

/**
 * What a credit note says, computed once for its PDF and its Factur-X XML (docs/adr/0130).
 * @param {CoreApp} app
 * @param {core.Record} note
 * @param {core.Record} order
 */
function creditNoteFigures(app, note, order) {
  const inv = require(`${__hooks}/lib/invoice.js`)
  const json = require(`${__hooks}/lib/json-fields.js`)
  const identity = inv.documentIdentity(app, note)
  const lines = json.jsonValue(note.get("lines")) || []
  return {
    identity,
    number: note.getString("number"),
    lines,
    billing: json.jsonValue(order.get("billing_address")),
    // Refunded units at their net price: the lines' shares of the order's discount code (docs/adr/0116).
    amounts: inv.discountedAmounts(lines, identity),
    voucher: require(`${__hooks}/lib/gift-cards.js`).isCardOrder(lines),
    issuedAt: note.getString("issued_at") || note.getString("created"),
  }
}

/**
 * The credit note's PDF, as byte values.
 * @param {CoreApp} app
 * @param {core.Record} note
 * @param {core.Record} order
 */
function creditNotePdf(app, note, order) {
  const P = require(`${__hooks}/lib/pdf.js`)
  const inv = require(`${__hooks}/lib/invoice.js`)
  const money = require(`${__hooks}/lib/money.js`)
  const time = require(`${__hooks}/lib/time.js`)
  const { identity, number, billing, amounts, voucher, issuedAt } = creditNoteFigures(app, note, order)
  const discount = inv.discountTotals(amounts, order.getString("discount_code"))
  // An e-invoice's credit note is one too (docs/adr/0130): its CII XML in a PDF/A-3.
  const facturx = require(`${__hooks}/lib/facturx.js`)
  const einvoice = facturx.needsFacturx(app, order)
  const options = {
    title: "Avoir " + number,
    footer: inv.identityLines.footerLines(identity),
    onNewPage: inv.continued("Avoir " + number),
    pdfa: einvoice ? facturx.pdfaOption(facturx.ciiXml(app, "credit_note", note, order)) : undefined,
  }
  const doc = P.createDocument(options)
  const left = P.MARGIN
  const right = P.PAGE_WIDTH - P.MARGIN

  /** @type {Array<[string, string]>} */
  const facts = [
    ["N° d’avoir", number],
    ["Date de l’avoir", time.formatDateShort(issuedAt)],
  ]
  if (order.getString("invoice_number")) facts.push(["Facture d’origine", order.getString("invoice_number")])
  facts.push(["Commande", "n° " + inv.orderNumber(order)])
  inv.drawHeader(doc, identity, "Avoir", facts)

  const buyer = inv.identityLines.addressLines(billing, false)
  if (buyer.length === 0 && order.getString("customer_name")) buyer.push(order.getString("customer_name"))
  if (order.getString("email")) buyer.push(order.getString("email"))
  buyer.push(...inv.identityLines.buyerNumberLines(billing))
  const shipping = require(`${__hooks}/lib/json-fields.js`).jsonValue(order.get("shipping_address"))
  inv.drawAddressBlocks(doc, [{ title: "CLIENT", lines: buyer }, inv.identityLines.deliveryBlock(billing, shipping)])
  inv.drawReformMentions(doc, identity, voucher)

  const vat = amounts.rate > 0
  inv.drawLines(doc, amounts)
  // An e-invoice's credit note says every total of its XML: no VAT as 0,00 €, refunded, nothing left (docs/adr/0130).
  const einvoiceRows = einvoice ? facturx.totalsRows("credit_note", amounts, amounts.ttc) : { vat: [], settlement: [] }
  inv.drawTotals(
    doc,
    vat
      ? [
          ...discount,
          ["Total HT", money.formatEuros(amounts.ht), false],
          ["TVA " + inv.rateText(amounts.rate), money.formatEuros(amounts.vat), false],
          ["Total de l’avoir TTC", money.formatEuros(amounts.ttc), true],
          ...einvoiceRows.settlement,
        ]
      : [
          ...discount,
          ["Total HT", money.formatEuros(amounts.ht), false],
          ...einvoiceRows.vat,
          ["Total de l’avoir", money.formatEuros(amounts.ttc), true],
          ...einvoiceRows.settlement,
        ],
  )
  if (!vat) {
    const mention = voucher ? inv.giftCardVatMention() : "TVA non applicable, art. 293 B du CGI"
    doc.text(right - 5, doc.y + 2, mention, { size: 9, align: "right" })
    doc.y += 16
  }

  const demo = note.getString("payment_mode") === "demo"
  // The part of the refund credited back to the gift card that paid for the order (docs/adr/0117).
  const spending = require(`${__hooks}/lib/gift-card-spending.js`)
  const cardCredit = Math.round(note.getFloat("gift_card_credit") * 100)
  const bankCents = spending.bankCents(note)
  const card = cardCredit > 0 ? "carte cadeau " + spending.orderCardCode(app, order) : ""
  const bankText = demo
    ? "Commande de démonstration : aucun montant n’a été débité ni remboursé sur une carte bancaire."
    : "Remboursé le " + time.formatDateShort(issuedAt) + " sur la carte bancaire utilisée pour la commande."
  const cardText = "Recrédité le " + time.formatDateShort(issuedAt) + " sur la " + card + " : " + money.formatEuros(cardCredit) + "."
  const bankPart = cardCredit > 0 && bankCents > 0 && !demo ? bankText.replace(".", " : " + money.formatEuros(bankCents) + ".") : bankText
  const mentions = [
    (order.getString("invoice_number") ? "Avoir sur la facture " + order.getString("invoice_number") + ". " : "") +
      (cardCredit > 0 ? cardText + (bankCents > 0 ? " " + bankPart : "") : bankText),
  ]
  if (note.getBool("restocked")) mentions.push("Articles retournés et remis en stock.")
  if (note.getString("reason")) mentions.push("Motif : " + note.getString("reason"))
  // An e-invoice's credit note carries the French rules' notes too (BR-FR-05, docs/adr/0130).
  if (einvoice) {
    mentions.push(facturx.MENTIONS.penalties(identity.late_penalty_rate))
    mentions.push(facturx.MENTIONS.indemnity)
    mentions.push(facturx.MENTIONS.noDiscount)
  }
  doc.ensureSpace(mentions.length * 14 + 20)
  doc.y += 10
  doc.line(left, doc.y, right, doc.y, { width: 0.4, color: [0.75, 0.73, 0.7] })
  doc.y += 16
  for (const mention of mentions) doc.y = doc.paragraph(left, doc.y, mention, right - left, { size: 9.5 }) + 8
  return doc.toBytes()
}

/**
 * GET /api/shop/credit-notes/{id}/pdf: the order's owner or an admin; anybody else, or a credit
 * note not issued yet, gets a 404.
 * @param {core.RequestEvent} e
 */
function serveCreditNote(e) {
  const inv = () => require(`${__hooks}/lib/invoice.js`)
  const shop = require(`${__hooks}/lib/shop.js`)
  const id = e.request.pathValue("id")
  let note = /** @type {core.Record | null} */ (null)
  let order = /** @type {core.Record | null} */ (null)
  if (RECORD_ID.test(id)) {
    try {
      note = e.app.findRecordById("credit_notes", id)
      order = e.app.findRecordById("orders", note.getString("order"))
    } catch {
      note = null
    }
  }
  const auth = e.auth
  const allowed =
    note &&
    order &&
    note.getString("status") === "issued" &&
    auth &&
    (shop.isAdmin(auth) || (shop.shopUser(auth) && order.getString("user") === auth.id))
  if (!allowed || !note || !order) throw new NotFoundError(MESSAGES.notFound)
  e.response.header().set("Content-Disposition", 'inline; filename="avoir-' + note.getString("number") + '.pdf"')
  e.response.header().set("Cache-Control", "private, no-store")
  e.response.header().set("X-Content-Type-Options", "nosniff")
  // Kept as first delivered (docs/adr/0086).
  const bytes = inv().keptPdf(e.app, "credit_notes", note.id, "pdf", "avoir-" + note.getString("number") + ".pdf", (txApp, current) =>
    creditNotePdf(txApp, current, order),
  )
  return e.blob(200, "application/pdf", bytes)
}

module.exports = { MESSAGES, creditNoteFigures, creditNotePdf, serveCreditNote }
