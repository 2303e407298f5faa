/// <reference path="../pb_data/types.d.ts" />
// The blog's articles paged by the server in the back-office (issue 26, point 1; docs/adr/0100):
// `articles` gets the folded `search` column of docs/adr/0090 (title and category) and `sort_name`
// (the title folded, pb_hooks/lib/sort-keys.js), kept by pb_hooks/search.pb.js, indexed, filled here
// for the articles already there (plain SQL: no `updated` moves).

migrate(
  (app) => {
    const searchFold = require(`${__hooks}/lib/search-fold.js`)
    const sortKeys = require(`${__hooks}/lib/sort-keys.js`)
    const articles = app.findCollectionByNameOrId("articles")
    articles.fields.add(new TextField({ name: "search", max: searchFold.MAX_SEARCH }))
    articles.fields.add(new TextField({ name: "sort_name", max: 200 }))
    articles.indexes = [
      ...articles.indexes,
      "CREATE INDEX idx_articles_search ON articles (search)",
      "CREATE INDEX idx_articles_sort_name ON articles (sort_name)",
    ]
    app.save(articles)
    for (const record of app.findAllRecords("articles")) {
      app
        .db()
        .newQuery("UPDATE articles SET search = {:search}, sort_name = {:sort_name} WHERE id = {:id}")
        .bind({ search: searchFold.searchOf(app, record), sort_name: sortKeys.sortName(app, record), id: record.id })
        .execute()
    }
  },
  (app) => {
    const articles = app.findCollectionByNameOrId("articles")
    articles.fields.removeByName("search")
    articles.fields.removeByName("sort_name")
    articles.indexes = articles.indexes.filter(
      (index) => index.indexOf("idx_articles_search") === -1 && index.indexOf("idx_articles_sort_name") === -1,
    )
    app.save(articles)
  },
)
