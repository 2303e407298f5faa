// The shop's legal identity (docs/adr/0048-the-shop-legal-identity-and-the-point-of-sale.md): the one
// `shop_identity` record that the legal pages, the CGV, the invoices and the checkout read.
//  - `applyIdentityRules(record)`: every save is normalized and its identifiers checked (SIREN and
//    SIRET keys, the French VAT number's key and SIREN, e-mail, phones), French messages by the field;
//  - `missingItems(values)`: what a shop must publish before it sells (the overview lists the same
//    items: src/lib/shop-identity.ts, checked against this file by tests/unit/shop-identity.test.ts);
//  - `paymentRefusal(app, mode)`: outside demonstration mode, no checkout opens while the identity is
//    incomplete (or still the demo's fictional one with a live Stripe key).
// Not a hook file: loaded with require() inside the handlers (pb_hooks/shop-identity.pb.js, checkout.js).

/** @type {ShopIdentityTextField[]} */
const TEXT_FIELDS = [
  "trade_name",
  "legal_name",
  "legal_form",
  "share_capital",
  "siren",
  "siret",
  "registration",
  "vat_number",
  "address_line1",
  "address_line2",
  "postal_code",
  "city",
  "country",
  "email",
  "phone",
  "publication_director",
  "host_name",
  "host_address",
  "host_phone",
  "data_host_name",
  "data_host_address",
  "data_host_phone",
  "mediator_name",
  "mediator_url",
  "payment_terms",
  "late_penalty_rate",
  "delivery_time",
]

const MESSAGES = {
  invalid: "L’identité de la boutique n’a pas été enregistrée : vérifiez les champs signalés.",
  sirenLength: "Le numéro SIREN compte 9 chiffres.",
  sirenKey: "Ce numéro SIREN n’est pas valide (clé de contrôle).",
  siretLength: "Le numéro SIRET compte 14 chiffres.",
  siretKey: "Ce numéro SIRET n’est pas valide (clé de contrôle).",
  siretSiren: "Le numéro SIRET doit commencer par le numéro SIREN.",
  vatInvalid: "Numéro de TVA intracommunautaire invalide (ex. FR32123456789).",
  vatSiren: "Ce numéro de TVA ne correspond pas au numéro SIREN.",
  vatRate: "Indiquez le taux de TVA appliqué (ex. 20), ou cochez la franchise en base.",
  // The shop's one message for a malformed address (docs/product/texts.md#public-forms, src/lib/form-schema.ts).
  email: "Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).",
  phone: "Numéro de téléphone invalide (ex. 04 78 00 00 00 ou +33 4 78 00 00 00).",
  postalCode: "Le code postal doit compter 5 chiffres (ex. 69001).",
  // 503 of POST /api/shop/checkouts: the checkout screen shows it as it is.
  incomplete:
    "La boutique ne peut pas encore encaisser de paiement : ses mentions légales sont incomplètes. " +
    "Aucun montant n’a été débité. Veuillez réessayer plus tard.",
  fictional: "La boutique ne peut pas encaisser de paiement réel avec son identité fictive de démonstration. Aucun montant n’a été débité.",
}

/** What must be filled before the shop sells, in the order the overview lists it. */
const REQUIRED = [
  { key: "legal_name", label: "Dénomination sociale ou nom de l’entrepreneur", fields: ["legal_name"] },
  { key: "legal_form", label: "Forme juridique", fields: ["legal_form"] },
  { key: "address", label: "Adresse du siège", fields: ["address_line1", "postal_code", "city"] },
  { key: "siren", label: "Numéro SIREN", fields: ["siren"] },
  { key: "siret", label: "Numéro SIRET", fields: ["siret"] },
  { key: "registration", label: "Immatriculation (RCS, RNE ou RM)", fields: ["registration"] },
  { key: "vat", label: "Régime de TVA (numéro et taux, ou franchise en base)", fields: [] },
  { key: "email", label: "Adresse e-mail de contact", fields: ["email"] },
  { key: "phone", label: "Téléphone", fields: ["phone"] },
  { key: "publication_director", label: "Directeur de la publication", fields: ["publication_director"] },
  { key: "host", label: "Hébergeur du site (nom, adresse, téléphone)", fields: ["host_name", "host_address", "host_phone"] },
  {
    key: "data_host",
    label: "Hébergeur des données (nom, adresse, téléphone)",
    fields: ["data_host_name", "data_host_address", "data_host_phone"],
  },
  { key: "mediator", label: "Médiateur de la consommation (nom et site)", fields: ["mediator_name", "mediator_url"] },
  { key: "delivery_time", label: "Délai de livraison", fields: ["delivery_time"] },
]

function addressRules() {
  return require(`${__hooks}/lib/addresses.js`)
}

/** @param {unknown} value */
function text(value) {
  return typeof value === "string" ? value.trim() : typeof value === "number" && isFinite(value) ? String(value) : ""
}

/**
 * A VAT status is given: the franchise (art. 293 B du CGI), or a VAT number and a rate.
 * @param {{ vat_exempt?: unknown, vat_number?: unknown, vat_rate?: unknown }} values
 */
function hasVatStatus(values) {
  if (values.vat_exempt) return true
  return text(values.vat_number) !== "" && Number(values.vat_rate) > 0
}

/**
 * The items of REQUIRED still missing from `values` (plain data): `[{ key, label }]`, empty when complete.
 * @param {{ [field: string]: unknown } | null | undefined} values
 */
function missingItems(values) {
  const source = values || {}
  return REQUIRED.filter(function (item) {
    if (item.key === "vat") return !hasVatStatus(source)
    return item.fields.some(function (field) {
      return text(source[field]) === ""
    })
  }).map(function (item) {
    return { key: item.key, label: item.label }
  })
}

/**
 * The values in their stored form: trimmed, identifiers without spaces, the VAT number in capitals.
 * @param {ShopIdentityValues} values
 * @returns {ShopIdentityValues}
 */
function normalize(values) {
  const out = Object.assign({}, values)
  for (const field of TEXT_FIELDS) out[field] = text(values[field])
  out.siren = out.siren.replace(/\s+/g, "")
  out.siret = out.siret.replace(/\s+/g, "")
  out.vat_number = out.vat_number.replace(/\s+/g, "").toUpperCase()
  out.postal_code = out.postal_code.replace(/\s+/g, "")
  return out
}

/**
 * The first broken rule of each field (`field → message`); empty values are judged by missingItems only.
 * @param {ShopIdentityValues} values
 * @param {typeof import("./addresses.js")} rules
 */
function formatProblems(values, rules) {
  /** @type {{ [field: string]: string }} */
  const problems = {}
  // The SIRET and the French VAT number carry the SIREN: compared with it only once it is valid.
  let siren = ""
  if (values.siren !== "") {
    if (!/^[0-9]{9}$/.test(values.siren)) problems.siren = MESSAGES.sirenLength
    else if (!rules.hasLuhnKey(values.siren)) problems.siren = MESSAGES.sirenKey
    else siren = values.siren
  }
  if (values.siret !== "") {
    if (!/^[0-9]{14}$/.test(values.siret)) problems.siret = MESSAGES.siretLength
    else if (!rules.hasLuhnKey(values.siret)) problems.siret = MESSAGES.siretKey
    else if (siren !== "" && values.siret.indexOf(siren) !== 0) problems.siret = MESSAGES.siretSiren
  }
  if (values.vat_number !== "") {
    if (!rules.isVatNumber(values.vat_number)) problems.vat_number = MESSAGES.vatInvalid
    else if (values.vat_number.indexOf("FR") === 0 && siren !== "" && values.vat_number.slice(4) !== siren) {
      problems.vat_number = MESSAGES.vatSiren
    }
  }
  if (values.email !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) problems.email = MESSAGES.email
  for (const field of /** @type {ShopIdentityTextField[]} */ (["phone", "host_phone", "data_host_phone"])) {
    if (values[field] !== "" && !rules.isPhoneNumber(values[field])) problems[field] = MESSAGES.phone
  }
  const inFrance = values.country === "" || /^france$/i.test(values.country)
  if (values.postal_code !== "" && inFrance && !/^[0-9]{5}$/.test(values.postal_code)) problems.postal_code = MESSAGES.postalCode
  return problems
}

/**
 * The record's values as plain data (what missingItems and formatProblems read).
 * @param {core.Record} record
 * @returns {ShopIdentityValues}
 */
function valuesOf(record) {
  const values = /** @type {ShopIdentityValues} */ ({
    vat_exempt: record.getBool("vat_exempt"),
    vat_rate: record.getFloat("vat_rate"),
    fictional: record.getBool("fictional"),
  })
  for (const field of TEXT_FIELDS) values[field] = record.getString(field)
  return values
}

/**
 * Normalizes and checks a `shop_identity` record before it is saved; throws the 400 with
 * `shop_identity_<field>` errors by the field (the admin screen shows them beside each field).
 * @param {core.Record} record
 */
function applyIdentityRules(record) {
  const values = normalize(valuesOf(record))
  const problems = formatProblems(values, addressRules())
  if (!record.getBool("vat_exempt") && values.vat_number !== "" && !(record.getFloat("vat_rate") > 0)) problems.vat_rate = MESSAGES.vatRate
  // The gift cards' amounts (docs/adr/0117): unset, or 1 to 10 amounts from 5 to 1 000 €.
  const cards = require(`${__hooks}/lib/gift-cards.js`)
  const amounts = require(`${__hooks}/lib/json-fields.js`).jsonValue(record.get("gift_card_amounts"))
  const unset = amounts === null || amounts === undefined || (Array.isArray(amounts) && amounts.length === 0)
  if (!unset && !cards.checkAmounts(amounts)) problems.gift_card_amounts = cards.MESSAGES.amountsInvalid
  // The IBAN and BIC the invoices on account print (docs/adr/0131).
  Object.assign(problems, require(`${__hooks}/lib/pro-payment-terms.js`).identityProblems(record))
  const names = Object.keys(problems)
  if (names.length > 0) {
    /** @type {{ [field: string]: ValidationError }} */
    const data = {}
    for (const name of names) data[name] = new ValidationError("shop_identity_" + name, problems[name])
    throw new BadRequestError(MESSAGES.invalid, data)
  }
  for (const field of TEXT_FIELDS) record.set(field, values[field])
}

/**
 * The one identity record (the migration creates it), or null.
 * @param {CoreApp} app
 */
function findIdentity(app) {
  const records = app.findRecordsByFilter("shop_identity", "id != ''", "created", 1, 0)
  return records.length > 0 ? records[0] : null
}

/**
 * Why a checkout may not open, or null. Demonstration payments are always allowed (nothing is
 * charged); real ones need a complete identity, and not the demo's fictional one with a live key.
 * @param {CoreApp} app
 * @param {string} mode
 */
function paymentRefusal(app, mode) {
  if (mode !== "stripe") return null
  const record = findIdentity(app)
  if (!record) return MESSAGES.incomplete
  const values = valuesOf(record)
  if (missingItems(values).length > 0) return MESSAGES.incomplete
  if (values.fictional && String($os.getenv("STRIPE_SECRET_KEY") || "").indexOf("sk_live_") === 0) return MESSAGES.fictional
  return null
}

module.exports = {
  MESSAGES,
  REQUIRED,
  missingItems,
  normalize,
  formatProblems,
  applyIdentityRules,
  paymentRefusal,
  // For the other readers on the server (invoices, e-mails): the record and its plain values.
  findIdentity,
  valuesOf,
}
