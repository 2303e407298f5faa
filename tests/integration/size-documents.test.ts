// The size bought on every document of an order (docs/adr/0109): the confirmation, the shop's alert,
// the shipping mail, the withdrawal acknowledgement, the invoice, the packing slips (one and several)
// and the credit note, read as a person reads them (mails from the local inbox, PDFs through poppler's
// pdftotext); and two sizes of one bracelet refunded one after the other, each back in its own stock.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inbox } from '../support/inbox'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

const NBSP = '\u00a0'
const SIZE_16 = `Tour de poignet${NBSP}: 16 cm`
const SIZE_17 = `Tour de poignet${NBSP}: 17 cm`
const NAME = 'Bracelet « Aurore » en améthyste'

let stack: CheckoutStack
let buyer: StackUser
let email: string
let orderId: string
let productId: string
let s16: string
let s17: string

/** The PDF's text, read by poppler's pdftotext (a real reader, not our own kit), spaces as typed. */
function pdfToText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-documents-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, bytes)
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replaceAll(NBSP, ' ')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function pdf(user: StackUser, path: string): Promise<string> {
  const response = await fetch(`${stack.pbUrl}${path}`, { headers: { authorization: user.token } })
  expect(response.status).toBe(200)
  return pdfToText(new Uint8Array(await response.arrayBuffer()))
}

const sizeState = async (id: string) => {
  const size = await stack.su.collection('product_variants').getOne(id)
  return [size.stock, size.reserved]
}

const mailTo = (to: string, subject: RegExp) => inbox(inject('mailUrl')).waitFor({ to, subject })

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
  const product = await stack.product({
    name: NAME,
    price: 40,
    stock: 0,
    options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
  } as Record<string, unknown>)
  productId = product.id
  const size = (option1: string, sku: string, position: number) =>
    stack.su.collection('product_variants').create({ product: product.id, option1, sku, stock: 3, position })
  ;[s16, s17] = (await Promise.all([size('16 cm', `AUR-${product.id.slice(0, 6).toUpperCase()}-16`, 0), size('17 cm', '', 1)])).map(
    (record) => record.id,
  )
  buyer = await stack.newBuyer()
  email = String((await stack.su.collection('users').getOne(buyer.id)).email)
  const started = await stack.startCheckout(buyer, [
    { id: product.id, variant: s16, quantity: 1 },
    { id: product.id, variant: s17, quantity: 2 },
  ])
  expect(started.status).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status).toBe(200)
  orderId = (confirmed.body.order as { id: string }).id
})

afterAll(async () => {
  await stack?.stop()
})

describe('an order of two sizes of one bracelet', () => {
  it('names each size in the confirmation and in the shop’s alert', async () => {
    const number = orderId.slice(0, 8)
    const confirmation = await mailTo(email, new RegExp(`Confirmation de votre commande n°\\s${number}`))
    expect(confirmation.text).toContain(`- ${NAME} — ${SIZE_16} × 1 à 40,00${NBSP}€`)
    expect(confirmation.text).toContain(`- ${NAME} — ${SIZE_17} × 2 à 40,00${NBSP}€`)
    expect(confirmation.html).toContain(`${SIZE_17}`)
    const alert = await mailTo('bonjour@eclat-de-pierre.fr', new RegExp(`Nouvelle commande n°\\s${number}`))
    expect(alert.text).toContain(`- ${NAME} — ${SIZE_16} × 1`)
    expect(alert.text).toContain(`- ${NAME} — ${SIZE_17} × 2`)
  })

  it('prints the size under the name on the invoice and on the packing slips, one or several', async () => {
    const invoice = await pdf(buyer, `/api/shop/orders/${orderId}/invoice.pdf`)
    // The size on its own line under the name (and the size's reference when it has one).
    expect(invoice).toMatch(new RegExp(`${NAME} — Réf\\.[\\s\\S]*?AUR-[A-Z0-9]{6}-16[^\\n]*\\n\\s*Tour de poignet : 16 cm`))
    expect(invoice).toMatch(new RegExp(`${NAME}\\s+2\\s.*\\n\\s*Tour de poignet : 17 cm`))
    for (const path of [`/api/shop/orders/${orderId}/packing-slip.pdf`, `/api/shop/orders/packing-slips.pdf?ids=${orderId}`]) {
      const slip = await pdf(stack.users.admin, path)
      expect(slip).toContain('Tour de poignet : 16 cm')
      expect(slip).toContain('Tour de poignet : 17 cm')
      expect(slip).toContain('3 pièces au total')
    }
  })

  it('lists the sizes in the shipping mail and in the withdrawal acknowledgement', async () => {
    const shipped = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/ship`, {
      carrier: 'colissimo',
      tracking_number: '6A 1234 5678 9',
    })
    expect(shipped.status).toBe(200)
    const mail = await mailTo(email, /est expédiée/)
    expect(mail.text).toContain(`2 × ${NAME} — ${SIZE_17}`)
    const declared = await stack.shop(null, 'POST', '/api/shop/withdrawals', { order: orderId.slice(0, 8), email, name: 'Camille Martin' })
    expect(declared.status).toBe(201)
    const items = (declared.body.order as { items: unknown[] }).items
    expect(items).toEqual([
      expect.objectContaining({ variant: s16, size: SIZE_16, quantity: 1 }),
      expect.objectContaining({ variant: s17, size: SIZE_17, quantity: 2 }),
    ])
    const ack = await mailTo(email, /Accusé de réception de votre rétractation/)
    expect(ack.text).toContain(`1 × ${NAME} — ${SIZE_16} (40,00${NBSP}€)`)
    expect(ack.text).toContain(`2 × ${NAME} — ${SIZE_17} (40,00${NBSP}€)`)
  })

  it('refunds one size, then the other, each back in its own stock, with the size on the credit note and its mail', async () => {
    // Paid: 16 cm 3 → 2, 17 cm 3 → 1.
    expect([await sizeState(s16), await sizeState(s17)]).toEqual([
      [2, 0],
      [1, 0],
    ])
    const refund = (lines: unknown[], key: string) =>
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key, restock: true, lines })
    const first = await refund([{ id: productId, variant: s17, quantity: 1 }], `size-17-${orderId}`)
    expect(first.status).toBe(201)
    const firstNote = (first.body as { creditNote: { id: string; number: string } }).creditNote
    expect([await sizeState(s16), await sizeState(s17)]).toEqual([
      [2, 0],
      [2, 0],
    ])
    const noteMail = await mailTo(email, new RegExp(`avoir ${firstNote.number}`))
    expect(noteMail.text).toContain(`${NAME} — ${SIZE_17}`)
    expect(noteMail.text).not.toContain(SIZE_16)
    const notePdf = await pdf(buyer, `/api/shop/credit-notes/${firstNote.id}/pdf`)
    expect(notePdf).toContain('Tour de poignet : 17 cm')
    expect(notePdf).not.toContain('Tour de poignet : 16 cm')

    // More of the 17 cm than is left is refused, named by the line.
    const tooMany = await refund([{ id: productId, variant: s17, quantity: 2 }], `size-17-again-${orderId}`)
    expect(tooMany.status).toBe(400)
    // The 16 cm, on its own credit note.
    const second = await refund([{ id: productId, variant: s16, quantity: 1 }], `size-16-${orderId}`)
    expect(second.status).toBe(201)
    expect([await sizeState(s16), await sizeState(s17)]).toEqual([
      [3, 0],
      [2, 0],
    ])
    // The last 17 cm: the line without its size is not the line (a product sold in sizes has none).
    const unsized = await refund([{ id: productId, quantity: 1 }], `unsized-${orderId}`)
    expect(unsized.status).toBe(400)
    const last = await refund([{ id: productId, variant: s17, quantity: 1 }], `size-17-last-${orderId}`)
    expect(last.status).toBe(201)
    expect([await sizeState(s16), await sizeState(s17)]).toEqual([
      [3, 0],
      [3, 0],
    ])
    expect((await stack.su.collection('orders').getOne(orderId)).status).toBe('refunded')
  })
})
