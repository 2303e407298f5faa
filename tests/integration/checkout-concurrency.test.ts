// Threat model (docs/threat-model.md): proves §3.3 "Orders and the payment" and §3.4 "Stock and unique pieces".
// Money and stock under concurrency (docs/adr/0032):
//  - twenty buyers race for one unique piece: one holds it and pays, nineteen are told before paying,
//    and nobody is charged then refunded;
//  - one paid intent sent many times at once, by the browser and by Stripe's webhook together, makes
//    exactly one order and is never refunded (the old hook could keep and refund at once);
//  - ten buyers of three pieces: three holds, seven refusals, stock exactly 0.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { STRIPE_API_VERSION } from '../../functions/create-payment-intent/handler'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

const BUYERS = 20
let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

it(`${BUYERS} buyers of one unique piece at once: one pays, the others are told before paying; no refund`, async () => {
  const piece = await stack.product({ price: 145, stock: 1, is_unique: true })
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => stack.newBuyer()))
  const intentsBefore = stack.intentCount()

  const holds = await Promise.all(buyers.map((buyer) => stack.startCheckout(buyer, [{ id: piece.id, quantity: 1 }])))
  const winners = holds.flatMap((answer, i) => (answer.status === 200 ? [i] : []))
  expect(winners).toHaveLength(1)
  for (const answer of holds.filter((hold) => hold.status !== 200)) {
    expect(answer.status).toBe(409)
    expect(answer.body.message).toContain('est réservé par un autre client en train de payer')
  }

  // Only the winner can start paying: the others have no checkout, so no intent, so no charge.
  const winner = buyers[winners[0]]
  const checkoutId = String(holds[winners[0]].body.id)
  const intentId = await stack.payCheckout(winner, checkoutId)
  expect(stack.intentCount()).toBe(intentsBefore + 1)
  expect((await stack.confirmCheckout(winner, checkoutId, intentId)).status).toBe(200)

  const orders = await stack.ordersOf(piece.id)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ user: winner.id, stripePaymentIntentId: intentId, total: 145, status: 'paid' })
  expect(await stack.su.collection('products').getOne(piece.id)).toMatchObject({ stock: 0, reserved: 0 })
  expect(stack.stripeRequests().filter((call) => call.path === '/v1/refunds')).toHaveLength(0)
})

it('one paid intent confirmed ten times at once and delivered by the webhook meanwhile: one order, never refunded', async () => {
  for (let round = 0; round < 5; round++) {
    const piece = await stack.product({ stock: 1, is_unique: true })
    const buyer = await stack.newBuyer()
    const started = await stack.startCheckout(buyer, [{ id: piece.id, quantity: 1 }])
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(buyer, checkoutId)
    const intent = await stack.intent(intentId)

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => stack.confirmCheckout(buyer, checkoutId, intentId)),
      stack.sendEvent('payment_intent.succeeded', { ...intent, latest_charge: null }),
    ])
    const browser = answers.slice(0, 10) as { status: number; body: { order?: { id: string } } }[]
    expect(browser.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(new Set(browser.map((answer) => answer.body.order?.id)).size).toBe(1)
    expect((answers[10] as { status: number }).status).toBe(200)

    expect(await stack.ordersOf(piece.id)).toHaveLength(1)
    expect((await stack.intent(intentId)).refunded).toBe(false)
    expect(await stack.su.collection('products').getOne(piece.id)).toMatchObject({ stock: 0, reserved: 0 })
  }
  expect(stack.stripeRequests().filter((call) => call.path === '/v1/refunds')).toHaveLength(0)
})

it('three pieces in stock and ten buyers of one each: three holds and orders, seven refusals, stock 0', async () => {
  const product = await stack.product({ price: 30, stock: 3 })
  const buyers = await Promise.all(Array.from({ length: 10 }, () => stack.newBuyer()))
  const holds = await Promise.all(buyers.map((buyer) => stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])))
  const won = holds.flatMap((answer, i) => (answer.status === 200 ? [i] : []))
  expect(won).toHaveLength(3)
  await Promise.all(
    won.map(async (i) => {
      const checkoutId = String(holds[i].body.id)
      const intentId = await stack.payCheckout(buyers[i], checkoutId)
      expect((await stack.confirmCheckout(buyers[i], checkoutId, intentId)).status).toBe(200)
    }),
  )
  expect(await stack.ordersOf(product.id)).toHaveLength(3)
  expect(await stack.su.collection('products').getOne(product.id)).toMatchObject({ stock: 0, reserved: 0 })

  // The function pins the API version and gives each intent its checkout's idempotency key.
  const creates = stack.stripeRequests().filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents')
  for (const call of creates) {
    expect(call.stripeVersion).toBe(STRIPE_API_VERSION)
    expect(call.idempotencyKey).toMatch(/^pi-[a-z0-9]{15}$/)
  }
})
