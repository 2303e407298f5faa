// Shipping an order and its history (docs/adr/0050): POST /api/shop/orders/{id}/ship and the status
// transitions of pb_hooks/orders.pb.js, against the run's PocketBase (mails caught by the local inbox).
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { OrdersRecord } from '../../src/lib/pocketbase-types'
import { inbox } from '../support/inbox'
import { type Actor, type Role, actorsByRole, call, fixtureUser, superuser } from './support/clients'
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

/** A paid order of the customer fixture, with its own e-mail address so its mails are told apart. */
async function paidOrder(data: Partial<OrdersRecord> = {}) {
  const email = `${uniq('expedition')}@integration.test`
  const order = await createOrder(su.pb, fixtureUser('customer').id, {
    email,
    customer_name: 'Léa Martin',
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    ...data,
  })
  return { order, email }
}

const ship = (actor: Actor, id: string, body: Record<string, unknown>) => call(actor, 'POST', `/api/shop/orders/${id}/ship`, body)
const patch = (actor: Actor, id: string, body: Record<string, unknown>) =>
  call(actor, 'PATCH', `/api/collections/orders/records/${id}`, body)
const events = (orderId: string) =>
  su.pb.collection('order_events').getFullList({ filter: su.pb.filter('order = {:id}', { id: orderId }), sort: 'created' })
const shippedMails = (orderId: string) =>
  su.pb
    .collection('mail_queue')
    .getFullList({ filter: su.pb.filter('ref = {:ref} && kind = "order_shipped"', { ref: `orders/${orderId}` }) })

describe('POST /api/shop/orders/{id}/ship', () => {
  it('an admin ships a paid order: fields, history, and the customer’s e-mail with the tracking link', async () => {
    const { order, email } = await paidOrder()
    const result = await ship(actors.admin, order.id, { carrier: 'colissimo', tracking_number: '6A 1234 5678 9' })
    expect(result.status).toBe(200)
    const url = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789'
    expect(result.body).toMatchObject({
      id: order.id,
      status: 'shipped',
      carrier: 'Colissimo',
      tracking_number: '6A 1234 5678 9',
      tracking_url: url,
    })

    const after = await su.pb.collection('orders').getOne(order.id)
    expect(after).toMatchObject({ status: 'shipped', carrier: 'Colissimo', tracking_number: '6A 1234 5678 9', tracking_url: url })
    expect(Date.now() - new Date(after.shipped_at!.replace(' ', 'T')).getTime()).toBeLessThan(60_000)

    const history = await events(order.id)
    expect(history.map((event) => [event.type, event.actor, event.actor_label, event.data])).toEqual([
      [
        'shipped',
        fixtureUser('admin').id,
        'Alex Admin',
        { from: 'paid', to: 'shipped', carrier: 'Colissimo', tracking_number: '6A 1234 5678 9', tracking_url: url },
      ],
    ])

    const mail = await inbox(inject('mailUrl')).waitFor({
      to: email,
      subject: `Votre commande n°${NBSP}${order.id.slice(0, 8)} est expédiée`,
    })
    expect(mail.text).toContain('par Colissimo.')
    expect(mail.text).toContain('Numéro de suivi : 6A 1234 5678 9')
    expect(mail.text).toContain(`Suivre votre colis : ${url}`)
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`)
    expect(mail.text).toContain(`1 × ${String((order.items as { name: string }[])[0].name)}`)
  })

  it('Mondial Relay’s link carries the delivery postcode; « Autre » keeps the name and link given, or none', async () => {
    const relay = (await paidOrder()).order
    const answer = await ship(actors.admin, relay.id, { carrier: 'mondial_relay', tracking_number: '12345678' })
    expect(answer.body.tracking_url).toBe('https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=12345678&codePostal=69002')

    const other = (await paidOrder()).order
    const given = await ship(actors.admin, other.id, {
      carrier: 'autre',
      carrier_name: 'DPD',
      tracking_number: 'DPD-998877',
      tracking_url: 'https://tracking.example.fr/colis/DPD-998877',
    })
    expect(given.body).toMatchObject({ carrier: 'DPD', tracking_url: 'https://tracking.example.fr/colis/DPD-998877' })

    const bare = (await paidOrder()).order
    expect((await ship(actors.admin, bare.id, { carrier: 'autre', tracking_number: 'ABC123' })).body).toMatchObject({
      carrier: 'Autre transporteur',
      tracking_url: '',
    })
  })

  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['pro', 403],
  ] as const)('is refused to a %s (%i), the order untouched', async (role, status) => {
    const { order } = await paidOrder()
    const result = await ship(actors[role], order.id, { carrier: 'colissimo', tracking_number: '6A123456789' })
    expect(result.status).toBe(status)
    expect((await su.pb.collection('orders').getOne(order.id)).status).toBe('paid')
    expect(await events(order.id)).toEqual([])
  })

  it('an unknown order is a 404', async () => {
    const result = await ship(actors.admin, 'zzzzzzzzzzzzzzz', { carrier: 'colissimo', tracking_number: '6A123456789' })
    expect(result.status).toBe(404)
    expect(result.body.message).toBe('Cette commande est introuvable.')
  })

  it.each([
    ['pending', 'Seule une commande payée peut être expédiée : celle-ci est « En attente ».'],
    ['cancelled', 'Seule une commande payée peut être expédiée : celle-ci est « Annulée ».'],
  ] as const)('a %s order is refused (409), with no event and no e-mail', async (status, message) => {
    const { order } = await paidOrder({ status })
    const result = await ship(actors.admin, order.id, { carrier: 'chronopost', tracking_number: 'XY123456789FR' })
    expect(result.status).toBe(409)
    expect(result.body.message).toBe(message)
    expect((await su.pb.collection('orders').getOne(order.id)).status).toBe(status)
    expect(await events(order.id)).toEqual([])
    expect(await shippedMails(order.id)).toEqual([])
  })

  it('shipping twice is refused: the first tracking stays', async () => {
    const { order } = await paidOrder()
    expect((await ship(actors.admin, order.id, { carrier: 'chronopost', tracking_number: 'XY123456789FR' })).status).toBe(200)
    const again = await ship(actors.admin, order.id, { carrier: 'colissimo', tracking_number: '6A000000000' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Cette commande est déjà expédiée.')
    expect(await su.pb.collection('orders').getOne(order.id)).toMatchObject({ carrier: 'Chronopost', tracking_number: 'XY123456789FR' })
    expect(await events(order.id)).toHaveLength(1)
  })

  it.each([
    ['no carrier', { tracking_number: '6A123456789' }, 'carrier', 'Choisissez un transporteur dans la liste.'],
    ['an unknown carrier', { carrier: 'ups', tracking_number: '6A123456789' }, 'carrier', 'Choisissez un transporteur dans la liste.'],
    ['no tracking number', { carrier: 'colissimo', tracking_number: '  ' }, 'tracking_number', 'Le numéro de suivi est obligatoire.'],
    [
      'a tracking number with a link in it',
      { carrier: 'colissimo', tracking_number: '<a href="x">1</a>' },
      'tracking_number',
      'Le numéro de suivi ne contient que des lettres, des chiffres, des espaces et des tirets (3 à 40 caractères).',
    ],
    [
      'an « Autre » link that is not https',
      { carrier: 'autre', tracking_number: 'ABC123', tracking_url: 'javascript:alert(1)' },
      'tracking_url',
      'L’adresse de suivi doit être une adresse web complète commençant par https://.',
    ],
  ])('%s is a 400 naming the field', async (_what, body, field, message) => {
    const { order } = await paidOrder()
    const result = await ship(actors.admin, order.id, body)
    expect(result.status).toBe(400)
    expect((result.body.data as Record<string, { code: string; message: string }>)[field]).toMatchObject({ message })
    expect((await su.pb.collection('orders').getOne(order.id)).status).toBe('paid')
  })

  it('a body that sets anything else (the date, the status) is refused', async () => {
    const { order } = await paidOrder()
    const result = await ship(actors.admin, order.id, { carrier: 'colissimo', tracking_number: '6A123456789', shipped_at: '2020-01-01' })
    expect(result.status).toBe(400)
    expect((await su.pb.collection('orders').getOne(order.id)).status).toBe('paid')
  })

  it('two ship requests at once ship the order once: one event, one e-mail', async () => {
    const { order } = await paidOrder()
    const results = await Promise.all([
      ship(actors.admin, order.id, { carrier: 'colissimo', tracking_number: '6A111111111' }),
      ship(actors.admin, order.id, { carrier: 'chronopost', tracking_number: 'XY222222222FR' }),
      ship(actors.admin, order.id, { carrier: 'lettre_suivie', tracking_number: '1K33333333333' }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409])
    const winner = results.find((result) => result.status === 200)!
    expect(await su.pb.collection('orders').getOne(order.id)).toMatchObject({ tracking_number: winner.body.tracking_number })
    expect(await events(order.id)).toHaveLength(1)
    expect(await shippedMails(order.id)).toHaveLength(1)
  })
})

describe('status changes through the records API', () => {
  it('the plain update rule refuses the shipping fields, even for an admin (404, order unchanged)', async () => {
    const { order } = await paidOrder()
    for (const change of [
      { carrier: 'Colissimo' },
      { tracking_number: '6A123' },
      { tracking_url: 'https://exemple.fr' },
      { shipped_at: '2026-11-24 10:00:00.000Z' },
    ]) {
      expect((await patch(actors.admin, order.id, change)).status).toBe(404)
    }
    expect(await su.pb.collection('orders').getOne(order.id)).toMatchObject({
      carrier: '',
      tracking_number: '',
      tracking_url: '',
      shipped_at: '',
    })
  })

  it.each([
    ['shipped', 'delivered'],
    ['pending', 'cancelled'],
  ] as const)('an admin moves an order from %s to %s: kept in the history with who did it', async (from, to) => {
    const { order } = await paidOrder({ status: from })
    const result = await patch(actors.admin, order.id, { status: to })
    expect(result.status).toBe(200)
    expect(result.body.status).toBe(to)
    const history = await events(order.id)
    expect(history.map((event) => [event.type, event.actor, event.actor_label, event.data])).toEqual([
      ['status', fixtureUser('admin').id, 'Alex Admin', { from, to }],
    ])
  })

  it.each([
    [
      'paid',
      'shipped',
      'Pour expédier une commande, utilisez « Marquer comme expédiée » : le transporteur et le numéro de suivi sont demandés.',
    ],
    [
      'pending',
      'paid',
      'Le paiement d’une commande est enregistré par la boutique à la réception du paiement : il ne se saisit pas à la main.',
    ],
    ['paid', 'cancelled', 'Une commande payée ne s’annule pas par son statut : remboursez-la, le remboursement l’annule.'],
    ['shipped', 'cancelled', 'Une commande payée ne s’annule pas par son statut : remboursez-la, le remboursement l’annule.'],
    ['paid', 'delivered', 'Le statut d’une commande « Payée » ne peut pas devenir « Livrée ».'],
    [
      'shipped',
      'paid',
      'Le paiement d’une commande est enregistré par la boutique à la réception du paiement : il ne se saisit pas à la main.',
    ],
    ['paid', 'pending', 'Une commande ne revient jamais « En attente ».'],
    ['delivered', 'shipped', 'Cette commande est « Livrée » : son statut ne change plus.'],
    ['cancelled', 'paid', 'Cette commande est « Annulée » : son statut ne change plus.'],
  ] as const)('%s → %s is refused (400, French), nothing kept', async (from, to, message) => {
    const { order } = await paidOrder({ status: from })
    const result = await patch(actors.admin, order.id, { status: to })
    expect(result.status).toBe(400)
    expect((result.body.data as Record<string, { code: string; message: string }>).status).toEqual({
      code: 'shop_status_transition',
      message,
    })
    expect((await su.pb.collection('orders').getOne(order.id)).status).toBe(from)
    expect(await events(order.id)).toEqual([])
  })

  it('a superuser follows the same transitions, and is named in the history', async () => {
    const { order } = await paidOrder({ status: 'shipped' })
    expect((await patch(su, order.id, { status: 'pending' })).status).toBe(400)
    expect((await patch(su, order.id, { status: 'delivered' })).status).toBe(200)
    expect((await events(order.id)).map((event) => [event.actor, event.actor_label])).toEqual([['', 'Super-administrateur']])
  })

  it('a customer changing their own order’s status still gets the rule’s 404, not the transition’s message', async () => {
    const { order } = await paidOrder({ status: 'shipped' })
    const result = await patch(actors.customer, order.id, { status: 'delivered' })
    expect(result.status).toBe(404)
    expect(await events(order.id)).toEqual([])
  })

  it('two admins delivering at once: one change, one event', async () => {
    const { order } = await paidOrder({ status: 'shipped' })
    const results = await Promise.all([
      patch(actors.admin, order.id, { status: 'delivered' }),
      patch(actors.admin, order.id, { status: 'delivered' }),
    ])
    expect(results.map((result) => result.status)).toContain(200)
    expect(await events(order.id)).toHaveLength(1)
  })
})
