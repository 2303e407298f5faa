// Several orders at once (docs/adr/0095): POST /api/shop/orders/bulk-ship (one carrier, a tracking
// number each, the refused ones named, every accepted one in ONE transaction, one e-mail each after
// the commit) and GET /api/shop/orders/packing-slips.pdf (the slips of several orders as one PDF).
// Against the run's PocketBase; mails caught by the local inbox.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { OrdersRecord } from '../../src/lib/pocketbase-types'
import { inbox } from '../support/inbox'
import { type Actor, type Role, actorsByRole, call, fixtureUser, pbUrl, superuser } from './support/clients'
import { createOrder, uniq } from './support/factories'

const NBSP = '\u00a0'
const ADDRESS = {
  full_name: 'Léa Martin',
  company: '',
  line1: '3 place Bellecour',
  line2: '',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}

let actors: Record<Role, Actor>
let su: Actor

beforeAll(async () => {
  ;[actors, su] = await Promise.all([actorsByRole(), superuser()])
})

async function paidOrder(data: Partial<OrdersRecord> = {}) {
  const email = `${uniq('groupe')}@integration.test`
  const order = await createOrder(su.pb, fixtureUser('customer').id, {
    email,
    customer_name: uniq('Client '),
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    ...data,
  })
  return { ...order, email }
}

const bulkShip = (actor: Actor, body: Record<string, unknown>) => call(actor, 'POST', '/api/shop/orders/bulk-ship', body)
const statusOf = async (id: string) => (await su.pb.collection('orders').getOne(id)).status
const events = (orderId: string) => su.pb.collection('order_events').getFullList({ filter: su.pb.filter('order = {:id}', { id: orderId }) })
const shippedMails = (orderId: string) =>
  su.pb
    .collection('mail_queue')
    .getFullList({ filter: su.pb.filter('ref = {:ref} && kind = "order_shipped"', { ref: `orders/${orderId}` }) })

interface BulkAnswer {
  shipped: { id: string; number: string; tracking_number: string }[]
  refused: { id: string; number: string; reason: string }[]
}

describe('POST /api/shop/orders/bulk-ship', () => {
  it('ships every order given, each with its tracking number, its history event and one e-mail', async () => {
    const orders = await Promise.all([paidOrder(), paidOrder(), paidOrder()])
    const result = await bulkShip(actors.admin, {
      carrier: 'colissimo',
      orders: orders.map((order, index) => ({ id: order.id, tracking_number: `6A 0000 000${index}` })),
    })
    expect(result.status).toBe(200)
    const answer = result.body as unknown as BulkAnswer
    expect(answer.refused).toEqual([])
    expect(answer.shipped).toEqual(
      orders.map((order, index) => ({ id: order.id, number: `n° ${order.id.slice(0, 8)}`, tracking_number: `6A 0000 000${index}` })),
    )
    for (const [index, order] of orders.entries()) {
      expect(await su.pb.collection('orders').getOne(order.id)).toMatchObject({
        status: 'shipped',
        carrier: 'Colissimo',
        tracking_number: `6A 0000 000${index}`,
        tracking_url: `https://www.laposte.fr/outils/suivre-vos-envois?code=6A0000000${index}`,
      })
      expect((await events(order.id)).map((event) => [event.type, event.actor])).toEqual([['shipped', fixtureUser('admin').id]])
      expect(await shippedMails(order.id)).toHaveLength(1)
      const mail = await inbox(inject('mailUrl')).waitFor({
        to: order.email,
        subject: `Votre commande n°${NBSP}${order.id.slice(0, 8)} est expédiée`,
      })
      expect(mail.text).toContain(`Numéro de suivi : 6A 0000 000${index}`)
    }
    const caught = (await inbox(inject('mailUrl')).messages()).filter((mail) => orders.some((order) => mail.to.includes(order.email)))
    expect(caught).toHaveLength(3)
  })

  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['pro', 403],
  ] as const)('is refused to a %s (%i), every order untouched', async (role, status) => {
    const order = await paidOrder()
    const result = await bulkShip(actors[role], { carrier: 'colissimo', orders: [{ id: order.id, tracking_number: '6A123456789' }] })
    expect(result.status).toBe(status)
    expect(await statusOf(order.id)).toBe('paid')
    expect(await events(order.id)).toEqual([])
  })

  it('ships the good ones and names each refused one with its French reason', async () => {
    const good = await paidOrder()
    const pending = await paidOrder({ status: 'pending' })
    const shipped = await paidOrder({ status: 'shipped' })
    const noNumber = await paidOrder()
    const badNumber = await paidOrder()
    const withdrawn = await paidOrder()
    await su.pb.collection('withdrawals').create({
      order: withdrawn.id,
      name: 'Léa Martin',
      email: withdrawn.email,
      declared_at: '2026-11-20 09:30:00.000Z',
      status: 'received',
    })
    const result = await bulkShip(actors.admin, {
      carrier: 'chronopost',
      orders: [
        { id: good.id, tracking_number: 'XY100000001FR' },
        { id: pending.id, tracking_number: 'XY100000002FR' },
        { id: shipped.id, tracking_number: 'XY100000003FR' },
        { id: noNumber.id, tracking_number: '  ' },
        { id: badNumber.id, tracking_number: '<b>1</b>' },
        { id: 'zzzzzzzzzzzzzzz', tracking_number: 'XY100000004FR' },
        { id: good.id, tracking_number: 'XY100000005FR' },
        { id: withdrawn.id, tracking_number: 'XY100000006FR' },
      ],
    })
    expect(result.status).toBe(200)
    const answer = result.body as unknown as BulkAnswer
    expect(answer.shipped.map((order) => order.id)).toEqual([good.id])
    const reasons = Object.fromEntries(answer.refused.map((order) => [`${order.id}/${order.number}`, order.reason]))
    const key = (id: string) => `${id}/n° ${id.slice(0, 8)}`
    expect(reasons).toEqual({
      [key(pending.id)]: 'Seule une commande payée peut être expédiée : celle-ci est « En attente ».',
      [key(shipped.id)]: 'Cette commande est déjà expédiée.',
      [key(noNumber.id)]: 'Le numéro de suivi est obligatoire.',
      [key(badNumber.id)]: 'Le numéro de suivi ne contient que des lettres, des chiffres, des espaces et des tirets (3 à 40 caractères).',
      [key('zzzzzzzzzzzzzzz')]: 'Cette commande est introuvable.',
      [key(good.id)]: 'Cette commande figure deux fois dans la sélection.',
      [key(withdrawn.id)]: expect.stringMatching(
        /^Le client s’est rétracté de cette commande le .+ \(heure de Paris\) : pour l’expédier quand même, faites-le depuis la commande, en confirmant\.$/,
      ) as unknown as string,
    })
    expect(await su.pb.collection('orders').getOne(good.id)).toMatchObject({ status: 'shipped', tracking_number: 'XY100000001FR' })
    for (const order of [pending, noNumber, badNumber, withdrawn]) {
      expect(await statusOf(order.id)).toBe(order === pending ? 'pending' : 'paid')
      expect(await events(order.id)).toEqual([])
      expect(await shippedMails(order.id)).toEqual([])
    }
  })

  it.each([
    ['no carrier', { orders: [] }, 400, 'Choisissez un transporteur dans la liste.'],
    ['an unknown carrier', { carrier: 'ups', orders: [] }, 400, 'Choisissez un transporteur dans la liste.'],
    ['no order', { carrier: 'colissimo', orders: [] }, 400, 'Choisissez au moins une commande à expédier.'],
    [
      'more than 500 orders',
      {
        carrier: 'colissimo',
        orders: Array.from({ length: 501 }, (_, index) => ({
          id: `zzzzzzzzzz${String(index).padStart(5, '0')}`,
          tracking_number: 'ABC123',
        })),
      },
      400,
      'Une expédition groupée porte sur 500 commandes au plus.',
    ],
    [
      'a field it does not know',
      { carrier: 'colissimo', orders: [], shipped_at: '2020-01-01' },
      400,
      expect.stringContaining('ne contient'),
    ],
  ])('%s refuses the whole request in French', async (_what, body, status, message) => {
    const order = await paidOrder()
    const result = await bulkShip(actors.admin, { ...body, orders: (body.orders as unknown[]).length ? body.orders : [] })
    expect(result.status).toBe(status)
    expect(result.body.message).toEqual(message)
    expect(await statusOf(order.id)).toBe('paid')
  })

  it('is all or none: a row failing while writing leaves every order of the request unshipped, with no e-mail', async () => {
    const orders = await Promise.all([paidOrder(), paidOrder(), paidOrder()])
    const result = await bulkShip(actors.admin, {
      carrier: 'colissimo',
      // The third fails while writing (SHOP_TEST_FAULTS=bulk-ship, set by the integration setup).
      orders: [
        { id: orders[0].id, tracking_number: '6A111111111' },
        { id: orders[1].id, tracking_number: '6A222222222' },
        { id: orders[2].id, tracking_number: 'PANNE-TEST' },
      ],
    })
    expect(result.status).toBeGreaterThanOrEqual(400)
    for (const order of orders) {
      expect(await su.pb.collection('orders').getOne(order.id)).toMatchObject({ status: 'paid', tracking_number: '' })
      expect(await events(order.id)).toEqual([])
      expect(await shippedMails(order.id)).toEqual([])
    }
  })

  it('racing a single ship of one of its orders: that order ships once, the others ship, one e-mail each', async () => {
    const orders = await Promise.all([paidOrder(), paidOrder(), paidOrder()])
    const [bulk, single] = await Promise.all([
      bulkShip(actors.admin, {
        carrier: 'colissimo',
        orders: orders.map((order, index) => ({ id: order.id, tracking_number: `6A99999999${index}` })),
      }),
      call(actors.admin, 'POST', `/api/shop/orders/${orders[1].id}/ship`, { carrier: 'chronopost', tracking_number: 'XY555555555FR' }),
    ])
    expect(bulk.status).toBe(200)
    const answer = bulk.body as unknown as BulkAnswer
    if (single.status === 200) {
      expect(answer.refused).toEqual([
        { id: orders[1].id, number: `n° ${orders[1].id.slice(0, 8)}`, reason: 'Cette commande est déjà expédiée.' },
      ])
    } else {
      expect(single.status).toBe(409)
      expect(answer.refused).toEqual([])
    }
    for (const order of orders) {
      expect(await statusOf(order.id)).toBe('shipped')
      expect(await events(order.id)).toHaveLength(1)
      expect(await shippedMails(order.id)).toHaveLength(1)
    }
  })
})

async function slips(actor: Actor | null, ids: string) {
  const response = await fetch(`${pbUrl()}/api/shop/orders/packing-slips.pdf?ids=${ids}`, {
    headers: actor?.pb.authStore.token ? { authorization: actor.pb.authStore.token } : {},
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get('content-type'), bytes }
}

/** The PDF's text per page, read by poppler's pdftotext (a real reader, not our own kit). */
function pagesOf(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'slips-'))
  try {
    const file = join(dir, 'slips.pdf')
    writeFileSync(file, bytes)
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((page) => page.trim() !== '')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('GET /api/shop/orders/packing-slips.pdf', () => {
  it('gives one slip per order, in the order given, in one PDF', async () => {
    const orders = await Promise.all([paidOrder(), paidOrder(), paidOrder()])
    const ordered = [orders[2], orders[0], orders[1]]
    const result = await slips(actors.admin, ordered.map((order) => order.id).join(','))
    expect(result.status).toBe(200)
    expect(result.type).toBe('application/pdf')
    const pages = pagesOf(result.bytes)
    expect(pages).toHaveLength(3)
    pages.forEach((page, index) => {
      expect(page).toContain('Bon de livraison')
      expect(page).toContain(`n° ${ordered[index].id.slice(0, 8)}`)
      expect(page).toContain(ordered[index].customer_name)
      for (const other of ordered.filter((_, at) => at !== index)) expect(page).not.toContain(other.id.slice(0, 8))
    })
  })

  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['pro', 403],
  ] as const)('is refused to a %s (%i)', async (role, status) => {
    const order = await paidOrder()
    expect((await slips(role === 'anonymous' ? null : actors[role], order.id)).status).toBe(status)
  })

  it('refuses unknown, repeated, missing or too many ids in French', async () => {
    const order = await paidOrder()
    const unknown = await slips(actors.admin, `${order.id},zzzzzzzzzzzzzzz`)
    expect(unknown.status).toBe(404)
    expect(JSON.parse(new TextDecoder().decode(unknown.bytes)).message).toBe('Commande introuvable : n° zzzzzzzz.')
    const repeated = await slips(actors.admin, `${order.id},${order.id}`)
    expect(JSON.parse(new TextDecoder().decode(repeated.bytes)).message).toBe(
      'Une commande figure deux fois dans la liste des bons de livraison.',
    )
    const none = await slips(actors.admin, '')
    expect(JSON.parse(new TextDecoder().decode(none.bytes)).message).toBe(
      'Choisissez au moins une commande pour imprimer ses bons de livraison.',
    )
    const many = await slips(
      actors.admin,
      Array.from({ length: 501 }, (_, index) => `zzzzzzzzzz${String(index).padStart(5, '0')}`).join(','),
    )
    expect(many.status).toBe(400)
    expect(JSON.parse(new TextDecoder().decode(many.bytes)).message).toBe('Les bons de livraison s’impriment par 500 commandes au plus.')
  })
})
