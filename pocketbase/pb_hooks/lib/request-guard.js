// What request-guard.pb.js checks before a request goes on (see there). Not a hook file: loaded with
// require() inside the handler.

/** Paths whose answers are never gzipped: already-compressed files and byte ranges, the realtime
 * stream, and the shop's routes (they answer with a known length and flush before sending e-mails). */
const NOT_GZIPPED = ["/api/files/", "/api/realtime", "/api/shop/"]

/**
 * Throws the French refusal for a request that must go no further; otherwise prepares it.
 * @param {core.RequestEvent} e
 */
function check(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.seesProPrices(e.auth)) {
    if (shop.requestNamesProPrice(e)) throw shop.proPriceQueryError()
  } else if (!shop.isSuperuser(e.auth) && shop.filtersOnProPrice(e)) {
    throw shop.proPriceNotSortableError()
  }

  if (!shop.isAdmin(e.auth)) {
    const bounds = require(`${__hooks}/lib/filter-bounds.js`)
    const problem = bounds.requestProblem(e)
    if (problem) throw bounds.tooComplexError(problem)
  }

  const path = e.request.url.path
  if (NOT_GZIPPED.some((prefix) => path.startsWith(prefix))) e.request.header.del("Accept-Encoding")

  if (e.request.method === "PATCH") require(`${__hooks}/lib/product-stock.js`).noteSentChange(e)
  if (e.request.method === "PATCH" || e.request.method === "POST") require(`${__hooks}/lib/product-prices.js`).noteSentProPrice(e)
}

module.exports = { check }
