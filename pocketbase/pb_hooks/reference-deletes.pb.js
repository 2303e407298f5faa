/// <reference path="../pb_data/types.d.ts" />
// A category, stone, material, colour, property, chakra or sign that products use is not deleted: the
// request is refused with a French message counting those products (lib/reference-deletes.js,
// docs/adr/0053-deleting-used-reference-records.md). Superusers too: the dashboard would strip them
// just the same. A record no product uses is deleted as before.

onRecordDeleteRequest(
  (e) => require(`${__hooks}/lib/reference-deletes.js`).deleteUnlessUsed(e),
  "categories",
  "stones",
  "materials",
  "colors",
  "stone_properties",
  "chakras",
  "astrological_signs",
)

// A new product's relation check and insert in one transaction, so a delete of the record it names
// cannot commit in between (this file loads after products.pb.js: this handler runs after its own).
onRecordCreateRequest((e) => require(`${__hooks}/lib/reference-deletes.js`).createInTransaction(e), "products")
