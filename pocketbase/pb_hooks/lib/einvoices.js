// Ready for the approved platform (issue 31, point 2; docs/adr/0133):
//  - the e-invoices of a period as a zip of their kept PDFs (the bytes as issued, docs/adr/0086);
//  - the queue that sends each new e-invoice to the platform (lib/einvoicing-platform.js), retries a
//    failed send later, reads the statuses back, and sends a rejected one again on « Renvoyer »: one
//    `einvoice_submissions` row per document (unique index), claimed in a transaction before it is
//    sent, so that two runs at once never send a document twice;
//  - e-reporting: the B2C sales of a period per Paris day and VAT rate, from SQL sums of the stored
//    document amounts (`doc_*`, docs/adr/0122), as a CSV like the accounting export (docs/adr/0052).
// Not a hook file: loaded with require() by einvoices.pb.js.

/** The most documents in one zip, and bytes: a period with more is asked again in parts. */
const MAX_DOCUMENTS = 500
const MAX_BYTES = 25 * 1024 * 1024
/** The most documents one run sends, and statuses it reads. */
const SEND_BATCH = 20
const POLL_BATCH = 50
/** A claim older than this (a run that died while sending) may be taken again (the idempotency key covers it). */
const STALE_CLAIM_MS = 10 * 60 * 1000
/** Minutes before the next try after the 1st, 2nd… failed send. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 240]
/** Documents issued from this Paris day on go to the platform (EINVOICING_PLATFORM_SINCE overrides). */
const DEFAULT_SINCE = "2026-09-01"

const MESSAGES = {
  adminOnly: "Seul un administrateur de la boutique peut consulter les factures électroniques.",
  tooMany: (/** @type {number} */ cap) =>
    "La période compte plus de " + cap + " factures et avoirs électroniques : choisissez une période plus courte.",
  none: "Aucune facture électronique sur cette période.",
  tooLarge: "Les factures électroniques de la période dépassent 25 Mo : choisissez une période plus courte.",
  notFound: "Cet envoi est introuvable.",
  notRejected: "Seule une facture rejetée par la plateforme peut être renvoyée.",
  orderNotFound: "Cette commande est introuvable.",
}

const RECORD_ID = /^[a-z0-9]{15}$/

function time() {
  return require(`${__hooks}/lib/time.js`)
}

function platform() {
  return require(`${__hooks}/lib/einvoicing-platform.js`)
}

function accounting() {
  return require(`${__hooks}/lib/accounting-export.js`)
}

/**
 * Whether an order's invoice and credit notes are e-invoices (docs/adr/0133): THE ONE SWITCH. A sale to
 * a French business whose documents are Factur-X (lib/facturx.js `needsFacturx`, docs/adr/0130): the
 * platform takes those; a consumer's Factur-X invoice (the identity's « toutes les factures ») is
 * e-reported, not e-invoiced. The SQL below keeps its `o.b2b` pre-filter.
 * @param {CoreApp} app
 * @param {core.Record} order
 */
function isEinvoice(app, order) {
  return order.getBool("b2b") && require(`${__hooks}/lib/facturx.js`).needsFacturx(app, order)
}

/** @param {core.RequestEvent} e */
function requireAdmin(e) {
  if (!require(`${__hooks}/lib/shop.js`).isAdmin(e.auth)) throw new ForbiddenError(MESSAGES.adminOnly)
}

/**
 * `?from=&to=` (Paris days, at most a year, as the accounting export): the instants [start, end).
 * @param {core.RequestEvent} e
 */
function periodOf(e) {
  const acc = accounting()
  const query = e.request.url.query()
  const from = String(query.get("from") || "")
  const to = String(query.get("to") || "")
  if (!acc.validDay(from) || !acc.validDay(to) || to < from) throw new BadRequestError(acc.MESSAGES.badRange)
  if ((Date.parse(to) - Date.parse(from)) / 86400000 >= acc.MAX_DAYS) throw new BadRequestError(acc.MESSAGES.tooLong)
  return {
    from,
    to,
    start: time().dbDate(time().parisMidnight(from)),
    end: time().dbDate(time().parisMidnight(acc.nextDay(to))),
  }
}

/**
 * A document's PDF as kept (docs/adr/0086): drawn and stored at its first reading, as its own
 * route serves it (lib/invoice.js serveInvoice, lib/credit-note-pdf.js serveCreditNote).
 * @param {CoreApp} app
 * @param {"invoice" | "credit_note"} kind
 * @param {core.Record} record the order (invoice) or the credit note
 * @param {core.Record} order
 * @returns {number[]}
 */
function keptBytes(app, kind, record, order) {
  const inv = require(`${__hooks}/lib/invoice.js`)
  if (kind === "invoice") {
    return inv.keptPdf(app, "orders", order.id, "invoice_pdf", "facture-" + order.getString("invoice_number") + ".pdf", inv.invoicePdf)
  }
  const notes = require(`${__hooks}/lib/credit-note-pdf.js`)
  return inv.keptPdf(app, "credit_notes", record.id, "pdf", "avoir-" + record.getString("number") + ".pdf", (txApp, current) =>
    notes.creditNotePdf(txApp, current, order),
  )
}

/**
 * The e-invoices issued in [start, end): invoices by `invoiced_at`, credit notes by `issued_at`.
 * @param {CoreApp} app
 * @param {string} start
 * @param {string} end
 * @param {number} cap at most this many (one more tells the caller there are more)
 */
function documentsOf(app, start, end, cap) {
  /** @type {Array<{ kind: "invoice" | "credit_note", record: core.Record, order: core.Record, number: string, at: string }>} */
  const out = []
  const orders = app.findRecordsByFilter(
    "orders",
    "invoice_number != '' && b2b = true && invoiced_at >= {:start} && invoiced_at < {:end}",
    "invoiced_at",
    cap + 1,
    0,
    { start, end },
  )
  for (const order of orders) {
    if (isEinvoice(app, order)) {
      out.push({ kind: "invoice", record: order, order, number: order.getString("invoice_number"), at: order.getString("invoiced_at") })
    }
  }
  const notes = app.findRecordsByFilter(
    "credit_notes",
    "status = 'issued' && order.b2b = true && issued_at >= {:start} && issued_at < {:end}",
    "issued_at",
    cap + 1,
    0,
    { start, end },
  )
  for (const note of notes) {
    const order = app.findRecordById("orders", note.getString("order"))
    if (isEinvoice(app, order))
      out.push({ kind: "credit_note", record: note, order, number: note.getString("number"), at: note.getString("issued_at") })
  }
  return out
}

/**
 * A kept PDF's CRC-32, computed once per document and process: a document of record never changes
 * (docs/adr/0086), and PocketBase's JS engine reads about 1 MB of bytes a second (docs/adr/0133).
 * @param {CoreApp} app
 * @param {string} key
 * @param {ArrayLike<number>} bytes
 */
function cachedCrc(app, key, bytes) {
  const store = app.store()
  const known = store.get("einvoice-crc:" + key)
  if (typeof known === "number" && known >= 0) return known
  const crc = require(`${__hooks}/lib/zip.js`).crc32(bytes)
  store.set("einvoice-crc:" + key, crc)
  return crc
}

/**
 * GET /api/shop/admin/einvoices.zip?from=YYYY-MM-DD&to=YYYY-MM-DD — admins: the period's e-invoices
 * (invoices and credit notes) as a zip of their kept PDFs, `F2026-00012.pdf`, `AV2026-00003.pdf`;
 * at most MAX_DOCUMENTS documents and MAX_BYTES bytes. Written to the response part by part, each PDF's
 * bytes as read from storage (never copied in JavaScript).
 * @param {core.RequestEvent} e
 */
function serveZip(e) {
  requireAdmin(e)
  const period = periodOf(e)
  const documents = documentsOf(e.app, period.start, period.end, MAX_DOCUMENTS)
  if (documents.length > MAX_DOCUMENTS) throw new BadRequestError(MESSAGES.tooMany(MAX_DOCUMENTS))
  if (documents.length === 0) throw new NotFoundError(MESSAGES.none)
  let total = 0
  const entries = documents.map((doc) => {
    const bytes = keptBytes(e.app, doc.kind, doc.record, doc.order)
    total += bytes.length
    if (total > MAX_BYTES) throw new BadRequestError(MESSAGES.tooLarge)
    const paris = time().parisDate(doc.at)
    return {
      // A number is the shop's own (letters, digits, dashes): safe as a file name.
      name: doc.number.replace(/[^A-Za-z0-9._-]/g, "_") + ".pdf",
      bytes,
      date: paris || undefined,
    }
  })
  for (let i = 0; i < entries.length; i++) {
    Object.assign(entries[i], { crc: cachedCrc(e.app, documents[i].kind + ":" + documents[i].record.id, entries[i].bytes) })
  }
  const archive = require(`${__hooks}/lib/zip.js`).zipParts(entries)
  const headers = e.response.header()
  headers.set("Content-Type", "application/zip")
  headers.set("Content-Length", String(archive.size))
  headers.set("Content-Disposition", 'attachment; filename="factures-electroniques-' + period.from + "-au-" + period.to + '.zip"')
  headers.set("Cache-Control", "private, no-store")
  e.response.writeHeader(200)
  for (const part of archive.parts) e.response.write(/** @type {number[]} */ (part))
  return null
}

// ---------------------------------------------------------------------------------------------
// The platform's queue.

function sinceDay() {
  const day = String($os.getenv("EINVOICING_PLATFORM_SINCE") || "").trim()
  return accounting().validDay(day) ? day : DEFAULT_SINCE
}

/**
 * A row for each e-invoice issued since `sinceDay()` that has none yet (demonstration payments' documents,
 * DEMO-F…, never go to a platform). A run racing another may
 * find the row just made by it: the unique index refuses the second, which is then left alone.
 * @param {CoreApp} app
 */
function enqueue(app) {
  const since = time().dbDate(time().parisMidnight(sinceDay()))
  const collection = app.findCollectionByNameOrId("einvoice_submissions")
  /** @type {Array<{ kind: "invoice" | "credit_note", id: string, order: string, number: string }>} */
  const found = []
  const rows = arrayOf(new DynamicModel({ kind: "", id: "", order: "", number: "" }))
  app
    .db()
    .newQuery(
      "SELECT 'invoice' AS kind, o.id AS id, o.id AS `order`, o.invoice_number AS number FROM orders o " +
        "WHERE o.invoice_number != '' AND o.b2b AND o.payment_mode != 'demo' AND o.invoiced_at >= {:since} AND NOT EXISTS (SELECT 1 FROM einvoice_submissions s " +
        "WHERE s.kind = 'invoice' AND s.document = o.id) " +
        "UNION ALL SELECT 'credit_note', n.id, n.`order`, n.number FROM credit_notes n JOIN orders o ON o.id = n.`order` " +
        "WHERE n.status = 'issued' AND o.b2b AND o.payment_mode != 'demo' AND n.issued_at >= {:since} AND NOT EXISTS (SELECT 1 FROM einvoice_submissions s " +
        "WHERE s.kind = 'credit_note' AND s.document = n.id) LIMIT 500",
    )
    .bind({ since })
    .all(rows)
  for (const row of rows) found.push({ kind: row.kind, id: row.id, order: row.order, number: row.number })
  let queued = 0
  for (const doc of found) {
    const order = app.findRecordById("orders", doc.order)
    if (!isEinvoice(app, order)) continue
    const record = new Record(collection)
    record.set("kind", doc.kind)
    record.set("document", doc.id)
    record.set("order", doc.order)
    record.set("number", doc.number)
    record.set("status", "pending")
    record.set("attempts", 0)
    record.set("resends", 0)
    try {
      app.save(record)
      queued++
    } catch {
      // Made by a run at the same time (the unique index on kind + document).
    }
  }
  return queued
}

/**
 * Takes the row for this run if it is due (pending and its time come, or claimed by a run that died).
 * Inside one transaction (PocketBase's single writer) the row is read again: of two runs at once,
 * one claims it, the other finds it taken.
 * @param {CoreApp} app
 * @param {string} id
 * @returns {core.Record | null}
 */
function claim(app, id) {
  /** @type {core.Record | null} */
  let claimed = null
  app.runInTransaction((txApp) => {
    const row = txApp.findRecordById("einvoice_submissions", id)
    const now = Date.now()
    const status = row.getString("status")
    const next = time().parseDate(row.getString("next_attempt_at"))
    const claimedAt = time().parseDate(row.getString("claimed_at"))
    const due = status === "pending" && (next === null || next.getTime() <= now)
    const stale = status === "sending" && (claimedAt === null || claimedAt.getTime() < now - STALE_CLAIM_MS)
    if (!due && !stale) return
    row.set("status", "sending")
    row.set("claimed_at", time().dbDate(now))
    txApp.save(row)
    claimed = row
  })
  return claimed
}

/**
 * Sends one claimed row's document, and records the platform's answer, or the failure and when to try again.
 * @param {CoreApp} app
 * @param {core.Record} row
 */
function sendRow(app, row) {
  const kind = /** @type {"invoice" | "credit_note"} */ (row.getString("kind"))
  try {
    const order = app.findRecordById("orders", row.getString("order"))
    const record = kind === "invoice" ? order : app.findRecordById("credit_notes", row.getString("document"))
    const number = row.getString("number")
    const answer = platform().send(app, {
      kind,
      id: record.id,
      number,
      order: order.id,
      issuedAt: kind === "invoice" ? order.getString("invoiced_at") : record.getString("issued_at"),
      filename: number.replace(/[^A-Za-z0-9._-]/g, "_") + ".pdf",
      bytes: keptBytes(app, kind, record, order),
      // The same document sent again after a crash is deposited once; a resend is a new deposit.
      idempotencyKey: kind + "-" + record.id + "-" + row.getInt("resends"),
    })
    row.set("platform_id", answer.id)
    row.set("status", answer.status)
    row.set("reason", answer.status === "rejected" ? answer.reason.slice(0, 1000) : "")
    row.set("sent_at", time().dbDate())
    row.set("polled_at", time().dbDate())
    row.set("last_error", "")
    row.set("next_attempt_at", "")
    app.save(row)
    return true
  } catch (error) {
    const attempts = row.getInt("attempts") + 1
    const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1]
    row.set("status", "pending")
    row.set("attempts", attempts)
    row.set("last_error", String(error).slice(0, 500))
    row.set("next_attempt_at", time().dbDate(Date.now() + minutes * 60000))
    app.save(row)
    if (!platform().isUnavailable(error)) console.error("einvoices: send " + row.id + ": " + error)
    return false
  }
}

/**
 * Sends the rows that are due (or only `ids`), each claimed first.
 * @param {CoreApp} app
 * @param {string[]} [ids]
 */
function sendDue(app, ids) {
  const now = time().dbDate()
  const stale = time().dbDate(Date.now() - STALE_CLAIM_MS)
  const candidates = ids
    ? ids
    : app
        .findRecordsByFilter(
          "einvoice_submissions",
          "(status = 'pending' && (next_attempt_at = '' || next_attempt_at <= {:now})) || (status = 'sending' && claimed_at < {:stale})",
          "created",
          SEND_BATCH,
          0,
          { now, stale },
        )
        .map((row) => row.id)
  let sent = 0
  let failed = 0
  for (const id of candidates) {
    const row = claim(app, id)
    if (!row) continue
    if (sendRow(app, row)) sent++
    else failed++
  }
  return { sent, failed }
}

/**
 * Reads the statuses of the documents the platform holds (déposée → encaissée or rejetée), the
 * longest unread first.
 * @param {CoreApp} app
 */
function poll(app) {
  let changed = 0
  const rows = app.findRecordsByFilter("einvoice_submissions", "status = 'deposited' && platform_id != ''", "polled_at", POLL_BATCH, 0)
  for (const row of rows) {
    let answer
    try {
      answer = platform().status(app, row.getString("platform_id"))
    } catch (error) {
      console.error("einvoices: status " + row.id + ": " + error)
      continue
    }
    app.runInTransaction((txApp) => {
      const current = txApp.findRecordById("einvoice_submissions", row.id)
      // A resend since: this answer is about the earlier deposit.
      if (current.getString("status") !== "deposited" || current.getString("platform_id") !== row.getString("platform_id")) return
      if (answer.status !== "deposited") changed++
      current.set("status", answer.status)
      current.set("reason", answer.status === "rejected" ? answer.reason.slice(0, 1000) : "")
      current.set("polled_at", time().dbDate())
      txApp.save(current)
    })
  }
  return changed
}

/**
 * One run of the queue (the cron's, or POST /api/shop/admin/einvoices/run): nothing without a platform.
 * @param {CoreApp} app
 */
function run(app) {
  if (!platform().configured()) return { configured: false, queued: 0, sent: 0, failed: 0, changed: 0 }
  const queued = enqueue(app)
  const { sent, failed } = sendDue(app)
  const changed = poll(app)
  return { configured: true, queued, sent, failed, changed }
}

/**
 * POST /api/shop/admin/einvoices/run — admins: one run now.
 * @param {core.RequestEvent} e
 */
function serveRun(e) {
  requireAdmin(e)
  return e.json(200, run(e.app))
}

/**
 * POST /api/shop/admin/einvoices/{id}/resend — admins: a rejected document sent again (the same row;
 * the rejected deposit kept in `history`), at once.
 * @param {core.RequestEvent} e
 */
function serveResend(e) {
  requireAdmin(e)
  if (!platform().configured()) throw new BadRequestError(platform().MESSAGES.notConfigured + ".")
  const id = e.request.pathValue("id")
  if (!RECORD_ID.test(id)) throw new NotFoundError(MESSAGES.notFound)
  e.app.runInTransaction((txApp) => {
    let row
    try {
      row = txApp.findRecordById("einvoice_submissions", id)
    } catch {
      throw new NotFoundError(MESSAGES.notFound)
    }
    if (row.getString("status") !== "rejected") throw new BadRequestError(MESSAGES.notRejected)
    /** @type {object[]} */
    const history = require(`${__hooks}/lib/json-fields.js`).jsonField(row, "history", []).slice()
    history.push({
      platform_id: row.getString("platform_id"),
      status: "rejected",
      reason: row.getString("reason"),
      sent_at: row.getString("sent_at"),
      resent_at: time().dbDate(),
      by: e.auth ? e.auth.id : "",
    })
    row.set("history", history.slice(-20))
    row.set("status", "pending")
    row.set("platform_id", "")
    row.set("attempts", 0)
    row.set("next_attempt_at", "")
    row.set("resends", row.getInt("resends") + 1)
    txApp.save(row)
  })
  sendDue(e.app, [id])
  return e.json(200, submissionView(e.app.findRecordById("einvoice_submissions", id)))
}

/** @param {core.Record} row */
function submissionView(row) {
  const status = /** @type {keyof typeof import("./einvoicing-platform.js").LABELS} */ (row.getString("status"))
  return {
    id: row.id,
    kind: row.getString("kind"),
    document: row.getString("document"),
    number: row.getString("number"),
    status,
    label: platform().LABELS[status] || status,
    reason: row.getString("reason"),
    attempts: row.getInt("attempts"),
    resends: row.getInt("resends"),
    sent_at: row.getString("sent_at"),
    updated: row.getString("updated"),
  }
}

/**
 * GET /api/shop/admin/orders/{id}/einvoices — admins: whether the order's documents are e-invoices,
 * whether a platform is configured, and each document's submission.
 * @param {core.RequestEvent} e
 */
function serveOrder(e) {
  requireAdmin(e)
  const id = e.request.pathValue("id")
  let order
  try {
    order = RECORD_ID.test(id) ? e.app.findRecordById("orders", id) : null
  } catch {
    order = null
  }
  if (!order) throw new NotFoundError(MESSAGES.orderNotFound)
  const rows = e.app.findRecordsByFilter("einvoice_submissions", "order = {:order}", "created", 50, 0, { order: order.id })
  e.response.header().set("Cache-Control", "no-store")
  return e.json(200, {
    einvoice: isEinvoice(e.app, order),
    configured: platform().configured(),
    submissions: rows.map(submissionView),
  })
}

/**
 * GET /api/shop/admin/einvoicing — admins: whether a platform is configured, and how many e-invoices
 * are in each status (one SQL count), for the export screen.
 * @param {core.RequestEvent} e
 */
function serveSummary(e) {
  requireAdmin(e)
  const rows = arrayOf(new DynamicModel({ status: "", count: 0 }))
  e.app.db().newQuery("SELECT status, COUNT(*) AS count FROM einvoice_submissions GROUP BY status").all(rows)
  /** @type {{ [status: string]: number }} */
  const counts = { pending: 0, sending: 0, deposited: 0, rejected: 0, paid: 0 }
  for (const row of rows) counts[String(row.status)] = Number(row.count) || 0
  e.response.header().set("Cache-Control", "no-store")
  return e.json(200, { configured: platform().configured(), counts })
}

// ---------------------------------------------------------------------------------------------
// E-reporting.

/** A DynamicModel column read as a float. */
const FLOAT = 0.5

const REPORT_HEADER = ["Date", "Taux de TVA", "Factures", "Avoirs", "Montant HT", "TVA", "Montant TTC"]

/**
 * The B2C sales of [start, end) per Paris day and VAT rate, in cents: each invoice on the day of its
 * `invoiced_at`, each credit note deducted on the day of its `issued_at`, their amounts as issued
 * (`doc_*`, docs/adr/0122). B2B orders are the platform's (e-invoicing), not e-reporting's; gift
 * cards sold are vouchers, not sales (docs/adr/0117).
 * @param {CoreApp} app
 * @param {{ from: string, to: string, start: string, end: string }} period
 */
function reportRows(app, period) {
  /** @type {{ [name: string]: unknown }} */
  const params = { start: period.start, end: period.end }
  const day = require(`${__hooks}/lib/figures.js`).parisDaySql("at", Number(period.from.slice(0, 4)), Number(period.to.slice(0, 4)), params)
  const rows = arrayOf(new DynamicModel({ day: "", rate: FLOAT, invoices: 0, notes: 0, ht: FLOAT, ttc: FLOAT }))
  app
    .db()
    .newQuery(
      "WITH docs AS (SELECT o.invoiced_at AS at, o.doc_rate AS rate, 1 AS inv, 0 AS note, o.doc_ht AS ht, o.doc_ttc AS ttc " +
        "FROM orders o WHERE o.invoice_number != '' AND o.invoiced_at >= {:start} AND o.invoiced_at < {:end} AND NOT o.b2b AND NOT o.doc_cards " +
        "UNION ALL SELECT n.issued_at, n.doc_rate, 0, 1, -n.doc_ht, -n.doc_ttc FROM credit_notes n JOIN orders o ON o.id = n.`order` " +
        "WHERE n.status = 'issued' AND n.issued_at >= {:start} AND n.issued_at < {:end} AND NOT o.b2b AND NOT n.doc_cards) " +
        "SELECT " +
        day +
        " AS day, rate, SUM(inv) AS invoices, SUM(note) AS notes, SUM(ht) AS ht, SUM(ttc) AS ttc FROM docs GROUP BY 1, 2 ORDER BY 1, 2",
    )
    .bind(params)
    .all(rows)
  return rows.map((row) => ({
    day: String(row.day),
    rate: Number(row.rate) || 0,
    invoices: Number(row.invoices) || 0,
    notes: Number(row.notes) || 0,
    ht: Math.round(Number(row.ht) || 0),
    ttc: Math.round(Number(row.ttc) || 0),
  }))
}

/**
 * GET /api/shop/admin/ereporting.csv?from=YYYY-MM-DD&to=YYYY-MM-DD — admins: the rows of `reportRows`,
 * then a total per rate, as a French spreadsheet opens it (lib/csv.js, as the accounting export).
 * @param {core.RequestEvent} e
 */
function serveReport(e) {
  requireAdmin(e)
  const period = periodOf(e)
  const acc = accounting()
  const rows = reportRows(e.app, period)
  /** @param {number} rate */
  const rateCell = (rate) => String(rate).replace(".", ",")
  /** @param {string} day */
  const dayCell = (day) => day.slice(8, 10) + "/" + day.slice(5, 7) + "/" + day.slice(0, 4)
  /** @type {{ [rate: string]: { rate: number, invoices: number, notes: number, ht: number, ttc: number } }} */
  const totals = {}
  /** @type {string[][]} */
  const lines = [REPORT_HEADER.map(acc.cell)]
  for (const row of rows) {
    lines.push([
      dayCell(row.day),
      rateCell(row.rate),
      String(row.invoices),
      String(row.notes),
      acc.amount(row.ht),
      acc.amount(row.ttc - row.ht),
      acc.amount(row.ttc),
    ])
    const total = totals[String(row.rate)] || (totals[String(row.rate)] = { rate: row.rate, invoices: 0, notes: 0, ht: 0, ttc: 0 })
    total.invoices += row.invoices
    total.notes += row.notes
    total.ht += row.ht
    total.ttc += row.ttc
  }
  const byRate = Object.keys(totals)
    .map((key) => totals[key])
    .sort((a, b) => a.rate - b.rate)
  for (const total of byRate) {
    lines.push([
      "Total",
      rateCell(total.rate),
      String(total.invoices),
      String(total.notes),
      acc.amount(total.ht),
      acc.amount(total.ttc - total.ht),
      acc.amount(total.ttc),
    ])
  }
  const body = require(`${__hooks}/lib/csv.js`).csvDocument(lines)
  e.response.header().set("Content-Disposition", 'attachment; filename="e-reporting-' + period.from + "-au-" + period.to + '.csv"')
  e.response.header().set("Cache-Control", "no-store")
  return e.blob(200, "text/csv; charset=utf-8", toBytes(body))
}

module.exports = {
  MESSAGES,
  MAX_DOCUMENTS,
  isEinvoice,
  serveZip,
  serveRun,
  serveResend,
  serveOrder,
  serveSummary,
  serveReport,
  run,
  reportRows,
}
