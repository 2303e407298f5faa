/// <reference path="../pb_data/types.d.ts" />
// An order's internal note (issue 24, point 5; docs/adr/0083-edits-that-never-overwrite-each-other.md):
// what the shop wants to remember about an order (a call, a gift wrap, a promise), written and read by
// admins only, in the order's details. A collection of its own rather than a field of `orders`: the
// customer reads their order, never the shop's note about it. One note per order; its saves carry the
// version they opened like every admin form (pb_hooks/edit-versions.pb.js).

const ADMIN = "@request.auth.role = 'admin'"

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    app.save(
      new Collection({
        type: "base",
        name: "order_notes",
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: ADMIN,
        // The note stays on its order.
        updateRule: `${ADMIN} && @request.body.order:isset = false`,
        // Emptied, never deleted.
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
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("order_notes"))
  },
)
