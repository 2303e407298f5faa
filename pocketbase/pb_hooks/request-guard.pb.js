/// <reference path="../pb_data/types.d.ts" />
// The shop's checks of every request, in ONE router middleware (docs/adr/0045): each JavaScript
// middleware holds a VM of PocketBase's hook pool until the rest of the request is answered, and
// PocketBase builds a throw-away VM (and compiles the required modules again) whenever the pool is
// short; five nested middlewares needed five VMs per request in flight. In order:
//  1. a non-pro naming `price_pro` anywhere: 403 before any query (docs/adr/0043, lib/shop.js);
//     a pro's or admin's filter or sort on it: 400 (a hidden field, docs/adr/0045);
//  2. filters, sorts and expands from non-admins bounded in cost: 400 (docs/adr/0044, lib/filter-bounds.js);
//  3. responses that must not be gzipped (files, realtime, the shop's own routes) lose the
//     request's Accept-Encoding before gzip.pb.js's compressor sees it (docs/adr/0022);
//  4. the exact `stock+`/`stock-` a products update sends is noted before PocketBase resolves it
//     (docs/adr/0037, lib/product-stock.js).
//  5. the `price_pro` an admin's product create or update sends is noted before PocketBase drops
//     it from the body (a hidden field; lib/product-prices.js).
//
// Priority -500: after PocketBase's rate limiter (-1000), its auth token loader (-1020: `e.auth` is
// set) and its body limit (-990); before gzip.pb.js's compressor and every route handler (0).
routerUse(
  new Middleware((e) => {
    require(`${__hooks}/lib/request-guard.js`).check(e)
    return e.next()
  }, -500),
)
