// Sizes after the sale (docs/adr/0109): a refund is counted per size (what was bought of THAT size,
// even when parallel refunds race for it), a withdrawal lists each size and is settled once each size
// is refunded, and a pro's order of several sizes (the quick order's checkout) is priced per size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

const NBSP = '\u00a0'
const SIZE_16 = `Tour de poignet${NBSP}: 16 cm`
const SIZE_17 = `Tour de poignet${NBSP}: 17 cm`

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

/** A bracelet in 16 and 17 cm, `stock` of each; `sizePrices` on the 17 cm. */
async function bracelet(stock: number, sizePrices: Record<string, number> = {}) {
  const product = await stack.product({
    price: 40,
    price_pro: 24,
    stock: 0,
    options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
  } as Record<string, unknown>)
  const size = (option1: string, position: number, extra: Record<string, number> = {}) =>
    stack.su.collection('product_variants').create({ product: product.id, option1, stock, position, ...extra })
  const [s16, s17] = await Promise.all([size('16 cm', 0), size('17 cm', 1, sizePrices)])
  return { product, s16: s16.id, s17: s17.id }
}

const sizeStock = async (id: string) => (await stack.su.collection('product_variants').getOne(id)).stock

/** A paid order of `lines` by `buyer`. */
async function paidOrder(buyer: StackUser, lines: { id: string; variant: string; quantity: number }[]) {
  const started = await stack.startCheckout(buyer, lines)
  expect(started.status).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  return (confirmed.body.order as { id: string }).id
}

const refund = (orderId: string, key: string, lines: unknown[]) =>
  stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key, restock: true, lines })

describe('a refund per size', () => {
  it('refuses more of a size than was bought of it, naming the size, though the product sold more', async () => {
    const { product, s16, s17 } = await bracelet(5)
    const buyer = await stack.newBuyer()
    const orderId = await paidOrder(buyer, [
      { id: product.id, variant: s16, quantity: 3 },
      { id: product.id, variant: s17, quantity: 1 },
    ])
    const tooMany = await refund(orderId, `too-many-${orderId}`, [{ id: product.id, variant: s17, quantity: 2 }])
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe(`Il ne reste que 1 « ${product.name} — ${SIZE_17} » à rembourser sur cette commande.`)
    // The same size asked twice in one request counts once against what was bought.
    const twice = await refund(orderId, `twice-${orderId}`, [
      { id: product.id, variant: s17, quantity: 1 },
      { id: product.id, variant: s17, quantity: 1 },
    ])
    expect(twice.status).toBe(400)
    expect(await stack.su.collection('credit_notes').getFullList({ filter: `order = "${orderId}"` })).toEqual([])
    expect([await sizeStock(s16), await sizeStock(s17)]).toEqual([2, 4])
  })

  it('refunds only what was bought of a size when parallel refunds race for it', async () => {
    const { product, s16, s17 } = await bracelet(5)
    const buyer = await stack.newBuyer()
    const orderId = await paidOrder(buyer, [
      { id: product.id, variant: s16, quantity: 1 },
      { id: product.id, variant: s17, quantity: 2 },
    ])
    expect([await sizeStock(s16), await sizeStock(s17)]).toEqual([4, 3])
    // Five admins (or five tabs) refund one 17 cm each, at once: two pieces were bought.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => refund(orderId, `race-${index}-${orderId}`, [{ id: product.id, variant: s17, quantity: 1 }])),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2)
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(`« ${product.name} — ${SIZE_17} » a déjà été entièrement remboursé.`)
    }
    const notes = await stack.su.collection('credit_notes').getFullList({ filter: `order = "${orderId}"` })
    expect(notes.map((note) => note.amount)).toEqual([40, 40])
    expect(notes.flatMap((note) => note.lines as { variant?: string }[]).map((line) => line.variant)).toEqual([s17, s17])
    // The 17 cm back in its own stock, twice; the 16 cm untouched and still refundable.
    expect([await sizeStock(s16), await sizeStock(s17)]).toEqual([4, 5])
    const order = await stack.su.collection('orders').getOne(orderId)
    expect([order.status, order.amount_refunded]).toEqual(['paid', 80])
    expect((await refund(orderId, `last-16-${orderId}`, [{ id: product.id, variant: s16, quantity: 1 }])).status).toBe(201)
    // The order's history names the size of each piece refunded.
    const events = await stack.su
      .collection('order_events')
      .getFullList({ filter: `order = "${orderId}" && type = "refund"`, sort: 'created' })
    expect(events.map((event) => (event.data as { lines: unknown[] }).lines)).toContainEqual([
      { id: product.id, name: product.name, size: SIZE_16, quantity: 1 },
    ])
    expect((await stack.su.collection('orders').getOne(orderId)).status).toBe('refunded')
  })
})

describe('a withdrawal per size', () => {
  it('lists each size, and stays awaiting its refund until each size is refunded', async () => {
    const { product, s16, s17 } = await bracelet(3)
    const buyer = await stack.newBuyer()
    const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
    const orderId = await paidOrder(buyer, [
      { id: product.id, variant: s16, quantity: 1 },
      { id: product.id, variant: s17, quantity: 1 },
    ])
    const asked = { order: orderId.slice(0, 8), email, name: 'Camille Martin' }
    const checked = await stack.shop(null, 'POST', '/api/shop/withdrawals/check', asked)
    expect(checked.status).toBe(200)
    const lines = [
      expect.objectContaining({ id: product.id, variant: s16, size: SIZE_16, quantity: 1 }),
      expect.objectContaining({ id: product.id, variant: s17, size: SIZE_17, quantity: 1 }),
    ]
    expect((checked.body.order as { items: unknown[] }).items).toEqual(lines)
    const declared = await stack.shop(null, 'POST', '/api/shop/withdrawals', asked)
    expect(declared.status).toBe(201)
    const withdrawal = await stack.su.collection('withdrawals').getOne(String(declared.body.id))
    expect(withdrawal.lines).toEqual(lines)

    // The 16 cm comes back first: one size of two refunded, the declaration still awaits the rest.
    expect((await refund(orderId, `w16-${orderId}`, [{ id: product.id, variant: s16, quantity: 1 }])).status).toBe(201)
    expect((await stack.su.collection('withdrawals').getOne(withdrawal.id)).status).toBe('received')
    expect([await sizeStock(s16), await sizeStock(s17)]).toEqual([3, 2])
    expect((await refund(orderId, `w17-${orderId}`, [{ id: product.id, variant: s17, quantity: 1 }])).status).toBe(201)
    expect((await stack.su.collection('withdrawals').getOne(withdrawal.id)).status).toBe('refunded')
    expect([await sizeStock(s16), await sizeStock(s17)]).toEqual([3, 3])
  })
})

describe('a pro’s order of several sizes (the quick order’s checkout)', () => {
  it('prices each size at its pro price (the size’s when set, else the product’s) and keeps a line per size', async () => {
    const { product, s16, s17 } = await bracelet(10, { price: 45, price_pro: 27 })
    const pro = await stack.newBuyer('professionnel')
    const started = await stack.startCheckout(pro, [
      { id: product.id, variant: s16, quantity: 4 },
      { id: product.id, variant: s17, quantity: 6 },
    ])
    expect(started.status).toBe(200)
    expect(started.body.amount).toBe(4 * 2400 + 6 * 2700)
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(pro, checkoutId)
    const confirmed = await stack.confirmCheckout(pro, checkoutId, intentId)
    expect(confirmed.status).toBe(200)
    const order = await stack.su.collection('orders').getOne((confirmed.body.order as { id: string }).id)
    expect(order.b2b).toBe(true)
    expect(order.items).toEqual([
      expect.objectContaining({ id: product.id, variant: s16, size: SIZE_16, quantity: 4, price: 24 }),
      expect.objectContaining({ id: product.id, variant: s17, size: SIZE_17, quantity: 6, price: 27 }),
    ])
    expect([await sizeStock(s16), await sizeStock(s17)]).toEqual([6, 4])
  })
})
