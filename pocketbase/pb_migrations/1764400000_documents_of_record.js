/// <reference path="../pb_data/types.d.ts" />
// Documents of record (issue 25, point 4; docs/adr/0086-documents-of-record-and-pdf-a3.md):
//  - `document_identity` (orders, credit_notes): the shop's legal identity (names, address, numbers,
//    VAT status and rate) frozen in the transaction that numbers the invoice or the credit note; the
//    invoice, the packing slip and the credit note are drawn from it, never from today's identity.
//  - `invoice_pdf` (orders), `pdf` (credit_notes): the PDF as first delivered, kept and served as is
//    ever after (what was sent is what is kept).
// Both hidden: the records API neither shows them nor takes them from anyone but a superuser (the
// download routes keep their access rules); the files protected. Documents issued before this migration get today's identity frozen here; their PDF is
// drawn once and kept at its first download.

const PDF_FIELD = { type: "file", maxSelect: 1, maxSize: 5 * 1024 * 1024, mimeTypes: ["application/pdf"], protected: true, hidden: true }
const TEXTS = [
  "trade_name",
  "legal_name",
  "legal_form",
  "share_capital",
  "siren",
  "siret",
  "registration",
  "vat_number",
  "address_line1",
  "address_line2",
  "postal_code",
  "city",
  "country",
  "email",
  "phone",
  "payment_terms",
  "late_penalty_rate",
]
const IDENTITY_FIELD = { type: "json", name: "document_identity", maxSize: 20000, hidden: true }

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.add(new JSONField(IDENTITY_FIELD))
    orders.fields.add(new FileField(Object.assign({ name: "invoice_pdf" }, PDF_FIELD)))
    app.save(orders)
    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.add(new JSONField(IDENTITY_FIELD))
    notes.fields.add(new FileField(Object.assign({ name: "pdf" }, PDF_FIELD)))
    app.save(notes)

    // The documents already issued keep the identity of today, whatever it becomes.
    // The same plain values as lib/invoice.js identityOf() (copied: a migration must not change with the hooks).
    const found = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
    const record = found.length > 0 ? found[0] : null
    const values = {}
    for (const name of TEXTS) values[name] = record ? String(record.getString(name) || "").trim() : ""
    values.vat_exempt = record ? record.getBool("vat_exempt") : true
    values.vat_rate = record ? record.getFloat("vat_rate") : 0
    values.fictional = record ? record.getBool("fictional") : false
    const identity = JSON.stringify(values)
    app.db().newQuery("UPDATE orders SET document_identity = {:identity} WHERE invoice_number != ''").bind({ identity }).execute()
    app.db().newQuery("UPDATE credit_notes SET document_identity = {:identity} WHERE status = 'issued'").bind({ identity }).execute()
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.removeByName("document_identity")
    orders.fields.removeByName("invoice_pdf")
    app.save(orders)
    const notes = app.findCollectionByNameOrId("credit_notes")
    notes.fields.removeByName("document_identity")
    notes.fields.removeByName("pdf")
    app.save(notes)
  },
)
