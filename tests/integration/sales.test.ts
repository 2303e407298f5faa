// Sales and the legal reference price (docs/adr/0115): the price history the server writes, the
// reference read from it (the lowest price charged in the 30 days before the sale began, the first
// reduction's on successive ones), the percentage computed from it, and the checkout charging the
// sale price only between the sale's dates, per size and for pros.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

const DAY = 24 * 3600 * 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

const history = (productId: string, variant = '') =>
  stack.su.collection('price_history').getFullList({ filter: `product = "${productId}" && variant = "${variant}"`, sort: 'at' })

/** A history row in the past (a superuser's fixture: the API refuses everyone else). */
const pastPrice = (productId: string, daysAgo: number, charged: number, extra: Record<string, unknown> = {}) =>
  stack.su
    .collection('price_history')
    .create({ product: productId, price: charged, charged, at: iso(Date.now() - daysAgo * DAY), ...extra })

/** A sale of `percent` on these products, from `from` to `to` (ms). */
const sale = (products: string[], percent: number, from = Date.now() - 1000, to = Date.now() + DAY) =>
  stack.su
    .collection('sales')
    .create({ name: 'Soldes', percent, scope: 'products', products, starts_at: iso(from), ends_at: iso(to), active: true })

const stored = (id: string) => stack.su.collection('products').getOne(id)

describe('the price history', () => {
  it('is written on creation and on every price change, by whoever saves, and only then', async () => {
    const admin = stack.users.admin.pb
    const product = await admin
      .collection('products')
      .create({ name: 'Bague', slug: `bague-${Date.now()}`, price: 40, price_pro: 25, stock: 1, published: true } as never)
    expect((await history(product.id)).map((row) => [row.price, row.price_pro, row.charged])).toEqual([[40, 25, 40]])
    await admin.collection('products').update(product.id, { name: 'Bague dorée' })
    expect(await history(product.id)).toHaveLength(1)
    await admin.collection('products').update(product.id, { price: 45 })
    await stack.su.collection('products').update(product.id, { price_pro: 28 })
    expect((await history(product.id)).map((row) => [row.price, row.price_pro, row.charged])).toEqual([
      [40, 25, 40],
      [45, 25, 45],
      [45, 28, 45],
    ])
  })

  it('is written for a size with its own or its product’s price, and a product’s change reaches its sizes', async () => {
    const product = await stack.product({ price: 40, options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }] } as never)
    const own = await stack.su.collection('product_variants').create({ product: product.id, option1: '16 cm', stock: 2, price: 50 })
    const inherited = await stack.su.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 2 })
    await stack.su.collection('products').update(product.id, { price: 42 })
    expect((await history(product.id, own.id)).map((row) => row.price)).toEqual([50])
    expect((await history(product.id, inherited.id)).map((row) => row.price)).toEqual([40, 42])
    expect((await stack.su.collection('product_variants').getOne(inherited.id)).charged_price).toBe(42)
  })

  it('cannot be written through the API, and a form never sets the price charged', async () => {
    const product = await stack.product({ price: 40 })
    const [row] = await history(product.id)
    const admin = stack.users.admin.pb
    await expect(
      admin.collection('price_history').create({ product: product.id, price: 1, charged: 1, at: iso(Date.now()) }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(admin.collection('price_history').update(row.id, { charged: 1 })).rejects.toMatchObject({ status: 403 })
    await expect(stack.su.collection('price_history').update(row.id, { charged: 1 })).rejects.toMatchObject({ status: 403 })
    await expect(stack.su.collection('price_history').delete(row.id)).rejects.toMatchObject({ status: 403 })
    expect((await admin.collection('price_history').getFullList({ filter: `product = "${product.id}"` })).length).toBe(1)
    const customer = stack.users.customer.pb
    expect(await customer.collection('price_history').getFullList({ filter: `product = "${product.id}"` })).toEqual([])
    const saved = await admin
      .collection('products')
      .update(product.id, { charged_price: 1, reference_price: 99, sale_percent: 90 } as never)
    expect([saved.charged_price, saved.reference_price, saved.sale_percent]).toEqual([40, 0, 0])
  })
})

describe('the legal reference price', () => {
  it('is the lowest price of the 30 days before the sale, not a price raised just before it', async () => {
    const product = await stack.product({ price: 50 })
    await pastPrice(product.id, 60, 40)
    await pastPrice(product.id, 2, 50)
    await sale([product.id], 30)
    const saved = await stored(product.id)
    // 35 € against a reference of 40 €: 12.5 % shown as 12 % (never overstated).
    expect([saved.charged_price, saved.reference_price, saved.sale_percent]).toEqual([35, 40, 12])
    expect(saved.sale_ends).not.toBe('')
  })

  it('counts a lower price 29 days before, not one that ended 31 days before', async () => {
    const product = await stack.product({ price: 50 })
    await pastPrice(product.id, 40, 20)
    await pastPrice(product.id, 31, 50)
    await pastPrice(product.id, 29, 45)
    await pastPrice(product.id, 10, 50)
    await sale([product.id], 20)
    const saved = await stored(product.id)
    expect([saved.charged_price, saved.reference_price, saved.sale_percent]).toEqual([40, 45, 11])
  })

  it('keeps the first reduction’s reference on successive reductions', async () => {
    const product = await stack.product({ price: 60 })
    await pastPrice(product.id, 60, 60)
    await pastPrice(product.id, 0.00001, 48, { price: 60, reference: 60, sale: 'firstsale000001' })
    await sale([product.id], 40)
    const saved = await stored(product.id)
    expect([saved.charged_price, saved.reference_price, saved.sale_percent]).toEqual([36, 60, 40])
  })

  it('shows no reduction when the reference is not above the new price, and none once the sale is over', async () => {
    const product = await stack.product({ price: 50 })
    await pastPrice(product.id, 20, 30)
    const running = await sale([product.id], 20)
    expect(await stored(product.id)).toMatchObject({ charged_price: 40, reference_price: 0, sale_percent: 0 })
    await stack.su.collection('sales').update(running.id, { active: false })
    expect(await stored(product.id)).toMatchObject({ charged_price: 50, reference_price: 0, sale_percent: 0, sale_ends: '' })
    const rows = await history(product.id)
    expect(rows.map((row) => row.charged).slice(-2)).toEqual([40, 50])
  })
})

describe('the checkout during a sale', () => {
  const linesOf = async (user: (typeof stack.users)['customer'], lines: { id: string; variant?: string; quantity: number }[]) => {
    const started = await stack.startCheckout(user, lines)
    expect(started.status).toBe(200)
    return (await stack.checkout(String(started.body.id))).items as { price: number; reference_price?: number }[]
  }

  it('charges the sale price between the dates, per size, and a pro the lower of it and the pro price', async () => {
    const plain = await stack.product({ price: 40, price_pro: 30, stock: 10 })
    const cheapPro = await stack.product({ price: 40, price_pro: 20, stock: 10 })
    const sized = await stack.product({ price: 40, stock: 0, options: [{ name: 'Tour de poignet', values: ['16 cm'] }] } as never)
    const size = await stack.su.collection('product_variants').create({ product: sized.id, option1: '16 cm', stock: 5, price: 50 })
    await sale([plain.id, cheapPro.id, sized.id], 30)
    const buyer = await stack.newBuyer()
    const lines = await linesOf(buyer, [
      { id: plain.id, quantity: 1 },
      { id: sized.id, variant: size.id, quantity: 1 },
    ])
    expect(lines.map((line) => [line.price, line.reference_price])).toEqual([
      [28, 40],
      [35, 50],
    ])
    const pro = await stack.newBuyer('professionnel')
    const proLines = await linesOf(pro, [
      { id: plain.id, quantity: 1 },
      { id: cheapPro.id, quantity: 1 },
    ])
    expect(proLines.map((line) => [line.price, line.reference_price])).toEqual([
      [28, 40],
      [20, undefined],
    ])
  })

  it('charges the full price before the sale and once it has ended, whatever the stored fields say', async () => {
    const product = await stack.product({ price: 40, stock: 10 })
    const later = await stack.product({ price: 40, stock: 10 })
    await sale([product.id], 25, Date.now() - 1000, Date.now() + 2500)
    await sale([later.id], 25, Date.now() + DAY, Date.now() + 2 * DAY)
    expect((await stored(product.id)).charged_price).toBe(30)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const buyer = await stack.newBuyer()
    const lines = await linesOf(buyer, [
      { id: product.id, quantity: 1 },
      { id: later.id, quantity: 1 },
    ])
    expect(lines.map((line) => [line.price, line.reference_price])).toEqual([
      [40, undefined],
      [40, undefined],
    ])
  })
})

describe('a sale on categories, and the preview before saving', () => {
  it('reaches the products of a chosen category only', async () => {
    const category = await stack.su.collection('categories').create({ name: `Soldes ${Date.now()}`, slug: `soldes-${Date.now()}` })
    const inside = await stack.product({ price: 40, category: [category.id] } as never)
    const outside = await stack.product({ price: 40 })
    const running = await stack.su.collection('sales').create({
      name: 'Soldes',
      percent: 25,
      scope: 'categories',
      categories: [category.id],
      starts_at: iso(Date.now() - 1000),
      ends_at: iso(Date.now() + DAY),
      active: true,
    })
    expect(await stored(inside.id)).toMatchObject({ charged_price: 30, reference_price: 40, sale_percent: 25 })
    expect(await stored(outside.id)).toMatchObject({ charged_price: 40, reference_price: 0 })
    await stack.su.collection('sales').delete(running.id)
    expect(await stored(inside.id)).toMatchObject({ charged_price: 40, reference_price: 0, sale_ends: '' })
  })

  it('shows an admin the legal reference and warns that a higher « before » price would mislead; others are refused', async () => {
    const product = await stack.product({ price: 50 })
    await pastPrice(product.id, 20, 42)
    const body = { percent: 20, scope: 'products', products: [product.id], starts_at: iso(Date.now() + DAY), before_price: 50 }
    const answer = await stack.shop(stack.users.admin, 'POST', '/api/shop/sales/preview', body)
    expect(answer.status).toBe(200)
    expect(answer.body.items).toEqual([
      { id: product.id, name: product.name, price: 50, charged: 40, reference: 42, percent: 4, misleading: true },
    ])
    expect(answer.body.misleading).toMatch(/^Le prix « avant » de 50,00\s€ serait trompeur : .* 42,00\s€\. C’est lui qui sera affiché\.$/)
    const honest = await stack.shop(stack.users.admin, 'POST', '/api/shop/sales/preview', { ...body, before_price: 42 })
    expect(honest.body.misleading).toBe('')
    for (const user of [stack.users.customer, stack.users.pro, null]) {
      const refused = await stack.shop(user, 'POST', '/api/shop/sales/preview', body)
      expect([401, 403]).toContain(refused.status)
    }
    const bad = await stack.shop(stack.users.admin, 'POST', '/api/shop/sales/preview', { ...body, percent: 95 })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Indiquez un pourcentage entier entre 1 et 90.')
  })
})

describe('the sales list’s search', () => {
  it('finds a sale by its name blind to case and accents, whatever a client sent in `search`', async () => {
    const name = `Soldes d’Été Œuvre ${Date.now()}`
    const created = await stack.su.collection('sales').create({
      name,
      percent: 10,
      scope: 'all',
      starts_at: iso(Date.now() + 30 * DAY),
      ends_at: iso(Date.now() + 31 * DAY),
      active: false,
      search: 'forged',
    })
    expect((await stack.su.collection('sales').getOne(created.id)).search).toBe(`soldes d'ete oeuvre ${name.split(' ').pop()}`)
    const found = await stack.su.collection('sales').getFullList({ filter: `search ~ "ete" && search ~ "oeuvre"` })
    expect(found.map((row) => row.id)).toContain(created.id)
    await stack.su.collection('sales').update(created.id, { name: 'Promotion de printemps' })
    expect((await stack.su.collection('sales').getOne(created.id)).search).toBe('promotion de printemps')
    await stack.su.collection('sales').delete(created.id)
  })
})

describe('the minute cron', () => {
  it('puts a sale on the products when it begins, with no save in between', { timeout: 90_000 }, async () => {
    const product = await stack.product({ price: 40 })
    await sale([product.id], 10, Date.now() + 1500, Date.now() + DAY)
    expect((await stored(product.id)).charged_price).toBe(40)
    // The cron runs at each minute's start: within 61 s of the sale's start.
    await expect.poll(async () => (await stored(product.id)).charged_price, { timeout: 75_000, interval: 1000 }).toBe(36)
    expect(await stored(product.id)).toMatchObject({ reference_price: 40, sale_percent: 10 })
  })
})
