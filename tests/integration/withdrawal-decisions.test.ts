// The owner's side of a withdrawal (docs/adr/0081): refusing one with a reason the customer receives
// by e-mail (POST /api/shop/withdrawals/{id}/refuse, pb_hooks/withdrawal-decisions.pb.js), every
// refusal of that route in French, shipping an order whose withdrawal awaits its refund only with an
// explicit confirmation (pb_hooks/lib/shipping.js), and the folded search column the back-office's
// paged list searches on.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { type Actor, anonymous, call, fixtureUser, loginAs, superuser } from './support/clients'
import { createOrder, uniq } from './support/factories'

const mails = () => inbox(inject('mailUrl'))
const NBSP = '\u00a0'

let su: Actor
let admin: Actor

beforeAll(async () => {
  ;[su, admin] = await Promise.all([superuser(), loginAs('admin')])
})

/**
 * A paid order of customer2's (demonstration mode: refunds call nobody) and its withdrawal, declared
 * through the public route as a visitor would.
 */
async function declared(data: Record<string, unknown> = {}, name = 'Hélène Faure') {
  const email = `${uniq('retract')}@integration.test`
  const order = await createOrder(su.pb, fixtureUser('customer2').id, { email, customer_name: name, payment_mode: 'demo', ...data })
  const result = await call(await anonymous(), 'POST', '/api/shop/withdrawals', { order: order.id.slice(0, 8), email, name })
  expect(result.status).toBe(201)
  const withdrawal = await su.pb.collection('withdrawals').getOne(String(result.body.id))
  return { order, email, withdrawal, number: order.id.slice(0, 8) }
}

const refuse = (actor: Actor, id: string, body: unknown) => call(actor, 'POST', `/api/shop/withdrawals/${id}/refuse`, body)
const eventsOf = (orderId: string, type: string) =>
  su.pb.collection('order_events').getFullList({ filter: su.pb.filter('order = {:id} && type = {:type}', { id: orderId, type }) })
const refusalMails = (withdrawalId: string) =>
  su.pb
    .collection('mail_queue')
    .getFullList({ filter: su.pb.filter('ref = {:ref} && kind = "withdrawal_refused"', { ref: `withdrawals/${withdrawalId}` }) })

describe('POST /api/shop/withdrawals/{id}/refuse', () => {
  it('an admin refuses with a reason: the declaration, the order’s history and the customer’s e-mail with that reason', async () => {
    const { order, email, withdrawal, number } = await declared()
    const reason = 'Votre déclaration est arrivée après la fin du délai de 14 jours suivant la réception du colis.'
    const result = await refuse(admin, withdrawal.id, { reason: `  ${reason}  ` })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id: withdrawal.id, order: order.id, status: 'refused', refusal_reason: reason })

    const after = await su.pb.collection('withdrawals').getOne(withdrawal.id)
    expect(after).toMatchObject({ status: 'refused', refusal_reason: reason, decided_by: fixtureUser('admin').id })
    expect(Date.now() - new Date(String(after.decided_at).replace(' ', 'T')).getTime()).toBeLessThan(60_000)
    const events = await eventsOf(order.id, 'withdrawal_refused')
    expect(events.map((event) => [event.actor, event.actor_label, event.data])).toEqual([
      [fixtureUser('admin').id, 'Alex Admin', { withdrawal: withdrawal.id, declared_at: withdrawal.declared_at, reason }],
    ])
    // The order itself is untouched: still paid, still to ship.
    expect((await su.pb.collection('orders').getOne(order.id)).status).toBe('paid')

    const mail = await mails().waitFor({ to: email, subject: 'n’est pas acceptée' })
    expect(mail.subject).toBe(`Votre rétractation de la commande n°${NBSP}${number} n’est pas acceptée`)
    expect(mail.text).toContain('Bonjour Hélène Faure,')
    expect(mail.text).toContain(`Nous avons examiné votre rétractation de la commande n°${NBSP}${number}, envoyée le `)
    expect(mail.text).toContain(reason)
    expect(mail.text).toContain('Votre commande n’est donc pas remboursée.')
    expect(mail.html).toContain(reason)
  })

  it('refuses a second refusal (409, French), with no second e-mail nor event', async () => {
    const { order, withdrawal } = await declared()
    expect((await refuse(admin, withdrawal.id, { reason: 'Hors délai.' })).status).toBe(200)
    const again = await refuse(admin, withdrawal.id, { reason: 'Encore hors délai.' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Cette rétractation a déjà été refusée.')
    expect((await su.pb.collection('withdrawals').getOne(withdrawal.id)).refusal_reason).toBe('Hors délai.')
    expect(await eventsOf(order.id, 'withdrawal_refused')).toHaveLength(1)
    expect(await refusalMails(withdrawal.id)).toHaveLength(1)
  })

  it('two admins refusing at once: one refusal, one e-mail', async () => {
    const { withdrawal } = await declared()
    const other = await loginAs('admin')
    const results = await Promise.all([admin, other, admin, other].map((actor) => refuse(actor, withdrawal.id, { reason: 'Hors délai.' })))
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409])
    expect(await refusalMails(withdrawal.id)).toHaveLength(1)
  })

  it('refuses to refuse a withdrawal already refunded (409, French)', async () => {
    const { order, withdrawal } = await declared()
    const refund = await call(admin, 'POST', `/api/shop/orders/${order.id}/refunds`, { key: uniq('cle-'), restock: true })
    expect(refund.status).toBe(201)
    expect((await su.pb.collection('withdrawals').getOne(withdrawal.id)).status).toBe('refunded')
    const result = await refuse(admin, withdrawal.id, { reason: 'Hors délai.' })
    expect(result.status).toBe(409)
    expect(result.body.message).toBe('Cette rétractation a déjà été remboursée : elle ne peut plus être refusée.')
    expect(await refusalMails(withdrawal.id)).toHaveLength(0)
  })

  it('refuses a visitor, the customer who declared it and a pro, in French; the declaration stays received', async () => {
    const { withdrawal } = await declared()
    const visitor = await refuse(await anonymous(), withdrawal.id, { reason: 'Hors délai.' })
    expect(visitor.status).toBe(401)
    expect(visitor.body.message).toBe('Connectez-vous avec un compte administrateur pour refuser une rétractation.')
    for (const who of ['customer2', 'customer', 'pro'] as const) {
      const result = await refuse(await loginAs(who), withdrawal.id, { reason: 'Hors délai.' })
      expect(result.status).toBe(403)
      expect(result.body.message).toBe('Seul un administrateur de la boutique peut refuser une rétractation.')
    }
    expect((await su.pb.collection('withdrawals').getOne(withdrawal.id)).status).toBe('received')
    expect(await refusalMails(withdrawal.id)).toHaveLength(0)
  })

  it('asks for a reason, bounds it, refuses anything else in the body and an unknown declaration', async () => {
    const { withdrawal } = await declared()
    const empty = await refuse(admin, withdrawal.id, { reason: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.data).toMatchObject({
      reason: { code: 'shop_withdrawal_reason_required', message: 'Indiquez le motif du refus : le client le reçoit par e-mail.' },
    })
    const long = await refuse(admin, withdrawal.id, { reason: 'x'.repeat(1001) })
    expect(long.body.data).toMatchObject({ reason: { code: 'shop_withdrawal_reason_too_long' } })
    const forged = await refuse(admin, withdrawal.id, { reason: 'Hors délai.', status: 'refunded' })
    expect(forged.status).toBe(400)
    expect(forged.body.message).toBe('Un refus de rétractation ne contient que son motif.')
    const unknown = await refuse(admin, 'zzzzzzzzzzzzzzz', { reason: 'Hors délai.' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Cette rétractation est introuvable.')
    expect((await su.pb.collection('withdrawals').getOne(withdrawal.id)).status).toBe('received')
  })
})

describe('shipping an order whose customer withdrew', () => {
  const shipment = { carrier: 'colissimo', tracking_number: '6A123456789' }
  const ship = (id: string, body: Record<string, unknown>) => call(admin, 'POST', `/api/shop/orders/${id}/ship`, body)

  it('is refused without the explicit confirmation, naming the declaration (409, French, on its field)', async () => {
    const { order } = await declared()
    const result = await ship(order.id, shipment)
    expect(result.status).toBe(409)
    expect(String(result.body.message)).toMatch(
      /^Le client s’est rétracté de cette commande le \d{1,2}(er)? \S+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2} \(heure de Paris\), et sa rétractation n’est ni remboursée ni refusée\. Pour l’expédier quand même, confirmez-le explicitement en cochant la case de la rétractation\.$/,
    )
    expect(result.body.data).toMatchObject({ withdrawal_confirmed: { code: 'shop_withdrawal_confirmation_required' } })
    // A confirmation that is not `true` is none.
    expect((await ship(order.id, { ...shipment, withdrawal_confirmed: 'oui' })).status).toBe(409)
    expect(await su.pb.collection('orders').getOne(order.id)).toMatchObject({ status: 'paid', tracking_number: '' })
    expect(await eventsOf(order.id, 'shipped')).toHaveLength(0)
  })

  it('ships with the confirmation, and the history records the choice and the declaration it named', async () => {
    const { order, withdrawal } = await declared()
    const result = await ship(order.id, { ...shipment, withdrawal_confirmed: true })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ status: 'shipped' })
    const [event] = await eventsOf(order.id, 'shipped')
    expect(event?.data).toMatchObject({
      from: 'paid',
      to: 'shipped',
      withdrawal: withdrawal.id,
      withdrawal_declared_at: withdrawal.declared_at,
      withdrawal_confirmed: true,
    })
    // The declaration still awaits its refund once the pieces come back.
    expect((await su.pb.collection('withdrawals').getOne(withdrawal.id)).status).toBe('received')
  })

  it('a refused withdrawal, or none, needs no confirmation', async () => {
    const { order, withdrawal } = await declared()
    expect((await refuse(admin, withdrawal.id, { reason: 'Hors délai.' })).status).toBe(200)
    expect((await ship(order.id, shipment)).status).toBe(200)
    const [event] = await eventsOf(order.id, 'shipped')
    expect(event?.data).not.toHaveProperty('withdrawal_confirmed')
  })
})

describe('the declarations’ search column', () => {
  it('is the order number, the name and the e-mail folded, so the server finds « helene » in « Hélène »', async () => {
    const { withdrawal, number, email } = await declared({}, 'Hélène Œillet')
    expect(withdrawal.search).toBe(`n° ${number} ${number} helene oeillet ${email}`)
    const found = await admin.pb.collection('withdrawals').getList(1, 50, {
      filter: admin.pb.filter('search ~ {:q} && search ~ {:n}', { q: 'helene oeil', n: number }),
    })
    expect(found.items.map((item) => item.id)).toEqual([withdrawal.id])
  })
})

describe('what the back-office reads of them', () => {
  it('an order’s declaration through its back-relation (one record), and the paid orders withdrawn from, by filter', async () => {
    const { order, withdrawal } = await declared()
    const read = await admin.pb.collection('orders').getOne(order.id, { expand: 'withdrawals_via_order' })
    // The unique index on `order` makes PocketBase give one record, not a list (src/features/admin/withdrawals/withdrawal-state.ts).
    expect(read.expand?.withdrawals_via_order).toMatchObject({ id: withdrawal.id, status: 'received' })
    const filter = (extra: string) =>
      admin.pb.filter(`status = "paid" && withdrawals_via_order.status ?= "received" && ${extra}`, { id: order.id })
    expect((await admin.pb.collection('orders').getList(1, 1, { filter: filter('id = {:id}') })).totalItems).toBe(1)
    expect((await refuse(admin, withdrawal.id, { reason: 'Hors délai.' })).status).toBe(200)
    expect((await admin.pb.collection('orders').getList(1, 1, { filter: filter('id = {:id}') })).totalItems).toBe(0)
  })
})
