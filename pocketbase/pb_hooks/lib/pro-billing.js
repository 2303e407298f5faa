// B2B orders (docs/adr/0080-b2b-orders-and-the-order-page.md): a professional buying for their
// business. The checkout records it (`b2b`) and bills the company on file: whatever the browser sent,
// a pro's billing address that does not name a company gets the company, SIREN/SIRET and VAT number of
// the pro's approved application (docs/adr/0060), so the invoice, the order and the accounting export
// always carry them. Not a hook file: loaded with require() by lib/checkout.js.

function shop() {
  return require(`${__hooks}/lib/shop.js`)
}

/**
 * A B2B order: placed by an account with the role `professionnel` (admins buy at the pro price, as consumers).
 * @param {core.Record | null | undefined} auth
 */
function isB2bBuyer(auth) {
  return shop().roleOf(auth) === shop().ROLE_PRO
}

/**
 * The company of the user's newest approved pro application: { company, siret, vat_number }, or null.
 * @param {CoreApp} app
 * @param {string} userId
 */
function companyOnFile(app, userId) {
  const found = app.findRecordsByFilter("pro_applications", "user = {:user} && status = 'approved'", "-decided_at,-created", 1, 0, {
    user: userId,
  })
  if (found.length === 0) return null
  const application = found[0]
  return {
    company: application.getString("company").trim(),
    // 9 digits (SIREN) or 14 (SIRET), as the application accepted it.
    siret: application.getString("siret").trim(),
    vat_number: application.getString("vat_number").trim(),
  }
}

/** @param {unknown} value */
function folded(value) {
  return String(value || "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
}

/**
 * The billing address a pro's order keeps: as sent when it names another company; else completed from
 * the company on file (no company, e.g. « Identique à l'adresse de livraison », or the same company
 * with a number left out), each empty field only. A copy; `billing` is not changed.
 * @param {Address} billing
 * @param {{ company: string, siret: string, vat_number: string } | null} onFile
 */
function completeBilling(billing, onFile) {
  const address = Object.assign({}, billing)
  if (!onFile || !onFile.company) return address
  if (folded(address.company) !== "" && folded(address.company) !== folded(onFile.company)) return address
  address.company = address.company || onFile.company
  if (!address.siret) address.siret = onFile.siret
  if (!address.vat_number) address.vat_number = onFile.vat_number
  return address
}

/**
 * What the checkout records for this buyer: `{ b2b, billing }`.
 * @param {CoreApp} app
 * @param {core.Record | null | undefined} auth
 * @param {Address} billing
 */
function billingFor(app, auth, billing) {
  if (!auth || !isB2bBuyer(auth)) return { b2b: false, billing: billing }
  return { b2b: true, billing: completeBilling(billing, companyOnFile(app, auth.id)) }
}

module.exports = { isB2bBuyer, companyOnFile, completeBilling, billingFor }
