/// <reference path="../pb_data/types.d.ts" />
// Compresses PocketBase's JSON responses when the browser accepts gzip. PocketBase does this only for
// its own dashboard; the catalogue's product list is ~1.3 MB of JSON at 2,000 products, about 8×
// less gzipped (docs/adr/0022). A proxy in front receives an already-encoded response and passes it.

// Files (already-compressed images, byte ranges), the realtime stream and the shop's own routes are
// left as they are: request-guard.pb.js removes their Accept-Encoding before the compressor below
// (priority 0) sees it.
routerUse($apis.gzip())
