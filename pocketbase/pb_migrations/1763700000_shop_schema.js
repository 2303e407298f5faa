/// <reference path="../pb_data/types.d.ts" />
// The whole shop schema: collections, fields, indexes and API rules (docs/product/rules.md#records and docs/product/roles.md#who-reads-and-writes-what).
// "admin" is a user whose role is `admin`; "pro" is role `professionnel`.
// Roles are only ever granted by a PocketBase superuser (see pb_hooks/users.pb.js).

const ADMIN = "@request.auth.role = 'admin'"
const PRO_OR_ADMIN = "(@request.auth.role = 'professionnel' || @request.auth.role = 'admin')"
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"]
const TEN_MB = 10 * 1024 * 1024

/** An update rule that lets admins change `status` and nothing else. */
function adminStatusOnly(otherFields) {
  return [ADMIN, ...otherFields.map((name) => `@request.body.${name}:isset = false`)].join(" && ")
}

function timestamps() {
  return [
    { type: "autodate", name: "created", onCreate: true, onUpdate: false },
    { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
  ]
}

/**
 * @param {string} name
 */
function imageField(name, maxSelect, thumbs, required = false) {
  return { type: "file", name, maxSelect, maxSize: TEN_MB, mimeTypes: IMAGE_TYPES, thumbs, required }
}

/**
 * A collection everyone reads and only admins write.
 * @param {string} name
 */
function referenceList(name, fields, indexes = []) {
  return new Collection({
    type: "base",
    name,
    listRule: "",
    viewRule: "",
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
    fields: [...fields, ...timestamps()],
    indexes,
  })
}

migrate(
  (app) => {
    // users: the default auth collection, with a role that only superusers grant.
    const users = app.findCollectionByNameOrId("users")
    users.fields.add(new SelectField({ name: "role", values: ["professionnel", "admin"], maxSelect: 1, required: false }))
    const avatar = users.fields.getByName("avatar")
    avatar.thumbs = ["100x100"]
    avatar.mimeTypes = IMAGE_TYPES
    users.listRule = `id = @request.auth.id || ${ADMIN}`
    users.viewRule = `id = @request.auth.id || ${ADMIN}`
    users.createRule = "" // anyone signs up; a role in the body is refused by a hook
    users.updateRule = "id = @request.auth.id" // never the role: refused by a hook
    users.deleteRule = null
    app.save(users)

    const nameField = { type: "text", name: "name", required: true, max: 200 }
    const descriptionField = { type: "text", name: "description", max: 5000 }

    const lists = [
      referenceList(
        "categories",
        [nameField, { type: "text", name: "slug", required: true, max: 200 }],
        ["CREATE UNIQUE INDEX idx_categories_slug ON categories (slug)"],
      ),
      referenceList("materials", [nameField]),
      referenceList("colors", [nameField, { type: "text", name: "hex_code", required: true, max: 32 }]),
      referenceList("stone_properties", [nameField, descriptionField]),
      referenceList("chakras", [nameField, descriptionField]),
      referenceList("astrological_signs", [nameField]),
      referenceList("stones", [
        nameField,
        { type: "text", name: "virtues", required: true, max: 2000 },
        { type: "editor", name: "description", maxSize: 200000 },
        imageField("image", 1, ["100x100", "300x300", "600x0"]),
      ]),
      referenceList("articles", [
        { type: "text", name: "title", required: true, max: 300 },
        { type: "text", name: "category", max: 100 },
        { type: "text", name: "excerpt", max: 1000 },
        { type: "editor", name: "content", maxSize: 500000 },
        imageField("image", 1, ["100x100", "400x250", "800x0"]),
      ]),
    ]
    for (const collection of lists) app.save(collection)

    /**
     * @param {string} name
     */
    const idOf = (name) => app.findCollectionByNameOrId(name).id
    /**
     * @param {string} name
     */
    const relation = (name, collection, maxSelect = 999) => ({
      type: "relation",
      name,
      collectionId: idOf(collection),
      maxSelect,
      cascadeDelete: false,
    })

    app.save(
      new Collection({
        type: "base",
        name: "products",
        // Exclusive products exist only for pros and admins; price_pro is hidden by pb_hooks/products.pb.js.
        listRule: `exclusive = false || ${PRO_OR_ADMIN}`,
        viewRule: `exclusive = false || ${PRO_OR_ADMIN}`,
        createRule: ADMIN,
        updateRule: ADMIN,
        deleteRule: ADMIN,
        fields: [
          { type: "text", name: "slug", required: true, max: 200, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
          nameField,
          { type: "text", name: "description", max: 10000 },
          { type: "number", name: "price", required: true, min: 0.01 },
          { type: "number", name: "price_pro", min: 0 },
          { type: "number", name: "stock", onlyInt: true, min: 0 },
          { type: "bool", name: "is_unique" },
          { type: "bool", name: "exclusive" },
          // Ordered: the first image is the card's; thumbs match the slots that show them.
          imageField("image", 12, ["100x100", "200x200", "400x400", "800x0"]),
          relation("category", "categories"),
          relation("materials", "materials"),
          relation("colors", "colors"),
          relation("stones", "stones"),
          relation("stone_properties", "stone_properties"),
          relation("chakras", "chakras"),
          relation("astrological_signs", "astrological_signs"),
          ...timestamps(),
        ],
        indexes: ["CREATE UNIQUE INDEX idx_products_slug ON products (slug)", "CREATE INDEX idx_products_created ON products (created)"],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "orders",
        listRule: `user = @request.auth.id || ${ADMIN}`,
        viewRule: `user = @request.auth.id || ${ADMIN}`,
        createRule: null, // opened by the verified checkout (docs/product/rules.md#payment), not before
        updateRule: adminStatusOnly(["user", "items", "products", "total", "stripePaymentIntentId"]),
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: false },
          { type: "json", name: "items", maxSize: 200000 }, // [{ id, name, quantity, price }]
          relation("products", "products"),
          { type: "number", name: "total", min: 0 },
          { type: "text", name: "stripePaymentIntentId", max: 255 },
          {
            type: "select",
            name: "status",
            values: ["pending", "paid", "shipped", "delivered", "cancelled"],
            maxSelect: 1,
            required: true,
          },
          ...timestamps(),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_orders_payment_intent ON orders (stripePaymentIntentId) WHERE stripePaymentIntentId != ''",
          "CREATE INDEX idx_orders_user ON orders (user)",
        ],
      }),
    )

    const customRequestFields = [
      "name",
      "email",
      "jewelry_type",
      "main_stone",
      "secondary_stones",
      "bead_size",
      "wrist_size",
      "clasp_type",
      "stainless_steel_elements",
      "charms",
      "message",
      "image",
      "user",
    ]
    app.save(
      new Collection({
        type: "base",
        name: "custom_requests",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: "", // anyone; status and user are set by pb_hooks/forms.pb.js
        updateRule: adminStatusOnly(customRequestFields),
        deleteRule: ADMIN,
        fields: [
          { type: "text", name: "name", required: true, max: 200 },
          { type: "email", name: "email", required: true },
          { type: "text", name: "jewelry_type", max: 100 },
          { type: "text", name: "main_stone", max: 200 },
          { type: "json", name: "secondary_stones", maxSize: 10000 }, // list of stone names, at most 10 (hook)
          { type: "select", name: "bead_size", values: ["6mm", "8mm", "10mm"], maxSelect: 1 },
          { type: "number", name: "wrist_size", min: 0, max: 100 },
          { type: "select", name: "clasp_type", values: ["Élastique", "Avec fermoir"], maxSelect: 1 },
          { type: "bool", name: "stainless_steel_elements" },
          {
            type: "select",
            name: "charms",
            values: ["Arbre de Vie", "Fleur de Vie", "Fleur de Lotus", "Chouette"],
            maxSelect: 4,
          },
          { type: "text", name: "message", max: 5000 },
          imageField("image", 1, ["100x100", "800x0"]),
          { type: "select", name: "status", values: ["pending", "in_progress", "completed"], maxSelect: 1 },
          { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          ...timestamps(),
        ],
        indexes: ["CREATE INDEX idx_custom_requests_created ON custom_requests (created)"],
      }),
    )

    app.save(
      new Collection({
        type: "base",
        name: "contact_messages",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: "", // anyone; status is forced to `new` by pb_hooks/forms.pb.js
        updateRule: adminStatusOnly(["name", "email", "subject", "message"]),
        deleteRule: ADMIN,
        fields: [
          { type: "text", name: "name", required: true, max: 200 },
          { type: "email", name: "email", required: true },
          { type: "text", name: "subject", required: true, max: 300 },
          { type: "text", name: "message", required: true, max: 5000 },
          { type: "select", name: "status", values: ["new", "handled"], maxSelect: 1 },
          ...timestamps(),
        ],
        indexes: ["CREATE INDEX idx_contact_messages_created ON contact_messages (created)"],
      }),
    )
  },
  (app) => {
    const names = [
      "contact_messages",
      "custom_requests",
      "orders",
      "products",
      "articles",
      "stones",
      "astrological_signs",
      "chakras",
      "stone_properties",
      "colors",
      "materials",
      "categories",
    ]
    for (const name of names) {
      app.delete(app.findCollectionByNameOrId(name))
    }
    const users = app.findCollectionByNameOrId("users")
    users.fields.removeByName("role")
    app.save(users)
  },
)
