// Payment on invoice for approved pros, « Virement à 30 jours » (issue 31, point 3; docs/adr/0131):
//  - an allowed pro's order on account is confirmed and its stock sold with no Stripe call, invoiced at
//    once with its due date, the shop's IBAN and BIC, the penalties and the 40 € indemnity (pdftotext);
//  - the reminders (5 days before the due date, after it) go once each, read in the local inbox;
//  - the admin records a partial then the full payment; the order is then paid; more is refused;
//  - the ceiling holds under concurrency: of N orders racing the credit, exactly those it covers pass;
//  - refusals: not allowed, over the ceiling, a customer forging the method or the confirmation, a pro
//    recording a payment; a credit note lowers what is due instead of refunding a card.
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { OrdersRecord } from '../../src/lib/pocketbase-types'
import { validateFacturx } from '../support/facturx'
import { inbox } from '../support/inbox'
import { type CheckoutStack, SHIPPING, type StackUser, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

const COMPANY = { company: 'Atelier Lumière', siret: '73282932000074', vat_number: 'FR44732829320' }

function pdftotext(bytes: Uint8Array): string {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes })
  expect(result.status, String(result.stderr)).toBe(0)
  return String(result.stdout).replace(/[ \u00a0]+/g, ' ')
}

/** An approved pro; with `ceiling`, the owner allows them « Virement à 30 jours » up to it (euros). */
async function pro(ceiling: number | null): Promise<StackUser & { email: string }> {
  const user = await stack.newBuyer('professionnel')
  await stack.su.collection('pro_applications').create({
    user: user.id,
    ...COMPANY,
    activity: 'Boutique de créateurs',
    status: 'approved',
    decided_at: new Date().toISOString().replace('T', ' '),
  })
  if (ceiling !== null) await stack.su.collection('pro_terms').create({ user: user.id, transfer_allowed: true, credit_ceiling: ceiling })
  const { email } = await stack.su.collection('users').getOne(user.id)
  return { ...user, email: email ?? '' }
}

/** A product at 100 € (60 € for pros). */
const product = (stock = 50) => stack.product({ price: 100, price_pro: 60, stock, name: 'Bracelet « Aurore » en améthyste' })

function startOnAccount(user: StackUser, productId: string, quantity: number, method: unknown = 'transfer') {
  return stack.shop(user, 'POST', '/api/shop/checkouts', {
    items: [{ id: productId, quantity }],
    shipping: SHIPPING,
    billing: null,
    payment_method: method,
  })
}

/** Orders `quantity` pieces on account; returns the order. */
async function orderOnAccount(user: StackUser, productId: string, quantity: number): Promise<OrdersRecord> {
  const started = await startOnAccount(user, productId, quantity)
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const id = String(started.body.id)
  const confirmed = await stack.confirmCheckout(user, id, `transfer_${id}`)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return stack.su.collection('orders').getOne((confirmed.body.order as { id: string }).id)
}

/** `29/12/2026`: the Paris day of `value` plus `days`. */
function parisDayPlus(value: string, days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(value.replace(' ', 'T')))
  const [y, m, d] = day.split('-').map(Number)
  const shifted = new Date(Date.UTC(y, m - 1, d + days))
  return `${String(shifted.getUTCDate()).padStart(2, '0')}/${String(shifted.getUTCMonth() + 1).padStart(2, '0')}/${shifted.getUTCFullYear()}`
}

/** A French message with its no-break spaces (before « € ») read as spaces. */
const spaced = (text: unknown) => String(text).replace(/\u00a0/g, ' ')

const superuser = (): StackUser => ({ id: '', role: 'admin', token: stack.su.authStore.token, pb: stack.su })
const remindAt = (now: Date) => stack.shop(superuser(), 'POST', '/api/shop/payments/remind-run', { now: now.toISOString() })
const pay = (user: StackUser, orderId: string, body: Record<string, unknown>) =>
  stack.shop(user, 'POST', `/api/shop/orders/${orderId}/payments`, { received_on: '2026-11-20', ...body })
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())

beforeAll(async () => {
  // Stripe mode (the stand-in): an order on account must not call it.
  stack = await startCheckoutStack({ stripe: true, webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

describe('an order on account, from the checkout to the payment', () => {
  it(
    'is confirmed without Stripe, invoiced with its due date and IBAN, reminded twice, paid in two transfers',
    { timeout: 120_000 },
    async () => {
      const buyer = await pro(2000)
      const piece = await product(10)
      const intentsBefore = stack.intentCount()

      const order = await orderOnAccount(buyer, piece.id, 3)
      // 3 × 60 € (pro price); confirmed, to prepare; nothing received yet.
      expect(order).toMatchObject({
        status: 'paid',
        total: 180,
        payment_method: 'transfer',
        payment_state: 'due',
        amount_received: 0,
        b2b: true,
      })
      expect(order.invoice_number).toMatch(/^F\d{4}-\d{5}$/)
      expect(stack.intentCount()).toBe(intentsBefore)
      expect(await stack.stock(piece.id)).toBe(7)
      const due = parisDayPlus(order.invoiced_at!, 30)

      const pdf = await fetch(`${stack.pbUrl}/api/shop/orders/${order.id}/invoice.pdf`, { headers: { authorization: buyer.token } })
      expect(pdf.status).toBe(200)
      const bytes = new Uint8Array(await pdf.arrayBuffer())
      const text = pdftotext(bytes)
      for (const mention of [
        `Échéance : ${due} — montant à régler : 180,00 €.`,
        'IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP',
        'Conditions de paiement : Virement à 30 jours à compter de la date de facture.',
        'Pénalités de retard : Trois fois le taux d’intérêt légal.',
        'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
      ]) {
        expect(text.replace(/\s+/g, ' ')).toContain(mention)
      }
      expect(text).not.toContain('Payée le')
      // A French business's invoice is a Factur-X (docs/adr/0130): its XML says the same terms, due date and IBAN.
      const verdict = await validateFacturx(bytes)
      expect(verdict.errors).toEqual([])
      expect(verdict.valid).toBe(true)
      const compactDue = due.split('/').reverse().join('')
      for (const fact of [
        '<ram:TypeCode>58</ram:TypeCode>',
        '<ram:IBANID>FR7630006000011234567890189</ram:IBANID>',
        '<ram:Description>Virement à 30 jours à compter de la date de facture</ram:Description>',
        `<ram:DueDateDateTime><udt:DateTimeString format="102">${compactDue}</udt:DateTimeString></ram:DueDateDateTime>`,
        '<ram:DuePayableAmount>180.00</ram:DuePayableAmount>',
      ]) {
        expect(verdict.xml).toContain(fact)
      }

      // The customer's history says it is confirmed, not paid.
      const events = await buyer.pb.collection('order_events').getFullList({ filter: buyer.pb.filter('order = {:id}', { id: order.id }) })
      expect(events.find((event) => event.type === 'paid')?.data).toEqual({ amount: 180, method: 'transfer' })

      // The confirmation says nothing is paid yet, and until when.
      const confirmation = await inbox(inject('mailUrl')).waitFor({ to: buyer.email, subject: 'Confirmation de votre commande' })
      expect(spaced(confirmation.text)).toContain('elle est payable par virement, avant le ')
      expect(confirmation.text).not.toContain('votre paiement est bien reçu')

      // The pro's account: 2 000 € allowed, 180 € unpaid.
      const account = await stack.shop(buyer, 'GET', '/api/shop/payment-terms')
      expect(account.body).toMatchObject({ allowed: true, ceiling: 200000, unpaid: 18000, available: 182000, days: 30 })

      // Reminders, with a fixed clock: nothing 6 days before, « Rappel » 4 days before, once; « en retard » the day after, once.
      const dueAt = new Date(order.due_at!.replace(' ', 'T'))
      const mine = (sent: unknown) => (sent as Array<{ order: string; kind: string }>).filter((entry) => entry.order === order.id)
      expect(mine((await remindAt(new Date(dueAt.getTime() - 6 * 86_400_000))).body.sent)).toEqual([])
      expect(mine((await remindAt(new Date(dueAt.getTime() - 4 * 86_400_000))).body.sent)).toEqual([{ order: order.id, kind: 'soon' }])
      expect(mine((await remindAt(new Date(dueAt.getTime() - 3 * 86_400_000))).body.sent)).toEqual([])
      const soon = await inbox(inject('mailUrl')).waitFor({
        to: buyer.email,
        subject: `Rappel : facture ${order.invoice_number} à régler le`,
      })
      expect(spaced(soon.text)).toContain('Reste à régler : 180,00 €')
      expect(spaced(soon.text)).toContain('FR76 3000 6000 0112 3456 7890 189')

      // A first transfer of 80 €: partial, 100 € left. More than what is due is refused, in French.
      const tooMuch = await pay(stack.users.admin, order.id, { amount: 200 })
      expect(tooMuch.status).toBe(400)
      expect(spaced(tooMuch.body.message)).toBe(
        `Ce paiement de 200,00 € dépasse ce qui reste dû sur la facture ${order.invoice_number} : 180,00 €.`,
      )
      const first = await pay(stack.users.admin, order.id, { amount: 80, note: 'Virement reçu' })
      expect(first.status, JSON.stringify(first.body)).toBe(201)
      expect(first.body.order).toMatchObject({ amount_received: 80, payment_state: 'partial', due: 100 })

      expect(mine((await remindAt(new Date(dueAt.getTime() + 86_400_000))).body.sent)).toEqual([{ order: order.id, kind: 'late' }])
      expect(mine((await remindAt(new Date(dueAt.getTime() + 2 * 86_400_000))).body.sent)).toEqual([])
      const late = await inbox(inject('mailUrl')).waitFor({
        to: buyer.email,
        subject: `Facture ${order.invoice_number} en retard de paiement`,
      })
      expect(spaced(late.text)).toContain('Reste à régler : 100,00 €')
      expect(spaced(late.text)).toContain('40 €')

      // The rest: paid; nothing more may be recorded; the pro's credit is whole again.
      const rest = await pay(stack.users.admin, order.id, { amount: 100, method: 'cheque' })
      expect(rest.body.order).toMatchObject({ amount_received: 180, payment_state: 'paid', due: 0 })
      const again = await pay(stack.users.admin, order.id, { amount: 1 })
      expect(again.status).toBe(400)
      expect(again.body.message).toBe(`La facture ${order.invoice_number} est entièrement réglée : il n’y a plus rien à recevoir.`)
      expect((await stack.shop(buyer, 'GET', '/api/shop/payment-terms')).body).toMatchObject({ unpaid: 0, available: 200000 })
      const payments = await stack.su
        .collection('order_payments')
        .getFullList({ filter: stack.su.filter('order = {:id}', { id: order.id }) })
      expect(payments.map((payment) => [payment.amount, payment.method]).sort()).toEqual([
        [100, 'cheque'],
        [80, 'transfer'],
      ])
      // The customer reads their order's payments; it stays shipped as any paid order.
      expect((await buyer.pb.collection('order_payments').getFullList()).length).toBe(2)
    },
  )

  it('a payment received is refused for a card order, a future date, a wrong amount and anyone but an admin', async () => {
    const buyer = await pro(1000)
    const order = await orderOnAccount(buyer, (await product()).id, 1)
    expect((await pay(buyer, order.id, { amount: 10 })).status).toBe(403)
    expect((await pay(stack.users.customer, order.id, { amount: 10 })).status).toBe(403)
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    expect((await pay(stack.users.admin, order.id, { amount: 10, received_on: future })).status).toBe(400)
    expect((await pay(stack.users.admin, order.id, { amount: 0 })).status).toBe(400)
    expect((await pay(stack.users.admin, order.id, { amount: 10.005 })).status).toBe(400)
    expect((await pay(stack.users.admin, order.id, { amount: '10' })).status).toBe(400)
    expect((await pay(stack.users.admin, order.id, { amount: 10, received_on: today() })).status).toBe(201)
    // An admin may not set the order's payment fields through the records API.
    const forged = await stack.users.admin.pb
      .collection('orders')
      .update(order.id, { payment_state: 'paid', amount_received: 60 })
      .then(
        () => 200,
        (error: { status: number }) => error.status,
      )
    expect(forged).toBe(404)
    expect((await stack.su.collection('orders').getOne(order.id)).payment_state).toBe('partial')
  })
})

describe('the ceiling', () => {
  it('of 8 orders of 120 € racing a 500 € credit, exactly 4 are accepted; the others are told what is left', async () => {
    const buyer = await pro(500)
    const piece = await product(100)
    // Eight checkouts of 2 × 60 €, then their confirmations all at once.
    const ids: string[] = []
    for (let i = 0; i < 8; i++) {
      const started = await startOnAccount(buyer, piece.id, 2)
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      ids.push(String(started.body.id))
    }
    const answers = await Promise.all(ids.map((id) => stack.confirmCheckout(buyer, id, `transfer_${id}`)))
    const accepted = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(accepted).toHaveLength(4)
    expect(refused).toHaveLength(4)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(spaced(answer.body.message)).toBe(
        'Votre encours autorisé est de 500,00 € : il reste 20,00 € disponibles, cette commande en fait 120,00 €. Réglez une facture en attente ou payez cette commande par carte.',
      )
    }
    const orders = await stack.su.collection('orders').getFullList({ filter: stack.su.filter('user = {:user}', { user: buyer.id }) })
    expect(orders.map((order) => order.total)).toEqual([120, 120, 120, 120])
    expect((await stack.shop(buyer, 'GET', '/api/shop/payment-terms')).body).toMatchObject({ unpaid: 48000, available: 2000 })
    // The next checkout is refused before the pieces are held.
    const next = await startOnAccount(buyer, piece.id, 1)
    expect(next.status).toBe(409)
    expect(spaced(next.body.message)).toBe(
      'Votre encours autorisé est de 500,00 € : il reste 20,00 € disponibles, cette commande en fait 60,00 €. Réglez une facture en attente ou payez cette commande par carte.',
    )
  })
})

describe('refusals', () => {
  it('a pro the owner has not allowed, a customer, an admin, an unknown method', async () => {
    const piece = await product()
    const notAllowed = await startOnAccount(await pro(null), piece.id, 1)
    expect(notAllowed.status).toBe(403)
    expect(notAllowed.body.message).toBe(
      'Le paiement par virement à 30 jours n’est pas ouvert sur votre compte. Contactez-nous pour en bénéficier, ou payez par carte.',
    )
    const customer = await startOnAccount(stack.users.customer, piece.id, 1)
    expect(customer.status).toBe(403)
    expect(customer.body.message).toBe('Le paiement par virement à 30 jours est réservé aux professionnels dont le compte a été approuvé.')
    expect((await startOnAccount(stack.users.admin, piece.id, 1)).status).toBe(403)
    expect((await startOnAccount(await pro(1000), piece.id, 1, 'cash')).status).toBe(400)
    // Revoked: the terms turned off between the checkout and its confirmation.
    const revoked = await pro(1000)
    const started = await startOnAccount(revoked, piece.id, 1)
    expect(started.status).toBe(200)
    const terms = await stack.su.collection('pro_terms').getFirstListItem(stack.su.filter('user = {:user}', { user: revoked.id }))
    await stack.su.collection('pro_terms').update(terms.id, { transfer_allowed: false })
    const id = String(started.body.id)
    expect((await stack.confirmCheckout(revoked, id, `transfer_${id}`)).status).toBe(409)
    // A pro account taken back between the checkout and its confirmation is a customer's.
    const former = await pro(1000)
    const held = await startOnAccount(former, piece.id, 1)
    await stack.su.collection('users').update(former.id, { role: '' })
    const heldId = String(held.body.id)
    const refused = await stack.confirmCheckout(former, heldId, `transfer_${heldId}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Le paiement par virement à 30 jours est réservé aux professionnels dont le compte a été approuvé.')
  })

  it('a card checkout cannot be confirmed « on account », nor another checkout’s transfer', async () => {
    const piece = await product()
    const card = await stack.startCheckout(stack.users.customer, [{ id: piece.id, quantity: 1 }])
    const cardId = String(card.body.id)
    const forged = await stack.confirmCheckout(stack.users.customer, cardId, `transfer_${cardId}`)
    expect(forged.status).toBe(400)
    const buyer = await pro(1000)
    const mine = await startOnAccount(buyer, piece.id, 1)
    const other = await stack.confirmCheckout(buyer, String(mine.body.id), `transfer_${cardId}`)
    expect(other.status).toBe(400)
  })

  it('a pro cannot give themself terms: pro_terms is the admins’', async () => {
    const buyer = await pro(null)
    const created = await buyer.pb
      .collection('pro_terms')
      .create({ user: buyer.id, transfer_allowed: true, credit_ceiling: 100000 })
      .then(
        () => 200,
        (error: { status: number }) => error.status,
      )
    expect(created).toBe(400)
    expect(await stack.su.collection('pro_terms').getFullList({ filter: stack.su.filter('user = {:user}', { user: buyer.id }) })).toEqual(
      [],
    )
  })
})

describe('a credit note of an order on account', () => {
  it('lowers what is due, refunds no card, and may not exceed what is due', async () => {
    const buyer = await pro(1000)
    const piece = await product()
    const order = await orderOnAccount(buyer, piece.id, 3)
    const refundsBefore = stack.stripeRefunds().length
    const key = () => `key${Math.random().toString(36).slice(2, 12)}`
    const note = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${order.id}/refunds`, {
      key: key(),
      lines: [{ id: piece.id, quantity: 1 }],
    })
    expect(note.status, JSON.stringify(note.body)).toBe(201)
    expect(stack.stripeRefunds().length).toBe(refundsBefore)
    expect((await stack.shop(buyer, 'GET', '/api/shop/payment-terms')).body).toMatchObject({ unpaid: 12000 })
    // 100 € received: 20 € left, a credit note of 60 € more is refused.
    expect((await pay(stack.users.admin, order.id, { amount: 100 })).status).toBe(201)
    const over = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${order.id}/refunds`, {
      key: key(),
      lines: [{ id: piece.id, quantity: 1 }],
    })
    expect(over.status).toBe(409)
    expect(spaced(over.body.message)).toContain('un avoir réduit ce qui reste dû (20,00 €), et celui-ci en fait 60,00 €')
  })
})

describe('in demonstration mode', () => {
  it('an order on account is confirmed the same way, on the demonstration series', async () => {
    const demo = await startCheckoutStack({ demo: true })
    try {
      const user = await demo.newBuyer('professionnel')
      await demo.su.collection('pro_terms').create({ user: user.id, transfer_allowed: true, credit_ceiling: 100 })
      const piece = await demo.product({ price: 100, price_pro: 60, stock: 3 })
      const started = await demo.shop(user, 'POST', '/api/shop/checkouts', {
        items: [{ id: piece.id, quantity: 1 }],
        shipping: SHIPPING,
        billing: null,
        payment_method: 'transfer',
      })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      expect(started.body).toMatchObject({ mode: 'demo', payment_method: 'transfer', amount: 6000 })
      const id = String(started.body.id)
      const confirmed = await demo.confirmCheckout(user, id, `transfer_${id}`)
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
      const order = await demo.su.collection('orders').getOne((confirmed.body.order as { id: string }).id)
      expect(order).toMatchObject({ payment_method: 'transfer', payment_state: 'due', payment_mode: 'demo' })
      expect(order.invoice_number).toMatch(/^DEMO-F\d{4}-\d{5}$/)
      // 60 € of 100 € used: a second order of 60 € is refused, naming what is left.
      const second = await demo.shop(user, 'POST', '/api/shop/checkouts', {
        items: [{ id: piece.id, quantity: 1 }],
        shipping: SHIPPING,
        billing: null,
        payment_method: 'transfer',
      })
      expect(second.status).toBe(409)
      expect(spaced(second.body.message)).toContain('il reste 40,00 € disponibles, cette commande en fait 60,00 €')
    } finally {
      await demo.stop()
    }
  })
})
