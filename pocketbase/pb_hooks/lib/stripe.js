// The Stripe API as PocketBase's hooks use it (STRIPE_API_BASE, STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET from PocketBase's environment): retrieve an intent, refund one, check a
// webhook's signature. Plain HTTP with form encoding, like the payment function (docs/adr/0023).
// Not a hook file: loaded with require() inside the handlers.

// Pinned like the payment function's (functions/create-payment-intent/handler.ts).
const API_VERSION = "2026-10-28.endive"
/** A webhook older or newer than this (seconds) is refused: a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300

const MESSAGES = {
  refundRefused:
    "Le remboursement n’a pas pu être effectué par le service de paiement. Rien n’a été remboursé ; réessayez dans quelques instants.",
  stripeDown:
    "Le service de paiement ne répond pas. Veuillez réessayer dans quelques instants ; si votre carte a été débitée, votre commande sera enregistrée automatiquement.",
}

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

/** A call to the Stripe API (or its stand-in). Network failures become a 502. */
function call(method, path, form, idempotencyKey) {
  const base = (env("STRIPE_API_BASE") || "https://api.stripe.com").replace(/\/+$/, "")
  const headers = { Authorization: "Bearer " + secretKey(), "Stripe-Version": API_VERSION }
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded"
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey
  let res
  try {
    res = $http.send({ url: base + path, method: method, headers: headers, body: form || "", timeout: 30 })
  } catch (err) {
    console.error("stripe: unreachable: " + err)
    throw new ApiError(502, MESSAGES.stripeDown)
  }
  return { status: res.statusCode, json: res.json || {} }
}

/** The intent with its latest charge, or null when Stripe does not know it. */
function retrieveIntent(intentId) {
  const answer = call("GET", "/v1/payment_intents/" + encodeURIComponent(intentId) + "?expand[]=latest_charge")
  if (answer.status === 404) return null
  if (answer.status !== 200) {
    console.error("stripe: retrieving " + intentId + " answered " + answer.status)
    throw new ApiError(502, MESSAGES.stripeDown)
  }
  return answer.json
}

/** True when the intent's charge was (partly) refunded already. */
function isRefunded(intent) {
  const charge = intent && intent.latest_charge
  return !!(charge && typeof charge === "object" && (charge.refunded || charge.amount_refunded > 0))
}

/**
 * Refunds the whole payment. True when it is refunded (now or before). A key per attempt: Stripe keeps
 * even a failed answer under a key, and a retry must really retry; refunding twice is impossible anyway
 * (Stripe answers charge_already_refunded, taken as done).
 */
function refund(intentId) {
  const key = "refund-" + intentId + "-" + $security.randomString(10)
  const answer = call("POST", "/v1/refunds", "payment_intent=" + encodeURIComponent(intentId), key)
  const already = answer.json && answer.json.error && answer.json.error.code === "charge_already_refunded"
  if (answer.status === 200 || already) return true
  console.error("stripe: refund of " + intentId + " failed with " + answer.status + ": " + JSON.stringify(answer.json))
  return false
}

/**
 * Refunds `cents` of a payment (a credit note's amount, docs/adr/0051). `key` must name the attempt
 * (the credit note's claim): a retry of the same attempt gets Stripe's first answer, never a second
 * refund. Returns the refund's id; throws a French 502 when Stripe refuses or cannot be reached.
 */
function refundAmount(intentId, cents, key) {
  const form = "payment_intent=" + encodeURIComponent(intentId) + "&amount=" + Math.round(cents)
  const answer = call("POST", "/v1/refunds", form, key)
  if (answer.status === 200 && answer.json && typeof answer.json.id === "string") return answer.json.id
  console.error(
    "stripe: refund of " + cents + " cents of " + intentId + " failed with " + answer.status + ": " + JSON.stringify(answer.json),
  )
  throw new ApiError(502, MESSAGES.refundRefused)
}

/**
 * Checks a webhook's `Stripe-Signature` header (`t=…,v1=…[,v1=…]`) against the raw body: HMAC-SHA256 of
 * `t.body` with the endpoint's secret, any v1 may match, and t within the tolerance of now.
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
  signatureIsValid,
}
