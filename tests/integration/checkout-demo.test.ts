// Threat model (docs/threat-model.md): proves §3.3 "Orders and the payment" (demonstration intents).
// The demonstration payment mode (docs/adr/0032): offline runs buy without Stripe, and PocketBase
// accepts a demonstration payment only when its own process has PAYMENT_DEMO=1 and no secret key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, SHIPPING, startCheckoutStack } from './support/checkout-stack'

describe('PAYMENT_DEMO=1 and no secret key', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('the checkout is a demonstration one; the function answers a demo intent without calling Stripe', async () => {
    const product = await stack.product({ price: 20, stock: 2 })
    const started = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    expect(started.body).toMatchObject({ mode: 'demo', amount: 2000 })
    const answer = await stack.callFunction(stack.users.customer.token, { checkout: String(started.body.id) })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ mode: 'demo', amount: 2000, currency: 'eur' })
    expect(answer.body.paymentIntentId).toMatch(/^demo_[a-f0-9]{24}$/)
    expect(stack.stripeRequests()).toEqual([])
  })

  it('records the order once, takes the stock, and a second confirmation finds it', async () => {
    const product = await stack.product({ stock: 1, is_unique: true })
    const started = await stack.startCheckout(stack.users.customer2, [{ id: product.id, quantity: 1 }])
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(stack.users.customer2, checkoutId)
    const first = await stack.confirmCheckout(stack.users.customer2, checkoutId, intentId)
    const again = await stack.confirmCheckout(stack.users.customer2, checkoutId, intentId)
    expect(first.status).toBe(200)
    expect(again.body).toMatchObject({ created: false })
    const orders = await stack.ordersOf(product.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ status: 'paid', payment_mode: 'demo', stripePaymentIntentId: intentId })
    expect(await stack.su.collection('products').getOne(product.id)).toMatchObject({ stock: 0, reserved: 0 })
  })

  it('takes a discount code with no switch to turn on, and charges the discounted amount (docs/adr/0116)', async () => {
    const product = await stack.product({ price: 20, stock: 2 })
    const code = `DEMO${Date.now().toString(36).toUpperCase()}`
    await stack.su.collection('discount_codes').create({ code, kind: 'percent', value: 10, scope: 'order', audience: 'all', active: true })
    const answer = await stack.shop(stack.users.customer, 'POST', '/api/shop/checkouts', {
      items: [{ id: product.id, quantity: 1 }],
      shipping: SHIPPING,
      billing: null,
      code: code.toLowerCase(),
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ mode: 'demo', amount: 1800, discount: 200 })
    const intent = await stack.payCheckout(stack.users.customer, String(answer.body.id))
    const paid = await stack.confirmCheckout(stack.users.customer, String(answer.body.id), intent)
    expect(paid.status).toBe(200)
    const [order] = await stack.ordersOf(product.id)
    expect(order).toMatchObject({ status: 'paid', total: 18, discount: 2, discount_code: code })
  })

  it('a Stripe intent id is not accepted in demonstration mode (no key to check it)', async () => {
    const product = await stack.product({ stock: 2 })
    const started = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    const answer = await stack.confirmCheckout(stack.users.customer, String(started.body.id), 'pi_forged0000000000')
    expect(answer.status).toBe(503)
    expect(await stack.ordersOf(product.id)).toEqual([])
  })
})

describe('PAYMENT_DEMO=1 while a secret key is set', () => {
  let stack: CheckoutStack
  beforeAll(async () => {
    stack = await startCheckoutStack({ demo: true, stripe: true, webhooksPaused: true })
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('the checkout is a Stripe one, and a demonstration payment is refused', async () => {
    const product = await stack.product({ stock: 2 })
    const started = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    expect(started.body).toMatchObject({ mode: 'stripe' })
    const answer = await stack.confirmCheckout(stack.users.customer, String(started.body.id), `demo_${'b'.repeat(24)}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Les paiements de démonstration ne sont pas acceptés par ce serveur.')
    // The function with the key never answers a demo intent either.
    const intent = await stack.callFunction(stack.users.customer.token, { checkout: String(started.body.id) })
    expect(intent.body.mode).toBe('stripe')
    expect(await stack.ordersOf(product.id)).toEqual([])
  })
})
