// Sizes (docs/adr/0104), the foundation: a size's `reserved` is the server's and its stock is written
// as a delta like a product's (docs/adr/0037); its pro price is shown to pros and admins only, like
// the product's (docs/adr/0043); one row per combination of a product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, SHIPPING, startCheckoutStack } from './support/checkout-stack'
import { type Actor, call, loginAs, newClient, superuser } from './support/clients'
import { createProduct } from './support/factories'

let su: Actor
let admin: Actor
let pro: Actor
let customer: Actor

beforeAll(async () => {
  ;[su, admin, pro, customer] = await Promise.all([superuser(), loginAs('admin'), loginAs('pro'), loginAs('customer')])
})

const sizedProduct = () =>
  createProduct(su.pb, {
    price: 39,
    price_pro: 20,
    options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
  } as Record<string, unknown>)

describe('a size written by an admin', () => {
  it('never takes the reserved units an admin sends', async () => {
    const product = await sizedProduct()
    const size = await admin.pb.collection('product_variants').create({ product: product.id, option1: '16 cm', stock: 3, reserved: 2 })
    expect(size.reserved).toBe(0)
    // A held unit (a superuser's fixture, as for products): an admin's save keeps it.
    const held = await su.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 3, reserved: 1 })
    const saved = await admin.pb.collection('product_variants').update(held.id, { reserved: 0, stock: 3 })
    expect(saved.reserved).toBe(1)
  })

  it('applies `stock-` to the stock of the moment and refuses it below zero in French', async () => {
    const product = await sizedProduct()
    const size = await admin.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 2 })
    await su.pb.collection('product_variants').update(size.id, { 'stock-': 1 })
    const saved = await admin.pb.collection('product_variants').update(size.id, { 'stock-': 1 })
    expect(saved.stock).toBe(0)
    const refused = await call(admin, 'PATCH', `/api/collections/product_variants/records/${size.id}`, { 'stock-': 1 })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain('Le stock de « 17 cm » a changé')
  })

  it('keeps one row per combination of a product', async () => {
    const product = await sizedProduct()
    await admin.pb.collection('product_variants').create({ product: product.id, option1: '16 cm', stock: 1 })
    const twice = await call(admin, 'POST', '/api/collections/product_variants/records', {
      product: product.id,
      option1: '16 cm',
      stock: 1,
    })
    expect(twice.status).toBe(400)
  })
})

describe("a size's pro price", () => {
  it('is shown to pros and admins only, and nobody else may filter on it', async () => {
    const product = await sizedProduct()
    const size = await su.pb
      .collection('product_variants')
      .create({ product: product.id, option1: '16 cm', stock: 1, price: 42, price_pro: 25 })
    const anonymous = newClient()
    expect((await anonymous.collection('product_variants').getOne(size.id)).price_pro).toBeUndefined()
    expect((await customer.pb.collection('product_variants').getOne(size.id)).price_pro).toBeUndefined()
    expect((await pro.pb.collection('product_variants').getOne(size.id)).price_pro).toBe(25)
    expect((await admin.pb.collection('product_variants').getOne(size.id)).price_pro).toBe(25)
    const list = await customer.pb.collection('product_variants').getList(1, 50, { filter: `product = "${product.id}"` })
    expect(list.items[0]?.price_pro).toBeUndefined()
    const probe = await call(customer, 'GET', `/api/collections/product_variants/records?filter=${encodeURIComponent('price_pro > 1')}`)
    expect(probe.status).toBe(403)
  })
})

describe('a checkout line for a product sold in sizes', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ webhooksPaused: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('is refused in French without a size, and holds nothing', async () => {
    const product = await stack.product({ stock: 5, options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }] } as Record<
      string,
      unknown
    >)
    const answer = await stack.shop(stack.users.customer, 'POST', '/api/shop/checkouts', {
      items: [{ id: product.id, quantity: 1 }],
      shipping: SHIPPING,
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(`Choisissez une taille pour « ${product.name} » avant de commander.`)
    expect((await stack.su.collection('products').getOne(product.id)).stock).toBe(5)
  })

  it('leaves a product without options sold exactly as before', async () => {
    const product = await stack.product({ stock: 2, options: [] } as Record<string, unknown>)
    const answer = await stack.shop(stack.users.customer, 'POST', '/api/shop/checkouts', {
      items: [{ id: product.id, quantity: 1 }],
      shipping: SHIPPING,
    })
    expect(answer.status).toBe(200)
    const after = await stack.su.collection('products').getOne(product.id)
    expect([after.stock, after.reserved]).toEqual([1, 1])
  })
})
