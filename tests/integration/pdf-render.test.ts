// Every PDF the shop makes opens and draws (issue 13, point 7): an invoice (VAT-exempt consumer, and a
// professional buyer of a shop charging VAT), a packing slip and a credit note are rendered to images
// by poppler's pdftoppm, as a PDF reader would, and must show ink where their header, table and
// totals are. The PNGs stay in test-results/pdf/ for a person to look at.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

const OUT = join(process.cwd(), 'test-results', 'pdf')

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
  mkdirSync(OUT, { recursive: true })
})

afterAll(async () => {
  await stack?.stop()
})

interface Page {
  width: number
  height: number
  /** Share of inked pixels (darker than light grey) in a band of the page, top to bottom in fractions. */
  ink: (top: number, bottom: number) => number
}

/** Renders every page of `pdf` with pdftoppm: PNGs for people, greyscale PGMs read here. */
function render(pdf: Uint8Array, name: string): Page[] {
  const file = join(OUT, `${name}.pdf`)
  writeFileSync(file, pdf)
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(OUT, name)])
  execFileSync('pdftoppm', ['-gray', '-r', '40', file, join(OUT, `${name}-gray`)])
  const pages: Page[] = []
  for (let n = 1; ; n++) {
    let bytes: Buffer
    try {
      bytes = readFileSync(join(OUT, `${name}-gray-${n}.pgm`))
    } catch {
      break
    }
    // Binary PGM: "P5\n<width> <height>\n255\n" then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 40).toString('latin1'))!
    const [width, height] = [Number(header[1]), Number(header[2])]
    const pixels = bytes.subarray(header[0].length)
    pages.push({
      width,
      height,
      ink: (top, bottom) => {
        let dark = 0
        const from = Math.floor(top * height) * width
        const to = Math.floor(bottom * height) * width
        for (let i = from; i < to; i++) if (pixels[i]! < 200) dark++
        return dark / (to - from)
      },
    })
    rmSync(join(OUT, `${name}-gray-${n}.pgm`))
  }
  return pages
}

async function pdf(path: string, token: string): Promise<Uint8Array> {
  const response = await fetch(`${stack.pbUrl}${path}`, { headers: { authorization: token } })
  expect(response.status, path).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

const PRO_BILLING = {
  full_name: 'Léa Martin',
  company: 'Boutique Améthyste SARL',
  line1: '8 quai Saint-Antoine',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '0612345678',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
}

async function paidOrder(buyerRole: 'customer' | 'pro', lines: number): Promise<{ orderId: string; productIds: string[]; token: string }> {
  const products = await Promise.all(Array.from({ length: lines }, (_, i) => stack.product({ price: 20 + i * 7.5, stock: 5 })))
  const buyer = buyerRole === 'pro' ? await stack.newBuyer('professionnel') : await stack.newBuyer()
  const started = await stack.startCheckout(
    buyer,
    products.map((product) => ({ id: product.id, quantity: 2 })),
    buyerRole === 'pro' ? { billing: PRO_BILLING } : {},
  )
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  return { orderId: String((confirmed.body.order as { id: string }).id), productIds: products.map((p) => p.id), token: buyer.token }
}

describe('the shop’s PDFs, rendered', () => {
  it('an invoice of a VAT-exempt shop to a consumer: one page, header, lines and totals drawn', async () => {
    const { orderId, token } = await paidOrder('customer', 3)
    const [page, ...more] = render(await pdf(`/api/shop/orders/${orderId}/invoice.pdf`, token), 'facture-particulier')
    expect(more).toHaveLength(0)
    expect(page!.width / page!.height).toBeCloseTo(595.28 / 841.89, 2)
    expect(page!.ink(0.03, 0.2)).toBeGreaterThan(0.01) // seller and « Facture »
    expect(page!.ink(0.3, 0.55)).toBeGreaterThan(0.005) // the lines and totals
    expect(page!.ink(0.9, 0.97)).toBeGreaterThan(0.001) // the legal footer
  })

  it('an invoice of a shop charging VAT to a professional buyer, a packing slip and a credit note', async () => {
    const [identity] = await stack.su.collection('shop_identity').getFullList()
    await stack.su.collection('shop_identity').update(identity!.id, { vat_exempt: false, vat_rate: 20, vat_number: 'FR12000000000' })
    try {
      const { orderId, productIds, token } = await paidOrder('pro', 2)
      const invoice = render(await pdf(`/api/shop/orders/${orderId}/invoice.pdf`, token), 'facture-professionnel-tva')
      expect(invoice[0]!.ink(0.03, 0.2)).toBeGreaterThan(0.01)
      const slip = render(await pdf(`/api/shop/orders/${orderId}/packing-slip.pdf`, stack.users.admin.token), 'bon-de-livraison')
      expect(slip[0]!.ink(0.25, 0.5)).toBeGreaterThan(0.005)
      const refund = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
        key: `pdf-${orderId}`,
        lines: [{ id: productIds[0], quantity: 1 }],
        reason: 'Retour',
      })
      expect(refund.status).toBe(201)
      const noteId = (refund.body.creditNote as { id: string }).id
      const note = render(await pdf(`/api/shop/credit-notes/${noteId}/pdf`, token), 'avoir')
      expect(note).toHaveLength(1)
      expect(note[0]!.ink(0.03, 0.2)).toBeGreaterThan(0.01)
      expect(note[0]!.ink(0.3, 0.55)).toBeGreaterThan(0.005)
    } finally {
      await stack.su
        .collection('shop_identity')
        .update(identity!.id, { vat_exempt: identity!.vat_exempt, vat_rate: identity!.vat_rate, vat_number: identity!.vat_number })
    }
  })

  it('a long invoice continues on more pages, each one drawn', async () => {
    const { orderId, token } = await paidOrder('customer', 20)
    const pages = render(await pdf(`/api/shop/orders/${orderId}/invoice.pdf`, token), 'facture-longue')
    expect(pages.length).toBeGreaterThanOrEqual(1)
    for (const page of pages) expect(page.ink(0.05, 0.95)).toBeGreaterThan(0.003)
  })
})
