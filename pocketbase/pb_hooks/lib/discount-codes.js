// Discount codes (issue 28, point 1; docs/adr/0116-discount-codes.md). This file holds the checks of
// a code's terms on every save (model hooks in discount-codes.pb.js, whatever the road). The checkout
// does not take codes yet: pricing, holds and counted uses come with the invoice's discount line.
// Not a hook file: loaded with require().

const MESSAGES = {
  invalid: "Les conditions de ce code sont incomplètes ou incohérentes.",
  code: "Un code compte de 3 à 40 lettres, chiffres, tirets ou soulignés, sans espace.",
  percent: "Un pourcentage est compris entre 1 et 100.",
  amount: "Saisissez un montant supérieur à 0 €.",
  scope: (/** @type {string} */ what) => "Choisissez au moins " + what + " pour ce code.",
  dates: "La date de fin doit suivre la date de début.",
  taken: "Ce code existe déjà (les majuscules et minuscules ne comptent pas).",
}
const SCOPE_TARGETS = /** @type {Record<string, string>} */ ({
  categories: "une catégorie",
  products: "un produit",
  stones: "une pierre",
})
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/

/**
 * Normalizes a code's terms (the code in capitals, targets outside its scope emptied) and refuses
 * incoherent ones with French field errors (one funnel: src/lib/form-errors.ts).
 * @param {CoreApp} app
 * @param {core.Record} record a `discount_codes` record being saved
 */
function checkTerms(app, record) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {}
  const code = record.getString("code").trim().toUpperCase()
  record.set("code", code)
  if (!CODE_PATTERN.test(code)) data.code = new ValidationError("shop_code_format", MESSAGES.code)
  else {
    // The unique index ignores case; this says it in French before the index refuses in English.
    const row = new DynamicModel({ n: 0 })
    app
      .db()
      .newQuery("SELECT COUNT(*) AS n FROM discount_codes WHERE code = {:code} COLLATE NOCASE AND id != {:id}")
      .bind({ code, id: record.id || "" })
      .one(row)
    if (row.n > 0) data.code = new ValidationError("shop_code_taken", MESSAGES.taken)
  }
  const value = record.getFloat("value")
  if (record.getString("kind") === "percent" && (value < 1 || value > 100))
    data.value = new ValidationError("shop_code_value", MESSAGES.percent)
  if (record.getString("kind") === "amount" && !(value > 0)) data.value = new ValidationError("shop_code_value", MESSAGES.amount)
  if (record.getString("kind") === "amount") record.set("value", Math.round(value * 100) / 100)
  const scope = record.getString("scope")
  for (const target in SCOPE_TARGETS) {
    if (target !== scope) record.set(target, [])
    else if (record.getStringSlice(target).length === 0)
      data[target] = new ValidationError("shop_code_scope", MESSAGES.scope(SCOPE_TARGETS[target]))
  }
  const starts = record.getDateTime("starts_at")
  const ends = record.getDateTime("ends_at")
  if (!starts.isZero() && !ends.isZero() && !ends.after(starts)) data.ends_at = new ValidationError("shop_code_dates", MESSAGES.dates)
  if (!record.getString("audience")) record.set("audience", "all")
  if (Object.keys(data).length > 0) throw new BadRequestError(MESSAGES.invalid, data)
}

module.exports = { MESSAGES, checkTerms }
