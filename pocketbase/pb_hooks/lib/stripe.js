// The Stripe API as PocketBase's hooks use it (STRIPE_API_BASE, STRIPE_SECRET_KEY,
// STRIPE_WEBHOOK_SECRET and STRIPE_TIMEOUT_SECONDS from PocketBase's environment): retrieve an intent,
// refund one, list intents and refunds (the reconciliation, docs/adr/0079), check a webhook's signature. Plain HTTP with form encoding, like the payment function (docs/adr/0023).
// Not a hook file: loaded with require() inside the handlers.

// Pinned like the payment function's (functions/create-payment-intent/handler.ts).
const API_VERSION = "2026-10-28.endive"
/** A webhook older or newer than this (seconds) is refused: a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300

const MESSAGES = {
  refundRefused:
    "Le remboursement n’a pas pu être effectué par le service de paiement. Rien n’a été remboursé ; réessayez dans quelques instants.",
  // A refund asked for whose outcome Stripe did not tell (timeout, its own failure): docs/adr/0079.
  refundUnknown:
    "Le service de paiement n’a pas confirmé ce remboursement à temps : il est peut-être déjà fait. La boutique le vérifie " +
    "auprès du service de paiement et l’enregistrera d’elle-même, avec son avoir ; ne le refaites pas. Rechargez la page dans quelques minutes.",
  stripeDown:
    "Le service de paiement ne répond pas. Veuillez réessayer dans quelques instants ; si votre carte a été débitée, votre commande sera enregistrée automatiquement.",
}

/** @param {string} name */
function env(name) {
  return String($os.getenv(name) || "")
}

function secretKey() {
  return env("STRIPE_SECRET_KEY")
}

/** 'stripe' with a secret key; 'demo' only with PAYMENT_DEMO=1 and no secret key; else null. */
function paymentMode() {
  if (secretKey()) return "stripe"
  if (env("PAYMENT_DEMO") === "1") return "demo"
  return null
}

/** Seconds PocketBase waits for Stripe (STRIPE_TIMEOUT_SECONDS, default 30; tests shorten it). */
function timeoutSeconds() {
  const value = Number(env("STRIPE_TIMEOUT_SECONDS"))
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 30
}

/**
 * A call to the Stripe API (or its stand-in): `{ status, json }`, status 0 when Stripe could not be
 * reached or did not answer in time. Such a call has an unknown outcome: Stripe may have done the work.
 * @param {string} method
 * @param {string} path
 * @param {string} [form]
 * @param {string} [idempotencyKey]
 */
function send(method, path, form, idempotencyKey) {
  const base = (env("STRIPE_API_BASE") || "https://api.stripe.com").replace(/\/+$/, "")
  /** @type {{ [name: string]: string }} */
  const headers = { Authorization: "Bearer " + secretKey(), "Stripe-Version": API_VERSION }
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded"
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey
  try {
    const res = $http.send({ url: base + path, method: method, headers: headers, body: form || "", timeout: timeoutSeconds() })
    return { status: res.statusCode, json: res.json || {} }
  } catch (err) {
    console.error("stripe: " + method + " " + path + " unreachable or too slow: " + err)
    return { status: 0, json: {} }
  }
}

/**
 * A read: a 502 in French when Stripe cannot be reached.
 * @param {string} method
 * @param {string} path
 * @param {string} [form]
 * @param {string} [idempotencyKey]
 */
function call(method, path, form, idempotencyKey) {
  const answer = send(method, path, form, idempotencyKey)
  if (answer.status === 0) throw new ApiError(502, MESSAGES.stripeDown)
  return answer
}

/**
 * The intent with its latest charge, or null when Stripe does not know it.
 * @param {string} intentId
 */
function retrieveIntent(intentId) {
  const answer = call("GET", "/v1/payment_intents/" + encodeURIComponent(intentId) + "?expand[]=latest_charge")
  if (answer.status === 404) return null
  if (answer.status !== 200) {
    console.error("stripe: retrieving " + intentId + " answered " + answer.status)
    throw new ApiError(502, MESSAGES.stripeDown)
  }
  return answer.json
}

/**
 * True when the intent's charge was (partly) refunded already.
 * @param {{ latest_charge?: string | { refunded?: boolean, amount_refunded: number } | null } | null} intent
 */
function isRefunded(intent) {
  const charge = intent && intent.latest_charge
  return !!(charge && typeof charge === "object" && (charge.refunded || charge.amount_refunded > 0))
}

/**
 * Refunds the whole payment of a checkout that has no order. True when it is refunded (now or before).
 * A key per attempt: Stripe keeps even a failed answer under a key, and a retry must really retry;
 * refunding twice is impossible anyway (Stripe answers charge_already_refunded, taken as done). False
 * when Stripe refused or did not answer: the reconciliation (lib/reconcile.js) looks again later.
 * @param {string} intentId
 */
function refund(intentId) {
  const key = "refund-" + intentId + "-" + $security.randomString(10)
  const answer = send("POST", "/v1/refunds", "payment_intent=" + encodeURIComponent(intentId), key)
  const already = answer.json && answer.json.error && answer.json.error.code === "charge_already_refunded"
  if (answer.status === 200 || already) return true
  console.error("stripe: refund of " + intentId + " failed with " + answer.status + ": " + JSON.stringify(answer.json))
  return false
}

/**
 * Refunds `cents` of a payment (a credit note's amount, docs/adr/0051, 0079). `key` names the attempt:
 * a retry of the same attempt gets Stripe's first answer, never a second refund; `metadata` names the
 * credit note, so that the refund is recognised on every path (webhook, reconciliation).
 * Returns `{ outcome: "refunded", id }`, `{ outcome: "refused" }` (Stripe answered and refunded
 * nothing) or `{ outcome: "unknown" }` (no answer, too late, or Stripe's own failure: it may have
 * refunded; only a look at its refunds tells).
 * @param {string} intentId
 * @param {number} cents
 * @param {string} key
 * @param {{ [name: string]: string | number }} [metadata]
 */
function refundAmount(intentId, cents, key, metadata) {
  let form = "payment_intent=" + encodeURIComponent(intentId) + "&amount=" + Math.round(cents)
  const names = metadata || {}
  for (const name in names) {
    form += "&metadata[" + encodeURIComponent(name) + "]=" + encodeURIComponent(String(names[name]))
  }
  const answer = send("POST", "/v1/refunds", form, key)
  if (answer.status === 200 && answer.json && typeof answer.json.id === "string") return { outcome: "refunded", id: answer.json.id }
  console.error("stripe: refund of " + cents + " cents of " + intentId + " answered " + answer.status + ": " + JSON.stringify(answer.json))
  // 4xx: Stripe refused the request (already refunded, too large, idempotency clash…), nothing was done.
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 409 && answer.status !== 429) return { outcome: "refused" }
  return { outcome: "unknown" }
}

/**
 * Every page of a Stripe list (newest first), at most `maxPages` of 100; throws a French 502.
 * @param {string} path
 * @param {string} params
 * @param {number} [maxPages]
 */
function listAll(path, params, maxPages) {
  const items = []
  let after = ""
  for (let page = 0; page < (maxPages || 10); page++) {
    const query = params + "&limit=100" + (after ? "&starting_after=" + encodeURIComponent(after) : "")
    const answer = call("GET", path + "?" + query)
    if (answer.status !== 200 || !answer.json || !Array.isArray(answer.json.data)) {
      console.error("stripe: listing " + path + " answered " + answer.status)
      throw new ApiError(502, MESSAGES.stripeDown)
    }
    for (const item of answer.json.data) items.push(item)
    if (!answer.json.has_more || answer.json.data.length === 0) break
    after = answer.json.data[answer.json.data.length - 1].id
  }
  return items
}

/**
 * The refunds of one payment (every refund, whoever made it).
 * @param {string} intentId
 */
function listRefunds(intentId) {
  return listAll("/v1/refunds", "payment_intent=" + encodeURIComponent(intentId), 5)
}

/**
 * Refunds made since `sinceSeconds` (Unix time), of every payment.
 * @param {number} sinceSeconds
 */
function listRecentRefunds(sinceSeconds) {
  return listAll("/v1/refunds", "created[gte]=" + Math.floor(sinceSeconds), 10)
}

/**
 * Payment intents created since `sinceSeconds` (Unix time).
 * @param {number} sinceSeconds
 */
function listRecentIntents(sinceSeconds) {
  return listAll("/v1/payment_intents", "created[gte]=" + Math.floor(sinceSeconds), 10)
}

/**
 * Checks a webhook's `Stripe-Signature` header (`t=…,v1=…[,v1=…]`) against the raw body: HMAC-SHA256 of
 * `t.body` with the endpoint's secret, any v1 may match, and t within the tolerance of now.
 * @param {string} payload
 * @param {string} header
 * @param {string} secret
 * @param {number} nowSeconds
 */
function signatureIsValid(payload, header, secret, nowSeconds) {
  if (!secret || !header) return false
  let timestamp = ""
  const signatures = []
  for (const part of String(header).split(",")) {
    const index = part.indexOf("=")
    if (index < 0) continue
    const key = part.slice(0, index).trim()
    const value = part.slice(index + 1).trim()
    if (key === "t") timestamp = value
    else if (key === "v1") signatures.push(value)
  }
  if (!/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = $security.hs256(timestamp + "." + payload, secret)
  return signatures.some(function (signature) {
    return $security.equal(signature, expected)
  })
}

module.exports = {
  API_VERSION,
  MESSAGES,
  env,
  secretKey,
  paymentMode,
  retrieveIntent,
  isRefunded,
  refund,
  refundAmount,
  listRefunds,
  listRecentRefunds,
  listRecentIntents,
  signatureIsValid,
}
