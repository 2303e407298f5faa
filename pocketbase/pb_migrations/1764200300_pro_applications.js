/// <reference path="../pb_data/types.d.ts" />
// Customers and the pro application (issue 14, docs/adr/0060-customers-and-the-pro-application.md):
//  - `pro_applications`: a customer asks for a professional account (company, SIREN/SIRET, VAT number,
//    activity, message). Created by the logged-in customer for themself only, always `pending`, one
//    pending at a time (a partial unique index); read by its author and the admins; decided
//    (approved/refused) only by the admin routes of pb_hooks/pro-applications.pb.js, which grant the
//    role in the same transaction. Nobody updates or deletes one through the records API.
//  - `addresses`: admins read every address book too (the customer's page in the back-office);
//    writing stays the owner's alone.

const ADMIN = "@request.auth.role = 'admin'"
const AUTHOR = "@request.auth.id != '' && user = @request.auth.id"
const OWN_OR_ADMIN = `${ADMIN} || (${AUTHOR})`
// A customer (no role yet) for themself, with nothing of the decision in the body: the status is
// `pending` (the hook sets it), the decision's fields are the admin routes'.
const CREATE = [
  "@request.auth.id != ''",
  "@request.auth.collectionName = 'users'",
  "@request.auth.role = ''",
  "user = @request.auth.id",
  "(@request.body.status:isset = false || @request.body.status = 'pending')",
  "@request.body.decided_by:isset = false",
  "@request.body.decided_at:isset = false",
  "@request.body.refusal_reason:isset = false",
].join(" && ")

const ADDRESS_OWNER = "@request.auth.id != '' && user = @request.auth.id"
const ADDRESS_READ = `(${ADDRESS_OWNER}) || ${ADMIN}`

const RATE_LIMITS = [
  // A person applies once; a script must not fill the admins' list.
  { label: "pro_applications:create", audience: "", duration: 60, maxRequests: 5 },
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    app.save(
      new Collection({
        type: "base",
        name: "pro_applications",
        listRule: OWN_OR_ADMIN,
        viewRule: OWN_OR_ADMIN,
        createRule: CREATE,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "text", name: "company", required: true, max: 120 },
          // 9 digits (SIREN) or 14 (SIRET), stored without spaces; checked by the hook (Luhn key).
          { type: "text", name: "siret", required: true, max: 14 },
          { type: "text", name: "vat_number", max: 20 },
          { type: "text", name: "activity", required: true, max: 200 },
          { type: "text", name: "message", max: 2000 },
          { type: "select", name: "status", maxSelect: 1, values: ["pending", "approved", "refused"], required: true },
          // The admin who decided (empty when a superuser did, or once that admin's account is gone).
          { type: "relation", name: "decided_by", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          { type: "date", name: "decided_at" },
          { type: "text", name: "refusal_reason", max: 1000 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          // One pending application per person: two submits at once make one.
          "CREATE UNIQUE INDEX idx_pro_applications_one_pending ON pro_applications (user) WHERE status = 'pending'",
          "CREATE INDEX idx_pro_applications_status ON pro_applications (status, created)",
        ],
      }),
    )

    const addresses = app.findCollectionByNameOrId("addresses")
    addresses.listRule = ADDRESS_READ
    addresses.viewRule = ADDRESS_READ
    app.save(addresses)

    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1), ...RATE_LIMITS]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    const labels = RATE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) === -1)
    app.save(settings)

    const addresses = app.findCollectionByNameOrId("addresses")
    addresses.listRule = ADDRESS_OWNER
    addresses.viewRule = ADDRESS_OWNER
    app.save(addresses)

    app.delete(app.findCollectionByNameOrId("pro_applications"))
  },
)
