/// <reference path="../pb_data/types.d.ts" />
// The back-office's list of users with each one's figures (issue 26, point 5; docs/adr/0097): a VIEW
// over `users`, so the figures are SQL aggregates always true, never columns a hook could forget.
// An order counts once it was paid: paid, shipped, delivered, refunded, or cancelled after payment
// (money refunded); « dépensé » is what those orders kept: total minus what was refunded.
// Admin-only like every figure (DESIGN §12); the list pages, searches and sorts on it (names in French
// order on `sort_name`, docs/adr/0100: hence after migration 1764500700).

const ADMIN = "@request.auth.role = 'admin'"

// INDEXED BY: a user's orders through their index whatever SQLite's statistics say (stale ones, taken
// while the table was small, made it scan every order for every user: 5 s a page at year three).
const COUNTED =
  "o.user = u.id AND (o.status IN ('paid', 'shipped', 'delivered', 'refunded') OR (o.status = 'cancelled' AND o.amount_refunded > 0))"

const QUERY = `
SELECT
  u.id AS id,
  u.name AS name,
  u.email AS email,
  u.role AS role,
  u.verified AS verified,
  u.avatar AS avatar,
  u.created AS created,
  u.updated AS updated,
  u.search AS search,
  u.sort_name AS sort_name,
  CAST(EXISTS (SELECT 1 FROM pro_applications p WHERE p.user = u.id AND p.status = 'pending') AS BOOLEAN) AS pending_application,
  CAST((SELECT COUNT(*) FROM orders o INDEXED BY idx_orders_user WHERE ${COUNTED}) AS INTEGER) AS orders_count,
  CAST((SELECT COALESCE(ROUND(SUM(MAX(o.total - o.amount_refunded, 0)), 2), 0) FROM orders o INDEXED BY idx_orders_user WHERE ${COUNTED}) AS REAL) AS spent,
  CAST((SELECT COALESCE(MAX(o.created), '') FROM orders o INDEXED BY idx_orders_user WHERE ${COUNTED}) AS TEXT) AS last_order
FROM users u
`

migrate(
  (app) => {
    app.save(
      new Collection({
        type: "view",
        name: "customer_figures",
        listRule: ADMIN,
        viewRule: ADMIN,
        viewQuery: QUERY,
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("customer_figures"))
  },
)
