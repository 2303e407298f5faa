// Factur-X e-invoices (docs/adr/0130): the CII XML (UN/CEFACT D16B, Factur-X 1.0.7 profile EN 16931)
// of an invoice, a deposit invoice, a final invoice or a credit note, built from the very figures the
// PDF prints (`invoiceFigures` in lib/invoice.js, `creditNoteFigures` in lib/credit-note-pdf.js): the
// XML and the visible PDF say the same, never two computations. `ciiDocument` is the pure mapping
// (unit-tested under Node); `ciiXml` gathers its data from the records. Not a hook file.

const GUIDELINE = "urn:cen.eu:en16931:2017"

/** ISO 3166 codes of the country names the shop's identity holds (« France »); an order's address holds codes. */
/** @type {{ [name: string]: string }} */
const COUNTRY_CODES = { france: "FR", monaco: "MC", belgique: "BE", luxembourg: "LU", suisse: "CH", allemagne: "DE" }

/** The legal mentions, word for word as the PDF prints them (docs/adr/0130 keeps the CGI references). */
const MENTIONS = {
  franchise: "TVA non applicable, art. 293 B du CGI",
  noDiscount: "Pas d’escompte pour paiement anticipé.",
  indemnity: "Indemnité forfaitaire pour frais de recouvrement : 40 €.",
  penalties: (/** @type {string} */ rate) =>
    "Pénalités de retard : " + (rate || "trois fois le taux d’intérêt légal").replace(/\.$/, "") + ".",
}

/**
 * @typedef {{ line1?: string, line2?: string, postal_code?: string, city?: string, country?: string }} CiiAddress
 * @typedef {{ name: string, siren?: string, siret?: string, vatNumber?: string, taxNumber?: string, tradingName?: string, description?: string, email?: string, address: CiiAddress }} CiiParty
 * @typedef {{ name: string, description?: string, sku?: string, quantity: number, unitCents: number, totalCents: number, note?: string }} CiiLine
 * @typedef {{
 *   number: string, typeCode: "380" | "381" | "386", process: string, issueDate: string, deliveryDate?: string,
 *   notes: Array<{ content: string, subject?: string }>,
 *   seller: CiiParty, buyer: CiiParty, shipTo?: { name: string, address: CiiAddress } | null,
 *   tax: { category: "S" | "E" | "O", rate: number, exemptionReason?: string, exemptionCode?: string, onDebits?: boolean },
 *   lines: CiiLine[], allowance?: { cents: number, reason: string } | null,
 *   totals: { vat: number, grand: number, prepaid: number },
 *   payment: { code: string, information: string, iban?: string, bic?: string, terms: string, dueDate?: string },
 *   reference?: { number: string, date: string } | null,
 * }} CiiData
 */

/** @param {unknown} value */
function esc(value) {
  return String(value === undefined || value === null ? "" : value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
}

/**
 * Cents as « 1234.50 » (two decimals, a dot: BR-DEC).
 * @param {number} cents
 */
function amount(cents) {
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(Math.round(cents))
  return sign + Math.floor(abs / 100) + "." + String(abs % 100).padStart(2, "0")
}

/** @param {number} rate */
function percent(rate) {
  return (Math.round(rate * 100) / 100).toFixed(2)
}

/**
 * @param {string} tag
 * @param {unknown} value
 * @param {string} [attributes]
 */
function el(tag, value, attributes) {
  return "<" + tag + (attributes || "") + ">" + esc(value) + "</" + tag + ">"
}

/** @param {string} date YYYYMMDD */
function dateTime(date) {
  return '<udt:DateTimeString format="102">' + esc(date) + "</udt:DateTimeString>"
}

/**
 * A country as its ISO code: codes pass, the identity's names map, France by default.
 * @param {unknown} value
 */
function countryCode(value) {
  const text = String(value || "").trim()
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase()
  return COUNTRY_CODES[text.toLowerCase()] || "FR"
}

/** @param {CiiAddress} address */
function postalAddress(address) {
  const parts = ["<ram:PostalTradeAddress>"]
  if (address.postal_code) parts.push(el("ram:PostcodeCode", address.postal_code))
  if (address.line1) parts.push(el("ram:LineOne", address.line1))
  if (address.line2) parts.push(el("ram:LineTwo", address.line2))
  if (address.city) parts.push(el("ram:CityName", address.city))
  parts.push(el("ram:CountryID", countryCode(address.country)))
  parts.push("</ram:PostalTradeAddress>")
  return parts.join("")
}

/**
 * A seller or a buyer (BG-4 / BG-7): SIRET as global id (0009), SIREN as legal id (0002, BT-30/BT-47),
 * address, e-mail (BT-34/BT-49, scheme EM), VAT number (VA) or tax number (FC).
 * @param {string} tag
 * @param {CiiParty} party
 * @param {boolean} withVat false when a line is outside VAT's scope (BR-O-02)
 */
function tradeParty(tag, party, withVat) {
  const parts = ["<" + tag + ">"]
  if (party.siret && party.siret.length === 14) parts.push(el("ram:GlobalID", party.siret, ' schemeID="0009"'))
  parts.push(el("ram:Name", party.name))
  if (party.description) parts.push(el("ram:Description", party.description))
  if (party.siren || party.tradingName) {
    parts.push("<ram:SpecifiedLegalOrganization>")
    if (party.siren) parts.push(el("ram:ID", party.siren, ' schemeID="0002"'))
    if (party.tradingName) parts.push(el("ram:TradingBusinessName", party.tradingName))
    parts.push("</ram:SpecifiedLegalOrganization>")
  }
  parts.push(postalAddress(party.address))
  if (party.email)
    parts.push("<ram:URIUniversalCommunication>" + el("ram:URIID", party.email, ' schemeID="EM"') + "</ram:URIUniversalCommunication>")
  if (withVat && party.vatNumber)
    parts.push("<ram:SpecifiedTaxRegistration>" + el("ram:ID", party.vatNumber, ' schemeID="VA"') + "</ram:SpecifiedTaxRegistration>")
  else if (party.taxNumber)
    parts.push("<ram:SpecifiedTaxRegistration>" + el("ram:ID", party.taxNumber, ' schemeID="FC"') + "</ram:SpecifiedTaxRegistration>")
  parts.push("</" + tag + ">")
  return parts.join("")
}

/**
 * The VAT category of a line or an allowance (BT-151/BT-95): the rate only where the category has one.
 * @param {CiiData["tax"]} tax
 */
function categoryTax(tax) {
  return (
    "<ram:CategoryTradeTax>" +
    el("ram:TypeCode", "VAT") +
    el("ram:CategoryCode", tax.category) +
    (tax.category === "O" ? "" : el("ram:RateApplicablePercent", percent(tax.rate))) +
    "</ram:CategoryTradeTax>"
  )
}

/**
 * The CII XML of one document (docs/adr/0130). Amounts in cents, dates YYYYMMDD (Paris).
 * @param {CiiData} d
 * @returns {string}
 */
function ciiDocument(d) {
  const tax = d.tax
  const withVat = tax.category !== "O"
  const linesTotal = d.lines.reduce((sum, line) => sum + line.totalCents, 0)
  const allowance = d.allowance && d.allowance.cents > 0 ? d.allowance : null
  const basis = linesTotal - (allowance ? allowance.cents : 0)
  const x = ['<?xml version="1.0" encoding="UTF-8"?>']
  x.push(
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
      ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
      ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
      ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
  )
  x.push("<rsm:ExchangedDocumentContext>")
  x.push(
    "<ram:BusinessProcessSpecifiedDocumentContextParameter>" +
      el("ram:ID", d.process) +
      "</ram:BusinessProcessSpecifiedDocumentContextParameter>",
  )
  x.push("<ram:GuidelineSpecifiedDocumentContextParameter>" + el("ram:ID", GUIDELINE) + "</ram:GuidelineSpecifiedDocumentContextParameter>")
  x.push("</rsm:ExchangedDocumentContext>")

  x.push("<rsm:ExchangedDocument>")
  x.push(el("ram:ID", d.number))
  x.push(el("ram:TypeCode", d.typeCode))
  x.push("<ram:IssueDateTime>" + dateTime(d.issueDate) + "</ram:IssueDateTime>")
  for (const note of d.notes) {
    x.push(
      "<ram:IncludedNote>" +
        el("ram:Content", note.content) +
        (note.subject ? el("ram:SubjectCode", note.subject) : "") +
        "</ram:IncludedNote>",
    )
  }
  x.push("</rsm:ExchangedDocument>")

  x.push("<rsm:SupplyChainTradeTransaction>")
  d.lines.forEach((line, index) => {
    x.push("<ram:IncludedSupplyChainTradeLineItem>")
    x.push(
      "<ram:AssociatedDocumentLineDocument>" +
        el("ram:LineID", String(index + 1)) +
        (line.note ? "<ram:IncludedNote>" + el("ram:Content", line.note) + "</ram:IncludedNote>" : "") +
        "</ram:AssociatedDocumentLineDocument>",
    )
    x.push(
      "<ram:SpecifiedTradeProduct>" +
        (line.sku ? el("ram:SellerAssignedID", line.sku) : "") +
        el("ram:Name", line.name) +
        // BT-154: the size bought, on its own line of the PDF (docs/adr/0104).
        (line.description ? el("ram:Description", line.description) : "") +
        "</ram:SpecifiedTradeProduct>",
    )
    x.push(
      "<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>" +
        el("ram:ChargeAmount", amount(line.unitCents)) +
        "</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>",
    )
    x.push(
      "<ram:SpecifiedLineTradeDelivery>" +
        el("ram:BilledQuantity", String(line.quantity), ' unitCode="C62"') +
        "</ram:SpecifiedLineTradeDelivery>",
    )
    x.push(
      "<ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax>" +
        el("ram:TypeCode", "VAT") +
        el("ram:CategoryCode", tax.category) +
        (tax.category === "O" ? "" : el("ram:RateApplicablePercent", percent(tax.rate))) +
        "</ram:ApplicableTradeTax><ram:SpecifiedTradeSettlementLineMonetarySummation>" +
        el("ram:LineTotalAmount", amount(line.totalCents)) +
        "</ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>",
    )
    x.push("</ram:IncludedSupplyChainTradeLineItem>")
  })

  x.push("<ram:ApplicableHeaderTradeAgreement>")
  x.push(tradeParty("ram:SellerTradeParty", d.seller, withVat))
  x.push(tradeParty("ram:BuyerTradeParty", d.buyer, withVat))
  x.push("</ram:ApplicableHeaderTradeAgreement>")

  x.push("<ram:ApplicableHeaderTradeDelivery>")
  if (d.shipTo)
    x.push("<ram:ShipToTradeParty>" + el("ram:Name", d.shipTo.name) + postalAddress(d.shipTo.address) + "</ram:ShipToTradeParty>")
  if (d.deliveryDate)
    x.push(
      "<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime>" +
        dateTime(d.deliveryDate) +
        "</ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>",
    )
  x.push("</ram:ApplicableHeaderTradeDelivery>")

  x.push("<ram:ApplicableHeaderTradeSettlement>")
  x.push(el("ram:InvoiceCurrencyCode", "EUR"))
  x.push("<ram:SpecifiedTradeSettlementPaymentMeans>" + el("ram:TypeCode", d.payment.code) + el("ram:Information", d.payment.information))
  if (d.payment.iban)
    x.push("<ram:PayeePartyCreditorFinancialAccount>" + el("ram:IBANID", d.payment.iban) + "</ram:PayeePartyCreditorFinancialAccount>")
  if (d.payment.iban && d.payment.bic)
    x.push(
      "<ram:PayeeSpecifiedCreditorFinancialInstitution>" +
        el("ram:BICID", d.payment.bic) +
        "</ram:PayeeSpecifiedCreditorFinancialInstitution>",
    )
  x.push("</ram:SpecifiedTradeSettlementPaymentMeans>")
  x.push(
    "<ram:ApplicableTradeTax>" +
      el("ram:CalculatedAmount", amount(d.totals.vat)) +
      el("ram:TypeCode", "VAT") +
      (tax.exemptionReason ? el("ram:ExemptionReason", tax.exemptionReason) : "") +
      el("ram:BasisAmount", amount(basis)) +
      el("ram:CategoryCode", tax.category) +
      (tax.exemptionCode ? el("ram:ExemptionReasonCode", tax.exemptionCode) : "") +
      // BT-8: VAT due on the invoice's date when the option for the debits is taken (code 5).
      (tax.onDebits && tax.category === "S" ? el("ram:DueDateTypeCode", "5") : "") +
      (tax.category === "O" ? "" : el("ram:RateApplicablePercent", percent(tax.rate))) +
      "</ram:ApplicableTradeTax>",
  )
  if (allowance) {
    x.push(
      "<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>" +
        el("ram:ActualAmount", amount(allowance.cents)) +
        el("ram:Reason", allowance.reason) +
        categoryTax(tax) +
        "</ram:SpecifiedTradeAllowanceCharge>",
    )
  }
  x.push(
    "<ram:SpecifiedTradePaymentTerms>" +
      el("ram:Description", d.payment.terms) +
      (d.payment.dueDate ? "<ram:DueDateDateTime>" + dateTime(d.payment.dueDate) + "</ram:DueDateDateTime>" : "") +
      "</ram:SpecifiedTradePaymentTerms>",
  )
  x.push("<ram:SpecifiedTradeSettlementHeaderMonetarySummation>")
  x.push(el("ram:LineTotalAmount", amount(linesTotal)))
  if (allowance) x.push(el("ram:AllowanceTotalAmount", amount(allowance.cents)))
  x.push(el("ram:TaxBasisTotalAmount", amount(basis)))
  x.push(el("ram:TaxTotalAmount", amount(d.totals.vat), ' currencyID="EUR"'))
  x.push(el("ram:GrandTotalAmount", amount(d.totals.grand)))
  if (d.totals.prepaid) x.push(el("ram:TotalPrepaidAmount", amount(d.totals.prepaid)))
  x.push(el("ram:DuePayableAmount", amount(d.totals.grand - d.totals.prepaid)))
  x.push("</ram:SpecifiedTradeSettlementHeaderMonetarySummation>")
  if (d.reference) {
    x.push(
      "<ram:InvoiceReferencedDocument>" +
        el("ram:IssuerAssignedID", d.reference.number) +
        '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">' +
        esc(d.reference.date) +
        "</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>",
    )
  }
  x.push("</ram:ApplicableHeaderTradeSettlement>")
  x.push("</rsm:SupplyChainTradeTransaction>")
  x.push("</rsm:CrossIndustryInvoice>")
  return x.join("\n")
}

// ---------------------------------------------------------------------------------------------------
// From the records.

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/**
 * A date as YYYYMMDD in Paris time (the day the PDF prints); "" for none.
 * @param {unknown} value
 */
function day(value) {
  const p = time().parisDate(value)
  return p === null ? "" : String(p.year) + String(p.month).padStart(2, "0") + String(p.day).padStart(2, "0")
}

/**
 * The buyer's French SIREN: 9 digits, or the first 9 of a 14-digit SIRET; "" for none.
 * @param {{ [field: string]: unknown } | null | undefined} billing
 */
function buyerSiren(billing) {
  const number = String((billing && billing.siret) || "").replace(/\s+/g, "")
  if (/^[0-9]{9}$/.test(number)) return number
  if (/^[0-9]{14}$/.test(number)) return number.slice(0, 9)
  return ""
}

/**
 * Whether the order's documents are Factur-X (docs/adr/0130): a B2B order whose buyer has a French
 * SIREN, or every invoice when the owner turned `facturx_all` on (as frozen with the document's identity).
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function needsFacturx(app, order) {
  const json = require(`${__hooks}/lib/json-fields.js`)
  const billing = json.jsonValue(order.get("billing_address"))
  const country = String((billing && billing.country) || "FR").toUpperCase()
  if (order.getBool("b2b") && country === "FR" && buyerSiren(billing) !== "") return true
  return require(`${__hooks}/lib/invoice.js`).documentIdentity(app, order).facturx_all === true
}

/**
 * The `pdfa` option of lib/pdf.js's createDocument (docs/adr/0129) for a document's XML.
 * @param {string} xml
 */
function pdfaOption(xml) {
  return {
    attachments: [{ name: "factur-x.xml", mime: "text/xml", text: xml, relationship: "Alternative", description: "Factur-X" }],
    facturx: { documentType: "INVOICE", conformance: "EN 16931" },
  }
}

/**
 * A string field of a record that may not exist yet (helper fields of issue 31 land separately).
 * @param {core.Record} record
 * @param {string} name
 */
function optional(record, name) {
  try {
    return String(record.getString(/** @type {any} */ (name)) || "").trim()
  } catch {
    return ""
  }
}

/**
 * The seller from the frozen identity (BG-4): legal name, trade name, SIREN/SIRET, VAT number or,
 * for a shop without one (franchise), the SIREN as its tax number (BT-32, BR-E-02).
 * @param {InvoiceIdentity} identity
 * @returns {CiiParty}
 */
function sellerParty(identity) {
  const siren = identity.siren || (identity.siret.length === 14 ? identity.siret.slice(0, 9) : "")
  const inv = require(`${__hooks}/lib/invoice.js`)
  const lines = inv.identityLines.sellerLines(identity)
  const legal = [identity.legal_form, identity.share_capital ? "au capital de " + identity.share_capital : "", identity.registration]
    .filter((part) => part !== "")
    .join(", ")
  return {
    name: identity.legal_name || identity.trade_name || lines.name,
    tradingName: identity.trade_name && identity.trade_name !== identity.legal_name ? identity.trade_name : "",
    description: legal,
    siren,
    siret: identity.siret,
    vatNumber: identity.vat_number,
    taxNumber: identity.vat_number ? "" : siren,
    email: identity.email,
    address: {
      line1: identity.address_line1,
      line2: identity.address_line2,
      postal_code: identity.postal_code,
      city: identity.city,
      country: identity.country,
    },
  }
}

/**
 * @param {{ [field: string]: unknown } | null | undefined} address
 * @returns {CiiAddress}
 */
function orderAddress(address) {
  /** @param {string} key */
  const value = (key) => String((address && address[key]) || "").trim()
  return {
    line1: value("line1"),
    line2: value("line2"),
    postal_code: value("postal_code"),
    city: value("city"),
    country: value("country") || "FR",
  }
}

/**
 * The buyer (BG-7) and the delivery place (BG-13) when it differs from the billing address.
 * @param {core.Record} order
 * @param {{ [field: string]: unknown } | null} billing
 * @param {{ [field: string]: unknown } | null} shipping
 */
function buyerParties(order, billing, shipping) {
  const inv = require(`${__hooks}/lib/invoice.js`)
  const company = String((billing && billing.company) || "").trim()
  const person = String((billing && billing.full_name) || "").trim() || order.getString("customer_name")
  const siret = String((billing && billing.siret) || "").replace(/\s+/g, "")
  /** @type {CiiParty} */
  const buyer = {
    name: company || person || order.getString("email"),
    siren: buyerSiren(billing),
    siret: siret.length === 14 ? siret : "",
    vatNumber: String((billing && billing.vat_number) || "").trim(),
    email: order.getString("email"),
    address: orderAddress(billing || shipping),
  }
  const shipped = inv.identityLines.addressLines(shipping, false)
  const shipTo =
    shipped.length > 0 && !inv.identityLines.sameAddress(billing, shipping)
      ? {
          name: String((shipping && (shipping.company || shipping.full_name)) || "").trim() || buyer.name,
          address: orderAddress(shipping),
        }
      : null
  return { buyer, shipTo }
}

/**
 * The VAT category of the document (BG-23): S at the shop's rate, E for a shop under the franchise
 * (art. 293 B), O for a gift card's sale or refund (art. 256 ter, docs/adr/0117).
 * @param {InvoiceIdentity} identity
 * @param {{ rate: number }} amounts
 * @param {boolean} voucher
 * @returns {CiiData["tax"]}
 */
function taxOf(identity, amounts, voucher) {
  const inv = require(`${__hooks}/lib/invoice.js`)
  const onDebits = identity.vat_on_debits === true
  if (voucher) return { category: "O", rate: 0, exemptionReason: inv.giftCardVatMention(), exemptionCode: "VATEX-EU-O" }
  if (amounts.rate > 0) return { category: "S", rate: amounts.rate, onDebits }
  return { category: "E", rate: 0, exemptionReason: MENTIONS.franchise, exemptionCode: "VATEX-FR-FRANCHISE" }
}

/**
 * The notes (BG-1) the French rules ask of every invoice (BR-FR-05: PMD, PMT, AAB), the category of
 * the operation and, when taken, the option for VAT on debits — the PDF's words.
 * @param {InvoiceIdentity} identity
 * @param {CiiData["tax"]} tax
 */
function legalNotes(identity, tax) {
  /** @type {Array<{ content: string, subject?: string }>} */
  const notes = [
    { content: MENTIONS.penalties(identity.late_penalty_rate), subject: "PMD" },
    { content: MENTIONS.indemnity, subject: "PMT" },
    { content: MENTIONS.noDiscount, subject: "AAB" },
  ]
  const reform = require(`${__hooks}/lib/invoice.js`).REFORM_MENTIONS
  if (tax.category !== "O") notes.push({ content: reform.goods })
  if (tax.category === "S" && tax.onDebits) notes.push({ content: reform.debits })
  if (tax.exemptionReason) notes.push({ content: tax.exemptionReason, subject: "REG" })
  return notes
}

/**
 * How the order was paid (BG-16): card (48), bank transfer (58, the shop's IBAN), or a gift card
 * alone (1, « instrument not defined »). `transfer` is issue 31's payment on invoice (docs/adr/0131).
 * @param {core.Record} order
 * @param {InvoiceIdentity} identity
 */
function paymentOf(order, identity) {
  const transfer = optional(order, "payment_method") === "transfer"
  if (transfer) {
    const frozen = /** @type {any} */ (identity)
    return {
      transfer: true,
      code: "58",
      information: "Virement bancaire",
      iban: String(frozen.iban || "").replace(/\s+/g, ""),
      bic: String(frozen.bic || "").replace(/\s+/g, ""),
    }
  }
  const paid = Math.round(order.getFloat("gift_card_paid") * 100)
  const cardOnly = paid > 0 && paid >= Math.round(order.getFloat("total") * 100)
  // A demonstration payment debits nothing: said as the PDF says it, no instrument (1).
  const demo = order.getString("payment_mode") === "demo"
  if (demo || cardOnly)
    return { transfer: false, code: "1", information: demo ? "Paiement de démonstration (aucun montant débité)" : "Carte cadeau" }
  return { transfer: false, code: "48", information: "Carte bancaire" }
}

/**
 * What was already paid of an invoice (BT-113): all of it when paid by card or gift card at the
 * checkout, nothing when it is paid on invoice by transfer (docs/adr/0131). Cents.
 * @param {core.Record} order
 * @param {number} grand the invoice's total (cents)
 */
function prepaidCents(order, grand) {
  return optional(order, "payment_method") === "transfer" ? 0 : grand
}

/**
 * The rows an e-invoice's totals add on the PDF so that it says every total of its XML (docs/adr/0130):
 * a VAT of 0,00 € when none is charged (BT-110), what was already paid or refunded (BT-113) and what
 * remains (BT-115).
 * @param {"invoice" | "credit_note"} kind
 * @param {{ rate: number, ttc: number }} amounts
 * @param {number} prepaid cents
 * @returns {{ vat: Array<[string, string, boolean]>, settlement: Array<[string, string, boolean]> }}
 */
function totalsRows(kind, amounts, prepaid) {
  const money = require(`${__hooks}/lib/money.js`)
  const note = kind === "credit_note"
  return {
    vat: amounts.rate > 0 ? [] : [["TVA", money.formatEuros(0), false]],
    settlement: [
      [note ? "Déjà remboursé" : "Déjà réglé", money.formatEuros(prepaid), false],
      [note ? "Reste à rembourser" : "Reste à payer", money.formatEuros(amounts.ttc - prepaid), false],
    ],
  }
}

/**
 * The CII XML of an order's invoice (kind "invoice": an invoice, a deposit invoice — 386 — or a final
 * invoice — BT-23 B4 —) or of a credit note (kind "credit_note", `record` the note).
 * @param {CoreApp} app
 * @param {"invoice" | "credit_note"} kind
 * @param {core.Record} record the order, or the credit note
 * @param {core.Record} order
 */
function ciiXml(app, kind, record, order) {
  if (kind === "credit_note") return ciiDocument(creditNoteData(app, record, order))
  return ciiDocument(invoiceData(require(`${__hooks}/lib/invoice.js`).invoiceFigures(app, order), order))
}

/**
 * The XML's data of an invoice from its figures (`invoiceFigures`, what the PDF prints).
 * @param {ReturnType<typeof import("./invoice.js").invoiceFigures>} f
 * @param {core.Record} order
 * @returns {CiiData}
 */
function invoiceData(f, order) {
  const tax = taxOf(f.identity, f.amounts, f.voucher)
  const { buyer, shipTo } = buyerParties(order, f.billing, f.shipping)
  const payment = paymentOf(order, f.identity)
  /** @type {CiiLine[]} */
  const lines = f.amounts.lines.map((line) => ({
    name: line.name,
    description: line.size,
    sku: line.sku,
    quantity: line.quantity,
    unitCents: tax.category === "S" ? line.unitHt : line.unitTtc,
    totalCents: tax.category === "S" ? line.totalHt : line.totalTtc,
  }))
  /** @type {CiiData["reference"]} */
  let reference = null
  if (f.final && f.deducted) {
    // The deposit already invoiced, deducted as a line of its own at its HT (docs/adr/0128): the VAT
    // of this invoice is on what is invoiced now, as the PDF's totals; BT-25 names the deposit invoice.
    const deposit = f.final.deposit
    lines.push({
      name: "Acompte versé le " + time().formatDateShort(deposit.paidAt) + (deposit.number ? " (facture " + deposit.number + ")" : ""),
      quantity: -1,
      unitCents: f.deducted.depositHt,
      totalCents: -f.deducted.depositHt,
    })
    if (deposit.number) reference = { number: deposit.number, date: day(deposit.order.getString("invoiced_at") || deposit.paidAt) }
  }
  const issueDate = day(f.invoicedAt)
  const paidDate = day(order.getString("created"))
  const grand = f.amounts.ttc
  const dueAt = optional(order, "due_at")
  /** @type {CiiData} */
  const data = {
    number: f.number,
    typeCode: f.depositOnly ? "386" : "380",
    // BT-23, the French « cadre de facturation »: goods (B), final after a deposit (4), already paid (2).
    process: f.final ? "B4" : payment.transfer ? "B1" : "B2",
    issueDate,
    deliveryDate: paidDate,
    notes: legalNotes(f.identity, tax),
    seller: sellerParty(f.identity),
    buyer,
    shipTo,
    tax,
    lines,
    allowance:
      f.amounts.discountHt > 0
        ? {
            cents: tax.category === "S" ? f.amounts.discountHt : f.amounts.discountTtc,
            reason: "Remise" + (order.getString("discount_code") ? " (" + order.getString("discount_code") + ")" : ""),
          }
        : null,
    totals: { vat: f.amounts.vat, grand, prepaid: prepaidCents(order, grand) },
    payment: {
      code: payment.code,
      information: payment.information,
      iban: payment.iban,
      bic: payment.bic,
      terms: payment.transfer
        ? // The PDF's words for an invoice on account (docs/adr/0131).
          require(`${__hooks}/lib/pro-payment-terms.js`).termsDescription(/** @type {any} */ (f.identity))
        : "Payée le " + time().formatDateShort(order.getString("created")),
      dueDate: payment.transfer ? day(dueAt) || issueDate : paidDate,
    },
    reference,
  }
  return data
}

/**
 * @param {CoreApp} app
 * @param {core.Record} note
 * @param {core.Record} order
 * @returns {CiiData}
 */
function creditNoteData(app, note, order) {
  const f = require(`${__hooks}/lib/credit-note-pdf.js`).creditNoteFigures(app, note, order)
  const tax = taxOf(f.identity, f.amounts, f.voucher)
  const shipping = require(`${__hooks}/lib/json-fields.js`).jsonValue(order.get("shipping_address"))
  const { buyer, shipTo } = buyerParties(order, f.billing, shipping)
  const issueDate = day(f.issuedAt)
  const demo = note.getString("payment_mode") === "demo"
  return {
    number: f.number,
    typeCode: "381",
    // A credit note is refunded as it is issued: « already paid » (B2), its due date the refund's.
    process: "B2",
    issueDate,
    // The credited supply's date (BT-72), as on its invoice: the delivery block is never empty.
    deliveryDate: day(order.getString("created")),
    notes: legalNotes(f.identity, tax),
    seller: sellerParty(f.identity),
    buyer,
    shipTo,
    tax,
    lines: f.amounts.lines.map((line) => ({
      name: line.name,
      description: line.size,
      sku: line.sku,
      quantity: line.quantity,
      unitCents: tax.category === "S" ? line.unitHt : line.unitTtc,
      totalCents: tax.category === "S" ? line.totalHt : line.totalTtc,
    })),
    allowance:
      f.amounts.discountTtc > 0
        ? {
            cents: tax.category === "S" ? f.amounts.discountHt : f.amounts.discountTtc,
            reason: "Remise" + (order.getString("discount_code") ? " (" + order.getString("discount_code") + ")" : ""),
          }
        : null,
    totals: { vat: f.amounts.vat, grand: f.amounts.ttc, prepaid: f.amounts.ttc },
    payment: {
      code: demo ? "1" : "48",
      information: demo ? "Commande de démonstration" : "Remboursement sur la carte bancaire utilisée pour la commande",
      // The PDF's own words (lib/credit-note-pdf.js).
      terms: demo
        ? "Commande de démonstration : aucun montant n’a été débité ni remboursé sur une carte bancaire."
        : "Remboursé le " + time().formatDateShort(f.issuedAt) + " sur la carte bancaire utilisée pour la commande.",
      dueDate: issueDate,
    },
    reference: order.getString("invoice_number")
      ? { number: order.getString("invoice_number"), date: day(order.getString("invoiced_at") || order.getString("created")) }
      : null,
  }
}

module.exports = { MENTIONS, ciiDocument, ciiXml, invoiceData, needsFacturx, buyerSiren, pdfaOption, prepaidCents, totalsRows, amount, esc }
