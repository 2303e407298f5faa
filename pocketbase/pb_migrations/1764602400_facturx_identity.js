/// <reference path="../pb_data/types.d.ts" />
// Factur-X e-invoices (docs/adr/0130): two choices of the shop's identity. `facturx_all` makes every
// invoice and credit note a Factur-X (not only those to a pro with a French SIREN); `vat_on_debits` is
// the option for paying VAT on debits (art. 269, 2-c CGI), printed on every invoice when taken and
// frozen with the identity the document is drawn from (docs/adr/0086).

const FIELDS = ["facturx_all", "vat_on_debits"]

migrate(
  (app) => {
    const identity = app.findCollectionByNameOrId("shop_identity")
    for (const name of FIELDS) identity.fields.add(new BoolField({ name }))
    app.save(identity)
  },
  (app) => {
    const identity = app.findCollectionByNameOrId("shop_identity")
    for (const name of FIELDS) identity.fields.removeByName(name)
    app.save(identity)
  },
)
