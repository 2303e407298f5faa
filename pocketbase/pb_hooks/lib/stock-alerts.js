// Back-in-stock alerts (issue 27, point 3; docs/adr/0107-back-in-stock-alerts.md). A visitor leaves
// an e-mail on a sold-out product or size (`subscribe`); when that stock goes from 0 to more,
// `recordStockChange` (lib/stock-history.js, every road that moves stock) calls `notifyRestock`
// inside its transaction, which queues one mail per waiting subscriber and marks the row notified in
// the same transaction: a second restock, or two at once, finds nobody left to tell.
// Not a hook file: loaded with require().

const CONSENT = "J’accepte de recevoir un seul e-mail quand cette pièce revient en stock."
const MESSAGES = {
  email: "Saisissez une adresse e-mail valide.",
  consent: "Cochez la case pour accepter de recevoir l’e-mail de retour en stock.",
  notFound: "Ce produit n’existe pas ou plus.",
  variant: "Cette taille n’existe pas pour ce produit.",
  inStock: "Cette pièce est en stock : vous pouvez la commander dès maintenant.",
  forged: "Une alerte ne contient que l’e-mail, le produit, la taille et l’accord (email, product, variant, consent).",
  subscribed: "C’est noté : nous vous écrirons une seule fois quand cette pièce reviendra en stock.",
  token: "Ce lien de désinscription n’est plus valide : l’alerte a déjà été envoyée ou supprimée.",
  unsubscribed: "Votre alerte est supprimée : vous ne recevrez pas d’e-mail pour cette pièce.",
}
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const KIND = "stock_alert"

/** @param {string} value */
function hash(value) {
  return $security.sha256(value)
}

/**
 * POST /api/shop/stock-alerts { email, product, variant?, consent: true }.
 * @param {core.RequestEvent} e
 */
function subscribe(e) {
  const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body || {})
  for (const key of Object.keys(body)) {
    if (["email", "product", "variant", "consent"].indexOf(key) === -1) return e.json(400, { message: MESSAGES.forged })
  }
  const auth = e.auth
  const email = String(body.email || (auth && auth.collection().name === "users" ? auth.getString("email") : ""))
    .trim()
    .toLowerCase()
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    return e.json(400, { message: MESSAGES.email, data: { email: { message: MESSAGES.email } } })
  if (body.consent !== true) return e.json(400, { message: MESSAGES.consent, data: { consent: { message: MESSAGES.consent } } })
  const role = auth && auth.collection().name === "users" ? auth.getString("role") : ""
  /** @type {core.Record} */
  let product
  try {
    product = e.app.findRecordById("products", String(body.product || ""))
  } catch {
    return e.json(404, { message: MESSAGES.notFound })
  }
  const hidden =
    (!product.getBool("published") && role !== "admin") || (product.getBool("exclusive") && role !== "admin" && role !== "professionnel")
  if (hidden) return e.json(404, { message: MESSAGES.notFound })
  const variantId = String(body.variant || "")
  let stock = product.getInt("stock")
  if (variantId) {
    let variant
    try {
      variant = e.app.findRecordById("product_variants", variantId)
    } catch {
      return e.json(400, { message: MESSAGES.variant })
    }
    if (variant.getString("product") !== product.id) return e.json(400, { message: MESSAGES.variant })
    stock = variant.getInt("stock")
  }
  // A sold unique piece never comes back: its alert is for similar pieces (same stone and category).
  const kind = product.getBool("is_unique") && !variantId ? "similar" : "restock"
  if (stock > 0) return e.json(409, { message: MESSAGES.inStock })
  const existing = e.app.findRecordsByFilter(
    "stock_alerts",
    "email = {:email} && product = {:product} && variant = {:variant} && kind = {:kind}",
    "",
    1,
    0,
    { email: email, product: product.id, variant: variantId, kind: kind },
  )
  if (existing.length > 0 && !existing[0].getString("notified_at")) return e.json(200, { message: MESSAGES.subscribed })
  const alert = existing.length > 0 ? existing[0] : new Record(e.app.findCollectionByNameOrId("stock_alerts"))
  alert.set("email", email)
  alert.set("product", product.id)
  alert.set("variant", variantId)
  alert.set("kind", kind)
  alert.set("consent_text", CONSENT)
  alert.set("consent_at", new DateTime())
  alert.set("token_hash", hash($security.randomString(40)))
  alert.set("notified_at", "")
  try {
    e.app.save(alert)
  } catch {
    // Two identical requests at once: the unique index kept one row, which is what was asked.
    return e.json(200, { message: MESSAGES.subscribed })
  }
  return e.json(200, { message: MESSAGES.subscribed, kind: kind })
}

/**
 * POST /api/shop/stock-alerts/unsubscribe { token }: one click from the e-mail, no account needed.
 * @param {core.RequestEvent} e
 */
function unsubscribe(e) {
  const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body || {})
  const token = String(body.token || "")
  if (!token) return e.json(404, { message: MESSAGES.token })
  const found = e.app.findRecordsByFilter("stock_alerts", "token_hash = {:hash}", "", 1, 0, { hash: hash(token) })
  if (found.length === 0) return e.json(404, { message: MESSAGES.token })
  e.app.delete(found[0])
  return e.json(200, { message: MESSAGES.unsubscribed })
}

/**
 * A size's value as the product page's address writes it (src/features/catalogue/lib/catalogue-query.ts
 * `sizeParam`): its unit dropped, lowercase, no accents, anything else a hyphen (« 17 cm » → `17`).
 * @param {string} value
 */
function sizeParam(value) {
  return String(value)
    .replace(/\s*(cm|mm)\s*$/i, "")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

/**
 * Queues the mail of each waiting alert in `alerts` and marks it notified, in `txApp`'s transaction.
 * The unsubscribe token is made again here (only its hash is stored) so the link in the mail works.
 * @param {CoreApp} txApp
 * @param {core.Record[]} alerts
 * @param {core.Record} product the product the link points to
 * @param {core.Record | null} size the size back in stock (its page opens on it), or none
 */
function queueAlerts(txApp, alerts, product, size) {
  if (alerts.length === 0) return
  const mail = require(`${__hooks}/lib/mail.js`)
  const templates = require(`${__hooks}/lib/mail-templates.js`)
  const ctx = mail.mailContext(txApp)
  const base = String(ctx.appURL || "").replace(/\/$/, "")
  const values = size ? [size.getString("option1"), size.getString("option2")].filter(Boolean) : []
  const query = values.map((value, i) => (i === 0 ? "taille=" : "taille2=") + encodeURIComponent(sizeParam(value))).join("&")
  const pieceUrl = base + "/catalogue/" + product.getString("slug") + (query ? "?" + query : "")
  const name = product.getString("name") + (values.length ? " (" + values.join(" · ") + ")" : "")
  for (const alert of alerts) {
    const token = $security.randomString(40)
    const similar = alert.getString("kind") === "similar"
    let soldName = ""
    if (similar) {
      try {
        soldName = txApp.findRecordById("products", alert.getString("product")).getString("name")
      } catch {
        // the sold piece is gone: the subject names the new one
      }
    }
    // Tagged for the audience's referrers (docs/adr/0123): the visit it brings is this e-mail's.
    const tag = "utm_source=alerte-stock&utm_medium=email&utm_campaign=" + (similar ? "piece-proche" : "retour-en-stock")
    const content = templates.stockAlert(
      { name: name, similar: similar, soldName: soldName },
      { pieceUrl: pieceUrl + (query ? "&" : "?") + tag, unsubscribeUrl: base + "/alertes/desinscription?jeton=" + token },
      ctx,
    )
    alert.set("token_hash", hash(token))
    alert.set("notified_at", new DateTime())
    txApp.save(alert)
    mail.queue(txApp, {
      to: alert.getString("email"),
      subject: content.subject,
      html: content.html,
      text: content.text,
      kind: KIND,
      ref: "stock_alerts/" + alert.id,
    })
  }
}

/**
 * Called by `recordStockChange` inside the stock change's transaction: the stock of a product (or of
 * one size) went from `before` to `after`. From ≤ 0 to > 0 queues the waiting restock alerts.
 * @param {CoreApp} txApp
 * @param {string} productId
 * @param {string} variantId
 * @param {number} before
 * @param {number} after
 */
function notifyRestock(txApp, productId, variantId, before, after) {
  if (!(before <= 0 && after > 0)) return
  let product
  try {
    product = txApp.findRecordById("products", productId)
  } catch {
    return
  }
  if (!product.getBool("published")) return // told when it is published again with stock
  const waiting = txApp.findRecordsByFilter(
    "stock_alerts",
    "product = {:product} && variant = {:variant} && kind = 'restock' && notified_at = ''",
    "created",
    0,
    0,
    { product: productId, variant: variantId || "" },
  )
  let size = null
  if (variantId) {
    try {
      size = txApp.findRecordById("product_variants", variantId)
    } catch {
      // the size is gone
    }
  }
  queueAlerts(txApp, waiting, product, size)
  notifySimilar(txApp, product)
}

/**
 * A piece in stock and published: the « similar » alerts of sold unique pieces sharing its category
 * and one of its stones are told about it (each once).
 * @param {CoreApp} txApp
 * @param {core.Record} product
 */
function notifySimilar(txApp, product) {
  const stones = product.getStringSlice("stones")
  const categories = product.getStringSlice("category")
  if (stones.length === 0 || categories.length === 0) return
  const waiting = txApp.findRecordsByFilter("stock_alerts", "kind = 'similar' && notified_at = '' && product != {:id}", "created", 0, 0, {
    id: product.id,
  })
  const matching = waiting.filter((alert) => {
    let sold
    try {
      sold = txApp.findRecordById("products", alert.getString("product"))
    } catch {
      return false
    }
    const sameStone = sold.getStringSlice("stones").some((s) => stones.indexOf(s) !== -1)
    const sameType = sold.getStringSlice("category").some((c) => categories.indexOf(c) !== -1)
    return sameStone && sameType
  })
  queueAlerts(txApp, matching, product, null)
}

module.exports = { CONSENT, MESSAGES, KIND, subscribe, unsubscribe, notifyRestock }
