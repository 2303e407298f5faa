// A reference record (a category, a stone, a material…) that products use is never deleted: PocketBase
// would silently strip it from them (their relation fields are not required and have no cascade),
// leaving e.g. products with no category. See docs/adr/0053-deleting-used-reference-records.md.

/**
 * Each reference collection: the products field that points to it and how to name one in French.
 * @type {{ [collection: string]: { field: string, thisOne: string } }}
 */
const REFERENCES = {
  categories: { field: "category", thisOne: "cette catégorie" },
  stones: { field: "stones", thisOne: "cette pierre" },
  materials: { field: "materials", thisOne: "ce matériau" },
  colors: { field: "colors", thisOne: "cette couleur" },
  stone_properties: { field: "stone_properties", thisOne: "cette propriété" },
  chakras: { field: "chakras", thisOne: "ce chakra" },
  astrological_signs: { field: "astrological_signs", thisOne: "ce signe astrologique" },
}

const COLLECTIONS = Object.keys(REFERENCES)

/**
 * « Impossible de supprimer « Bracelets » : 4 produits l’utilisent. Retirez d’abord cette catégorie de ces produits. »
 * @param {string} collection
 * @param {string} name
 * @param {number} count
 */
function refusal(collection, name, count) {
  const several = count > 1
  return (
    "Impossible de supprimer « " +
    name +
    " » : " +
    count +
    (several ? " produits l’utilisent. " : " produit l’utilise. ") +
    "Retirez d’abord " +
    REFERENCES[collection].thisOne +
    (several ? " de ces produits." : " de ce produit.")
  )
}

/**
 * How many products (exclusive ones included: no API rule applies here) name `id` in the field
 * pointing to `collection`. The field is a JSON array of ids (maxSelect > 1); a lone id is read as
 * a one-element array, as PocketBase's own `dbutils.JSONEach` does.
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} id
 */
function productsUsing(app, collection, id) {
  const column = "[[products." + REFERENCES[collection].field + "]]" // from the fixed list above, never the request
  const each =
    "json_each(CASE WHEN iif(json_valid(" +
    column +
    "), json_type(" +
    column +
    ") = 'array', FALSE) THEN " +
    column +
    " ELSE json_array(" +
    column +
    ") END)"
  return app.countRecords("products", $dbx.exp("EXISTS (SELECT 1 FROM " + each + " __je__ WHERE __je__.value = {:refId})", { refId: id }))
}

/**
 * The delete request of anyone allowed to delete (admins and superusers: the rule was checked before
 * this hook): the count and the delete run in one transaction. PocketBase serialises write
 * transactions, so a product saved with this record either committed before the count (and is
 * counted) or runs after the delete (and is refused: its relation names a record that is gone).
 * @param {core.RecordRequestEvent} e
 */
function deleteUnlessUsed(e) {
  const collection = e.collection.name
  // `app` stays the main app: e.app becomes the transaction's, unusable once it is over.
  const app = e.app
  let used = 0
  try {
    app.runInTransaction((txApp) => {
      used = productsUsing(txApp, collection, e.record.id)
      if (used > 0) throw new Error("used by products")
      e.app = txApp
      e.next()
    })
  } catch (err) {
    if (used > 0) throw new BadRequestError(refusal(collection, e.record.getString("name"), used))
    throw err
  } finally {
    e.app = app
  }
}

/**
 * A product's create request, last in its chain: the save (PocketBase's check that each related record
 * exists, then the insert) runs in one transaction, so a delete cannot commit between the two. Updates
 * already run in one (lib/product-stock.js updateProduct).
 * @param {core.RecordRequestEvent} e
 */
function createInTransaction(e) {
  const app = e.app
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp
      e.next()
    })
  } finally {
    e.app = app
  }
}

module.exports = { COLLECTIONS, REFERENCES, refusal, productsUsing, deleteUnlessUsed, createInTransaction }
