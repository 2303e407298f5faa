// Threat model (docs/threat-model.md): proves §3.2 "The pro price and exclusive products".
// Products (pb_hooks/products.pb.js and the products API rules): price_pro is seen only by pros and
// admins, everywhere (list, view, expands), and nobody else can learn it through a filter or a sort;
// exclusive products exist only for pros and admins. (pro-price-timing.test.ts proves every spelling
// of a price_pro query is refused before any query runs, in a time that does not depend on the price.)
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CategoriesRecord, OrdersRecord, ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, actorsByRole, call, fixtureUser, itemsOf, superuser } from './support/clients'
import { createCategory, createOrder, createProduct } from './support/factories'
import { openedNow } from './support/opened'
import { type RealtimeConnection, connectRealtime, topic } from './support/realtime'

const PRO_PRICE_REFUSED = 'Le filtre et le tri sur le prix professionnel sont réservés aux comptes professionnels.'
const PRO_PRICE_NOT_SORTABLE = 'Le prix professionnel ne peut servir ni de filtre ni de tri.'
const TOO_COMPLEX = 'Cette recherche est trop complexe.'

let su: Actor
let actors: Record<Role, Actor>
let category: CategoriesRecord
let regular: ProductsRecord
let exclusive: ProductsRecord
let orders: Record<'customer' | 'pro', OrdersRecord>

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
  category = await createCategory(su.pb)
  regular = await createProduct(su.pb, { price: 42, price_pro: 27.5, category: [category.id] })
  exclusive = await createProduct(su.pb, { price: 80, price_pro: 55, exclusive: true, category: [category.id] })
  const both = { products: [regular.id, exclusive.id] }
  orders = {
    customer: await createOrder(su.pb, fixtureUser('customer').id, { products: [regular.id] }),
    pro: await createOrder(su.pb, fixtureUser('pro').id, both),
  }
})

const ours = () => `id = "${regular.id}" || id = "${exclusive.id}"`
/** The version header of an admin's save of `regular` as stored now (docs/adr/0083). */
const opened = async () => (await openedNow(su.pb, 'products', regular.id)).headers

describe.each(['anonymous', 'customer'] as const)('as %s', (role) => {
  it('lists only regular products, without price_pro', async () => {
    const list = await actors[role].pb.collection('products').getFullList({ filter: ours() })
    expect(list.map((p) => p.id)).toEqual([regular.id])
    expect(list[0]).not.toHaveProperty('price_pro')
    expect(list[0]?.price).toBe(42)
  })

  it('views a regular product without price_pro', async () => {
    const product = await actors[role].pb.collection('products').getOne(regular.id)
    expect(product).not.toHaveProperty('price_pro')
  })

  it('cannot find an exclusive product by id, slug or the exclusive flag', async () => {
    const byId = await call(actors[role], 'GET', `/api/collections/products/records/${exclusive.id}`)
    expect(byId.status).toBe(404)
    const bySlug = await actors[role].pb
      .collection('products')
      .getList(1, 10, { filter: actors[role].pb.filter('slug = {:slug}', { slug: exclusive.slug }) })
    expect(bySlug.items).toEqual([])
    const flagged = await actors[role].pb.collection('products').getFullList({ filter: 'exclusive = true' })
    expect(flagged).toEqual([])
  })

  it('cannot reach products through a back-relation expand (refused: filter bounds, ADR 0044)', async () => {
    const result = await call(actors[role], 'GET', `/api/collections/categories/records/${category.id}?expand=products_via_category`)
    expect({ status: result.status, message: result.body.message, expand: 'expand' in result.body }).toEqual({
      status: 400,
      message: TOO_COMPLEX,
      expand: false,
    })
  })

  it.each([
    ['filter', 'filter=price_pro%3E0'],
    ['filter, url-escaped', 'filter=price%5Fpro%3E0'],
    ['filter in a condition', `filter=${encodeURIComponent('(price_pro >= 27 && price_pro <= 28)')}`],
    ['sort ascending', 'sort=price_pro'],
    ['sort descending', 'sort=-price_pro,-created'],
  ])('is refused a products list with price_pro in the %s (403, French message)', async (_what, query) => {
    const result = await call(actors[role], 'GET', `/api/collections/products/records?${query}`)
    expect(result.status).toBe(403)
    expect(result.body.message).toBe(PRO_PRICE_REFUSED)
    expect(result.body).not.toHaveProperty('items')
  })

  it('is refused price_pro filters through relations from other collections', async () => {
    const viaBackRelation = await call(
      actors[role],
      'GET',
      `/api/collections/categories/records?filter=${encodeURIComponent('products_via_category.price_pro > 27')}`,
    )
    expect(viaBackRelation.status).toBe(403)
    const viaOrders = await call(
      actors[role],
      'GET',
      `/api/collections/orders/records?filter=${encodeURIComponent('products.price_pro > 27')}`,
    )
    expect(viaOrders.status).toBe(403)
  })

  it('cannot detect an exclusive product through a back-relation filter either (refused: filter bounds, ADR 0044)', async () => {
    const filter = encodeURIComponent(`products_via_category.slug = "${exclusive.slug}"`)
    const result = await call(actors[role], 'GET', `/api/collections/categories/records?filter=${filter}`)
    expect({ status: result.status, message: result.body.message, items: itemsOf(result) }).toEqual({
      status: 400,
      message: TOO_COMPLEX,
      items: [],
    })
  })

  it('may still filter and sort on the base price', async () => {
    const list = await actors[role].pb.collection('products').getFullList({ filter: `(${ours()}) && price >= 40`, sort: '-price' })
    expect(list.map((p) => p.id)).toEqual([regular.id])
  })
})

describe('realtime subscriptions', () => {
  let connection: RealtimeConnection | undefined
  afterEach(async () => {
    await connection?.close()
    connection = undefined
  })

  it('refuses an anonymous subscription filtering on price_pro', async () => {
    connection = await connectRealtime(actors.anonymous)
    const result = await connection.subscribe(actors.anonymous, [topic('products', { filter: 'price_pro > 27' })])
    expect(result.status).toBe(403)
    expect(result.body.message).toBe(PRO_PRICE_REFUSED)
  })

  it('accepts a plain anonymous subscription', async () => {
    connection = await connectRealtime(actors.anonymous)
    expect((await connection.subscribe(actors.anonymous, ['products/*'])).status).toBe(204)
  })

  it("refuses a pro's subscription filtering on price_pro in French (events never carry it: a hidden field)", async () => {
    connection = await connectRealtime(actors.pro)
    const result = await connection.subscribe(actors.pro, [topic('products', { filter: 'price_pro > 27' })])
    expect(result.status).toBe(400)
    expect(result.body.message).toBe(PRO_PRICE_NOT_SORTABLE)
  })
})

describe('customer orders', () => {
  it("hide price_pro in the customer's own order expanding its products", async () => {
    const customer = actors.customer
    const order = await customer.pb.collection('orders').getOne(orders.customer.id, { expand: 'products' })
    expect(order.expand?.products?.map((p) => p.id)).toEqual([regular.id])
    expect(order.expand?.products?.[0]).not.toHaveProperty('price_pro')
  })
})

describe.each(['pro', 'admin'] as const)('as %s', (role) => {
  it('lists regular and exclusive products with their price_pro', async () => {
    const list = await actors[role].pb.collection('products').getFullList({ filter: ours(), sort: 'price' })
    expect(list.map((p) => [p.id, p.price, p.price_pro])).toEqual([
      [regular.id, 42, 27.5],
      [exclusive.id, 80, 55],
    ])
  })

  it('views an exclusive product with its price_pro', async () => {
    const product = await actors[role].pb.collection('products').getOne(exclusive.id)
    expect(product.price_pro).toBe(55)
  })

  // price_pro is a hidden field (docs/adr/0045): shown to pros and admins on the products they read,
  // never a filter or a sort, and not inside other records' expands (the app reads neither).
  it.each([
    ['filter', () => `filter=${encodeURIComponent(`(${ours()}) && price_pro > 30`)}`],
    ['sort', () => 'sort=-price_pro'],
  ])('is refused a %s on price_pro in French (400)', async (_what, query) => {
    const result = await call(actors[role], 'GET', `/api/collections/products/records?${query()}`)
    expect(result.status).toBe(400)
    expect(result.body.message).toBe(PRO_PRICE_NOT_SORTABLE)
  })

  it('sees the expanded products of an order without price_pro', async () => {
    const order = await actors[role].pb.collection('orders').getOne(orders.pro.id, { expand: 'products' })
    expect(order.expand?.products?.map((p) => p.id).sort()).toEqual([regular.id, exclusive.id].sort())
    expect(order.expand?.products?.every((p) => !('price_pro' in p))).toBe(true)
  })

  it('gets back-relation expands without price_pro (admins; a pro is refused them: filter bounds, ADR 0044)', async () => {
    const result = await call(actors[role], 'GET', `/api/collections/categories/records/${category.id}?expand=products_via_category`)
    const expanded = (result.body.expand as Record<string, ProductsRecord[]> | undefined)?.products_via_category ?? []
    const seen = { status: result.status, ids: expanded.map((p) => p.id).sort(), prices: expanded.filter((p) => 'price_pro' in p).length }
    expect(seen).toEqual(
      role === 'admin' ? { status: 200, ids: [regular.id, exclusive.id].sort(), prices: 0 } : { status: 400, ids: [], prices: 0 },
    )
  })
})

it('gives an admin the product it saves back with its price_pro', async () => {
  const saved = await actors.admin.pb
    .collection('products')
    .update(regular.id, { name: regular.name }, await openedNow(actors.admin.pb, 'products', regular.id))
  expect(saved.price_pro).toBe(27.5)
})

it('keeps the list response shape for an anonymous visitor (no price_pro key at all)', async () => {
  const result = await call(actors.anonymous, 'GET', `/api/collections/products/records?filter=${encodeURIComponent(ours())}`)
  expect(result.status).toBe(200)
  expect(itemsOf(result).map((p) => Object.keys(p).includes('price_pro'))).toEqual([false])
})

describe('the pro price is never above the public price (issue 14)', () => {
  const ABOVE = 'Le prix professionnel ne peut pas dépasser le prix public.'

  it("refuses an admin's update or create that puts it above, in French, by the field; the product is unchanged", async () => {
    const update = await call(
      actors.admin,
      'PATCH',
      `/api/collections/products/records/${regular.id}`,
      { price_pro: 42.01 },
      await opened(),
    )
    expect(update.status).toBe(400)
    expect(update.body).toMatchObject({ message: ABOVE, data: { price_pro: { code: 'shop_price_pro_above_price', message: ABOVE } } })
    const lowered = await call(actors.admin, 'PATCH', `/api/collections/products/records/${regular.id}`, { price: 20 }, await opened())
    expect(lowered.status).toBe(400)
    const stored = await su.pb.collection('products').getOne(regular.id)
    expect(stored).toMatchObject({ price: 42, price_pro: 27.5 })
    const create = await call(actors.admin, 'POST', '/api/collections/products/records', {
      name: 'Test prix',
      slug: `test-prix-${Date.now()}`,
      price: 30,
      price_pro: 31,
      category: [category.id],
    })
    expect(create.status).toBe(400)
    expect(create.body).toMatchObject({ data: { price_pro: { code: 'shop_price_pro_above_price' } } })
  })

  it("stores the pro price an admin sends (a hidden field PocketBase drops from a non-superuser's body), JSON or multipart", async () => {
    expect(
      (await call(actors.admin, 'PATCH', `/api/collections/products/records/${regular.id}`, { price_pro: 30 }, await opened())).status,
    ).toBe(200)
    expect((await su.pb.collection('products').getOne(regular.id)).price_pro).toBe(30)
    const form = new FormData()
    form.append('price_pro', '26.5')
    await actors.admin.pb.collection('products').update(regular.id, form, await openedNow(actors.admin.pb, 'products', regular.id))
    expect((await su.pb.collection('products').getOne(regular.id)).price_pro).toBe(26.5)
    const created = await actors.admin.pb
      .collection('products')
      .create({ name: 'Test prix pro', slug: `test-prix-pro-${Date.now()}`, price: 30, price_pro: 21, category: [category.id] })
    expect((await su.pb.collection('products').getOne(created.id)).price_pro).toBe(21)
    await su.pb.collection('products').delete(created.id)
    // Customers and pros still may not write products at all.
    for (const role of ['customer', 'pro'] as const) {
      expect(
        (await call(actors[role], 'PATCH', `/api/collections/products/records/${regular.id}`, { price_pro: 1 })).status,
      ).toBeGreaterThanOrEqual(400)
    }
    expect((await su.pb.collection('products').getOne(regular.id)).price_pro).toBe(26.5)
    await su.pb.collection('products').update(regular.id, { price_pro: 27.5 })
  })

  it('accepts a pro price equal to the price, and none (0)', async () => {
    expect(
      (await call(actors.admin, 'PATCH', `/api/collections/products/records/${regular.id}`, { price_pro: 42 }, await opened())).status,
    ).toBe(200)
    expect(
      (await call(actors.admin, 'PATCH', `/api/collections/products/records/${regular.id}`, { price_pro: 0, price: 12 }, await opened()))
        .status,
    ).toBe(200)
    expect(
      (await call(actors.admin, 'PATCH', `/api/collections/products/records/${regular.id}`, { price: 42, price_pro: 27.5 }, await opened()))
        .status,
    ).toBe(200)
  })
})
