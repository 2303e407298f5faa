// Gift cards alone ship nothing (docs/adr/0119): their checkout needs no delivery address but a billing
// one (the invoice's buyer), kept on the order without a delivery copy; the confirmation and the
// invoice then show no delivery address. Any order with a piece of jewellery still needs its delivery
// address, exactly as before (a forged body without one is refused in French).
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { type CheckoutStack, type StackUser, SHIPPING, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ demo: true })
})

afterAll(async () => {
  await stack?.stop()
})

/** A billing address without a phone (a card's buyer is no carrier's contact). */
const BILLING = {
  full_name: 'Hélène Perrin',
  company: '',
  line1: '5 rue Mercière',
  line2: 'Bâtiment B',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '',
  siret: '',
  vat_number: '',
}

const INVALID_ADDRESS = 'L’adresse est incomplète ou invalide : vérifiez les champs signalés.'

const CARD = [{ gift_card: { amount: 50 } }]

/** The refusal's field messages (`data["billing.line1"].message`) under `prefix`, by field. */
function fieldMessages(data: Record<string, unknown> | undefined, prefix: 'shipping' | 'billing'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data ?? {})
      .filter(([name]) => name.startsWith(`${prefix}.`))
      .map(([name, error]) => [name.slice(prefix.length + 1), (error as { message: string }).message]),
  )
}

const start = (user: StackUser, body: Record<string, unknown>) => stack.shop(user, 'POST', '/api/shop/checkouts', body)

/** pdftotext's reading of a PDF (spaces of the layout collapsed). */
function pdftotext(bytes: Uint8Array): string {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes })
  expect(result.status, String(result.stderr)).toBe(0)
  return String(result.stdout).replace(/[ \u00a0]+/g, ' ')
}

async function pay(user: StackUser, checkoutId: string) {
  const intentId = await stack.payCheckout(user, checkoutId)
  const confirmed = await stack.confirmCheckout(user, checkoutId, intentId)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return stack.su.collection('orders').getOne((confirmed.body.order as { id: string }).id)
}

describe('a checkout of gift cards alone', () => {
  it('takes a billing address without a delivery one; the order keeps what the invoice needs, and no delivery address', async () => {
    const buyer = await stack.newBuyer()
    const started = await start(buyer, { items: CARD, billing: BILLING })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.amount).toBe(5000)
    const checkout = await stack.checkout(String(started.body.id))
    expect(checkout.shipping_address).toBeNull()
    expect(checkout.billing_address).toEqual(BILLING)

    const email = String((await stack.su.collection('users').getOne(buyer.id)).email)
    const order = await pay(buyer, String(started.body.id))
    expect(order.status).toBe('delivered')
    expect(order.shipping_address).toBeNull()
    expect(order.billing_address).toEqual(BILLING)
    expect(order.invoice_number).toMatch(/F\d{4}-\d{5}$/)
    expect(order.email).toBe(email)

    const response = await fetch(`${stack.pbUrl}/api/shop/orders/${order.id}/invoice.pdf`, { headers: { authorization: buyer.token } })
    expect(response.status).toBe(200)
    const text = pdftotext(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('FACTURÉ À')
    for (const line of ['Hélène Perrin', '5 rue Mercière', 'Bâtiment B', '69002 Lyon', 'France', email]) expect(text).toContain(line)
    expect(text).not.toContain('ADRESSE DE LIVRAISON')
    expect(text).not.toMatch(/Livraison offerte/)

    // The confirmation: the billing address, no empty delivery block nor delivery line.
    const mail = await inbox(inject('mailUrl')).waitFor({ to: email, subject: 'Confirmation de votre commande' })
    expect(mail.text).toContain('Adresse de facturation\nHélène Perrin\n5 rue Mercière')
    expect(mail.text).not.toContain('Adresse de livraison')
    expect(mail.text).not.toContain('Livraison : Gratuite')
  })

  it('requires the billing address, in French by its fields; no phone is asked', async () => {
    const buyer = await stack.newBuyer()
    const none = await start(buyer, { items: CARD })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe(INVALID_ADDRESS)
    const fields = fieldMessages(none.body.data, 'billing')
    expect(fields.line1).toBe('Indiquez l’adresse (numéro et rue).')
    expect(fields.postal_code).toBe('Indiquez le code postal.')
    expect(fields.city).toBe('Indiquez la ville.')
    expect(fields.phone).toBeUndefined()
    expect(fieldMessages(none.body.data, 'shipping')).toEqual({})

    const bad = await start(buyer, { items: CARD, billing: { ...BILLING, postal_code: '6900' } })
    expect(bad.status).toBe(400)
    expect(fieldMessages(bad.body.data, 'billing').postal_code).toBe('Le code postal doit compter 5 chiffres (ex. 69001).')
  })

  it('an older page sending the address as `shipping` only: it is the billing address, no delivery copy is kept', async () => {
    const buyer = await stack.newBuyer()
    const started = await start(buyer, { items: CARD, shipping: SHIPPING })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const checkout = await stack.checkout(String(started.body.id))
    expect(checkout.shipping_address).toBeNull()
    expect(checkout.billing_address).toEqual(SHIPPING)
    expect(checkout.customer_name).toBeTruthy()
  })
})

describe('an order with a piece of jewellery', () => {
  it('still requires its delivery address with a phone: a forged body without one is refused in French, nothing held', async () => {
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 40, stock: 3 })
    const items = [{ id: product.id, quantity: 1 }]

    const noShipping = await start(buyer, { items, billing: BILLING })
    expect(noShipping.status).toBe(400)
    expect(noShipping.body.message).toBe(INVALID_ADDRESS)
    const fields = fieldMessages(noShipping.body.data, 'shipping')
    expect(fields.line1).toBe('Indiquez l’adresse (numéro et rue).')
    expect(fields.phone).toBe('Indiquez un numéro de téléphone pour le transporteur.')

    const noPhone = await start(buyer, { items, shipping: { ...SHIPPING, phone: '' } })
    expect(noPhone.status).toBe(400)
    expect(fieldMessages(noPhone.body.data, 'shipping').phone).toBe('Indiquez un numéro de téléphone pour le transporteur.')
    expect(await stack.stock(product.id)).toBe(3)

    // As before: both addresses kept.
    const ok = await start(buyer, { items, shipping: SHIPPING, billing: BILLING })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const checkout = await stack.checkout(String(ok.body.id))
    expect(checkout.shipping_address).toEqual(SHIPPING)
    expect(checkout.billing_address).toEqual(BILLING)
  })
})

describe('a pro buying gift cards', () => {
  it('is billed as the company on file (docs/adr/0080) at the billing address given', async () => {
    const pro = await stack.newBuyer('professionnel')
    await stack.su.collection('pro_applications').create({
      user: pro.id,
      company: 'Atelier Lumière',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
      activity: 'Boutique de créateurs',
      status: 'approved',
      decided_at: new Date().toISOString().replace('T', ' '),
    })
    const started = await start(pro, { items: CARD, billing: BILLING })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const checkout = await stack.checkout(String(started.body.id))
    expect(checkout.b2b).toBe(true)
    expect(checkout.shipping_address).toBeNull()
    expect(checkout.billing_address).toEqual({
      ...BILLING,
      company: 'Atelier Lumière',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
    })
  })
})
