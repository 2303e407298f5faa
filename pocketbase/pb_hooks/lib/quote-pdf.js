// The PDF of record of a quote (docs/adr/0127-quotes-and-the-request-life.md), drawn once when it is
// sent and stored on the quote: the shop's identity as on its invoices (lib/invoice.js), the
// customer, the lines, the total TTC (with HT and VAT when the shop charges VAT), the making time, the
// validity, the deposit stated as « Acompte » or « Arrhes » with what that means (L214-1), and the
// made-to-order notice (L221-28 3°). Not a hook file: loaded with require().

/**
 * @param {CoreApp} app
 * @param {core.Record} quote numbered, `sent_at` set
 * @param {core.Record} request
 * @returns {number[]}
 */
function quotePdf(app, quote, request) {
  const P = require(`${__hooks}/lib/pdf.js`)
  const invoice = require(`${__hooks}/lib/invoice.js`)
  const money = require(`${__hooks}/lib/money.js`)
  const time = require(`${__hooks}/lib/time.js`)
  const quotes = require(`${__hooks}/lib/quotes.js`)
  const identity = invoice.identityOf(app)
  const number = quote.getString("number")
  const lines = quotes.normalizeLines(quote.get("lines"))
  const amounts = invoice.invoiceAmounts(
    lines.map((line) => ({ name: line.label, quantity: line.quantity, price: line.unit_price })),
    identity,
  )
  const doc = P.createDocument({
    title: "Devis " + number,
    footer: invoice.identityLines.footerLines(identity),
    onNewPage: invoice.continued("Devis " + number),
  })
  const left = P.MARGIN
  const right = P.PAGE_WIDTH - P.MARGIN

  invoice.drawHeader(doc, identity, "Devis", [
    ["N° de devis", number],
    ["Date", time.formatDateShort(quote.getString("sent_at"))],
    ["Valable jusqu’au", time.formatDateShort(quote.getString("valid_until"))],
  ])
  /** @type {string[]} */
  const customer = [request.getString("name"), request.getString("email")].filter((line) => line !== "")
  invoice.drawAddressBlocks(doc, [{ title: "POUR", lines: customer }, null])

  invoice.drawLines(doc, amounts)
  const vat = amounts.rate > 0
  /** @type {Array<[string, string, boolean]>} */
  const totals = vat
    ? [
        ["Total HT", money.formatEuros(amounts.ht), false],
        ["TVA " + invoice.rateText(amounts.rate), money.formatEuros(amounts.vat), false],
        ["Total TTC", money.formatEuros(amounts.ttc), true],
      ]
    : [["Total TTC", money.formatEuros(amounts.ttc), true]]
  const depositKind = quote.getString("deposit_kind")
  const deposit = Math.round(quote.getFloat("deposit_amount") * 100)
  if (depositKind !== "" && deposit > 0) {
    totals.push([depositKind === "acompte" ? "Acompte à la commande" : "Arrhes à la commande", money.formatEuros(deposit), false])
    totals.push(["Solde à la livraison", money.formatEuros(amounts.ttc - deposit), false])
  }
  invoice.drawTotals(doc, totals)
  if (!vat) {
    doc.text(right - 5, doc.y + 2, "TVA non applicable, art. 293 B du CGI", { size: 9, align: "right" })
    doc.y += 16
  }

  /** @type {Array<{ text: string, font?: string }>} */
  const mentions = []
  if (quote.getString("making_time"))
    mentions.push({ text: "Délai de réalisation : " + quote.getString("making_time") + ".", font: "bold" })
  mentions.push({ text: "Devis valable jusqu’au " + time.formatDateLong(quote.getString("valid_until")) + "." })
  if (depositKind !== "" && deposit > 0) {
    mentions.push({ text: quotes.DEPOSIT_TEXTS[depositKind === "acompte" ? "acompte" : "arrhes"] })
  }
  if (quote.getString("note")) mentions.push({ text: quote.getString("note") })
  mentions.push({ text: require(`${__hooks}/lib/made-to-order.js`).MADE_TO_ORDER_NOTICE, font: "bold" })
  doc.ensureSpace(mentions.length * 28 + 20)
  doc.y += 10
  doc.line(left, doc.y, right, doc.y, { width: 0.4, color: [0.75, 0.73, 0.7] })
  doc.y += 16
  for (const mention of mentions) {
    doc.y = doc.paragraph(left, doc.y, mention.text, right - left, { size: 9.5, font: mention.font }) + 8
  }
  return doc.toBytes()
}

module.exports = { quotePdf }
