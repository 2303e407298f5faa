// Euros and French numbers (docs/adr/0088): the one formatter for every hook, PDF, e-mail and export.
// By hand, because PocketBase's JS engine (goja) has no Intl: a comma before the cents, a no-break
// space between thousands and before "€" (as src/lib/format.ts and docs/product/texts.md). Loads in
// goja and under Node (tests/unit/money.test.ts). Not a hook file: require(`${__hooks}/lib/money.js`).

const NBSP = "\u00a0"

/**
 * `1234,50` from cents, rounded half away from zero; `separator` between thousands ("" for none). No "-" on zero.
 * @param {unknown} cents
 * @param {string} separator
 */
function decimal(cents, separator) {
  const value = Number(cents)
  const rounded = Math.round(Math.abs(isFinite(value) ? value : 0))
  const whole = String(Math.floor(rounded / 100))
  const fraction = rounded % 100
  let grouped = ""
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += separator
    grouped += whole.charAt(i)
  }
  return (value < 0 && rounded > 0 ? "-" : "") + grouped + "," + (fraction < 10 ? "0" : "") + fraction
}

/**
 * `1 234,50 €` from cents (the PDFs).
 * @param {unknown} cents
 */
function formatEuros(cents) {
  return decimal(cents, NBSP) + NBSP + "€"
}

/**
 * `1 234,50 €` from euros (the e-mails; the records keep prices in euros).
 * @param {unknown} euros
 */
function formatPrice(euros) {
  return formatEuros(Number(euros) * 100)
}

/**
 * `1234,50` from cents, no thousands separator: a spreadsheet reads it as a number (the accounting export).
 * @param {unknown} cents
 */
function formatAmount(cents) {
  return decimal(cents, "")
}

module.exports = { formatEuros, formatPrice, formatAmount }
