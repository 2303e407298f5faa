// Shared helpers for the shop's hooks. Not a hook file itself (no `.pb.js`): each handler runs in its
// own isolated JS context, so handlers load this module with `require(`${__hooks}/lib/shop.js`)`.

const ROLE_ADMIN = "admin"
const ROLE_PRO = "professionnel"
const MAX_SECONDARY_STONES = 10

const MESSAGES = {
  roleAtSignup: "Le rôle d'un compte est attribué par la boutique : il ne peut pas être choisi à l'inscription.",
  roleChange: "Seul un super-administrateur de la boutique peut modifier le rôle d'un compte.",
  proPriceQuery: "Le filtre et le tri sur le prix professionnel sont réservés aux comptes professionnels.",
  tooManyStones: "Vous ne pouvez sélectionner que 10 pierres au maximum.",
  invalidStones: "Les pierres secondaires doivent être une liste de noms de pierres.",
}

/** A 4xx ApiError whose data names the offending field, so a form can show the message beside it. */
function fieldError(ErrorClass, field, code, message) {
  const data = {}
  data[field] = new ValidationError(code, message)
  return new ErrorClass(message, data)
}

/** Role of an auth record: "superuser", "admin", "professionnel" or "" (customer or anonymous). */
function roleOf(auth) {
  if (!auth) return ""
  if (auth.isSuperuser()) return "superuser"
  if (auth.collection().name !== "users") return ""
  return auth.getString("role")
}

function isSuperuser(auth) {
  return roleOf(auth) === "superuser"
}

function isAdmin(auth) {
  const role = roleOf(auth)
  return role === "superuser" || role === ROLE_ADMIN
}

/** Superusers, admins and pros see (and may filter or sort on) `price_pro`. */
function seesProPrices(auth) {
  const role = roleOf(auth)
  return role === "superuser" || role === ROLE_ADMIN || role === ROLE_PRO
}

/** The `users` record of the caller, or null (anonymous or superuser). */
function shopUser(auth) {
  if (!auth || auth.isSuperuser() || auth.collection().name !== "users") return null
  return auth
}

/** Decodes URL escapes (repeatedly) and JSON \uXXXX escapes, so that a hidden field name shows. */
function normalizeQuery(text) {
  let value = String(text || "")
  for (let i = 0; i < 3; i++) {
    let decoded = value
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, " "))
    } catch {
      decoded = value
    }
    if (decoded === value) break
    value = decoded
  }
  value = value.replace(/\\u([0-9a-fA-F]{4})/g, function (_, hex) {
    return String.fromCharCode(parseInt(hex, 16))
  })
  return value.toLowerCase()
}

/** True when a raw query string (or realtime topic) filters, sorts or otherwise names `price_pro`. */
function mentionsProPrice(text) {
  return normalizeQuery(text).indexOf("price_pro") !== -1
}

function proPriceQueryError() {
  return new ForbiddenError(MESSAGES.proPriceQuery)
}

/** Raw JSON text of a json field, or "" when empty. */
function rawJSON(record, field) {
  const value = record.get(field)
  if (value === null || value === undefined) return ""
  if (typeof value === "string") return value
  return toString(value)
}

/**
 * `secondary_stones` must be a list of at most 10 stone names. An empty value becomes [].
 * Throws a 400 with a French message the form can show.
 */
function normalizeSecondaryStones(record) {
  const raw = rawJSON(record, "secondary_stones").trim()
  let stones = []
  if (raw !== "" && raw !== "null") {
    try {
      stones = JSON.parse(raw)
    } catch {
      stones = null
    }
  }
  const isListOfNames =
    Array.isArray(stones) &&
    stones.every(function (stone) {
      return typeof stone === "string" && stone.trim() !== "" && stone.length <= 200
    })
  if (!isListOfNames) {
    throw fieldError(BadRequestError, "secondary_stones", "validation_invalid_secondary_stones", MESSAGES.invalidStones)
  }
  if (stones.length > MAX_SECONDARY_STONES) {
    throw fieldError(BadRequestError, "secondary_stones", "validation_too_many_secondary_stones", MESSAGES.tooManyStones)
  }
  if (raw === "" || raw === "null") record.set("secondary_stones", [])
}

module.exports = {
  ROLE_ADMIN,
  ROLE_PRO,
  MAX_SECONDARY_STONES,
  MESSAGES,
  fieldError,
  roleOf,
  isSuperuser,
  isAdmin,
  seesProPrices,
  shopUser,
  mentionsProPrice,
  proPriceQueryError,
  normalizeSecondaryStones,
}
