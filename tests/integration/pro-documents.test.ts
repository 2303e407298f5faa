// Threat model (docs/threat-model.md): proves §3.2 "The pro price and exclusive products".
// The pro documents (src/features/pro/documents) are built in the browser from one products read:
// this is that exact request, against the real rules. A pro gets every product, exclusive ones
// included, with price_pro, the category name and the stones' names (the display material names them); a customer or a visitor asking the same is
// refused (403), so no document can carry a pro price to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CategoriesRecord, ProductsRecord, StonesRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, actorsByRole, superuser } from './support/clients'
import { createCategory, createProduct, uniq } from './support/factories'

let su: Actor
let actors: Record<Role, Actor>
let category: CategoriesRecord
let regular: ProductsRecord
let exclusive: ProductsRecord
let stone: StonesRecord

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
  category = await createCategory(su.pb)
  stone = await su.pb.collection('stones').create({ name: uniq('Pierre'), virtues: 'Apaisante' })
  regular = await createProduct(su.pb, { price: 42, price_pro: 27.5, category: [category.id], stones: [stone.id] })
  exclusive = await createProduct(su.pb, { price: 80, price_pro: 55, exclusive: true, category: [category.id] })
})

afterAll(async () => {
  await Promise.all([regular, exclusive].map((p) => su.pb.collection('products').delete(p.id)))
  await su.pb.collection('categories').delete(category.id)
  await su.pb.collection('stones').delete(stone.id)
})

/** The documents' request (documents/api.ts), narrowed to this test's products. */
function documentsRead(actor: Actor) {
  return actor.pb.collection('products').getFullList({
    sort: 'name',
    expand: 'category,stones',
    fields: 'id,collectionName,name,sku,description,price,price_pro,stock,exclusive,image,expand.category.name,expand.stones.name',
    filter: `id = "${regular.id}" || id = "${exclusive.id}"`,
    batch: 500,
  })
}

describe.each(['pro', 'admin'] as const)('as %s', (role) => {
  it('reads every product with its pro price and category name', async () => {
    const list = await documentsRead(actors[role])
    const byId = new Map(list.map((p) => [p.id, p]))
    expect(byId.get(regular.id)).toMatchObject({
      collectionName: 'products',
      price: 42,
      price_pro: 27.5,
      exclusive: false,
      sku: '',
      image: [],
    })
    expect(byId.get(exclusive.id)).toMatchObject({ price: 80, price_pro: 55, exclusive: true })
    expect(byId.get(regular.id)?.expand?.category?.[0]?.name).toBe(category.name)
    expect(byId.get(regular.id)?.expand?.stones?.map((s) => s.name)).toEqual([stone.name])
  })
})

describe.each(['anonymous', 'customer'] as const)('as %s', (role) => {
  it('is refused the same request (it names price_pro), and never sees an exclusive product', async () => {
    await expect(documentsRead(actors[role])).rejects.toMatchObject({
      status: 403,
      message: 'Le filtre et le tri sur le prix professionnel sont réservés aux comptes professionnels.',
    })
    // Without price_pro in the fields, the list comes back without it and without the exclusive piece.
    const list = await actors[role].pb.collection('products').getFullList({
      fields: 'id,name,price,exclusive',
      filter: `id = "${regular.id}" || id = "${exclusive.id}"`,
    })
    expect(list.map((p) => p.id)).toEqual([regular.id])
  })
})
