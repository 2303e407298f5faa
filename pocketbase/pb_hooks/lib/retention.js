// How long the shop keeps personal data that no law asks it to keep (docs/adr/0085). Not a hook file:
// retention.pb.js runs `purge` every night. The privacy page (/politique-confidentialite) states
// these periods; src/features/content/legal/personal-data.test.ts reads this file and checks that
// both say the same. Orders, invoices, credit notes, their history and withdrawals are accounting
// records, kept (10 years, Code de commerce L. 123-22); an account, its address book, its checkouts
// and its pro application go when it is deleted (account.pb.js).

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What is deleted, and after how many days without a change (`updated`): a mail once sent or given
 * up (a pending one is still to be sent), a contact message, a custom request (its image goes with
 * it). `label` is for the log.
 * @type {Array<{ collection: ShopCollectionName, filter: string, days: number, label: string }>}
 */
const RULES = [
  { collection: "mail_queue", filter: "status != 'pending' && updated < {:cutoff}", days: 365, label: "e-mails" },
  { collection: "contact_messages", filter: "updated < {:cutoff}", days: 3 * 365, label: "contact messages" },
  { collection: "custom_requests", filter: "updated < {:cutoff}", days: 3 * 365, label: "custom requests" },
  // A review 5 years after its last moderation (published, refused or replied to; docs/adr/0105).
  { collection: "reviews", filter: "status != 'pending' && updated < {:cutoff}", days: 5 * 365, label: "reviews" },
  // A back-in-stock alert (docs/adr/0107): a year after it was made or its mail was sent (notified_at updates it).
  { collection: "stock_alerts", filter: "updated < {:cutoff}", days: 365, label: "stock alerts" },
]

/** Records deleted per pass: a night with more simply continues the next night. */
const BATCH = 500

/**
 * PocketBase's date text (`2026-11-24 09:00:00.000Z`), which sorts as text.
 * @param {number} ms
 */
function dbDate(ms) {
  return require(`${__hooks}/lib/time.js`).dbDate(ms)
}

/**
 * Deletes what is past its period at `now` (a Date; the cron passes the present). Each record is
 * deleted through PocketBase (its files too). Returns the count per collection.
 * @param {CoreApp} app
 * @param {Date} [now]
 */
function purge(app, now) {
  const at = now instanceof Date && !isNaN(now.getTime()) ? now.getTime() : Date.now()
  /** @type {{ [collection: string]: number }} */
  const counts = {}
  for (const rule of RULES) {
    const old = app.findRecordsByFilter(rule.collection, rule.filter, "updated", BATCH, 0, { cutoff: dbDate(at - rule.days * DAY_MS) })
    for (const record of old) app.delete(record)
    counts[rule.collection] = old.length
    if (old.length > 0) app.logger().info("Personal data past its retention deleted", "what", rule.label, "count", old.length)
  }
  return counts
}

module.exports = { RULES, purge }
