// The folded `search` columns of orders, products and users (docs/adr/0090, pocketbase/pb_hooks/search.pb.js
// and lib/search-fold.js): an admin's `search ~ {:q}`, with the query folded by src/lib/search.ts
// `foldText`, finds a row by each kind of value an owner types, blind to case and accents; the column
// follows the changes made elsewhere (shipping, a credit note, a pro application, a renamed account);
// no client writes it; nobody but an admin is sent it or learns anything through it.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrationsDir, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import type { CollectionName, TypedPocketBase } from '../../src/lib/pocketbase-types'
import { foldText } from '../../src/lib/search'
import { type Actor, actorsByRole, call, fixtureUser, itemsOf, type Role, superuser } from './support/clients'
import { createOrder, createProduct, createUser, uniq } from './support/factories'

const NBSP = '\u00a0'

let su: Actor
let actors: Record<Role, Actor>

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
})

const records = (collection: string) => `/api/collections/${collection}/records`

/** The ids `actor` finds in `collection` searching `typed` (folded as the admin lists fold it), among `ids`. */
async function found(actor: Actor, collection: CollectionName, typed: string, ids: string[]): Promise<string[]> {
  const filter = actor.pb.filter(`search ~ {:q} && (${ids.map((_, i) => `id = {:id${i}}`).join(' || ')})`, {
    q: foldText(typed),
    ...Object.fromEntries(ids.map((id, i) => [`id${i}`, id])),
  })
  const result = await call(actor, 'GET', `${records(collection)}?filter=${encodeURIComponent(filter)}&fields=id`)
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return itemsOf(result).map((item) => String(item.id))
}

/** Whether an admin finds the record by `typed`. */
const adminFinds = async (collection: CollectionName, typed: string, id: string) =>
  (await found(actors.admin, collection, typed, [id])).length === 1

const storedSearch = async (collection: CollectionName, id: string) =>
  String((await call(su, 'GET', `${records(collection)}/${id}`)).body.search)

describe('an admin finds an order', () => {
  it('by its number, customer, addresses, amount and lines, blind to case and accents', async () => {
    const customer = await createUser(su.pb, { name: 'Compte Client' })
    const order = await createOrder(su.pb, customer.id, {
      customer_name: 'Léa Moreau',
      email: 'Lea.Moreau@Integration.test',
      shipping_address: {
        full_name: 'Chloé Œillet',
        company: 'Atelier Hélios',
        line1: '3 rue des Lilas',
        postal_code: '69001',
        city: 'Lyon',
        country: 'FR',
      },
      billing_address: {
        full_name: 'Léa Moreau',
        company: 'Société Ærienne',
        line1: '1 place',
        postal_code: '42000',
        city: 'Saint-Étienne',
        country: 'FR',
      },
      total: 84,
      items: [{ id: 'x', name: 'Bracelet Améthyste', quantity: 2, price: 42, sku: 'BR-AME-08' }],
    })
    const number = order.id.slice(0, 8)
    for (const typed of [
      number,
      number.toUpperCase(),
      `n° ${number}`,
      'lea',
      'LÉA MOREAU',
      'lea.moreau@integration',
      'chloe oeillet',
      'atelier helios',
      'societe aerienne',
      '69001',
      'lyon',
      'saint-etienne',
      '42000',
      '84,00',
      '84.00',
      '84',
      `84,00${NBSP}€`,
      'amethyste',
      'br-ame-08',
    ]) {
      expect(await adminFinds('orders', typed, order.id), typed).toBe(true)
    }
    // What is not there is not found: the street, the account's own name once the order kept one.
    for (const typed of ['rue des lilas', 'compte client', '85,00', 'lea moreaux']) {
      expect(await adminFinds('orders', typed, order.id), typed).toBe(false)
    }
  })

  it('an order that kept no name or e-mail is found by its account’s, which it follows', async () => {
    const customer = await createUser(su.pb, { name: 'Émile Zola' })
    const order = await createOrder(su.pb, customer.id)
    expect(await adminFinds('orders', 'emile zola', order.id)).toBe(true)
    expect(await adminFinds('orders', customer.email!, order.id)).toBe(true)
    await su.pb.collection('users').update(customer.id, { name: 'Émilie Zola' })
    expect(await adminFinds('orders', 'emilie', order.id)).toBe(true)
    expect(await adminFinds('orders', 'emile', order.id)).toBe(false)
  })

  it('by its tracking number once shipped', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { payment_mode: 'demo' })
    const updated = (await su.pb.collection('orders').getOne(order.id)).updated
    const result = await call(actors.admin, 'POST', `/api/shop/orders/${order.id}/ship`, {
      carrier: 'colissimo',
      tracking_number: '6Z 9876 5432 1',
    })
    expect(result.status).toBe(200)
    expect(await adminFinds('orders', '6z 9876 5432 1', order.id)).toBe(true)
    expect(updated).not.toBe((await su.pb.collection('orders').getOne(order.id)).updated)
  })

  it('by its invoice number, and by the number of a credit note issued for it', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { payment_mode: 'demo' })
    // An order recorded without its invoice (the superusers' route numbers it, docs/adr/0080).
    expect((await call(su, 'POST', `/api/shop/orders/${order.id}/invoice`, {})).status).toBe(200)
    const invoiced = await su.pb.collection('orders').getOne(order.id)
    expect(invoiced.invoice_number).toBeTruthy()
    expect(await adminFinds('orders', invoiced.invoice_number!, order.id)).toBe(true)

    const refund = await call(actors.admin, 'POST', `/api/shop/orders/${order.id}/refunds`, { key: uniq('cle-') })
    expect(refund.status).toBe(201)
    const [note] = await su.pb.collection('credit_notes').getFullList({ filter: su.pb.filter('order = {:id}', { id: order.id }) })
    expect(note.number).toBeTruthy()
    expect(await adminFinds('orders', note.number!, order.id)).toBe(true)
    expect(await adminFinds('orders', invoiced.invoice_number!, order.id)).toBe(true)
  })
})

describe('an admin finds a product', () => {
  it('by its name, reference and slug, blind to case, accents and ligatures', async () => {
    const slug = uniq('oeil-de-tigre-')
    const product = await createProduct(su.pb, { name: 'Œil de Tigre – Qualité AA', sku: `OT-${uniq('').toUpperCase()}`, slug })
    for (const typed of ['oeil', 'ŒIL DE TIGRE', 'qualite aa', product.sku!.toLowerCase(), slug]) {
      expect(await adminFinds('products', typed, product.id), typed).toBe(true)
    }
    // Punctuation still counts (docs/product/rules.md#search).
    expect(await adminFinds('products', 'oeil-de tigre', product.id)).toBe(false)
    // Renamed (its slug kept): found by the new name, no longer by the old one.
    await su.pb.collection('products').update(product.id, { name: 'Labradorite bleue' })
    expect(await adminFinds('products', 'labradorite', product.id)).toBe(true)
    expect(await adminFinds('products', 'qualite', product.id)).toBe(false)
  })

  it('the server folds exactly as the browser does (PocketBase’s JS engine, not Node)', async () => {
    const names = ['Améthyste d’Æther', 'Crème brûlée à l’île', `Grand${NBSP}modèle   Çà`, 'İstanbul Ÿvonne', 'ǅemal ﬁne']
    for (const name of names) {
      const product = await createProduct(su.pb, { name, sku: '', slug: uniq('p-') })
      expect(await storedSearch('products', product.id)).toBe(foldText(`${name} ${product.slug}`))
    }
  })
})

describe('an admin finds a user', () => {
  it('by name and e-mail, and by the company and SIRET of a pro application', async () => {
    const user = await createUser(su.pb, { name: 'Hélène Çelik' })
    for (const typed of ['helene', 'HÉLÈNE ÇELIK', user.email!.toUpperCase()]) {
      expect(await adminFinds('users', typed, user.id), typed).toBe(true)
    }
    expect(await adminFinds('users', 'boutique etoile', user.id)).toBe(false)
    await su.pb
      .collection('pro_applications')
      .create({ user: user.id, company: 'Boutique Étoile', siret: '73282932000074', activity: 'Revendeur', status: 'pending' })
    for (const typed of ['boutique etoile', '73282932000074', '732 829 320 00074', '732829320']) {
      expect(await adminFinds('users', typed, user.id), typed).toBe(true)
    }
  })

  it('a customer’s own rename is followed', async () => {
    const self = actors.customer
    const customer = fixtureUser('customer')
    const before = (await su.pb.collection('users').getOne(customer.id)).name
    const token = uniq('nom')
    try {
      expect((await call(self, 'PATCH', `${records('users')}/${customer.id}`, { name: `Renée ${token}` })).status).toBe(200)
      expect(await adminFinds('users', `renee ${token}`, customer.id)).toBe(true)
    } finally {
      await su.pb.collection('users').update(customer.id, { name: before })
    }
  })
})

describe('no client writes the column', () => {
  it('what a client sends as `search` is replaced by what the row holds', async () => {
    const forged = uniq('forge')
    // An admin's product create and update.
    const created = await call(actors.admin, 'POST', records('products'), {
      name: 'Jaspe rouge',
      slug: uniq('jaspe-'),
      price: 20,
      stock: 1,
      search: forged,
    })
    expect(created.status).toBe(200)
    const productId = String(created.body.id)
    expect(await storedSearch('products', productId)).not.toContain(forged)
    expect((await call(actors.admin, 'PATCH', `${records('products')}/${productId}`, { search: forged })).status).toBe(200)
    expect(await storedSearch('products', productId)).toBe(foldText(`Jaspe rouge ${created.body.slug}`))
    // A customer's own account.
    const customer = fixtureUser('customer')
    const self = actors.customer
    expect((await call(self, 'PATCH', `${records('users')}/${customer.id}`, { search: forged })).status).toBe(200)
    expect(await storedSearch('users', customer.id)).not.toContain(forged)
    // A visitor's sign-up.
    const email = `${uniq('inscrit')}@integration.test`
    const signUp = { email, name: 'Nouvelle Cliente', password: 'Bijoux-Demo-2026!', passwordConfirm: 'Bijoux-Demo-2026!', search: forged }
    const signed = await call(actors.anonymous, 'POST', records('users'), signUp)
    expect(signed.status).toBe(200)
    expect(await storedSearch('users', String(signed.body.id))).toBe(`nouvelle cliente ${email}`)
    // An admin's order update (status only is theirs).
    const order = await createOrder(su.pb, customer.id, { payment_mode: 'demo' })
    await call(actors.admin, 'PATCH', `${records('orders')}/${order.id}`, { search: forged })
    expect(await storedSearch('orders', order.id)).not.toContain(forged)
    // Not even a superuser.
    await su.pb.collection('orders').update(order.id, { search: forged })
    expect(await storedSearch('orders', order.id)).not.toContain(forged)
  })
})

describe('nobody but an admin is sent the column or learns anything through it', () => {
  it('the storefront’s answers leave it out; an admin’s carry it', async () => {
    const product = await createProduct(su.pb)
    for (const role of ['anonymous', 'customer', 'pro'] as const) {
      const listed = await call(actors[role], 'GET', `${records('products')}?filter=${encodeURIComponent(`id = "${product.id}"`)}`)
      expect(itemsOf(listed)[0], role).not.toHaveProperty('search')
      expect((await call(actors[role], 'GET', `${records('products')}/${product.id}`)).body, role).not.toHaveProperty('search')
      if (role !== 'anonymous') {
        const me = actors[role].user!.id
        expect((await call(actors[role], 'GET', `${records('users')}/${me}`)).body, role).not.toHaveProperty('search')
        expect((await call(actors[role], 'POST', '/api/collections/users/auth-refresh')).body.record, role).not.toHaveProperty('search')
      }
    }
    expect((await call(actors.admin, 'GET', `${records('products')}/${product.id}`)).body.search).toBeTruthy()
    expect((await call(actors.admin, 'GET', `${records('users')}/${fixtureUser('customer').id}`)).body.search).toBeTruthy()
  })

  it('a customer’s search finds their own rows only, and nothing through a relation', async () => {
    const other = fixtureUser('customer2')
    const marker = uniq('secret')
    const theirs = await createOrder(su.pb, other.id, { customer_name: `Autre ${marker}` })
    const mine = await createOrder(su.pb, fixtureUser('customer').id, { customer_name: `Moi ${marker}` })
    const self = actors.customer
    expect(await found(self, 'orders', marker, [theirs.id, mine.id])).toEqual([mine.id])
    expect(await found(actors.pro, 'orders', marker, [theirs.id, mine.id])).toEqual([])
    expect(await found(actors.admin, 'orders', marker, [theirs.id, mine.id]).then((ids) => ids.sort())).toEqual([theirs.id, mine.id].sort())
    // Users: themself only.
    expect(await found(self, 'users', other.email, [other.id, self.user!.id])).toEqual([])
    expect(await found(self, 'users', self.user!.email, [other.id, self.user!.id])).toEqual([self.user!.id])

    // Through a relation to someone they may not read (the admin who issued their credit note): nothing.
    const order = await createOrder(su.pb, fixtureUser('customer').id, { payment_mode: 'demo' })
    expect((await call(actors.admin, 'POST', `/api/shop/orders/${order.id}/refunds`, { key: uniq('cle-') })).status).toBe(201)
    const admin = fixtureUser('admin')
    const notes = (actor: Actor, filter: string, params: Record<string, string>) =>
      call(actor, 'GET', `${records('credit_notes')}?filter=${encodeURIComponent(actor.pb.filter(filter, { o: order.id, ...params }))}`)
    // The note is theirs to read; the admin's account behind `actor` is not (PocketBase applies the
    // users' rule to the join), so a term on it matches nothing, however right.
    expect(itemsOf(await notes(self, 'order = {:o}', {}))).toHaveLength(1)
    const probe = await notes(self, 'order = {:o} && actor.search ~ {:q}', { q: foldText(admin.email) })
    expect(probe.status).toBe(200)
    expect(itemsOf(probe)).toEqual([])
    expect(itemsOf(await notes(actors.admin, 'order = {:o} && actor.search ~ {:q}', { q: foldText(admin.email) }))).toHaveLength(1)
  })
})

/** This migration: the ones before it are the schema an existing shop had. */
const MIGRATION = '1764500000_search_columns.js'

describe('the migration', () => {
  it('fills the column of every order, product and user already there, as the hooks would', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'bijoux-search-migration-'))
    const before = join(temp, 'migrations-before')
    const noHooks = join(temp, 'hooks')
    cpSync(migrationsDir, before, { recursive: true, filter: (path) => !path.endsWith('.js') || path.split('/').pop()! < MIGRATION })
    mkdirSync(noHooks)
    const dataDir = join(temp, 'pb_data')
    const login = async (server: { url: string; superuser: { email: string; password: string } }) => {
      const pb = new PocketBase(server.url) as TypedPocketBase
      await pb.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
      return pb
    }
    try {
      // A shop as it was: a product, a customer with a pro application, an order with a credit note.
      const old = await startPocketBase({ dataDir, quiet: true, migrationsDir: before, hooksDir: noHooks })
      let ids: { product: string; user: string; order: string; slug: string; email: string }
      try {
        const pb = await login(old)
        const slug = uniq('oeil-')
        const product = await pb
          .collection('products')
          .create({ name: 'Œil de Tigre', slug, sku: 'OT-1', price: 20, stock: 1, published: true })
        const email = `${uniq('u')}@integration.test`
        const user = await pb
          .collection('users')
          .create({ email, name: 'Léa Müller', password: 'Bijoux-Demo-2026!', passwordConfirm: 'Bijoux-Demo-2026!' })
        await pb
          .collection('pro_applications')
          .create({ user: user.id, company: 'Société Ærienne', siret: '73282932000074', activity: 'Revendeur', status: 'pending' })
        const order = await pb
          .collection('orders')
          .create({ user: user.id, status: 'paid', total: 84, customer_name: 'Léa Müller', email, tracking_number: '6A123' })
        await pb.collection('credit_notes').create({ order: order.id, status: 'issued', number: 'AV2026-00042', amount: 10 })
        ids = { product: product.id, user: user.id, order: order.id, slug, email }
      } finally {
        await old.stop()
      }

      const migrated = await startPocketBase({ dataDir, quiet: true })
      try {
        const pb = await login(migrated)
        expect((await pb.collection('products').getOne(ids.product)).search).toBe(`oeil de tigre ot-1 ${ids.slug}`)
        expect((await pb.collection('users').getOne(ids.user)).search).toBe(
          `lea muller ${ids.email} societe aerienne 73282932000074 732 829 320 00074`,
        )
        const n = ids.order.slice(0, 8)
        expect((await pb.collection('orders').getOne(ids.order)).search).toBe(
          `n° ${n} av2026-00042 lea muller ${ids.email} 6a123 84,00 € 84,00 84.00`,
        )
        // Indexed: a search reads the index of the column (what it does and does not do: docs/adr/0090).
        const orders = await pb.collections.getOne('orders')
        expect(orders.indexes.some((index: string) => index.includes('idx_orders_search'))).toBe(true)
      } finally {
        await migrated.stop()
      }
    } finally {
      rmSync(temp, { recursive: true, force: true })
    }
  })
})
