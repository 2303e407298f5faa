/// <reference path="../pb_data/types.d.ts" />
// A signed-in person's favourite pieces (issue 27, point 4; docs/adr/0103-favourites-in-the-browser-then-the-account.md).
// Each person reads and writes only their own rows, admins included: the shop has no use for what a
// customer keeps for later, so nobody else sees it. One row per (user, product); a row is added or
// removed, never edited. A product that became hidden or pro-only keeps its row but is not shown:
// the product's own view rule hides it from the expansion the account page reads.

const OWNER = "@request.auth.id != '' && user = @request.auth.id"

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const products = app.findCollectionByNameOrId("products")
    app.save(
      new Collection({
        type: "base",
        name: "favorites",
        listRule: OWNER,
        viewRule: OWNER,
        createRule: "@request.auth.id != '' && @request.body.user = @request.auth.id",
        updateRule: null,
        deleteRule: OWNER,
        fields: [
          { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "relation", name: "product", collectionId: products.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_favorites_user_product ON favorites (user, product)"],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("favorites"))
  },
)
