/// <reference path="../pb_data/types.d.ts" />
// Optimistic concurrency for the admin's editors (lib/edit-versions.js,
// docs/adr/0083-edits-that-never-overwrite-each-other.md): a save names the `updated` its form opened
// (`X-Opened-Updated`) and is refused with a French 409 when the record was saved since. This file
// loads before products.pb.js, so the check's transaction also holds the product's stock write.

onRecordUpdateRequest(
  (e) => require(`${__hooks}/lib/edit-versions.js`).checkUpdate(e),
  "products",
  "categories",
  "stones",
  "articles",
  "shop_identity",
  "pages",
  "discount_codes",
  "sales",
)
