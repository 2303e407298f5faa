// What the admin reads about prices (docs/adr/0121, pb_hooks/lib/price-admin.js): a product's price
// history with what changed, 50 rows a page, newest first, and the reference a sale beginning now
// would show; a sale's order lines sold at its price and the reduction granted on paid orders (a
// line names the sale that priced it, `sale`). Admins only; the access matrix has their rows too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

const DAY = 24 * 3600 * 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

interface HistoryAnswer {
  page: number
  totalPages: number
  totalItems: number
  items: {
    id: string
    at: string
    size: string
    on_sale: boolean
    sale: string
    changes: { kind: string; old: number | null; new: number }[]
  }[]
  references: { size: string; variant: string; price: number; reference: number }[]
}

const historyOf = async (productId: string, page = 1, user: StackUser | null = stack.users.admin) =>
  stack.shop(user, 'GET', `/api/shop/admin/products/${productId}/price-history?page=${page}`)

/** A history row in the past (a superuser's fixture: the API refuses everyone else). */
const pastPrice = (productId: string, daysAgo: number, price: number, extra: Record<string, unknown> = {}) =>
  stack.su.collection('price_history').create({ product: productId, price, charged: price, at: iso(Date.now() - daysAgo * DAY), ...extra })

const sale = (name: string, products: string[], percent: number) =>
  stack.su.collection('sales').create({
    name,
    percent,
    scope: 'products',
    products,
    starts_at: iso(Date.now() - 1000),
    ends_at: iso(Date.now() + DAY),
    active: true,
  })

async function buy(buyer: StackUser, lines: { id: string; variant?: string; quantity: number }[]) {
  const started = await stack.startCheckout(buyer, lines)
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  return (confirmed.body.order as { id: string }).id
}

describe('a product’s price history for the admin', () => {
  it('says what changed, old → new, newest first, with the sizes and the sales, and the reference a sale would show now', async () => {
    const product = await stack.product({ price: 40, price_pro: 30, stock: 10 })
    await pastPrice(product.id, 10, 35)
    await stack.su.collection('products').update(product.id, { price: 45 })
    await stack.su.collection('products').update(product.id, { price_pro: 32 })
    const running = await sale('Soldes d’hiver', [product.id], 20)

    const answer = await historyOf(product.id)
    expect(answer.status).toBe(200)
    const body = answer.body as unknown as HistoryAnswer
    expect(body.items.map((row) => [row.on_sale, row.sale, row.changes])).toEqual([
      [true, 'Soldes d’hiver', [{ kind: 'charged', old: 45, new: 36 }]],
      [false, '', [{ kind: 'price_pro', old: 30, new: 32 }]],
      [false, '', [{ kind: 'price', old: 40, new: 45 }]],
      // The creation's row (now), then the backdated fixture (10 days ago, no pro price), the start of the history.
      [
        false,
        '',
        [
          { kind: 'price', old: 35, new: 40 },
          { kind: 'price_pro', old: 0, new: 30 },
        ],
      ],
      [false, '', [{ kind: 'price', old: null, new: 35 }]],
    ])
    expect(body.items.map((row) => row.at)).toEqual([...body.items.map((row) => row.at)].sort().reverse())
    expect(body).toMatchObject({ page: 1, totalPages: 1, totalItems: 5 })
    // A sale beginning now follows one running: its first reduction's reference (successive reductions), 35 €.
    expect(body.references).toEqual([{ size: '', variant: '', price: 45, reference: 35 }])

    await stack.su.collection('sales').delete(running.id)
    const after = (await historyOf(product.id)).body as unknown as HistoryAnswer
    expect(after.items[0]!.changes).toEqual([{ kind: 'charged', old: 36, new: 45 }])
    expect(after.items[0]!.on_sale).toBe(false)
  })

  it('names a size’s change, and pages by 50 rows', async () => {
    const product = await stack.product({ price: 40, stock: 0, options: [{ name: 'Tour de poignet', values: ['17 cm'] }] } as never)
    const size = await stack.su.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 5, price: 50 })
    await stack.su.collection('product_variants').update(size.id, { price: 52 })
    const first = (await historyOf(product.id)).body as unknown as HistoryAnswer
    expect(first.items[0]).toMatchObject({ size: '17 cm', changes: [{ kind: 'price', old: 50, new: 52 }] })
    expect(first.references.map((item) => [item.size, item.price])).toEqual([
      ['', 40],
      ['17 cm', 52],
    ])

    for (let i = 0; i < 60; i++) await pastPrice(product.id, 100 + i, 30 + i)
    const page1 = (await historyOf(product.id)).body as unknown as HistoryAnswer
    const page2 = (await historyOf(product.id, 2)).body as unknown as HistoryAnswer
    expect(page1.items).toHaveLength(50)
    expect(page1).toMatchObject({ totalPages: 2, totalItems: 63 })
    expect(page2.items).toHaveLength(13)
    // The last row of page 1 still knows its predecessor on page 2.
    expect(page1.items.at(-1)!.changes[0]!.old).not.toBeNull()
  })

  it('is read by admins only; an unknown product is a French 404', async () => {
    const product = await stack.product({ price: 40 })
    for (const user of [stack.users.customer, stack.users.pro, null]) {
      expect([401, 403]).toContain((await historyOf(product.id, 1, user)).status)
    }
    const missing = await historyOf('nonexistent0000')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Ce produit n’existe plus.')
  })
})

describe('a sale’s lines and reduction granted', () => {
  it('counts the paid order lines charged at the sale’s price and sums the reference less the price, per sale', async () => {
    const onSale = await stack.product({ price: 40, stock: 10 })
    const other = await stack.product({ price: 20, stock: 10 })
    const full = await stack.product({ price: 30, stock: 10 })
    const winter = await sale('Hiver', [onSale.id], 25)
    const spring = await sale('Printemps', [other.id], 10)
    const unused = await sale('Sans vente', [(await stack.product({ price: 10 })).id], 10)
    const buyer = await stack.newBuyer()
    const orderId = await buy(buyer, [
      { id: onSale.id, quantity: 2 },
      { id: other.id, quantity: 1 },
      { id: full.id, quantity: 1 },
    ])
    const order = await stack.su.collection('orders').getOne(orderId)
    expect(order.items!.map((item) => [item.price, item.reference_price, item.sale])).toEqual([
      [30, 40, winter.id],
      [18, 20, spring.id],
      [30, undefined, undefined],
    ])
    // An order never paid does not count.
    const unpaid = await stack.startCheckout(await stack.newBuyer(), [{ id: onSale.id, quantity: 1 }])
    expect(unpaid.status).toBe(200)

    const ids = [winter.id, spring.id, unused.id].join(',')
    const answer = await stack.shop(stack.users.admin, 'GET', `/api/shop/admin/sales/figures?ids=${ids}`)
    expect(answer.status).toBe(200)
    expect(answer.body.items).toEqual({
      [winter.id]: { lines: 1, quantity: 2, amount: 20 },
      [spring.id]: { lines: 1, quantity: 1, amount: 2 },
      [unused.id]: { lines: 0, quantity: 0, amount: 0 },
    })
    for (const user of [stack.users.customer, stack.users.pro, null]) {
      expect([401, 403]).toContain((await stack.shop(user, 'GET', `/api/shop/admin/sales/figures?ids=${ids}`)).status)
    }
  })
})
