// The online withdrawal function (pb_hooks/withdrawals.pb.js, docs/adr/0049): a visitor with the order
// number and the e-mail, a logged-in owner, the same refusal for a wrong number, a wrong e-mail and
// someone else's order, the period, one declaration per order even under concurrency, and the
// acknowledgement in the inbox with what was declared and when.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { type Actor, anonymous, call, fixtureUser, loginAs, superuser } from './support/clients'
import { createOrder, uniq } from './support/factories'

const NOT_FOUND =
  'Nous ne trouvons aucune commande correspondant à ce numéro et à cette adresse e-mail. Vérifiez le numéro indiqué dans l’e-mail de confirmation de votre commande (par exemple « n° ab12cd34 ») et l’adresse e-mail utilisée pour commander.'
const DAY = 24 * 3600 * 1000
const mails = () => inbox(inject('mailUrl'))
const dbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

let su: Actor

beforeAll(async () => {
  su = await superuser()
})

/** A paid order of customer2's, with its own e-mail copy (as the checkout writes it). */
async function paidOrder(data: Record<string, unknown> = {}) {
  const email = `${uniq('retract')}@integration.test`
  const order = await createOrder(su.pb, fixtureUser('customer2').id, { email, customer_name: 'Léa Martin', ...data })
  return { order, email, number: order.id.slice(0, 8) }
}

async function withdrawalsOf(orderId: string) {
  return su.pb.collection('withdrawals').getFullList({ filter: su.pb.filter('order = {:id}', { id: orderId }) })
}

describe('POST /api/shop/withdrawals/check (step 1)', () => {
  it('answers a visitor with the number as shown and the e-mail what will be declared, writing nothing', async () => {
    const { order, email, number } = await paidOrder()
    const visitor = await anonymous()
    const result = await call(visitor, 'POST', '/api/shop/withdrawals/check', {
      order: `n° ${number.toUpperCase()}`,
      email: ` ${email.toUpperCase()} `,
    })
    expect(result.status).toBe(200)
    expect(result.body.order).toMatchObject({ id: order.id, number, status: 'paid' })
    expect(result.body.name).toBe('Léa Martin')
    // Not shipped: the period has not started, so there is no deadline yet.
    expect(result.body.deadline).toBe('')
    expect(await withdrawalsOf(order.id)).toHaveLength(0)
  })

  it('finds an order whose number starts with « no » or « n », typed bare or after « n° »', async () => {
    for (const start of ['no', 'n0']) {
      const id = (start + Math.random().toString(36).slice(2) + '0000000000000').slice(0, 15)
      const { email, number } = await paidOrder({ id })
      const visitor = await anonymous()
      for (const typed of [number, `n° ${number}`, `#${number}`]) {
        const result = await call(visitor, 'POST', '/api/shop/withdrawals/check', { order: typed, email })
        expect(result.status, typed).toBe(200)
        expect(result.body.order).toMatchObject({ id, number })
      }
    }
  })

  it('gives the same answer for an unknown number, a wrong e-mail and someone else’s order', async () => {
    const { email, number } = await paidOrder()
    const visitor = await anonymous()
    const customer = await loginAs('customer')
    const answers = [
      await call(visitor, 'POST', '/api/shop/withdrawals/check', { order: 'zzzz9999', email }),
      await call(visitor, 'POST', '/api/shop/withdrawals/check', { order: number, email: 'quelquun@integration.test' }),
      // Logged in, but the order is customer2's and the e-mail is not the order's.
      await call(customer, 'POST', '/api/shop/withdrawals/check', { order: number, email: fixtureUser('customer').email }),
      await call(customer, 'POST', '/api/shop/withdrawals', { order: number, email: fixtureUser('customer').email, name: 'Intrus' }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe(NOT_FOUND)
    }
  })

  it('refuses a pending and a cancelled order, and an order whose period is over', async () => {
    const visitor = await anonymous()
    const pending = await paidOrder({ status: 'pending' })
    const cancelled = await paidOrder({ status: 'cancelled' })
    // Shipped 40 days ago: 14 days + 15 days of delivery margin are over.
    const old = await paidOrder({ status: 'shipped', shipped_at: dbDate(Date.now() - 40 * DAY) })
    const a = await call(visitor, 'POST', '/api/shop/withdrawals/check', { order: pending.number, email: pending.email })
    expect(a.status).toBe(409)
    expect(a.body.message).toBe('Cette commande n’a pas été payée : il n’y a pas de contrat auquel renoncer.')
    const b = await call(visitor, 'POST', '/api/shop/withdrawals', { order: cancelled.number, email: cancelled.email, name: 'Léa' })
    expect(b.status).toBe(409)
    expect(b.body.message).toBe('Cette commande a été annulée : il n’y a plus de contrat auquel renoncer.')
    const c = await call(visitor, 'POST', '/api/shop/withdrawals', { order: old.number, email: old.email, name: 'Léa' })
    expect(c.status).toBe(409)
    expect(String(c.body.message)).toMatch(
      /^Le délai de rétractation de la commande n°\u00a0[a-z0-9]{8} a expiré le \d{1,2}(er)? \S+ \d{4}\./,
    )
    for (const { order } of [pending, cancelled, old]) expect(await withdrawalsOf(order.id)).toHaveLength(0)
  })

  it('accepts an order shipped 20 days ago (receipt may be later than shipping) and gives its deadline', async () => {
    const shipped = await paidOrder({ status: 'shipped', shipped_at: dbDate(Date.now() - 20 * DAY) })
    const result = await call(await anonymous(), 'POST', '/api/shop/withdrawals/check', { order: shipped.number, email: shipped.email })
    expect(result.status).toBe(200)
    const deadline = new Date(String(result.body.deadline).replace(' ', 'T')).getTime()
    // 14 + 15 days after shipping, to the end of that day in Paris.
    expect(deadline - (Date.now() - 20 * DAY)).toBeGreaterThan(28 * DAY)
    expect(deadline - (Date.now() - 20 * DAY)).toBeLessThan(30 * DAY)
  })

  it('names the missing fields with shop_ codes', async () => {
    const result = await call(await anonymous(), 'POST', '/api/shop/withdrawals', { order: '', email: 'x@integration.test', name: 'Léa' })
    expect(result.status).toBe(400)
    expect(result.body.data).toMatchObject({ order: { code: 'shop_withdrawal_order_required' } })
    const noName = await call(await anonymous(), 'POST', '/api/shop/withdrawals', { order: 'abcd1234', email: 'x@integration.test' })
    expect(noName.body.data).toMatchObject({ name: { code: 'shop_withdrawal_name_required' } })
    const malformed = await call(await anonymous(), 'POST', '/api/shop/withdrawals', {
      order: 'abcd1234',
      email: 'lea@exemple',
      name: 'Léa',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.data).toMatchObject({
      email: { code: 'shop_withdrawal_email_invalid', message: 'Veuillez indiquer une adresse email valide (exemple : nom@domaine.fr).' },
    })
  })
})

describe('POST /api/shop/withdrawals (step 2, « Confirmer la rétractation »)', () => {
  it('records a visitor’s declaration, its history event, and mails the acknowledgement with the declaration and its date and time', async () => {
    const { order, email, number } = await paidOrder()
    const result = await call(await anonymous(), 'POST', '/api/shop/withdrawals', { order: number, email, name: 'Léa Martin' })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({ created: true, name: 'Léa Martin', email, orderNumber: number })
    const [record] = await withdrawalsOf(order.id)
    expect(record).toMatchObject({ name: 'Léa Martin', email, order_number: number, status: 'received', user: '' })
    expect(record?.lines).toEqual([expect.objectContaining({ name: order.items?.[0]?.name, quantity: 1 })])
    const events = await su.pb.collection('order_events').getFullList({ filter: su.pb.filter('order = {:id}', { id: order.id }) })
    expect(events).toEqual([
      expect.objectContaining({ type: 'withdrawal', actor: '', actor_label: 'Visiteur (numéro de commande et e-mail)' }),
    ])

    const mail = await mails().waitFor({ to: email, subject: 'Accusé de réception de votre rétractation' })
    expect(mail.subject).toBe(`Accusé de réception de votre rétractation — commande n°\u00a0${number}`)
    const declaredAt = String(result.body.declaredAtText)
    expect(declaredAt).toMatch(/^\d{1,2}(er)? \S+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2}$/)
    expect(mail.text).toContain(`Envoyée le : ${declaredAt} (heure de Paris)`)
    expect(mail.text).toContain(`Déclaration : Je renonce au contrat portant sur la commande n°\u00a0${number} (commande entière).`)
    expect(mail.text).toContain('Nom : Léa Martin')
    expect(mail.text).toContain(`Adresse e-mail : ${email}`)
    expect(mail.text).toContain(`1 × ${order.items?.[0]?.name}`)
  })

  it('lets a logged-in owner withdraw from their order by its id, without the order’s e-mail', async () => {
    const owner = await loginAs('customer2')
    const { order } = await paidOrder()
    const ack = `${uniq('ack')}@integration.test`
    const check = await call(owner, 'POST', '/api/shop/withdrawals/check', { order: order.id })
    expect(check.status).toBe(200)
    const result = await call(owner, 'POST', '/api/shop/withdrawals', { order: order.id, email: ack, name: 'Léa Martin' })
    expect(result.status).toBe(201)
    const [record] = await withdrawalsOf(order.id)
    expect(record).toMatchObject({ user: fixtureUser('customer2').id, email: ack })
    await mails().waitFor({ to: ack, subject: 'Accusé de réception de votre rétractation' })
    // The owner reads their declaration; another customer does not.
    expect((await call(owner, 'GET', `/api/collections/withdrawals/records/${record?.id}`)).status).toBe(200)
    expect((await call(await loginAs('customer'), 'GET', `/api/collections/withdrawals/records/${record?.id}`)).status).toBe(404)
  })

  it('answers a second declaration with the first one, without a duplicate nor a second e-mail', async () => {
    const { order, email, number } = await paidOrder()
    const first = await call(await anonymous(), 'POST', '/api/shop/withdrawals', { order: number, email, name: 'Léa Martin' })
    expect(first.status).toBe(201)
    await mails().waitFor({ to: email, subject: 'Accusé de réception' })
    const second = await call(await anonymous(), 'POST', '/api/shop/withdrawals', { order: number, email, name: 'Autre nom' })
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ created: false, id: first.body.id, name: 'Léa Martin', declaredAt: first.body.declaredAt })
    const check = await call(await anonymous(), 'POST', '/api/shop/withdrawals/check', { order: number, email })
    expect(check.body.existing).toMatchObject({ id: first.body.id })
    expect(await withdrawalsOf(order.id)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await mails().messages()).filter((mail) => mail.to.includes(email))).toHaveLength(1)
  })

  it('makes one declaration of ten confirmations at once', async () => {
    const { order, email, number } = await paidOrder()
    const visitors = await Promise.all(Array.from({ length: 10 }, () => anonymous()))
    const results = await Promise.all(
      visitors.map((visitor) => call(visitor, 'POST', '/api/shop/withdrawals', { order: number, email, name: 'Léa Martin' })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1)
    expect(await withdrawalsOf(order.id)).toHaveLength(1)
    const events = await su.pb
      .collection('order_events')
      .getFullList({ filter: su.pb.filter('order = {:id} && type = "withdrawal"', { id: order.id }) })
    expect(events).toHaveLength(1)
  })

  it('is rate-limited per address', async () => {
    const visitor = await anonymous()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(visitor, 'POST', '/api/shop/withdrawals', { order: 'zzzz9999', email: 'x@integration.test', name: 'Léa' })).status,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404))
    expect(statuses[10]).toBe(429)
  })
})
