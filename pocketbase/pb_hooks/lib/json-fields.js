// A record's JSON fields as plain JavaScript (docs/adr/0088): the one reader, for every hook, PDF,
// e-mail and export. PocketBase hands a json field over as raw bytes (a Go []byte, which goja shows
// as an array of numbers); a value already parsed (a plain object, an array of objects) or JSON text
// is accepted too. Loads in PocketBase's JS engine (goja) and under Node (tests/unit/json-fields.test.ts).
// Not a hook file: loaded with require(`${__hooks}/lib/json-fields.js`).

/**
 * PocketBase's global `toString` (bytes → text); under Node the name is Object.prototype's.
 * @param {unknown} value
 * @returns {string}
 */
function bytesText(value) {
  if (typeof toString === "function" && toString !== Object.prototype.toString) return toString(value)
  // Node only (the tests): goja has no TextDecoder, and never gets here.
  const node = /** @type {{ TextDecoder: new () => { decode(bytes: Uint8Array): string } }} */ (/** @type {unknown} */ (globalThis))
  return new node.TextDecoder().decode(Uint8Array.from(/** @type {number[]} */ (value)))
}

/**
 * A json field's value as plain JS: parsed bytes or text, or the value itself; null when absent or not JSON.
 * @param {unknown} value
 * @returns {any}
 */
function jsonValue(value) {
  if (value === null || value === undefined) return null
  if (typeof value === "object" && !Array.isArray(value) && value.constructor === Object) return value
  if (Array.isArray(value) && (value.length === 0 || typeof value[0] === "object")) return value
  try {
    return JSON.parse(typeof value === "string" ? value : bytesText(value))
  } catch {
    return null
  }
}

/**
 * `record`'s json `field` as plain JS, or `fallback` when it is empty, null or not JSON.
 * @template T
 * @param {core.Record} record
 * @param {ShopFieldName} field
 * @param {T} fallback
 * @returns {any}
 */
function jsonField(record, field, fallback) {
  const value = jsonValue(record.get(field))
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return fallback
  return value
}

module.exports = { jsonValue, jsonField }
