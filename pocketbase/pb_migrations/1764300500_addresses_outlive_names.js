/// <reference path="../pb_data/types.d.ts" />
// An address outlives its name (issue 24, point 6; docs/adr/0084-addresses-outlive-their-names.md).
//  - `articles.slug`: an article's readable address (`/blog/:slug`), unique, in the products' slug
//    pattern. Every existing article gets one here, from its title (the oldest keeps the plain slug,
//    the next ones `-2`, `-3`…); later the server fills it when a save leaves it empty
//    (pb_hooks/slugs.pb.js).
//  - `former_slugs`: the slugs a product or an article had before it was renamed, so that the old
//    address still leads to it (301). One row per old slug and kind, written only by the hooks of
//    pb_hooks/slugs.pb.js; deleted with its record. Nobody reads it through the records API: the route
//    `GET /api/shop/former-slugs/{collection}/{slug}` answers only what the caller may see.

const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$"
const MAX_SLUG = 200
const ARTICLE_SLUG_INDEX = "CREATE UNIQUE INDEX idx_articles_slug ON articles (slug)"

/**
 * The shop's slug rule as it is today (src/lib/slugify.ts, pb_hooks/lib/slugs.js), copied: a
 * migration keeps giving the same result whatever the code later becomes.
 * @param {string} text
 */
function slugify(text) {
  return text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** `base` cut so that `suffix` fits the maximum length, without a dash before the suffix. */
function withSuffix(base, suffix) {
  return base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, "") + suffix
}

migrate(
  (app) => {
    const articles = app.findCollectionByNameOrId("articles")
    articles.fields.add(new TextField({ name: "slug", max: MAX_SLUG, pattern: SLUG_PATTERN }))
    app.save(articles)

    const rows = arrayOf(new DynamicModel({ id: "", title: "" }))
    app.db().newQuery("SELECT id, title FROM articles ORDER BY created, id").all(rows)
    const taken = {}
    for (const row of rows) {
      const base = withSuffix(slugify(row.title), "") || "article"
      let slug = base
      for (let n = 2; taken[slug]; n++) slug = withSuffix(base, "-" + n)
      taken[slug] = true
      app.db().newQuery("UPDATE articles SET slug = {:slug} WHERE id = {:id}").bind({ slug: slug, id: row.id }).execute()
    }

    const filled = app.findCollectionByNameOrId("articles")
    filled.fields.getByName("slug").required = true
    filled.indexes.push(ARTICLE_SLUG_INDEX)
    app.save(filled)

    const products = app.findCollectionByNameOrId("products")
    app.save(
      new Collection({
        type: "base",
        name: "former_slugs",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "select", name: "kind", values: ["products", "articles"], maxSelect: 1, required: true },
          { type: "text", name: "slug", required: true, max: MAX_SLUG, pattern: SLUG_PATTERN },
          // The record it leads to now: exactly one of the two, by `kind`; the row goes with its record.
          { type: "relation", name: "product", collectionId: products.id, maxSelect: 1, cascadeDelete: true },
          { type: "relation", name: "article", collectionId: filled.id, maxSelect: 1, cascadeDelete: true },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        // An old address leads to one record of its kind.
        indexes: [
          "CREATE UNIQUE INDEX idx_former_slugs_kind_slug ON former_slugs (kind, slug)",
          "CREATE INDEX idx_former_slugs_product ON former_slugs (product)",
          "CREATE INDEX idx_former_slugs_article ON former_slugs (article)",
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("former_slugs"))
    const articles = app.findCollectionByNameOrId("articles")
    articles.indexes = articles.indexes.filter((index) => index !== ARTICLE_SLUG_INDEX)
    articles.fields.removeByName("slug")
    app.save(articles)
  },
)
