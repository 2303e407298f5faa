// The address rules (docs/adr/0035-addresses-and-the-address-book.md), shared by the address book's
// hook (pb_hooks/addresses.pb.js) and the checkout's route. Not a hook file itself (no `.pb.js`):
// handlers load it with `require(`${__hooks}/lib/addresses.js`)`.
//
// The browser applies the same rules with the same messages (src/lib/address.ts); both are checked
// against one list of cases (tests/support/address-vectors.json), so the two can never disagree.

/**
 * The keys of an Address, in form order (the JSON copies kept by checkouts and orders use them too).
 * @type {AddressField[]}
 */
const ADDRESS_KEYS = ["full_name", "company", "line1", "line2", "postal_code", "city", "country", "phone", "siret", "vat_number"]

const COUNTRIES = ["FR", "MC", "BE", "LU"]

const MAX_NAME = 120
const MAX_LINE = 200
const MAX_CITY = 100

const MESSAGES = {
  fullNameRequired: "Indiquez le nom et le prénom du destinataire.",
  nameTooLong: "Ce nom est trop long (120 caractères au maximum).",
  line1Required: "Indiquez l’adresse (numéro et rue).",
  lineTooLong: "Cette ligne est trop longue (200 caractères au maximum).",
  country: "Choisissez un pays de livraison : France, Monaco, Belgique ou Luxembourg.",
  postalCodeRequired: "Indiquez le code postal.",
  postalCodeFiveDigits: "Le code postal doit compter 5 chiffres (ex. 69001).",
  postalCodeMonaco: "Un code postal de Monaco commence par 980.",
  postalCodeFourDigits: "Le code postal doit compter 4 chiffres.",
  cityRequired: "Indiquez la ville.",
  cityTooLong: "Ce nom de ville est trop long.",
  phoneRequired: "Indiquez un numéro de téléphone pour le transporteur.",
  phoneInvalid: "Numéro de téléphone invalide (ex. 06 12 34 56 78 ou +33 6 12 34 56 78).",
  siretLength: "Le numéro SIRET compte 14 chiffres.",
  siretKey: "Ce numéro SIRET n’est pas valide (clé de contrôle).",
  vatInvalid: "Numéro de TVA intracommunautaire invalide (ex. FR32123456789).",
}

/** The sentence of the 400 when an address is refused (each field also carries its own message). */
const INVALID_ADDRESS = "L’adresse est incomplète ou invalide : vérifiez les champs signalés."

/**
 * A submitted value as trimmed text: strings and finite numbers; anything else counts as empty.
 * @param {unknown} value
 */
function text(value) {
  if (typeof value === "string") return value.trim()
  if (typeof value === "number" && isFinite(value)) return String(value)
  return ""
}

/** @param {string} value */
function withoutSpaces(value) {
  return value.replace(/\s+/g, "")
}

/**
 * French national (0 + 1-9 + 8 digits) or international (+ then 8 to 15 digits; 00 counts as +).
 * @param {string} value
 */
function isPhoneNumber(value) {
  let compact = value.replace(/[\s.\-()]/g, "")
  if (compact.indexOf("00") === 0) compact = "+" + compact.slice(2)
  return /^0[1-9][0-9]{8}$/.test(compact) || /^\+[0-9]{8,15}$/.test(compact)
}

/**
 * Luhn key of a SIRET (14 digits): every second digit from the right is doubled.
 * @param {string} digits
 */
function hasLuhnKey(digits) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * An EU VAT number; a French one also has its key checked when the key is numeric.
 * @param {string} value
 */
function isVatNumber(value) {
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value)) return false
  if (value.indexOf("FR") !== 0) return true
  if (!/^FR[0-9A-Z]{2}[0-9]{9}$/.test(value)) return false
  const key = value.slice(2, 4)
  if (!/^[0-9]{2}$/.test(key)) return true
  const siren = parseInt(value.slice(4), 10)
  return parseInt(key, 10) === (12 + 3 * (siren % 97)) % 97
}

/**
 * The address's values, trimmed and put in their stored form, without judging them.
 * @param {unknown} input
 * @returns {Address}
 */
function normalizeAddress(input) {
  const source = /** @type {{ [field: string]: unknown }} */ (input !== null && typeof input === "object" ? input : {})
  const address = /** @type {Address} */ ({})
  for (const key of ADDRESS_KEYS) address[key] = text(source[key])
  address.postal_code = withoutSpaces(address.postal_code)
  address.country = address.country.toUpperCase()
  address.siret = withoutSpaces(address.siret)
  address.vat_number = withoutSpaces(address.vat_number).toUpperCase()
  return address
}

/**
 * The first broken rule of each field, as `field → message` (empty when the address is valid).
 * @param {Address} address
 * @param {boolean} requirePhone
 * @returns {{ [field: string]: string }}
 */
function addressProblems(address, requirePhone) {
  /** @type {{ [field: string]: string }} */
  const problems = {}
  if (address.full_name === "") problems.full_name = MESSAGES.fullNameRequired
  else if (address.full_name.length > MAX_NAME) problems.full_name = MESSAGES.nameTooLong

  if (address.company.length > MAX_NAME) problems.company = MESSAGES.nameTooLong

  if (address.line1 === "") problems.line1 = MESSAGES.line1Required
  else if (address.line1.length > MAX_LINE) problems.line1 = MESSAGES.lineTooLong
  if (address.line2.length > MAX_LINE) problems.line2 = MESSAGES.lineTooLong

  const country = COUNTRIES.indexOf(address.country) === -1 ? "" : address.country
  if (country === "") problems.country = MESSAGES.country

  // The postal code's shape depends on the country: judged only once the country is known.
  const postalCode = address.postal_code
  if (postalCode === "") problems.postal_code = MESSAGES.postalCodeRequired
  else if ((country === "FR" || country === "MC") && !/^[0-9]{5}$/.test(postalCode)) problems.postal_code = MESSAGES.postalCodeFiveDigits
  else if (country === "MC" && postalCode.indexOf("980") !== 0) problems.postal_code = MESSAGES.postalCodeMonaco
  else if ((country === "BE" || country === "LU") && !/^[0-9]{4}$/.test(postalCode)) problems.postal_code = MESSAGES.postalCodeFourDigits

  if (address.city === "") problems.city = MESSAGES.cityRequired
  else if (address.city.length > MAX_CITY) problems.city = MESSAGES.cityTooLong

  if (address.phone === "") {
    if (requirePhone) problems.phone = MESSAGES.phoneRequired
  } else if (!isPhoneNumber(address.phone)) problems.phone = MESSAGES.phoneInvalid

  if (address.siret !== "") {
    if (!/^[0-9]{14}$/.test(address.siret)) problems.siret = MESSAGES.siretLength
    else if (!hasLuhnKey(address.siret)) problems.siret = MESSAGES.siretKey
  }

  if (address.vat_number !== "" && !isVatNumber(address.vat_number)) problems.vat_number = MESSAGES.vatInvalid
  return problems
}

/**
 * Checks and normalizes an address (a request's JSON or a record's values).
 * `requirePhone`: a delivery address needs a phone number for the carrier; a billing one does not.
 * Returns `{ address, errors }`: `address` has exactly the Address keys (strings, in their stored
 * form), `errors` maps a field to `{ code: "shop_address_<field>", message }` and is empty when valid.
 * @param {unknown} input
 * @param {{ requirePhone?: boolean }} [options]
 * @returns {{ address: Address, errors: FieldErrors }}
 */
function checkAddress(input, options) {
  const address = normalizeAddress(input)
  const problems = addressProblems(address, Boolean(options && options.requirePhone))
  /** @type {FieldErrors} */
  const errors = {}
  for (const key of ADDRESS_KEYS) {
    if (problems[key]) errors[key] = { code: "shop_address_" + key, message: problems[key] }
  }
  return { address, errors }
}

/**
 * True when `errorsByPrefix` (see addressError) holds at least one field error.
 * @param {{ [prefix: string]: FieldErrors | undefined }} errorsByPrefix
 */
function hasAddressErrors(errorsByPrefix) {
  for (const prefix in errorsByPrefix) {
    if (errorsByPrefix[prefix] && Object.keys(errorsByPrefix[prefix]).length > 0) return true
  }
  return false
}

/**
 * The 400 refusing one or more addresses: `errorsByPrefix` maps a prefix to `checkAddress(…).errors`,
 * e.g. `{ shipping: errors, billing: errors }`, or `{ "": errors }` for a record's own fields.
 * Each field error is a ValidationError under `data["<prefix>.<field>"]` (or `data[field]` without a
 * prefix): PocketBase sends it as `{ code, message }`, which the browser's funnel
 * (src/lib/form-errors.ts) shows beside the field of that name.
 * @param {{ [prefix: string]: FieldErrors | undefined }} errorsByPrefix
 */
function addressError(errorsByPrefix) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {}
  for (const prefix in errorsByPrefix) {
    const errors = errorsByPrefix[prefix] || {}
    for (const field in errors) {
      const name = prefix ? prefix + "." + field : field
      data[name] = new ValidationError(errors[field].code, errors[field].message)
    }
  }
  return new BadRequestError(INVALID_ADDRESS, data)
}

// --- The address book (collection `addresses`) ---

/**
 * Checks a record of `addresses` with the rules of a delivery address (every entry of the book may be
 * used for a delivery, so it needs a phone number) and writes the normalized values back.
 * Throws the 400 with the field errors when an address is refused.
 * @param {core.Record} record
 */
function applyAddressRules(record) {
  /** @type {{ [field: string]: string }} */
  const input = {}
  for (const key of ADDRESS_KEYS) input[key] = record.getString(key)
  const result = checkAddress(input, { requirePhone: true })
  if (hasAddressErrors({ "": result.errors })) throw addressError({ "": result.errors })
  for (const key of ADDRESS_KEYS) record.set(key, result.address[key])
  record.set("label", record.getString("label").trim())
}

/**
 * True when the customer already has a default address (other than `exceptId`).
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} [exceptId]
 */
function hasDefault(app, userId, exceptId) {
  const row = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM {{addresses}} WHERE [[user]] = {:user} AND [[is_default]] = TRUE AND [[id]] != {:id}")
    .bind({ user: userId, id: exceptId || "" })
    .one(row)
  return row.n > 0
}

/**
 * `record` is its customer's default: every other address of that customer stops being one.
 * One SQL statement: it neither runs these hooks again nor judges the other addresses.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function unsetOtherDefaults(app, record) {
  app
    .db()
    .newQuery("UPDATE {{addresses}} SET [[is_default]] = FALSE WHERE [[user]] = {:user} AND [[id]] != {:id} AND [[is_default]] = TRUE")
    .bind({ user: record.getString("user"), id: record.id })
    .execute()
}

/**
 * A customer with addresses and no default gets one: the most recent address.
 * @param {CoreApp} app
 * @param {string} userId
 */
function ensureDefault(app, userId) {
  if (!userId) return
  app
    .db()
    .newQuery(
      "UPDATE {{addresses}} SET [[is_default]] = TRUE WHERE [[id]] = (" +
        "SELECT [[id]] FROM {{addresses}} WHERE [[user]] = {:user} ORDER BY [[created]] DESC, rowid DESC LIMIT 1" +
        ") AND NOT EXISTS (SELECT 1 FROM {{addresses}} WHERE [[user]] = {:user} AND [[is_default]] = TRUE)",
    )
    .bind({ user: userId })
    .execute()
}

module.exports = {
  applyAddressRules,
  hasDefault,
  unsetOtherDefaults,
  ensureDefault,
  ADDRESS_KEYS,
  COUNTRIES,
  MESSAGES,
  INVALID_ADDRESS,
  normalizeAddress,
  checkAddress,
  hasAddressErrors,
  addressError,
  // The shop's own identifiers are checked with the same keys (lib/shop-identity.js).
  hasLuhnKey,
  isVatNumber,
  isPhoneNumber,
}
