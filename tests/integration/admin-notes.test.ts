// Threat model (docs/threat-model.md §2): the shop's internal notes and the customers' figures
// (pb_hooks/admin-notes.pb.js, pb_migrations/1764500400_admin_notes.js and 1764500750_customer_figures.js,
// docs/adr/0097). The access matrix's rows are in api-rules.test.ts; here: the author is the server's,
// a note names exactly one order or customer, a customer never reads a note through an order or an
// account (expand, filter), and the figures count what the ADR says and sort by the server.
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrdersRecord } from '../../src/lib/pocketbase-types'
import { type Actor, type Role, actorsByRole, call, fixtureUser, itemsOf, newClient, superuser } from './support/clients'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { createOrder, createUser, uniq } from './support/factories'

let actors: Record<Role, Actor>
let su: Actor

beforeAll(async () => {
  ;[actors, su] = await Promise.all([actorsByRole(), superuser()])
})

const NOTES = '/api/collections/admin_notes/records'

describe('a note', () => {
  it('is signed by the admin who writes it, whatever the body says', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer').id)
    const forged = await call(actors.admin, 'POST', NOTES, { order: order.id, text: 'Faux', author: fixtureUser('customer').id })
    expect(forged.status).toBe(400)
    const note = await actors.admin.pb.collection('admin_notes').create({ order: order.id, text: 'Appeler avant l’envoi.' })
    expect(note.author).toBe(actors.admin.user?.id)
    const notes = await su.pb.collection('admin_notes').getFullList({ filter: su.pb.filter('order = {:id}', { id: order.id }) })
    expect(notes.map((n) => [n.text, n.author])).toEqual([['Appeler avant l’envoi.', actors.admin.user?.id]])
  })

  it('names an order or a customer, exactly one, in French', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer').id)
    const customer = fixtureUser('customer2').id
    const both = await call(actors.admin, 'POST', NOTES, { order: order.id, customer, text: uniq('Deux ') })
    const neither = await call(actors.admin, 'POST', NOTES, { text: uniq('Aucun ') })
    expect([both.status, neither.status]).toEqual([400, 400])
    expect(both.body.data).toEqual({
      order: { code: 'shop_note_subject', message: 'Une note porte sur une commande ou sur un client, pas les deux.' },
    })
    expect(neither.body.data).toEqual({
      order: { code: 'shop_note_subject', message: 'Une note porte sur une commande ou sur un client.' },
    })
  })

  it('holds at most 2,000 characters and is never empty', async () => {
    const customer = fixtureUser('customer2').id
    const long = await call(actors.admin, 'POST', NOTES, { customer, text: 'x'.repeat(2001) })
    const empty = await call(actors.admin, 'POST', NOTES, { customer, text: '' })
    expect([long.status, empty.status]).toEqual([400, 400])
    expect(long.body.data).toMatchObject({ text: { code: 'validation_max_text_constraint' } })
    const fits = await call(actors.admin, 'POST', NOTES, { customer, text: 'x'.repeat(2000) })
    expect(fits.status).toBe(200)
  })

  it('is never read by its customer through their order or their account', async () => {
    const customer = actors.customer
    const userId = customer.user?.id ?? ''
    const secret = uniq('secret')
    const order = await createOrder(su.pb, userId)
    await su.pb.collection('admin_notes').create({ order: order.id, text: `Commande ${secret}` })
    await su.pb.collection('admin_notes').create({ customer: userId, text: `Cliente ${secret}` })

    // An expand of the notes: refused or answered without them (never the text).
    for (const path of [
      `/api/collections/orders/records/${order.id}?expand=admin_notes_via_order`,
      `/api/collections/users/records/${userId}?expand=admin_notes_via_customer`,
      `/api/collections/orders/records?filter=${encodeURIComponent(`id = "${order.id}"`)}&expand=admin_notes_via_order`,
    ]) {
      const result = await call(customer, 'GET', path)
      expect([200, 400], path).toContain(result.status)
      expect(JSON.stringify(result.body), path).not.toContain(secret)
    }
    // A filter on the notes finds nothing it could tell apart from a wrong guess.
    for (const [collection, filter] of [
      ['orders', `id = "${order.id}" && admin_notes_via_order.text ~ "${secret}"`],
      ['users', `id = "${userId}" && admin_notes_via_customer.text ~ "${secret}"`],
      ['admin_notes', `text ~ "${secret}"`],
    ]) {
      const result = await call(customer, 'GET', `/api/collections/${collection}/records?filter=${encodeURIComponent(filter)}`)
      expect(result.status === 200 ? itemsOf(result) : [], collection).toEqual([])
    }
    // The admin does read them both ways.
    const admin = await call(actors.admin, 'GET', `/api/collections/orders/records/${order.id}?expand=admin_notes_via_order`)
    expect((admin.body.expand as { admin_notes_via_order: { text: string }[] }).admin_notes_via_order.map((n) => n.text)).toEqual([
      `Commande ${secret}`,
    ])
  })

  it('is never changed nor deleted, not even by its author', async () => {
    const note = await actors.admin.pb.collection('admin_notes').create({ customer: fixtureUser('customer2').id, text: 'Premier mot' })
    const changed = await call(actors.admin, 'PATCH', `${NOTES}/${note.id}`, { text: 'Autre mot' })
    const deleted = await call(actors.admin, 'DELETE', `${NOTES}/${note.id}`)
    expect([changed.status, deleted.status]).toEqual([403, 403])
    expect((await su.pb.collection('admin_notes').getOne(note.id)).text).toBe('Premier mot')
  })
})

describe('a note outlives its author, not its customer', () => {
  it('a deleted admin leaves their notes, with no author; a deleted account takes the notes about it', async () => {
    const author = await createUser(su.pb, { role: 'admin' })
    const pb = newClient()
    await pb.collection('users').authWithPassword(author.email ?? '', DEMO_PASSWORD)
    const customer = await createUser(su.pb)
    const order = await createOrder(su.pb, fixtureUser('customer').id)
    const onOrder = await pb.collection('admin_notes').create({ order: order.id, text: 'Colis fragile.' })
    const onCustomer = await pb.collection('admin_notes').create({ customer: customer.id, text: 'Cliente fidèle.' })
    expect([onOrder.author, onCustomer.author]).toEqual([author.id, author.id])
    await su.pb.collection('users').delete(author.id)
    expect(await su.pb.collection('admin_notes').getOne(onOrder.id)).toMatchObject({ author: '', text: 'Colis fragile.' })
    await su.pb.collection('users').delete(customer.id)
    const left = await su.pb.collection('admin_notes').getList(1, 1, { filter: su.pb.filter('id = {:id}', { id: onCustomer.id }) })
    expect(left.totalItems).toBe(0)
  })
})

describe('a customer’s figures', () => {
  /** One order of `userId` as the server would have left it. */
  const order = (userId: string, total: number, data: Partial<OrdersRecord>) => createOrder(su.pb, userId, { total, ...data })

  it('count the paid orders and what they kept after refunds; the last paid order’s date', async () => {
    const user = await createUser(su.pb)
    await order(user.id, 30, { status: 'paid' })
    await order(user.id, 50, { status: 'shipped', amount_refunded: 10 }) // a partial refund (a credit note)
    await order(user.id, 20, { status: 'cancelled', amount_refunded: 20 }) // cancelled after payment
    await order(user.id, 25, { status: 'refunded', amount_refunded: 25 }) // a withdrawal
    const last = await order(user.id, 15.5, { status: 'delivered' })
    await order(user.id, 40, { status: 'cancelled' }) // never paid
    await order(user.id, 70, { status: 'pending' }) // a checkout under way
    const figures = await actors.admin.pb.collection('customer_figures').getOne(user.id)
    expect(figures).toMatchObject({ orders_count: 5, spent: 85.5, last_order: last.created, email: user.email })
    const none = await actors.admin.pb.collection('customer_figures').getOne((await createUser(su.pb)).id)
    expect(none).toMatchObject({ orders_count: 0, spent: 0, last_order: '' })
  })

  it('sort by the server on each figure', async () => {
    const marker = uniq('tri')
    const [few, rich, recent] = await Promise.all([0, 1, 2].map((i) => createUser(su.pb, { name: `${marker} ${i}` })))
    await order(few.id, 500, { status: 'paid' })
    await order(rich.id, 10, { status: 'paid' })
    await order(rich.id, 900, { status: 'paid' })
    await order(rich.id, 5, { status: 'paid' })
    await order(recent.id, 20, { status: 'paid' })
    await order(recent.id, 20, { status: 'paid' })
    const sorted = async (sort: string) =>
      (
        await actors.admin.pb
          .collection('customer_figures')
          .getList(1, 10, { filter: actors.admin.pb.filter('name ~ {:marker}', { marker }), sort })
      ).items.map((row) => row.id)
    expect(await sorted('-orders_count')).toEqual([rich.id, recent.id, few.id])
    expect(await sorted('spent')).toEqual([recent.id, few.id, rich.id])
    expect(await sorted('-last_order')).toEqual([recent.id, rich.id, few.id])
  })

  it('are searched on the folded column like the users', async () => {
    const user = await createUser(su.pb, { name: 'Hélène Ébéniste' })
    const found = await actors.admin.pb.collection('customer_figures').getList(1, 5, {
      filter: actors.admin.pb.filter('search ~ {:q} && search ~ {:id}', { q: 'helene', id: (user.email ?? '').split('@')[0] }),
    })
    expect(found.items.map((row) => row.id)).toEqual([user.id])
  })
})
