// The order hook (pocketbase/pb_hooks/orders.pb.js) against the Stripe API stand-in: an order exists
// only for the caller, with a succeeded intent of exactly the amount PocketBase computes, used once;
// the hook fills every field and decrements the stock; what the shop cannot honour is refunded (409).
import { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type CheckoutLine, type CheckoutStack, type StackUser, attemptId, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack()
})

afterAll(async () => {
  await stack?.stop()
})

/** Asks the function for an intent for these lines, then pays it with the test card. */
async function paidIntent(user: StackUser, lines: CheckoutLine[]): Promise<string> {
  const answer = await stack.callFunction(user.token, { items: lines, attemptId: attemptId() })
  expect(answer.status, answer.body.error).toBe(200)
  const id = String(answer.body.paymentIntentId)
  expect((await stack.confirm(id)).status).toBe(200)
  return id
}

/** An intent made directly on the (stand-in) Stripe account, as a forger cannot but a test can. */
async function forgedPaidIntent(user: StackUser, amount: number, lines: CheckoutLine[]): Promise<string> {
  const created = await stack.stripe('POST', '/v1/payment_intents', {
    amount: String(amount),
    currency: 'eur',
    'automatic_payment_methods[enabled]': 'true',
    'metadata[user]': user.id,
    'metadata[items]': JSON.stringify(lines),
  })
  const id = String(created.body.id)
  expect((await stack.confirm(id)).status).toBe(200)
  return id
}

/** Creates the order through the SDK as `user`; resolves to the status and message of a refusal. */
async function createOrder(user: StackUser, body: Record<string, unknown>) {
  try {
    const order = await user.pb.collection('orders').create(body)
    return { status: 200, message: '', order }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return { status: error.status, message: error.message, order: null }
  }
}

async function expectNothingSold(product: ProductsRecord) {
  expect(await stack.stock(product.id)).toBe(product.stock)
  expect(await stack.ordersOf(product.id)).toEqual([])
}

describe('a paid order', () => {
  it('is filled by the hook: user, items with the unit price paid, products, total, status paid; stock decremented', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 39.9, price_pro: 24.5, stock: 3 })
    const intentId = await paidIntent(customer, [{ id: product.id, quantity: 2 }])

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: [{ id: product.id, quantity: 2 }] })

    expect(result.status, result.message).toBe(200)
    const saved = await stack.su.collection('orders').getOne(String(result.order?.id))
    expect(saved).toMatchObject({
      user: customer.id,
      items: [{ id: product.id, name: product.name, quantity: 2, price: 39.9 }],
      products: [product.id],
      total: 79.8,
      status: 'paid',
      stripePaymentIntentId: intentId,
    })
    expect(await stack.stock(product.id)).toBe(1)
    // The customer sees it in their own list (what /account reads).
    const mine = await customer.pb.collection('orders').getFullList()
    expect(mine.map((order) => order.id)).toContain(saved.id)
  })

  it.each(['pro', 'admin'] as const)('a %s pays the pro price, and the order records it', async (role) => {
    const user = stack.users[role]
    const product = await stack.product({ price: 39.9, price_pro: 24.5, stock: 5 })
    const other = await stack.product({ price: 12.3, price_pro: 0, stock: 5 })
    const lines = [
      { id: product.id, quantity: 3 },
      { id: other.id, quantity: 1 },
    ]
    const intentId = await paidIntent(user, lines)
    expect((await stack.intent(intentId)).amount).toBe(2450 * 3 + 1230)

    const result = await createOrder(user, { stripePaymentIntentId: intentId, items: lines })

    expect(result.status, result.message).toBe(200)
    expect(result.order).toMatchObject({
      user: user.id,
      total: 85.8,
      status: 'paid',
      items: [
        { id: product.id, name: product.name, quantity: 3, price: 24.5 },
        { id: other.id, name: other.name, quantity: 1, price: 12.3 },
      ],
    })
    expect(await stack.stock(product.id)).toBe(2)
    expect(await stack.stock(other.id)).toBe(4)
  })

  it('a 20-line cart is recorded (its item list spans several Stripe metadata values)', async () => {
    const { customer } = stack.users
    const products = await Promise.all(Array.from({ length: 20 }, (_, i) => stack.product({ price: 10 + i, stock: 3 })))
    const lines = products.map((product) => ({ id: product.id, quantity: 2 }))
    const intentId = await paidIntent(customer, lines)
    const metadata = (await stack.intent(intentId)).metadata
    expect(Object.keys(metadata).sort()).toEqual(['items', 'items_1', 'user'])

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: [...lines].reverse() })

    expect(result.status, result.message).toBe(200)
    expect(result.order?.total).toBe(2 * (20 * 10 + 190))
    expect(result.order?.items).toHaveLength(20)
    expect(await stack.stock(products[19].id)).toBe(1)
  })
})

describe('refused orders (nothing recorded, no stock taken)', () => {
  it('an anonymous visitor cannot create an order', async () => {
    const product = await stack.product()
    const response = await fetch(`${stack.pbUrl}/api/collections/orders/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stripePaymentIntentId: 'pi_anonymous123', items: [{ id: product.id, quantity: 1 }] }),
    })
    expect(response.status).toBe(400)
    await expectNothingSold(product)
  })

  it.each([
    ['user', (other: StackUser) => ({ user: other.id })],
    ['total', () => ({ total: 0.01 })],
    ['status', () => ({ status: 'pending' })],
    ['products', () => ({ products: [] })],
  ])('a forged %s is refused, even with a paid intent', async (_field, forged) => {
    const { customer, customer2 } = stack.users
    const product = await stack.product({ stock: 2 })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await paidIntent(customer, lines)

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines, ...forged(customer2) })

    expect(result.status).toBe(400)
    expect(result.message).toContain('fixés par la boutique')
    await expectNothingSold(product)
  })

  it('a forged unit price inside the items is refused', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 2 })
    const intentId = await paidIntent(customer, [{ id: product.id, quantity: 1 }])
    const result = await createOrder(customer, {
      stripePaymentIntentId: intentId,
      items: [{ id: product.id, quantity: 1, price: 0.01, name: 'Cadeau' }],
    })
    expect(result.status).toBe(400)
    await expectNothingSold(product)
  })

  it('an intent is used once: the second order with it is refused', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 5 })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await paidIntent(customer, lines)
    expect((await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })).status).toBe(200)

    const again = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })

    expect(again.status).toBe(400)
    expect(again.message).toBe('Ce paiement a déjà servi à enregistrer une commande.')
    expect(await stack.stock(product.id)).toBe(4)
    expect(await stack.ordersOf(product.id)).toHaveLength(1)
  })

  it('the same intent sent twice at once makes one order, and the stock goes down once', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 5 })
    const lines = [{ id: product.id, quantity: 2 }]
    const intentId = await paidIntent(customer, lines)

    const results = await Promise.all(
      Array.from({ length: 5 }, () => createOrder(customer, { stripePaymentIntentId: intentId, items: lines })),
    )

    expect(results.filter((result) => result.status === 200)).toHaveLength(1)
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused).toMatchObject({ status: 400, message: 'Ce paiement a déjà servi à enregistrer une commande.' })
    }
    expect(await stack.stock(product.id)).toBe(3)
    expect(await stack.ordersOf(product.id)).toHaveLength(1)
    expect((await stack.intent(intentId)).refunded).toBe(false)
  })

  it('an intent that has not succeeded is refused (not paid, then declined)', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 2 })
    const lines = [{ id: product.id, quantity: 1 }]
    const answer = await stack.callFunction(customer.token, { items: lines, attemptId: attemptId() })
    const intentId = String(answer.body.paymentIntentId)

    const unpaid = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })
    expect(unpaid.status).toBe(400)
    expect(unpaid.message).toBe("Ce paiement n'a pas abouti : la commande ne peut pas être enregistrée.")

    expect((await stack.confirm(intentId, 'pm_card_chargeDeclined')).status).toBe(402)
    const declined = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })
    expect(declined.status).toBe(400)
    await expectNothingSold(product)
  })

  it('another user’s paid intent is refused, and stays theirs (not refunded)', async () => {
    const { customer, customer2 } = stack.users
    const product = await stack.product({ stock: 2 })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await paidIntent(customer, lines)

    const result = await createOrder(customer2, { stripePaymentIntentId: intentId, items: lines })

    expect(result.status).toBe(400)
    expect(result.message).toBe("Ce paiement n'a pas été fait depuis votre compte.")
    expect((await stack.intent(intentId)).refunded).toBe(false)
    await expectNothingSold(product)
    // The rightful owner can still record it.
    expect((await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })).status).toBe(200)
  })

  it('an unknown intent id is refused', async () => {
    const { customer } = stack.users
    const product = await stack.product()
    const result = await createOrder(customer, { stripePaymentIntentId: 'pi_000000000000000000000000', items: [{ id: product.id, quantity: 1 }] })
    expect(result.status).toBe(400)
    expect(result.message).toBe('Ce paiement est introuvable.')
    await expectNothingSold(product)
  })

  it('items other than the ones paid for are refused (more of them, or another product)', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 5 })
    const dearer = await stack.product({ price: 120, stock: 5 })
    const intentId = await paidIntent(customer, [{ id: product.id, quantity: 1 }])

    const more = await createOrder(customer, { stripePaymentIntentId: intentId, items: [{ id: product.id, quantity: 3 }] })
    const swapped = await createOrder(customer, { stripePaymentIntentId: intentId, items: [{ id: dearer.id, quantity: 1 }] })

    expect(more.status).toBe(400)
    expect(swapped.status).toBe(400)
    expect(swapped.message).toBe('Les articles de la commande ne correspondent pas à ceux du paiement.')
    await expectNothingSold(product)
    await expectNothingSold(dearer)
  })

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['huge', 1_000_000],
    // The paid quantity, as text: only the type check can refuse it.
    ['text', '1'],
  ])('a %s quantity is refused', async (_what, quantity) => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 5 })
    const intentId = await paidIntent(customer, [{ id: product.id, quantity: 1 }])
    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: [{ id: product.id, quantity }] })
    expect(result.status).toBe(400)
    expect(result.message).toBe('La quantité de chaque article doit être un nombre entier entre 1 et 99.')
    await expectNothingSold(product)
  })

  it('an unknown product, an empty list or the same product twice are refused', async () => {
    const { customer } = stack.users
    const product = await stack.product({ stock: 5 })
    const intentId = await paidIntent(customer, [{ id: product.id, quantity: 1 }])
    const cases: Array<[unknown, string]> = [
      [[{ id: 'zzzzzzzzzzzzzzz', quantity: 1 }], 'Les articles de la commande ne correspondent pas à ceux du paiement.'],
      [[], 'Les articles de la commande sont invalides.'],
      [
        [
          { id: product.id, quantity: 1 },
          { id: product.id, quantity: 1 },
        ],
        'Un même article apparaît plusieurs fois dans la commande.',
      ],
      ['pas une liste', 'Les articles de la commande sont invalides.'],
    ]
    for (const [items, message] of cases) {
      const result = await createOrder(customer, { stripePaymentIntentId: intentId, items })
      expect(result.status, JSON.stringify(items)).toBe(400)
      expect(result.message, JSON.stringify(items)).toBe(message)
    }
    await expectNothingSold(product)
  })

  it('a demonstration intent is refused when PocketBase is not in demonstration mode', async () => {
    const { customer } = stack.users
    const product = await stack.product()
    const result = await createOrder(customer, {
      stripePaymentIntentId: 'demo_0123456789abcdef0123',
      items: [{ id: product.id, quantity: 1 }],
    })
    expect(result.status).toBe(400)
    expect(result.message).toBe('Les paiements de démonstration ne sont pas acceptés par ce serveur.')
    await expectNothingSold(product)
  })
})

describe('paid, but the shop cannot honour it: refunded, 409, nothing recorded', () => {
  it('the price changed between payment and order; the refunded intent cannot be used again', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 30, stock: 3 })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await paidIntent(customer, lines)
    await stack.su.collection('products').update(product.id, { price: 45 })

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })

    expect(result.status).toBe(409)
    expect(result.message).toContain('Votre paiement a été remboursé')
    expect((await stack.intent(intentId)).refunded).toBe(true)
    await expectNothingSold(product)

    // Price back as it was: the refunded intent still cannot buy it.
    await stack.su.collection('products').update(product.id, { price: 30 })
    const again = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })
    expect(again.status).toBe(400)
    expect(again.message).toBe('Ce paiement a été remboursé : il ne peut plus servir à une commande.')
    await expectNothingSold(product)
  })

  it('a customer who paid the pro price gets no order (refunded)', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 40, price_pro: 25, stock: 2 })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await forgedPaidIntent(customer, 2500, lines)

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })

    expect(result.status).toBe(409)
    expect((await stack.intent(intentId)).refunded).toBe(true)
    await expectNothingSold(product)
  })

  it('a customer gets no exclusive product, even having paid its price (refunded)', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 60, price_pro: 50, stock: 2, exclusive: true })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await forgedPaidIntent(customer, 6000, lines)

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })

    expect(result.status).toBe(409)
    expect((await stack.intent(intentId)).refunded).toBe(true)
    await expectNothingSold(product)
  })

  it('the piece was sold in the meantime: the customer is told, refunded, and nothing is recorded', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 89, stock: 1, is_unique: true })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await paidIntent(customer, lines)
    await stack.su.collection('products').update(product.id, { stock: 0 })

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })

    expect(result.status).toBe(409)
    expect(result.message).toBe(
      `Désolé, « ${product.name} » n'est plus disponible : quelqu'un l'a acheté pendant votre paiement. ` +
        "Votre paiement a été remboursé et aucune commande n'a été enregistrée.",
    )
    expect((await stack.intent(intentId)).refunded).toBe(true)
    expect(await stack.stock(product.id)).toBe(0)
    expect(await stack.ordersOf(product.id)).toEqual([])
  })

  it('if the refund fails, the customer is asked to contact the shop (502), nothing is recorded, and a retry refunds', async () => {
    const { customer } = stack.users
    const product = await stack.product({ price: 70, stock: 1 })
    const lines = [{ id: product.id, quantity: 1 }]
    const intentId = await paidIntent(customer, lines)
    await stack.su.collection('products').update(product.id, { stock: 0 })

    stack.faults.refunds = true
    const failed = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines }).finally(() => {
      stack.faults.refunds = false
    })

    expect(failed.status).toBe(502)
    expect(failed.message).toContain("Le remboursement automatique n'a pas abouti : veuillez nous contacter")
    expect((await stack.intent(intentId)).refunded).toBe(false)
    expect(await stack.ordersOf(product.id)).toEqual([])

    const retried = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })
    expect(retried.status).toBe(409)
    expect((await stack.intent(intentId)).refunded).toBe(true)
    expect(await stack.ordersOf(product.id)).toEqual([])
  })

  it('a two-line order short on its second line takes no stock from the first', async () => {
    const { customer } = stack.users
    const plenty = await stack.product({ stock: 5 })
    const scarce = await stack.product({ stock: 2 })
    const lines = [
      { id: plenty.id, quantity: 2 },
      { id: scarce.id, quantity: 2 },
    ]
    const intentId = await paidIntent(customer, lines)
    await stack.su.collection('products').update(scarce.id, { stock: 1 })

    const result = await createOrder(customer, { stripePaymentIntentId: intentId, items: lines })

    expect(result.status).toBe(409)
    expect(await stack.stock(plenty.id)).toBe(5)
    expect(await stack.stock(scarce.id)).toBe(1)
    expect(await stack.ordersOf(plenty.id)).toEqual([])
  })
})
