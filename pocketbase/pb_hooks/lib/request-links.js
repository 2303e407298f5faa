// The signed links to a custom request's page (docs/adr/0127-quotes-and-the-request-life.md): the quote's
// e-mail (and the « Solder ma commande » one, ADR 0128) lets its customer read, accept and answer
// without logging in. A token is `<expiry in seconds>.<HMAC-SHA256 of "<request id>.<expiry>">`, keyed
// by the hidden `shop_identity.link_secret`: nothing is stored per link, a link names one request, and it
// stops working after LINK_DAYS or when the secret changes. Not a hook file: loaded with require().

const LINK_DAYS = 60

/**
 * The key of the links; made (and kept) at the first use when the identity has none yet.
 * @param {CoreApp} app
 */
function linkSecret(app) {
  const records = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
  if (records.length === 0) throw new Error("request-links: no shop identity")
  const identity = records[0]
  let secret = identity.getString("link_secret")
  if (secret.length < 32) {
    secret = $security.randomString(48)
    identity.set("link_secret", secret)
    app.saveNoValidate(identity)
  }
  return secret
}

/**
 * @param {string} requestId
 * @param {number} expires seconds since 1970
 * @param {string} secret
 */
function signature(requestId, expires, secret) {
  return $security.hs256(requestId + "." + expires, secret)
}

/**
 * A fresh token for the request's page, valid LINK_DAYS from `now`.
 * @param {CoreApp} app
 * @param {string} requestId
 * @param {number} [now] ms
 */
function linkToken(app, requestId, now) {
  const expires = Math.floor((now === undefined ? Date.now() : now) / 1000) + LINK_DAYS * 24 * 3600
  return expires + "." + signature(requestId, expires, linkSecret(app))
}

/**
 * True when `token` was made for this request by this shop and has not expired.
 * @param {CoreApp} app
 * @param {string} requestId
 * @param {unknown} token
 */
function checkLinkToken(app, requestId, token) {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(String(token || ""))
  if (!match || !requestId) return false
  const expires = Number(match[1])
  if (expires * 1000 <= Date.now()) return false
  try {
    return $security.equal(signature(requestId, expires, linkSecret(app)), match[2])
  } catch {
    return false
  }
}

/**
 * The request page's address with a fresh token (what the e-mails link to).
 * @param {CoreApp} app
 * @param {string} requestId
 */
function requestPageUrl(app, requestId) {
  const base = String(app.settings().meta.appURL || "").replace(/\/+$/, "")
  return base + "/sur-mesure/demande/" + encodeURIComponent(requestId) + "?jeton=" + encodeURIComponent(linkToken(app, requestId))
}

module.exports = { LINK_DAYS, linkToken, checkLinkToken, requestPageUrl }
