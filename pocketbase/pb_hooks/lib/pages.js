// The content pages' rules (docs/adr/0101): a page keeps its slug (its address is in the code) and
// its FAQ is a list of questions with their answers, in plain text.
// Not a hook file: loaded with require() inside the handlers.

const MAX_ITEMS = 50
const MAX_QUESTION = 300
const MAX_ANSWER = 3000
const FAQ_MESSAGE = `Chaque question de la FAQ a sa réponse (${MAX_QUESTION} et ${MAX_ANSWER} caractères au plus, ${MAX_ITEMS} questions au plus).`

/**
 * The FAQ as stored: `[{ question, answer }]` trimmed, or null when its shape is wrong.
 * @param {unknown} value
 */
function cleanFaq(value) {
  if (value === null || value === undefined || value === "") return []
  if (!Array.isArray(value) || value.length > MAX_ITEMS) return null
  const items = []
  for (const item of value) {
    if (!item || typeof item !== "object") return null
    const question = typeof item.question === "string" ? item.question.trim() : ""
    const answer = typeof item.answer === "string" ? item.answer.trim() : ""
    if (!question || !answer || question.length > MAX_QUESTION || answer.length > MAX_ANSWER) return null
    items.push({ question, answer })
  }
  return items
}

/** @param {core.RecordRequestEvent} e */
function checkUpdate(e) {
  const record = e.record
  if (!record) return e.next()
  // The slug is the page's address: never changed through the API.
  record.set("slug", record.original().getString("slug"))
  const raw = record.getString("faq")
  let parsed = null
  try {
    parsed = raw ? JSON.parse(raw) : null
  } catch {
    parsed = undefined
  }
  const faq = parsed === undefined ? null : cleanFaq(parsed)
  if (faq === null) throw new ApiError(400, FAQ_MESSAGE, { faq: new ValidationError("shop_page_faq", FAQ_MESSAGE) })
  record.set("faq", faq)
  return e.next()
}

module.exports = { checkUpdate, cleanFaq, FAQ_MESSAGE }
