// What the law imposes for a sale being written, before it is saved (docs/adr/0115), admins only:
// for each product it would touch (at most 50, the first by name), its price, the sale price, the
// legal reference (the lowest price charged in the 30 days before the start, from the history) and
// the percentage that would show; and whether the « before » price the owner typed would mislead
// (above the legal reference: the shop shows the legal one anyway). Not a hook file.

const MAX_ROWS = 50
const MESSAGES = {
  notAdmin: "Seul un administrateur de la boutique peut préparer des soldes.",
  percent: "Indiquez un pourcentage entier entre 1 et 90.",
  scope: "Choisissez ce que les soldes concernent : des produits, des catégories ou toute la boutique.",
  start: "Indiquez la date de début des soldes.",
  misleading: (/** @type {string} */ before, /** @type {string} */ reference) =>
    "Le prix « avant » de " +
    before +
    " serait trompeur : le prix de référence que la loi impose est le plus bas des 30 jours avant les soldes, " +
    reference +
    ". C’est lui qui sera affiché.",
}

/** `40,00 €` (the one price format of the mails and PDFs). */
function euros(/** @type {number} */ cents) {
  return require(`${__hooks}/lib/money.js`).formatEuros(cents)
}

/** @param {core.RequestEvent} e */
function preview(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.notAdmin)
  const sales = require(`${__hooks}/lib/sales.js`)
  const body = e.requestInfo().body || {}
  const percent = Number(body.percent)
  if (!Number.isInteger(percent) || percent < 1 || percent > 90) throw new BadRequestError(MESSAGES.percent)
  const scope = String(body.scope || "")
  const ids = (/** @type {unknown} */ value) => (Array.isArray(value) ? value.filter((id) => typeof id === "string").slice(0, 500) : [])
  const start = require(`${__hooks}/lib/time.js`).parseDate(body.starts_at)
  if (!start) throw new BadRequestError(MESSAGES.start)
  /** @type {core.Record[]} */
  let products
  if (scope === "all") products = e.app.findRecordsByFilter("products", "id != ''", "name", MAX_ROWS, 0)
  else if (scope === "products" || scope === "categories") {
    const list = ids(scope === "products" ? body.products : body.categories)
    const field = scope === "products" ? "id" : "category"
    products = list.length ? inList(e.app, field, list) : []
  } else throw new BadRequestError(MESSAGES.scope)
  const before = Math.round(Number(body.before_price || 0) * 100)
  /** @type {Array<Record<string, unknown>>} */
  const rows = []
  let misleading = ""
  for (const product of products) {
    const price = Math.round(product.getFloat("price") * 100)
    const found = sales.referenceCents(e.app, product.id, "", start.getTime())
    // A start still to come: the prices until then are today's.
    const legal = Math.min(found === null ? price : found, start.getTime() > Date.now() ? price : Infinity)
    const charged = sales.reducedCents(price, percent)
    const shown = sales.percentOff(legal, charged)
    /** @type {{ id: string, name: string, price: number, charged: number, reference: number, percent: number, misleading?: boolean }} */
    const row = {
      id: product.id,
      name: product.getString("name"),
      price: price / 100,
      charged: charged / 100,
      reference: legal / 100,
      percent: shown,
    }
    if (before > 0 && before > legal) {
      row.misleading = true
      if (!misleading) misleading = MESSAGES.misleading(euros(before), euros(legal))
    }
    rows.push(row)
  }
  return e.json(200, { items: rows, misleading, truncated: products.length >= MAX_ROWS })
}

/**
 * Products whose `field` is one of `list`, by name, at most MAX_ROWS.
 * @param {CoreApp} app
 * @param {"id" | "category"} field
 * @param {string[]} list
 */
function inList(app, field, list) {
  const params = /** @type {Record<string, string>} */ ({})
  const parts = list.slice(0, 100).map((id, index) => {
    params["v" + index] = id
    // `category` holds several: `?=` matches any of them.
    return field + (field === "category" ? " ?= " : " = ") + "{:v" + index + "}"
  })
  return app.findRecordsByFilter("products", parts.join(" || "), "name", MAX_ROWS, 0, params)
}

module.exports = { preview, MESSAGES }
