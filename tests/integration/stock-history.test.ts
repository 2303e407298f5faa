// Threat model (docs/threat-model.md): proves §3.4 "Stock and unique pieces" for the stock history and
// the stock count (issue 26, point 5; pb_hooks/lib/stock-history.js, docs/adr/0098): every road that
// moves a product's stock (a sale, a payment that did not happen, a refund, a withdrawal, a
// cancellation, the form, the stock tool, a count) writes exactly one `stock_movements` row with its
// reason and the stock after, in the same transaction; a count is a change against the stock the
// admin saw, so a sale made meanwhile stays sold; the chain of movements always adds up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StockMovementsRecord } from '../../src/lib/pocketbase-types'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

const key = () => `k-${Math.random().toString(36).slice(2, 12)}`

/** The product's movements, oldest first (as a superuser). */
async function movements(productId: string): Promise<StockMovementsRecord[]> {
  return stack.su
    .collection('stock_movements')
    .getFullList({ filter: stack.su.filter('product = {:id}', { id: productId }), sort: 'created,@rowid' })
}

/** Every movement starts from the previous one's stock after, and the last one is the stock. */
async function expectConsistent(productId: string, initial: number) {
  const rows = await movements(productId)
  let stock = initial
  for (const row of rows) {
    expect(row.stock_after).toBe(stock + (row.change ?? 0))
    stock = row.stock_after ?? 0
  }
  expect(await stack.stock(productId)).toBe(stock)
  return rows
}

/** Movements recorded after the product's creation (its first stock). */
async function since(productId: string) {
  return (await movements(productId)).slice(1)
}

async function paidOrder(lines: Array<{ id: string; quantity: number }>, buyer?: StackUser) {
  const who = buyer ?? (await stack.newBuyer())
  const started = await stack.startCheckout(who, lines)
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(who, checkoutId)
  const confirmed = await stack.confirmCheckout(who, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  return { orderId: String((confirmed.body.order as { id: string }).id), checkoutId }
}

const count = (user: StackUser | null, productId: string, body: unknown) =>
  stack.shop(user, 'POST', `/api/shop/products/${productId}/stock-count`, body)

describe('every road that moves the stock records one movement', () => {
  it('a product created with stock: one « manual » movement naming the admin', async () => {
    const created = await stack.users.admin.pb
      .collection('products')
      .create({ name: 'Bracelet Lune', slug: `lune-${key()}`, price: 20, stock: 4, published: true })
    const rows = await movements(created.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ change: 4, stock_after: 4, reason: 'manual', actor: stack.users.admin.id, note: 'Création du produit' })
  })

  it('the product form (stock+ and an absolute stock): « manual », the admin, the stock after', async () => {
    const product = await stack.product({ stock: 5 })
    await stack.users.admin.pb.collection('products').update(product.id, { 'stock+': 2 })
    await stack.users.admin.pb.collection('products').update(product.id, { stock: 3 })
    await stack.users.admin.pb.collection('products').update(product.id, { name: 'Renommé sans toucher au stock' })
    const rows = await since(product.id)
    expect(rows.map((r) => [r.reason, r.change, r.stock_after, r.actor])).toEqual([
      ['manual', 2, 7, stack.users.admin.id],
      ['manual', -4, 3, stack.users.admin.id],
    ])
    await expectConsistent(product.id, 0)
  })

  it('the stock tool of the products table: « manual »', async () => {
    const product = await stack.product({ stock: 5 })
    expect((await stack.shop(stack.users.admin, 'POST', `/api/shop/products/${product.id}/stock`, { delta: -2 })).status).toBe(200)
    expect((await since(product.id)).map((r) => [r.reason, r.change, r.stock_after])).toEqual([['manual', -2, 3]])
  })

  it('a paid order: one « sale » per line, with its order, and nothing more when the payment lands', async () => {
    const [a, b] = await Promise.all([stack.product({ stock: 5 }), stack.product({ stock: 2 })])
    const { orderId, checkoutId } = await paidOrder([
      { id: a.id, quantity: 2 },
      { id: b.id, quantity: 1 },
    ])
    for (const [product, quantity, after] of [
      [a, 2, 3],
      [b, 1, 1],
    ] as const) {
      const rows = await since(product.id)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        reason: 'sale',
        change: -quantity,
        stock_after: after,
        order: orderId,
        checkout: checkoutId,
        actor: '',
      })
      await expectConsistent(product.id, 0)
    }
  })

  it('a checkout given up: its « sale » is followed by one « release »', async () => {
    const product = await stack.product({ stock: 3 })
    const buyer = await stack.newBuyer()
    const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
    expect((await stack.shop(buyer, 'DELETE', `/api/shop/checkouts/${String(started.body.id)}`)).status).toBeLessThan(300)
    expect((await since(product.id)).map((r) => [r.reason, r.change, r.stock_after])).toEqual([
      ['sale', -1, 2],
      ['release', 1, 3],
    ])
  })

  it('a refund with restock: « refund », the admin and the order; without restock: nothing', async () => {
    const product = await stack.product({ stock: 5 })
    const { orderId } = await paidOrder([{ id: product.id, quantity: 3 }])
    const first = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: key(),
      lines: [{ id: product.id, quantity: 1 }],
    })
    expect(first.status).toBe(201)
    const second = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: key(),
      lines: [{ id: product.id, quantity: 1 }],
      restock: true,
    })
    expect(second.status).toBe(201)
    const rows = await since(product.id)
    expect(rows.map((r) => [r.reason, r.change, r.stock_after])).toEqual([
      ['sale', -3, 2],
      ['refund', 1, 3],
    ])
    expect(rows[1]).toMatchObject({ order: orderId, actor: stack.users.admin.id })
    expect(rows[1]!.note).toMatch(/^Avoir /)
  })

  it('a cancellation: « cancellation »', async () => {
    const product = await stack.product({ stock: 4 })
    const { orderId } = await paidOrder([{ id: product.id, quantity: 2 }])
    const cancelled = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/cancel`, { key: key(), reason: 'Demande' })
    expect(cancelled.status).toBe(201)
    expect((await since(product.id)).map((r) => [r.reason, r.change, r.stock_after, r.order])).toEqual([
      ['sale', -2, 2, orderId],
      ['cancellation', 2, 4, orderId],
    ])
  })

  it('a withdrawal refunded with restock: « withdrawal »', async () => {
    const product = await stack.product({ stock: 4 })
    const buyer = await stack.newBuyer()
    const { orderId } = await paidOrder([{ id: product.id, quantity: 1 }], buyer)
    const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
    const declared = await stack.shop(null, 'POST', '/api/shop/withdrawals', { order: orderId.slice(0, 8), email, name: 'Léa Martin' })
    expect(declared.status).toBe(201)
    const refunded = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key: key(), restock: true })
    expect(refunded.status).toBe(201)
    expect((await since(product.id)).map((r) => [r.reason, r.change, r.stock_after])).toEqual([
      ['sale', -1, 3],
      ['withdrawal', 1, 4],
    ])
  })
})

describe('reading the history', () => {
  it('an admin reads a product’s page newest first, as the screen asks for it', async () => {
    const product = await stack.product({ stock: 1 })
    await stack.users.admin.pb.collection('products').update(product.id, { 'stock+': 1 })
    await count(stack.users.admin, product.id, { counted: 5, seen: 2 })
    const page = await stack.users.admin.pb.collection('stock_movements').getList(1, 50, {
      filter: stack.users.admin.pb.filter('product = {:id}', { id: product.id }),
      sort: '-created,-@rowid',
    })
    expect(page.items.map((m) => [m.reason, m.stock_after])).toEqual([
      ['count', 5],
      ['manual', 2],
      ['manual', 1],
    ])
    await expect(stack.users.customer.pb.collection('stock_movements').getOne(page.items[0]!.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe('POST /api/shop/products/{id}/stock-count', () => {
  it('writes counted − seen, records « count » with the counted figure, and answers the new stock', async () => {
    const product = await stack.product({ stock: 5 })
    const answer = await count(stack.users.admin, product.id, { counted: 7, seen: 5 })
    expect(answer).toMatchObject({
      status: 200,
      body: { stock: 7, change: 2, soldMeanwhile: 0, message: 'Inventaire enregistré : stock de 7.' },
    })
    const rows = await since(product.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ reason: 'count', change: 2, stock_after: 7, counted: 7, actor: stack.users.admin.id })
  })

  it('a count that matches is still recorded (change 0)', async () => {
    const product = await stack.product({ stock: 2 })
    expect((await count(stack.users.admin, product.id, { counted: 2, seen: 2 })).body.stock).toBe(2)
    expect((await since(product.id)).map((r) => [r.reason, r.change, r.counted])).toEqual([['count', 0, 2]])
  })

  it('a sale made while counting stays sold, and the answer says so in French', async () => {
    const product = await stack.product({ stock: 5 })
    // The admin sees 5 and counts 4 on the shelf; meanwhile a customer buys 1.
    await paidOrder([{ id: product.id, quantity: 1 }])
    const answer = await count(stack.users.admin, product.id, { counted: 4, seen: 5 })
    expect(answer).toMatchObject({ status: 200, body: { stock: 3, change: -1, soldMeanwhile: 1 } })
    expect(answer.body.message).toBe(
      'Inventaire enregistré : stock de 3. 1 pièce a été vendue pendant votre comptage : elle reste vendue et a été déduite du stock compté.',
    )
    await expectConsistent(product.id, 0)
  })

  it('refuses a count the sales made meanwhile would take below zero (409, nothing written)', async () => {
    const product = await stack.product({ stock: 2 })
    // The admin saw 2 and found none on the shelf; meanwhile both sold: 0 + (0 − 2) would be −2.
    await paidOrder([{ id: product.id, quantity: 2 }])
    const refused = await count(stack.users.admin, product.id, { counted: 0, seen: 2 })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      `Impossible : 2 pièces ont été vendues pendant votre comptage de « ${product.name} » et le stock compté ne les couvre pas (il en reste 0 en boutique). Le stock n’a pas été modifié ; comptez à nouveau.`,
    )
    expect(await stack.stock(product.id)).toBe(0)
    expect((await since(product.id)).map((r) => r.reason)).toEqual(['sale'])
  })

  it.each([
    [{ counted: -1, seen: 2 }, 'counted', 'Le stock compté doit être un nombre entier positif ou nul.'],
    [{ counted: 1.5, seen: 2 }, 'counted', 'Le stock compté doit être un nombre entier positif ou nul.'],
    [{ counted: '3', seen: 2 }, 'counted', 'Le stock compté doit être un nombre entier positif ou nul.'],
    [{ seen: 2 }, 'counted', 'Le stock compté doit être un nombre entier positif ou nul.'],
    [{ counted: 3 }, 'seen', 'Le stock affiché lors du comptage est manquant ou invalide.'],
    [{ counted: 100001, seen: 2 }, 'counted', 'Le stock compté ne peut pas dépasser 100 000.'],
  ])('refuses %j in French (400, the field named)', async (body, field, message) => {
    const product = await stack.product({ stock: 2 })
    const answer = await count(stack.users.admin, product.id, body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
    expect(Object.keys(answer.body.data ?? {})).toEqual([field])
    expect(await since(product.id)).toEqual([])
  })

  it('refuses any other field, an unknown product, a unique piece above 1', async () => {
    const product = await stack.product({ stock: 2 })
    const forged = await count(stack.users.admin, product.id, { counted: 3, seen: 2, reserved: 0 })
    expect(forged.status).toBe(400)
    expect(forged.body.message).toBe('Un inventaire ne contient que le stock compté et le stock affiché (counted, seen).')
    const unknown = await count(stack.users.admin, 'nosuchproduct00', { counted: 3, seen: 2 })
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Ce produit n’existe pas ou plus.' } })
    const piece = await stack.product({ stock: 1, is_unique: true })
    const unique = await count(stack.users.admin, piece.id, { counted: 2, seen: 1 })
    expect(unique.status).toBe(409)
    expect(unique.body.message).toContain('est une pièce unique')
  })

  it('is for admins only', async () => {
    const product = await stack.product({ stock: 2 })
    expect((await count(null, product.id, { counted: 3, seen: 2 })).status).toBe(401)
    for (const user of [stack.users.customer, stack.users.pro]) {
      const answer = await count(user, product.id, { counted: 3, seen: 2 })
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('Seul un administrateur de la boutique peut faire l’inventaire d’un produit.')
    }
    expect(await stack.stock(product.id)).toBe(2)
    expect(await since(product.id)).toEqual([])
  })
})

describe('concurrency', () => {
  it('a count racing three sales: the stock ends at counted − sold, and the history adds up', async () => {
    const product = await stack.product({ stock: 10 })
    const buyers = await Promise.all(Array.from({ length: 3 }, () => stack.newBuyer()))
    // The admin saw 10 and counted 8; three pieces sell while the count is saved.
    const [counted, ...holds] = await Promise.all([
      count(stack.users.admin, product.id, { counted: 8, seen: 10 }),
      ...buyers.map((buyer) => stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])),
    ])
    expect(counted!.status).toBe(200)
    expect(holds.map((h) => h.status)).toEqual([200, 200, 200])
    expect(await stack.stock(product.id)).toBe(5)
    const rows = await expectConsistent(product.id, 0)
    expect(
      rows
        .slice(1)
        .map((r) => r.reason)
        .sort(),
    ).toEqual(['count', 'sale', 'sale', 'sale'])
  })

  it('ten parallel sales are each recorded once', async () => {
    const product = await stack.product({ stock: 10 })
    const buyers = await Promise.all(Array.from({ length: 10 }, () => stack.newBuyer()))
    const holds = await Promise.all(buyers.map((buyer) => stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])))
    expect(holds.every((h) => h.status === 200)).toBe(true)
    const rows = await expectConsistent(product.id, 0)
    expect(rows.slice(1).map((r) => [r.reason, r.change])).toEqual(Array.from({ length: 10 }, () => ['sale', -1]))
    expect(new Set(rows.slice(1).map((r) => r.checkout)).size).toBe(10)
    expect(await stack.stock(product.id)).toBe(0)
  })
})
