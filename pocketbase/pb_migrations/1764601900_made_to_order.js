/// <reference path="../pb_data/types.d.ts" />
// Made to order, from the request to the paid piece (issue 30; docs/adr/0126, 0127, 0128):
//  - stones get the colour and look their beads are drawn with (the composer on /sur-mesure);
//  - `custom_prices`: the owner's price table (per bead of a stone and size, per clasp, per charm,
//    the steel elements, the labour), read by anyone for the composer's estimate;
//  - custom requests: the composition (the pattern), the estimate the server computed, readable by
//    their signed-in sender (the four steps' statuses: 1764602100);
//  - `quotes` (devis): numbered when sent, a PDF of record, accepted by the request's sender, paid
//    through the checkout (deposit, balance, or the whole);
//  - `request_messages`: the thread of a request, both sides;
//  - `shop_identity.link_secret` (hidden): signs the links the e-mails give to a request's page.

const ADMIN = "@request.auth.role = 'admin'"
const SENDER = "(request.user != '' && request.user = @request.auth.id)"

/** Colour and look of the demonstration stones' beads (a stone the owner adds picks its own). */
const BEADS = {
  Améthyste: ["#8e5fb4", "veined"],
  "Quartz rose": ["#f1b8c4", "translucent"],
  "Œil de tigre": ["#a8692a", "iridescent"],
  "Lapis-lazuli": ["#27408b", "speckled"],
  Labradorite: ["#5d6d74", "iridescent"],
  Cornaline: ["#d4622b", "translucent"],
  Citrine: ["#e9b949", "translucent"],
  Obsidienne: ["#1f1d22", "plain"],
  "Aventurine verte": ["#4f9a6a", "speckled"],
  "Pierre de lune": ["#e6e4dc", "iridescent"],
  Turquoise: ["#3fb8af", "veined"],
  Malachite: ["#1f7a4d", "veined"],
  "Jaspe rouge": ["#a23b2c", "plain"],
  Sodalite: ["#2f4d8f", "veined"],
  Hématite: ["#4a4b50", "plain"],
  "Tourmaline noire": ["#17171a", "plain"],
  "Cristal de roche": ["#eef3f6", "translucent"],
  Amazonite: ["#7cc6bd", "veined"],
}

/** The price table at first (euros TTC): the owner changes it in the back-office. */
const PRICES = [
  { kind: "bead", bead_size: "6mm", label: "Perle de 6 mm", price: 0.6 },
  { kind: "bead", bead_size: "8mm", label: "Perle de 8 mm", price: 0.9 },
  { kind: "bead", bead_size: "10mm", label: "Perle de 10 mm", price: 1.3 },
  { kind: "clasp", option: "Élastique", label: "Montage sur élastique", price: 0 },
  { kind: "clasp", option: "Avec fermoir", label: "Fermoir en acier inoxydable", price: 8 },
  { kind: "charm", option: "Arbre de Vie", label: "Breloque Arbre de Vie", price: 6 },
  { kind: "charm", option: "Fleur de Vie", label: "Breloque Fleur de Vie", price: 6 },
  { kind: "charm", option: "Fleur de Lotus", label: "Breloque Fleur de Lotus", price: 6 },
  { kind: "charm", option: "Chouette", label: "Breloque Chouette", price: 6 },
  { kind: "steel", label: "Éléments en acier inoxydable", price: 4 },
  { kind: "labour", label: "Création à la main dans notre atelier", price: 25 },
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")

    // Stones: how their beads are drawn.
    const stones = app.findCollectionByNameOrId("stones")
    stones.fields.add(new TextField({ name: "bead_color", max: 7, pattern: "^(#[0-9a-fA-F]{6})?$" }))
    stones.fields.add(
      new SelectField({ name: "bead_look", values: ["plain", "veined", "speckled", "iridescent", "translucent"], maxSelect: 1 }),
    )
    app.save(stones)
    for (const stone of app.findRecordsByFilter("stones", "", "", 0, 0)) {
      const bead = BEADS[stone.getString("name")]
      if (!bead) continue
      stone.set("bead_color", bead[0])
      stone.set("bead_look", bead[1])
      app.saveNoValidate(stone)
    }

    // The owner's price table.
    const prices = new Collection({
      type: "base",
      name: "custom_prices",
      listRule: "",
      viewRule: "",
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: "select", name: "kind", values: ["bead", "clasp", "charm", "steel", "labour"], maxSelect: 1, required: true },
        // A bead's price: of one stone in one size, or of any stone in that size when `stone` is empty.
        { type: "relation", name: "stone", collectionId: stones.id, maxSelect: 1, cascadeDelete: true },
        { type: "select", name: "bead_size", values: ["6mm", "8mm", "10mm"], maxSelect: 1 },
        // A clasp's or a charm's name, as custom_requests spells it.
        { type: "text", name: "option", max: 100 },
        { type: "text", name: "label", max: 200, required: true },
        { type: "number", name: "price", min: 0, max: 100000, required: false },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_custom_prices_key ON custom_prices (kind, stone, bead_size, option)"],
    })
    app.save(prices)
    for (const row of PRICES) {
      const record = new Record(prices)
      record.load(row)
      app.save(record)
    }

    // Custom requests: the composition, the estimate; their signed-in sender reads them.
    const requests = app.findCollectionByNameOrId("custom_requests")
    requests.fields.add(new JSONField({ name: "composition", maxSize: 2000 }))
    requests.fields.add(new NumberField({ name: "estimate", min: 0 }))
    requests.listRule = ADMIN + " || (user != '' && user = @request.auth.id)"
    requests.viewRule = ADMIN + " || (user != '' && user = @request.auth.id)"
    app.save(requests)
    const updated = requests

    // Quotes.
    const quotes = new Collection({
      type: "base",
      name: "quotes",
      // A draft is the shop's own until it is sent.
      listRule: ADMIN + " || (" + SENDER + " && status != 'draft')",
      viewRule: ADMIN + " || (" + SENDER + " && status != 'draft')",
      // Written by the admin while a draft (pb_hooks: numbers, totals, sending, acceptance, payments).
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN + " && status = 'draft'",
      fields: [
        { type: "relation", name: "request", collectionId: updated.id, maxSelect: 1, required: true, cascadeDelete: true },
        // DEV-2026-0001: given when the quote is sent, in one gapless series.
        { type: "text", name: "number", max: 20 },
        // [{ label, quantity, unit_price }] (euros TTC), at most 30 lines.
        { type: "json", name: "lines", maxSize: 20000 },
        { type: "number", name: "total", min: 0 },
        { type: "text", name: "making_time", max: 100 },
        { type: "date", name: "valid_until" },
        // A deposit is « acompte » or « arrhes » (L214-1 Code de la consommation); none when empty.
        { type: "select", name: "deposit_kind", values: ["acompte", "arrhes"], maxSelect: 1 },
        { type: "number", name: "deposit_amount", min: 0 },
        { type: "text", name: "note", max: 2000 },
        {
          type: "select",
          name: "status",
          values: ["draft", "sent", "accepted", "change_requested", "declined", "cancelled"],
          maxSelect: 1,
          required: true,
        },
        { type: "date", name: "sent_at" },
        { type: "date", name: "accepted_at" },
        { type: "select", name: "accepted_via", values: ["account", "link"], maxSelect: 1 },
        {
          type: "file",
          name: "pdf",
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ["application/pdf"],
          protected: true,
        },
        // The orders that paid it: the deposit's, then the balance's (or the whole's).
        { type: "relation", name: "deposit_order", collectionId: orders.id, maxSelect: 1 },
        { type: "relation", name: "balance_order", collectionId: orders.id, maxSelect: 1 },
        { type: "date", name: "deposit_paid_at" },
        { type: "date", name: "paid_at" },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_quotes_number ON quotes (number) WHERE number != ''",
        "CREATE INDEX idx_quotes_request ON quotes (request, created)",
        "CREATE INDEX idx_quotes_status ON quotes (status, valid_until)",
      ],
    })
    app.save(quotes)

    // A request's thread.
    const messages = new Collection({
      type: "base",
      name: "request_messages",
      listRule: ADMIN + " || " + SENDER,
      viewRule: ADMIN + " || " + SENDER,
      // Written through POST /api/shop/custom-requests/{id}/messages (the account or the signed link).
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "relation", name: "request", collectionId: updated.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "select", name: "from", values: ["customer", "shop"], maxSelect: 1, required: true },
        { type: "relation", name: "author", collectionId: users.id, maxSelect: 1 },
        { type: "text", name: "body", min: 1, max: 5000, required: true },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_request_messages_request ON request_messages (request, created)"],
    })
    app.save(messages)

    // The key that signs a request's links (never served: hidden).
    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.add(new TextField({ name: "link_secret", max: 100, hidden: true }))
    app.save(identity)
    for (const record of app.findRecordsByFilter("shop_identity", "", "", 0, 0)) {
      record.set("link_secret", $security.randomString(48))
      app.saveNoValidate(record)
    }
  },
  (app) => {
    const identity = app.findCollectionByNameOrId("shop_identity")
    identity.fields.removeByName("link_secret")
    app.save(identity)
    app.delete(app.findCollectionByNameOrId("request_messages"))
    app.delete(app.findCollectionByNameOrId("quotes"))
    const requests = app.findCollectionByNameOrId("custom_requests")
    requests.fields.removeByName("composition")
    requests.fields.removeByName("estimate")
    requests.listRule = ADMIN
    requests.viewRule = ADMIN
    app.save(requests)
    app.delete(app.findCollectionByNameOrId("custom_prices"))
    const stones = app.findCollectionByNameOrId("stones")
    stones.fields.removeByName("bead_color")
    stones.fields.removeByName("bead_look")
    app.save(stones)
  },
)
