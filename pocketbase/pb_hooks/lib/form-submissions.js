// A form is sent once (docs/adr/0082-a-form-is-sent-once.md). Not a hook file: the create request
// hooks of the forms that create something (forms.pb.js, pro-applications.pb.js, addresses.pb.js) load it with
// require() inside their handlers.
//
// The same content from the same sender (the logged-in user, else the client's address) within
// WINDOW_SECONDS is saved once: the second request gets the first one's record as its answer, as if
// it had been saved (a double click, a resend after a lost answer), and no second e-mail is sent.
// Only a hash of the sender and the content is kept (`form_submissions.key`), never the content or
// the address themselves, and only for the window.

const WINDOW_SECONDS = 10 * 60

/**
 * What makes two sends of a form the same: everything the sender typed or chose, per collection.
 * @type {{ [collection: string]: ShopFieldName[] }}
 */
const CONTENT_FIELDS = {
  contact_messages: ["name", "email", "subject", "message"],
  custom_requests: [
    "name",
    "email",
    "jewelry_type",
    "main_stone",
    "secondary_stones",
    "bead_size",
    "wrist_size",
    "clasp_type",
    "stainless_steel_elements",
    "charms",
    "message",
    "image",
  ],
  pro_applications: ["company", "siret", "vat_number", "activity", "message"],
  addresses: [
    "label",
    "full_name",
    "company",
    "line1",
    "line2",
    "postal_code",
    "city",
    "country",
    "phone",
    "siret",
    "vat_number",
    "is_default",
  ],
}

/**
 * An earlier record that no longer stands for the send (an application decided since) is not answered again.
 * @type {{ [collection: string]: (record: core.Record) => boolean }}
 */
const STILL_OPEN = {
  pro_applications: function (record) {
    return record.getString("status") === "pending"
  },
}

/** @param {number} seconds */
function isoSecondsAgo(seconds) {
  return require(`${__hooks}/lib/time.js`).dbDate(Date.now() - seconds * 1000)
}

/**
 * One field's value as the request set it on the record, in a form two identical sends share.
 * @param {core.Record} record
 * @param {ShopFieldName} name
 */
function fieldValue(record, name) {
  const field = record.collection().fields.getByName(name)
  if (!field) return ""
  switch (field.type()) {
    case "file":
      return record.getUnsavedFiles(name).map(function (file) {
        return file ? file.originalName + ":" + file.size : ""
      })
    case "select":
      return record.getStringSlice(name)
    case "email":
      return record.getString(name).trim().toLowerCase()
    case "json":
      return record.getString(name).replace(/\s+/g, "")
    default:
      return record.getString(name).trim()
  }
}

/**
 * Who sends: the logged-in account, else the client's address (behind the trusted proxy, its client).
 * @param {core.RecordRequestEvent} e
 */
function senderOf(e) {
  return e.auth ? "user:" + e.auth.id : "ip:" + e.realIP()
}

/**
 * The hash that names this send: collection, sender and content.
 * @param {core.RecordRequestEvent} e
 */
function submissionKey(e) {
  const values = CONTENT_FIELDS[e.collection.name].map(function (name) {
    return fieldValue(e.record, name)
  })
  return $security.sha256([e.collection.name, senderOf(e), JSON.stringify(values)].join("\n"))
}

/**
 * The record an earlier identical send created within the window, if it is still there (else its
 * claim is dropped).
 * @param {CoreApp} txApp
 * @param {ShopCollectionName} collectionName
 * @param {string} key
 */
function earlierRecord(txApp, collectionName, key) {
  let claim
  try {
    claim = txApp.findFirstRecordByFilter("form_submissions", "key = {:key} && created >= {:cutoff}", {
      key: key,
      cutoff: isoSecondsAgo(WINDOW_SECONDS),
    })
  } catch {
    return null
  }
  let record = null
  try {
    record = txApp.findRecordById(collectionName, claim.getString("record"))
  } catch {
    record = null
  }
  const open = STILL_OPEN[collectionName]
  if (record && (!open || open(record))) return record
  // Deleted (an admin tidied the inbox) or decided since: the new send is a new one.
  txApp.delete(claim)
  return null
}

/**
 * In a create request hook, in place of `e.next()`: saves the record unless the same sender sent the
 * same content (CONTENT_FIELDS) within the window. Returns null once saved, or the earlier record
 * (nothing saved).
 * The check and the save are one transaction (PocketBase runs its write transactions one at a time),
 * so two identical requests at once save one record.
 * @param {core.RecordRequestEvent} e
 * @param {string} [key] the send's `submissionKey`, when taken before the hook changed the record
 */
function saveOnce(e, key) {
  key = key || submissionKey(e)
  const collectionName = /** @type {ShopCollectionName} */ (e.collection.name) // PocketBase's own: one of the schema's
  // `app` stays the main app: e.app becomes the transaction's, unusable once it is over.
  const app = e.app
  let earlier = null
  try {
    app.runInTransaction((txApp) => {
      txApp
        .db()
        .newQuery("DELETE FROM {{form_submissions}} WHERE [[created]] < {:cutoff}")
        .bind({ cutoff: isoSecondsAgo(WINDOW_SECONDS) })
        .execute()
      earlier = earlierRecord(txApp, collectionName, key)
      if (earlier) return
      e.app = txApp
      e.next()
      const claim = new Record(txApp.findCollectionByNameOrId("form_submissions"))
      claim.set("key", key)
      claim.set("record", e.record.id)
      txApp.save(claim)
    })
  } finally {
    e.app = app
  }
  return earlier
}

/**
 * Outside the transaction (before checks that would refuse a resend): the earlier record or null.
 * @param {core.RecordRequestEvent} e
 * @param {string} key
 */
function findEarlier(e, key) {
  return earlierRecord(e.app, /** @type {ShopCollectionName} */ (e.collection.name), key)
}

/**
 * The answer to a send already saved: the earlier record, as PocketBase answers a create.
 * @param {core.RecordRequestEvent} e
 * @param {core.Record} record
 */
function answerAsSaved(e, record) {
  return e.json(200, record)
}

module.exports = { WINDOW_SECONDS, CONTENT_FIELDS, submissionKey, findEarlier, saveOnce, answerAsSaved }
