// The shop's health (docs/adr/0141-the-owner-is-told-when-something-is-wrong.md): what the owner's page
// /dashboard/sante shows (GET /api/shop/admin/health) and what the alert cron e-mails to the shop —
// the mail queue, Stripe's webhook deliveries, the last backup, the data directory's disk, PocketBase's
// version. Figures are SQL aggregates (never a loop over a collection); what PocketBase does not keep
// itself (webhook deliveries refused, backups that failed, alerts already sent) is a small JSON value
// in PocketBase's own `_params` table, written in a transaction (a read-modify-write at a time).
// Not a hook file: require(`${__hooks}/lib/health.js`) inside handlers (health.pb.js, checkout.pb.js).

/** An alert is sent when a pending mail waits longer than this (the queue retries after 1, 5 and 15 minutes). */
const MAIL_STALL_MINUTES = 30
/** A Stripe payment with no webhook received since for this long: webhooks stopped arriving. */
const WEBHOOK_SILENCE_MINUTES = 30
/** How far back payments are looked at for a missing webhook (Stripe retries a delivery for three days). */
const WEBHOOK_LOOKBACK_DAYS = 3
/** The newest backup older than this is too old (a nightly backup, and six hours of slack). */
const BACKUP_MAX_AGE_HOURS = 30
/** A problem still there is e-mailed again after this long (at most one alert of a kind a day). */
const ALERT_REPEAT_HOURS = 24
/** Failed mails and refused webhook deliveries of this many last hours count. */
const RECENT_HOURS = 24
/** Free space on the data directory's disk: below either, orange; below either critical one, red. */
const DISK_WARNING = { bytes: 3 * 1024 * 1024 * 1024, ratio: 0.1 }
const DISK_CRITICAL = { bytes: 1024 * 1024 * 1024, ratio: 0.05 }
/** The webhook failures kept (newest first): the page counts those of the last day among them. */
const WEBHOOK_FAILURES_KEPT = 50

/** `_params` rows of the shop's own (PocketBase keeps its settings there under `settings`). */
const KEYS = {
  webhooks: "shop_health_webhooks",
  backups: "shop_health_backups",
  alerts: "shop_health_alerts",
  orphans: "shop_health_orphan_payments",
}
/** The payments without an order named in the problem's sentence (the count says the rest). */
const ORPHANS_NAMED = 3
const ORPHANS_KEPT = 50

/**
 * The areas e-mailed to the shop when one of their problems is red.
 * @type {Array<"backups" | "mail" | "webhooks">}
 */
const ALERT_AREAS = ["backups", "mail", "webhooks"]

/**
 * Red on the page, never e-mailed: no SMTP at all (an e-mail saying so could not leave); no backup
 * yet (a new shop has none until its first night; one that fails is `backup_failed`).
 */
const PAGE_ONLY = ["mail_not_configured", "backup_none"]

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS

function time() {
  return require(`${__hooks}/lib/time.js`)
}

/**
 * The JSON value of a `_params` row of ours ({} when there is none or it is unreadable).
 * @param {CoreApp} app
 * @param {string} key
 * @returns {any}
 */
function readState(app, key) {
  const row = new DynamicModel({ value: "" })
  try {
    app.db().newQuery("SELECT value FROM _params WHERE id = {:id}").bind({ id: key }).one(row)
    const value = JSON.parse(String(row.value || "{}"))
    return value && typeof value === "object" ? value : {}
  } catch {
    return {}
  }
}

/**
 * @param {CoreApp} app
 * @param {string} key
 * @param {unknown} value
 */
function writeState(app, key, value) {
  const now = time().dbDate()
  app
    .db()
    .newQuery(
      "INSERT INTO _params (id, value, created, updated) VALUES ({:id}, {:value}, {:now}, {:now}) " +
        "ON CONFLICT(id) DO UPDATE SET value = {:value}, updated = {:now}",
    )
    .bind({ id: key, value: JSON.stringify(value), now: now })
    .execute()
}

/**
 * Changes a value of ours in a transaction: two writers never lose each other's change.
 * @param {CoreApp} app
 * @param {string} key
 * @param {(state: any) => void} change
 */
function updateState(app, key, change) {
  app.runInTransaction((tx) => {
    const state = readState(tx, key)
    change(state)
    writeState(tx, key, state)
  })
}

/** @param {unknown} error */
function errorText(error) {
  const message = error && typeof error === "object" ? /** @type {{ message?: unknown }} */ (error).message : undefined
  return String(message || error || "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300)
}

/**
 * A delivery of Stripe's webhook that was refused (bad signature, not configured, unreadable) or
 * whose handling failed (checkout.pb.js). Never throws: the delivery's own answer must not change.
 * @param {CoreApp} app
 * @param {unknown} error
 */
function recordWebhookFailure(app, error) {
  try {
    // Not `instanceof ApiError`: the error comes from another module's context (checkout.pb.js).
    const code = error && typeof error === "object" ? /** @type {{ status?: unknown }} */ (error).status : undefined
    const status = typeof code === "number" && code > 0 ? code : 500
    const failure = { at: new Date().toISOString(), status: status, message: errorText(error) }
    updateState(app, KEYS.webhooks, (state) => {
      state.failures = [failure].concat(Array.isArray(state.failures) ? state.failures : []).slice(0, WEBHOOK_FAILURES_KEPT)
    })
  } catch (err) {
    console.error("health: webhook failure not recorded: " + err)
  }
}

/**
 * The succeeded Stripe payments, not refunded, whose checkout this database does not have: the shop
 * was restored from a backup older than them (docs/adr/0138), so no order can be made from them. The
 * reconciliation (lib/reconcile.js) writes its whole list on each run it could read Stripe: a payment
 * refunded since, or older than its window, leaves it. Never throws.
 * @param {CoreApp} app
 * @param {Array<{ id: string, amount: number, created: number }>} payments
 */
function recordOrphanPayments(app, payments) {
  try {
    updateState(app, KEYS.orphans, (state) => {
      state.payments = payments.slice(0, ORPHANS_KEPT)
      state.total = payments.length
    })
  } catch (err) {
    console.error("health: payments without order not recorded: " + err)
  }
}

/**
 * A backup that failed (health.pb.js's onBackupCreate: the dashboard's, `npm run backup`'s and the
 * scheduled ones all go through it). Never throws.
 * @param {CoreApp} app
 * @param {unknown} error
 */
function recordBackupFailure(app, error) {
  try {
    updateState(app, KEYS.backups, (state) => {
      state.lastError = { at: new Date().toISOString(), message: errorText(error) }
    })
  } catch (err) {
    console.error("health: backup failure not recorded: " + err)
  }
}

/** @param {unknown} text PocketBase's date text or ISO; null when empty. */
function iso(text) {
  const date = time().parseDate(text)
  return date ? date.toISOString() : null
}

/** @param {unknown} value */
function dateText(value) {
  return time().formatDateTimeLong(value)
}

/** @param {number} n @param {string} one @param {string} many */
function plural(n, one, many) {
  return n + " " + (n > 1 ? many : one)
}

/**
 * @typedef {{ area: "mail" | "webhooks" | "backups" | "disk", kind: string, level: "warning" | "critical", message: string }} HealthProblem
 */

/**
 * The mail queue: pending and failed mails, the oldest pending one's age, the last error.
 * @param {CoreApp} app
 * @param {number} now
 * @param {HealthProblem[]} problems
 */
function mailPart(app, now, problems) {
  const row = new DynamicModel({ pending: 0, failed: 0, failedRecent: 0, oldest: "", lastError: "" })
  app
    .db()
    .newQuery(
      "SELECT (SELECT COUNT(*) FROM mail_queue WHERE status = 'pending') AS pending, " +
        "(SELECT COUNT(*) FROM mail_queue WHERE status = 'failed') AS failed, " +
        "(SELECT COUNT(*) FROM mail_queue WHERE status = 'failed' AND updated >= {:recent}) AS failedRecent, " +
        "(SELECT COALESCE(MIN(created), '') FROM mail_queue WHERE status = 'pending') AS oldest, " +
        "(SELECT COALESCE(MAX(last_error), '') FROM (SELECT last_error FROM mail_queue WHERE status IN ('pending', 'failed') " +
        "AND last_error != '' ORDER BY updated DESC LIMIT 1)) AS lastError",
    )
    .bind({ recent: time().dbDate(now - RECENT_HOURS * HOUR_MS) })
    .one(row)
  const oldest = time().parseDate(row.oldest)
  const oldestPendingMinutes = oldest ? Math.max(0, Math.floor((now - oldest.getTime()) / MINUTE_MS)) : null
  const smtp = app.settings().smtp.enabled
  const part = {
    pending: row.pending,
    failed: row.failed,
    failedLastDay: row.failedRecent,
    oldestPendingMinutes: oldestPendingMinutes,
    lastError: row.lastError || null,
    smtpEnabled: smtp,
  }
  if (!smtp) {
    problems.push({
      area: "mail",
      kind: "mail_not_configured",
      level: "critical",
      message:
        "Aucun serveur d’envoi (SMTP) n’est réglé : les e-mails de la boutique ne partent pas. Faites régler les variables SMTP_* du serveur (README).",
    })
  }
  if (oldestPendingMinutes !== null && oldestPendingMinutes >= MAIL_STALL_MINUTES) {
    problems.push({
      area: "mail",
      kind: "mail_stalled",
      level: "critical",
      message:
        plural(row.pending, "e-mail attend", "e-mails attendent") +
        " de partir, le plus ancien depuis " +
        durationText(oldestPendingMinutes) +
        (row.lastError ? " (dernière erreur : « " + row.lastError.slice(0, 160) + " »)" : "") +
        " : vérifiez le serveur d’envoi (SMTP), puis « Renvoyer » dans E-mails.",
    })
  }
  if (row.failed > 0) {
    problems.push({
      area: "mail",
      kind: "mail_failed",
      level: row.failedRecent > 0 ? "critical" : "warning",
      message:
        plural(row.failed, "e-mail n’a", "e-mails n’ont") +
        " pas pu partir après tous les essais" +
        (row.failedRecent > 0 ? " (dont " + row.failedRecent + " depuis 24 h)" : "") +
        " : ouvrez E-mails pour les renvoyer, ou prévenez les clients concernés.",
    })
  }
  return part
}

/** @param {number} minutes */
function durationText(minutes) {
  if (minutes < 120) return plural(minutes, "minute", "minutes")
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return plural(hours, "heure", "heures")
  return plural(Math.floor(hours / 24), "jour", "jours")
}

/**
 * Stripe's webhook: the last event received, the deliveries refused or failed, and the Stripe
 * payments made since the last event (confirmed by the browser or the reconciliation alone).
 * @param {CoreApp} app
 * @param {number} now
 * @param {HealthProblem[]} problems
 */
function webhooksPart(app, now, problems) {
  const stripe = require(`${__hooks}/lib/stripe.js`)
  const mode = stripe.paymentMode()
  const configured = stripe.env("STRIPE_WEBHOOK_SECRET") !== ""
  const last = new DynamicModel({ last: "" })
  app.db().newQuery("SELECT COALESCE(MAX(created), '') AS last FROM stripe_events").one(last)
  // Every Stripe payment is told by a `payment_intent.succeeded` event, recorded after its order
  // (lib/webhook.js): an order newer than the last event is one no webhook told about (yet). Only
  // Stripe's own intents (`pi_…`): an order paid by gift card alone or by transfer has none.
  const unconfirmed = new DynamicModel({ count: 0, oldest: "" })
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS count, COALESCE(MIN(created), '') AS oldest FROM orders WHERE payment_mode = 'stripe' " +
        "AND stripePaymentIntentId LIKE 'pi\\_%' ESCAPE '\\' AND created > {:last} AND created >= {:since} AND created <= {:now}",
    )
    .bind({ last: last.last, since: time().dbDate(now - WEBHOOK_LOOKBACK_DAYS * 24 * HOUR_MS), now: time().dbDate(now) })
    .one(unconfirmed)
  const state = readState(app, KEYS.webhooks)
  /** @type {Array<{ at: string, status: number, message: string }>} */
  const failures = Array.isArray(state.failures) ? state.failures : []
  const recent = failures.filter((failure) => Date.parse(failure.at) >= now - RECENT_HOURS * HOUR_MS)
  const oldest = time().parseDate(unconfirmed.oldest)
  const part = {
    stripeMode: mode === "stripe",
    secretSet: configured,
    lastReceived: iso(last.last),
    failedDeliveries: recent.length,
    lastFailure: failures.length > 0 ? failures[0] : null,
    withoutWebhook: unconfirmed.count,
    withoutWebhookSince: oldest ? oldest.toISOString() : null,
    withoutOrder: 0,
  }
  const orphans = readState(app, KEYS.orphans)
  /** @type {Array<{ id: string, amount: number, created: number }>} */
  const payments = Array.isArray(orphans.payments) ? orphans.payments : []
  part.withoutOrder = typeof orphans.total === "number" ? orphans.total : payments.length
  if (mode !== "stripe") return part
  if (!configured) {
    problems.push({
      area: "webhooks",
      kind: "webhooks_not_configured",
      level: "critical",
      message:
        "Stripe est actif mais le secret du webhook (STRIPE_WEBHOOK_SECRET) n’est pas réglé : les paiements dont le client ne revient pas sur le site ne sont rattrapés qu’à la réconciliation. Faites-le régler sur le serveur.",
    })
  }
  if (oldest && now - oldest.getTime() >= WEBHOOK_SILENCE_MINUTES * MINUTE_MS) {
    problems.push({
      area: "webhooks",
      kind: "webhooks_stopped",
      level: "critical",
      message:
        plural(unconfirmed.count, "paiement", "paiements") +
        " depuis le " +
        dateText(oldest) +
        " sans aucun webhook de Stripe : vérifiez dans Stripe (Développeurs → Webhooks) que l’adresse …/api/shop/stripe/webhook est active et que son secret est celui du serveur.",
    })
  }
  if (payments.length > 0) {
    const money = require(`${__hooks}/lib/money.js`)
    const named = payments
      .slice(0, ORPHANS_NAMED)
      .map((payment) => payment.id + " de " + money.formatEuros(payment.amount) + " le " + dateText(new Date(payment.created * 1000)))
    problems.push({
      area: "webhooks",
      kind: "payments_without_order",
      level: "critical",
      message:
        plural(part.withoutOrder, "paiement Stripe réussi n’a", "paiements Stripe réussis n’ont") +
        " pas de commande dans la boutique (" +
        named.join(", ") +
        (part.withoutOrder > named.length ? ", …" : "") +
        ") : la boutique a sans doute été restaurée d’une sauvegarde plus ancienne que ces paiements. Retrouvez ces clients dans Stripe, puis refaites leur commande ou remboursez-les depuis Stripe (un remboursement retire le paiement de cette liste).",
    })
  }
  if (recent.length > 0) {
    problems.push({
      area: "webhooks",
      kind: "webhook_failures",
      level: "warning",
      message:
        plural(recent.length, "livraison de webhook refusée ou en erreur", "livraisons de webhook refusées ou en erreur") +
        " depuis 24 h (dernière : « " +
        recent[0].message +
        " ») : si cela continue, comparez le secret du webhook dans Stripe et sur le serveur.",
    })
  }
  return part
}

/**
 * The backups: the newest one (by modification time), whether they leave the machine (S3), the
 * schedule, and the last failure when no backup succeeded since.
 * @param {CoreApp} app
 * @param {number} now
 * @param {HealthProblem[]} problems
 */
function backupsPart(app, now, problems) {
  const settings = app.settings().backups
  /** @type {{ key: string, at: string, size: number } | null} */
  let last = null
  let listError = ""
  try {
    const fs = app.newBackupsFilesystem()
    try {
      let newest = -1
      for (const file of fs.list("")) {
        const at = file.modTime.unix() * 1000
        if (at > newest) {
          newest = at
          last = { key: file.key, at: new Date(at).toISOString(), size: file.size }
        }
      }
    } finally {
      fs.close()
    }
  } catch (err) {
    listError = errorText(err)
  }
  const state = readState(app, KEYS.backups)
  /** @type {{ at: string, message: string } | null} */
  const failure = state.lastError && typeof state.lastError.at === "string" ? state.lastError : null
  const lastError = failure && (!last || Date.parse(failure.at) > Date.parse(last.at)) ? failure : null
  const ageHours = last ? Math.max(0, Math.round(((now - Date.parse(last.at)) / HOUR_MS) * 10) / 10) : null
  const part = { last: last, ageHours: ageHours, offMachine: settings.s3.enabled, schedule: settings.cron || null, lastError: lastError }
  if (listError) {
    problems.push({
      area: "backups",
      kind: "backups_unreadable",
      level: "critical",
      message: "La liste des sauvegardes est illisible (« " + listError + " ») : vérifiez le stockage des sauvegardes (S3) et ses accès.",
    })
  }
  if (lastError) {
    problems.push({
      area: "backups",
      kind: "backup_failed",
      level: "critical",
      message:
        "La dernière sauvegarde a échoué le " +
        dateText(lastError.at) +
        " (« " +
        lastError.message +
        " ») : vérifiez l’espace disque et le stockage des sauvegardes, puis relancez-en une.",
    })
  }
  if (!last && !listError) {
    problems.push({
      area: "backups",
      kind: "backup_none",
      level: "critical",
      message: "Aucune sauvegarde n’existe : faites-en une maintenant (npm run backup) et vérifiez qu’elles sont planifiées.",
    })
  } else if (ageHours !== null && ageHours >= BACKUP_MAX_AGE_HOURS) {
    problems.push({
      area: "backups",
      kind: "backup_old",
      level: "critical",
      message:
        "La dernière sauvegarde date du " +
        dateText(last && last.at) +
        ", il y a " +
        durationText(Math.floor(ageHours * 60)) +
        " : vérifiez que les sauvegardes automatiques tournent (BACKUP_CRON) et lancez-en une.",
    })
  }
  if (!settings.cron) {
    problems.push({
      area: "backups",
      kind: "backup_unscheduled",
      level: "warning",
      message: "Aucune sauvegarde automatique n’est planifiée : faites régler BACKUP_CRON sur le serveur (README, « Sauvegardes »).",
    })
  }
  if (!settings.s3.enabled) {
    problems.push({
      area: "backups",
      kind: "backup_local_only",
      level: "warning",
      message:
        "Les sauvegardes restent sur le disque du serveur : s’il est perdu, elles le sont aussi. Faites régler un stockage S3 (variables BACKUP_S3_*).",
    })
  }
  return part
}

/**
 * Free and total bytes of the data directory's disk (`df`, POSIX output); nulls when unknown.
 * @param {CoreApp} app
 * @param {HealthProblem[]} problems
 */
function diskPart(app, problems) {
  /** @type {{ freeBytes: number | null, totalBytes: number | null }} */
  const part = { freeBytes: null, totalBytes: null }
  try {
    const out = toString($os.cmd("df", "-Pk", app.dataDir()).output())
    const fields = out.trim().split("\n").pop()?.trim().split(/\s+/) || []
    const total = Number(fields[1]) * 1024
    const free = Number(fields[3]) * 1024
    if (Number.isFinite(total) && Number.isFinite(free) && total > 0) {
      part.totalBytes = total
      part.freeBytes = free
    }
  } catch (err) {
    console.error("health: df failed: " + err)
  }
  const free = part.freeBytes
  const total = part.totalBytes
  if (free === null || total === null) return part
  const gigabytes = (Math.round((free / (1024 * 1024 * 1024)) * 10) / 10).toString().replace(".", ",")
  if (free < DISK_CRITICAL.bytes || free < total * DISK_CRITICAL.ratio) {
    problems.push({
      area: "disk",
      kind: "disk_full",
      level: "critical",
      message:
        "Le disque du serveur est presque plein (" +
        gigabytes +
        " Go libres) : les sauvegardes et les commandes risquent d’échouer. Libérez de la place ou agrandissez le disque.",
    })
  } else if (free < DISK_WARNING.bytes || free < total * DISK_WARNING.ratio) {
    problems.push({
      area: "disk",
      kind: "disk_low",
      level: "warning",
      message: "Il reste peu de place sur le disque du serveur (" + gigabytes + " Go libres) : prévoyez de le libérer ou de l’agrandir.",
    })
  }
  return part
}

/**
 * The health report at `now` (the tests pass another time).
 * @param {CoreApp} app
 * @param {Date} [at]
 */
function report(app, at) {
  const now = (at || new Date()).getTime()
  /** @type {HealthProblem[]} */
  const problems = []
  const mail = mailPart(app, now, problems)
  const webhooks = webhooksPart(app, now, problems)
  const backups = backupsPart(app, now, problems)
  const disk = diskPart(app, problems)
  let version = ""
  try {
    version = String(($app.rootCmd && $app.rootCmd.version) || "")
  } catch {
    version = ""
  }
  return {
    mail: mail,
    webhooks: webhooks,
    backups: backups,
    disk: disk,
    pocketbase: { version: version },
    checkedAt: new Date(now).toISOString(),
    problems: problems,
  }
}

/**
 * GET /api/shop/admin/health (admins and superusers). A superuser may ask `?now=` (an ISO date; the tests).
 * @param {core.RequestEvent} e
 */
function serve(e) {
  const shop = require(`${__hooks}/lib/shop.js`)
  if (!shop.isAdmin(e.auth)) throw new ForbiddenError("Seul un administrateur de la boutique peut voir la santé de la boutique.")
  return e.json(200, report(e.app, nowOf(e, String(e.request.url.query().get("now") || ""))))
}

/**
 * @param {core.RequestEvent} e
 * @param {string} asked
 */
function nowOf(e, asked) {
  if (!asked) return new Date()
  if (!e.auth || !e.auth.isSuperuser()) throw new ForbiddenError("Réservé au super-administrateur.")
  const now = new Date(asked)
  if (isNaN(now.getTime())) throw new BadRequestError("Date invalide.")
  return now
}

/**
 * The alert pass (the cron of health.pb.js, every 15 minutes): for each area of ALERT_AREAS with a red
 * problem, one e-mail to the shop, again after ALERT_REPEAT_HOURS if it is still there; once it has
 * cleared, one « rétabli » e-mail. Returns the areas alerted and recovered.
 * @param {CoreApp} app
 * @param {Date} [at]
 */
function alert(app, at) {
  const now = at || new Date()
  const health = report(app, now)
  const meta = app.settings().meta
  /** @type {{ alerted: string[], recovered: string[] }} */
  const done = { alerted: [], recovered: [] }
  if (!meta.senderAddress) return done
  const mail = require(`${__hooks}/lib/mail.js`)
  const templates = require(`${__hooks}/lib/mail-templates.js`)
  /** @type {string[]} */
  const ids = []
  app.runInTransaction((tx) => {
    const state = readState(tx, KEYS.alerts)
    const ctx = mail.mailContext(tx)
    for (const area of ALERT_AREAS) {
      const red = health.problems.filter((p) => p.area === area && p.level === "critical" && PAGE_ONLY.indexOf(p.kind) === -1)
      /** @type {{ since: string, sentAt: string } | undefined} */
      const before = state[area]
      if (red.length > 0) {
        if (before && now.getTime() - Date.parse(before.sentAt) < ALERT_REPEAT_HOURS * HOUR_MS) continue
        const since = before ? before.since : now.toISOString()
        const content = templates.healthAlert({ area: area, recovered: false, since: since, problems: red.map((p) => p.message) }, ctx)
        ids.push(mail.queue(tx, Object.assign(content, { to: meta.senderAddress, kind: "health_alert", ref: "health/" + area })))
        state[area] = { since: since, sentAt: now.toISOString() }
        done.alerted.push(area)
      } else if (before) {
        const content = templates.healthAlert({ area: area, recovered: true, since: before.since, problems: [] }, ctx)
        ids.push(mail.queue(tx, Object.assign(content, { to: meta.senderAddress, kind: "health_recovered", ref: "health/" + area })))
        delete state[area]
        done.recovered.push(area)
      }
    }
    writeState(tx, KEYS.alerts, state)
  })
  // A queue that is stalled cannot carry its own alert: it waits with the rest (docs/adr/0141).
  if (ids.length > 0) mail.deliverNow(app, ids)
  return done
}

module.exports = {
  MAIL_STALL_MINUTES,
  WEBHOOK_SILENCE_MINUTES,
  BACKUP_MAX_AGE_HOURS,
  ALERT_REPEAT_HOURS,
  recordWebhookFailure,
  recordBackupFailure,
  recordOrphanPayments,
  report,
  serve,
  alert,
}
