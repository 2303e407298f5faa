// What the catalogue needs of a product's sizes (docs/adr/0110-sizes-in-the-catalogue.md): `sized`,
// `sizes` (per first-option value: stock and holds) and `sizes_stock` on the product, recomputed from
// its `product_variants` rows inside the transaction that changed them. The SQL stock paths (holds,
// releases, payments, refunds, the stock tools) write sizes with plain UPDATEs no record hook sees:
// they reach `refresh` through `recordStockChange` (lib/stock-history.js) or call it themselves; a
// size's record save or delete reaches it through product-sizes.pb.js. Written by SQL, so the
// product's own hooks (stock history, edit versions, `updated`) do not take it for an edit.
// A product with options is sold only through its sizes (docs/adr/0104): with options and no size
// row yet it is `sized` with `sizes: []` (nothing to sell); a product without either has `sizes: null`.
// Not a hook file: loaded with require().

/** @typedef {{ size: string, stock: number, reserved: number }} SizeStock */

/**
 * The product's size rows summed per first-option value, in the sizes' order.
 * @param {CoreApp} txApp
 * @param {string} productId
 * @returns {SizeStock[]}
 */
function sizeRows(txApp, productId) {
  const rows = arrayOf(new DynamicModel({ option1: "", stock: 0, reserved: 0 }))
  txApp
    .db()
    .newQuery(
      "SELECT option1, SUM(stock) AS stock, SUM(reserved) AS reserved FROM product_variants WHERE product = {:id} " +
        "GROUP BY option1 ORDER BY MIN(position), MIN(rowid)",
    )
    .bind({ id: productId })
    .all(rows)
  return rows.map((row) => ({ size: row.option1, stock: row.stock, reserved: row.reserved }))
}

/**
 * The summary from the rows and whether the product has options.
 * @param {SizeStock[]} sizes
 * @param {boolean} hasOptions
 */
function summaryOf(sizes, hasOptions) {
  const sized = sizes.length > 0 || hasOptions
  return { sized, sizes: sized ? sizes : null, total: sizes.reduce((sum, size) => sum + Math.max(size.stock, 0), 0) }
}

/**
 * Writes the summary on the product (nothing when the product is gone: a cascade delete).
 * @param {CoreApp} txApp
 * @param {string} productId
 */
function refresh(txApp, productId) {
  if (!productId) return
  const options = new DynamicModel({ n: 0 })
  try {
    txApp
      .db()
      .newQuery(
        "SELECT CASE WHEN json_valid(options) AND json_type(options) = 'array' THEN json_array_length(options) ELSE 0 END AS n FROM products WHERE id = {:id}",
      )
      .bind({ id: productId })
      .one(options)
  } catch {
    return // the product is gone
  }
  const { sized, sizes, total } = summaryOf(sizeRows(txApp, productId), options.n > 0)
  txApp
    .db()
    .newQuery("UPDATE products SET sized = {:sized}, sizes = {:sizes}, sizes_stock = {:total} WHERE id = {:id}")
    .bind({ sized, sizes: sizes ? JSON.stringify(sizes) : null, total, id: productId })
    .execute()
}

/**
 * A product record about to be saved carries the summary of the moment, whatever it was read or sent
 * with (a form's stale copy never puts back old figures).
 * @param {CoreApp} txApp
 * @param {core.Record} product
 */
function stamp(txApp, product) {
  const options = require(`${__hooks}/lib/json-fields.js`).jsonValue(product.get("options"))
  const hasOptions = Array.isArray(options) && options.length > 0
  const { sized, sizes, total } = summaryOf(product.isNew() ? [] : sizeRows(txApp, product.id), hasOptions)
  product.set("sized", sized)
  product.set("sizes", sizes)
  product.set("sizes_stock", total)
}

module.exports = { refresh, stamp }
