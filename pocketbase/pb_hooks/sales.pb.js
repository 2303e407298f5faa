/// <reference path="../pb_data/types.d.ts" />
// Sales and the price history (docs/adr/0115, lib/sales.js). Whoever saves a product or a size (the
// admin's form, the CSV import, the bulk tools, a superuser, the seed), its price charged now and its
// legal reference are the server's, and every change of its prices is one history row, in the save's
// transaction. A sale saved or deleted brings the products it touches up to date; the minute cron
// does it when a sale begins or ends. The cached catalogue is outdated after each.

for (const hook of [onRecordCreateExecute, onRecordUpdateExecute]) {
  hook(
    (e) => {
      // The migrations before the sales' run with today's hooks on a schema without them (docs/adr/0090).
      if (!e.record.collection().fields.getByName("charged_price")) return e.next()
      const sales = require(`${__hooks}/lib/sales.js`)
      sales.stampRecord(e.app, e.record)
      e.next()
      const productId = e.record.collection().name === "products" ? e.record.id : e.record.getString("product")
      sales.refreshProduct(e.app, productId, sales.activeSales(e.app))
      // The response shows what was stored (the sizes' own rows were written by SQL).
      try {
        const fresh = e.app.findRecordById(/** @type {ShopCollectionName} */ (e.record.collection().name), e.record.id)
        for (const field of /** @type {ShopFieldName[]} */ (["charged_price", "reference_price", "sale_percent", "sale_ends"]))
          e.record.set(field, fresh.get(field))
      } catch {
        // gone in the same transaction
      }
    },
    "products",
    "product_variants",
  )
}

for (const hook of [onRecordCreateExecute, onRecordUpdateExecute, onRecordDeleteExecute]) {
  hook((e) => {
    e.next()
    const sales = require(`${__hooks}/lib/sales.js`)
    sales.refreshAll(e.app)
    // The cron's next run compares against the sales of this moment.
    e.app.store().remove(sales.STATE_KEY)
  }, "sales")
}

for (const hook of [onModelAfterCreateSuccess, onModelAfterUpdateSuccess, onModelAfterDeleteSuccess]) {
  hook((e) => {
    require(`${__hooks}/lib/catalogue-cache.js`).bump()
    e.next()
  }, "sales")
}

// Nobody writes the history through the API (its rules admit no one); a superuser may only add a
// backdated row (the demo seed, the tests' fixtures), never change or delete one.
for (const hook of [onRecordUpdateRequest, onRecordDeleteRequest]) {
  hook(() => {
    throw new ForbiddenError("L’historique des prix est tenu par la boutique et ne se modifie pas.")
  }, "price_history")
}

cronAdd("shop_sales", "* * * * *", () => {
  require(`${__hooks}/lib/sales.js`).tick($app)
})

// What the law imposes for a sale being written (admins only): each affected product's legal
// reference and the percentage it would show, and whether a « before » price would mislead.
routerAdd(
  "POST",
  "/api/shop/sales/preview",
  (e) => require(`${__hooks}/lib/sales-preview.js`).preview(e),
  $apis.requireAuth(),
  $apis.bodyLimit(64 * 1024),
)

// What the admin reads about prices (docs/adr/0121, admins only): a product's price history, a page
// at a time, with the reference a sale beginning now would show; the sales list's lines and amounts.
routerAdd(
  "GET",
  "/api/shop/admin/products/{id}/price-history",
  (e) => require(`${__hooks}/lib/price-admin.js`).history(e),
  $apis.requireAuth(),
)
routerAdd("GET", "/api/shop/admin/sales/figures", (e) => require(`${__hooks}/lib/price-admin.js`).saleFigures(e), $apis.requireAuth())
