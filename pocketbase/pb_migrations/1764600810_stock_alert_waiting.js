/// <reference path="../pb_data/types.d.ts" />
// How many alerts wait per product (docs/adr/0107): a view read by admins one product at a time (the
// stock screen), so the back office never reads the alerts themselves. Its id is the product's.
migrate(
  (app) => {
    const view = new Collection({
      type: "view",
      name: "stock_alert_waiting",
      listRule: "@request.auth.role = 'admin'",
      viewRule: "@request.auth.role = 'admin'",
      // From products (its created/updated dates, as every shop collection has), those with a waiting alert.
      viewQuery: `SELECT p.id, p.created, p.updated,
  (SELECT COUNT(*) FROM stock_alerts a WHERE a.product = p.id AND a.notified_at = '') AS waiting
FROM products p
WHERE EXISTS (SELECT 1 FROM stock_alerts a WHERE a.product = p.id AND a.notified_at = '')`,
    })
    app.save(view)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("stock_alert_waiting"))
  },
)
