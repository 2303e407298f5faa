// Documents of record (issue 25, point 4; docs/adr/0086-documents-of-record-and-pdf-a3.md): an invoice,
// a credit note and a packing slip are drawn from the shop's identity frozen when they were issued, and
// the invoice's and the credit note's PDFs are kept as first delivered:
//  - after the identity (name, address, VAT status) and a product (name, price) change, the same bytes
//    (invoice, credit note), the same text (packing slip) and the same VAT in the accounting export; a
//    document issued after it shows the new identity;
//  - an invoice issued before documents were kept (no frozen identity, no file) downloaded twice at
//    once is drawn and stored once: both answers carry the same bytes, the record one file;
//  - the kept files and the frozen identity are not part of the API's answers, even to the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../support/pdf-kit'
import {
  type CheckoutStack,
  type StackUser,
  VAT_REGISTERED_IDENTITY as IDENTITY,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'

let stack: CheckoutStack

/** The identity after the shop moved, was renamed and became VAT-exempt. */
const MOVED = {
  trade_name: 'Pierres du Rhône',
  address_line1: '12 quai Saint-Vincent',
  postal_code: '69001',
  vat_exempt: true,
  vat_rate: 0,
  vat_number: '',
}

async function download(user: StackUser | null, path: string) {
  const response = await fetch(`${stack.pbUrl}${path}`, { headers: user ? { authorization: user.token } : {} })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

/** A paid order of 2 × 30 € of one product; returns the order, the product and the buyer. */
async function paidOrder() {
  const product = await stack.product({ price: 30, stock: 5, name: 'Collier « Nuit » en onyx' })
  const buyer = await stack.newBuyer()
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 2 }])
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  const orderId = String((confirmed.body.order as { id: string }).id)
  return { orderId, product, buyer }
}

async function refundOne(orderId: string, productId: string): Promise<string> {
  const answer = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
    key: `k-${Math.random().toString(36).slice(2, 12)}`,
    lines: [{ id: productId, quantity: 1 }],
  })
  expect(answer.status).toBe(201)
  return String((answer.body.creditNote as { id: string }).id)
}

/** The accounting export's rows of today that name the order (its invoice and credit note). */
async function accountingRows(orderId: string): Promise<string[]> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  const answer = await download(stack.users.admin, `/api/shop/exports/accounting?from=${day}&to=${day}`)
  expect(answer.status).toBe(200)
  return new TextDecoder()
    .decode(answer.bytes)
    .split('\r\n')
    .filter((row) => row.includes(orderId.slice(0, 8)))
}

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
  await setShopIdentity(stack, IDENTITY)
})

afterAll(async () => {
  await stack?.stop()
})

describe('a change of identity or product never rewrites a document issued before it', () => {
  it('the same invoice and credit note bytes, the same packing slip text; a document issued after shows the new identity', async () => {
    const { orderId, product, buyer } = await paidOrder()
    const noteId = await refundOne(orderId, product.id)
    const invoicePath = `/api/shop/orders/${orderId}/invoice.pdf`
    const notePath = `/api/shop/credit-notes/${noteId}/pdf`
    const slipPath = `/api/shop/orders/${orderId}/packing-slip.pdf`

    const invoice = await download(buyer, invoicePath)
    const note = await download(buyer, notePath)
    const slip = await download(stack.users.admin, slipPath)
    for (const answer of [invoice, note, slip]) expect(answer.status).toBe(200)
    expect(pdfText(invoice.bytes)).toContain('8 rue de l’Œuvre')
    expect(pdfText(invoice.bytes)).toContain('TVA 20')
    expect(pdfText(note.bytes)).toContain('Éclat de Pierre')

    const exportBefore = await accountingRows(orderId)
    expect(exportBefore).toHaveLength(2)
    expect(exportBefore.join('\n')).toContain(';20;')

    await setShopIdentity(stack, MOVED)
    await stack.su.collection('products').update(product.id, { name: 'Collier renommé', price: 99 })
    // The accounting export splits the VAT as the documents do.
    expect(await accountingRows(orderId)).toEqual(exportBefore)

    // The owner and an admin get what was first delivered, byte for byte.
    for (const user of [buyer, stack.users.admin]) {
      expect((await download(user, invoicePath)).bytes).toEqual(invoice.bytes)
      expect((await download(user, notePath)).bytes).toEqual(note.bytes)
    }
    expect(pdfText((await download(stack.users.admin, slipPath)).bytes)).toBe(pdfText(slip.bytes))
    expect(pdfText(slip.bytes)).toContain('Éclat de Pierre')

    // Issued after the change: the new identity, the new VAT status, the product as sold then.
    const later = await paidOrder()
    const laterNote = await refundOne(later.orderId, later.product.id)
    const laterInvoice = pdfText((await download(later.buyer, `/api/shop/orders/${later.orderId}/invoice.pdf`)).bytes)
    for (const text of [laterInvoice, pdfText((await download(later.buyer, `/api/shop/credit-notes/${laterNote}/pdf`)).bytes)]) {
      expect(text).toContain('Pierres du Rhône')
      expect(text).toContain('12 quai Saint-Vincent')
      expect(text).toContain('TVA non applicable, art. 293 B du CGI')
      expect(text).not.toContain('8 rue de l’Œuvre')
    }
    expect(pdfText((await download(stack.users.admin, `/api/shop/orders/${later.orderId}/packing-slip.pdf`)).bytes)).toContain(
      'Pierres du Rhône',
    )
    await setShopIdentity(stack, IDENTITY)
  })
})

describe('an invoice issued before documents were kept', () => {
  it('two downloads at once store it once, and both answer the same bytes', async () => {
    const buyer = await stack.newBuyer()
    // Recorded as the orders before the migration are: a number, no frozen identity, no file.
    const old = await stack.su.collection('orders').create({
      user: buyer.id,
      items: [{ id: 'aaaaaaaaaaaaaaa', name: 'Bague « Aube »', quantity: 1, price: 25 }],
      total: 25,
      status: 'paid',
      invoice_number: `F2025-${String(Math.floor(Math.random() * 90000) + 10000)}`,
      invoiced_at: '2025-06-02 10:00:00.000Z',
    })
    const path = `/api/shop/orders/${old.id}/invoice.pdf`
    const [first, second] = await Promise.all([download(buyer, path), download(stack.users.admin, path)])
    expect(first.status).toBe(200)
    expect(second.bytes).toEqual(first.bytes)
    // Hidden fields (not in the client's record types): a superuser asks for them by name.
    const stored = await stack.su
      .collection('orders')
      .getOne<{ invoice_pdf: string; document_identity: unknown }>(old.id, { fields: 'invoice_pdf,document_identity' })
    expect(stored.invoice_pdf).toMatch(/^facture_f2025_\d{5}_\w+\.pdf$/)
    expect(stored.document_identity).toMatchObject({ trade_name: 'Éclat de Pierre', city: 'Lyon' })

    await setShopIdentity(stack, MOVED)
    expect((await download(buyer, path)).bytes).toEqual(first.bytes)
    await setShopIdentity(stack, IDENTITY)
  })
})

describe('what the API shows of them', () => {
  it('the owner’s and an admin’s view of the order and the credit note carry neither the file nor the frozen identity', async () => {
    const { orderId, product, buyer } = await paidOrder()
    const noteId = await refundOne(orderId, product.id)
    expect((await download(buyer, `/api/shop/orders/${orderId}/invoice.pdf`)).status).toBe(200)
    expect((await download(buyer, `/api/shop/credit-notes/${noteId}/pdf`)).status).toBe(200)
    for (const user of [buyer, stack.users.admin]) {
      const order = await user.pb.collection('orders').getOne(orderId)
      expect(order).not.toHaveProperty('invoice_pdf')
      expect(order).not.toHaveProperty('document_identity')
    }
    const note = await stack.users.admin.pb.collection('credit_notes').getOne(noteId)
    expect(note).not.toHaveProperty('pdf')
    expect(note).not.toHaveProperty('document_identity')
    // Nobody filters on them either.
    await expect(buyer.pb.collection('orders').getList(1, 1, { filter: "invoice_pdf != ''" })).rejects.toMatchObject({ status: 400 })
  })
})
