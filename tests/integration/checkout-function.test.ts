// The payment function (functions/create-payment-intent/handler.ts), called as the browser calls it,
// against a real PocketBase and the Stripe API stand-in: who may pay, for what, and how much.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, createPaymentIntentHandler } from '../../functions/create-payment-intent/handler'
import { type CheckoutStack, attemptId, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack()
})

afterAll(async () => {
  await stack?.stop()
})

describe('who may ask for a payment', () => {
  it('refuses a visitor without a token (401), in French', async () => {
    const product = await stack.product()
    const answer = await stack.callFunction(null, { items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() })
    expect(answer).toEqual({ status: 401, body: { error: 'Vous devez être connecté pour passer une commande.' } })
  })

  it('refuses a forged or expired token (401)', async () => {
    const product = await stack.product()
    const forged = `${stack.users.customer.token.slice(0, -4)}AAAA`
    const answer = await stack.callFunction(forged, { items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() })
    expect(answer.status).toBe(401)
    expect(answer.body.error).toBe('Votre session a expiré. Veuillez vous reconnecter.')
  })

  it('accepts the token with or without "Bearer "', async () => {
    const product = await stack.product()
    const body = { items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() }
    expect((await stack.callFunction(stack.users.customer.token, body, { bearer: true })).status).toBe(200)
    expect((await stack.callFunction(stack.users.customer.token, body)).status).toBe(200)
  })

  it('answers only POST (405)', async () => {
    const answer = await stack.callFunction(stack.users.customer.token, null, { method: 'GET' })
    expect(answer).toEqual({ status: 405, body: { error: 'Méthode non autorisée.' } })
  })

  it('answers a CORS preflight, for a function hosted on another origin than the app', async () => {
    const handler = createPaymentIntentHandler(stack.env)
    const response = await handler(new Request('http://shop.test/api/create-payment-intent', { method: 'OPTIONS' }))
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
  })

  it('answers 503 when payment is not configured (no secret key, no demonstration mode)', async () => {
    const handler = createPaymentIntentHandler({ ...stack.env, stripeSecretKey: '', demo: false })
    const response = await handler(
      new Request('http://shop.test/api/create-payment-intent', {
        method: 'POST',
        headers: { authorization: stack.users.customer.token },
        body: JSON.stringify({ items: [], attemptId: attemptId() }),
      }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: MESSAGES.notConfigured })
  })
})

describe('when a server does not answer', () => {
  const closedPort = 'http://127.0.0.1:9'

  it('PocketBase unreachable: 503, in French', async () => {
    const handler = createPaymentIntentHandler({ ...stack.env, pocketbaseUrl: closedPort })
    const response = await handler(
      new Request('http://shop.test/api/create-payment-intent', {
        method: 'POST',
        headers: { authorization: stack.users.customer.token },
        body: JSON.stringify({ items: [{ id: 'abcdefghijklmno', quantity: 1 }], attemptId: attemptId() }),
      }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: MESSAGES.server })
  })

  it('Stripe unreachable: 502, in French, and nothing to pay', async () => {
    const product = await stack.product()
    const handler = createPaymentIntentHandler({ ...stack.env, stripeApiBase: closedPort })
    const response = await handler(
      new Request('http://shop.test/api/create-payment-intent', {
        method: 'POST',
        headers: { authorization: stack.users.customer.token },
        body: JSON.stringify({ items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() }),
      }),
    )
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: MESSAGES.server })
  })
})

describe('what is paid', () => {
  it('creates the intent: amount in cents from PocketBase, eur, automatic payment methods, metadata, no payment_method_types', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 19.99, price_pro: 12, stock: 5 })
    const other = await stack.product({ price: 0.1, stock: 9 })
    const items = [
      { id: product.id, quantity: 3 },
      { id: other.id, quantity: 3 },
    ]

    const answer = await stack.callFunction(customer.token, { items, attemptId: attemptId() })

    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_/),
      amount: 5997 + 30,
      currency: 'eur',
      mode: 'stripe',
    })
    const intent = await stack.intent(String(answer.body.paymentIntentId))
    expect(intent).toMatchObject({
      amount: 6027,
      currency: 'eur',
      status: 'requires_payment_method',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { user: customer.id, items: JSON.stringify(items) },
    })
    expect(answer.body.clientSecret).toBe((await stack.stripe('GET', `/v1/payment_intents/${intent.id}`)).body.client_secret)
  })

  it('ignores any amount or price the browser sends', async () => {
    const product = await stack.product({ price: 50, stock: 2 })
    const answer = await stack.callFunction(stack.users.customer.token, {
      items: [{ id: product.id, quantity: 1, price: 0.5 }],
      amount: 50,
      attemptId: attemptId(),
    })
    expect(answer.body.amount).toBe(5000)
    expect((await stack.intent(String(answer.body.paymentIntentId))).amount).toBe(5000)
  })

  it.each([
    ['a pro', 'pro', 2450],
    ['an admin', 'admin', 2450],
    ['a customer', 'customer', 3990],
  ] as const)('%s pays %s cents for a piece with a pro price', async (_who, role, cents) => {
    const product = await stack.product({ price: 39.9, price_pro: 24.5, stock: 2 })
    const answer = await stack.callFunction(stack.users[role].token, { items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() })
    expect(answer.body.amount).toBe(cents)
  })

  it('a pro pays the base price where there is no pro price', async () => {
    const product = await stack.product({ price: 39.9, price_pro: 0, stock: 2 })
    const answer = await stack.callFunction(stack.users.pro.token, { items: [{ id: product.id, quantity: 2 }], attemptId: attemptId() })
    expect(answer.body.amount).toBe(7980)
  })

  it('a retried request of the same attempt gets the same intent; a new attempt gets a new one', async () => {
    const product = await stack.product({ stock: 3 })
    const body = { items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() }
    const first = await stack.callFunction(stack.users.customer.token, body)
    const retried = await stack.callFunction(stack.users.customer.token, body)
    const changed = await stack.callFunction(stack.users.customer.token, { ...body, items: [{ id: product.id, quantity: 2 }] })
    const next = await stack.callFunction(stack.users.customer.token, { ...body, attemptId: attemptId() })
    expect(retried.body.paymentIntentId).toBe(first.body.paymentIntentId)
    expect(changed.status).toBe(200)
    expect(changed.body.paymentIntentId).not.toBe(first.body.paymentIntentId)
    expect(next.body.paymentIntentId).not.toBe(first.body.paymentIntentId)
  })
})

describe('refusals', () => {
  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 0.5],
    ['huge', 1e9],
    ['over 99', 100],
    ['text', '1'],
    ['missing', undefined],
  ])('a %s quantity (400)', async (_what, quantity) => {
    const product = await stack.product({ stock: 1000 })
    const answer = await stack.callFunction(stack.users.customer.token, { items: [{ id: product.id, quantity }], attemptId: attemptId() })
    expect(answer).toEqual({ status: 400, body: { error: MESSAGES.badQuantity } })
  })

  it.each([
    ['no items', {}, MESSAGES.badRequest],
    ['an empty cart', { items: [] }, MESSAGES.emptyCart],
    ['items that are not a list', { items: 'bracelet' }, MESSAGES.badRequest],
    ['an id that is not an id', { items: [{ id: 'id" || id != "', quantity: 1 }] }, MESSAGES.badItem],
    ['a line that is not an object', { items: [42] }, MESSAGES.badItem],
  ])('%s (400)', async (_what, body, error) => {
    const answer = await stack.callFunction(stack.users.customer.token, { attemptId: attemptId(), ...body })
    expect(answer).toEqual({ status: 400, body: { error } })
  })

  it('a body that is not JSON (400)', async () => {
    const answer = await stack.callFunction(stack.users.customer.token, 'pas du json')
    expect(answer).toEqual({ status: 400, body: { error: MESSAGES.badRequest } })
  })

  it('the same product twice (400)', async () => {
    const product = await stack.product()
    const items = [
      { id: product.id, quantity: 1 },
      { id: product.id, quantity: 1 },
    ]
    const answer = await stack.callFunction(stack.users.customer.token, { items, attemptId: attemptId() })
    expect(answer).toEqual({ status: 400, body: { error: MESSAGES.duplicate } })
  })

  it('more than 20 lines (400)', async () => {
    const items = Array.from({ length: 21 }, (_, i) => ({ id: `p${String(i).padStart(14, '0')}`, quantity: 1 }))
    const answer = await stack.callFunction(stack.users.customer.token, { items, attemptId: attemptId() })
    expect(answer).toEqual({ status: 400, body: { error: MESSAGES.tooManyLines } })
  })

  it('a missing or malformed attempt id (400)', async () => {
    const product = await stack.product()
    const items = [{ id: product.id, quantity: 1 }]
    expect((await stack.callFunction(stack.users.customer.token, { items })).status).toBe(400)
    expect((await stack.callFunction(stack.users.customer.token, { items, attemptId: 'x y' })).status).toBe(400)
  })

  it('an amount under Stripe’s 0,50 € minimum (400)', async () => {
    const product = await stack.product({ price: 0.3, stock: 5 })
    const answer = await stack.callFunction(stack.users.customer.token, { items: [{ id: product.id, quantity: 1 }], attemptId: attemptId() })
    expect(answer).toEqual({ status: 400, body: { error: MESSAGES.tooSmall } })
  })

  it('an unknown product (409: not available)', async () => {
    const answer = await stack.callFunction(stack.users.customer.token, {
      items: [{ id: 'zzzzzzzzzzzzzzz', quantity: 1 }],
      attemptId: attemptId(),
    })
    expect(answer).toEqual({ status: 409, body: { error: MESSAGES.unavailable } })
  })

  it('an exclusive product for a customer (409), though a pro may buy it', async () => {
    const product = await stack.product({ exclusive: true, price: 80, price_pro: 60, stock: 2 })
    const items = [{ id: product.id, quantity: 1 }]
    const customer = await stack.callFunction(stack.users.customer.token, { items, attemptId: attemptId() })
    expect(customer).toEqual({ status: 409, body: { error: MESSAGES.unavailable } })
    const pro = await stack.callFunction(stack.users.pro.token, { items, attemptId: attemptId() })
    expect(pro.status).toBe(200)
    expect(pro.body.amount).toBe(6000)
  })

  it('more than the stock, or a piece out of stock (409, saying what is left)', async () => {
    const few = await stack.product({ stock: 2 })
    const none = await stack.product({ stock: 0 })
    const tooMany = await stack.callFunction(stack.users.customer.token, { items: [{ id: few.id, quantity: 3 }], attemptId: attemptId() })
    expect(tooMany).toEqual({
      status: 409,
      body: { error: `Il ne reste que 2 exemplaires de « ${few.name} ». Veuillez ajuster votre panier.` },
    })
    const sold = await stack.callFunction(stack.users.customer.token, { items: [{ id: none.id, quantity: 1 }], attemptId: attemptId() })
    expect(sold).toEqual({
      status: 409,
      body: { error: `« ${none.name} » n’est plus en stock. Veuillez le retirer de votre panier.` },
    })
  })

  it('creates no intent on a refusal', async () => {
    const before = stack.intentCount()
    const none = await stack.product({ stock: 0 })
    const answer = await stack.callFunction(stack.users.customer.token, { items: [{ id: none.id, quantity: 1 }], attemptId: attemptId() })
    expect(answer.status).toBe(409)
    expect(stack.intentCount()).toBe(before)
  })
})
