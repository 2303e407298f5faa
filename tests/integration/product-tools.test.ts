// Threat model (docs/threat-model.md): proves §3.4 "Stock and unique pieces" for the inline stock
// change, and §2 for unpublished products.
// The products table's quick tools (pb_hooks/lib/product-tools.js, docs/adr/0059): a stock change as
// a delta applied by one SQL update (refused in French below 0 and above 1 for a unique piece), a
// product's copy, and the published flag (hidden from everyone but admins, the cached catalogue
// included, refused by the checkout).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { catalogueFields } from '../../src/features/catalogue/api/prefetch'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type Actor, anonymous, call, itemsOf, loginAs, newClient, superuser } from './support/clients'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'
import { createCategory, createProduct, uniq } from './support/factories'
import { openedNow } from './support/opened'

let su: Actor
let admin: Actor
let customer: Actor

beforeAll(async () => {
  ;[su, admin, customer] = await Promise.all([superuser(), loginAs('admin'), loginAs('customer')])
})

const adjust = (actor: Actor, id: string, body: unknown) => call(actor, 'POST', `/api/shop/products/${id}/stock`, body)
const stored = (id: string) => su.pb.collection('products').getOne(id)

describe('POST /api/shop/products/{id}/stock', () => {
  it('adds and removes a delta and answers the new stock', async () => {
    const bracelet = await createProduct(su.pb, { stock: 3 })
    const added = await adjust(admin, bracelet.id, { delta: 5 })
    expect(added).toMatchObject({ status: 200, body: { id: bracelet.id, stock: 8, reserved: 0 } })
    const removed = await adjust(admin, bracelet.id, { delta: -2 })
    expect(removed.body.stock).toBe(6)
    expect((await stored(bracelet.id)).stock).toBe(6)
  })

  it('refuses a change below 0 in French and changes nothing', async () => {
    const bracelet = await createProduct(su.pb, { stock: 2 })
    const result = await adjust(admin, bracelet.id, { delta: -3 })
    expect(result.status).toBe(409)
    expect(result.body.message).toBe(
      `Impossible : le stock de « ${bracelet.name} » passerait sous zéro (il en reste 2 en stock). Le stock n’a pas été modifié.`,
    )
    expect((await stored(bracelet.id)).stock).toBe(2)
  })

  it('never takes what open checkouts hold, and says so', async () => {
    // 1 for sale, 2 held by a payment in progress (a superuser's fixture sets `reserved`).
    const bracelet = await createProduct(su.pb, { stock: 1, reserved: 2 })
    const result = await adjust(admin, bracelet.id, { delta: -2 })
    expect(result.status).toBe(409)
    expect(result.body.message).toBe(
      `Impossible : le stock de « ${bracelet.name} » passerait sous zéro (il en reste 1 en stock, et 2 réservés par un paiement en cours). Le stock n’a pas été modifié.`,
    )
    expect(await stored(bracelet.id)).toMatchObject({ stock: 1, reserved: 2 })
  })

  it('keeps a unique piece at 1 at most, a held one included', async () => {
    const piece = await createProduct(su.pb, { stock: 0, is_unique: true })
    expect((await adjust(admin, piece.id, { delta: 1 })).body.stock).toBe(1)
    const beyond = await adjust(admin, piece.id, { delta: 1 })
    expect(beyond.status).toBe(409)
    expect(beyond.body.message).toBe(
      `« ${piece.name} » est une pièce unique : son stock ne peut pas dépasser 1 (pièce réservée comprise). Le stock n’a pas été modifié.`,
    )
    const held = await createProduct(su.pb, { stock: 0, reserved: 1, is_unique: true })
    expect((await adjust(admin, held.id, { delta: 1 })).status).toBe(409)
    expect(await stored(held.id)).toMatchObject({ stock: 0, reserved: 1 })
  })

  it.each([[{ delta: 0 }], [{ delta: 1.5 }], [{ delta: '5' }], [{ delta: 10001 }], [{}]])('refuses the body %j (400)', async (body) => {
    const bracelet = await createProduct(su.pb, { stock: 3 })
    const result = await adjust(admin, bracelet.id, body)
    expect(result.status).toBe(400)
    expect(result.body.message).toBe('Indiquez une variation entière non nulle, par exemple +5 ou -2 (10 000 au plus).')
    expect((result.body.data as Record<string, { code: string }>).delta.code).toBe('shop_bad_delta')
    expect((await stored(bracelet.id)).stock).toBe(3)
  })

  it('refuses any other field (the reserved units are the server’s)', async () => {
    const bracelet = await createProduct(su.pb, { stock: 3 })
    const result = await adjust(admin, bracelet.id, { delta: 1, reserved: 0 })
    expect(result.status).toBe(400)
    expect((await stored(bracelet.id)).stock).toBe(3)
  })

  it('answers 404 for a product that does not exist', async () => {
    expect((await adjust(admin, 'zzzzzzzzzzzzzzz', { delta: 1 })).status).toBe(404)
  })

  it('shows on the next read of the cached catalogue page', async () => {
    const page = `/api/collections/products/records?page=1&perPage=50&skipTotal=1&sort=-created&fields=${encodeURIComponent(catalogueFields(false))}`
    const visitor = await anonymous()
    const bracelet = await createProduct(su.pb, { stock: 4 })
    const read = async () => {
      const result = await call(visitor, 'GET', page)
      return itemsOf(result).find((item) => item.id === bracelet.id)?.stock
    }
    await read()
    expect(await read()).toBe(4)
    await adjust(admin, bracelet.id, { delta: 3 })
    expect(await read()).toBe(7)
  })
})

describe('POST /api/shop/products/{id}/duplicate', () => {
  it('makes an unpublished copy with stock 0, the same relations and prices, its own slug and its own images', async () => {
    const category = await createCategory(su.pb)
    const stone = await su.pb.collection('stones').create({ name: uniq('Pierre '), virtues: 'Calme', description: '<p>Pierre</p>' })
    const form = new FormData()
    const token = `collier-${Date.now()}`
    form.append('name', `Collier ${token}`)
    form.append('slug', token)
    form.append('price', '59')
    form.append('price_pro', '35')
    form.append('stock', '4')
    form.append('category', category.id)
    form.append('stones', stone.id)
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    form.append('image', new Blob([png], { type: 'image/png' }), 'face.png')
    form.append('image', new Blob([png], { type: 'image/png' }), 'dos.png')
    const original = await su.pb.collection('products').create(form)

    const first = await call(admin, 'POST', `/api/shop/products/${original.id}/duplicate`)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({
      name: `Collier ${token} (copie)`,
      slug: `${token}-copie`,
      price: 59,
      price_pro: 35,
      stock: 0,
      reserved: 0,
      published: false,
      category: [category.id],
      stones: [stone.id],
    })
    const images = first.body.image as string[]
    expect(images).toHaveLength(2)
    expect(images.some((name) => (original.image ?? []).includes(name))).toBe(false)
    expect(images[0]).toMatch(/^face/)
    const file = await fetch(su.pb.files.getURL(first.body as unknown as ProductsRecord, images[0] ?? ''))
    expect(file.status).toBe(200)

    const second = await call(admin, 'POST', `/api/shop/products/${original.id}/duplicate`)
    expect(second.body.slug).toBe(`${token}-copie-2`)
    // The original is untouched.
    expect(await stored(original.id)).toMatchObject({ stock: 4, published: true, image: original.image })
  })

  it('answers 404 for a product that does not exist', async () => {
    expect((await call(admin, 'POST', '/api/shop/products/zzzzzzzzzzzzzzz/duplicate')).status).toBe(404)
  })
})

describe('the published flag', () => {
  it('publishes a product created without naming it, and keeps one created unpublished hidden', async () => {
    expect((await createProduct(su.pb)).published).toBe(true)
    expect((await createProduct(su.pb, { published: false })).published).toBe(false)
  })

  it('hides an unpublished product from the cached catalogue as soon as it is hidden', async () => {
    const page = '/api/collections/products/records?page=1&perPage=50&skipTotal=1&sort=-created'
    const visitor = await anonymous()
    const bracelet = await createProduct(su.pb)
    const listed = async () => itemsOf(await call(visitor, 'GET', page)).some((item) => item.id === bracelet.id)
    await listed()
    expect(await listed()).toBe(true)
    await admin.pb.collection('products').update(bracelet.id, { published: false }, await openedNow(su.pb, 'products', bracelet.id))
    expect(await listed()).toBe(false)
    expect(await listed()).toBe(false)
    await admin.pb.collection('products').update(bracelet.id, { published: true }, await openedNow(su.pb, 'products', bracelet.id))
    expect(await listed()).toBe(true)
  })

  it('drops a hidden product from the cart’s refresh', async () => {
    const [kept, hidden] = await Promise.all([createProduct(su.pb), createProduct(su.pb, { published: false })])
    vi.resetModules()
    vi.doMock('../../src/lib/pocketbase', () => ({ pb: newClient() }))
    const { fetchCartProducts } = await import('../../src/lib/cart-products')
    const fresh = await fetchCartProducts([kept.id, hidden.id])
    expect(fresh.map((product) => product.id)).toEqual([kept.id])
  })

  it('is not expanded from a customer’s own order', async () => {
    const hidden = await createProduct(su.pb, { published: false })
    const order = await su.pb.collection('orders').create({
      user: customer.user?.id,
      items: [{ id: hidden.id, name: hidden.name, quantity: 1, price: hidden.price }],
      products: [hidden.id],
      total: hidden.price,
      stripePaymentIntentId: `pi_${Date.now()}`,
      status: 'paid',
    })
    const seen = await customer.pb.collection('orders').getOne(order.id, { expand: 'products' })
    expect(seen.expand?.products).toBeUndefined()
    const byAdmin = await admin.pb.collection('orders').getOne(order.id, { expand: 'products' })
    expect(byAdmin.expand?.products?.[0]?.id).toBe(hidden.id)
  })
})

describe('the low-stock threshold (shop_identity.low_stock_threshold)', () => {
  it('is 2 after the migration, set by an admin within 0–1000, by nobody else', async () => {
    const identity = await su.pb.collection('shop_identity').getFirstListItem('')
    expect(identity.low_stock_threshold).toBe(2)
    const before = identity.low_stock_threshold
    const tooHigh = await call(admin, 'PATCH', `/api/collections/shop_identity/records/${identity.id}`, { low_stock_threshold: 1001 })
    expect(tooHigh.status).toBe(400)
    const byCustomer = await call(customer, 'PATCH', `/api/collections/shop_identity/records/${identity.id}`, { low_stock_threshold: 7 })
    expect(byCustomer.status).toBe(404)
    expect((await su.pb.collection('shop_identity').getOne(identity.id)).low_stock_threshold).toBe(before)
    const set = await call(admin, 'PATCH', `/api/collections/shop_identity/records/${identity.id}`, { low_stock_threshold: 5 })
    expect(set).toMatchObject({ status: 200, body: { low_stock_threshold: 5 } })
    // Anyone reads it (the identity record is public): the overview and the products screen do.
    expect((await (await anonymous()).pb.collection('shop_identity').getOne(identity.id)).low_stock_threshold).toBe(5)
    await su.pb.collection('shop_identity').update(identity.id, { low_stock_threshold: before })
  })
})

describe('with a real checkout (demonstration payments)', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  const state = async (id: string) => {
    const { stock, reserved } = await stack.su.collection('products').getOne(id)
    return { stock, reserved }
  }
  const delta = (id: string, value: number) => stack.shop(stack.users.admin, 'POST', `/api/shop/products/${id}/stock`, { delta: value })
  /** A whole sale: the hold, the demonstration payment and its confirmation. */
  const buy = async (buyer: StackUser, id: string) => {
    const started = await stack.startCheckout(buyer, [{ id, quantity: 1 }])
    if (started.status !== 200) return false
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(buyer, checkoutId)
    return (await stack.confirmCheckout(buyer, checkoutId, intentId)).status === 200
  }

  it('the checkout refuses an unpublished product, in French', async () => {
    const hidden = await stack.product({ published: false, stock: 5 })
    const bought = await stack.startCheckout(stack.users.customer, [{ id: hidden.id, quantity: 1 }])
    expect(bought.status).toBe(409)
    expect(bought.body.message).toBe('Un article de votre panier n’est plus disponible. Veuillez mettre à jour votre panier.')
    const byAdmin = await stack.startCheckout(stack.users.admin, [{ id: hidden.id, quantity: 1 }])
    expect(byAdmin.body.message).toBe(`« ${hidden.name} » n’est plus proposé à la vente. Veuillez le retirer de votre panier.`)
    expect(await state(hidden.id)).toEqual({ stock: 5, reserved: 0 })
  })

  it('twenty deltas and three sales at once: every accepted change counted, nothing overwritten', async () => {
    const bracelet = await stack.product({ stock: 20 })
    const buyers = await Promise.all([stack.newBuyer(), stack.newBuyer(), stack.newBuyer()])
    const changes = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 1 : -1))
    const [deltas, sales] = await Promise.all([
      Promise.all(changes.map((value) => delta(bracelet.id, value))),
      Promise.all(buyers.map((buyer) => buy(buyer, bracelet.id))),
    ])
    expect(deltas.map((result) => result.status)).toEqual(changes.map(() => 200))
    expect(sales).toEqual([true, true, true])
    expect(await state(bracelet.id)).toEqual({ stock: 17, reserved: 0 })
    expect(await stack.ordersOf(bracelet.id)).toHaveLength(3)
  })

  it('removals racing sales on the last pieces: never below 0, every piece sold or removed once', async () => {
    const bracelet = await stack.product({ stock: 3 })
    const buyers = await Promise.all([stack.newBuyer(), stack.newBuyer()])
    const [deltas, sales] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => delta(bracelet.id, -1))),
      Promise.all(buyers.map((buyer) => buy(buyer, bracelet.id))),
    ])
    const removed = deltas.filter((result) => result.status === 200).length
    const sold = sales.filter(Boolean).length
    expect(deltas.every((result) => result.status === 200 || result.status === 409)).toBe(true)
    expect(removed + sold).toBe(3)
    expect(await state(bracelet.id)).toEqual({ stock: 0, reserved: 0 })
    expect(await stack.ordersOf(bracelet.id)).toHaveLength(sold)
  })
})
