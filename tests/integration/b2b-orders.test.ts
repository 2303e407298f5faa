// B2B orders and the order page's data (issue 24, docs/adr/0080-b2b-orders-and-the-order-page.md):
//  - a pro's checkout is B2B: the server bills the company on file (the approved pro application) when
//    the billing address names none (« Identique à l’adresse de livraison »), whatever the browser
//    sent; the order, the invoice (read with pdftotext) and the accounting export carry it;
//  - a B2B order offers no consumer withdrawal: both steps refuse it in French; its confirmation
//    e-mail has no withdrawal link nor the consumer guarantee notice;
//  - the order page reads the order's history: its owner sees what happened (never who did it, nor
//    the server's details), nobody else sees anything;
//  - a paid order recorded without an invoice gets one from a superuser only, once.
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrdersRecord } from '../../src/lib/pocketbase-types'
import { type CheckoutStack, SHIPPING, type StackUser, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

const COMPANY = { company: 'Atelier Lumière', siret: '73282932000074', vat_number: 'FR44732829320' }

/** pdftotext's reading of a PDF, as a person's tools read it (spaces of the layout collapsed). */
function pdftotext(bytes: Uint8Array): string {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes })
  expect(result.status, String(result.stderr)).toBe(0)
  return String(result.stdout).replace(/[ \u00a0]+/g, ' ')
}

/** A pro with an approved application on file, as an admin's approval leaves it (docs/adr/0060). */
async function proWithCompany(siret = COMPANY.siret): Promise<StackUser> {
  const pro = await stack.newBuyer('professionnel')
  await stack.su.collection('pro_applications').create({
    user: pro.id,
    ...COMPANY,
    siret,
    activity: 'Boutique de créateurs',
    status: 'approved',
    decided_at: new Date().toISOString().replace('T', ' '),
  })
  return pro
}

/** Pays a checkout (demonstration payment) and returns the order. */
async function buy(buyer: StackUser, billing: unknown = null): Promise<OrdersRecord> {
  const product = await stack.product({ price: 40, price_pro: 30, stock: 5, name: 'Bracelet « Aurore » en améthyste' })
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 2 }], { shipping: SHIPPING, billing })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  return stack.su.collection('orders').getOne((confirmed.body.order as { id: string }).id)
}

async function invoiceText(user: StackUser, orderId: string): Promise<string> {
  const response = await fetch(`${stack.pbUrl}/api/shop/orders/${orderId}/invoice.pdf`, { headers: { authorization: user.token } })
  expect(response.status).toBe(200)
  return pdftotext(new Uint8Array(await response.arrayBuffer()))
}

beforeAll(async () => {
  stack = await startCheckoutStack({ demo: true })
})

afterAll(async () => {
  await stack?.stop()
})

describe('a pro’s order bills the company on file', () => {
  it('« Identique à l’adresse de livraison »: the order, the invoice and the export carry the company, SIRET and VAT number', async () => {
    const pro = await proWithCompany()
    const order = await buy(pro, null)
    expect(order.b2b).toBe(true)
    expect(order.billing_address).toMatchObject({ ...SHIPPING, ...COMPANY })

    const text = await invoiceText(pro, order.id)
    for (const mention of [
      'Atelier Lumière',
      'SIREN : 732829320 (SIRET 73282932000074)',
      'TVA intracommunautaire : FR44732829320',
      'Conditions de paiement : Paiement à la commande.',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
    ]) {
      expect(text).toContain(mention)
    }

    // The export's days are the shop's (Paris): between 23:00 and 00:00 UTC, today there is tomorrow in UTC's.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    const csv = await fetch(`${stack.pbUrl}/api/shop/exports/accounting?from=${day}&to=${day}`, {
      headers: { authorization: stack.users.admin.token },
    })
    const row = (await csv.text())
      .split('\r\n')
      .find((line) => line.includes(`;${order.id.slice(0, 8)};`))
      ?.split(';')
    expect(row?.slice(5, 7)).toEqual(['Atelier Lumière', 'FR44732829320'])
    expect(row?.[14]).toBe('73282932000074')
  })

  it('a billing address with the company’s name but no numbers gets them; a SIREN on file is printed as one', async () => {
    const pro = await proWithCompany('732829320')
    const order = await buy(pro, { ...SHIPPING, company: 'atelier lumière', phone: '' })
    expect(order.billing_address).toMatchObject({ company: 'atelier lumière', siret: '732829320', vat_number: 'FR44732829320' })
    expect(await invoiceText(pro, order.id)).toContain('SIREN : 732829320')
  })

  it('another company typed by the pro is billed as typed', async () => {
    const pro = await proWithCompany()
    const billing = { ...SHIPPING, company: 'Boutique Minérale SARL', siret: '', vat_number: '', phone: '' }
    const order = await buy(pro, billing)
    expect(order.b2b).toBe(true)
    expect(order.billing_address).toMatchObject({ company: 'Boutique Minérale SARL', siret: '', vat_number: '' })
  })

  it('a customer’s order is not B2B and gets nobody’s company', async () => {
    await proWithCompany()
    const order = await buy(stack.users.customer, null)
    expect(order.b2b).toBe(false)
    expect(order.billing_address).toMatchObject({ company: '', siret: '', vat_number: '' })
    expect(await invoiceText(stack.users.customer, order.id)).not.toContain('Conditions de paiement')
  })

  it('the browser cannot set `b2b`: not in a checkout’s body, not in an admin’s update', async () => {
    const product = await stack.product({ stock: 2 })
    const forged = await stack.shop(stack.users.customer, 'POST', '/api/shop/checkouts', {
      items: [{ id: product.id, quantity: 1 }],
      shipping: SHIPPING,
      billing: null,
      b2b: true,
    })
    expect(forged.status).toBe(400)
    const order = await buy(stack.users.customer2, null)
    const update = await stack.users.admin.pb
      .collection('orders')
      .update(order.id, { b2b: true })
      .then(
        () => 200,
        (error: { status: number }) => error.status,
      )
    expect(update).toBe(404)
    expect((await stack.su.collection('orders').getOne(order.id)).b2b).toBe(false)
  })
})

describe('a B2B order has no consumer withdrawal', () => {
  const B2B_REFUSAL =
    'Cette commande a été passée depuis un compte professionnel, pour les besoins de votre activité : le droit de rétractation, ' +
    'réservé aux consommateurs, ne s’y applique pas (voir nos conditions générales de vente professionnelles). Pour toute ' +
    'question, écrivez-nous depuis la page Contact.'

  it('both steps refuse it in French (409) and nothing is recorded; a customer’s order is declared', async () => {
    const pro = await proWithCompany()
    const order = await buy(pro, null)
    const body = { order: order.id.slice(0, 8), email: order.email, name: 'Claire Dumas' }
    for (const path of ['/api/shop/withdrawals/check', '/api/shop/withdrawals']) {
      const answer = await stack.shop(pro, 'POST', path, body)
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe(B2B_REFUSAL)
      // A visitor with the number and the e-mail too.
      expect((await stack.shop(null, 'POST', path, body)).body.message).toBe(B2B_REFUSAL)
    }
    expect(await stack.su.collection('withdrawals').getFullList({ filter: stack.su.filter('order = {:id}', { id: order.id }) })).toEqual([])

    const consumer = await buy(stack.users.customer, null)
    const declared = await stack.shop(stack.users.customer, 'POST', '/api/shop/withdrawals', {
      order: consumer.id.slice(0, 8),
      email: consumer.email,
      name: 'Camille Martin',
    })
    expect(declared.status).toBe(201)
  })

  it('its confirmation e-mail links the pro terms, with no withdrawal nor consumer guarantee; the order page is linked', async () => {
    const pro = await proWithCompany()
    const order = await buy(pro, null)
    const [mail] = await stack.su.collection('mail_queue').getFullList({
      filter: stack.su.filter('ref = {:ref} && kind = "order_confirmation"', { ref: `orders/${order.id}` }),
    })
    expect(mail?.text).toContain('conditions générales de vente professionnelles')
    expect(mail?.text).toContain(`/account/commandes/${order.id}`)
    expect(mail?.text).not.toContain('Renoncer au contrat ici')
    expect(mail?.text).not.toContain('GARANTIE LÉGALE DE CONFORMITÉ')
  })
})

describe('the order’s history on its page', () => {
  it('its owner reads what happened, without who did it nor the server’s details; nobody else reads it', async () => {
    const order = await buy(stack.users.customer, null)
    await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${order.id}/ship`, {
      carrier: 'colissimo',
      tracking_number: '6A123456789',
    })
    // An event of the back-office's own (not one of the customer's types).
    await stack.su.collection('order_events').create({ order: order.id, type: 'note', actor_label: 'Boutique', data: { text: 'interne' } })

    const filter = stack.su.filter('order = {:id}', { id: order.id })
    const mine = await stack.users.customer.pb.collection('order_events').getFullList({ filter, sort: 'created' })
    expect(mine.map((event) => event.type)).toEqual(['paid', 'invoice', 'shipped'])
    for (const event of mine) {
      expect(event).not.toHaveProperty('actor')
      expect(event).not.toHaveProperty('actor_label')
    }
    expect(mine[0]?.data).toEqual({ amount: 80 })
    expect(mine[2]?.data).toMatchObject({ carrier: expect.any(String), tracking_number: '6A123456789' })
    expect(mine[2]?.data).not.toHaveProperty('from')

    for (const other of [stack.users.customer2, stack.users.pro]) {
      expect(await other.pb.collection('order_events').getFullList({ filter })).toEqual([])
    }
    const admin = await stack.users.admin.pb.collection('order_events').getFullList({ filter, sort: 'created' })
    expect(admin.map((event) => event.type)).toEqual(['paid', 'invoice', 'shipped', 'note'])
    expect(admin[0]).toHaveProperty('actor_label', 'Paiement de démonstration')
    expect(admin[0]?.data).toHaveProperty('payment_intent')
  })
})

describe('POST /api/shop/orders/{id}/invoice', () => {
  it('a superuser issues the missing invoice once, in the series, with its history event; nobody else may', async () => {
    const order = await stack.su
      .collection('orders')
      .create({ user: stack.users.customer.id, items: [{ id: 'x', name: 'Bague', quantity: 1, price: 20 }], total: 20, status: 'shipped' })
    for (const user of [stack.users.customer, stack.users.pro, stack.users.admin]) {
      expect((await stack.shop(user, 'POST', `/api/shop/orders/${order.id}/invoice`)).status).toBe(403)
    }
    expect((await stack.shop(null, 'POST', `/api/shop/orders/${order.id}/invoice`)).status).toBe(403)
    expect((await stack.su.collection('orders').getOne(order.id)).invoice_number).toBe('')

    const issued = await stack.su.send(`/api/shop/orders/${order.id}/invoice`, { method: 'POST' })
    expect(issued.invoice_number).toMatch(/^F20\d\d-\d{5}$/)
    const again = await stack.su.send(`/api/shop/orders/${order.id}/invoice`, { method: 'POST' })
    expect(again.invoice_number).toBe(issued.invoice_number)
    const events = await stack.su.collection('order_events').getFullList({ filter: stack.su.filter('order = {:id}', { id: order.id }) })
    expect(events.map((event) => [event.type, event.data])).toEqual([['invoice', { number: issued.invoice_number }]])

    const pending = await stack.su.collection('orders').create({ user: stack.users.customer.id, items: [], total: 20, status: 'pending' })
    await expect(stack.su.send(`/api/shop/orders/${pending.id}/invoice`, { method: 'POST' })).rejects.toMatchObject({ status: 400 })
  })
})
