// Custom requests and contact messages searched on a folded column, and the admin lists sorted by the
// server in French (docs/adr/0100, pocketbase/pb_hooks/lib/sort-keys.js): `sort_name` is a row's name
// folded (« Émeraude » between « Ambre » and « Zoé », « alice » before « Zoé »), `status_rank` a
// status's place in the row's life; kept on every save and by the raw status claim; filled by the
// migration for the rows already there; what a client sends in them is replaced.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrationsDir, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import type { CollectionName, TypedPocketBase } from '../../src/lib/pocketbase-types'
import { foldText } from '../../src/lib/search'
import { PAGE_SIZE, pageQuery, type ListSpec } from '../../src/features/admin/api/list-page'
import { ARTICLE_FIELDS, ARTICLE_LIST } from '../../src/features/admin/articles/articles-data'
import { CREDIT_NOTE_FIELDS, CREDIT_NOTE_LIST } from '../../src/features/admin/credit-notes/credit-notes-data'
import { MESSAGE_FIELDS, MESSAGE_LIST } from '../../src/features/admin/messages/messages-data'
import { ORDER_EXPAND, ORDER_FIELDS, ORDER_LIST } from '../../src/features/admin/orders/orders-data'
import { REQUEST_FIELDS, REQUEST_LIST } from '../../src/features/admin/requests/requests-data'
import { type Actor, actorsByRole, call, fixtureUser, itemsOf, type Role, superuser } from './support/clients'
import {
  contactMessageBody,
  createContactMessage,
  createCustomRequest,
  createOrder,
  createProduct,
  createUser,
  customRequestBody,
  uniq,
} from './support/factories'

let su: Actor
let actors: Record<Role, Actor>

beforeAll(async () => {
  ;[su, actors] = await Promise.all([superuser(), actorsByRole()])
})

const records = (collection: string) => `/api/collections/${collection}/records`

/** What `actor` gets listing `collection` with `filter` and `sort`: the status and the ids. */
async function list(actor: Actor, collection: CollectionName, filter: string, sort = '-created') {
  const result = await call(actor, 'GET', `${records(collection)}?filter=${encodeURIComponent(filter)}&sort=${sort}&fields=id`)
  return { status: result.status, ids: result.status === 200 ? itemsOf(result).map((item) => String(item.id)) : [] }
}

/** Whether `actor` finds the row `id` of `collection` by `typed`, one `search ~` per word as the lists do. */
async function finds(actor: Actor, collection: CollectionName, typed: string, id: string) {
  const words = foldText(typed).split(' ').filter(Boolean)
  const filter = actor.pb.filter(
    [...words.map((_, i) => `search ~ {:w${i}}`), 'id = {:id}'].join(' && '),
    Object.fromEntries([...words.map((word, i) => [`w${i}`, word]), ['id', id]]),
  )
  return (await list(actor, collection, filter)).ids.includes(id)
}

describe('custom requests and contact messages are found by what an owner types', () => {
  it('a request by name, e-mail, type and stone, blind to case and accents', async () => {
    const request = await createCustomRequest(su.pb, {
      name: 'Hélène Œuvray',
      email: 'Helene.Oeuvray@Integration.test',
      jewelry_type: 'Collier',
      main_stone: 'Pierre de Lune',
    })
    for (const typed of ['helene', 'HÉLÈNE oeuvray', 'helene.oeuvray@integration', 'collier', 'lune pierre']) {
      expect(await finds(actors.admin, 'custom_requests', typed, request.id), typed).toBe(true)
    }
    expect(await finds(actors.admin, 'custom_requests', 'bracelet', request.id)).toBe(false)
  })

  it('a message by name, e-mail, subject and text', async () => {
    const message = await createContactMessage(su.pb, {
      name: 'Zoé Ærts',
      email: 'zoe.aerts@integration.test',
      subject: 'Délai de fabrication',
      message: 'Bonjour, combien de temps pour une bague en émeraude ?',
    })
    for (const typed of ['zoe aerts', 'ZOÉ', 'zoe.aerts@', 'delai fabrication', 'emeraude']) {
      expect(await finds(actors.admin, 'contact_messages', typed, message.id), typed).toBe(true)
    }
  })

  it('what a visitor sends as `search`, `sort_name` or `status_rank` is replaced; nobody but an admin lists them', async () => {
    const sent = await call(actors.anonymous, 'POST', records('contact_messages'), {
      ...contactMessageBody({ name: 'Ambre Visiteuse' }),
      search: 'faux',
      sort_name: 'aaa',
      status_rank: 7,
    })
    expect(sent.status).toBe(200)
    const stored = await su.pb.collection('contact_messages').getOne(String(sent.body.id))
    expect(stored.search).not.toContain('faux')
    expect(stored.search).toContain('ambre visiteuse')
    expect(stored.sort_name).toBe(`ambre visiteuse`)
    expect(stored.status_rank).toBe(1)
    const request = await call(actors.anonymous, 'POST', records('custom_requests'), { ...customRequestBody(), search: 'faux' })
    expect(request.status).toBe(200)
    expect((await su.pb.collection('custom_requests').getOne(String(request.body.id))).search).not.toContain('faux')

    const filter = su.pb.filter('search ~ {:q}', { q: 'ambre visiteuse' })
    for (const role of ['anonymous', 'customer', 'pro'] as const) {
      for (const collection of ['contact_messages', 'custom_requests'] as const) {
        const result = await list(actors[role], collection, filter)
        expect(result.ids, `${role} ${collection}`).toEqual([])
      }
    }
    expect((await list(actors.admin, 'contact_messages', filter)).ids).toContain(String(sent.body.id))
  })
})

describe('credit notes are found by number, order and customer', () => {
  it('an admin finds a note by its number, its order’s number and its customer, blind to accents; the owner their own only', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, {
      payment_mode: 'demo',
      customer_name: 'Noémie Lefèvre',
      email: 'noemie.lefevre@integration.test',
    })
    const refund = await call(actors.admin, 'POST', `/api/shop/orders/${order.id}/refunds`, { key: uniq('cle-') })
    expect(refund.status).toBe(201)
    const [note] = await su.pb.collection('credit_notes').getFullList({ filter: su.pb.filter('order = {:id}', { id: order.id }) })
    expect(note?.number).toBeTruthy()
    for (const typed of [note!.number!, note!.number!.toLowerCase(), order.id.slice(0, 8), 'NOEMIE lefevre', 'noemie.lefevre@']) {
      expect(await finds(actors.admin, 'credit_notes', typed, note!.id), typed).toBe(true)
    }
    // The collection's rule: the order's owner lists their own notes, nobody else any.
    expect(await finds(actors.customer, 'credit_notes', 'noemie', note!.id)).toBe(true)
    expect(await finds(actors.pro, 'credit_notes', 'noemie', note!.id)).toBe(false)
    expect(await finds(actors.anonymous, 'credit_notes', 'noemie', note!.id)).toBe(false)
    const sent = await call(
      actors.admin,
      'GET',
      `${records('credit_notes')}?filter=${encodeURIComponent(`id = "${note!.id}"`)}&sort=-order.sort_name`,
    )
    expect(sent.status).toBe(200)
  })
})

/** Names that SQLite's byte order puts wrong: « Émeraude » after « Zoé », « alice » after both. */
const NAMES = ['Zoé', 'alice', 'Émeraude', 'Ambre']
const FRENCH_ORDER = ['alice', 'Ambre', 'Émeraude', 'Zoé']

describe('a list sorted by name keeps the French order', () => {
  it.each([
    ['products', (tag: string, name: string) => createProduct(su.pb, { name: `${name} ${tag}` })],
    ['users', (tag: string, name: string) => createUser(su.pb, { name: `${name} ${tag}` })],
    ['orders', (tag: string, name: string) => createOrder(su.pb, fixtureUser('customer').id, { customer_name: `${name} ${tag}` })],
    ['custom_requests', (tag: string, name: string) => createCustomRequest(su.pb, { name: `${name} ${tag}` })],
    ['contact_messages', (tag: string, name: string) => createContactMessage(su.pb, { name: `${name} ${tag}` })],
  ] as const)('%s: « Émeraude » between « Ambre » and « Zoé », case aside', async (collection, create) => {
    const tag = uniq('tri')
    const byName = new Map<string, string>()
    for (const name of NAMES) byName.set((await create(tag, name)).id, name)
    const field = collection === 'orders' ? 'customer_name' : 'name'
    const filter = su.pb.filter(`${field} ~ {:tag}`, { tag })
    const ascending = await list(actors.admin, collection, filter, 'sort_name,-created')
    expect(ascending.ids.map((id) => byName.get(id))).toEqual(FRENCH_ORDER)
    const descending = await list(actors.admin, collection, filter, '-sort_name,-created')
    expect(descending.ids.map((id) => byName.get(id))).toEqual([...FRENCH_ORDER].reverse())
  })

  it('articles: found by title or category, accents aside, and sorted by their folded title', async () => {
    const tag = uniq('art')
    const byTitle = new Map<string, string>()
    for (const title of ['Zoé et la pierre', 'Énergie des pierres', 'Ambre jaune']) {
      byTitle.set((await su.pb.collection('articles').create({ title: `${title} ${tag}`, category: 'Lithothérapie' })).id, title)
    }
    const filter = su.pb.filter('search ~ {:tag}', { tag })
    const sorted = await list(actors.admin, 'articles', filter, 'sort_name,-created')
    expect(sorted.ids.map((id) => byTitle.get(id))).toEqual(['Ambre jaune', 'Énergie des pierres', 'Zoé et la pierre'])
    const energie = [...byTitle].find(([, title]) => title.startsWith('Énergie'))![0]
    expect(await finds(actors.admin, 'articles', `ENERGIE lithotherapie ${tag}`, energie)).toBe(true)
  })

  it('an order that kept no name sorts by its account’s, which it follows', async () => {
    const customer = await createUser(su.pb, { name: 'Émile Zola' })
    const order = await createOrder(su.pb, customer.id)
    expect((await su.pb.collection('orders').getOne(order.id)).sort_name).toBe('emile zola')
    await su.pb.collection('users').update(customer.id, { name: 'Albert Camus' })
    expect((await su.pb.collection('orders').getOne(order.id)).sort_name).toBe('albert camus')
  })
})

describe('a reference list is searched and sorted on its folded name (the product form’s pickers)', () => {
  it('« emer » finds « Émeraude »; sorted, « Émeraude » stands between « Ambre » and « Zoïsite »', async () => {
    const tag = uniq('pick')
    const byName = new Map<string, string>()
    for (const name of ['Zoïsite', 'Émeraude', 'Ambre']) {
      byName.set((await su.pb.collection('stones').create({ name: `${name} ${tag}`, virtues: 'Calme' })).id, name)
    }
    const sorted = await list(actors.admin, 'stones', su.pb.filter('sort_name ~ {:tag}', { tag }), 'sort_name')
    expect(sorted.ids.map((id) => byName.get(id))).toEqual(['Ambre', 'Émeraude', 'Zoïsite'])
    const found = await list(actors.admin, 'stones', su.pb.filter('sort_name ~ {:q} && sort_name ~ {:tag}', { q: foldText('ÉMER'), tag }))
    expect(found.ids.map((id) => byName.get(id))).toEqual(['Émeraude'])
    const renamed = [...byName].find(([, name]) => name === 'Ambre')![0]
    await su.pb.collection('stones').update(renamed, { name: `Œil de Tigre ${tag}` })
    expect((await su.pb.collection('stones').getOne(renamed)).sort_name).toBe(`oeil de tigre ${tag}`)
  })
})

describe('a list sorted by status follows the row’s life', () => {
  it('orders: en attente, payée, expédiée, livrée, annulée; shipping moves the rank', async () => {
    const tag = uniq('statut')
    const byStatus = new Map<string, string>()
    for (const status of ['cancelled', 'delivered', 'pending', 'shipped', 'paid'] as const) {
      const order = await createOrder(su.pb, fixtureUser('customer').id, { customer_name: `Client ${tag}`, status, payment_mode: 'demo' })
      byStatus.set(order.id, status)
    }
    const filter = su.pb.filter('customer_name ~ {:tag}', { tag })
    const sorted = await list(actors.admin, 'orders', filter, 'status_rank,-created')
    expect(sorted.ids.map((id) => byStatus.get(id))).toEqual(['pending', 'paid', 'shipped', 'delivered', 'cancelled'])

    // The ship route claims the status with a plain SQL UPDATE (lib/order-status.js): the rank follows.
    const paid = [...byStatus].find(([, status]) => status === 'paid')![0]
    const shipped = await call(actors.admin, 'POST', `/api/shop/orders/${paid}/ship`, { carrier: 'colissimo', tracking_number: '6Z 1' })
    expect(shipped.status).toBe(200)
    expect((await su.pb.collection('orders').getOne(paid)).status_rank).toBe(3)
  })

  it('custom requests and messages: new before handled, a message without status is new', async () => {
    const request = await createCustomRequest(su.pb, { status: 'in_creation' })
    // received, quote_sent, accepted, in_creation (docs/adr/0127)
    expect((await su.pb.collection('custom_requests').getOne(request.id)).status_rank).toBe(4)
    const message = await createContactMessage(su.pb)
    expect((await su.pb.collection('contact_messages').getOne(message.id)).status_rank).toBe(1)
    await su.pb.collection('contact_messages').update(message.id, { status: 'handled' })
    expect((await su.pb.collection('contact_messages').getOne(message.id)).status_rank).toBe(2)
  })
})

/** What the list at `address` reads, as the shop's admin (the very query the screen sends). */
async function readAs(collection: CollectionName, address: string, spec: ListSpec, fields: readonly string[], expand?: string) {
  const { page, filter, sort } = pageQuery(new URLSearchParams(address), spec)
  const answer = await actors.admin.pb
    .collection(collection)
    .getList<Record<string, unknown> & { id: string }>(page, PAGE_SIZE, { filter, sort, expand, fields: fields.join(',') })
  return answer.items
}

describe('the screens’ own queries, as PocketBase answers them', () => {
  it('orders sorted by « Statut » and « Client »; requests, messages, credit notes and articles searched, filtered and sorted', async () => {
    const tag = uniq('ecran')
    const shipped = await createOrder(su.pb, fixtureUser('customer').id, { customer_name: `Zoé ${tag}`, status: 'shipped' })
    const pending = await createOrder(su.pb, fixtureUser('customer').id, { customer_name: `Émile ${tag}`, status: 'pending' })
    const q = `q=${tag}`
    const orders = (address: string) => readAs('orders', `${q}&${address}`, ORDER_LIST, ORDER_FIELDS, ORDER_EXPAND)
    expect((await orders('tri=statut')).map((row) => row.id)).toEqual([pending.id, shipped.id])
    expect((await orders('tri=-client')).map((row) => row.id)).toEqual([shipped.id, pending.id])

    const request = await createCustomRequest(su.pb, { name: `Hélène ${tag}`, status: 'in_creation' })
    const requests = await readAs('custom_requests', `q=HELENE+${tag}&statut=in_creation&tri=statut`, REQUEST_LIST, REQUEST_FIELDS)
    expect(requests.map((row) => row.id)).toEqual([request.id])
    expect(Object.keys(requests[0]!)).not.toContain('search')

    const message = await createContactMessage(su.pb, { name: `Émile ${tag}` })
    const handled = await createContactMessage(su.pb, { name: `Ambre ${tag}`, status: 'handled' })
    expect((await readAs('contact_messages', `${q}&statut=new`, MESSAGE_LIST, MESSAGE_FIELDS)).map((row) => row.id)).toEqual([message.id])
    expect((await readAs('contact_messages', `${q}&tri=nom`, MESSAGE_LIST, MESSAGE_FIELDS)).map((row) => row.id)).toEqual([
      handled.id,
      message.id,
    ])

    const order = await createOrder(su.pb, fixtureUser('customer').id, { customer_name: `Noé ${tag}` })
    const note = await su.pb.collection('credit_notes').create({ order: order.id, status: 'issued', number: uniq('AV'), amount: 3 })
    const notes = await readAs('credit_notes', `q=noe+${tag}&statut=issued&tri=client`, CREDIT_NOTE_LIST, CREDIT_NOTE_FIELDS, 'order')
    expect(notes.map((row) => row.id)).toEqual([note.id])
    expect(notes[0]!.expand).toEqual({ order: { customer_name: `Noé ${tag}`, email: expect.any(String) } })

    const article = await su.pb.collection('articles').create({ title: `Été ${tag}`, category: 'Saisons' })
    expect((await readAs('articles', `q=ete+${tag}&tri=titre`, ARTICLE_LIST, ARTICLE_FIELDS)).map((row) => row.id)).toEqual([article.id])
  })
})

/** This migration: the ones before it are the schema an existing shop had. */
const MIGRATION = '1764500700_list_search_and_sort_keys.js'

describe('the migration', () => {
  it('fills the new columns of every row already there, as the hooks would, with their indexes', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'bijoux-sort-migration-'))
    const before = join(temp, 'migrations-before')
    cpSync(migrationsDir, before, { recursive: true, filter: (path) => !path.endsWith('.js') || path.split('/').pop()! < MIGRATION })
    const dataDir = join(temp, 'pb_data')
    const login = async (server: { url: string; superuser: { email: string; password: string } }) => {
      const pb = new PocketBase(server.url) as TypedPocketBase
      await pb.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
      return pb
    }
    try {
      let ids: { request: string; message: string; order: string; product: string; note: string; email: string }
      // The real hooks: the migrations before this one use them (docs/adr/0090); they write no column yet to come.
      const old = await startPocketBase({ dataDir, quiet: true, migrationsDir: before })
      try {
        const pb = await login(old)
        const request = await pb
          .collection('custom_requests')
          .create({ ...customRequestBody({ name: 'Hélène Dupré' }), status: 'completed' })
        const message = await pb.collection('contact_messages').create(contactMessageBody({ name: 'Émile Roux', subject: 'Délai' }))
        // No stock: a piece coming into stock asks today's hooks for the back-in-stock alerts (docs/adr/0107),
        // a collection this older schema does not have yet.
        const product = await pb.collection('products').create({ name: 'Œil de Tigre', slug: uniq('oeil-'), price: 20, stock: 0 })
        const user = await pb.collection('users').create({
          email: `${uniq('u')}@integration.test`,
          name: 'Zoé',
          password: 'Bijoux-Demo-2026!',
          passwordConfirm: 'Bijoux-Demo-2026!',
        })
        const order = await pb.collection('orders').create({ user: user.id, status: 'shipped', total: 10 })
        const note = await pb.collection('credit_notes').create({ order: order.id, status: 'issued', number: 'AV2026-00077', amount: 5 })
        await pb.collection('chakras').create({ name: 'Racine Étoilée', slug: uniq('chakra-') })
        await pb.collection('articles').create({ title: 'Été des pierres', category: 'Saisons' })
        ids = { request: request.id, message: message.id, order: order.id, product: product.id, note: note.id, email: user.email ?? '' }
      } finally {
        await old.stop()
      }
      const migrated = await startPocketBase({ dataDir, quiet: true })
      try {
        const pb = await login(migrated)
        const request = await pb.collection('custom_requests').getOne(ids.request)
        expect(request.search).toContain('helene dupre')
        // 1764602100 (docs/adr/0127): a `completed` request is `delivered`, 7th in the request's life.
        expect([request.sort_name, request.status, request.status_rank]).toEqual(['helene dupre', 'delivered', 7])
        const message = await pb.collection('contact_messages').getOne(ids.message)
        expect(message.search).toContain('emile roux')
        expect(message.search).toContain('delai')
        expect([message.sort_name, message.status_rank]).toEqual(['emile roux', 1])
        expect((await pb.collection('products').getOne(ids.product)).sort_name).toBe('oeil de tigre')
        const order = await pb.collection('orders').getOne(ids.order)
        expect([order.sort_name, order.status_rank]).toEqual(['zoe', 3])
        // 1764500720: the reference lists' folded names.
        expect((await pb.collection('chakras').getFirstListItem('name = "Racine Étoilée"')).sort_name).toBe('racine etoilee')
        // 1764500730: the articles' columns.
        const summer = await pb.collection('articles').getFirstListItem('title = "Été des pierres"')
        expect([summer.search, summer.sort_name]).toEqual(['ete des pierres saisons', 'ete des pierres'])
        // 1764500710: the credit notes' column.
        const note = await pb.collection('credit_notes').getOne(ids.note)
        expect(note.search).toBe(`av2026-00077 n° ${ids.order.slice(0, 8)} zoe ${ids.email}`.toLowerCase())
        for (const [collection, index] of [
          ['custom_requests', 'idx_custom_requests_search'],
          ['contact_messages', 'idx_contact_messages_search'],
          ['users', 'idx_users_sort_name'],
          ['orders', 'idx_orders_status_rank'],
          ['credit_notes', 'idx_credit_notes_search'],
          ['stones', 'idx_stones_sort_name'],
        ]) {
          const schema = await pb.collections.getOne(collection)
          expect(
            schema.indexes.some((line: string) => line.includes(index)),
            index,
          ).toBe(true)
        }
      } finally {
        await migrated.stop()
      }
    } finally {
      rmSync(temp, { recursive: true, force: true })
    }
  })
})
