/// <reference path="../pb_data/types.d.ts" />
// The back-office's list of users with each one's figures (issue 26, point 5; docs/adr/0097): a VIEW
// over `users`, so the figures are SQL aggregates always true, never columns a hook could forget.
// An order counts once it was paid: paid, shipped, delivered, refunded, or cancelled after payment
// (money refunded); « dépensé » is what those orders kept: total minus what was refunded.
// Admin-only like every figure (DESIGN §12); the list pages, searches and sorts on it (names in French
// order on `sort_name`, docs/adr/0100: hence after migration 1764500700).

const ADMIN = "@request.auth.role = 'admin'"

// Each user's figures come from ONE grouped pass over the counted orders, joined to the users: a plan
// that does not depend on SQLite's statistics (stale ones, taken while `orders` was small, made three
// correlated subqueries scan every order for every user: 5 s a page at year three), and names no
// index (a view naming one, `INDEXED BY`, broke every later change of `orders`: PocketBase rebuilds
// the table and checks its views meanwhile).
const COUNTED = "status IN ('paid', 'shipped', 'delivered', 'refunded') OR (status = 'cancelled' AND amount_refunded > 0)"

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
  CAST(COALESCE(f.orders_count, 0) AS INTEGER) AS orders_count,
  CAST(COALESCE(f.spent, 0) AS REAL) AS spent,
  CAST(COALESCE(f.last_order, '') AS TEXT) AS last_order
FROM users u
LEFT JOIN (
  SELECT
    user,
    COUNT(*) AS orders_count,
    ROUND(SUM(MAX(total - amount_refunded, 0)), 2) AS spent,
    MAX(created) AS last_order
  FROM orders
  WHERE user != '' AND (${COUNTED})
  GROUP BY user
) f ON f.user = u.id
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
