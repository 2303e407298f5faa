/// <reference path="../pb_data/types.d.ts" />
// Marketing consent (issue 28, point 4; docs/adr/0114-marketing-consent-and-unsubscribe.md):
//  - `marketing_contacts`: one row per address (lowercased), its current choice (`status`:
//    subscribed, unsubscribed, or empty = no choice recorded: a customer under the soft opt-in), the
//    date and source of that choice, and the random token of its unsubscribe links (hidden);
//  - `marketing_consent_events`: every change, never rewritten (the proof of consent, CNIL);
//  - `mail_queue.unsubscribe_url`: the one-click address a marketing e-mail's List-Unsubscribe
//    headers carry (RFC 8058); empty for transactional e-mails;
//  - `newsletters`: what the owner sent, to how many.
// Admins read them; nobody writes them through the records API (the hooks do, with their own dates).

const ADMIN = "@request.auth.role = 'admin'"
const SOURCES = ["signup", "checkout", "account", "unsubscribe_link", "one_click", "admin"]
const RATE_LIMIT = { label: "POST /api/shop/unsubscribe", maxRequests: 10, duration: 60, audience: "" }

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const contacts = new Collection({
      type: "base",
      name: "marketing_contacts",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "email", name: "email", required: true },
        // Not cascaded: an objection outlives the account (else the orders' soft opt-in would write again).
        { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        { type: "select", name: "status", values: ["subscribed", "unsubscribed"], maxSelect: 1 },
        { type: "select", name: "source", values: SOURCES, maxSelect: 1 },
        { type: "date", name: "consent_at" },
        { type: "text", name: "token", min: 40, max: 40, required: true, hidden: true },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_marketing_contacts_email ON marketing_contacts (email)",
        "CREATE UNIQUE INDEX idx_marketing_contacts_token ON marketing_contacts (token)",
        "CREATE INDEX idx_marketing_contacts_status ON marketing_contacts (status, consent_at)",
      ],
    })
    app.save(contacts)

    const events = new Collection({
      type: "base",
      name: "marketing_consent_events",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "relation", name: "contact", collectionId: contacts.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "email", name: "email", required: true },
        { type: "select", name: "status", values: ["subscribed", "unsubscribed"], maxSelect: 1, required: true },
        { type: "select", name: "source", values: SOURCES, maxSelect: 1, required: true },
        { type: "text", name: "wording", max: 300 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_marketing_consent_events_contact ON marketing_consent_events (contact, created)"],
    })
    app.save(events)

    const newsletters = new Collection({
      type: "base",
      name: "newsletters",
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "subject", max: 150, required: true },
        { type: "text", name: "text", max: 20000, required: true },
        { type: "number", name: "recipients", onlyInt: true, min: 0 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
    })
    app.save(newsletters)

    const queue = app.findCollectionByNameOrId("mail_queue")
    queue.fields.add(new TextField({ name: "unsubscribe_url", max: 600 }))
    app.save(queue)

    const settings = app.settings()
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label), RATE_LIMIT]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label)
    app.save(settings)
    const queue = app.findCollectionByNameOrId("mail_queue")
    queue.fields.removeByName("unsubscribe_url")
    app.save(queue)
    app.delete(app.findCollectionByNameOrId("newsletters"))
    app.delete(app.findCollectionByNameOrId("marketing_consent_events"))
    app.delete(app.findCollectionByNameOrId("marketing_contacts"))
  },
)
