// Threat model (docs/threat-model.md): proves §3.4 "Stock and unique pieces" for bulk stock changes.
// Bulk actions on products (pb_hooks/lib/product-bulk.js, docs/adr/0096): POST /api/shop/products/bulk,
// admins only; publish, hide, prices by a percentage or an amount with the form's rules, stock added or
// removed as a delta; every product checked, the refused ones reported in French, the accepted ones
// written in one transaction. Concurrency: bulk stock and prices racing sales of the same product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueFields } from '../../src/features/catalogue/api/prefetch'
import type { ProductsRecord } from '../../src/lib/pocketbase-types'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack
let admin: StackUser

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
  admin = stack.users.admin
})

afterAll(async () => {
  await stack?.stop()
})

interface Report {
  action: string
  done: Array<Record<string, unknown> & { id: string; name: string }>
  refused: Array<{ id: string; name: string; reason: string }>
}

const bulk = (user: StackUser | null, body: unknown) => stack.shop(user, 'POST', '/api/shop/products/bulk', body)
const stored = (id: string) => stack.su.collection('products').getOne<ProductsRecord>(id)
const report = (answer: { body: unknown }) => answer.body as unknown as Report

describe('who may', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['pro', 403],
    ['admin', 200],
  ] as const)('as %s: %i', async (role, status) => {
    const product = await stack.product({ published: true })
    const user = role === 'anonymous' ? null : stack.users[role]
    const answer = await bulk(user, { action: 'hide', ids: [product.id] })
    expect(answer.status).toBe(status)
    expect((await stored(product.id)).published).toBe(status !== 200)
    if (status === 403) {
      expect(answer.body.message).toBe('Seul un administrateur de la boutique peut modifier plusieurs produits à la fois.')
    }
  })
})

describe('publish and hide', () => {
  it('hides then publishes several products, and moves their `updated` (an open form asks before overwriting)', async () => {
    const products = await Promise.all([stack.product(), stack.product(), stack.product()])
    const ids = products.map((product) => product.id)
    const hidden = await bulk(admin, { action: 'hide', ids })
    expect(hidden.status).toBe(200)
    expect(report(hidden)).toEqual({
      action: 'hide',
      done: products.map((product) => ({ id: product.id, name: product.name, published: false })),
      refused: [],
    })
    for (const product of products) {
      const after = await stored(product.id)
      expect(after.published).toBe(false)
      expect(after.updated).not.toBe(product.updated)
    }
    const published = await bulk(admin, { action: 'publish', ids })
    expect(report(published).done).toHaveLength(3)
    for (const id of ids) expect((await stored(id)).published).toBe(true)
  })

  it('reports an unknown product and still writes the others', async () => {
    const product = await stack.product({ published: true })
    const answer = await bulk(admin, { action: 'hide', ids: ['aaaaaaaaaaaaaaa', product.id] })
    expect(report(answer)).toMatchObject({
      done: [{ id: product.id }],
      refused: [{ id: 'aaaaaaaaaaaaaaa', name: '', reason: 'Ce produit est introuvable.' }],
    })
    expect((await stored(product.id)).published).toBe(false)
  })
})

describe('prices', () => {
  it('raises the retail price by a percentage, rounded to the cent', async () => {
    const a = await stack.product({ price: 19.95, price_pro: 0 })
    const b = await stack.product({ price: 40, price_pro: 0 })
    const answer = await bulk(admin, { action: 'price', ids: [a.id, b.id], field: 'price', by: 'percent', value: 10 })
    expect(report(answer).done).toEqual([
      { id: a.id, name: a.name, price: 21.95 },
      { id: b.id, name: b.name, price: 44 },
    ])
    expect((await stored(a.id)).price).toBe(21.95)
    expect((await stored(b.id)).price).toBe(44)
  })

  it('lowers the retail price by an amount and the pro price by a percentage', async () => {
    const product = await stack.product({ price: 50, price_pro: 30 })
    await bulk(admin, { action: 'price', ids: [product.id], field: 'price', by: 'amount', value: -5.5 })
    await bulk(admin, { action: 'price', ids: [product.id], field: 'price_pro', by: 'percent', value: -15 })
    expect(await stored(product.id)).toMatchObject({ price: 44.5, price_pro: 25.5 })
  })

  it('refuses, with the form’s messages, a price at 0 or below and a pro price above the retail one; writes the rest', async () => {
    const cheap = await stack.product({ price: 4 })
    const withPro = await stack.product({ price: 30, price_pro: 28 })
    const fine = await stack.product({ price: 100, price_pro: 50 })
    const answer = await bulk(admin, {
      action: 'price',
      ids: [cheap.id, withPro.id, fine.id],
      field: 'price',
      by: 'amount',
      value: -5,
    })
    expect(report(answer)).toEqual({
      action: 'price',
      done: [{ id: fine.id, name: fine.name, price: 95 }],
      refused: [
        { id: cheap.id, name: cheap.name, reason: 'Indiquez un prix supérieur à 0, par exemple 39,90.' },
        { id: withPro.id, name: withPro.name, reason: 'Le prix professionnel ne peut pas dépasser le prix public.' },
      ],
    })
    expect((await stored(cheap.id)).price).toBe(4)
    expect((await stored(withPro.id)).price).toBe(30)
    expect((await stored(fine.id)).price).toBe(95)
  })

  it('refuses a pro price raised above the retail one, brought to 0, or on a product that has none', async () => {
    const close = await stack.product({ price: 30, price_pro: 29 })
    const small = await stack.product({ price: 30, price_pro: 2 })
    const none = await stack.product({ price: 30, price_pro: 0 })
    const up = await bulk(admin, { action: 'price', ids: [close.id, none.id], field: 'price_pro', by: 'amount', value: 2 })
    expect(report(up).refused).toEqual([
      { id: close.id, name: close.name, reason: 'Le prix professionnel ne peut pas dépasser le prix public.' },
      { id: none.id, name: none.name, reason: 'Ce produit n’a pas de prix professionnel : donnez-lui en un dans sa fiche.' },
    ])
    const down = await bulk(admin, { action: 'price', ids: [small.id], field: 'price_pro', by: 'amount', value: -2 })
    expect(report(down).refused[0].reason).toBe('Indiquez un prix positif, par exemple 24,50, ou laissez vide.')
    expect(await stored(close.id)).toMatchObject({ price_pro: 29 })
    expect(await stored(small.id)).toMatchObject({ price_pro: 2 })
    expect(await stored(none.id)).toMatchObject({ price_pro: 0 })
  })

  it('writes nothing when every product is refused', async () => {
    const product = await stack.product({ price: 3 })
    const answer = await bulk(admin, { action: 'price', ids: [product.id], field: 'price', by: 'percent', value: -99.99 })
    expect(answer.status).toBe(200)
    expect(report(answer).done).toEqual([])
    expect((await stored(product.id)).updated).toBe(product.updated)
  })
})

describe('stock', () => {
  it('adds and removes units on several products', async () => {
    const a = await stack.product({ stock: 3 })
    const b = await stack.product({ stock: 0 })
    const added = await bulk(admin, { action: 'stock', ids: [a.id, b.id], delta: 4 })
    expect(report(added).done).toEqual([
      { id: a.id, name: a.name, stock: 7 },
      { id: b.id, name: b.name, stock: 4 },
    ])
    await bulk(admin, { action: 'stock', ids: [a.id, b.id], delta: -2 })
    expect((await stored(a.id)).stock).toBe(5)
    expect((await stored(b.id)).stock).toBe(2)
    // Like a sale, a stock change is no edit: an open form does not have to reload (docs/adr/0083).
    expect((await stored(a.id)).updated).toBe(a.updated)
  })

  it('writes each change in the product’s stock history as « bulk », with the admin who asked (docs/adr/0098)', async () => {
    const product = await stack.product({ stock: 3 })
    await bulk(admin, { action: 'stock', ids: [product.id], delta: 2 })
    const rows = await stack.su
      .collection('stock_movements')
      .getFullList({ filter: stack.su.filter('product = {:id} && reason = "bulk"', { id: product.id }) })
    expect(rows.map((row) => [row.change, row.stock_after, row.actor])).toEqual([[2, 5, admin.id]])
  })

  it('refuses below zero (held units never taken) and a unique piece above 1; writes the rest', async () => {
    const held = await stack.product({ stock: 1, reserved: 2 })
    const piece = await stack.product({ stock: 1, is_unique: true })
    const fine = await stack.product({ stock: 5 })
    const removed = await bulk(admin, { action: 'stock', ids: [held.id, fine.id], delta: -2 })
    expect(report(removed)).toEqual({
      action: 'stock',
      done: [{ id: fine.id, name: fine.name, stock: 3 }],
      refused: [
        {
          id: held.id,
          name: held.name,
          reason: `Impossible : le stock de « ${held.name} » passerait sous zéro (il en reste 1 en stock, et 2 réservés par un paiement en cours). Le stock n’a pas été modifié.`,
        },
      ],
    })
    const added = await bulk(admin, { action: 'stock', ids: [piece.id], delta: 1 })
    expect(report(added).refused[0].reason).toBe(
      `« ${piece.name} » est une pièce unique : son stock ne peut pas dépasser 1 (pièce réservée comprise). Le stock n’a pas été modifié.`,
    )
    expect(await stored(held.id)).toMatchObject({ stock: 1, reserved: 2 })
    expect((await stored(piece.id)).stock).toBe(1)
  })
})

describe('bodies refused whole (400, nothing written)', () => {
  const many = Array.from({ length: 501 }, (_, i) => `p${String(i).padStart(14, '0')}`)
  it.each([
    [{ action: 'delete', ids: ['x'] }, 'action', 'Action inconnue : choisissez publier, masquer, modifier les prix ou le stock.'],
    [{ action: 'hide' }, 'ids', 'Choisissez au moins un produit.'],
    [{ action: 'hide', ids: [] }, 'ids', 'Choisissez au moins un produit.'],
    [{ action: 'hide', ids: [3] }, 'ids', 'Choisissez au moins un produit.'],
    [{ action: 'hide', ids: many }, 'ids', 'Vous pouvez modifier 500 produits à la fois au plus. Affinez la sélection.'],
    [{ action: 'hide', ids: ['SAME', 'SAME'] }, 'ids', 'Un même produit est choisi deux fois.'],
    [
      { action: 'price', ids: ['SAME'], field: 'cost', by: 'percent', value: 5 },
      'field',
      'Choisissez le prix à modifier : le prix public ou le prix professionnel.',
    ],
    [
      { action: 'price', ids: ['SAME'], field: 'price', by: 'ratio', value: 5 },
      'by',
      'Choisissez une modification en pourcentage ou en euros.',
    ],
    [
      { action: 'price', ids: ['SAME'], field: 'price', by: 'percent', value: -100 },
      'value',
      'Indiquez un pourcentage non nul, deux décimales au plus, entre -99,99 et 1 000.',
    ],
    [
      { action: 'price', ids: ['SAME'], field: 'price', by: 'percent', value: 0 },
      'value',
      'Indiquez un pourcentage non nul, deux décimales au plus, entre -99,99 et 1 000.',
    ],
    [
      { action: 'price', ids: ['SAME'], field: 'price', by: 'amount', value: 1.005 },
      'value',
      'Indiquez un montant non nul, deux décimales au plus, 100 000 € au plus.',
    ],
    [
      { action: 'price', ids: ['SAME'], field: 'price', by: 'amount', value: '5' },
      'value',
      'Indiquez un montant non nul, deux décimales au plus, 100 000 € au plus.',
    ],
    [
      { action: 'stock', ids: ['SAME'], delta: 1.5 },
      'delta',
      'Indiquez une variation entière non nulle, par exemple +5 ou -2 (10 000 au plus).',
    ],
    [
      { action: 'stock', ids: ['SAME'], delta: 10001 },
      'delta',
      'Indiquez une variation entière non nulle, par exemple +5 ou -2 (10 000 au plus).',
    ],
  ])('%j', async (body, field, message) => {
    const product = await stack.product({ stock: 3, price: 20 })
    const ids = (body as { ids?: unknown }).ids
    const sent = Array.isArray(ids) ? { ...body, ids: ids.map((id) => (id === 'SAME' ? product.id : id)) } : body
    const answer = await bulk(admin, sent)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
    expect(Object.keys(answer.body.data ?? {})).toEqual([field])
    expect(await stored(product.id)).toMatchObject({ stock: 3, price: 20, updated: product.updated })
  })

  it('refuses a field the action does not take (the reserved units are the server’s)', async () => {
    const product = await stack.product({ stock: 3 })
    const answer = await bulk(admin, { action: 'stock', ids: [product.id], delta: 1, reserved: 0 })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('La demande contient un champ inattendu.')
    expect((await stored(product.id)).stock).toBe(3)
  })

  it('refuses a body over its limit', async () => {
    const answer = await bulk(admin, { action: 'hide', ids: ['x'], padding: 'x'.repeat(40 * 1024) })
    expect(answer.status).toBe(413)
  })
})

describe('the cached public catalogue', () => {
  const page = `/api/collections/products/records?page=1&perPage=50&skipTotal=1&sort=-created&fields=${encodeURIComponent(catalogueFields(false))}`
  const publicItem = async (id: string) => {
    const answer = await stack.shop(null, 'GET', page)
    return (answer.body.items as Array<{ id: string; stock: number; price: number }>).find((item) => item.id === id)
  }

  it('shows a bulk change on its next read: the stock, the price, a hidden product gone', async () => {
    const product = await stack.product({ stock: 4, price: 20, price_pro: 0 })
    await publicItem(product.id)
    expect(await publicItem(product.id)).toMatchObject({ stock: 4, price: 20 })
    await bulk(admin, { action: 'stock', ids: [product.id], delta: 3 })
    expect((await publicItem(product.id))?.stock).toBe(7)
    await bulk(admin, { action: 'price', ids: [product.id], field: 'price', by: 'amount', value: 1.5 })
    expect((await publicItem(product.id))?.price).toBe(21.5)
    await bulk(admin, { action: 'hide', ids: [product.id] })
    expect(await publicItem(product.id)).toBeUndefined()
  })
})

describe('racing sales of the same product', () => {
  it('bulk stock changes while pieces are sold: every sale stays sold, the stock is exactly the sum', async () => {
    const product = await stack.product({ price: 30, stock: 20 })
    // Many products in each request: a long read-then-write, where a sale would slip in if the
    // stock were read outside the transaction that writes it.
    const others = await Promise.all(Array.from({ length: 120 }, () => stack.product({ price: 30, stock: 10 })))
    const ids = [product.id, ...others.map((other) => other.id)]
    const buyers = await Promise.all(Array.from({ length: 6 }, () => stack.newBuyer()))
    const sell = async (buyer: StackUser) => {
      const hold = await stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
      expect(hold.status).toBe(200)
      const checkoutId = String(hold.body.id)
      const intentId = await stack.payCheckout(buyer, checkoutId)
      expect((await stack.confirmCheckout(buyer, checkoutId, intentId)).status).toBe(200)
    }
    const deltas = [5, -2, 4, 1, 3]
    const answers = await Promise.all([
      ...deltas.map((delta) => bulk(admin, { action: 'stock', ids, delta })),
      ...buyers.map((buyer) => sell(buyer).then(() => null)),
    ])
    for (const answer of answers.slice(0, deltas.length)) {
      expect(answer?.status).toBe(200)
      expect(report(answer!).refused).toEqual([])
    }
    expect(await stack.ordersOf(product.id)).toHaveLength(6)
    expect(await stored(product.id)).toMatchObject({ stock: 20 - 6 + 11, reserved: 0 })
    expect(await stored(others[0].id)).toMatchObject({ stock: 21, reserved: 0 })
  })

  it('a price change while pieces are bought: each checkout charges one price, old or new, and pays it', async () => {
    const product = await stack.product({ price: 40, price_pro: 0, stock: 20 })
    // A saved record writes its whole row: read outside the transaction, it would put back the pieces held meanwhile.
    const others = await Promise.all(Array.from({ length: 120 }, () => stack.product({ price: 30, price_pro: 0 })))
    const buyers = await Promise.all(Array.from({ length: 4 }, () => stack.newBuyer()))
    const [raised, ...holds] = await Promise.all([
      bulk(admin, { action: 'price', ids: [product.id, ...others.map((other) => other.id)], field: 'price', by: 'percent', value: 10 }),
      ...buyers.map((buyer) => stack.startCheckout(buyer, [{ id: product.id, quantity: 2 }])),
    ])
    expect(report(raised).done[0]).toEqual({ id: product.id, name: product.name, price: 44 })
    expect(report(raised).refused).toEqual([])
    for (const [i, hold] of holds.entries()) {
      expect(hold.status).toBe(200)
      const checkout = await stack.checkout(String(hold.body.id))
      const items = checkout.items as Array<{ price: number; quantity: number }>
      expect([40, 44]).toContain(items[0].price)
      expect(checkout.amount).toBe(items[0].price * 2 * 100)
      const intentId = await stack.payCheckout(buyers[i], String(hold.body.id))
      expect((await stack.intent(intentId)).amount).toBe(checkout.amount)
      expect((await stack.confirmCheckout(buyers[i], String(hold.body.id), intentId)).status).toBe(200)
    }
    expect(await stack.ordersOf(product.id)).toHaveLength(4)
    expect(await stored(product.id)).toMatchObject({ price: 44, stock: 12, reserved: 0 })
  })
})
