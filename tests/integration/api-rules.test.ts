// Threat model (docs/threat-model.md): proves §2 "Who may read and write what" (every role × every operation) and §3.
// Every API rule of docs/product/roles.md#who-reads-and-writes-what, for anonymous, customer, pro and admin: list, view, create, update
// and delete on every collection. Each case asserts the real outcome: the HTTP status, whether the
// record comes back in a list, and (through a superuser) whether the record was really created,
// changed or deleted.
// Files: the protected ones (custom request images, avatars) per role are in protected-files.test.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionName } from '../../src/lib/pocketbase-types'
import { DEMO_PASSWORD } from '../../scripts/lib/pocketbase-server.mjs'
import {
  type Actor,
  type Role,
  ROLES,
  actorsByRole,
  call,
  fixtureUser,
  itemsOf,
  newClient,
  pbUrl,
  randomIp,
  superuser,
} from './support/clients'
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

/** A pro application (docs/adr/0060) for `userId`; `company` carries the marker. */
function proApplicationBody(userId: string, company = uniq('Atelier ')) {
  return { user: userId, company, siret: '73282932000074', activity: 'Boutique de créateurs', status: 'pending' }
}

/** `sees`/`hidden`: the list answers 200 with/without the record; a number: the list is refused. */
type ListOutcome = 'sees' | 'hidden' | number
type PerRole<T> = Record<Role, T>

interface Row {
  label: string
  collection: CollectionName
  /** Creates (as superuser) a record of the collection that the case acts on. */
  target: (su: Actor) => Promise<{ id: string }>
  /** A valid create body for this actor, carrying a unique marker value (may first make what it names). */
  createBody: (actor: Actor, marker: string) => Record<string, unknown> | Promise<Record<string, unknown>>
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

const all = <T>(value: T): PerRole<T> => ({ anonymous: value, customer: value, pro: value, admin: value })
const adminOnly = <T>(denied: T, allowed: T): PerRole<T> => ({
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

function referenceList(collection: CollectionName, fields: (marker: string) => Record<string, unknown>, markerField = 'name'): Row {
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

/** Admins list, view and write notes; nobody changes or deletes one (docs/adr/0097). */
const ADMIN_NOTES: Row['expect'] = {
  list: adminOnly<ListOutcome>('hidden', 'sees'),
  view: adminOnly(404, 200),
  create: adminOnly(400, 200),
  update: all(403),
  delete: all(403),
}

/** The order the notes' create bodies name (made before the rows run). */
let noteOrder = ''
/** A size (docs/adr/0104) of a product made with `fields`: read like its product, written by admins. */
function variantRow(label: string, fields: Record<string, unknown>, expect: Row['expect']): Row {
  return {
    label,
    collection: 'product_variants',
    target: async (su) => {
      const product = await createProduct(su.pb, { ...fields, options: [{ name: 'Tour de poignet', values: ['17 cm'] }] } as Record<
        string,
        unknown
      >)
      return su.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 1 })
    },
    // A size names a value of its product's options (docs/adr/0108): a product whose one value is the marker.
    createBody: async (_actor, marker) => {
      const product = await createProduct(su.pb, { ...fields, options: [{ name: 'Tour de poignet', values: [marker] }] } as Record<
        string,
        unknown
      >)
      return { product: product.id, option1: marker, stock: 1 }
    },
    markerField: 'option1',
    update: () => ({ price: 45 }),
    expect,
  }
}

/** A draft quote's body for a request of the fixture customer (docs/adr/0127). */
async function quoteBody() {
  const request = await createCustomRequest(su.pb, { user: fixtureUser('customer').id })
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  return {
    request: request.id,
    lines: [{ label: 'Bracelet', quantity: 1, unit_price: 40 }],
    making_time: '2 semaines',
    valid_until: validUntil,
  }
}

/** A quote of the fixture customer's request, as the superuser leaves it (`sent`: as if sent). */
async function quoteOf(su: Actor, status: 'draft' | 'sent') {
  const body = await quoteBody()
  return su.pb.collection('quotes').create({ ...body, status, number: status === 'sent' ? uniq('DEV').slice(0, 20) : '' })
}

/** A valid discount code (docs/adr/0116) whose `note` carries the marker. */
function discountCodeBody(note: string) {
  return { code: uniq('CODE').toUpperCase(), kind: 'percent', value: 10, scope: 'order', audience: 'all', active: true, note }
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
    // The reference (docs/adr/0061): read like the name, written by admins only.
    label: 'products (sku)',
    collection: 'products',
    target: (su) => createProduct(su.pb, { sku: uniq('REF').toUpperCase() }),
    createBody: (_actor, marker) => ({ name: marker, slug: marker, price: 29.9, stock: 2, sku: marker.toUpperCase() }),
    markerField: 'slug',
    update: (marker) => ({ sku: marker.toUpperCase() }),
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
    // Hidden from the shop (docs/adr/0059): admins only, exclusive or not; the cached catalogue too
    // (product-tools.test.ts).
    label: 'products (unpublished)',
    collection: 'products',
    target: (su) => createProduct(su.pb, { published: false }),
    createBody: (_actor, marker) => ({ name: marker, slug: marker, price: 49, stock: 1, published: false }),
    markerField: 'slug',
    update: (marker) => ({ name: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
  {
    label: 'products (exclusive, unpublished)',
    collection: 'products',
    target: (su) => createProduct(su.pb, { exclusive: true, price_pro: 19, published: false }),
    createBody: (_actor, marker) => ({ name: marker, slug: marker, price: 49, price_pro: 30, exclusive: true, published: false }),
    markerField: 'slug',
    update: (marker) => ({ name: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
  variantRow('product_variants (regular product)', {}, PUBLIC_ADMIN_WRITE),
  variantRow(
    'product_variants (exclusive product)',
    { exclusive: true, price_pro: 19 },
    {
      list: { anonymous: 'hidden', customer: 'hidden', pro: 'sees', admin: 'sees' },
      view: { anonymous: 404, customer: 404, pro: 200, admin: 200 },
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  ),
  variantRow(
    'product_variants (unpublished product)',
    { published: false },
    {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  ),
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
    // Stripe's webhook make them (docs/adr/0032, checkout-payment.test.ts). A shipped order, so that
    // the change is an allowed transition (shipped → delivered, docs/adr/0050, shipping.test.ts).
    label: "orders (someone else's order)",
    collection: 'orders',
    target: (su) => createOrder(su.pb, fixtureUser('customer2').id, { status: 'shipped' }),
    createBody: (actor, marker) => ({
      user: actor.user?.id ?? fixtureUser('customer').id,
      items: [{ id: 'abc', name: 'Bracelet', quantity: 1, price: 1 }],
      total: 1,
      status: 'paid',
      stripePaymentIntentId: marker,
    }),
    markerField: 'stripePaymentIntentId',
    update: () => ({ status: 'delivered' }),
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
    // Old addresses of renamed products and articles (docs/adr/0084): written by the save hooks only,
    // read through GET /api/shop/former-slugs/… (former-slugs.test.ts), which applies the view rules.
    label: 'former_slugs',
    collection: 'former_slugs',
    target: async (su) => {
      const product = await createProduct(su.pb)
      return su.pb.collection('former_slugs').create({ kind: 'products', slug: uniq('ancien-'), product: product.id })
    },
    createBody: (_actor, marker) => ({ kind: 'products', slug: marker }),
    markerField: 'slug',
    update: (marker) => ({ slug: marker }),
    expect: { list: all<ListOutcome>(403), view: all(403), create: all(403), update: all(403), delete: all(403) },
  },
  {
    // Someone else's address (customer2's): only its owner changes or deletes it, admins included
    // (docs/adr/0035); admins read it (the customer's page, docs/adr/0060). A create naming someone
    // else as the owner is refused to everyone.
    label: "addresses (someone else's address)",
    collection: 'addresses',
    target: (su) => createAddress(su.pb, fixtureUser('customer2').id),
    createBody: (_actor, marker) => ({ user: fixtureUser('customer2').id, ...addressBody({ full_name: marker }) }),
    markerField: 'full_name',
    update: (marker) => ({ full_name: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(400),
      update: all(404),
      delete: all(404),
    },
  },
  {
    // Someone else's pro application (docs/adr/0060): admins read it; nobody creates one for someone
    // else; nobody changes or deletes one through the records API (the admin routes decide, below).
    label: "pro_applications (someone else's)",
    collection: 'pro_applications',
    target: async (su) => {
      const applicant = await createUser(su.pb)
      return su.pb.collection('pro_applications').create(proApplicationBody(applicant.id))
    },
    createBody: (_actor, marker) => proApplicationBody(fixtureUser('customer2').id, marker),
    markerField: 'company',
    update: () => ({ status: 'approved' }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(400),
      update: all(403),
      delete: all(403),
    },
  },
  {
    label: 'custom_requests',
    collection: 'custom_requests',
    target: (su) => createCustomRequest(su.pb),
    createBody: (_actor, marker) => customRequestBody({ name: marker }),
    markerField: 'name',
    update: () => ({ status: 'in_creation' }),
    expect: FORM_INBOX,
  },
  {
    // A request is read by its signed-in sender too (docs/adr/0127), never written by them.
    label: 'custom_requests (the customer’s own)',
    collection: 'custom_requests',
    target: (su) => createCustomRequest(su.pb, { user: fixtureUser('customer').id }),
    createBody: (_actor, marker) => customRequestBody({ name: marker }),
    markerField: 'name',
    update: () => ({ status: 'ready' }),
    expect: {
      list: { anonymous: 'hidden', customer: 'sees', pro: 'hidden', admin: 'sees' },
      view: { anonymous: 404, customer: 200, pro: 404, admin: 200 },
      create: all(200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
  {
    // A sent quote (docs/adr/0127): read by its request's sender and the admins; no longer edited.
    label: 'quotes (sent, the customer’s)',
    collection: 'quotes',
    target: (su) => quoteOf(su, 'sent'),
    createBody: async (_actor, marker) => ({ ...(await quoteBody()), note: marker }),
    markerField: 'note',
    update: (marker) => ({ note: marker }),
    expect: {
      list: { anonymous: 'hidden', customer: 'sees', pro: 'hidden', admin: 'sees' },
      view: { anonymous: 404, customer: 200, pro: 404, admin: 200 },
      create: adminOnly(400, 200),
      // The admin meets the hook: « Ce devis a déjà été envoyé… ».
      update: { anonymous: 404, customer: 404, pro: 404, admin: 400 },
      delete: all(404),
    },
  },
  {
    label: 'quotes (draft, of the customer’s request)',
    collection: 'quotes',
    target: (su) => quoteOf(su, 'draft'),
    createBody: async (_actor, marker) => ({ ...(await quoteBody()), note: marker }),
    markerField: 'note',
    update: (marker) => ({ note: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
  {
    // The thread (docs/adr/0127): read by the request's sender and the admins; written only through
    // POST /api/shop/custom-requests/{id}/messages.
    label: 'request_messages',
    collection: 'request_messages',
    target: async (su) => {
      const request = await createCustomRequest(su.pb, { user: fixtureUser('customer').id })
      return su.pb.collection('request_messages').create({ request: request.id, from: 'customer', body: 'Bonjour' })
    },
    createBody: async (_actor, marker) => {
      const request = await createCustomRequest(su.pb, { user: fixtureUser('customer').id })
      return { request: request.id, from: 'shop', body: marker }
    },
    markerField: 'body',
    update: (marker) => ({ body: marker }),
    expect: {
      list: { anonymous: 'hidden', customer: 'sees', pro: 'hidden', admin: 'sees' },
      view: { anonymous: 404, customer: 200, pro: 404, admin: 200 },
      create: all(403),
      update: all(403),
      delete: all(403),
    },
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
    // The owner's price table for the composer's estimate (docs/adr/0126): anyone reads it, admins write it.
    label: 'custom_prices',
    collection: 'custom_prices',
    target: (su) => su.pb.collection('custom_prices').create({ kind: 'charm', option: uniq('Breloque '), label: uniq('cible'), price: 5 }),
    createBody: (_actor, marker) => ({ kind: 'charm', option: marker, label: marker, price: 5 }),
    markerField: 'label',
    update: (marker) => ({ label: marker, price: 7 }),
    expect: PUBLIC_ADMIN_WRITE,
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
    // The shop's internal notes (docs/adr/0097): admins only, never changed nor deleted; the author is
    // the server's (admin-notes.test.ts: the refusals, the author, reads through an order or a user).
    label: 'admin_notes (on an order)',
    collection: 'admin_notes',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb.collection('admin_notes').create({ order: order.id, text: uniq('Note ') })
    },
    createBody: (_actor, marker) => ({ order: noteOrder, text: marker }),
    markerField: 'text',
    update: (marker) => ({ text: marker }),
    expect: ADMIN_NOTES,
  },
  {
    label: 'admin_notes (on a customer)',
    collection: 'admin_notes',
    target: (su) => su.pb.collection('admin_notes').create({ customer: fixtureUser('customer').id, text: uniq('Note ') }),
    createBody: (_actor, marker) => ({ customer: fixtureUser('customer').id, text: marker }),
    markerField: 'text',
    update: (marker) => ({ text: marker }),
    expect: ADMIN_NOTES,
  },
  {
    // The users with their figures (docs/adr/0097): a view, read by admins only, written by nobody.
    label: 'customer_figures',
    collection: 'customer_figures',
    target: async (su) => {
      const user = await createUser(su.pb)
      await createOrder(su.pb, user.id)
      return user
    },
    createBody: (_actor, marker) => ({ name: marker }),
    markerField: 'name',
    update: (marker) => ({ name: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(400),
      update: all(400),
      delete: all(400),
    },
  },
  {
    // A product's stock history (docs/adr/0098): admins read it; only the server writes it.
    label: 'stock_movements',
    collection: 'stock_movements',
    target: async (su) => {
      const product = await createProduct(su.pb)
      return su.pb.collection('stock_movements').create({ product: product.id, change: 1, stock_after: 1, reason: 'manual' })
    },
    createBody: (_actor, marker) => ({ product: '', change: 1, stock_after: 1, reason: 'manual', actor_label: marker }),
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
    // The orders' history (docs/adr/0046): admins read it; only the server writes it. Someone else's
    // order (customer2's): nobody but admins.
    label: "order_events (someone else's order)",
    collection: 'order_events',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer2').id)
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
    // The customer's own order, an event of what happened to it (docs/adr/0080): its owner reads it on
    // the order page (b2b-orders.test.ts: without who did it); still written by the server only.
    label: 'order_events (own order, a customer’s event)',
    collection: 'order_events',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb.collection('order_events').create({ order: order.id, type: 'shipped', actor_label: 'Boutique' })
    },
    createBody: (_actor, marker) => ({ order: '', type: 'shipped', actor_label: marker }),
    markerField: 'actor_label',
    update: (marker) => ({ actor_label: marker }),
    expect: {
      list: { anonymous: 'hidden', customer: 'sees', pro: 'hidden', admin: 'sees' },
      view: { anonymous: 404, customer: 200, pro: 404, admin: 200 },
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // The customer's own order, an event of the back-office's own: the admins'.
    label: 'order_events (own order, a back-office event)',
    collection: 'order_events',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb.collection('order_events').create({ order: order.id, type: 'note', actor_label: 'Boutique' })
    },
    createBody: (_actor, marker) => ({ order: '', type: 'note', actor_label: marker }),
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
    // Credit notes (docs/adr/0051): the order's owner and admins read them (here someone else's);
    // only the server writes them (refunds.test.ts).
    label: "credit_notes (someone else's)",
    collection: 'credit_notes',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer2').id)
      return su.pb
        .collection('credit_notes')
        .create({ order: order.id, status: 'issued', number: uniq('AV-'), amount: 1, request_key: uniq('k') })
    },
    createBody: (_actor, marker) => ({ order: '', status: 'issued', number: marker, amount: 1 }),
    markerField: 'number',
    update: (marker) => ({ number: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // The sends of the forms (docs/adr/0082): nobody but the server.
    label: 'form_submissions',
    collection: 'form_submissions',
    target: (su) => su.pb.collection('form_submissions').create({ key: uniq('cle-'), record: '' }),
    createBody: (_actor, marker) => ({ key: marker, record: '' }),
    markerField: 'key',
    update: () => ({ record: 'abcdefghijklmno' }),
    expect: { list: all<ListOutcome>(403), view: all(403), create: all(403), update: all(403), delete: all(403) },
  },
  {
    // The audience's page views (docs/adr/0123): written by POST /api/shop/hits only, read through
    // GET /api/shop/admin/audience (audience.test.ts); nobody, admins included, through the records API.
    label: 'audience_hits',
    collection: 'audience_hits',
    target: (su) => su.pb.collection('audience_hits').create({ day: '2012-01-02', path: '/catalogue', kind: 'view', entry: true }),
    createBody: (_actor, marker) => ({ day: '2012-01-02', path: `/${marker}`, kind: 'view' }),
    markerField: 'path',
    update: () => ({ kind: 'checkout' }),
    expect: { list: all<ListOutcome>(403), view: all(403), create: all(403), update: all(403), delete: all(403) },
  },
  {
    // Their roll-up after 13 months (docs/adr/0123): written by the nightly pass only.
    label: 'audience_days',
    collection: 'audience_days',
    target: (su) =>
      su.pb.collection('audience_days').create({ day: '2012-01-02', dimension: 'page', key: '/catalogue', views: 3, visits: 1 }),
    createBody: (_actor, marker) => ({ day: '2012-01-02', dimension: 'page', key: `/${marker}`, views: 1, visits: 1 }),
    markerField: 'key',
    update: () => ({ views: 999 }),
    expect: { list: all<ListOutcome>(403), view: all(403), create: all(403), update: all(403), delete: all(403) },
  },
  {
    // The refunds ledger (docs/adr/0079): admins read it; only the server writes it (payment-faults.test.ts).
    label: 'payment_refunds',
    collection: 'payment_refunds',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb.collection('payment_refunds').create({ order: order.id, refund_id: uniq('re_'), amount: 1, source: 'stripe' })
    },
    createBody: (_actor, marker) => ({ order: '', refund_id: marker, amount: 1, source: 'stripe' }),
    markerField: 'refund_id',
    update: () => ({ amount: 999 }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // The e-invoices sent to the approved platform (docs/adr/0133): admins read them; only the server
    // writes them (its queue and « Renvoyer », einvoicing.test.ts).
    label: 'einvoice_submissions',
    collection: 'einvoice_submissions',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb.collection('einvoice_submissions').create({ kind: 'invoice', document: order.id, order: order.id, status: 'pending' })
    },
    createBody: (_actor, marker) => ({ kind: 'invoice', document: 'abcdefghijklmno', order: '', number: marker, status: 'pending' }),
    markerField: 'number',
    update: () => ({ status: 'paid' }),
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
  {
    // Withdrawal declarations (docs/adr/0049): admins read every one; customers only those about their
    // own orders (customer2's here, so nobody but admins); only the routes of withdrawals.pb.js write.
    label: "withdrawals (someone else's declaration)",
    collection: 'withdrawals',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer2').id)
      return su.pb.collection('withdrawals').create({
        order: order.id,
        name: uniq('Retractation '),
        email: `${uniq('retract')}@integration.test`,
        declared_at: new Date().toISOString().replace('T', ' '),
        status: 'received',
      })
    },
    createBody: (actor, marker) => ({
      order: '',
      name: marker,
      email: actor.user?.email ?? 'visiteur@integration.test',
      declared_at: new Date().toISOString().replace('T', ' '),
      status: 'received',
    }),
    markerField: 'name',
    update: () => ({ status: 'refunded' }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  // Reviews from real buyers (docs/adr/0105; reviews.test.ts: eligibility, the refusals, moderation):
  // written only by POST /api/shop/reviews, read by all once published, moderated by admins (who
  // never change what the buyer wrote), deleted by nobody.
  {
    label: 'reviews (published)',
    collection: 'reviews',
    target: (su) => createReview(su, 'published'),
    createBody: (_actor, marker) => ({ text: marker }),
    markerField: 'text',
    update: (marker) => ({ reply: marker }),
    expect: { list: all<ListOutcome>('sees'), view: all(200), create: all(403), update: adminOnly(404, 200), delete: all(403) },
  },
  {
    label: 'reviews (pending)',
    collection: 'reviews',
    target: (su) => createReview(su, 'pending'),
    createBody: (_actor, marker) => ({ text: marker }),
    markerField: 'text',
    update: () => ({ status: 'published' }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: adminOnly(404, 200),
      delete: all(403),
    },
  },
  {
    label: 'review_requests',
    collection: 'review_requests',
    target: async (su) =>
      su.pb
        .collection('review_requests')
        .create({ order: (await createOrder(su.pb, fixtureUser('customer').id)).id, outcome: 'opted_out' }),
    createBody: (_actor, marker) => ({ order: noteOrder, outcome: 'queued', token_hash: marker }),
    markerField: 'token_hash',
    update: () => ({ outcome: 'queued' }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    label: 'mail_opt_outs',
    collection: 'mail_opt_outs',
    target: (su) =>
      su.pb.collection('mail_opt_outs').create({ email: `${uniq('non')}@integration.test`, topic: 'review_request', source: 'admin' }),
    createBody: (_actor, marker) => ({ email: `${marker}@integration.test`, topic: 'review_request', source: marker }),
    markerField: 'source',
    update: (marker) => ({ source: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // The published reviews' count and average per product: a view, read by all, written by nobody.
    label: 'product_ratings',
    collection: 'product_ratings',
    target: async (su) => {
      const review = await createReview(su, 'published')
      return { id: review.product as string }
    },
    createBody: (_actor, marker) => ({ average: marker }),
    markerField: 'id',
    update: () => ({ average: 1 }),
    expect: { list: all<ListOutcome>('sees'), view: all(200), create: all(400), update: all(400), delete: all(400) },
  },
  {
    // Discount codes (docs/adr/0116): admins write their terms; their counters are the server's.
    label: 'discount_codes',
    collection: 'discount_codes',
    target: (su) => su.pb.collection('discount_codes').create(discountCodeBody(uniq('note'))),
    createBody: (_actor, marker) => discountCodeBody(marker),
    markerField: 'note',
    update: (marker) => ({ note: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
  {
    // A code's paid uses (docs/adr/0116): admins read them; only the server writes them.
    label: 'discount_code_uses',
    collection: 'discount_code_uses',
    target: async (su) => {
      const code = await su.pb.collection('discount_codes').create(discountCodeBody(uniq('note')))
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb.collection('discount_code_uses').create({ code: code.id, order: order.id, user: fixtureUser('customer').id, amount: 5 })
    },
    createBody: (_actor, marker) => ({ code: marker, order: '', amount: 1 }),
    markerField: 'code',
    update: () => ({ amount: 999 }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // A pro's payment on invoice (docs/adr/0131): the owner's alone.
    label: 'pro_terms',
    collection: 'pro_terms',
    target: async (su) => {
      const pro = await createUser(su.pb, { role: 'professionnel', verified: true })
      return su.pb.collection('pro_terms').create({ user: pro.id, transfer_allowed: true, credit_ceiling: 500 })
    },
    createBody: async (_actor, marker) => {
      const pro = await createUser(su.pb, { role: 'professionnel', verified: true })
      return { user: pro.id, transfer_allowed: true, credit_ceiling: 99999, note: marker }
    },
    markerField: 'note',
    update: (marker) => ({ credit_ceiling: 99999, note: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
  {
    // The payments received for an order on invoice (docs/adr/0131): read by admins and the order's
    // customer; written only through POST /api/shop/orders/{id}/payments.
    label: 'order_payments',
    collection: 'order_payments',
    target: async (su) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return su.pb
        .collection('order_payments')
        .create({ order: order.id, amount: 10, received_on: '2026-11-20 12:00:00.000Z', method: 'transfer' })
    },
    createBody: async (_actor, marker) => {
      const order = await createOrder(su.pb, fixtureUser('customer').id)
      return { order: order.id, amount: 10, received_on: '2026-11-20 12:00:00.000Z', method: 'transfer', note: marker }
    },
    markerField: 'note',
    update: (marker) => ({ amount: 999, note: marker }),
    expect: {
      list: { anonymous: 'hidden', customer: 'sees', pro: 'hidden', admin: 'sees' },
      view: { anonymous: 404, customer: 200, pro: 404, admin: 200 },
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  ...[true, false].map((published): Row => ({
    // The content pages (docs/adr/0101): a visitor reads the published ones; admins edit, nobody
    // creates or deletes one through the API (their addresses are in the code).
    label: `pages (${published ? 'published' : 'unpublished'})`,
    collection: 'pages',
    target: (su) => su.pb.collection('pages').create({ slug: uniq('page-'), title: 'Guide', body: '<p>Texte</p>', published }),
    createBody: (_actor, marker) => ({ slug: marker.toLowerCase(), title: marker, published: true }),
    markerField: 'title',
    update: (marker) => ({ title: marker }),
    expect: {
      list: published ? all<ListOutcome>('sees') : adminOnly<ListOutcome>('hidden', 'sees'),
      view: published ? all(200) : adminOnly(404, 200),
      create: all(403),
      update: adminOnly(404, 200),
      delete: all(403),
    },
  })),
  // Marketing consent (docs/adr/0114; consent.test.ts): the server writes the choice, its date and
  // source and its history (lib/consent.js); admins read them; nobody writes them through the API.
  ...(['marketing_contacts', 'marketing_consent_events', 'newsletters'] as const).map((collection): Row => ({
    label: collection,
    collection,
    target: async (su) => {
      const email = `${uniq('lettre')}@integration.test`
      const contact = await su.pb
        .collection('marketing_contacts')
        .create({ email, status: 'subscribed', source: 'signup', consent_at: '2026-01-01 10:00:00.000Z', token: uniq('t').padEnd(40, 'x') })
      if (collection === 'marketing_contacts') return contact
      if (collection === 'newsletters')
        return su.pb.collection('newsletters').create({ subject: 'Nouveautés', text: 'Bonjour', recipients: 1 })
      return su.pb.collection('marketing_consent_events').create({ contact: contact.id, email, status: 'subscribed', source: 'signup' })
    },
    createBody: (actor, marker) =>
      collection === 'newsletters'
        ? { subject: marker, text: marker }
        : {
            email: `${marker.toLowerCase()}@integration.test`,
            status: 'subscribed',
            source: 'admin',
            consent_at: '2020-01-01 00:00:00.000Z',
            token: marker.padEnd(40, 'x'),
            contact: actor.user?.id,
          },
    markerField: collection === 'newsletters' ? 'subject' : 'email',
    update: () =>
      collection === 'newsletters'
        ? { recipients: 999 }
        : { status: 'unsubscribed', source: 'admin', consent_at: '2020-01-01 00:00:00.000Z' },
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  })),
  {
    // The price history (docs/adr/0115): admins read it; only the server writes it.
    label: 'price_history',
    collection: 'price_history',
    target: async (su) => {
      const product = await createProduct(su.pb)
      return su.pb.collection('price_history').create({ product: product.id, price: 30, charged: 30, at: '2026-01-01 10:00:00.000Z' })
    },
    createBody: (_actor, marker) => ({ product: '', price: 1, charged: 1, sale: marker.slice(0, 15), at: '2026-01-01 10:00:00.000Z' }),
    markerField: 'sale',
    update: () => ({ price: 1 }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: all(403),
      update: all(403),
      delete: all(403),
    },
  },
  {
    // Sales (docs/adr/0115): admins only, in full. Dated in the future so no price of the shared
    // PocketBase moves.
    label: 'sales',
    collection: 'sales',
    target: (su) =>
      su.pb.collection('sales').create({
        name: uniq('Soldes '),
        percent: 10,
        scope: 'products',
        starts_at: '2099-01-01 10:00:00.000Z',
        ends_at: '2099-01-31 10:00:00.000Z',
      }),
    createBody: (_actor, marker) => ({
      name: marker,
      percent: 10,
      scope: 'products',
      starts_at: '2099-01-01 10:00:00.000Z',
      ends_at: '2099-01-31 10:00:00.000Z',
    }),
    markerField: 'name',
    update: (marker) => ({ name: marker }),
    expect: {
      list: adminOnly<ListOutcome>('hidden', 'sees'),
      view: adminOnly(404, 200),
      create: adminOnly(400, 200),
      update: adminOnly(404, 200),
      delete: adminOnly(404, 204),
    },
  },
]

/** A review of a fresh delivered order, as the server would write it (the superuser bypasses the rules). */
async function createReview(su: Actor, status: 'pending' | 'published') {
  const order = await createOrder(su.pb, fixtureUser('customer').id, { status: 'delivered' })
  return su.pb.collection('reviews').create({
    product: order.products?.[0],
    order: order.id,
    author: fixtureUser('customer').id,
    author_name: 'Camille D.',
    rating: 4,
    text: uniq('Avis '),
    experienced_at: new Date().toISOString().replace('T', ' '),
    status,
  })
}

let actors: Record<Role, Actor>
let su: Actor

beforeAll(async () => {
  ;[actors, su] = await Promise.all([actorsByRole(), superuser()])
  noteOrder = (await createOrder(su.pb, fixtureUser('customer').id)).id
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
    const result = await call(actors[role], 'POST', records(row.collection), await row.createBody(actors[role], marker))
    expect(result.status).toBe(row.expect.create[role])
    expect(await countWith(row.collection, row.markerField, marker)).toBe(result.status === 200 ? 1 : 0)
  })

  it.each(ROLES)('update as %s', async (role) => {
    const target = await row.target(su)
    const before = await peek(row.collection, target.id)
    const change = row.update(uniq('maj'))
    // The version the admin's forms send (docs/adr/0083); other collections ignore it.
    const opened = { 'X-Opened-Updated': String(before?.updated ?? '') }
    const result = await call(actors[role], 'PATCH', `${records(row.collection)}/${target.id}`, change, opened)
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

// Shipping an order (pb_hooks/orders.pb.js, docs/adr/0050): admins only; a paid order each time.
describe('POST /api/shop/orders/{id}/ship', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each(ROLES)('as %s', async (role) => {
    const order = await createOrder(su.pb, fixtureUser('customer2').id)
    const result = await call(actors[role], 'POST', `/api/shop/orders/${order.id}/ship`, {
      carrier: 'colissimo',
      tracking_number: '6A123456789',
    })
    expect(result.status).toBe(EXPECTED[role])
    const after = await peek('orders', order.id)
    expect(after).toMatchObject(
      result.status === 200 ? { status: 'shipped', tracking_number: '6A123456789' } : { status: 'paid', tracking_number: '' },
    )
  })

  it('as superuser', async () => {
    const order = await createOrder(su.pb, fixtureUser('customer2').id)
    const result = await call(su, 'POST', `/api/shop/orders/${order.id}/ship`, { carrier: 'chronopost', tracking_number: 'XY123456789FR' })
    expect(result.status).toBe(200)
  })
})

// Several orders at once (docs/adr/0095, bulk-orders.test.ts): shipping them and their packing
// slips as one PDF are the admins'.
describe('POST /api/shop/orders/bulk-ship and GET /api/shop/orders/packing-slips.pdf', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each(ROLES)('as %s', async (role) => {
    const orders = await Promise.all([createOrder(su.pb, fixtureUser('customer2').id), createOrder(su.pb, fixtureUser('customer2').id)])
    const result = await call(actors[role], 'POST', '/api/shop/orders/bulk-ship', {
      carrier: 'colissimo',
      orders: orders.map((order) => ({ id: order.id, tracking_number: '6A123456789' })),
    })
    expect(result.status).toBe(EXPECTED[role])
    for (const order of orders) {
      expect(await peek('orders', order.id)).toMatchObject({ status: result.status === 200 ? 'shipped' : 'paid' })
    }
    const slips = await call(actors[role], 'GET', `/api/shop/orders/packing-slips.pdf?ids=${orders.map((order) => order.id).join(',')}`)
    expect(slips.status).toBe(EXPECTED[role])
    expect(String(slips.body.text ?? '').startsWith('%PDF')).toBe(slips.status === 200)
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

// The retention pass (pb_hooks/retention.pb.js, docs/adr/0085): it deletes shop-wide, so superusers
// only (retention.test.ts runs it, on a PocketBase of its own). Without `now`: nothing here is old.
describe('POST /api/shop/retention/run', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 403 }

  it.each(ROLES)('as %s', async (role) => {
    const result = await call(actors[role], 'POST', '/api/shop/retention/run', {})
    expect(result.status).toBe(EXPECTED[role])
  })
})

// Refunds and cancellations (pb_hooks/refunds.pb.js, docs/adr/0051): admins only; a demonstration
// order here (the Stripe path is refunds.test.ts's). Nobody else gets a credit note made.
describe.each(['refunds', 'cancel'] as const)('POST /api/shop/orders/{id}/%s', (route) => {
  const EXPECTED: PerRole<number> = { anonymous: 403, customer: 403, pro: 403, admin: 201 }

  it.each(ROLES)('as %s', async (role) => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { payment_mode: 'demo', status: 'paid' })
    const result = await call(actors[role], 'POST', `/api/shop/orders/${order.id}/${route}`, { key: uniq('cle-') })
    expect(result.status).toBe(EXPECTED[role])
    expect(await countWith('credit_notes', 'order', order.id)).toBe(role === 'admin' ? 1 : 0)
  })
})

// The online withdrawal function (pb_hooks/withdrawals.pb.js, docs/adr/0049): open to every role; a
// visitor names the order by its number and e-mail, a logged-in customer also by owning it. Here each
// role tries customer2's order: with its e-mail everyone may (201 the first, then 200 with the same
// declaration); without it nobody may, owner excepted (404, the same as an unknown number).
describe('POST /api/shop/withdrawals/check and /api/shop/withdrawals', () => {
  it.each(ROLES)('as %s, with the order’s e-mail', async (role) => {
    const email = `${uniq('retract')}@integration.test`
    const order = await createOrder(su.pb, fixtureUser('customer2').id, { email })
    const number = order.id.slice(0, 8)
    expect((await call(actors[role], 'POST', '/api/shop/withdrawals/check', { order: number, email })).status).toBe(200)
    const result = await call(actors[role], 'POST', '/api/shop/withdrawals', { order: number, email, name: 'Léa Martin' })
    expect(result.status).toBe(201)
    const stored = await su.pb.collection('withdrawals').getFullList({ filter: su.pb.filter('order = {:id}', { id: order.id }) })
    expect(stored.map((w) => w.user)).toEqual([actors[role].user?.id ?? ''])
  })

  it.each(ROLES)('as %s, without the order’s e-mail', async (role) => {
    const order = await createOrder(su.pb, fixtureUser('customer2').id, { email: `${uniq('retract')}@integration.test` })
    const body = { order: order.id.slice(0, 8), email: 'autre@integration.test', name: 'Intrus' }
    expect((await call(actors[role], 'POST', '/api/shop/withdrawals/check', body)).status).toBe(404)
    expect((await call(actors[role], 'POST', '/api/shop/withdrawals', body)).status).toBe(404)
    expect(await su.pb.collection('withdrawals').getFullList({ filter: su.pb.filter('order = {:id}', { id: order.id }) })).toEqual([])
  })
})

// Refusing a withdrawal (pb_hooks/withdrawal-decisions.pb.js, docs/adr/0081): admins and superusers
// only, with a reason; a fresh declaration each time. Refused: it stays `received`, nobody is mailed.
describe('POST /api/shop/withdrawals/{id}/refuse', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const order = await createOrder(su.pb, fixtureUser('customer2').id)
    const withdrawal = await su.pb.collection('withdrawals').create({
      order: order.id,
      name: 'Léa Martin',
      email: `${uniq('retract')}@integration.test`,
      declared_at: new Date().toISOString().replace('T', ' '),
      status: 'received',
    })
    const result = await call(role === 'superuser' ? su : actors[role], 'POST', `/api/shop/withdrawals/${withdrawal.id}/refuse`, {
      reason: 'Déclaration arrivée après la fin du délai.',
    })
    expect(result.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    expect(await peek('withdrawals', withdrawal.id)).toMatchObject({ status: result.status === 200 ? 'refused' : 'received' })
    expect(await countWith('mail_queue', 'ref', `withdrawals/${withdrawal.id}`)).toBe(result.status === 200 ? 1 : 0)
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

// What an invoice is kept as (docs/adr/0086): the identity frozen at its issue and its PDF as first
// delivered are the server's; nobody writes them through the records API, an admin (who may change
// an order's status) neither, in JSON or multipart, with the file's modifiers either.
describe('PATCH an order’s kept invoice PDF or frozen identity', () => {
  it.each(ROLES)('as %s', async (role) => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { invoice_number: uniq('F-TEST-') })
    expect((await call(actors.admin, 'GET', `/api/shop/orders/${order.id}/invoice.pdf`)).status).toBe(200)
    const kept = () =>
      su.pb
        .collection('orders')
        .getOne<{ invoice_pdf: string; document_identity: unknown }>(order.id, { fields: 'invoice_pdf,document_identity' })
    const before = await kept()
    const path = `${pbUrl()}/api/collections/orders/records/${order.id}`
    const json = await call(actors[role], 'PATCH', `/api/collections/orders/records/${order.id}`, {
      document_identity: { trade_name: 'Faux' },
    })
    // An admin's update goes through: PocketBase drops a hidden field from a non-superuser's body.
    expect(json.status).toBe(role === 'admin' ? 200 : 404)
    expect(await kept()).toEqual(before)
    for (const name of ['invoice_pdf', 'invoice_pdf+', 'invoice_pdf-']) {
      const form = new FormData()
      if (name === 'invoice_pdf-') form.append(name, String(before.invoice_pdf))
      else form.append(name, new Blob(['%PDF-1.4 faux'], { type: 'application/pdf' }), 'faux.pdf')
      const headers: Record<string, string> = { 'X-Forwarded-For': randomIp() }
      if (actors[role].pb.authStore.token) headers.authorization = actors[role].pb.authStore.token
      const answer = await fetch(path, { method: 'PATCH', headers, body: form })
      expect(answer.status).toBe(role === 'admin' ? 200 : 404)
    }
    expect(await kept()).toEqual(before)
  })
})

// The invoice of an order recorded without one (pb_hooks/invoices.pb.js, docs/adr/0080): superusers
// only (the demo seed); every role of the shop is refused and the order keeps no number.
describe('POST /api/shop/orders/{id}/invoice', () => {
  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const order = await createOrder(su.pb, fixtureUser('customer').id, { status: 'paid' })
    const result = await call(role === 'superuser' ? su : actors[role], 'POST', `/api/shop/orders/${order.id}/invoice`)
    expect(result.status).toBe(role === 'superuser' ? 200 : 403)
    expect(String((await peek('orders', order.id))?.invoice_number ?? '')).toMatch(role === 'superuser' ? /^F\d{4}-\d{5}$/ : /^$/)
  })
})

// The products table's quick tools (pb_hooks/lib/product-tools.js, docs/adr/0059): admins and
// superusers only; nobody else changes a stock or gets a copy made.
describe('POST /api/shop/products/{id}/stock', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each(ROLES)('as %s', async (role) => {
    const product = await createProduct(su.pb, { stock: 3 })
    const result = await call(actors[role], 'POST', `/api/shop/products/${product.id}/stock`, { delta: 2 })
    expect(result.status).toBe(EXPECTED[role])
    expect((await su.pb.collection('products').getOne(product.id)).stock).toBe(result.status === 200 ? 5 : 3)
  })

  it('as superuser', async () => {
    const product = await createProduct(su.pb, { stock: 3 })
    const result = await call(su, 'POST', `/api/shop/products/${product.id}/stock`, { delta: -1 })
    expect(result).toMatchObject({ status: 200, body: { stock: 2 } })
  })
})

// The stock count (pb_hooks/lib/stock-history.js, docs/adr/0098): admins and superusers only.
describe('POST /api/shop/products/{id}/stock-count', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const product = await createProduct(su.pb, { stock: 3 })
    const actor = role === 'superuser' ? su : actors[role]
    const result = await call(actor, 'POST', `/api/shop/products/${product.id}/stock-count`, { counted: 5, seen: 3 })
    expect(result.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    expect((await su.pb.collection('products').getOne(product.id)).stock).toBe(result.status === 200 ? 5 : 3)
  })
})

// The sizes screen's save (pb_hooks/lib/size-editor.js, docs/adr/0108): admins and superusers only.
describe('POST /api/shop/products/{id}/sizes', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const product = await createProduct(su.pb)
    const actor = role === 'superuser' ? su : actors[role]
    const body = { options: [{ name: 'Tour de poignet', values: ['17 cm'] }], sizes: [{ option1: '17 cm', stock: 2 }] }
    const result = await call(actor, 'POST', `/api/shop/products/${product.id}/sizes`, body)
    expect(result.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    const sizes = await su.pb.collection('product_variants').getFullList({ filter: su.pb.filter('product = {:id}', { id: product.id }) })
    expect(sizes).toHaveLength(result.status === 200 ? 1 : 0)
  })
})

describe('POST /api/shop/products/{id}/duplicate', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }
  const copiesOf = (slug: string) =>
    su.pb.collection('products').getFullList({ filter: su.pb.filter('slug ~ {:slug}', { slug: `${slug}-copie` }) })

  it.each(ROLES)('as %s', async (role) => {
    const product = await createProduct(su.pb)
    const result = await call(actors[role], 'POST', `/api/shop/products/${product.id}/duplicate`)
    expect(result.status).toBe(EXPECTED[role])
    expect(await copiesOf(product.slug)).toHaveLength(result.status === 200 ? 1 : 0)
  })

  it('as superuser', async () => {
    const product = await createProduct(su.pb)
    expect((await call(su, 'POST', `/api/shop/products/${product.id}/duplicate`)).status).toBe(200)
    expect(await copiesOf(product.slug)).toHaveLength(1)
  })
})

// Bulk actions on products (pb_hooks/lib/product-bulk.js, docs/adr/0096): admins and superusers only.
describe('POST /api/shop/products/bulk', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each(ROLES)('as %s', async (role) => {
    const product = await createProduct(su.pb, { stock: 3 })
    const result = await call(actors[role], 'POST', '/api/shop/products/bulk', { action: 'stock', ids: [product.id], delta: 2 })
    expect(result.status).toBe(EXPECTED[role])
    expect((await su.pb.collection('products').getOne(product.id)).stock).toBe(result.status === 200 ? 5 : 3)
  })

  it('as superuser', async () => {
    const product = await createProduct(su.pb)
    const result = await call(su, 'POST', '/api/shop/products/bulk', { action: 'hide', ids: [product.id] })
    expect(result.status).toBe(200)
    expect((await su.pb.collection('products').getOne(product.id)).published).toBe(false)
  })
})

// The pro application (pb_hooks/pro-applications.pb.js, docs/adr/0060). Each role on its own
// application: a fresh account of that role each time (one pending application per person).
describe('pro_applications (the caller’s own)', () => {
  const roleValue: Record<Exclude<Role, 'anonymous'>, '' | 'professionnel' | 'admin'> = {
    customer: '',
    pro: 'professionnel',
    admin: 'admin',
  }
  /** Only a customer (no role yet) applies; a pro or an admin has nothing to ask for. */
  const CREATE: PerRole<number> = { anonymous: 400, customer: 200, pro: 400, admin: 400 }

  async function ownActor(role: Role): Promise<Actor> {
    if (role === 'anonymous') return actors.anonymous
    const account = await createUser(su.pb, { role: roleValue[role] })
    const ip = randomIp()
    const pb = newClient(ip)
    await pb.collection('users').authWithPassword(String(account.email), DEMO_PASSWORD)
    return {
      role,
      pb,
      ip,
      user: { id: account.id, email: String(account.email), name: '', password: DEMO_PASSWORD, role: roleValue[role] },
    }
  }

  it.each(ROLES)('create, list, view, update and delete as %s', async (role) => {
    const actor = await ownActor(role)
    const marker = uniq('Atelier ')
    const body = proApplicationBody(actor.user?.id ?? fixtureUser('customer2').id, marker)
    const created = await call(actor, 'POST', records('pro_applications'), body)
    expect(created.status).toBe(CREATE[role])
    expect(await countWith('pro_applications', 'company', marker)).toBe(created.status === 200 ? 1 : 0)
    if (!actor.user) return
    // Their own application, whoever made it (a superuser for a pro or an admin).
    const own =
      created.status === 200
        ? (created.body as { id: string })
        : await su.pb.collection('pro_applications').create(proApplicationBody(actor.user.id))
    const listed = await call(actor, 'GET', `${records('pro_applications')}?filter=${encodeURIComponent(`id = "${own.id}"`)}`)
    expect(itemsOf(listed).map((item) => item.id)).toEqual([own.id])
    expect((await call(actor, 'GET', `${records('pro_applications')}/${own.id}`)).status).toBe(200)
    expect((await call(actor, 'PATCH', `${records('pro_applications')}/${own.id}`, { status: 'approved' })).status).toBe(403)
    expect((await call(actor, 'DELETE', `${records('pro_applications')}/${own.id}`)).status).toBe(403)
    expect(await peek('pro_applications', own.id)).toMatchObject({ status: 'pending' })
  })
})

// Taking a pro account back (pb_hooks/pro-applications.pb.js, docs/adr/0094): admins and superusers
// only; a fresh pro each time. Refused: the role stays. The pro cannot drop their own role this way either.
describe('POST /api/shop/users/{id}/revoke-pro', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const pro = await createUser(su.pb, { role: 'professionnel' })
    const actor = role === 'superuser' ? su : actors[role]
    const result = await call(actor, 'POST', `/api/shop/users/${pro.id}/revoke-pro`, {})
    expect(result.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    expect(await peek('users', pro.id)).toMatchObject({ role: result.status === 200 ? '' : 'professionnel' })
  })

  it('the pro fixture cannot take back its own account through it', async () => {
    const result = await call(actors.pro, 'POST', `/api/shop/users/${actors.pro.user?.id ?? 'x'}/revoke-pro`, {})
    expect(result.status).toBe(403)
  })
})

// Deciding a pro application (pb_hooks/pro-applications.pb.js, docs/adr/0060): admins and superusers
// only; a fresh applicant each time. Refused: the application stays pending and the role empty.
describe.each(['approve', 'refuse'] as const)('POST /api/shop/pro-applications/{id}/%s', (decision) => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }
  const decided = decision === 'approve' ? { status: 'approved', role: 'professionnel' } : { status: 'refused', role: '' }

  async function pending() {
    const applicant = await createUser(su.pb)
    const application = await su.pb.collection('pro_applications').create(proApplicationBody(applicant.id))
    return { applicant, application }
  }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const { applicant, application } = await pending()
    const actor = role === 'superuser' ? su : actors[role]
    const result = await call(actor, 'POST', `/api/shop/pro-applications/${application.id}/${decision}`, {})
    expect(result.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    const allowed = result.status === 200
    expect(await peek('pro_applications', application.id)).toMatchObject({ status: allowed ? decided.status : 'pending' })
    expect(await peek('users', applicant.id)).toMatchObject({ role: allowed ? decided.role : '' })
  })
})

// The folded `search` columns (pb_hooks/search.pb.js, docs/adr/0090): a filter on `search` finds only
// the rows the list rule lets the caller read (an admin anyone's; a customer their own order and
// account; a published product everyone); the column comes back to admins only (orders: the
// storefront names its fields); whatever a caller may update, a `search` it sends is not stored.
describe.each(['orders', 'users', 'products'] as const)('the `search` column of %s', (collection) => {
  const FOUND: PerRole<boolean> =
    collection === 'products'
      ? { anonymous: true, customer: true, pro: true, admin: true }
      : { anonymous: false, customer: true, pro: false, admin: true }
  /** The customer's own row (a product for products), found by a marker. */
  async function target(marker: string): Promise<{ id: string }> {
    if (collection === 'orders') return createOrder(su.pb, fixtureUser('customer').id, { customer_name: `Léa ${marker}` })
    if (collection === 'products') return createProduct(su.pb, { name: `Œil ${marker}` })
    return { id: fixtureUser('customer').id }
  }
  const typed = (marker: string) =>
    collection === 'users' ? fixtureUser('customer').email : `${collection === 'orders' ? 'lea' : 'oeil'} ${marker}`

  it.each(ROLES)('filtered, read and written as %s', async (role) => {
    const marker = uniq('m')
    const row = await target(marker)
    const filter = encodeURIComponent(`search ~ "${typed(marker).toLowerCase()}" && id = "${row.id}"`)
    const listed = await call(actors[role], 'GET', `${records(collection)}?filter=${filter}`)
    expect(listed.status).toBe(200)
    expect(itemsOf(listed).map((item) => item.id)).toEqual(FOUND[role] ? [row.id] : [])
    if (collection !== 'orders') for (const item of itemsOf(listed)) expect('search' in item).toBe(role === 'admin')

    const forged = uniq('forge')
    await call(actors[role], 'PATCH', `${records(collection)}/${row.id}`, { search: forged })
    expect(String((await peek(collection, row.id))?.search)).not.toContain(forged)
  })
})

// The columns of docs/adr/0100: custom requests and messages are found by admins only; a credit note
// by its order's owner and admins (the collections' list rules); nobody stores a `search`,
// `sort_name` or `status_rank` of their own (the hooks write them; updates are refused or overwritten).
describe.each(['custom_requests', 'contact_messages', 'credit_notes'] as const)('the `search` column of %s', (collection) => {
  const FOUND: PerRole<boolean> =
    collection === 'credit_notes'
      ? { anonymous: false, customer: true, pro: false, admin: true }
      : { anonymous: false, customer: false, pro: false, admin: true }
  async function target(marker: string): Promise<{ id: string }> {
    if (collection === 'custom_requests') return createCustomRequest(su.pb, { name: `Hélène ${marker}` })
    if (collection === 'contact_messages') return createContactMessage(su.pb, { name: `Hélène ${marker}` })
    const order = await createOrder(su.pb, fixtureUser('customer').id, { customer_name: `Hélène ${marker}` })
    return su.pb.collection('credit_notes').create({ order: order.id, status: 'issued', number: uniq('AV'), amount: 1 })
  }

  it.each(ROLES)('filtered and written as %s', async (role) => {
    const marker = uniq('m')
    const row = await target(marker)
    const filter = encodeURIComponent(`search ~ "helene ${marker}" && id = "${row.id}"`)
    const listed = await call(actors[role], 'GET', `${records(collection)}?filter=${filter}`)
    expect(listed.status).toBe(200)
    expect(itemsOf(listed).map((item) => item.id)).toEqual(FOUND[role] ? [row.id] : [])

    const forged = uniq('forge')
    await call(actors[role], 'PATCH', `${records(collection)}/${row.id}`, { search: forged, sort_name: forged, status_rank: 42 })
    const stored = await peek(collection, row.id)
    expect(String(stored?.search)).not.toContain(forged)
    expect(String(stored?.sort_name ?? '')).not.toContain(forged)
    expect(stored?.status_rank ?? 0).not.toBe(42)
  })
})

// The « Code promo » preview (pb_hooks/discount-codes.pb.js, docs/adr/0116): open to every role, the
// cart priced as that role buys (pros and admins at the pro price), nothing held; a forged field or a
// code of another audience refused in French under `code`.
describe('POST /api/shop/discount-codes/preview', () => {
  const PAYS: PerRole<number> = { anonymous: 3990, customer: 3990, pro: 2450, admin: 2450 }

  it.each(ROLES)('as %s', async (role) => {
    const product = await createProduct(su.pb, { price: 39.9, price_pro: 24.5 })
    const code = await su.pb.collection('discount_codes').create({ ...discountCodeBody(uniq('note')), value: 10 })
    const items = [{ id: product.id, quantity: 1 }]
    const result = await call(actors[role], 'POST', '/api/shop/discount-codes/preview', { items, code: code.code.toLowerCase() })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    const discount = Math.round(PAYS[role] / 10)
    expect(result.body).toEqual({
      code: code.code,
      subtotal: PAYS[role],
      discount,
      amount: PAYS[role] - discount,
      lines: [PAYS[role] - discount],
    })
    expect(await su.pb.collection('discount_codes').getOne(code.id)).toMatchObject({ held: 0, uses: 0 })

    const forged = await call(actors[role], 'POST', '/api/shop/discount-codes/preview', { items, code: code.code, discount: 3990 })
    expect(forged.status).toBe(400)
    const proOnly = await su.pb.collection('discount_codes').create({ ...discountCodeBody(uniq('note')), audience: 'pro' })
    const audience = await call(actors[role], 'POST', '/api/shop/discount-codes/preview', { items, code: proOnly.code })
    if (role === 'pro' || role === 'admin') expect(audience.status).toBe(200)
    else expect(audience.body).toMatchObject({ status: 400, data: { code: { message: 'Ce code n’est pas valable.' } } })
  })
})

// What the admin reads about prices (pb_hooks/lib/price-admin.js, docs/adr/0121): a product's price
// history and the sales' figures, admins and superusers only.
describe('GET /api/shop/admin/products/{id}/price-history and /api/shop/admin/sales/figures', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const product = await createProduct(su.pb, { price: 40 })
    const actor = role === 'superuser' ? su : actors[role]
    const history = await call(actor, 'GET', `/api/shop/admin/products/${product.id}/price-history`)
    expect(history.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    if (history.status === 200) expect(history.body).toMatchObject({ page: 1, totalItems: 1 })
    const figures = await call(actor, 'GET', '/api/shop/admin/sales/figures?ids=abcdefghijklmno')
    expect(figures.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    if (figures.status === 200) expect(figures.body).toEqual({ items: { abcdefghijklmno: { lines: 0, quantity: 0, amount: 0 } } })
  })
})

// The owner's sales figures (pb_hooks/lib/figures.js, docs/adr/0122): admins and superusers only.
describe('GET /api/shop/admin/figures', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const actor = role === 'superuser' ? su : actors[role]
    const figures = await call(actor, 'GET', '/api/shop/admin/figures?period=today')
    expect(figures.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    if (figures.status === 200) expect(figures.body).toMatchObject({ period: { step: 'day', days: 1 } })
    else expect(figures.body).not.toHaveProperty('totals')
  })
})

// The shop's health (pb_hooks/lib/health.js, docs/adr/0141): admins and superusers read it; only a
// superuser runs the alert pass (health.test.ts runs it on a PocketBase of its own).
describe('GET /api/shop/admin/health and POST /api/shop/health/alerts', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }
  const ALERTS: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 403 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const actor = role === 'superuser' ? su : actors[role]
    const health = await call(actor, 'GET', '/api/shop/admin/health')
    expect(health.status).toBe(role === 'superuser' ? 200 : EXPECTED[role])
    if (health.status === 200) expect(health.body).toHaveProperty('problems')
    else expect(health.body).not.toHaveProperty('mail')
    if (role !== 'superuser') {
      // A refusal runs nothing (the pass would answer `alerted`).
      const alerts = await call(actor, 'POST', '/api/shop/health/alerts', {})
      expect(alerts.status).toBe(ALERTS[role])
      expect(alerts.body).not.toHaveProperty('alerted')
    }
  })
})

// Ready for the approved platform (pb_hooks/lib/einvoices.js, docs/adr/0133): the e-invoices' zip,
// the e-reporting CSV, an order's e-invoice statuses and one run of the queue, admins and superusers
// only (this PocketBase has no platform: the run sends nothing; einvoicing.test.ts has one).
describe('the e-invoicing routes', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 403, pro: 403, admin: 200 }

  it.each([...ROLES, 'superuser' as const])('as %s', async (role) => {
    const actor = role === 'superuser' ? su : actors[role]
    const expected = role === 'superuser' ? 200 : EXPECTED[role]
    const order = await createOrder(su.pb, fixtureUser('customer').id)
    const report = await call(actor, 'GET', '/api/shop/admin/ereporting.csv?from=2012-01-01&to=2012-01-31')
    expect(report.status).toBe(expected)
    // A period with no e-invoice answers 404 to those allowed to ask.
    const zip = await call(actor, 'GET', '/api/shop/admin/einvoices.zip?from=2012-01-01&to=2012-01-31')
    expect(zip.status).toBe(expected === 200 ? 404 : expected)
    const statuses = await call(actor, 'GET', `/api/shop/admin/orders/${order.id}/einvoices`)
    expect(statuses.status).toBe(expected)
    if (statuses.status === 200) expect(statuses.body).toEqual({ einvoice: false, configured: false, submissions: [] })
    const summary = await call(actor, 'GET', '/api/shop/admin/einvoicing')
    expect(summary.status).toBe(expected)
    if (summary.status === 200) expect(summary.body).toMatchObject({ configured: false })
    const run = await call(actor, 'POST', '/api/shop/admin/einvoices/run', {})
    expect(run.status).toBe(expected)
    const resend = await call(actor, 'POST', '/api/shop/admin/einvoices/abcdefghijklmno/resend', {})
    // Without a platform, nothing is sent again.
    expect(resend.status).toBe(expected === 200 ? 400 : expected)
    if (resend.status === 400) expect(resend.body).toMatchObject({ message: 'Aucune plateforme configurée.' })
  })
})

// The line a quote's payment will charge (pb_hooks/quote-payments.pb.js, docs/adr/0128): the
// request's customer only; anybody else's reads as no quote (404), a visitor must log in (401).
describe('GET /api/shop/quotes/{id}/payment', () => {
  const EXPECTED: PerRole<number> = { anonymous: 401, customer: 200, pro: 404, admin: 404 }

  it.each(ROLES)('as %s', async (role) => {
    const customer = fixtureUser('customer')
    const request = await su.pb
      .collection('custom_requests')
      .create({ name: 'Léa', email: customer.email, user: customer.id, status: 'accepted' })
    const quote = await su.pb.collection('quotes').create({
      request: request.id,
      number: `DEV-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      lines: [{ label: 'Bracelet sur mesure', quantity: 1, unit_price: 90 }],
      total: 90,
      deposit_kind: 'acompte',
      deposit_amount: 30,
      status: 'accepted',
    })
    const result = await call(actors[role], 'GET', `/api/shop/quotes/${quote.id}/payment?part=deposit`)
    expect(result.status).toBe(EXPECTED[role])
    if (result.status === 200) expect(result.body).toMatchObject({ line: { price: 30, quote_part: 'deposit', made_to_order: true } })
    else expect(result.body).not.toHaveProperty('line')
  })
})

// The pros' prices by quantity (docs/adr/0132): hidden like the pro price on products and sizes,
// read by pros and admins only; naming them in a filter or a sort is refused before any query to the
// others (403), and to pros and admins too (400: a hidden field is neither filter nor sort).
describe('products.pro_tiers and product_variants.pro_tiers', () => {
  const READS: PerRole<boolean> = { anonymous: false, customer: false, pro: true, admin: true }
  const FILTER: PerRole<number> = { anonymous: 403, customer: 403, pro: 400, admin: 400 }

  it.each(ROLES)('as %s', async (role) => {
    const tiers = [{ min: 10, price_pro: 18 }]
    const options = [{ name: 'Tour de poignet', values: ['17 cm'] }]
    const product = await createProduct(su.pb, { price: 30, price_pro: 24, pro_tiers: tiers, options } as never)
    const size = await su.pb.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 1, pro_tiers: tiers })
    const view = await call(actors[role], 'GET', `${records('products')}/${product.id}?expand=product_variants_via_product`)
    expect(view.status).toBe(200)
    expect(view.body.pro_tiers).toEqual(READS[role] ? tiers : undefined)
    const sizes = (view.body.expand as { product_variants_via_product: Record<string, unknown>[] }).product_variants_via_product
    expect(sizes.find((row) => row.id === size.id)?.pro_tiers).toEqual(READS[role] ? tiers : undefined)
    const sizeView = await call(actors[role], 'GET', `${records('product_variants')}/${size.id}`)
    expect(sizeView.body.pro_tiers).toEqual(READS[role] ? tiers : undefined)
    for (const [collection, query] of [
      ['products', `filter=${encodeURIComponent(`id="${product.id}" && pro_tiers ~ "18"`)}`],
      ['product_variants', 'sort=pro_tiers'],
    ] as const) {
      const refused = await call(actors[role], 'GET', `${records(collection)}?${query}`)
      expect(refused.status).toBe(FILTER[role])
    }
  })
})
