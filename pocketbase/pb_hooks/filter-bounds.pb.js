/// <reference path="../pb_data/types.d.ts" />
// Filters, sorts and expands from anyone but an admin or a superuser are bounded in cost (length,
// field names, relations per name, no back-relations or `@collection` joins, expand paths and levels):
// beyond the bounds, a French 400 before any query runs (docs/adr/0044-bounded-filters.md; the limits
// and the reading of a request are in lib/filter-bounds.js). The check of every request is in
// request-guard.pb.js's middleware (after the price_pro refusal, whose 403 a request naming it keeps;
// before every route handler, so before PocketBase parses the filter or runs any query).
// The second net for realtime, on the topics as PocketBase parsed them (request-guard.pb.js read the
// body already). A subscription's filter only runs when an event is broadcast, so this is before it.
onRealtimeSubscribeRequest((e) => {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) {
    const bounds = require(`${__hooks}/lib/filter-bounds.js`)
    for (const topic of e.subscriptions) {
      const problem = bounds.topicProblem(topic)
      if (problem) throw bounds.tooComplexError(problem)
    }
  }
  e.next()
})
