// Threat model (docs/threat-model.md): proves §3.3 "Orders and the payment" and §3.4 "Stock and unique pieces".
// Before the customer pays (docs/adr/0032): `POST /api/shop/checkouts` checks the lines and the two
// addresses, prices the order itself and holds the pieces; another buyer of the last unit is told it is
// reserved before paying; the hold ends on release, on a new checkout of the same customer, or on
// expiry, and a payment that comes after its hold expired is honoured only if the piece is still there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, type StackUser, SHIPPING, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

async function productState(id: string) {
  const product = await stack.su.collection('products').getOne(id)
  return { stock: product.stock, reserved: product.reserved }
}

describe('what a checkout accepts', () => {
  it('refuses an anonymous visitor (401), in French', async () => {
    const product = await stack.product()
    const answer = await stack.shop(null, 'POST', '/api/shop/checkouts', { items: [{ id: product.id, quantity: 1 }], shipping: SHIPPING })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe('Vous devez être connecté pour passer une commande.')
  })

  const FORGED = 'Une commande ne contient que les articles et les adresses : le client, les prix et le total sont fixés par la boutique.'
  const manyLines = Array.from({ length: 21 }, (_, i) => ({ id: `${'a'.repeat(13)}${String(i).padStart(2, '0')}`, quantity: 1 }))
  it.each<[string, (id: string) => Record<string, unknown>, string]>([
    ['a forged total', (id) => ({ items: [{ id, quantity: 1 }], total: 1 }), FORGED],
    ['a price inside a line', (id) => ({ items: [{ id, quantity: 1, price: 0.01 }] }), FORGED],
    ['no line', () => ({ items: [] }), 'Les articles de la commande sont invalides.'],
    [
      'a quantity of 0',
      (id) => ({ items: [{ id, quantity: 0 }] }),
      'La quantité de chaque article doit être un nombre entier entre 1 et 99.',
    ],
    ['21 lines', () => ({ items: manyLines }), 'Votre panier contient trop d’articles différents (20 au maximum).'],
  ])('refuses %s (400)', async (_label, body, message) => {
    const product = await stack.product()
    const answer = await stack.shop(stack.users.customer, 'POST', '/api/shop/checkouts', { shipping: SHIPPING, ...body(product.id) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
    expect(await productState(product.id)).toEqual({ stock: 3, reserved: 0 })
  })

  it('names the wrong address fields, with French messages and shop_ codes (400), and holds nothing', async () => {
    const { customer } = stack.users
    const product = await stack.product()
    const answer = await stack.startCheckout(customer, [{ id: product.id, quantity: 1 }], {
      shipping: { ...SHIPPING, postal_code: '6900', phone: '' },
      billing: { ...SHIPPING, siret: '73282932000075' },
    })
    expect(answer.status).toBe(400)
    const data = answer.body.data as Record<string, { code: string; message: string }>
    expect(data['shipping.postal_code']).toEqual({
      code: 'shop_address_postal_code',
      message: 'Le code postal doit compter 5 chiffres (ex. 69001).',
    })
    expect(data['shipping.phone']).toEqual({ code: 'shop_address_phone', message: 'Indiquez un numéro de téléphone pour le transporteur.' })
    expect(data['billing.siret'].code).toBe('shop_address_siret')
    expect(await productState(product.id)).toEqual({ stock: 3, reserved: 0 })
  })

  it.each<[string, unknown]>([
    ['a text', 'rue des Lilas'],
    ['a number', 42],
    ['a list', [SHIPPING]],
    ['nothing', null],
  ])('a delivery address that is %s gets the field messages (400), never a crash', async (_label, shipping) => {
    const product = await stack.product()
    const answer = await stack.shop(stack.users.customer, 'POST', '/api/shop/checkouts', {
      items: [{ id: product.id, quantity: 1 }],
      shipping,
    })
    expect(answer.status).toBe(400)
    const data = answer.body.data as Record<string, { code: string; message: string }>
    expect(data['shipping.full_name'].message).toBe('Indiquez le nom et le prénom du destinataire.')
  })

  it('a body over 32 KB is refused before it is read (413)', async () => {
    const product = await stack.product()
    const answer = await stack.shop(stack.users.customer, 'POST', '/api/shop/checkouts', {
      items: [{ id: product.id, quantity: 1 }],
      shipping: { ...SHIPPING, line2: 'x'.repeat(40_000) },
    })
    expect(answer.status).toBe(413)
    expect(await productState(product.id)).toEqual({ stock: 3, reserved: 0 })
  })

  it('prices the lines itself: the base price for a customer, the pro price for a pro and an admin', async () => {
    const product = await stack.product({ price: 40, price_pro: 25, stock: 10 })
    const lines = [{ id: product.id, quantity: 2 }]
    const customer = await stack.startCheckout(stack.users.customer, lines)
    const pro = await stack.startCheckout(stack.users.pro, lines)
    const admin = await stack.startCheckout(stack.users.admin, lines)
    expect(customer.body).toMatchObject({ amount: 8000, lines: [{ id: product.id, quantity: 2, price: 40 }] })
    expect(pro.body).toMatchObject({ amount: 5000, lines: [{ price: 25 }] })
    expect(admin.body).toMatchObject({ amount: 5000 })
  })

  it('an exclusive product exists only for pros: a customer is told it is unavailable (409)', async () => {
    const product = await stack.product({ exclusive: true, stock: 2 })
    const answer = await stack.startCheckout(stack.users.customer, [{ id: product.id, quantity: 1 }])
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Un article de votre panier n’est plus disponible. Veuillez mettre à jour votre panier.')
    expect((await stack.startCheckout(stack.users.pro, [{ id: product.id, quantity: 1 }])).status).toBe(200)
  })

  it('more than the stock is refused, naming what is left (409)', async () => {
    const product = await stack.product({ stock: 2 })
    const answer = await stack.startCheckout(stack.users.customer2, [{ id: product.id, quantity: 3 }])
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(`Il ne reste que 2 exemplaires de « ${product.name} ». Veuillez ajuster votre panier.`)
  })
})

describe('the hold', () => {
  it('takes the pieces off sale while the buyer pays; a second buyer is told, before paying, that it is reserved', async () => {
    const piece = await stack.product({ stock: 1, is_unique: true })
    const first = await stack.startCheckout(stack.users.customer, [{ id: piece.id, quantity: 1 }])
    expect(first.status).toBe(200)
    expect(await productState(piece.id)).toEqual({ stock: 0, reserved: 1 })
    const intentsBefore = stack.intentCount()

    const second = await stack.startCheckout(stack.users.customer2, [{ id: piece.id, quantity: 1 }])
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(
      `« ${piece.name} » est réservé par un autre client en train de payer. S’il ne finalise pas son paiement, la pièce sera remise en vente d’ici 15 minutes. Aucun montant n’a été débité.`,
    )
    expect(stack.intentCount()).toBe(intentsBefore)

    // Anyone reads the piece as reserved (the catalogue says so).
    const publicView = await fetch(`${stack.pbUrl}/api/collections/products/records/${piece.id}`).then((r) => r.json())
    expect(publicView).toMatchObject({ stock: 0, reserved: 1 })
  })

  it('a new checkout of the same customer gives the previous hold back', async () => {
    const piece = await stack.product({ stock: 1 })
    const other = await stack.product({ stock: 5 })
    const buyer = await stack.newBuyer()
    const first = await stack.startCheckout(buyer, [{ id: piece.id, quantity: 1 }])
    const second = await stack.startCheckout(buyer, [{ id: other.id, quantity: 1 }])
    expect(second.status).toBe(200)
    expect(await productState(piece.id)).toEqual({ stock: 1, reserved: 0 })
    expect(await stack.checkout(String(first.body.id))).toMatchObject({ status: 'released', note: 'replaced' })
  })

  it('the customer gives it back (DELETE); nobody else can', async () => {
    const piece = await stack.product({ stock: 1 })
    const buyer = await stack.newBuyer()
    const started = await stack.startCheckout(buyer, [{ id: piece.id, quantity: 1 }])
    const path = `/api/shop/checkouts/${started.body.id}`
    expect((await stack.shop(stack.users.customer2, 'DELETE', path)).status).toBe(404)
    expect((await stack.shop(null, 'DELETE', path)).status).toBe(401)
    expect(await productState(piece.id)).toEqual({ stock: 0, reserved: 1 })
    expect((await stack.shop(buyer, 'DELETE', path)).status).toBe(204)
    expect(await productState(piece.id)).toEqual({ stock: 1, reserved: 0 })
  })

  it('only its owner reads a checkout', async () => {
    const piece = await stack.product({ stock: 1 })
    const buyer = await stack.newBuyer()
    const started = await stack.startCheckout(buyer, [{ id: piece.id, quantity: 1 }])
    const path = `/api/shop/checkouts/${started.body.id}`
    expect((await stack.shop(buyer, 'GET', path)).body).toMatchObject({ id: started.body.id, status: 'open', amount: 3990 })
    expect((await stack.shop(stack.users.customer2, 'GET', path)).status).toBe(404)
    expect((await stack.shop(stack.users.admin, 'GET', path)).status).toBe(404)
    expect((await stack.shop(null, 'GET', path)).status).toBe(401)
    // And never through the records API, not even an admin.
    const listed = await fetch(`${stack.pbUrl}/api/collections/checkouts/records`, { headers: { authorization: stack.users.admin.token } })
    expect(listed.status).toBe(403)
  })
})

describe('who may use a checkout’s routes (customer’s own checkout; every role)', () => {
  type Who = 'anonymous' | 'owner' | 'customer2' | 'pro' | 'admin'
  const EXPECTED: Record<string, Record<Who, number>> = {
    'GET /api/shop/checkouts/{id}': { anonymous: 401, owner: 200, customer2: 404, pro: 404, admin: 404 },
    'POST /api/shop/checkouts/{id}/confirm': { anonymous: 401, owner: 400, customer2: 404, pro: 404, admin: 404 },
    'DELETE /api/shop/checkouts/{id}': { anonymous: 401, owner: 204, customer2: 404, pro: 404, admin: 404 },
  }
  it.each(Object.keys(EXPECTED))('%s', async (route) => {
    const owner = await stack.newBuyer()
    const product = await stack.product({ stock: 2 })
    const started = await stack.startCheckout(owner, [{ id: product.id, quantity: 1 }])
    const [method, pattern] = route.split(' ')
    const path = pattern.replace('{id}', String(started.body.id))
    const callers: Record<Who, StackUser | null> = {
      anonymous: null,
      customer2: stack.users.customer2,
      pro: stack.users.pro,
      admin: stack.users.admin,
      owner,
    }
    // The owner last: a DELETE by the owner releases the checkout.
    for (const who of ['anonymous', 'customer2', 'pro', 'admin', 'owner'] as Who[]) {
      const answer = await stack.shop(callers[who], method, path, method === 'POST' ? { paymentIntentId: 'pi_' } : undefined)
      expect(answer.status, `${who}: ${answer.body.message}`).toBe(EXPECTED[route][who])
    }
  })
})

describe('the hold expires', () => {
  let short: CheckoutStack
  beforeAll(async () => {
    short = await startCheckoutStack({ holdSeconds: 2, webhooksPaused: true })
  })
  afterAll(async () => {
    await short?.stop()
  })

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('after its time the piece is on sale again, and a late payment is refunded if someone else took it', async () => {
    const piece = await short.product({ stock: 1, is_unique: true })
    const first: StackUser = short.users.customer
    const started = await short.startCheckout(first, [{ id: piece.id, quantity: 1 }])
    const checkoutId = String(started.body.id)
    // The first buyer starts paying before the hold runs out…
    const intent = await short.callFunction(first.token, { checkout: checkoutId })
    expect(intent.status).toBe(200)
    await wait(2500)

    // …a second buyer takes the piece once the hold is over, and pays.
    const second = await short.startCheckout(short.users.customer2, [{ id: piece.id, quantity: 1 }])
    expect(second.status, second.body.message).toBe(200)
    expect(await short.checkout(checkoutId)).toMatchObject({ status: 'released', note: 'expired' })
    const secondIntent = await short.payCheckout(short.users.customer2, String(second.body.id))
    expect((await short.confirmCheckout(short.users.customer2, String(second.body.id), secondIntent)).status).toBe(200)

    // The first buyer's card goes through late: refunded, told so, no second sale of the piece.
    const firstIntent = String(intent.body.paymentIntentId)
    expect((await short.confirm(firstIntent)).status).toBe(200)
    const late = await short.confirmCheckout(first, checkoutId, firstIntent)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(
      `Désolé, « ${piece.name} » n’est plus disponible : quelqu’un l’a acheté pendant votre paiement. Votre paiement a été remboursé et aucune commande n’a été enregistrée.`,
    )
    expect((await short.intent(firstIntent)).refunded).toBe(true)
    expect(await short.ordersOf(piece.id)).toHaveLength(1)
    expect((await short.su.collection('products').getOne(piece.id)).stock).toBe(0)
  })

  it('a late payment confirmed many times at once, and by the webhook, is refunded exactly once', async () => {
    const piece = await short.product({ stock: 1, is_unique: true })
    const late = await short.newBuyer()
    const started = await short.startCheckout(late, [{ id: piece.id, quantity: 1 }])
    const checkoutId = String(started.body.id)
    const intent = await short.callFunction(late.token, { checkout: checkoutId })
    await wait(2500)
    const winner = await short.newBuyer()
    const taken = await short.startCheckout(winner, [{ id: piece.id, quantity: 1 }])
    const winnerIntent = await short.payCheckout(winner, String(taken.body.id))
    expect((await short.confirmCheckout(winner, String(taken.body.id), winnerIntent)).status).toBe(200)

    const intentId = String(intent.body.paymentIntentId)
    expect((await short.confirm(intentId)).status).toBe(200)
    const refundsBefore = short.stripeRequests().filter((call) => call.path === '/v1/refunds').length
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => short.confirmCheckout(late, checkoutId, intentId)),
      short.sendEvent('payment_intent.succeeded', await short.intent(intentId)),
    ])
    // Refused every time: 409 while this request refunds or finds the refund recorded, 400 when Stripe
    // already shows the intent refunded; what matters is that no order is made and one refund only.
    for (const answer of answers.slice(0, 8) as { status: number; body: { message?: string } }[]) {
      expect([400, 409]).toContain(answer.status)
      expect(answer.body.message).toMatch(/rembours/)
    }
    expect(short.stripeRequests().filter((call) => call.path === '/v1/refunds').length - refundsBefore).toBe(1)
    expect((await short.intent(intentId)).refunded).toBe(true)
    expect(await short.ordersOf(piece.id)).toHaveLength(1)
  })

  it('a late payment is honoured when the piece is still there', async () => {
    const product = await short.product({ stock: 2 })
    const buyer = await short.newBuyer()
    const started = await short.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
    const checkoutId = String(started.body.id)
    const intent = await short.callFunction(buyer.token, { checkout: checkoutId })
    await wait(2500)
    // The function refuses to start a payment for an expired hold…
    const refused = await short.callFunction(buyer.token, { checkout: checkoutId })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('Votre réservation a expiré : les articles ont été remis en vente. Veuillez relancer le paiement.')
    // …but a payment already made is honoured, the stock taken again.
    const intentId = String(intent.body.paymentIntentId)
    expect((await short.confirm(intentId)).status).toBe(200)
    const late = await short.confirmCheckout(buyer, checkoutId, intentId)
    expect(late.status, late.body.message).toBe(200)
    expect(await short.su.collection('products').getOne(product.id)).toMatchObject({ stock: 1, reserved: 0 })
  })
})
