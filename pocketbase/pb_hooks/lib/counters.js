// The continuous numbering series (docs/adr/0046-after-the-sale-data-model.md): invoices, credit
// notes and quotes (docs/adr/0127). A number is taken inside the transaction that issues the document: SQLite serializes the
// writers, and a transaction that rolls back gives its number back, so a series has no gap and no
// duplicate, in the order the documents were issued. One series per kind and calendar year (Paris
// time), e.g. F2026-00001, AV2026-00001. Not a hook file: loaded with require().

// Demonstration payments have their own invoice series (docs/adr/0047), so the real one starts at 1.
/** @type {{ [kind: string]: string }} */
const PREFIXES = { invoice: "F", credit_note: "AV", demo_invoice: "DEMO-F", demo_credit_note: "DEMO-AV", quote: "DEV-" }
/**
 * Digits of a number: five, a quote's four (DEV-2026-0001).
 * @type {{ [kind: string]: number }}
 */
const WIDTHS = { quote: 4 }

/**
 * The year of `date` in Paris: a document issued on 31 December at 23:30 UTC belongs to the next year.
 * @param {Date} date
 */
function parisYear(date) {
  const paris = require(`${__hooks}/lib/time.js`).parisDate(date)
  if (paris === null) throw new Error("counters: an invalid date")
  return String(paris.year)
}

/**
 * The next number of `kind` ("invoice", "credit_note", "quote"…); `txApp` must be the transaction's app.
 * @param {CoreApp} txApp
 * @param {string} kind
 * @param {Date} [at] the issue date (now by default)
 */
function nextNumber(txApp, kind, at) {
  const prefix = PREFIXES[kind]
  if (!prefix) throw new Error("unknown series " + kind)
  const year = parisYear(at || new Date())
  const name = kind + "-" + year
  const now = require(`${__hooks}/lib/time.js`).dbDate()
  txApp
    .db()
    .newQuery(
      "INSERT INTO counters (id, name, value, created, updated) VALUES ({:id}, {:name}, 0, {:now}, {:now}) " +
        "ON CONFLICT(name) DO NOTHING",
    )
    .bind({ id: $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"), name, now })
    .execute()
  const row = new DynamicModel({ value: 0 })
  txApp
    .db()
    .newQuery("UPDATE counters SET value = value + 1, updated = {:now} WHERE name = {:name} RETURNING value")
    .bind({ name, now })
    .one(row)
  return prefix + year + "-" + String(row.value).padStart(WIDTHS[kind] || 5, "0")
}

module.exports = { nextNumber, parisYear }
