/// <reference path="../pb_data/types.d.ts" />
// Compresses PocketBase's JSON responses when the browser accepts gzip. PocketBase does this only for
// its own dashboard; the catalogue's product list is ~1.3 MB of JSON at 2,000 products, about 8×
// less gzipped (docs/adr/0022). A proxy in front receives an already-encoded response and passes it.

// Files (already-compressed images, byte ranges) and the realtime stream are left as they are: the
// gzip middleware below only compresses for clients that say they accept it.
routerUse((e) => {
  const path = e.request.url.path
  // The shop's routes answer with a known length and flush before sending e-mails (checkout.pb.js).
  if (path.startsWith("/api/files/") || path.startsWith("/api/realtime") || path.startsWith("/api/shop/")) {
    e.request.header.del("Accept-Encoding")
  }
  return e.next()
})

routerUse($apis.gzip())
