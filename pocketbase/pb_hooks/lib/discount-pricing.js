// The arithmetic of a discount code (docs/adr/0116-discount-codes.md): which lines a code applies to,
// how much it takes off, and how that total is spread over the lines in cents (largest remainder, so
// that the lines' shares sum exactly to the total), and what share of it a partial refund gives back.
// Plain JavaScript with no PocketBase API: it loads in goja and under Node
// (tests/unit/discount-pricing.test.ts). Not a hook file: require(`${__hooks}/lib/discount-pricing.js`).

/**
 * @typedef {{ kind: string, value: number, scope: string, categories: string[], products: string[],
 *   stones: string[], combinable_with_sales: boolean }} CodeTerms
 * @typedef {{ id: string, categories: string[], stones: string[], unitCents: number, quantity: number,
 *   onSale: boolean }} PricedLine
 */

/**
 * Whether a line is discounted by the code: its scope, and not a line on sale when the code is not
 * combinable with sales (a line on sale carries `reference_price`).
 * @param {CodeTerms} terms
 * @param {PricedLine} line
 */
function eligible(terms, line) {
  if (line.onSale && !terms.combinable_with_sales) return false
  if (terms.scope === "order") return true
  if (terms.scope === "products") return terms.products.indexOf(line.id) !== -1
  if (terms.scope === "categories") return line.categories.some((category) => terms.categories.indexOf(category) !== -1)
  if (terms.scope === "stones") return line.stones.some((stone) => terms.stones.indexOf(stone) !== -1)
  return false
}

/**
 * `total` cents spread over `weights` in proportion, in whole cents: each gets the floor of its
 * exact share, and the cents left go to the largest remainders (the first line on a tie).
 * @param {number} total
 * @param {number[]} weights
 */
function spread(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0 || total <= 0) return weights.map(() => 0)
  const exact = weights.map((weight) => (total * weight) / sum)
  const shares = exact.map((value) => Math.floor(value + 1e-9))
  let left = total - shares.reduce((a, b) => a + b, 0)
  const order = exact.map((value, index) => ({ index, rest: value - shares[index] })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (let i = 0; left > 0 && i < order.length; i++, left--) shares[order[i].index] += 1
  return shares
}

/**
 * The discount of a code on priced lines: `shares[i]` cents off line i (0 for a line it does not
 * apply to), `total` their sum, `eligibleCents` the goods it applies to (0: the code applies to none).
 * A percentage is rounded half up to the cent on the eligible goods; a fixed amount never exceeds them.
 * @param {CodeTerms} terms
 * @param {PricedLine[]} lines
 */
function discountOf(terms, lines) {
  const weights = lines.map((line) => (eligible(terms, line) ? line.unitCents * line.quantity : 0))
  const eligibleCents = weights.reduce((a, b) => a + b, 0)
  let total = 0
  if (terms.kind === "percent") total = Math.round((eligibleCents * terms.value) / 100)
  else if (terms.kind === "amount") total = Math.min(Math.round(terms.value * 100), eligibleCents)
  const shares = spread(total, weights)
  return { total, shares, eligibleCents }
}

/**
 * The share of a line's discount that goes with `quantity` of its units, when `before` of them were
 * already given back: counted cumulatively, so that giving back every unit gives back exactly the
 * line's discount, whatever the steps.
 * @param {number} lineDiscountCents
 * @param {number} lineQuantity
 * @param {number} before
 * @param {number} quantity
 */
function unitsShare(lineDiscountCents, lineQuantity, before, quantity) {
  if (lineQuantity <= 0 || lineDiscountCents <= 0) return 0
  const upTo = (/** @type {number} */ units) => Math.round((lineDiscountCents * Math.min(units, lineQuantity)) / lineQuantity)
  return upTo(before + quantity) - upTo(before)
}

module.exports = { eligible, spread, discountOf, unitsShare }
