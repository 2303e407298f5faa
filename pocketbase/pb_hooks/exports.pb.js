/// <reference path="../pb_data/types.d.ts" />
// The accounting export (docs/adr/0052-accounting-export.md; code in lib/accounting-export.js):
// GET /api/shop/exports/accounting?from=YYYY-MM-DD&to=YYYY-MM-DD, admins only, a CSV of every
// invoice and credit note of the period.

routerAdd("GET", "/api/shop/exports/accounting", (e) => require(`${__hooks}/lib/accounting-export.js`).exportCsv(e))
