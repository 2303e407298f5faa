// Reviews from real buyers (docs/adr/0105). Not a hook file: reviews.pb.js requires it.
//  - who may review: the customer of a delivered order containing the product, once per (order,
//    product), through the link of the « Votre avis » e-mail (a random token, stored hashed) or
//    logged in as the order's owner;
//  - the « Votre avis » e-mail: `askDue` finds the orders delivered N days ago (shop_identity
//    .review_request_days, 0 = never) not yet asked, and writes each one's `review_requests` row and
//    queues its mail in one transaction; the row's unique index makes a second run skip it;
//  - the notice the product page shows beside the reviews (Code de la consommation L. 111-7-2,
//    D. 111-17 to D. 111-19), as data.

const DAY_MS = 24 * 60 * 60 * 1000
/** Orders delivered longer ago than N days plus this are not asked any more (a late-switched setting). */
const ASK_WINDOW_DAYS = 30
/** A link stays valid this long after its e-mail. */
const TOKEN_DAYS = 365
const BATCH = 200
const DEFAULT_DAYS = 7
const TEXT_MAX = 2000
const TITLE_MAX = 120
/** The shop's commitments, stated in the notice. */
const PUBLICATION_DAYS = 7
const KEPT_YEARS = 5

/** The fixed list of refusal reasons (migration 1764600400), in the notice's order. */
const REFUSAL_REASONS = {
  insults: "propos injurieux, diffamatoires, discriminatoires ou grossiers",
  personal_data: "données personnelles (nom, adresse, téléphone, e-mail…) de l’auteur ou d’un tiers",
  off_topic: "texte sans rapport avec le bijou ou l’expérience d’achat",
  unreadable: "texte incompréhensible",
  advertising: "publicité, promotion ou lien vers un autre site",
  not_genuine: "avis qui ne relate pas l’expérience personnelle de son auteur (texte copié, avis pour autrui)",
}

const MESSAGES = {
  badLink: "Ce lien de dépôt d’avis n’est pas valable ou a expiré.",
  notYours: "Cette commande n’est pas la vôtre.",
  notDelivered: "Vous pourrez donner votre avis une fois votre commande livrée.",
  notInOrder: "Ce bijou ne fait pas partie de cette commande.",
  already: "Vous avez déjà donné votre avis sur ce bijou pour cette commande.",
  rating: "Choisissez une note de 1 à 5 étoiles.",
  text: "Écrivez votre avis (2 000 caractères au plus).",
  title: "Le titre compte 120 caractères au plus.",
  who: "Ouvrez le lien reçu par e-mail, ou connectez-vous au compte de la commande.",
  reasonRequired: "Choisissez le motif du refus.",
  reasonOnlyWhenRefused: "Un motif ne s’indique que pour un avis refusé.",
  replyUnpublished: "La boutique ne répond publiquement qu’à un avis publié.",
  noProduct: "Ce bijou n’existe pas ou n’est plus en vente.",
}

/** @param {string} token */
function hashToken(token) {
  return $security.sha256(String(token || ""))
}

/**
 * The public name of an author: first name and initial of the last (« Camille D. »).
 * @param {string} name
 */
function publicName(name) {
  const parts = String(name || "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  if (parts.length === 0) return "Client"
  const first = parts[0].slice(0, 40)
  return parts.length > 1 ? first + " " + parts[parts.length - 1].charAt(0).toUpperCase() + "." : first
}

/**
 * Days after delivery before the e-mail; 0 = never. The shop's identity record holds it.
 * @param {CoreApp} app
 */
function requestDays(app) {
  const records = app.findRecordsByFilter("shop_identity", "", "created", 1, 0)
  if (records.length === 0) return DEFAULT_DAYS
  return Math.max(0, Math.floor(records[0].getFloat("review_request_days")))
}

/**
 * @param {CoreApp} app
 * @param {string} email
 */
function optedOut(app, email) {
  const found = app.findRecordsByFilter("mail_opt_outs", "email = {:email} && topic = 'review_request'", "", 1, 0, {
    email: String(email || "").toLowerCase(),
  })
  return found.length > 0
}

/** The delivery date of an order (SQL): its `delivered` event, else its last change. */
const DELIVERED_SQL =
  "COALESCE((SELECT max(e.created) FROM order_events e WHERE e.`order` = o.id AND e.type = 'status' " +
  "AND json_extract(e.data, '$.to') = 'delivered'), o.updated)"

/**
 * When the order was delivered (PocketBase's date text): the date of the review's experience.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function deliveredAt(app, order) {
  const rows = /** @type {Array<{ delivered: string }>} */ (/** @type {unknown} */ (arrayOf(new DynamicModel({ delivered: "" }))))
  app
    .db()
    .newQuery("SELECT " + DELIVERED_SQL + " AS delivered FROM orders o WHERE o.id = {:id}")
    .bind({ id: order.id })
    .all(rows)
  return rows.length > 0 ? rows[0].delivered : order.getString("updated")
}

/**
 * Asks for a review on every order delivered N days before `now` and not asked yet. Each order's row
 * and mail are written in one transaction; a run that meets an order another run took skips it.
 * Returns the counts and the queued mails' ids (the caller delivers them).
 * @param {CoreApp} app
 * @param {Date} now
 */
function askDue(app, now) {
  const days = requestDays(app)
  const result = { asked: 0, optedOut: 0, mailIds: /** @type {string[]} */ ([]) }
  if (days <= 0) return result
  const time = require(`${__hooks}/lib/time.js`)
  const at = now.getTime()
  const rows = /** @type {Array<{ id: string }>} */ (/** @type {unknown} */ (arrayOf(new DynamicModel({ id: "" }))))
  app
    .db()
    .newQuery(
      // `updated` is never before the delivery: it keeps the scan to recent orders.
      "SELECT id FROM (SELECT o.id, " +
        DELIVERED_SQL +
        " AS delivered FROM orders o WHERE o.status = 'delivered' AND o.updated >= {:floor} AND o.b2b = FALSE " +
        // A gift card order has no piece to review (docs/adr/0117).
        "AND o.products != '[]' AND o.products != '' " +
        "AND o.email != '' AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.`order` = o.id)) " +
        "WHERE delivered <= {:cutoff} AND delivered >= {:floor} ORDER BY delivered LIMIT " +
        BATCH,
    )
    .bind({ cutoff: time.dbDate(at - days * DAY_MS), floor: time.dbDate(at - (days + ASK_WINDOW_DAYS) * DAY_MS) })
    .all(rows)
  const mail = require(`${__hooks}/lib/mail.js`)
  const templates = require(`${__hooks}/lib/mail-templates.js`)
  const ctx = mail.mailContext(app)
  const base = String(ctx.appURL || "").replace(/\/+$/, "")
  for (const row of rows) {
    try {
      app.runInTransaction((txApp) => {
        const order = txApp.findRecordById("orders", row.id)
        const request = new Record(txApp.findCollectionByNameOrId("review_requests"))
        request.set("order", order.id)
        // An address that unsubscribed from the shop's e-mails gets no request either (docs/adr/0114).
        const consent = require(`${__hooks}/lib/consent.js`)
        if (optedOut(txApp, order.getString("email")) || !consent.mayReceive(txApp, order.getString("email"))) {
          request.set("outcome", "opted_out")
          txApp.save(request)
          result.optedOut++
          return
        }
        const token = $security.randomString(43)
        request.set("token_hash", hashToken(token))
        request.set("outcome", "queued")
        // The unique index on `order` refuses a second run's row: that run skips the order.
        txApp.save(request)
        const data = {
          id: order.id,
          created: order.getString("created"),
          customer_name: order.getString("customer_name"),
          delivered_at: deliveredAt(txApp, order),
          items: require(`${__hooks}/lib/json-fields.js`).jsonField(order, "items", []),
        }
        const links = {
          reviewUrl: base + "/avis?jeton=" + encodeURIComponent(token),
          optOutUrl: base + "/avis/desinscription?jeton=" + encodeURIComponent(token),
        }
        result.mailIds.push(
          consent.queueMarketing(txApp, { to: order.getString("email"), kind: "review_request", ref: "orders/" + order.id }, (url) =>
            templates.reviewRequest(data, Object.assign({ unsubscribeUrl: url }, links), ctx),
          ),
        )
        result.asked++
      })
    } catch (error) {
      // Another run took it (unique index), or its row cannot be written: the next night retries.
      app.logger().info("review request skipped", "order", row.id, "error", String(error))
    }
  }
  return result
}

/**
 * The order a link's token opens, or null (unknown, or older than TOKEN_DAYS).
 * @param {CoreApp} app
 * @param {string} token
 */
function orderOfToken(app, token) {
  if (!token || typeof token !== "string" || token.length < 20 || token.length > 100) return null
  const found = app.findRecordsByFilter("review_requests", "token_hash = {:hash} && outcome = 'queued'", "", 1, 0, {
    hash: hashToken(token),
  })
  if (found.length === 0) return null
  const created = new Date(found[0].getString("created").replace(" ", "T")).getTime()
  if (!(created > Date.now() - TOKEN_DAYS * DAY_MS)) return null
  return app.findRecordById("orders", found[0].getString("order"))
}

/**
 * The order the caller may review: through the link's token, or its own order when logged in.
 * Throws the French refusal.
 * @param {core.RequestEvent} e
 * @param {{ token?: unknown, order?: unknown }} body
 */
function reviewableOrder(e, body) {
  /** @type {core.Record | null} */
  let order = null
  if (typeof body.token === "string" && body.token !== "") {
    order = orderOfToken(e.app, body.token)
    if (!order) throw new BadRequestError(MESSAGES.badLink)
  } else if (e.auth && !e.auth.isSuperuser() && typeof body.order === "string" && body.order !== "") {
    try {
      order = e.app.findRecordById("orders", body.order)
    } catch {
      order = null
    }
    if (!order || order.getString("user") !== e.auth.id) throw new ForbiddenError(MESSAGES.notYours)
  } else {
    throw new BadRequestError(MESSAGES.who)
  }
  if (order.getString("status") !== "delivered") throw new BadRequestError(MESSAGES.notDelivered)
  return order
}

/**
 * The order's pieces, each with whether it was reviewed already (for the form page).
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function piecesOf(app, order) {
  /** @type {Array<{ id?: string, name?: string }>} */
  const items = require(`${__hooks}/lib/json-fields.js`).jsonField(order, "items", [])
  const reviewed = app
    .findRecordsByFilter("reviews", "order = {:order}", "", 100, 0, { order: order.id })
    .map((r) => r.getString("product"))
  /** @type {{ [id: string]: boolean }} */
  const seen = {}
  /** @type {Array<{ product: string, name: string, reviewed: boolean }>} */
  const pieces = []
  for (const item of items) {
    const id = String(item.id || "")
    if (!id || seen[id]) continue
    seen[id] = true
    pieces.push({ product: id, name: String(item.name || ""), reviewed: reviewed.indexOf(id) !== -1 })
  }
  return pieces
}

/**
 * Writes a pending review, or throws the French refusal (a field error where there is a field).
 * @param {core.RequestEvent} e
 */
function submit(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  const body = e.requestInfo().body || {}
  const order = reviewableOrder(e, body)
  const product = typeof body.product === "string" ? body.product : ""
  if (order.getStringSlice("products").indexOf(product) === -1)
    throw shop.fieldError(BadRequestError, "product", "shop_review_product", MESSAGES.notInOrder)
  const rating = Number(body.rating)
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw shop.fieldError(BadRequestError, "rating", "shop_review_rating", MESSAGES.rating)
  const text = typeof body.text === "string" ? body.text.trim() : ""
  if (text === "" || text.length > TEXT_MAX) throw shop.fieldError(BadRequestError, "text", "shop_review_text", MESSAGES.text)
  const title = typeof body.title === "string" ? body.title.trim() : ""
  if (title.length > TITLE_MAX) throw shop.fieldError(BadRequestError, "title", "shop_review_title", MESSAGES.title)

  /** @type {core.Record | null} */
  let saved = null
  e.app.runInTransaction((txApp) => {
    const existing = txApp.findRecordsByFilter("reviews", "order = {:order} && product = {:product}", "", 1, 0, {
      order: order.id,
      product: product,
    })
    if (existing.length > 0) return
    const review = new Record(txApp.findCollectionByNameOrId("reviews"))
    review.set("product", product)
    review.set("order", order.id)
    review.set("author", order.getString("user"))
    review.set("author_name", publicName(order.getString("customer_name")))
    review.set("rating", rating)
    review.set("title", title)
    review.set("text", text)
    review.set("experienced_at", deliveredAt(txApp, order))
    review.set("status", "pending")
    try {
      txApp.save(review)
    } catch {
      return // a parallel submission won the unique index
    }
    saved = review
  })
  if (!saved) throw new BadRequestError(MESSAGES.already)
  const review = /** @type {core.Record} */ (saved)
  return { id: review.id, status: "pending", product: product }
}

/**
 * What the shop sets on a moderation (the model hook of reviews.pb.js): the publication and reply
 * dates, a reason only for a refusal. Returns true when the author must be told of a refusal.
 * @param {core.Record} record
 */
function applyModeration(record) {
  const original = record.original()
  const status = record.getString("status")
  const reason = record.getString("refusal_reason")
  if (status === "refused" && !reason)
    throw new BadRequestError(MESSAGES.reasonRequired, {
      refusal_reason: new ValidationError("shop_review_reason", MESSAGES.reasonRequired),
    })
  if (status !== "refused" && reason)
    throw new BadRequestError(MESSAGES.reasonOnlyWhenRefused, {
      refusal_reason: new ValidationError("shop_review_reason", MESSAGES.reasonOnlyWhenRefused),
    })
  const now = require(`${__hooks}/lib/time.js`).dbDate()
  if (status === "published" && !record.getString("published_at")) record.set("published_at", now)
  if (status !== "published") record.set("published_at", "")
  const reply = record.getString("reply").trim()
  if (reply !== original.getString("reply").trim()) {
    if (reply && status !== "published")
      throw new BadRequestError(MESSAGES.replyUnpublished, { reply: new ValidationError("shop_review_reply", MESSAGES.replyUnpublished) })
    record.set("reply", reply)
    record.set("replied_at", reply ? now : "")
  }
  return status === "refused" && original.getString("status") !== "refused"
}

/**
 * Queues the refused review's mail to its author (the order's e-mail). Never throws.
 * @param {CoreApp} app
 * @param {core.Record} review
 */
function queueRefusalMail(app, review) {
  try {
    const order = app.findRecordById("orders", review.getString("order"))
    const product = app.findRecordById("products", review.getString("product"))
    const email = order.getString("email")
    if (!email) return []
    const mail = require(`${__hooks}/lib/mail.js`)
    const templates = require(`${__hooks}/lib/mail-templates.js`)
    const key = /** @type {keyof typeof REFUSAL_REASONS} */ (review.getString("refusal_reason"))
    const content = templates.reviewRefused(
      { author_name: order.getString("customer_name"), product_name: product.getString("name"), reason: REFUSAL_REASONS[key] || "" },
      mail.mailContext(app),
    )
    return [mail.queue(app, Object.assign(content, { to: email, kind: "review_refused", ref: "reviews/" + review.id }))]
  } catch (error) {
    app.logger().error("review refusal mail not queued", "review", review.id, "error", String(error))
    return []
  }
}

/**
 * The notice shown beside the reviews (L. 111-7-2; D. 111-17 1° near the reviews, 2° and D. 111-18
 * in the section it opens), as data: the page renders it.
 */
function notice() {
  return {
    checked:
      "Avis vérifiés : seuls les clients dont la commande contenant ce bijou a été livrée peuvent donner leur avis, par le lien personnel reçu par e-mail après la livraison ou depuis leur compte. Chaque avis est lu par la boutique avant sa publication.",
    dates: "Chaque avis indique sa date de publication et la date de l’expérience (la livraison de la commande).",
    order: "Les avis sont classés du plus récent au plus ancien, par date de publication.",
    section: [
      "Aucune contrepartie n’est offerte en échange d’un avis, qu’il soit positif ou négatif.",
      "Un avis est publié ou refusé dans les " +
        PUBLICATION_DAYS +
        " jours suivant son dépôt ; il reste en ligne " +
        KEPT_YEARS +
        " ans au plus.",
      "La boutique vérifie l’achat et la livraison ; elle ne modifie jamais un avis. Elle peut y répondre publiquement, et contacter son auteur à l’adresse e-mail de sa commande.",
      "Un avis ne peut plus être modifié une fois déposé ; son auteur peut demander sa suppression en écrivant à la boutique.",
    ],
    refusalReasons: Object.keys(REFUSAL_REASONS).map((key) => ({
      key: key,
      label: REFUSAL_REASONS[/** @type {keyof typeof REFUSAL_REASONS} */ (key)],
    })),
    publicationDays: PUBLICATION_DAYS,
    keptYears: KEPT_YEARS,
  }
}

const MODERATION_PAGE = 50
/** The product page's reviews per page (as REVIEWS_PAGE in src/features/catalogue/api/reviews-api.ts). */
const PUBLIC_PAGE = 50

/**
 * GET /api/shop/products/{id}/reviews?page=N: what the product page shows of its reviews, in one
 * answer read with server queries (docs/adr/0112): the records API sleeps up to 0.5 s on an empty
 * filtered list after the 3rd in 3 s from one address, and most products have no review. The
 * product must be one the products' view rule lets the requester see (else 404, as the records API).
 * @param {core.RequestEvent} e
 */
function productReviews(e) {
  /** @type {core.Record | null} */
  let product = null
  try {
    product = e.app.findRecordById("products", e.request.pathValue("id"))
  } catch {
    product = null
  }
  if (!product || !e.app.canAccessRecord(product, e.requestInfo(), product.collection().viewRule)) {
    throw new NotFoundError(MESSAGES.noProduct)
  }
  const page = Math.max(1, Math.floor(Number(e.request.url.query().get("page")) || 1))
  // The product_ratings view's figures, and the count the pages need, in one query.
  const figures = /** @type {Array<{ count: number, average: number }>} */ (
    /** @type {unknown} */ (arrayOf(new DynamicModel({ count: 0, average: -0 })))
  )
  e.app
    .db()
    .newQuery(
      "SELECT COUNT(id) AS count, COALESCE(ROUND(AVG(rating), 1), 0) AS average FROM reviews WHERE product = {:product} AND status = 'published'",
    )
    .bind({ product: product.id })
    .all(figures)
  const count = figures.length > 0 ? figures[0].count : 0
  const records =
    count > (page - 1) * PUBLIC_PAGE
      ? e.app.findRecordsByFilter(
          "reviews",
          "product = {:product} && status = 'published'",
          "-published_at",
          PUBLIC_PAGE,
          (page - 1) * PUBLIC_PAGE,
          {
            product: product.id,
          },
        )
      : []
  // The records API's public fields (`order` and `author` are hidden), nothing else.
  const items = records.map((review) => ({
    id: review.id,
    author_name: review.getString("author_name"),
    rating: review.getInt("rating"),
    title: review.getString("title"),
    text: review.getString("text"),
    experienced_at: review.getString("experienced_at"),
    published_at: review.getString("published_at"),
    reply: review.getString("reply"),
    replied_at: review.getString("replied_at"),
  }))
  return {
    // The same answer for everyone only when anyone may see the product.
    public: product.getBool("published") && !product.getBool("exclusive"),
    body: {
      items: items,
      page: page,
      totalPages: Math.ceil(count / PUBLIC_PAGE),
      rating: count > 0 ? { count: count, average: figures[0].average } : null,
      notice: notice(),
    },
  }
}

/**
 * A page of reviews for the moderation screen, newest first, optionally of one status, with what the
 * records API hides from everyone but superusers: the order (id, number, e-mail) and the product.
 * @param {CoreApp} app
 * @param {string} status "", "pending", "published" or "refused"
 * @param {number} page from 1
 */
function moderationPage(app, status, page) {
  const valid = ["pending", "published", "refused"].indexOf(status) !== -1
  const filter = valid ? "status = {:status}" : ""
  const at = Math.max(1, Math.floor(page))
  const total = app.countRecords("reviews", ...(valid ? [$dbx.hashExp({ status: status })] : []))
  const records = app.findRecordsByFilter("reviews", filter, "-created", MODERATION_PAGE, (at - 1) * MODERATION_PAGE, { status: status })
  const items = records.map((review) => {
    /** @type {core.Record | null} */
    let order = null
    /** @type {core.Record | null} */
    let product = null
    try {
      order = app.findRecordById("orders", review.getString("order"))
      product = app.findRecordById("products", review.getString("product"))
    } catch {
      // a deleted order or product takes its reviews (cascade): nothing to show
    }
    return {
      id: review.id,
      status: review.getString("status"),
      rating: review.getInt("rating"),
      title: review.getString("title"),
      text: review.getString("text"),
      author_name: review.getString("author_name"),
      experienced_at: review.getString("experienced_at"),
      refusal_reason: review.getString("refusal_reason"),
      reply: review.getString("reply"),
      replied_at: review.getString("replied_at"),
      published_at: review.getString("published_at"),
      created: review.getString("created"),
      updated: review.getString("updated"),
      order: order
        ? { id: order.id, number: order.id.slice(0, 8), email: order.getString("email"), customer_name: order.getString("customer_name") }
        : null,
      product: product ? { id: product.id, name: product.getString("name"), slug: product.getString("slug") } : null,
    }
  })
  return { page: at, perPage: MODERATION_PAGE, totalItems: total, items: items }
}

/**
 * Records that the link's address wants no more review requests. True when the token is known.
 * @param {CoreApp} app
 * @param {string} token
 */
function optOut(app, token) {
  if (!token || typeof token !== "string") return false
  const found = app.findRecordsByFilter("review_requests", "token_hash = {:hash}", "", 1, 0, { hash: hashToken(token) })
  if (found.length === 0) return false
  const order = app.findRecordById("orders", found[0].getString("order"))
  const email = order.getString("email").toLowerCase()
  if (!email || optedOut(app, email)) return true
  const record = new Record(app.findCollectionByNameOrId("mail_opt_outs"))
  record.set("email", email)
  record.set("topic", "review_request")
  record.set("source", "review_request_link")
  try {
    app.save(record)
  } catch {
    // a parallel click saved it
  }
  return true
}

module.exports = {
  REFUSAL_REASONS,
  MESSAGES,
  DEFAULT_DAYS,
  publicName,
  requestDays,
  deliveredAt,
  askDue,
  orderOfToken,
  reviewableOrder,
  piecesOf,
  submit,
  applyModeration,
  queueRefusalMail,
  notice,
  moderationPage,
  productReviews,
  optOut,
}
