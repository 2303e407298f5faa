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
          "SELECT product AS id, COUNT(*) AS review_count, ROUND(AVG(rating), 1) AS average FROM reviews " +
          "WHERE status = 'published' GROUP BY product",
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("product_ratings"))
  },
)
