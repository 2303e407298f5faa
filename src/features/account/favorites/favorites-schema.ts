import * as v from 'valibot'

/** « Retirer » on /account/favoris: the row and its product, both record ids (hidden fields). */
const recordId = v.pipe(v.string(), v.regex(/^[a-z0-9]{15}$/))

export const removeFavoriteSchema = v.object({ id: recordId, product: recordId })
