// Threat model (docs/threat-model.md): proves §3.8 "The read path's cost" (issue 12, point 1).
// The public catalogue list is computed once per change of the catalogue, not once per visitor
// (pb_hooks/lib/catalogue-cache.js, docs/adr/0045-catalogue-read-path.md): visitors and customers
// get the very answer PocketBase would give, a saved product shows at once, pros and admins are
// never answered from the public cache, and other queries are not cached.
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogueFields } from '../../src/features/catalogue/api/prefetch'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, actorsByRole, pbUrl, randomIp, superuser } from './support/clients'
import { createProduct } from './support/factories'

/** A page of the catalogue exactly as the app reads it (getFullList's pages of 500). */
const CATALOGUE_PAGE = `/api/collections/products/records?page=1&perPage=500&skipTotal=1&sort=-created&fields=${encodeURIComponent(catalogueFields(false))}`

interface Read {
  status: number
  cache: string | null
  items: Array<Record<string, unknown>>
  text: string
}

async function read(path: string, actor?: Actor): Promise<Read> {
  const headers: Record<string, string> = { 'X-Forwarded-For': actor?.ip ?? randomIp() }
  if (actor?.pb.authStore.token) headers.authorization = actor.pb.authStore.token
  const response = await fetch(`${pbUrl()}${path}`, { headers })
  const text = await response.text()
  const body = JSON.parse(text) as { items?: Array<Record<string, unknown>> }
  return { status: response.status, cache: response.headers.get('x-catalogue-cache'), items: body.items ?? [], text }
}

let su: Actor
let actors: Record<Role, Actor>
let product: ProductsRecord
let exclusive: ProductsRecord

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
  exclusive = await createProduct(su.pb, { price: 80, price_pro: 55, exclusive: true })
  product = await createProduct(su.pb, { price: 42, price_pro: 27.5, stock: 7 })
})

describe.each(['anonymous', 'customer'] as const)('as %s', (role) => {
  it('reads the catalogue page computed once, then from the cache, with no price_pro and no exclusive piece', async () => {
    await su.pb.collection('products').update(product.id, { name: `${product.name} ${role}` })
    const first = await read(CATALOGUE_PAGE, actors[role])
    const second = await read(CATALOGUE_PAGE, actors[role])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.cache).toBe('miss')
    expect(second.cache).toBe('hit')
    expect(second.text).toBe(first.text)
    const ours = second.items.find((item) => item.id === product.id)
    expect(ours).toMatchObject({ name: `${product.name} ${role}`, price: 42, stock: 7 })
    expect(Object.keys(ours ?? {}).sort()).toEqual(catalogueFields(false).split(',').sort())
    expect(second.items.some((item) => item.id === exclusive.id)).toBe(false)
  })
})

it('gives the same answer from the cache as PocketBase gives uncached (same items, same fields)', async () => {
  const cached = await read(CATALOGUE_PAGE)
  // The same list with a filter that keeps everything is never cached: PocketBase's own answer.
  const uncached = await read(`${CATALOGUE_PAGE}&filter=${encodeURIComponent('id != ""')}`)
  expect(uncached.cache).toBeNull()
  expect(cached.items).toEqual(uncached.items)
})

it('shows a saved price, stock or a deleted product on the next read', async () => {
  await read(CATALOGUE_PAGE)
  await su.pb.collection('products').update(product.id, { price: 44.5, stock: 3 })
  const afterUpdate = await read(CATALOGUE_PAGE)
  expect(afterUpdate.cache).toBe('miss')
  expect(afterUpdate.items.find((item) => item.id === product.id)).toMatchObject({ price: 44.5, stock: 3 })

  const gone = await createProduct(su.pb, { price: 10 })
  expect((await read(CATALOGUE_PAGE)).items.some((item) => item.id === gone.id)).toBe(true)
  await su.pb.collection('products').delete(gone.id)
  expect((await read(CATALOGUE_PAGE)).items.some((item) => item.id === gone.id)).toBe(false)
})

it('never serves a stale page while stock changes under concurrent readers', async () => {
  for (let round = 1; round <= 5; round++) {
    const readers = Array.from({ length: 20 }, () => read(CATALOGUE_PAGE))
    await su.pb.collection('products').update(product.id, { stock: round })
    await Promise.all(readers)
    const after = await read(CATALOGUE_PAGE)
    expect(after.items.find((item) => item.id === product.id)?.stock).toBe(round)
  }
})

describe.each(['pro', 'admin'] as const)('as %s', (role) => {
  it('is never answered from the public cache: exclusive pieces and price_pro included', async () => {
    await read(CATALOGUE_PAGE)
    const page = `/api/collections/products/records?page=1&perPage=500&skipTotal=1&sort=-created&fields=${encodeURIComponent(catalogueFields(true))}`
    const answer = await read(page, actors[role])
    expect(answer.cache).toBeNull()
    expect(answer.items.find((item) => item.id === exclusive.id)).toMatchObject({ price_pro: 55 })
    const same = await read(CATALOGUE_PAGE, actors[role])
    expect(same.cache).toBeNull()
    expect(same.items.some((item) => item.id === exclusive.id)).toBe(true)
  })
})

it.each([
  ['a filter', `${CATALOGUE_PAGE}&filter=${encodeURIComponent('price > 1')}`],
  ['an expand', `${CATALOGUE_PAGE}&expand=category`],
  ['a random sort', CATALOGUE_PAGE.replace('sort=-created', 'sort=%40random')],
  ['a sort on a relation', CATALOGUE_PAGE.replace('sort=-created', 'sort=category.name')],
  ['an expanded field', `/api/collections/products/records?fields=${encodeURIComponent('id,expand.category.name')}&expand=category`],
])('does not cache a list with %s', async (_what, path) => {
  const answers = [await read(path), await read(path)]
  expect(answers.map((answer) => [answer.status, answer.cache])).toEqual([
    [200, null],
    [200, null],
  ])
})
