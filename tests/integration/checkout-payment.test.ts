// Threat model (docs/threat-model.md): proves §3.3 "Orders and the payment" and §3.5 (the order's copy of the addresses).
// From a paid intent to exactly one order (docs/adr/0032): the browser's confirmation
// (`POST /api/shop/checkouts/{id}/confirm`) against the Stripe API stand-in. The order copies the
// checkout (lines at the server's prices, both addresses, e-mail, name); every refusal is checked by its
// status and French message; what the shop cannot honour is refunded (409), never both kept and refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, type StackUser, SHIPPING, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

/** A checkout for one product, held for `user`. */
async function held(user: StackUser, productId: string, quantity = 1) {
  const answer = await stack.startCheckout(user, [{ id: productId, quantity }])
  expect(answer.status, answer.body.message).toBe(200)
  return String(answer.body.id)
}

/** An intent made directly on the (stand-in) Stripe account, as a forger cannot but a test can. */
async function intentMadeByHand(metadata: Record<string, string>, amount: number, pay = true): Promise<string> {
  const form: Record<string, string> = { amount: String(amount), currency: 'eur', 'automatic_payment_methods[enabled]': 'true' }
  for (const [key, value] of Object.entries(metadata)) form[`metadata[${key}]`] = value
  const created = await stack.stripe('POST', '/v1/payment_intents', form)
  const id = String(created.body.id)
  if (pay) expect((await stack.confirm(id)).status).toBe(200)
  return id
}

describe('a paid checkout becomes an order', () => {
  it('with the lines at the server’s prices, both addresses, the e-mail and the name; the hold becomes a sale', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 42.5, stock: 3 })
    const billing = { ...SHIPPING, full_name: 'Dominique Martin', line1: '3 place Bellecour', postal_code: '69002', phone: '' }
    const started = await stack.startCheckout(customer, [{ id: product.id, quantity: 2 }], { billing })
    expect(started.status, started.body.message).toBe(200)
    expect(started.body).toMatchObject({ amount: 8500, currency: 'eur', mode: 'stripe', status: 'open' })
    const checkoutId = String(started.body.id)
    expect(await stack.stock(product.id)).toBe(1)

    const intentId = await stack.payCheckout(customer, checkoutId)
    const confirmed = await stack.confirmCheckout(customer, checkoutId, intentId)
    expect(confirmed.status, confirmed.body.message).toBe(200)
    expect(confirmed.body).toMatchObject({ created: true, order: { status: 'paid', total: 85 } })

    const [order] = await stack.ordersOf(product.id)
    expect(order).toMatchObject({
      user: customer.id,
      status: 'paid',
      total: 85,
      stripePaymentIntentId: intentId,
      checkout: checkoutId,
      payment_mode: 'stripe',
      items: [{ id: product.id, name: product.name, quantity: 2, price: 42.5 }],
      shipping_address: { ...SHIPPING, phone: '06 12 34 56 78' },
      billing_address: { full_name: 'Dominique Martin', line1: '3 place Bellecour', postal_code: '69002' },
    })
    expect(order.email).toMatch(/@integration\.test$/)
    const sold = await stack.su.collection('products').getOne(product.id)
    expect(sold).toMatchObject({ stock: 1, reserved: 0 })
    expect(await stack.checkout(checkoutId)).toMatchObject({ status: 'paid', order: order.id, payment_intent: intentId })
  })

  it('a confirmation sent again (or after the webhook) answers the same order: no second order, no refund', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 1, is_unique: true })
    const checkoutId = await held(customer, product.id)
    const intentId = await stack.payCheckout(customer, checkoutId)
    const first = await stack.confirmCheckout(customer, checkoutId, intentId)
    const again = await stack.confirmCheckout(customer, checkoutId, intentId)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ created: false, order: { id: (first.body.order as { id: string }).id } })
    expect(await stack.ordersOf(product.id)).toHaveLength(1)
    expect((await stack.intent(intentId)).refunded).toBe(false)
  })

  it('the billing address defaults to the delivery address', async () => {
    const { customer2 } = stack.users
    const product = await stack.product({ stock: 2 })
    const checkoutId = await held(customer2, product.id)
    const intentId = await stack.payCheckout(customer2, checkoutId)
    expect((await stack.confirmCheckout(customer2, checkoutId, intentId)).status).toBe(200)
    const [order] = await stack.ordersOf(product.id)
    expect(order.billing_address).toEqual(order.shipping_address)
  })
})

describe('the order’s copy of the addresses', () => {
  it('stays as it was when the customer later edits or deletes the address in their book', async () => {
    const buyer = await stack.newBuyer()
    const saved = await buyer.pb.collection('addresses').create({
      user: buyer.id,
      full_name: 'Inès Carnet',
      line1: '8 quai Saint-Antoine',
      postal_code: '69002',
      city: 'Lyon',
      country: 'FR',
      phone: '07 11 22 33 44',
    })
    const product = await stack.product({ stock: 2 })
    const address = Object.fromEntries(
      ['full_name', 'company', 'line1', 'line2', 'postal_code', 'city', 'country', 'phone', 'siret', 'vat_number'].map((key) => [
        key,
        saved[key as keyof typeof saved],
      ]),
    )
    const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }], { shipping: address })
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(buyer, checkoutId)
    expect((await stack.confirmCheckout(buyer, checkoutId, intentId)).status).toBe(200)

    await buyer.pb.collection('addresses').update(saved.id, { line1: '1 place des Terreaux', phone: '06 00 00 00 00' })
    let [order] = await stack.ordersOf(product.id)
    expect(order.shipping_address).toMatchObject({ full_name: 'Inès Carnet', line1: '8 quai Saint-Antoine', phone: '07 11 22 33 44' })
    await buyer.pb.collection('addresses').delete(saved.id)
    ;[order] = await stack.ordersOf(product.id)
    expect(order.shipping_address).toMatchObject({ line1: '8 quai Saint-Antoine' })
  })
})

describe('refused confirmations (no order, nothing refunded, the hold stays)', () => {
  it('someone else’s checkout is not found (404), anonymous callers are refused (401)', async () => {
    const { customer, customer2 } = stack.users
    const product = await stack.product({ stock: 2 })
    const checkoutId = await held(customer, product.id)
    const intentId = await stack.payCheckout(customer, checkoutId)
    const other = await stack.confirmCheckout(customer2, checkoutId, intentId)
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Cette commande en cours est introuvable.')
    expect((await stack.shop(null, 'POST', `/api/shop/checkouts/${checkoutId}/confirm`, { paymentIntentId: intentId })).status).toBe(401)
    expect(await stack.ordersOf(product.id)).toEqual([])
    expect((await stack.intent(intentId)).refunded).toBe(false)
  })

  it.each([
    ['an intent id of the wrong shape', 'pi_', 'Le paiement de cette commande est invalide.'],
    ['an unknown intent', 'pi_unknown0000000000000', 'Ce paiement est introuvable.'],
    ['no intent at all', undefined, 'Le paiement de cette commande est invalide.'],
  ])('%s (400)', async (_label, intentId, message) => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 2 })
    const checkoutId = await held(customer, product.id)
    const answer = await stack.confirmCheckout(customer, checkoutId, intentId as string)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
    expect(await stack.ordersOf(product.id)).toEqual([])
  })

  it('an intent that has not succeeded (not paid, then declined) is refused', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 2 })
    const checkoutId = await held(customer, product.id)
    const answer = await stack.callFunction(customer.token, { checkout: checkoutId })
    const intentId = String(answer.body.paymentIntentId)
    const unpaid = await stack.confirmCheckout(customer, checkoutId, intentId)
    expect(unpaid.status).toBe(400)
    expect(unpaid.body.message).toBe('Ce paiement n’a pas abouti : la commande ne peut pas être enregistrée.')
    expect((await stack.confirm(intentId, 'pm_card_chargeDeclined')).status).toBe(402)
    expect((await stack.confirmCheckout(customer, checkoutId, intentId)).status).toBe(400)
    expect(await stack.ordersOf(product.id)).toEqual([])
  })

  it('an intent paid for another checkout, or by another customer, is refused and stays theirs', async () => {
    const { customer, customer2 } = stack.users
    const product = await stack.product({ stock: 5 })
    const mine = await held(customer, product.id)
    const theirs = await held(customer2, product.id)
    const theirIntent = await stack.payCheckout(customer2, theirs)
    const answer = await stack.confirmCheckout(customer, mine, theirIntent)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Ce paiement ne correspond pas à cette commande.')
    // Their metadata names my checkout but their account: refused too.
    const forged = await intentMadeByHand({ checkout: mine, user: customer2.id }, 3990)
    const other = await stack.confirmCheckout(customer, mine, forged)
    expect(other.status).toBe(400)
    expect(other.body.message).toBe('Ce paiement n’a pas été fait depuis votre compte.')
    expect((await stack.intent(theirIntent)).refunded).toBe(false)
    expect(await stack.ordersOf(product.id)).toEqual([])
  })

  it('a refunded intent can never make an order', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 2 })
    const checkoutId = await held(customer, product.id)
    const intentId = await stack.payCheckout(customer, checkoutId)
    expect((await stack.stripe('POST', '/v1/refunds', { payment_intent: intentId })).status).toBe(200)
    const answer = await stack.confirmCheckout(customer, checkoutId, intentId)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Ce paiement a été remboursé : il ne peut plus servir à une commande.')
    expect(await stack.ordersOf(product.id)).toEqual([])
  })

  it('a demonstration intent is refused while a secret key is set', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 2 })
    const checkoutId = await held(customer, product.id)
    const answer = await stack.confirmCheckout(customer, checkoutId, `demo_${'a'.repeat(24)}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Les paiements de démonstration ne sont pas acceptés par ce serveur.')
    expect(await stack.ordersOf(product.id)).toEqual([])
  })

  it('orders are never created through the records API, whatever the role (403)', async () => {
    const product = await stack.product({ stock: 2 })
    for (const user of Object.values(stack.users)) {
      const response = await fetch(`${stack.pbUrl}/api/collections/orders/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: user.token },
        body: JSON.stringify({ stripePaymentIntentId: 'pi_forged000000', items: [{ id: product.id, quantity: 1 }] }),
      })
      expect(response.status).toBe(403)
    }
    expect(await stack.ordersOf(product.id)).toEqual([])
  })
})

describe('paid, but the shop cannot honour it: refunded with 409, and never an order', () => {
  it('an intent of this checkout for another amount is refunded, and the held piece goes back on sale', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 39.9, stock: 1, is_unique: true })
    const checkoutId = await held(customer, product.id)
    const intentId = await intentMadeByHand({ checkout: checkoutId, user: customer.id }, 100)
    const answer = await stack.confirmCheckout(customer, checkoutId, intentId)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(
      'Le montant payé ne correspond pas à votre commande. Votre paiement a été remboursé : veuillez recommencer.',
    )
    expect((await stack.intent(intentId)).refunded).toBe(true)
    expect(await stack.checkout(checkoutId)).toMatchObject({ status: 'refunded' })
    expect(await stack.su.collection('products').getOne(product.id)).toMatchObject({ stock: 1, reserved: 0 })
    // Refunded for good: asked again, it stays refunded and is not refunded twice.
    const refundsBefore = stack.stripeRequests().filter((call) => call.path === '/v1/refunds').length
    const again = await stack.confirmCheckout(customer, checkoutId, intentId)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Ce paiement a été remboursé : il ne peut plus servir à une commande.')
    expect(stack.stripeRequests().filter((call) => call.path === '/v1/refunds')).toHaveLength(refundsBefore)
  })

  it('if the refund fails, the customer is asked to contact the shop (502) and a retry refunds', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 1 })
    const checkoutId = await held(customer, product.id)
    const intentId = await intentMadeByHand({ checkout: checkoutId, user: customer.id }, 200)
    stack.faults.refunds = true
    try {
      const answer = await stack.confirmCheckout(customer, checkoutId, intentId)
      expect(answer.status).toBe(502)
      expect(answer.body.message).toContain('Le remboursement automatique n’a pas abouti : veuillez nous contacter')
    } finally {
      stack.faults.refunds = false
    }
    expect(await stack.checkout(checkoutId)).toMatchObject({ status: 'released' })
    const retry = await stack.confirmCheckout(customer, checkoutId, intentId)
    expect(retry.status).toBe(409)
    expect((await stack.intent(intentId)).refunded).toBe(true)
    expect(await stack.ordersOf(product.id)).toEqual([])
  })
})
