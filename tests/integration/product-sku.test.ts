// Product references (docs/adr/0061-pro-prices-ht-ttc-skus-and-catalogue-photos.md, issue 14 point 6):
//  - `products.sku` is optional, upper-case letters, digits and single dashes, at most 32 characters,
//    unique when set (any number of products have none);
//  - anyone reads it like the name; only admins write it (the access matrix has its row);
//  - the checkout copies it onto the order's line, and the invoice and the credit note print it after
//    the name (the packing slip too); an order line without one (orders made before) prints as it always did.
import { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../support/pdf-kit'
import { OPENED_HEADER } from './support/opened'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'
import { createProduct, uniq } from './support/factories'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

const sku = () => uniq('REF').toUpperCase()

/** The field error code PocketBase answers for `sku`, or null when the write passed. */
async function skuRefusal(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write()
    return null
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    expect(error.status).toBe(400)
    return String((error.response.data as Record<string, { code?: string }>).sku?.code ?? 'other')
  }
}

describe('the sku rule', () => {
  it('takes upper-case letters, digits and single dashes; refuses lower case, spaces, edge dashes and more than 32', async () => {
    for (const good of ['EDP-BRA-001', 'A', 'X1', `${'A'.repeat(32)}`]) {
      const value = good.length > 20 ? good : `${good}-${sku()}`.slice(0, 32)
      expect(await skuRefusal(() => createProduct(stack.su, { sku: value }))).toBeNull()
    }
    for (const bad of ['edp-bra-001', 'EDP BRA', '-EDP', 'EDP-', 'EDP--1', 'ÉDP-1', 'A'.repeat(33)]) {
      expect(await skuRefusal(() => createProduct(stack.su, { sku: bad }))).toMatch(/^validation_/)
    }
  })

  it('is unique when set; any number of products have none', async () => {
    const value = sku()
    const first = await createProduct(stack.su, { sku: value })
    expect(first.sku).toBe(value)
    expect(await skuRefusal(() => createProduct(stack.su, { sku: value }))).toBe('validation_not_unique')
    const other = await createProduct(stack.su, { sku: sku() })
    expect(await skuRefusal(() => stack.su.collection('products').update(other.id, { sku: value }))).toBe('validation_not_unique')
    const [a, b] = await Promise.all([createProduct(stack.su), createProduct(stack.su, { sku: '' })])
    expect([a.sku, b.sku]).toEqual(['', ''])
  })

  it('is read by a visitor like the name, and searchable by it', async () => {
    const value = sku()
    const product = await createProduct(stack.su, { sku: value })
    const answer = await fetch(`${stack.pbUrl}/api/collections/products/records/${product.id}?fields=id,name,sku`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ id: product.id, name: product.name, sku: value })
  })

  it('a pro cannot set it, an admin can', async () => {
    const product = await createProduct(stack.su)
    const patch = (token: string) =>
      fetch(`${stack.pbUrl}/api/collections/products/records/${product.id}`, {
        method: 'PATCH',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ sku: 'PRO-1' }),
      })
    expect((await patch(stack.users.pro.token)).status).toBe(404)
    expect((await stack.su.collection('products').getOne(product.id)).sku).toBe('')
    const value = sku()
    const byAdmin = await fetch(`${stack.pbUrl}/api/collections/products/records/${product.id}`, {
      method: 'PATCH',
      // The version its form opened (docs/adr/0083).
      headers: { authorization: stack.users.admin.token, 'content-type': 'application/json', [OPENED_HEADER]: product.updated },
      body: JSON.stringify({ sku: value }),
    })
    expect(byAdmin.status).toBe(200)
    expect((await stack.su.collection('products').getOne(product.id)).sku).toBe(value)
  })
})

describe('the order line, the invoice, the packing slip and the credit note', () => {
  it('copy the reference when the product has one, and print the lines without one as before', async () => {
    const value = sku()
    const [withSku, without] = await Promise.all([
      stack.product({ price: 30, stock: 5, name: 'Bracelet Aurore', sku: value }),
      stack.product({ price: 45, stock: 5, name: 'Collier Lune' }),
    ])
    const buyer = await stack.newBuyer()
    const started = await stack.startCheckout(buyer, [
      { id: withSku.id, quantity: 1 },
      { id: without.id, quantity: 1 },
    ])
    expect(started.status).toBe(200)
    const checkoutId = String(started.body.id)
    const intentId = await stack.payCheckout(buyer, checkoutId)
    const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
    expect(confirmed.status).toBe(200)
    const orderId = String((confirmed.body.order as { id: string }).id)

    const order = await stack.su.collection('orders').getOne(orderId)
    const byId = new Map((order.items ?? []).map((item) => [item.id, item]))
    expect(byId.get(withSku.id)).toEqual({ id: withSku.id, name: 'Bracelet Aurore', sku: value, quantity: 1, price: 30 })
    expect(byId.get(without.id)).toEqual({ id: without.id, name: 'Collier Lune', quantity: 1, price: 45 })

    const invoice = await fetch(`${stack.pbUrl}/api/shop/orders/${orderId}/invoice.pdf`, { headers: { authorization: buyer.token } })
    expect(invoice.status).toBe(200)
    const invoiceText = pdfText(new Uint8Array(await invoice.arrayBuffer()))
    expect(invoiceText).toContain(`Bracelet Aurore — Réf. ${value}`)
    expect(invoiceText).toContain('Collier Lune')
    expect(invoiceText).not.toContain('Collier Lune — Réf.')
    // The packing slip too: the workshop picks by reference.
    const slip = await fetch(`${stack.pbUrl}/api/shop/orders/${orderId}/packing-slip.pdf`, {
      headers: { authorization: stack.users.admin.token },
    })
    expect(slip.status).toBe(200)
    expect(pdfText(new Uint8Array(await slip.arrayBuffer()))).toContain(`Bracelet Aurore — Réf. ${value}`)

    const refunded = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: `k-${uniq()}`,
      restock: true,
    })
    expect(refunded.status).toBe(201)
    const note = (refunded.body as { creditNote: { id: string } }).creditNote
    const pdf = await fetch(`${stack.pbUrl}/api/shop/credit-notes/${note.id}/pdf`, { headers: { authorization: buyer.token } })
    expect(pdf.status).toBe(200)
    const noteText = pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(noteText).toContain(`Bracelet Aurore — Réf. ${value}`)
    expect(noteText).not.toContain('Collier Lune — Réf.')
  })

  it('an order copied before references existed (no sku on its lines) still gets its invoice', async () => {
    const product = await stack.product({ price: 20, stock: 5, name: 'Bague Ciel', sku: sku() })
    const order = await stack.su.collection('orders').create({
      user: stack.users.customer.id,
      items: [{ id: product.id, name: 'Bague Ciel', quantity: 1, price: 20 }],
      total: 20,
      status: 'paid',
      invoice_number: `F2026-${String(90000 + Math.floor(Math.random() * 9999))}`,
    })
    const invoice = await fetch(`${stack.pbUrl}/api/shop/orders/${order.id}/invoice.pdf`, {
      headers: { authorization: stack.users.customer.token },
    })
    expect(invoice.status).toBe(200)
    const text = pdfText(new Uint8Array(await invoice.arrayBuffer()))
    expect(text).toContain('Bague Ciel')
    expect(text).not.toContain('Réf.')
  })
})
