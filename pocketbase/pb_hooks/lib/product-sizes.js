// What the catalogue needs of a product's sizes (docs/adr/0110-sizes-in-the-catalogue.md): `sized`,
// `sizes` (per first-option value: stock and holds) and `sizes_stock` on the product, recomputed from
// its `product_variants` rows inside the transaction that changed them. The SQL stock paths (holds,
// releases, payments, refunds, the stock tools) write sizes with plain UPDATEs no record hook sees:
// they reach `refresh` through `recordStockChange` (lib/stock-history.js) or call it themselves; a
// size's record save or delete reaches it through product-sizes.pb.js. Written by SQL, so the
// product's own hooks (stock history, edit versions, `updated`) do not take it for an edit.
// Not a hook file: loaded with require().

/**
 * The product's size summary, as the variants stand in this transaction.
 * @param {CoreApp} txApp
 * @param {string} productId
 * @returns {{ sized: boolean, sizes: Array<{ size: string, stock: number, reserved: number }>, total: number }}
 */
function summary(txApp, productId) {
  const rows = arrayOf(new DynamicModel({ option1: "", stock: 0, reserved: 0 }))
  txApp
    .db()
    .newQuery(
      "SELECT option1, SUM(stock) AS stock, SUM(reserved) AS reserved FROM product_variants WHERE product = {:id} " +
        "GROUP BY option1 ORDER BY MIN(position), MIN(rowid)",
    )
    .bind({ id: productId })
    .all(rows)
  const sizes = rows.map((row) => ({ size: row.option1, stock: row.stock, reserved: row.reserved }))
  return { sized: sizes.length > 0, sizes, total: sizes.reduce((sum, size) => sum + size.stock, 0) }
}

/**
 * Writes the summary on the product (nothing when the product is gone: a cascade delete).
 * @param {CoreApp} txApp
 * @param {string} productId
 */
function refresh(txApp, productId) {
  if (!productId) return
  const { sized, sizes, total } = summary(txApp, productId)
  txApp
    .db()
    .newQuery("UPDATE products SET sized = {:sized}, sizes = {:sizes}, sizes_stock = {:total} WHERE id = {:id}")
    .bind({ sized, sizes: JSON.stringify(sizes), total, id: productId })
    .execute()
}

/**
 * A product record about to be saved carries the summary of the moment, whatever it was read or sent
 * with (a form's stale copy never puts back old figures).
 * @param {CoreApp} txApp
 * @param {core.Record} product
 */
function stamp(txApp, product) {
  const { sized, sizes, total } = product.isNew() ? { sized: false, sizes: [], total: 0 } : summary(txApp, product.id)
  product.set("sized", sized)
  product.set("sizes", sizes)
  product.set("sizes_stock", total)
}

module.exports = { refresh, stamp, summary }
