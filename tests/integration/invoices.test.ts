// Invoices (docs/adr/0047-invoices-and-the-pdf-kit.md, docs/product/rules.md#invoices):
//  - twenty orders paid at once get twenty consecutive invoice numbers: no gap, no duplicate; each
//    order's history says it was paid and invoiced;
//  - the invoice PDF goes to the order's owner and to admins, a 404 for anybody else; an order without
//    a number has no invoice; the packing slip is the admins';
//  - the PDFs carry the mentions French law requires, read from the shop's legal identity, and a
//    professional buyer's invoice also its company, SIREN, VAT number, payment terms and penalties.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrdersRecord } from '../../src/lib/pocketbase-types'
import { pdfText } from '../support/pdf-kit'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY as IDENTITY,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'

const BUYERS = 20
let stack: CheckoutStack

/** Pays one checkout of `lines` for `buyer` and returns the order. */
async function buy(buyer: StackUser, price: number, addresses: { shipping?: unknown; billing?: unknown } = {}): Promise<OrdersRecord> {
  const product = await stack.product({ price, stock: 5, name: 'Bracelet « Aurore » en améthyste' })
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 2 }], addresses)
  expect(started.status).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  const order = confirmed.body.order as { id: string }
  return stack.su.collection('orders').getOne(order.id)
}

async function getPdf(token: string | null, orderId: string, document: 'invoice' | 'packing-slip') {
  const response = await fetch(`${stack.pbUrl}/api/shop/orders/${orderId}/${document}.pdf`, {
    headers: token ? { authorization: token } : {},
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes, text: () => new TextDecoder().decode(bytes) }
}

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

it(`${BUYERS} orders paid at once get ${BUYERS} consecutive invoice numbers, and their history says so`, async () => {
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => stack.newBuyer()))
  const orders = await Promise.all(buyers.map((buyer) => buy(buyer, 30)))
  const numbers = orders.map((order) => String(order.invoice_number))
  for (const number of numbers) expect(number).toMatch(/^F20\d\d-\d{5}$/)
  const sequence = numbers.map((number) => Number(number.slice(-5))).sort((a, b) => a - b)
  expect(new Set(sequence).size).toBe(BUYERS)
  expect(sequence[BUYERS - 1] - sequence[0]).toBe(BUYERS - 1)
  // The first invoices of the series (a fresh PocketBase): 1…20.
  expect(sequence[0]).toBe(1)
  for (const order of orders) expect(order.invoiced_at).toBeTruthy()

  const events = await stack.su
    .collection('order_events')
    .getFullList({ filter: stack.su.filter('order = {:id}', { id: orders[0].id }), sort: 'created' })
  expect(events.map((event) => event.type)).toEqual(['paid', 'invoice'])
  expect(events[0].data).toMatchObject({ mode: 'stripe', amount: 60 })
  expect(events[1].data).toEqual({ number: orders[0].invoice_number })
})

describe('who gets the PDFs', () => {
  let order: OrdersRecord

  beforeAll(async () => {
    order = await buy(stack.users.customer, 45)
  })

  it('the owner and an admin get the invoice, inline, named after its number', async () => {
    for (const user of [stack.users.customer, stack.users.admin]) {
      const answer = await getPdf(user.token, order.id, 'invoice')
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/pdf')
      expect(answer.headers.get('content-disposition')).toBe(`inline; filename="facture-${order.invoice_number}.pdf"`)
      expect(answer.text().startsWith('%PDF-1.4')).toBe(true)
    }
  })

  it('another customer, a pro and a visitor get a 404', async () => {
    for (const token of [stack.users.customer2.token, stack.users.pro.token, null]) {
      const answer = await getPdf(token, order.id, 'invoice')
      expect(answer.status).toBe(404)
      expect(answer.text()).not.toContain('%PDF')
    }
  })

  it('an order without an invoice number has no invoice (404, in French)', async () => {
    const old = await stack.su.collection('orders').create({ user: stack.users.customer.id, items: [], total: 10, status: 'paid' })
    const answer = await getPdf(stack.users.customer.token, old.id, 'invoice')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.text()).message).toBe('Cette commande n’a pas de facture : seules les commandes payées en ont une.')
  })

  it('the packing slip is the admins’: 401 for a visitor, 403 for the owner and a pro', async () => {
    expect((await getPdf(stack.users.admin.token, order.id, 'packing-slip')).status).toBe(200)
    expect((await getPdf(null, order.id, 'packing-slip')).status).toBe(401)
    expect((await getPdf(stack.users.customer.token, order.id, 'packing-slip')).status).toBe(403)
    expect((await getPdf(stack.users.pro.token, order.id, 'packing-slip')).status).toBe(403)
  })
})

describe('what the PDFs say', () => {
  it('a consumer’s invoice: the seller’s identity, numbers, VAT lines from TTC prices, dates and payment', async () => {
    await setShopIdentity(stack, IDENTITY)
    const order = await buy(stack.users.customer, 45, {
      shipping: SHIPPING,
      billing: { ...SHIPPING, line1: '4 quai Saint-Antoine', phone: '' },
    })
    const text = pdfText((await getPdf(stack.users.customer.token, order.id, 'invoice')).bytes)
    for (const mention of [
      'Éclat de Pierre',
      'Atelier Lumière des Pierres',
      'SAS au capital de 1 000 €',
      '8 rue de l’Œuvre',
      'SIRET : 73282932000074',
      'RCS Lyon 732 829 320',
      'TVA intracommunautaire : FR44732829320',
      'Facture',
      String(order.invoice_number),
      'Date de facture',
      'Date de la vente',
      'Camille Martin',
      '4 quai Saint-Antoine',
      'ADRESSE DE LIVRAISON',
      '12 rue des Lilas',
      'Bracelet « Aurore » en améthyste',
      // 2 × 45,00 € TTC at 20 %: 75,00 € HT, 15,00 € of VAT.
      '37,50 €',
      'Total HT',
      '75,00 €',
      'TVA 20 %',
      '15,00 €',
      'Total TTC',
      '90,00 €',
      'Carte bancaire (paiement en ligne Stripe)',
      'Page 1 / 1',
    ]) {
      expect(text).toContain(mention)
    }
    expect(text).toMatch(/Payée le \d\d\/\d\d\/20\d\d/)
    // Consumers: no professional mentions; nothing in brackets, ever.
    expect(text).not.toContain('Indemnité forfaitaire')
    expect(text).not.toMatch(/\[[^\]]*\]/)
  })

  it('a professional buyer’s invoice: its company, SIREN and VAT number, terms, penalties and the 40 € indemnity', async () => {
    await setShopIdentity(stack, IDENTITY)
    const billing = { ...SHIPPING, company: 'Boutique Minérale SARL', siret: '73282932000074', vat_number: 'FR44732829320', phone: '' }
    const order = await buy(stack.users.pro, 45, { shipping: { ...SHIPPING, company: billing.company }, billing })
    const text = pdfText((await getPdf(stack.users.pro.token, order.id, 'invoice')).bytes)
    for (const mention of [
      'Boutique Minérale SARL',
      'SIREN : 732829320',
      'TVA intracommunautaire : FR44732829320',
      'Conditions de paiement : paiement comptant à la commande.',
      'Pénalités de retard : trois fois le taux d’intérêt légal.',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
    ]) {
      expect(text).toContain(mention)
    }
    // Delivered where it is billed (the phone and numbers aside): one block.
    expect(text).not.toContain('ADRESSE DE LIVRAISON')
  })

  it('a VAT-exempt shop prints the art. 293 B mention and no VAT line; empty fields print nothing', async () => {
    // An invoice is drawn from the identity frozen when it was issued (docs/adr/0086). The shop takes no
    // payment while the optional fields are empty (ADR 0048): an order recorded without an invoice is
    // invoiced once they are (ADR 0080).
    await setShopIdentity(stack, { ...IDENTITY, vat_exempt: true, vat_rate: 0, vat_number: '', registration: '', share_capital: '' })
    const order = await stack.su.collection('orders').create({
      user: stack.users.customer.id,
      items: [{ name: 'Bracelet « Aurore » en améthyste', quantity: 2, price: 45 }],
      total: 90,
      status: 'paid',
    })
    await stack.su.send(`/api/shop/orders/${order.id}/invoice`, { method: 'POST' })
    const text = pdfText((await getPdf(stack.users.customer.token, order.id, 'invoice')).bytes)
    expect(text).toContain('TVA non applicable, art. 293 B du CGI')
    expect(text).not.toContain('TVA 20 %')
    expect(text).not.toContain('TVA intracommunautaire')
    expect(text).not.toContain('capital')
    expect(text).toContain('Total à payer')
    expect(text).toContain('90,00 €')
  })

  it('the packing slip: the order, the delivery address and phone, the quantities to tick, no price', async () => {
    await setShopIdentity(stack, IDENTITY)
    const order = await buy(stack.users.customer, 45)
    const text = pdfText((await getPdf(stack.users.admin.token, order.id, 'packing-slip')).bytes)
    for (const mention of [
      'Bon de livraison',
      `n° ${order.id.slice(0, 8)}`,
      'LIVRER À',
      'Camille Martin',
      '12 rue des Lilas',
      'Tél. 06 12 34 56 78',
      'Préparé',
      '2 pièces au total',
    ]) {
      expect(text).toContain(mention)
    }
    // No price (the seller's capital in the header aside).
    expect(text).not.toMatch(/45,00|90,00/)
  })
})

describe('demonstration payments', () => {
  let demo: CheckoutStack

  beforeAll(async () => {
    demo = await startCheckoutStack({ demo: true })
  })

  afterAll(async () => {
    await demo?.stop()
  })

  it('number their invoices in a series of their own, so the real series starts at 1 when the shop goes live', async () => {
    const numbers: string[] = []
    for (const buyer of [demo.users.customer, demo.users.customer2]) {
      const product = await demo.product({ price: 20, stock: 2 })
      const started = await demo.startCheckout(buyer, [{ id: product.id, quantity: 1 }])
      const checkoutId = String(started.body.id)
      const intentId = await demo.payCheckout(buyer, checkoutId)
      const confirmed = await demo.confirmCheckout(buyer, checkoutId, intentId)
      expect(confirmed.status).toBe(200)
      numbers.push(String((await demo.su.collection('orders').getOne((confirmed.body.order as { id: string }).id)).invoice_number))
    }
    expect(numbers[0]).toMatch(/^DEMO-F20\d\d-00001$/)
    expect(numbers[1]).toMatch(/^DEMO-F20\d\d-00002$/)
    const counters = await demo.su.collection('counters').getFullList()
    expect(counters.map((counter) => counter.name).filter((name) => name.startsWith('invoice'))).toEqual([])
  })
})
