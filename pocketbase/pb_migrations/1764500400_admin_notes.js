/// <reference path="../pb_data/types.d.ts" />
// The shop's internal notes, a thread per order and per customer (issue 26, point 5; docs/adr/0097):
// dated, with their author, read and written by admins only. They replace `order_notes` (one note
// per order, docs/adr/0083), whose texts become the first note of their order's thread, with no
// author (shown as the shop's). A note is never changed nor deleted: a correction is a new note.
// pb_hooks/admin-notes.pb.js sets the author from the request's auth and checks that a note names
// exactly one of its order and its customer.

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")
    app.save(
      new Collection({
        type: "base",
        name: "admin_notes",
        listRule: ADMIN,
        viewRule: ADMIN,
        // The author is the one who writes, never what the body says (the hook writes it).
        createRule: `${ADMIN} && @request.body.author:isset = false`,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, cascadeDelete: true },
          // A deleted account takes its notes with it (personal data, docs/product/rules.md).
          { type: "relation", name: "customer", collectionId: users.id, maxSelect: 1, cascadeDelete: true },
          // Empty for the notes carried over from `order_notes`, or once its author's account is gone.
          { type: "relation", name: "author", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          { type: "text", name: "text", required: true, max: 2000 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          // Every shop collection has both dates; a note's never moves.
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX idx_admin_notes_order ON admin_notes (`order`, created) WHERE `order` != ''",
          "CREATE INDEX idx_admin_notes_customer ON admin_notes (customer, created) WHERE customer != ''",
        ],
      }),
    )
    // The one note of each order, dated when it was last written.
    app
      .db()
      .newQuery(
        "INSERT INTO admin_notes (id, `order`, customer, author, text, created, updated) " +
          "SELECT id, `order`, '', '', trim(text), updated, updated FROM order_notes WHERE trim(text) != ''",
      )
      .execute()
    app.delete(app.findCollectionByNameOrId("order_notes"))
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    app.save(
      new Collection({
        type: "base",
        name: "order_notes",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: ADMIN,
        updateRule: `${ADMIN} && @request.body.order:isset = false`,
        deleteRule: null,
        fields: [
          { type: "relation", name: "order", collectionId: orders.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "text", name: "text", max: 2000 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_order_notes_order ON order_notes (`order`)"],
      }),
    )
    // An order's thread back to one note: its texts, oldest first.
    app
      .db()
      .newQuery(
        "INSERT INTO order_notes (id, `order`, text, created, updated) " +
          "SELECT min(id), `order`, substr(group_concat(text, char(10)), 1, 2000), min(created), max(created) " +
          "FROM (SELECT * FROM admin_notes WHERE `order` != '' ORDER BY created) GROUP BY `order`",
      )
      .execute()
    app.delete(app.findCollectionByNameOrId("admin_notes"))
  },
)
