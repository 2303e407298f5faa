// Filters, sorts and expands from anyone but an admin or a superuser are bounded in cost
// (pb_hooks/filter-bounds.pb.js, docs/adr/0044-bounded-filters.md, docs/threat-model.md §4): beyond
// each bound, the French 400 — in the query string, in a batch's sub-request, in a realtime
// subscription — before PocketBase parses the filter or runs anything; admins and superusers are not
// bounded; every query the app's screens send stays within the bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueFields, firstPageUrl, productUrl } from '../../src/features/catalogue/api/prefetch'
import type { CategoriesRecord, ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type ApiResult, anonymous, call, fixtureUser, itemsOf, loginAs, randomIp, superuser } from './support/clients'
import { contactMessageBody, createCategory, createOrder, createProduct } from './support/factories'
import { type RealtimeConnection, connectRealtime, topic } from './support/realtime'

const TOO_COMPLEX = 'Cette recherche est trop complexe.'
const CODE = 'shop_query_too_complex'

/** The cart's refresh at its bound: MAX_CART_LINES (20) products in one request (src/lib/cart-products.ts). */
const CART_LINES = 20

let su: Actor
let category: CategoriesRecord
let cartProducts: ProductsRecord[]

beforeAll(async () => {
  su = await superuser()
  category = await createCategory(su.pb)
  cartProducts = []
  for (let i = 0; i < CART_LINES; i += 10) {
    cartProducts.push(...(await Promise.all(Array.from({ length: 10 }, () => createProduct(su.pb, { category: [category.id] })))))
  }
  await createOrder(su.pb, fixtureUser('customer').id, { products: [cartProducts[0]!.id] })
  // Batches are off in the shop (PocketBase refuses them unread); on here, to prove their bodies are read.
  await su.pb.settings.update({ batch: { enabled: true, maxRequests: 5, timeout: 3, maxBodySize: 0 } })
})

afterAll(async () => {
  await su.pb.settings.update({ batch: { enabled: false } })
})

const terms = (count: number, term: (i: number) => string) => Array.from({ length: count }, (_, i) => term(i)).join(' || ')

type Param = 'filter' | 'sort' | 'expand'
interface OverBound {
  what: string
  collection: string
  param: Param
  value: string
}

/**
 * One request beyond each bound, each otherwise valid and cheap (PocketBase answers it at once for an
 * admin or a superuser), so that the refusal can only come from the bounds.
 */
const OVER_BOUNDS: OverBound[] = [
  { what: 'filter over 1,000 characters', collection: 'products', param: 'filter', value: `name != "${'x'.repeat(1000)}"` },
  { what: 'filter through a back-relation', collection: 'categories', param: 'filter', value: 'products_via_category.name ?~ "zzz"' },
  { what: 'filter joining a whole collection', collection: 'products', param: 'filter', value: '@collection.categories.name ?= "zzz"' },
  { what: 'filter through two relations', collection: 'orders', param: 'filter', value: 'products.category.name = "zzz"' },
  { what: 'filter with :each', collection: 'products', param: 'filter', value: 'stones:each ?= "zzz"' },
  { what: 'filter naming 31 fields', collection: 'products', param: 'filter', value: terms(31, (i) => `slug = "z${i}"`) },
  {
    what: 'filter with 4 fields through relations',
    collection: 'products',
    param: 'filter',
    value: terms(4, (i) => `category.name = "z${i}"`),
  },
  { what: 'filter with 6 ~ comparisons', collection: 'products', param: 'filter', value: terms(6, (i) => `name ~ "z${i}"`) },
  { what: 'sort over 100 characters', collection: 'products', param: 'sort', value: `${' '.repeat(95)}-created` },
  { what: 'sort on 4 fields', collection: 'products', param: 'sort', value: 'name,price,stock,created' },
  { what: 'sort through two relations', collection: 'orders', param: 'sort', value: 'products.category.name' },
  { what: 'sort through a back-relation', collection: 'categories', param: 'sort', value: 'products_via_category.name' },
  { what: 'expand over 200 characters', collection: 'products', param: 'expand', value: `${' '.repeat(200)}category` },
  { what: 'expand of 9 paths', collection: 'products', param: 'expand', value: Array(9).fill('category').join(',') },
  { what: 'expand of 3 levels', collection: 'orders', param: 'expand', value: 'products.category.products_via_category' },
  { what: 'expand of a back-relation', collection: 'categories', param: 'expand', value: 'products_via_category' },
  // A product's sizes are the one back-relation served (docs/adr/0106), and only as a whole path.
  { what: 'expand through the sizes', collection: 'products', param: 'expand', value: 'product_variants_via_product.product' },
  {
    what: 'expand of a back-relation named like the sizes',
    collection: 'products',
    param: 'expand',
    value: 'xproduct_variants_via_product',
  },
]

const pathOf = ({ collection, param, value }: OverBound) => `/api/collections/${collection}/records?${param}=${encodeURIComponent(value)}`

/** The same caller from a fresh address: PocketBase allows 3 batches a second per address (shop settings). */
const fresh = (actor: Actor): Actor => ({ ...actor, ip: randomIp() })

/** What the test compares: the status, the message and the code PocketBase's error shape carries for the parameter. */
function refusal(result: ApiResult, param: Param) {
  const data = result.body.data as Record<string, { code?: string; message?: string }> | undefined
  return { status: result.status, message: result.body.message, code: data?.[param]?.code, items: 'items' in result.body }
}
const REFUSED = { status: 400, message: TOO_COMPLEX, items: false }

describe.each(['anonymous', 'customer', 'pro'] as const)('as %s', (role) => {
  let actor: Actor
  beforeAll(async () => {
    actor = role === 'anonymous' ? await anonymous() : await loginAs(role)
  })

  it('is refused every filter, sort and expand beyond a bound, in the query (French 400)', async () => {
    for (const over of OVER_BOUNDS) {
      const result = await call(actor, 'GET', pathOf(over))
      expect({ what: over.what, ...refusal(result, over.param) }).toEqual({ what: over.what, ...REFUSED, code: CODE })
    }
  })

  it('is refused them on a record view and on a create’s expand too', async () => {
    const view = await call(actor, 'GET', `/api/collections/products/records/${cartProducts[0]!.id}?expand=products_via_category`)
    expect(refusal(view, 'expand')).toEqual({ ...REFUSED, code: CODE })
    const message = contactMessageBody()
    const create = await call(actor, 'POST', '/api/collections/contact_messages/records?expand=a.b.c', message)
    expect(refusal(create, 'expand')).toEqual({ ...REFUSED, code: CODE })
    // Refused before the handler: the message was not saved.
    const saved = await su.pb
      .collection('contact_messages')
      .getList(1, 1, { filter: su.pb.filter('email = {:email}', { email: message.email }) })
    expect(saved.totalItems).toBe(0)
  })

  it('is refused them in a batch’s sub-request, before any sub-request runs', async () => {
    const message = contactMessageBody()
    const result = await call(fresh(actor), 'POST', '/api/batch', {
      requests: [
        { method: 'POST', url: '/api/collections/contact_messages/records', body: message },
        {
          method: 'POST',
          url: `/api/collections/contact_messages/records?expand=${encodeURIComponent('products_via_category')}`,
          body: contactMessageBody(),
        },
      ],
    })
    expect(refusal(result, 'expand')).toEqual({ ...REFUSED, code: CODE })
    const saved = await su.pb
      .collection('contact_messages')
      .getList(1, 1, { filter: su.pb.filter('email = {:email}', { email: message.email }) })
    expect(saved.totalItems).toBe(0)
  })

  it('is refused them in a realtime subscription', async () => {
    let connection: RealtimeConnection | undefined
    try {
      connection = await connectRealtime(actor)
      const chain = 'category.products_via_category.category.products_via_category.slug ?~ "zzz"'
      const filtered = await connection.subscribe(actor, [topic('products', { filter: chain })])
      expect(refusal(filtered, 'filter')).toEqual({ ...REFUSED, code: CODE })
      const expanded = await connection.subscribe(actor, [topic('orders', { expand: 'products.category.products_via_category' })])
      expect(refusal(expanded, 'expand')).toEqual({ ...REFUSED, code: CODE })
      // Within the bounds, the subscription is taken.
      const plain = await connection.subscribe(actor, [topic('products', { filter: 'exclusive = false' })])
      expect(plain.status).toBe(204)
    } finally {
      await connection?.close()
    }
  })

  it('sends the app’s own queries within the bounds', async () => {
    // The cart's refresh at its bound, written as src/lib/cart-products.ts writes it.
    const params: Record<string, string> = {}
    const filter = cartProducts.map((product, index) => ((params[`id${index}`] = product.id), `id = {:id${index}}`)).join(' || ')
    const cart = await actor.pb.collection('products').getFullList({
      batch: 500,
      filter: actor.pb.filter(filter, params),
      fields: 'id,collectionName,name,price,stock,reserved,slug,image',
    })
    expect(cart.map((product) => product.id).sort()).toEqual(cartProducts.map((product) => product.id).sort())

    // The catalogue: the first page (index.html's prefetch) and a page of 500, as catalogue-api.ts asks.
    expect((await call(actor, 'GET', firstPageUrl(''))).status).toBe(200)
    const page = await actor.pb.collection('products').getList(1, 500, { sort: '-created', fields: catalogueFields(role === 'pro') })
    expect(page.items.length).toBeGreaterThan(0)

    // The product page (its filter, its seven expands and their fields).
    const product = await call(actor, 'GET', productUrl('', cartProducts[0]!.slug))
    expect(itemsOf(product).map((item) => item.id)).toEqual([cartProducts[0]!.id])

    // The account's orders (src/lib/orders.ts).
    if (role !== 'anonymous') {
      const orders = await actor.pb.collection('orders').getFullList({
        filter: actor.pb.filter('user = {:user}', { user: actor.user!.id }),
        sort: '-created',
        fields: 'id,created,items,total,status',
      })
      expect(Array.isArray(orders)).toBe(true)
    }

    // The pro screens: exclusive pieces, quick order, documents (src/features/pro/*/api.ts).
    if (role === 'pro') {
      const exclusive = await actor.pb.collection('products').getFullList({
        filter: 'exclusive = true',
        sort: '-created',
        fields: 'id,collectionId,collectionName,created,slug,name,price,price_pro,stock,reserved,is_unique,exclusive,image',
      })
      expect(Array.isArray(exclusive)).toBe(true)
      const quick = await actor.pb
        .collection('products')
        .getFullList({ sort: 'name', fields: 'id,collectionName,name,price,price_pro,stock,reserved,slug,image' })
      expect(quick.length).toBeGreaterThan(0)
      const documents = await actor.pb.collection('products').getFullList({
        sort: 'name',
        expand: 'category',
        fields: 'id,name,description,price,price_pro,stock,exclusive,expand.category.name',
      })
      expect(documents.find((row) => row.id === cartProducts[0]!.id)?.expand).toEqual({ category: [{ name: category.name }] })
    }
  })
})

describe.each(['admin', 'superuser'] as const)('as %s', (role) => {
  it('is not bounded: the same filters, sorts and expands reach PocketBase', async () => {
    const actor = role === 'superuser' ? await superuser() : await loginAs('admin')
    for (const over of OVER_BOUNDS) {
      const result = await call(actor, 'GET', pathOf(over))
      // PocketBase lets only superusers join on @collection (its own 403, in English, for anyone else).
      const expected = over.value.startsWith('@collection') && role === 'admin' ? 403 : 200
      expect({ what: over.what, status: result.status, message: result.body.message }).toEqual({
        what: over.what,
        status: expected,
        message: expected === 200 ? undefined : expect.not.stringMatching(TOO_COMPLEX),
      })
    }
  })
})
