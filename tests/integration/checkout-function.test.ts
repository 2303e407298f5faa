// Threat model (docs/threat-model.md): proves §3.3 "Orders and the payment" (the payment function).
// The payment function (functions/create-payment-intent/handler.ts), called as the browser calls it,
// against a real PocketBase and the Stripe API stand-in (docs/adr/0032): junk is refused before anything
// reaches PocketBase (size, rate, token shape), then the intent is made for exactly the checkout that
// PocketBase priced and holds, once per checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_REQUESTS_PER_MINUTE, MESSAGES, createPaymentIntentHandler } from '../../functions/create-payment-intent/handler'
import { freePort } from '../../scripts/lib/pocketbase-server.mjs'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

async function openCheckout(user = stack.users.customer, stock = 5) {
  const product = await stack.product({ price: 39.9, stock })
  const answer = await stack.startCheckout(user, [{ id: product.id, quantity: 2 }])
  expect(answer.status, answer.body.message).toBe(200)
  return String(answer.body.id)
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://shop.test/api/create-payment-intent', { method: 'POST', headers, body })
}

describe('refused before PocketBase is ever called', () => {
  // A PocketBase that does not answer: each refusal below comes from the function alone.
  let unreachable: ReturnType<typeof createPaymentIntentHandler>
  beforeAll(async () => {
    unreachable = createPaymentIntentHandler({ ...stack.env, pocketbaseUrl: `http://127.0.0.1:${await freePort()}` })
  })

  it('no token (401), a token that is not a current auth token (401)', async () => {
    const none = await unreachable(post('{"checkout":"abcdefghijklmno"}'), { clientAddress: '10.1.0.1' })
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ error: MESSAGES.notLoggedIn })
    const expired = `${btoa('{}')}.${Buffer.from(JSON.stringify({ id: 'x', type: 'auth', exp: 1 })).toString('base64url')}.sig`
    for (const token of ['garbage', 'a.b', expired]) {
      const answer = await unreachable(post('{"checkout":"abcdefghijklmno"}', { authorization: token }), { clientAddress: '10.1.0.1' })
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ error: MESSAGES.sessionExpired })
    }
  })

  it('a body over 2 KB (413), whether its length is declared or not', async () => {
    const big = JSON.stringify({ checkout: 'abcdefghijklmno', pad: 'x'.repeat(5000) })
    const declared = await unreachable(post(big, { authorization: stack.users.customer.token, 'content-length': String(big.length) }), {
      clientAddress: '10.1.0.2',
    })
    expect(declared.status).toBe(413)
    const streamed = new Request('http://shop.test/api/create-payment-intent', {
      method: 'POST',
      headers: { authorization: stack.users.customer.token },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit)
    const answer = await unreachable(streamed, { clientAddress: '10.1.0.2' })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ error: MESSAGES.tooLarge })
  })

  it(`more than ${MAX_REQUESTS_PER_MINUTE} requests a minute from one address (429); other addresses go on`, async () => {
    const statuses: number[] = []
    for (let i = 0; i < MAX_REQUESTS_PER_MINUTE + 5; i++) {
      statuses.push((await unreachable(post('{}'), { clientAddress: '10.1.0.3' })).status)
    }
    expect(statuses.slice(0, MAX_REQUESTS_PER_MINUTE)).toEqual(Array(MAX_REQUESTS_PER_MINUTE).fill(401))
    expect(statuses.slice(MAX_REQUESTS_PER_MINUTE)).toEqual(Array(5).fill(429))
    expect((await unreachable(post('{}'), { clientAddress: '10.1.0.4' })).status).toBe(401)
  })

  it('only POST (405), a CORS preflight (204), and 503 when no payment is configured', async () => {
    expect((await unreachable(new Request('http://shop.test/x', { method: 'GET' }))).status).toBe(405)
    const preflight = await unreachable(new Request('http://shop.test/x', { method: 'OPTIONS' }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const none = createPaymentIntentHandler({ ...stack.env, stripeSecretKey: '', demo: false })
    const answer = await none(post('{}', { authorization: stack.users.customer.token }))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ error: MESSAGES.notConfigured })
  })
})

describe('the intent', () => {
  it('is made for the checkout’s amount, eur, automatic payment methods, with the checkout and the user in its metadata', async () => {
    const checkoutId = await openCheckout()
    const answer = await stack.callFunction(stack.users.customer.token, { checkout: checkoutId, amount: 1 }, { bearer: true })
    expect(answer.status, answer.body.error).toBe(200)
    expect(answer.body).toMatchObject({ amount: 7980, currency: 'eur', mode: 'stripe' })
    expect(answer.body.clientSecret).toMatch(/^pi_.+_secret_/)
    const intent = await stack.intent(String(answer.body.paymentIntentId))
    expect(intent).toMatchObject({
      amount: 7980,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
      metadata: { checkout: checkoutId, user: stack.users.customer.id },
    })
  })

  it('one intent per checkout: asked again, the same intent (a double click never charges twice)', async () => {
    const checkoutId = await openCheckout()
    const first = await stack.callFunction(stack.users.customer.token, { checkout: checkoutId })
    const again = await stack.callFunction(stack.users.customer.token, { checkout: checkoutId })
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId)
  })

  it('someone else’s checkout is not found (404); a malformed id is refused (400)', async () => {
    const checkoutId = await openCheckout(stack.users.customer)
    const other = await stack.callFunction(stack.users.customer2.token, { checkout: checkoutId })
    expect(other).toEqual({ status: 404, body: { error: MESSAGES.checkoutNotFound } })
    for (const body of [{ checkout: 'x' }, { items: [] }, 'not json', null]) {
      expect((await stack.callFunction(stack.users.customer.token, body)).status).toBe(400)
    }
  })

  it('a checkout given back (released) or already paid starts no payment (409)', async () => {
    const released = await openCheckout()
    await stack.shop(stack.users.customer, 'DELETE', `/api/shop/checkouts/${released}`)
    expect(await stack.callFunction(stack.users.customer.token, { checkout: released })).toEqual({
      status: 409,
      body: { error: MESSAGES.expired },
    })
    const paid = await openCheckout(stack.users.customer2)
    const intentId = await stack.payCheckout(stack.users.customer2, paid)
    expect((await stack.confirmCheckout(stack.users.customer2, paid, intentId)).status).toBe(200)
    expect(await stack.callFunction(stack.users.customer2.token, { checkout: paid })).toEqual({
      status: 409,
      body: { error: MESSAGES.alreadyPaid },
    })
  })

  it('Stripe unreachable: 502 in French; PocketBase unreachable: 503 in French', async () => {
    const checkoutId = await openCheckout()
    const noStripe = createPaymentIntentHandler({ ...stack.env, stripeApiBase: `http://127.0.0.1:${await freePort()}` })
    const answer = await noStripe(post(JSON.stringify({ checkout: checkoutId }), { authorization: stack.users.customer.token }))
    expect(answer.status).toBe(502)
    expect(await answer.json()).toEqual({ error: MESSAGES.server })
    const noPocketBase = createPaymentIntentHandler({ ...stack.env, pocketbaseUrl: `http://127.0.0.1:${await freePort()}` })
    const down = await noPocketBase(post(JSON.stringify({ checkout: checkoutId }), { authorization: stack.users.customer.token }))
    expect(down.status).toBe(503)
  })

  it('a function in demonstration mode refuses a checkout PocketBase priced for Stripe (503)', async () => {
    const checkoutId = await openCheckout()
    const demo = createPaymentIntentHandler({ ...stack.env, stripeSecretKey: '', demo: true })
    const answer = await demo(post(JSON.stringify({ checkout: checkoutId }), { authorization: stack.users.customer.token }))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ error: MESSAGES.notConfigured })
  })
})
