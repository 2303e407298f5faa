/// <reference path="../pb_data/types.d.ts" />
// The shop's legal identity (docs/adr/0048-the-shop-legal-identity-and-the-point-of-sale.md): the
// legal notice names two hosts — the static site's and PocketBase's (the shop's data) — each with its
// name, address and phone number (loi n° 2004-575 du 21 juin 2004, art. 6 III). `host_*` (migration
// 1764100000) is the site's host; this adds its phone and the data host.

const FIELDS = [
  { type: "text", name: "host_phone", max: 30 },
  { type: "text", name: "data_host_name", max: 200 },
  { type: "text", name: "data_host_address", max: 300 },
  { type: "text", name: "data_host_phone", max: 30 },
]

migrate(
  (app) => {
    const identity = app.findCollectionByNameOrId("shop_identity")
    for (const field of FIELDS) identity.fields.add(new TextField(field))
    app.save(identity)
  },
  (app) => {
    const identity = app.findCollectionByNameOrId("shop_identity")
    for (const field of FIELDS) identity.fields.removeByName(field.name)
    app.save(identity)
  },
)
