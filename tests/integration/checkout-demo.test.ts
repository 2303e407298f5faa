// Demonstration mode (local runs without Stripe keys): the function answers a `demo_` intent without
// calling Stripe, and PocketBase — started here with PAYMENT_DEMO=1 — accepts it, once. The opposite
// case (a PocketBase without PAYMENT_DEMO refuses it) is in checkout-orders.test.ts.
import { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type CheckoutStack, attemptId, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ demo: true })
})

afterAll(async () => {
  await stack?.stop()
})

it('the function answers a demonstration intent, validated like a real one, without calling Stripe', async () => {
  const product = await stack.product({ price: 39.9, price_pro: 24.5, stock: 2 })
  const before = stack.intentCount()
  const answer = await stack.callFunction(stack.users.pro.token, { items: [{ id: product.id, quantity: 2 }], attemptId: attemptId() })
  expect(answer).toEqual({
    status: 200,
    body: {
      paymentIntentId: expect.stringMatching(/^demo_[a-f0-9]+$/),
      clientSecret: expect.stringMatching(/^demo_[a-f0-9]+_secret_[a-f0-9]+$/),
      amount: 4900,
      currency: 'eur',
      mode: 'demo',
    },
  })
  expect(stack.intentCount()).toBe(before)
  const tooMany = await stack.callFunction(stack.users.pro.token, { items: [{ id: product.id, quantity: 3 }], attemptId: attemptId() })
  expect(tooMany.status).toBe(409)
  expect((await stack.callFunction(null, { items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() })).status).toBe(401)
})

it('PocketBase in demonstration mode records the order, once, and takes the stock', async () => {
  const { customer } = stack.users
  const product = await stack.product({ price: 39.9, stock: 2 })
  const items = [{ id: product.id, quantity: 1 }]
  const answer = await stack.callFunction(customer.token, { items, attemptId: attemptId() })
  const intentId = String(answer.body.paymentIntentId)

  const order = await customer.pb.collection('orders').create({ stripePaymentIntentId: intentId, items })

  expect(order).toMatchObject({
    user: customer.id,
    items: [{ id: product.id, name: product.name, quantity: 1, price: 39.9 }],
    total: 39.9,
    status: 'paid',
    stripePaymentIntentId: intentId,
  })
  expect(await stack.stock(product.id)).toBe(1)
  const again = await customer.pb.collection('orders').create({ stripePaymentIntentId: intentId, items }).catch((error: unknown) => error)
  expect(again).toBeInstanceOf(ClientResponseError)
  expect((again as ClientResponseError).status).toBe(400)
  expect(await stack.stock(product.id)).toBe(1)
})

it('in demonstration mode too, forged fields are refused and a sold-out piece answers 409', async () => {
  const { customer } = stack.users
  const product = await stack.product({ price: 20, stock: 1 })
  const items = [{ id: product.id, quantity: 1 }]
  const forged = await customer.pb
    .collection('orders')
    .create({ stripePaymentIntentId: `demo_${'a'.repeat(24)}`, items, total: 0.01 })
    .catch((error: unknown) => error)
  expect((forged as ClientResponseError).status).toBe(400)

  await stack.su.collection('products').update(product.id, { stock: 0 })
  const sold = await customer.pb
    .collection('orders')
    .create({ stripePaymentIntentId: `demo_${'b'.repeat(24)}`, items })
    .catch((error: unknown) => error)
  expect((sold as ClientResponseError).status).toBe(409)
  expect((sold as ClientResponseError).message).toBe(
    `Désolé, « ${product.name} » n'est plus disponible. Paiement de démonstration : rien n'a été débité.`,
  )
  expect(await stack.ordersOf(product.id)).toEqual([])
})
