// The approved platform's adapter (plateforme agréée; issue 31, point 2; docs/adr/0133): the one place
// where the shop's chosen platform plugs in. Its interface, all the rest of the shop uses:
//
//   configured()            → whether a platform is set (EINVOICING_PLATFORM_URL); when not, nothing
//                             is sent and the admin reads « Aucune plateforme configurée ».
//   send(app, document)     → { id, status, reason }: deposits one e-invoice (its kept PDF, the
//                             Factur-X bytes as issued) and answers the platform's id and first status.
//   status(app, id)         → { id, status, reason }: the document's status now.
//
// `status` is one of "deposited" (« déposée »), "rejected" (« rejetée », with the platform's `reason`)
// or "paid" (« encaissée »); a platform's intermediate statuses (reçue, mise à disposition, approuvée…)
// read as « déposée ». A platform that cannot be reached or fails (network, 5xx, timeout) throws
// a PlatformUnavailable: the caller retries later (lib/einvoices.js).
//
// The wire protocol below is the shop's own small REST shape, which the tests' stand-in platform
// speaks (tests/support/einvoicing-platform-stand-in.mjs). Plugging in a real platform means
// rewriting `send` and `status` for its API, nothing else:
//   POST {URL}/documents      multipart: file (the PDF), kind ("invoice" | "credit_note"), number,
//                             order, issued_at; headers Authorization: Bearer {TOKEN} and
//                             Idempotency-Key (the same document sent twice is deposited once)
//                             → 2xx { id, status, reason? }; 4xx { message } is a rejection.
//   GET  {URL}/documents/{id} → 200 { id, status, reason? }
// Environment (README): EINVOICING_PLATFORM_URL, EINVOICING_PLATFORM_TOKEN,
// EINVOICING_PLATFORM_TIMEOUT_SECONDS (default 30).
// Not a hook file: require(`${__hooks}/lib/einvoicing-platform.js`).

/** The statuses the shop knows, in French as the admin reads them. */
const LABELS = { pending: "à envoyer", sending: "en cours d’envoi", deposited: "déposée", rejected: "rejetée", paid: "encaissée" }

const MESSAGES = {
  notConfigured: "Aucune plateforme configurée",
}

/** @param {string} name */
function env(name) {
  return String($os.getenv(name) || "").trim()
}

function baseUrl() {
  return env("EINVOICING_PLATFORM_URL").replace(/\/+$/, "")
}

/** Whether the shop has a platform to send its e-invoices to. */
function configured() {
  return baseUrl() !== ""
}

function timeoutSeconds() {
  const value = Number(env("EINVOICING_PLATFORM_TIMEOUT_SECONDS"))
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 30
}

/**
 * The platform could not answer (unreachable, too slow, a 5xx): try again later.
 * @param {string} message
 */
function unavailable(message) {
  const error = new Error(message)
  error.name = "PlatformUnavailable"
  return error
}

/** @param {unknown} error */
function isUnavailable(error) {
  return Boolean(error && typeof error === "object" && /** @type {{ name?: string }} */ (error).name === "PlatformUnavailable")
}

/**
 * The platform's status as one of ours.
 * @param {unknown} status
 * @returns {"deposited" | "rejected" | "paid"}
 */
function statusOf(status) {
  const text = String(status || "").toLowerCase()
  if (text === "rejected" || text === "rejetee" || text === "refused" || text === "refusee") return "rejected"
  if (text === "paid" || text === "encaissee" || text === "collected") return "paid"
  return "deposited"
}

/**
 * @param {{ method: string, path: string, body?: string | FormData, headers?: { [name: string]: string } }} request
 */
function call(request) {
  /** @type {{ [name: string]: string }} */
  const headers = Object.assign(
    { Authorization: "Bearer " + env("EINVOICING_PLATFORM_TOKEN"), Accept: "application/json" },
    request.headers,
  )
  let res
  try {
    res = $http.send({
      url: baseUrl() + request.path,
      method: request.method,
      headers,
      body: request.body || "",
      timeout: timeoutSeconds(),
    })
  } catch (err) {
    throw unavailable("plateforme injoignable : " + String(err).slice(0, 200))
  }
  if (res.statusCode >= 500 || res.statusCode === 429 || res.statusCode === 0)
    throw unavailable("plateforme en erreur (" + res.statusCode + ")")
  return { statusCode: res.statusCode, json: res.json && typeof res.json === "object" ? res.json : {} }
}

/**
 * Deposits one e-invoice on the platform.
 * @param {CoreApp} _app
 * @param {{ kind: "invoice" | "credit_note", id: string, number: string, order: string, issuedAt: string, filename: string, bytes: number[], idempotencyKey: string }} document
 * @returns {{ id: string, status: "deposited" | "rejected" | "paid", reason: string }}
 */
function send(_app, document) {
  const form = new FormData()
  form.append("kind", document.kind)
  form.append("number", document.number)
  form.append("order", document.order)
  form.append("issued_at", document.issuedAt)
  form.append("file", $filesystem.fileFromBytes(document.bytes, document.filename))
  const res = call({ method: "POST", path: "/documents", body: form, headers: { "Idempotency-Key": document.idempotencyKey } })
  const json = res.json
  if (res.statusCode >= 400) {
    // Refused at the deposit (a malformed file, an unknown buyer): a rejection the admin reads.
    return {
      id: String(json.id || ""),
      status: "rejected",
      reason: String(json.reason || json.message || "Refusée par la plateforme (" + res.statusCode + ")"),
    }
  }
  if (!json.id) throw unavailable("réponse de la plateforme sans identifiant")
  return { id: String(json.id), status: statusOf(json.status), reason: String(json.reason || "") }
}

/**
 * A deposited document's status now.
 * @param {CoreApp} _app
 * @param {string} id the platform's id (`send`'s)
 * @returns {{ id: string, status: "deposited" | "rejected" | "paid", reason: string }}
 */
function status(_app, id) {
  const res = call({ method: "GET", path: "/documents/" + encodeURIComponent(id) })
  if (res.statusCode >= 400) throw unavailable("statut illisible (" + res.statusCode + ")")
  return { id, status: statusOf(res.json.status), reason: String(res.json.reason || "") }
}

module.exports = { LABELS, MESSAGES, configured, send, status, isUnavailable }
