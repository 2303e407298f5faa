/// <reference path="../../pb_data/types.d.ts" />
// Whether `serve` listens on the loopback only (docs/adr/0137). PocketBase trusts the proxy's
// X-Forwarded-For (rightmost entry, set by migration 1764000000) for its per-address rate limits:
// reached directly, any caller could write that header and pick its own address. So while the
// header is trusted, PocketBase must be reachable from this machine only (Caddy in front).

/**
 * True for an address `host:port` on the loopback: 127.0.0.0/8, ::1, localhost. An empty host
 * (":8090"), 0.0.0.0, :: or any other address listens where others can reach it.
 * @param {string} address
 */
function isLoopbackListen(address) {
  const value = String(address || "").trim()
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(value)
  let host = bracketed ? bracketed[1] : value
  if (!bracketed) {
    const colon = host.lastIndexOf(":")
    // "host:port"; a bare IPv6 address without brackets has more than one colon and no port here.
    if (colon !== -1 && host.indexOf(":") === colon) host = host.slice(0, colon)
  }
  host = host.toLowerCase()
  if (host === "localhost" || host === "::1" || host === "0:0:0:0:0:0:0:1") return true
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/**
 * The refusal, in French and in English, or "" when PocketBase may listen on `address`.
 * @param {string} address the server's listening address
 * @param {string[]} trustedHeaders settings.trustedProxy.headers
 */
function publicAddressRefusal(address, trustedHeaders) {
  if (!trustedHeaders || trustedHeaders.length === 0 || isLoopbackListen(address)) return ""
  const shown = address || "(toutes les adresses / all addresses)"
  return (
    `PocketBase refuse d'écouter sur ${shown} : il fait confiance à l'en-tête ${trustedHeaders.join(", ")} du proxy ` +
    `pour ses limites par adresse, que n'importe qui pourrait écrire en l'appelant directement. ` +
    `Lancez-le sur la boucle locale (--http=127.0.0.1:8090) derrière Caddy (deploy/Caddyfile, README « Déployer sur un seul serveur »). ` +
    `PocketBase refuses to listen on ${shown}: it trusts the proxy's ${trustedHeaders.join(", ")} header for its ` +
    `per-address rate limits, which anyone reaching it directly could forge. Serve it on the loopback ` +
    `(--http=127.0.0.1:8090) behind Caddy (deploy/Caddyfile).`
  )
}

module.exports = { isLoopbackListen, publicAddressRefusal }
