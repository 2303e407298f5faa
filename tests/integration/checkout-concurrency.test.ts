// A unique piece is never sold twice: twenty buyers pay for the same piece at once, then all create
// their order at the same moment. Exactly one order is recorded, the nineteen others are answered 409
// and refunded, and the stock never goes below zero.
import { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { STRIPE_API_VERSION } from '../../functions/create-payment-intent/handler'
import { type CheckoutStack, type StackUser, attemptId, startCheckoutStack } from './support/checkout-stack'

const BUYERS = 20
let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack()
})

afterAll(async () => {
  await stack?.stop()
})

async function pay(buyer: StackUser, productId: string): Promise<string> {
  const answer = await stack.callFunction(buyer.token, { items: [{ id: productId, quantity: 1 }], attemptId: attemptId() })
  expect(answer.status, answer.body.error).toBe(200)
  const id = String(answer.body.paymentIntentId)
  expect((await stack.confirm(id)).status).toBe(200)
  return id
}

it(`${BUYERS} buyers of one unique piece at once: one order, the others refunded with 409, stock 0`, async () => {
  const piece = await stack.product({ price: 145, stock: 1, is_unique: true })
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => stack.newBuyer()))
  // Everyone gets through the payment: the stock is checked again when the order is saved.
  const intents = await Promise.all(buyers.map((buyer) => pay(buyer, piece.id)))

  const results = await Promise.allSettled(
    buyers.map((buyer, i) =>
      buyer.pb.collection('orders').create({ stripePaymentIntentId: intents[i], items: [{ id: piece.id, quantity: 1 }] }),
    ),
  )

  const won = results.flatMap((result, i) => (result.status === 'fulfilled' ? [i] : []))
  expect(won).toHaveLength(1)
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
  expect(refused).toHaveLength(BUYERS - 1)
  for (const reason of refused) {
    expect(reason).toBeInstanceOf(ClientResponseError)
    expect((reason as ClientResponseError).status).toBe(409)
    expect((reason as ClientResponseError).message).toContain('Votre paiement a été remboursé')
  }

  const orders = await stack.ordersOf(piece.id)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ user: buyers[won[0]].id, stripePaymentIntentId: intents[won[0]], total: 145, status: 'paid' })
  expect(await stack.stock(piece.id)).toBe(0)

  const stripeSide = await Promise.all(intents.map((id) => stack.intent(id)))
  expect(stripeSide.filter((intent) => intent.refunded)).toHaveLength(BUYERS - 1)
  expect(stripeSide[won[0]].refunded).toBe(false)

  // The function and the hook both pin the API version; creates and refunds carry an idempotency key.
  const calls = stack.stripeRequests().filter((call) => call.path === '/v1/payment_intents' || call.path === '/v1/refunds')
  expect(calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(BUYERS - 1)
  for (const call of calls) {
    expect(call.stripeVersion).toBe(STRIPE_API_VERSION)
    expect(call.idempotencyKey).toBeTruthy()
  }
  expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(calls.length)
})

it('three pieces in stock and ten buyers of one each: three orders, seven refunds, stock 0', async () => {
  const product = await stack.product({ price: 30, stock: 3 })
  const buyers = await Promise.all(Array.from({ length: 10 }, () => stack.newBuyer()))
  const intents = await Promise.all(buyers.map((buyer) => pay(buyer, product.id)))

  const results = await Promise.allSettled(
    buyers.map((buyer, i) =>
      buyer.pb.collection('orders').create({ stripePaymentIntentId: intents[i], items: [{ id: product.id, quantity: 1 }] }),
    ),
  )

  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
  expect(await stack.ordersOf(product.id)).toHaveLength(3)
  expect(await stack.stock(product.id)).toBe(0)
  const refunded = (await Promise.all(intents.map((id) => stack.intent(id)))).filter((intent) => intent.refunded)
  expect(refunded).toHaveLength(7)
})
