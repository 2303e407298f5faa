// Addresses that outlive their names (docs/adr/0084-addresses-outlive-their-names.md). A product's or
// an article's slug is its address; when a save changes it, the old one is kept in `former_slugs`
// (same transaction), so the old address still leads to the record: the storefront answers it with a
// permanent redirect. A live slug always wins over an old one: a record that takes a slug another
// record had before drops that old address (a slug leads to one record, never two). An article's
// slug is filled from its title when a save leaves it empty, and kept unique.
// Not a hook file: slugs.pb.js loads it with require() inside the handlers.

const MAX_SLUG = 200
/** How many `-2`, `-3`… are tried before giving up (a title is used a few times, not 100). */
const MAX_TRIES = 100
/** @type {Array<"products" | "articles">} */
const KINDS = ["products", "articles"]
/**
 * The relation of `former_slugs` that names the record, by kind.
 * @type {{ [kind: string]: ShopFieldName }}
 */
const RELATION = { products: "product", articles: "article" }
/** A record id (PocketBase's default: 15 lower-case letters and digits): an article's old address. */
const RECORD_ID = /^[a-z0-9]{15}$/

const MESSAGES = {
  notFound: "Cette adresse ne mène à aucune page.",
  noFreeSlug: "Impossible de trouver une adresse libre pour cet article : indiquez-en une.",
}

/**
 * The shop's slug rule, as src/lib/slugify.ts writes it (the admin forms use that one; the
 * integration tests check that both give the same slugs).
 * @param {string} text
 */
function slugify(text) {
  return String(text || "")
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

/**
 * `base` cut so that `suffix` fits the maximum length, without a dash before the suffix.
 * @param {string} base
 * @param {string} suffix
 */
function withSuffix(base, suffix) {
  return base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, "") + suffix
}

/**
 * @param {CoreApp} app
 * @param {string} kind
 * @param {string} slug
 */
function formerSlug(app, kind, slug) {
  try {
    return app.findFirstRecordByFilter("former_slugs", "kind = {:kind} && slug = {:slug}", { kind: kind, slug: slug })
  } catch {
    return null
  }
}

/**
 * A slug from the article's title for an article saved without one: the first of `titre`,
 * `titre-2`, `titre-3`… that no other article has, now or as an old address.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function freeSlug(app, record) {
  const base = withSuffix(slugify(record.getString("title")), "") || "article"
  for (let n = 1; n <= MAX_TRIES; n++) {
    const candidate = n === 1 ? base : withSuffix(base, "-" + n)
    const live = app.countRecords("articles", $dbx.hashExp({ slug: candidate }), $dbx.not($dbx.hashExp({ id: record.id })))
    const former = formerSlug(app, "articles", candidate)
    if (live === 0 && (!former || former.getString("article") === record.id)) return candidate
  }
  throw new BadRequestError(MESSAGES.noFreeSlug)
}

/**
 * An article saved with an empty slug gets one (the admin may leave it to the server).
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function fillSlug(app, record) {
  if (record.collection().name !== "articles") return
  const typed = record.getString("slug").trim()
  record.set("slug", typed || freeSlug(app, record))
}

/**
 * The live slug wins: an old address equal to it leads nowhere else any more.
 * @param {CoreApp} app
 * @param {string} kind
 * @param {string} slug
 */
function forget(app, kind, slug) {
  const row = formerSlug(app, kind, slug)
  if (row) app.delete(row)
}

/**
 * `slug` (the record's previous one) leads to `recordId` from now on.
 * @param {CoreApp} app
 * @param {string} kind
 * @param {string} slug
 * @param {string} recordId
 */
function keep(app, kind, slug, recordId) {
  const row = formerSlug(app, kind, slug) || new Record(app.findCachedCollectionByNameOrId("former_slugs"))
  row.set("kind", kind)
  row.set("slug", slug)
  row.set("product", kind === "products" ? recordId : "")
  row.set("article", kind === "articles" ? recordId : "")
  app.save(row)
}

/**
 * Runs the save (`e.next()`) and `after` in one transaction: the slugs change with the record or not at all.
 * @param {core.RecordEvent} e
 * @param {(app: CoreApp) => void} after
 */
function inTransaction(e, after) {
  const app = e.app
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp
      e.next()
      after(txApp)
    })
  } finally {
    e.app = app
  }
}

/**
 * onRecordCreate (products, articles): an article's slug filled when missing; the new record's slug
 * is nobody's old address any more.
 * @param {core.RecordEvent} e
 */
function onCreate(e) {
  const kind = e.record.collection().name
  fillSlug(e.app, e.record)
  inTransaction(e, (app) => forget(app, kind, e.record.getString("slug")))
}

/**
 * onRecordUpdate (products, articles): a changed slug keeps the previous one as an old address of
 * this record; the new one is nobody's old address any more (its own included: renamed back).
 * @param {core.RecordEvent} e
 */
function onUpdate(e) {
  const kind = e.record.collection().name
  fillSlug(e.app, e.record)
  const before = e.record.original().getString("slug")
  const after = e.record.getString("slug")
  if (before === after) return e.next()
  inTransaction(e, (app) => {
    forget(app, kind, after)
    if (before) keep(app, kind, before, e.record.id)
  })
}

/**
 * GET /api/shop/former-slugs/{collection}/{slug}: where an old address leads now, `{ slug }`, for
 * whoever may see that record (the collection's view rule decides: an exclusive or unpublished
 * product's old address says nothing to a visitor). An article is also found by its id (its address
 * before articles had slugs). Anything else: 404.
 * @param {core.RequestEvent} e
 */
function resolve(e) {
  const asked = e.request.pathValue("collection")
  const kind = KINDS.find((known) => known === asked)
  const slug = e.request.pathValue("slug")
  if (!kind) throw new NotFoundError(MESSAGES.notFound)
  let record = null
  const row = formerSlug(e.app, kind, slug)
  try {
    if (row) record = e.app.findRecordById(kind, row.getString(RELATION[kind]))
    else if (kind === "articles" && RECORD_ID.test(slug)) record = e.app.findRecordById(kind, slug)
  } catch {
    record = null
  }
  if (!record || !e.app.canAccessRecord(record, e.requestInfo(), record.collection().viewRule)) {
    throw new NotFoundError(MESSAGES.notFound)
  }
  return e.json(200, { slug: record.getString("slug") })
}

module.exports = { MESSAGES, MAX_SLUG, slugify, onCreate, onUpdate, resolve }
