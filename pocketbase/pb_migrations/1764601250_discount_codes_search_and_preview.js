/// <reference path="../pb_data/types.d.ts" />
// Discount codes in the back-office and the shopper's « Code promo » (issue 28, points 1 and 5;
// docs/adr/0116-discount-codes.md): `discount_codes` gets the folded `search` column of
// docs/adr/0090 (the code and the admin's note), kept by lib/discount-codes.js `checkTerms` on every
// save, indexed, filled here for the codes already there; the preview route is rate limited per address.

const RATE_LIMIT = { label: "POST /api/shop/discount-codes/preview", maxRequests: 20, duration: 60, audience: "" }

migrate(
  (app) => {
    const searchFold = require(`${__hooks}/lib/search-fold.js`)
    const codes = app.findCollectionByNameOrId("discount_codes")
    codes.fields.add(new TextField({ name: "search", max: searchFold.MAX_SEARCH }))
    codes.indexes = [...codes.indexes, "CREATE INDEX idx_discount_codes_search ON discount_codes (search)"]
    app.save(codes)
    for (const record of app.findAllRecords("discount_codes")) {
      app
        .db()
        .newQuery("UPDATE discount_codes SET search = {:search} WHERE id = {:id}")
        .bind({ search: require(`${__hooks}/lib/discount-codes.js`).searchText(record), id: record.id })
        .execute()
    }

    const settings = app.settings()
    settings.rateLimits.rules = [...settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label), RATE_LIMIT]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== RATE_LIMIT.label)
    app.save(settings)
    const codes = app.findCollectionByNameOrId("discount_codes")
    codes.fields.removeByName("search")
    codes.indexes = codes.indexes.filter((index) => index.indexOf("idx_discount_codes_search") === -1)
    app.save(codes)
  },
)
