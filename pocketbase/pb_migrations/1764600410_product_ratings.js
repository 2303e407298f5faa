/// <reference path="../pb_data/types.d.ts" />
// The product page's figures (docs/adr/0105): per product, the count and average of its published
// reviews, computed by SQLite. A view: read by everyone, written by nobody.

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "view",
        name: "product_ratings",
        listRule: "",
        viewRule: "",
        viewQuery:
          // The product's dates: every shop collection has both (tests/integration/schema.test.ts).
          "SELECT p.id AS id, COUNT(r.id) AS review_count, ROUND(AVG(r.rating), 1) AS average, p.created AS created, p.updated AS updated " +
          "FROM products p JOIN reviews r ON r.product = p.id AND r.status = 'published' GROUP BY p.id",
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("product_ratings"))
  },
)
