// Threat model (docs/threat-model.md): proves §2 "Who may read and write what" (every role × every operation) and §3.
// Every API rule of DESIGN.md §5, for anonymous, customer, pro and admin: list, view, create, update
// and delete on every collection. Each case asserts the real outcome: the HTTP status, whether the
// record comes back in a list, and (through a superuser) whether the record was really created,
// changed or deleted.
// Files: the protected ones (custom request images, avatars) per role are in protected-files.test.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionName } from '../../src/lib/pocketbase-types'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import { type Actor, type Role, ROLES, actorsByRole, call, fixtureUser, itemsOf, newClient, randomIp, superuser } from './support/clients'
import {
  addressBody,
  contactMessageBody,
  createAddress,
  createContactMessage,
  createCustomRequest,
  createOrder,
  createProduct,
  createUser,
  customRequestBody,
  uniq,
} from './support/factories'

/** `sees`/`hidden`: the list answers 200 with/without the record; a number: the list is refused. */
type ListOutcome = 'sees' | 'hidden' | number
type PerRole<T> = Record<Role, T>

interface Row {
  label: string
  collection: CollectionName
  /** Creates (as superuser) a record of the collection that the case acts on. */
  target: (su: Actor) => Promise<{ id: string }>
  /** A valid create body for this actor, carrying a unique marker value. */
  createBody: (actor: Actor, marker: string) => Record<string, unknown>
  /** The field that holds the marker, to find out whether a create really happened. */
  markerField: string
  /** A valid update: field → new value. */
  update: (marker: string) => Record<string, unknown>
  expect: {
    list: PerRole<ListOutcome>
    view: PerRole<number>
    create: PerRole<number>
    update: PerRole<number>
    delete: PerRole<number>
  }
}

const all = <T,>(value: T): PerRole<T> => ({ anonymous: value, customer: value, pro: value, admin: value })
const adminOnly = <T,>(denied: T, allowed: T): PerRole<T> => ({
  anonymous: denied,
  customer: denied,
  pro: denied,
  admin: allowed,
})

/** Read by anyone, written by admins only. */
const PUBLIC_ADMIN_WRITE: Row['expect'] = {
  list: all<ListOutcome>('sees'),
  view: all(200),
  create: adminOnly(400, 200),
  update: adminOnly(404, 200),
  delete: adminOnly(404, 204),
}

/** Created by anyone; read, status-updated and deleted by admins only. */
const FORM_INBOX: Row['expect'] = {
  list: adminOnly<ListOutcome>('hidden', 'sees'),
  view: adminOnly(404, 200),
  create: all(200),
  update: adminOnly(404, 200),
  delete: adminOnly(404, 204),
}

function referenceList(
  collection: CollectionName,
  fields: (marker: string) => Record<string, unknown>,
  markerField = 'name',
): Row {
  return {
    label: collection,
    collection,
    target: (su) => su.pb.collection(collection).create(fields(uniq('cible'))),
    createBody: (_actor, marker) => fields(marker),
    markerField,
    update: (marker) => ({ [markerField]: marker }),
    expect: PUBLIC_ADMIN_WRITE,
  }
}

const ROWS: Row[] = [
  referenceList('categories', (m) => ({ name: m, slug: m })),
  referenceList('materials', (m) => ({ name: m })),
  referenceList('colors', (m) => ({ name: m, hex_code: '#9966CC' })),
  referenceList('stone_properties', (m) => ({ name: m, description: 'Apaisement' })),
  referenceList('chakras', (m) => ({ name: m, description: 'Couronne' })),
  referenceList('astrological_signs', (m) => ({ name: m })),
  referenceList('stones', (m) => ({ name: m, virtues: 'Calme et sérénité', description: '<p>Pierre</p>' })),
  referenceList('articles', (m) => ({ title: m, category: 'Conseils', excerpt: 'Résumé' }), 'title'),
  {
    label: 'products (regular)',
    collection: 'products',
    target: (su) => createProduct(su.pb),
    createBody: (_actor, marker) => ({ name: `Bracelet ${marker}`, slug: marker, price: 29.9, stock: 2 }),
    markerField: 'slug',
    update: (marker) => ({ name: marker }),
    expect: PUBLIC_ADMIN_WRITE,
  },
  {
    label: 'products (exclusive)',
    collection: 'products',
    target: (su) => createProduct(su.pb, { exclusive: true, price_pro: 19 }),
    createBody: (_actor, marker) => ({ name: marker, slug: marker, price: 49, price_pro: 30, exclusive: true }),
    markerField: 'slug',
    update: (marker) => ({ name: marker }),
    expect: {
      list: { anonymous: 'hidden', customer: 'hidden', pro: 'sees', admin: 'sees' },
      view: { anonymous: 404, customer: 404, pro: 200, admin: 200 },
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
  {
    // Another person's account: only admins read it; nobody but its owner updates it; nobody deletes.
    label: "users (someone else's account)",
    collection: 'users',
    target: (su) => createUser(su.pb),
    createBody: (_actor, marker) => ({
      email: `${marker}@integration.test`,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      name: marker,
    }),
    markerField: 'name',
    update: (marker) => ({ name: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(200),
      update: all(404),
      delete: all(403),
    },
  },
  {
    // Someone else's order (customer2's): only admins read it and change its status; nobody deletes
    // orders. Nobody creates an order through the records API (403): the checkout's confirmation and
    // Stripe's webhook make them (docs/adr/0032, checkout-payment.test.ts).
    label: "orders (someone else's order)",
    collection: 'orders',
    target: (su) => createOrder(su.pb, fixtureUser('customer2').id),
    createBody: (actor, marker) => ({
      user: actor.user?.id ?? fixtureUser('customer').id,
      items: [{ id: 'abc', name: 'Bracelet', quantity: 1, price: 1 }],
      total: 1,
      status: 'paid',
      stripePaymentIntentId: marker,
    }),
    markerField: 'stripePaymentIntentId',
    update: () => ({ status: 'shipped' }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: adminOnly(404, 200),
      delete: all(403),
    },
  },
  {
    // The server's own records: the shop's routes read and write them, nobody through the records API.
    label: 'checkouts',
    collection: 'checkouts',
    target: async (su) => {
      const product = await createProduct(su.pb)
      return su.pb.collection('checkouts').create({
        user: fixtureUser('customer').id,
        items: [{ id: product.id, name: product.name, quantity: 1, price: product.price }],
        amount: 3990,
        status: 'open',
        payment_mode: 'stripe',
      })
    },
    createBody: (actor, marker) => ({ user: actor.user?.id ?? fixtureUser('customer').id, amount: 1, status: 'open', note: marker }),
    markerField: 'note',
    update: () => ({ status: 'paid' }),
    expect: { list: all<ListOutcome>(403), view: all(403), create: all(403), update: all(403), delete: all(403) },
  },
  {
    label: 'stripe_events',
    collection: 'stripe_events',
    target: (su) => su.pb.collection('stripe_events').create({ event_id: uniq('evt_'), type: 'payment_intent.succeeded' }),
    createBody: (_actor, marker) => ({ event_id: marker, type: 'payment_intent.succeeded' }),
    markerField: 'event_id',
    update: () => ({ type: 'charge.refunded' }),
    expect: { list: all<ListOutcome>(403), view: all(403), create: all(403), update: all(403), delete: all(403) },
  },
  {
    // Someone else's address (customer2's): only its owner reads, changes or deletes it, admins included
    // (docs/adr/0035). A create naming someone else as the owner is refused to everyone.
    label: "addresses (someone else's address)",
    collection: 'addresses',
    target: (su) => createAddress(su.pb, fixtureUser('customer2').id),
    createBody: (_actor, marker) => ({ user: fixtureUser('customer2').id, ...addressBody({ full_name: marker }) }),
    markerField: 'full_name',
    update: (marker) => ({ full_name: marker }),
    expect: {
      list: all<ListOutcome>('hidden'),
      view: all(404),
      create: all(400),
      update: all(404),
      delete: all(404),
    },
  },
  {
    label: 'custom_requests',
    collection: 'custom_requests',
    target: (su) => createCustomRequest(su.pb),
    createBody: (_actor, marker) => customRequestBody({ name: marker }),
    markerField: 'name',
    update: () => ({ status: 'in_progress' }),
    expect: FORM_INBOX,
  },
  {
    label: 'contact_messages',
    collection: 'contact_messages',
    target: (su) => createContactMessage(su.pb),
    createBody: (_actor, marker) => contactMessageBody({ name: marker }),
    markerField: 'name',
    update: () => ({ status: 'handled' }),
    expect: FORM_INBOX,
  },
  {
    // The outgoing e-mails (docs/adr/0033): admins read them; only the server writes them.
    label: 'mail_queue',
    collection: 'mail_queue',
    target: (su) =>
      su.pb.collection('mail_queue').create({
        to: `${uniq('dest')}@integration.test`,
        subject: uniq('Sujet '),
        kind: 'contact_ack',
        // `failed`: the queue's cron leaves it alone.
        status: 'failed',
        attempts: 8,
      }),
    createBody: (_actor, marker) => ({ to: `${marker}@integration.test`, subject: marker, status: 'pending' }),
    markerField: 'subject',
    update: (marker) => ({ subject: marker, status: 'sent' }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // The shop's legal identity (docs/adr/0046): anyone reads it (the legal pages, the invoices), admins
    // edit it; it is one record, never created or deleted through the API.
    label: 'shop_identity',
    collection: 'shop_identity',
    target: (su) => su.pb.collection('shop_identity').create({ trade_name: uniq('Boutique ') }),
    createBody: (_actor, marker) => ({ trade_name: marker }),
    markerField: 'trade_name',
    update: (marker) => ({ trade_name: marker }),
    expect: {
      list: all<ListOutcome>('sees'),
      view: all(200),
      create: all(403),
      update: adminOnly(404, 200),
      delete: all(403),
    },
  },
  {
    // The orders' history (docs/adr/0046): admins read it; only the server writes it.
    label: 'order_events',
    collection: 'order_events',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb.collection('order_events').create({ order: order.id, type: 'status', actor_label: 'Boutique' })
    },
    createBody: (_actor, marker) => ({ order: '', type: 'status', actor_label: marker }),
    markerField: 'actor_label',
    update: (marker) => ({ actor_label: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // The numbering series (docs/adr/0046): nobody but the server.
    label: 'counters',
    collection: 'counters',
    target: (su) => su.pb.collection('counters').create({ name: uniq('serie-'), value: 1 }),
    createBody: (_actor, marker) => ({ name: marker, value: 1 }),
    markerField: 'name',
    update: () => ({ value: 999 }),
    expect: { list: all<ListOutcome>(403), view: all(403), create: all(403), update: all(403), delete: all(403) },
  },
]

let actors: Record<Role, Actor>
let su: Actor

beforeAll(async () => {
  ;[actors, su] = await Promise.all([actorsByRole(), superuser()])
})

const records = (collection: string) => `/api/collections/${collection}/records`

/** Superuser's view of a record: its data, or null when it does not exist. */
async function peek(collection: string, id: string): Promise<Record<string, unknown> | null> {
  const result = await call(su, 'GET', `${records(collection)}/${id}`)
  return result.status === 200 ? result.body : null
}

async function countWith(collection: string, field: string, value: string): Promise<number> {
  const filter = encodeURIComponent(`${field} = "${value}"`)
  const result = await call(su, 'GET', `${records(collection)}?filter=${filter}&perPage=1`)
  expect(result.status).toBe(200)
  return result.body.totalItems as number
}

describe.each(ROWS)('$label', (row) => {
  let listed: { id: string }

  beforeAll(async () => {
    listed = await row.target(su)
  })

  it.each(ROLES)('list as %s', async (role) => {
    const expected = row.expect.list[role]
    const filter = encodeURIComponent(`id = "${listed.id}"`)
    const result = await call(actors[role], 'GET', `${records(row.collection)}?filter=${filter}`)
    if (typeof expected === 'number') {
      expect(result.status).toBe(expected)
      return
    }
    expect(result.status).toBe(200)
    expect(itemsOf(result).map((item) => item.id)).toEqual(expected === 'sees' ? [listed.id] : [])
  })

  it.each(ROLES)('view as %s', async (role) => {
    const result = await call(actors[role], 'GET', `${records(row.collection)}/${listed.id}`)
    expect(result.status).toBe(row.expect.view[role])
    if (result.status === 200) expect(result.body.id).toBe(listed.id)
  })

  it.each(ROLES)('create as %s', async (role) => {
    const marker = uniq('m')
    const result = await call(actors[role], 'POST', records(row.collection), row.createBody(actors[role], marker))
    expect(result.status).toBe(row.expect.create[role])
    expect(await countWith(row.collection, row.markerField, marker)).toBe(result.status === 200 ? 1 : 0)
  })

  it.each(ROLES)('update as %s', async (role) => {
    const target = await row.target(su)
    const before = await peek(row.collection, target.id)
    const change = row.update(uniq('maj'))
    const result = await call(actors[role], 'PATCH', `${records(row.collection)}/${target.id}`, change)
    expect(result.status).toBe(row.expect.update[role])
    const after = await peek(row.collection, target.id)
    for (const [field, value] of Object.entries(change)) {
      expect(after?.[field]).toEqual(result.status === 200 ? value : before?.[field])
    }
  })

  it.each(ROLES)('delete as %s', async (role) => {
    const target = await row.target(su)
    const result = await call(actors[role], 'DELETE', `${records(row.collection)}/${target.id}`)
    expect(result.status).toBe(row.expect.delete[role])
    expect(await peek(row.collection, target.id)).toEqual(result.status === 204 ? null : expect.anything())
  })
})

// The shop's own account route (pb_hooks/account.pb.js): each role deletes an account of its own kind,
// with the right password; a fresh account each time, so that the fixtures stay.
describe('POST /api/shop/account/delete', () => {
  const expected: Record<Role | 'superuser', number> = { anonymous: 401, customer: 204, pro: 204, admin: 403, superuser: 403 }
  const roleOf: Record<'customer' | 'pro' | 'admin', '' | 'professionnel' | 'admin'> = {
    customer: '',
    pro: 'professionnel',
    admin: 'admin',
  }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    let actor: Actor
    let accountId: string | null = null
    if (role === 'anonymous' || role === 'superuser') {
      actor = role === 'anonymous' ? actors.anonymous : su
    } else {
      const account = await createUser(su.pb, { role: roleOf[role] })
      accountId = account.id
      const ip = randomIp()
      const pb = newClient(ip)
      await pb.collection('users').authWithPassword(String(account.email), DEMO_PASSWORD)
      actor = { role, pb, ip }
    }
    const result = await call(actor, 'POST', '/api/shop/account/delete', { password: DEMO_PASSWORD })
    expect(result.status).toBe(expected[role])
    if (accountId) expect(await peek('users', accountId)).toEqual(result.status === 204 ? null : expect.anything())
  })
})

// The back-office's 'Renvoyer' (pb_hooks/mail.pb.js): admins and superusers only.
describe('POST /api/shop/mail/retry', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each(ROLES)('as %s', async (role) => {
    const mail = await su.pb.collection('mail_queue').create({
      to: `${uniq('dest')}@integration.test`,
      subject: uniq('Relance '),
      text: 'Bonjour',
      status: 'failed',
      attempts: 8,
    })
    const result = await call(actors[role], 'POST', '/api/shop/mail/retry', { id: mail.id })
    expect(result.status).toBe(EXPECTED[role])
    const after = await su.pb.collection('mail_queue').getOne(mail.id)
    // Refused: untouched. Allowed: one more attempt, sent to the capture server.
    expect(after.status).toBe(result.status === 200 ? 'sent' : 'failed')
    expect(after.attempts).toBe(result.status === 200 ? 9 : 8)
  })
})

// The order's PDFs (pb_hooks/invoices.pb.js, docs/adr/0047): the invoice is its owner's and the
// admins' (a 404 for anybody else, as for an order they cannot see); the packing slip is the admins'.
describe('GET /api/shop/orders/{id}/invoice.pdf and packing-slip.pdf', () => {
  const INVOICE: PerRole<number> = { anonymous: 404, customer: 200, pro: 404, admin: 200 }
  const PACKING_SLIP: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each(ROLES)('as %s', async (role) => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { invoice_number: uniq('F-TEST-') })
    const invoice = await call(actors[role], 'GET', `/api/shop/orders/${order.id}/invoice.pdf`)
    expect(invoice.status).toBe(INVOICE[role])
    expect(String(invoice.body.text ?? '').startsWith('%PDF')).toBe(invoice.status === 200)
    const slip = await call(actors[role], 'GET', `/api/shop/orders/${order.id}/packing-slip.pdf`)
    expect(slip.status).toBe(PACKING_SLIP[role])
    expect(String(slip.body.text ?? '').startsWith('%PDF')).toBe(slip.status === 200)
  })
})
