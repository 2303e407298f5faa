// A bracelet's beads and its estimated price from the owner's price table (`custom_prices`;
// docs/adr/0126-the-bracelet-composer.md). The browser draws and prices the same bracelet with
// src/components/bracelet/bracelet-beads.ts: the formulas below are that module's, and
// src/components/bracelet/bracelet-beads.test.ts keeps them equal. Loads in goja and under Node.
// Not a hook file: require(`${__hooks}/lib/custom-prices.js`).

/** Ease added to the wrist for a bead bracelet to sit comfortably (cm). */
const COMFORT_EASE_CM = 1.5
/** The wrist drawn and priced when the visitor gives none (cm). */
const DEFAULT_WRIST_CM = 16
const PATTERNS = ["alternate", "grouped", "centred"]
const BAD_PATTERN = "Motif inconnu : choisissez « Alterné », « Par groupes » ou « Pierre principale au centre »."

/**
 * How many beads go round a wrist: round((wrist + ease) × 10 / bead diameter in mm).
 * @param {number} wristCm
 * @param {number} beadMm
 */
function beadCount(wristCm, beadMm) {
  const wrist = Number(wristCm) > 0 ? Number(wristCm) : DEFAULT_WRIST_CM
  return Math.round(((wrist + COMFORT_EASE_CM) * 10) / beadMm)
}

/**
 * Beads of each stone, whatever the pattern (the pattern only orders them): the main stone half of
 * them (rounded up), the secondary stones the rest in turn, the first chosen taking what does not
 * divide. Without secondary stones, all are the main stone's. One entry per slot: [stone, count].
 * @param {number} count
 * @param {string} mainStone
 * @param {string[]} secondaryStones
 * @returns {Array<[string, number]>}
 */
function beadShares(count, mainStone, secondaryStones) {
  const k = secondaryStones.length
  if (k === 0) return [[mainStone, count]]
  const rest = Math.floor(count / 2)
  /** @type {Array<[string, number]>} */
  const shares = [[mainStone, count - rest]]
  for (let i = 0; i < k; i++) shares.push([secondaryStones[i], Math.floor(rest / k) + (i < rest % k ? 1 : 0)])
  return shares
}

/**
 * @typedef {{ kind: string, stone: string, bead_size: string, option: string, price: number }} PriceRow
 * `stone`: the stone's name ("" for the size's default bead price).
 * @typedef {{ jewelry_type: string, main_stone: string, secondary_stones: string[], bead_size: string,
 *   wrist_size: number, clasp_type: string, stainless_steel_elements: boolean, charms: string[] }} Choices
 */

/**
 * The estimate in euros (TTC), or 0 for a piece that is not a bracelet (the quote will price it):
 * each stone's beads at its own price for the size (or the size's default row), the clasp, each
 * charm, the steel elements when chosen, the labour. A row missing from the table counts 0.
 * @param {PriceRow[]} rows
 * @param {Choices} choices
 */
function estimateFrom(rows, choices) {
  if (choices.jewelry_type !== "Bracelet") return 0
  const size = choices.bead_size || "8mm"
  /** @param {(row: PriceRow) => boolean} test */
  const cents = (test) => {
    for (const row of rows) if (test(row)) return Math.round(Number(row.price || 0) * 100)
    return null
  }
  const secondary = choices.secondary_stones || []
  const fallback = cents((row) => row.kind === "bead" && row.bead_size === size && row.stone === "") || 0
  let total = 0
  for (const [stone, count] of beadShares(beadCount(choices.wrist_size, parseInt(size, 10)), choices.main_stone || "", secondary)) {
    const own = stone === "" ? null : cents((row) => row.kind === "bead" && row.bead_size === size && row.stone === stone)
    total += count * (own === null ? fallback : own)
  }
  total += cents((row) => row.kind === "clasp" && row.option === choices.clasp_type) || 0
  for (const charm of choices.charms || []) total += cents((row) => row.kind === "charm" && row.option === charm) || 0
  if (choices.stainless_steel_elements) total += cents((row) => row.kind === "steel") || 0
  total += cents((row) => row.kind === "labour") || 0
  return total / 100
}

/**
 * The price table, each bead row with its stone's name (a few dozen rows).
 * @param {core.App} app
 * @returns {PriceRow[]}
 */
function priceRows(app) {
  // price: a float (an integer 0 would make the scan refuse 0.6).
  const rows = arrayOf(new DynamicModel({ kind: "", stone: "", bead_size: "", option: "", price: -0.5 }))
  app
    .db()
    .newQuery(
      "SELECT p.kind AS kind, COALESCE(s.name, '') AS stone, p.bead_size AS bead_size, p.option AS option, " +
        "COALESCE(p.price, 0) AS price FROM custom_prices p LEFT JOIN stones s ON s.id = p.stone",
    )
    .all(rows)
  return rows.map((row) => ({ kind: row.kind, stone: row.stone, bead_size: row.bead_size, option: row.option, price: row.price }))
}

/**
 * A custom request's estimate from the current price table (euros TTC, 0 when not a bracelet).
 * @param {core.App} app
 * @param {core.Record} request
 */
function estimateOf(app, request) {
  const json = require(`${__hooks}/lib/json-fields.js`)
  const secondary = json.jsonField(request, "secondary_stones", [])
  const charms = json.jsonField(request, "charms", [])
  return estimateFrom(priceRows(app), {
    jewelry_type: request.getString("jewelry_type"),
    main_stone: request.getString("main_stone"),
    secondary_stones: Array.isArray(secondary) ? secondary.map(String) : [],
    bead_size: request.getString("bead_size"),
    wrist_size: request.getFloat("wrist_size"),
    clasp_type: request.getString("clasp_type"),
    stainless_steel_elements: request.getBool("stainless_steel_elements"),
    charms: Array.isArray(charms) ? charms.map(String) : [],
  })
}

/**
 * The composition as stored: `{ pattern }` only, `alternate` when not given; anything else refused
 * in French on the field (docs/adr/0126).
 * @param {core.Record} request
 */
function normalizeComposition(request) {
  const json = require(`${__hooks}/lib/json-fields.js`)
  const raw = request.get("composition")
  const empty = raw === null || raw === undefined || raw === "" || (Array.isArray(raw) && raw.length === 0)
  const value = empty ? {} : json.jsonValue(raw)
  const ok =
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => key === "pattern") &&
    (value.pattern === undefined || PATTERNS.indexOf(value.pattern) >= 0)
  if (!ok) {
    throw new BadRequestError(BAD_PATTERN, { composition: new ValidationError("validation_invalid_composition", BAD_PATTERN) })
  }
  request.set("composition", { pattern: value.pattern || "alternate" })
}

module.exports = { COMFORT_EASE_CM, DEFAULT_WRIST_CM, BAD_PATTERN, beadCount, beadShares, estimateFrom, estimateOf, normalizeComposition }
