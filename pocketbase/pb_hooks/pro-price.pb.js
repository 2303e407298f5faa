/// <reference path="../pb_data/types.d.ts" />
// Nobody but a pro, an admin or a superuser may filter, sort, select or expand on `products.price_pro`,
// on any collection, in any spelling (products.pb.js hides the value itself). The refusal is in the
// router middleware of request-guard.pb.js: it runs before every route handler, so before any
// database query that could take longer when a pro price matches (a 403 answered after the list query
// told the price by its timing: docs/adr/0043-pro-price-refused-before-any-query.md, which supersedes
// that part of ADR 0004).
// Realtime subscriptions are checked by request-guard.pb.js too (their body); this hook is the
// second net, on the topics as PocketBase parsed them. It runs before any query as well: the filter
// of a subscription is only evaluated when an event is broadcast.
// Realtime events never carry price_pro (a hidden field), so a pro's topic naming it is refused too.
onRealtimeSubscribeRequest((e) => {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.isSuperuser(e.auth)) {
    for (const topic of e.subscriptions) {
      if (!shop.mentionsProPrice(topic)) continue
      throw shop.seesProPrices(e.auth) ? shop.proPriceNotSortableError() : shop.proPriceQueryError()
    }
  }
  e.next()
})
