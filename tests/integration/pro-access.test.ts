// Threat model (docs/threat-model.md): proves §3.2 "The pro price and exclusive products".
// The pro area's reads (issue 5), as the pro screens send them: the exclusive products list, the pro
// catalogue and the product page an exclusive card opens. Pros and admins get exclusive products
// with their price_pro; visitors and customers get neither, whatever the query. (products.test.ts
// proves the rules in general: this file proves the exact queries of the pro screens.)
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogueFields } from '../../src/features/catalogue/api/prefetch'
import type { CategoriesRecord, ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, actorsByRole, call, itemsOf, superuser } from './support/clients'
import { createCategory, createProduct } from './support/factories'

/** What src/features/pro/exclusive/exclusive-api.ts asks for. */
const EXCLUSIVE_QUERY = {
  filter: 'exclusive = true',
  sort: '-created',
  fields: 'id,collectionId,collectionName,created,slug,name,price,price_pro,stock,is_unique,exclusive,image',
}

/** What the pro catalogue asks for (the catalogue's own list of fields, with price_pro). */
const PRO_CATALOGUE_FIELDS = catalogueFields(true)

let actors: Record<Role, Actor>
let category: CategoriesRecord
let regular: ProductsRecord
let exclusive: ProductsRecord

beforeAll(async () => {
  const su = await superuser()
  actors = await actorsByRole()
  category = await createCategory(su.pb)
  regular = await createProduct(su.pb, { price: 42, price_pro: 27.5, category: [category.id] })
  exclusive = await createProduct(su.pb, { price: 58, price_pro: 45, exclusive: true, category: [category.id] })
})

/** Our two products (other tests' products live in the same PocketBase). */
const ours = () => `(id = "${regular.id}" || id = "${exclusive.id}")`

function query(params: Record<string, string>): string {
  return `/api/collections/products/records?${new URLSearchParams({ perPage: '500', ...params }).toString()}`
}

describe.each(['pro', 'admin'] as const)('as %s', (role) => {
  it('the exclusive products screen gets the exclusive products only, with their price_pro', async () => {
    const result = await call(actors[role], 'GET', query(EXCLUSIVE_QUERY))
    expect(result.status).toBe(200)
    const items = itemsOf(result)
    expect(items.every((item) => item.exclusive === true)).toBe(true)
    expect(items.some((item) => item.id === regular.id)).toBe(false)
    const ours = items.find((item) => item.id === exclusive.id)
    expect(ours).toMatchObject({ price: 58, price_pro: 45, slug: exclusive.slug })
  })

  it('the pro catalogue gets regular and exclusive products with their price_pro', async () => {
    const result = await call(actors[role], 'GET', query({ sort: '-created', fields: PRO_CATALOGUE_FIELDS, filter: ours() }))
    expect(result.status).toBe(200)
    expect(itemsOf(result).map((item) => [item.id, item.price, item.price_pro])).toEqual([
      [exclusive.id, 58, 45],
      [regular.id, 42, 27.5],
    ])
  })

  it('the product page an exclusive card opens finds it by slug, with its price_pro', async () => {
    const result = await call(actors[role], 'GET', query({ filter: `slug = "${exclusive.slug}"`, fields: '*' }))
    expect(result.status).toBe(200)
    expect(itemsOf(result).map((item) => [item.id, item.price_pro])).toEqual([[exclusive.id, 45]])
  })
})

describe.each(['anonymous', 'customer'] as const)('as %s', (role) => {
  it('the exclusive products query (naming price_pro) is refused', async () => {
    const result = await call(actors[role], 'GET', query(EXCLUSIVE_QUERY))
    expect(result.status).toBe(403)
    expect(itemsOf(result)).toEqual([])
  })

  it('the same query without price_pro lists no exclusive product', async () => {
    const result = await call(actors[role], 'GET', query({ ...EXCLUSIVE_QUERY, fields: EXCLUSIVE_QUERY.fields.replace(',price_pro', '') }))
    expect(result.status).toBe(200)
    expect(itemsOf(result)).toEqual([])
  })

  it('a filter on the category (as the catalogue filters) lists the regular product only, without price_pro', async () => {
    const result = await call(actors[role], 'GET', query({ filter: `${ours()} && category ~ "${category.id}"` }))
    expect(result.status).toBe(200)
    const items = itemsOf(result)
    expect(items.map((item) => item.id)).toEqual([regular.id])
    expect(items[0]).not.toHaveProperty('price_pro')
  })

  it('the exclusive product is not found by slug, by id, or by a filter on its price', async () => {
    const bySlug = await call(actors[role], 'GET', query({ filter: `slug = "${exclusive.slug}"` }))
    expect(itemsOf(bySlug)).toEqual([])
    const byId = await call(actors[role], 'GET', `/api/collections/products/records/${exclusive.id}`)
    expect(byId.status).toBe(404)
    const byPrice = await call(actors[role], 'GET', query({ filter: `price = 58 && ${ours()}` }))
    expect(itemsOf(byPrice)).toEqual([])
  })
})
