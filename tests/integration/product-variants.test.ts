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

  /** A bracelet in two sizes: 16 cm (`stock16`) and 17 cm (`stock17`). */
  async function bracelet(stock16: number, stock17: number, prices: Record<string, number> = {}) {
    const product = await stack.product({
      price: 40,
      price_pro: 24,
      stock: 0,
      options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
    } as Record<string, unknown>)
    const size = (option1: string, stock: number, position: number) =>
      stack.su
        .collection('product_variants')
        .create({ product: product.id, option1, stock, position, ...(option1 === '17 cm' ? prices : {}) })
    const [s16, s17] = await Promise.all([size('16 cm', stock16, 0), size('17 cm', stock17, 1)])
    return { product, s16, s17 }
  }
  const sizeState = async (id: string) => {
    const size = await stack.su.collection('product_variants').getOne(id)
    return [size.stock, size.reserved]
  }

  it('holds two sizes of one bracelet as two lines, each from its own stock, at its own price', async () => {
    const { product, s16, s17 } = await bracelet(3, 2, { price: 45, price_pro: 27 })
    const answer = await stack.startCheckout(stack.users.customer, [
      { id: product.id, variant: s16.id, quantity: 1 },
      { id: product.id, variant: s17.id, quantity: 2 },
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.amount).toBe(4000 + 2 * 4500)
    expect(answer.body.lines).toEqual([
      expect.objectContaining({ id: product.id, variant: s16.id, size: 'Tour de poignet\u00a0: 16 cm', quantity: 1, price: 40 }),
      expect.objectContaining({ id: product.id, variant: s17.id, size: 'Tour de poignet\u00a0: 17 cm', quantity: 2, price: 45 }),
    ])
    expect(await sizeState(s16.id)).toEqual([2, 1])
    expect(await sizeState(s17.id)).toEqual([0, 2])
    expect((await stack.su.collection('products').getOne(product.id)).stock).toBe(0)
    const history = await stack.su.collection('stock_movements').getFullList({ filter: `variant = "${s17.id}" && reason = "sale"` })
    expect(history.map((m) => [m.change, m.stock_after, m.reason])).toEqual([[-2, 0, 'sale']])
  })

  it('charges a pro the size’s pro price', async () => {
    const { product, s17 } = await bracelet(1, 1, { price: 45, price_pro: 27 })
    const answer = await stack.startCheckout(stack.users.pro, [{ id: product.id, variant: s17.id, quantity: 1 }])
    expect(answer.status).toBe(200)
    expect(answer.body.amount).toBe(2700)
  })

  it('refuses an unknown size, another product’s size and a size on a product without options', async () => {
    const { product, s16 } = await bracelet(1, 1)
    const other = await bracelet(1, 1)
    const plain = await stack.product({ stock: 3 })
    for (const line of [
      { id: product.id, variant: 'abcdefghijklmno', quantity: 1 },
      { id: product.id, variant: other.s16.id, quantity: 1 },
      { id: plain.id, variant: s16.id, quantity: 1 },
    ]) {
      const answer = await stack.startCheckout(stack.users.customer, [line])
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('Un article de votre panier n’est plus disponible. Veuillez mettre à jour votre panier.')
    }
    expect(await sizeState(s16.id)).toEqual([1, 0])
    expect(await sizeState(other.s16.id)).toEqual([1, 0])
    expect(await stack.stock(plain.id)).toBe(3)
  })

  it('20 buyers of the last 17 cm while the 16 cm sells too: one gets the 17 cm, every 16 cm buyer within stock gets theirs', async () => {
    const { product, s16, s17 } = await bracelet(5, 1)
    const [buyers17, buyers16] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => stack.newBuyer())),
      Promise.all(Array.from({ length: 5 }, () => stack.newBuyer())),
    ])
    const answers = await Promise.all([
      ...buyers17.map((buyer) => stack.startCheckout(buyer, [{ id: product.id, variant: s17.id, quantity: 1 }])),
      ...buyers16.map((buyer) => stack.startCheckout(buyer, [{ id: product.id, variant: s16.id, quantity: 1 }])),
    ])
    const got17 = answers.slice(0, 20).filter((answer) => answer.status === 200)
    expect(got17).toHaveLength(1)
    for (const answer of answers.slice(0, 20).filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409)
      expect(answer.body.message).toContain('est réservé par un autre client en train de payer')
    }
    expect(answers.slice(20).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(await sizeState(s17.id)).toEqual([0, 1])
    expect(await sizeState(s16.id)).toEqual([0, 5])
    // The winner pays: the size's hold becomes the sale; the order line names the size.
    const winnerIndex = answers.findIndex((answer) => answer.status === 200)
    const winner = buyers17[winnerIndex]
    const checkoutId = String(answers[winnerIndex].body.id)
    const intentId = await stack.payCheckout(winner, checkoutId)
    expect((await stack.confirmCheckout(winner, checkoutId, intentId)).status).toBe(200)
    expect(await sizeState(s17.id)).toEqual([0, 0])
    const [order] = await stack.ordersOf(product.id)
    expect(order.items).toEqual([expect.objectContaining({ variant: s17.id, size: 'Tour de poignet\u00a0: 17 cm' })])
  })

  it('a refund with restock of one size puts back that size only', async () => {
    const { product, s16, s17 } = await bracelet(2, 2)
    const buyer = await stack.newBuyer()
    const started = await stack.startCheckout(buyer, [
      { id: product.id, variant: s16.id, quantity: 1 },
      { id: product.id, variant: s17.id, quantity: 1 },
    ])
    expect(started.status).toBe(200)
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(buyer, checkoutId)
    const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
    const orderId = String((confirmed.body.order as { id: string }).id)
    expect(await sizeState(s16.id)).toEqual([1, 0])
    expect(await sizeState(s17.id)).toEqual([1, 0])
    const refunded = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: `refund-${orderId}`,
      restock: true,
      lines: [{ id: product.id, variant: s17.id, quantity: 1 }],
    })
    expect(refunded.status).toBe(201)
    expect(await sizeState(s17.id)).toEqual([2, 0])
    expect(await sizeState(s16.id)).toEqual([1, 0])
    expect((await stack.su.collection('products').getOne(product.id)).stock).toBe(0)
    const note = await stack.su.collection('credit_notes').getFirstListItem(`order = "${orderId}"`)
    expect(note.lines).toEqual([expect.objectContaining({ variant: s17.id, size: 'Tour de poignet\u00a0: 17 cm', quantity: 1 })])
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
