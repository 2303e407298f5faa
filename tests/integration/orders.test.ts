// Threat model (docs/threat-model.md): proves §3.3 "Orders and the payment" (the orders collection).
// Orders: created only by the checkout's confirmation or Stripe's webhook (docs/adr/0032, tested against
// the Stripe stand-in in checkout-payment.test.ts), owners see their own only, admins change the status
// and nothing else, nobody deletes them.
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrdersRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, actorsByRole, call, fixtureUser, itemsOf, superuser } from './support/clients'
import { createOrder, uniq } from './support/factories'

let su: Actor
let actors: Record<Role, Actor>
let mine: OrdersRecord
let theirs: OrdersRecord
let prosOrder: OrdersRecord

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
  mine = await createOrder(su.pb, fixtureUser('customer').id)
  theirs = await createOrder(su.pb, fixtureUser('customer2').id)
  prosOrder = await createOrder(su.pb, fixtureUser('pro').id)
})

const path = (id = '') => `/api/collections/orders/records${id ? `/${id}` : ''}`

describe('reading', () => {
  it.each([
    ['customer', () => mine],
    ['pro', () => prosOrder],
  ] as const)('a %s lists their own orders only', async (role, own) => {
    const list = await actors[role].pb.collection('orders').getFullList({ sort: '-created' })
    expect(list.length).toBeGreaterThan(0)
    expect(list.map((o) => o.id)).toContain(own().id)
    expect(list.every((o) => o.user === actors[role].user?.id)).toBe(true)
    expect(list.map((o) => o.id)).not.toContain(theirs.id)
  })

  it('a customer cannot read another customer’s order, even asking for it by user', async () => {
    const byId = await call(actors.customer, 'GET', path(theirs.id))
    expect(byId.status).toBe(404)
    const filter = encodeURIComponent(`user = "${fixtureUser('customer2').id}"`)
    const byFilter = await call(actors.customer, 'GET', `${path()}?filter=${filter}`)
    expect(byFilter.status).toBe(200)
    expect(itemsOf(byFilter)).toEqual([])
  })

  it('an anonymous visitor gets an empty list', async () => {
    const list = await call(actors.anonymous, 'GET', path())
    expect(list.status).toBe(200)
    expect(list.body.totalItems).toBe(0)
  })

  it('the order of a deleted account (no user any more) is read by admins only, never by a visitor', async () => {
    const orphan = await createOrder(su.pb, fixtureUser('customer').id, { user: '' })
    expect(orphan.user).toBe('')
    for (const role of ['anonymous', 'customer', 'pro'] as const) {
      expect((await call(actors[role], 'GET', `${path()}/${orphan.id}`)).status).toBe(404)
      const listed = await call(actors[role], 'GET', `${path()}?filter=${encodeURIComponent(`id = "${orphan.id}"`)}`)
      expect(itemsOf(listed)).toEqual([])
    }
    expect((await call(actors.admin, 'GET', `${path()}/${orphan.id}`)).status).toBe(200)
  })

  it('an admin lists every order and reads the items as stored', async () => {
    const list = await actors.admin.pb.collection('orders').getFullList({ filter: `id = "${theirs.id}" || id = "${mine.id}"` })
    expect(list.map((o) => o.id).sort()).toEqual([mine.id, theirs.id].sort())
    const order = list.find((o) => o.id === mine.id)
    expect(order?.items?.[0]).toEqual({
      id: mine.products?.[0],
      name: expect.any(String),
      quantity: 1,
      price: 39.9,
    })
  })
})

describe('creating', () => {
  const forgedOrder = (role: Role, marker: string) => ({
    user: actors[role].user?.id ?? fixtureUser('customer').id,
    items: [{ id: 'x', name: 'Bracelet', quantity: 1, price: 0.01 }],
    total: 0.01,
    status: 'paid',
    stripePaymentIntentId: marker,
  })
  const created = async (marker: string) =>
    (await su.pb.collection('orders').getList(1, 1, { filter: `stripePaymentIntentId = "${marker}"` })).totalItems

  it.each(['anonymous', 'customer', 'pro', 'admin'] as const)(
    'is refused to a %s (403): orders are made by the checkout only (docs/adr/0032)',
    async (role) => {
      const marker = uniq('pi_')
      const result = await call(actors[role], 'POST', path(), forgedOrder(role, marker))
      expect(result.status).toBe(403)
      expect(await created(marker)).toBe(0)
    },
  )
})

describe('updating', () => {
  it('an admin changes the status (the transitions and the history: shipping.test.ts)', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { status: 'shipped' })
    const updated = await actors.admin.pb.collection('orders').update(order.id, { status: 'delivered' })
    expect(updated.status).toBe('delivered')
  })

  it.each([
    ['total', { total: 0.01 }],
    ['total with a modifier', { 'total+': 100 }],
    ['items', { items: [] }],
    ['products', { products: [] }],
    ['user', { user: fixtureUser('customer2').id }],
    ['payment intent', { stripePaymentIntentId: 'pi_autre' }],
    ['status and total together', { status: 'delivered', total: 1 }],
  ])('an admin cannot change the %s (404, order unchanged)', async (_what, change) => {
    const order = await createOrder(su.pb, fixtureUser('customer').id)
    const result = await call(actors.admin, 'PATCH', path(order.id), change)
    expect(result.status).toBe(404)
    const after = await su.pb.collection('orders').getOne(order.id)
    expect(after).toEqual({ ...order, updated: after.updated })
    expect(after.updated).toBe(order.updated)
  })

  it('an admin cannot set a status outside the list', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer').id)
    const result = await call(actors.admin, 'PATCH', path(order.id), { status: 'completed' })
    expect(result.status).toBe(400)
    expect(result.body.data).toHaveProperty('status')
  })

  it.each(['customer', 'pro'] as const)('a %s cannot change the status of their own order', async (role) => {
    const order = await createOrder(su.pb, actors[role].user?.id ?? '')
    const result = await call(actors[role], 'PATCH', path(order.id), { status: 'cancelled' })
    expect(result.status).toBe(404)
    expect((await su.pb.collection('orders').getOne(order.id)).status).toBe('paid')
  })
})

describe('deleting', () => {
  it.each([
    ['the owner', 'customer'],
    ['an admin', 'admin'],
    ['a visitor', 'anonymous'],
  ] as const)('is refused to %s (403)', async (_who, role) => {
    const result = await call(actors[role], 'DELETE', path(mine.id))
    expect(result.status).toBe(403)
    expect((await su.pb.collection('orders').getOne(mine.id)).id).toBe(mine.id)
  })
})
