// The accounting export (issue 13, point 6; pb_hooks/lib/accounting-export.js, docs/adr/0052): the
// invoices and credit notes of a period as a CSV a French spreadsheet opens as is; admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, type StackUser, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

async function exportCsv(
  user: StackUser | null,
  query: string,
): Promise<{ status: number; type: string | null; text: string; bytes: Uint8Array }> {
  const response = await fetch(`${stack.pbUrl}/api/shop/exports/accounting?${query}`, {
    headers: user ? { authorization: user.token } : {},
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    bytes,
  }
}

/** Today in Paris, as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())

async function paidAndRefunded(): Promise<string> {
  const product = await stack.product({ price: 1234.5, stock: 3 })
  const buyer = await stack.newBuyer()
  const started = await stack.startCheckout(buyer, [{ id: product.id, quantity: 1 }], {
    billing: {
      full_name: 'Léa; "Martin"',
      company: '=HYPERLINK("x")',
      line1: '3 rue des Lilas',
      postal_code: '69002',
      city: 'Lyon',
      country: 'FR',
      phone: '0612345678',
    },
  })
  expect(started.status).toBe(200)
  const checkoutId = String(started.body.id)
  const intentId = await stack.payCheckout(buyer, checkoutId)
  const confirmed = await stack.confirmCheckout(buyer, checkoutId, intentId)
  const orderId = String((confirmed.body.order as { id: string }).id)
  const refund = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
    key: `k-${orderId}`,
    lines: [{ id: product.id, quantity: 1 }],
  })
  expect(refund.status).toBe(201)
  return orderId
}

describe('GET /api/shop/exports/accounting', () => {
  it('lists the period’s sales and credit notes for a French spreadsheet: BOM, « ; », decimal commas, dd/mm/yyyy, CRLF', async () => {
    const orderId = await paidAndRefunded()
    const day = today()
    const answer = await exportCsv(stack.users.admin, `from=${day}&to=${day}`)
    expect(answer.status).toBe(200)
    expect(answer.type).toBe('text/csv; charset=utf-8')
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = answer.text.slice(1).split('\r\n')
    expect(lines[0]).toBe(
      'Type;Numéro;Date;Commande;Client;Société;N° TVA client;Montant HT;TVA;Montant TTC;Taux TVA;Paiement;Référence du paiement;Référence du remboursement;SIREN/SIRET client;Remise HT;Remise TTC;Code de réduction',
    )
    const ours = lines.filter((line) => line.includes(`;${orderId.slice(0, 8)};`))
    expect(ours).toHaveLength(2)
    const [sale, credit] = ours.map((line) => line.split(';'))
    const [y, m, d] = day.split('-')
    expect(sale?.[0]).toMatch(/^(Facture|Commande sans facture)$/)
    expect(sale?.slice(2, 4)).toEqual([`${d}/${m}/${y}`, orderId.slice(0, 8)])
    expect(sale?.[9]).toBe('1234,50')
    expect(credit?.[0]).toBe('Avoir')
    expect(credit?.[1]).toMatch(/^AV\d{4}-\d{5}$/)
    expect(credit?.[9]).toBe('-1234,50')
    expect(credit?.[13]).toMatch(/^re_/)
    // A formula typed by a customer stays text.
    expect(ours[0]).toContain(`;"'=HYPERLINK(""x"")";`)
    expect(answer.text.endsWith('\r\n')).toBe(true)
  })

  it('a period with nothing in it is the header alone', async () => {
    const answer = await exportCsv(stack.users.admin, 'from=2020-01-01&to=2020-01-31')
    expect(answer.status).toBe(200)
    expect(answer.text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1)
  })

  it.each([
    ['no dates', ''],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-01'],
    ['the end before the start', 'from=2026-11-24&to=2026-11-01'],
    ['a text', 'from=hier&to=aujourd%27hui'],
  ])('refuses %s in French (400)', async (_what, query) => {
    const answer = await exportCsv(stack.users.admin, query)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.text).message).toBe(
      'Indiquez une période valide : une date de début et une date de fin (AAAA-MM-JJ), la fin après le début.',
    )
  })

  it('refuses more than a year', async () => {
    const answer = await exportCsv(stack.users.admin, 'from=2025-01-01&to=2026-06-30')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.text).message).toBe('La période ne peut pas dépasser un an. Faites plusieurs exports.')
  })

  it.each(['customer', 'pro'] as const)('refuses a %s (403) and a visitor', async (role) => {
    expect((await exportCsv(stack.users[role], 'from=2026-01-01&to=2026-12-31')).status).toBe(403)
    expect((await exportCsv(null, 'from=2026-01-01&to=2026-12-31')).status).toBe(403)
  })
})

describe('a shop that charges VAT', () => {
  it('splits each document as its PDF does: HT and VAT at the shop’s rate, TTC unchanged', async () => {
    const [identity] = await stack.su.collection('shop_identity').getFullList()
    await stack.su.collection('shop_identity').update(identity!.id, { vat_exempt: false, vat_rate: 20, vat_number: 'FR12000000000' })
    try {
      const orderId = await paidAndRefunded()
      const day = today()
      const answer = await exportCsv(stack.users.admin, `from=${day}&to=${day}`)
      const [sale, credit] = answer.text
        .split('\r\n')
        .filter((line) => line.includes(`;${orderId.slice(0, 8)};`))
        .map((line) => line.split(';'))
      // 1 234,50 TTC at 20 %: 1 028,75 HT + 205,75 VAT.
      expect(sale?.slice(7, 11)).toEqual(['1028,75', '205,75', '1234,50', '20'])
      expect(credit?.slice(7, 11)).toEqual(['-1028,75', '-205,75', '-1234,50', '20'])
    } finally {
      await stack.su
        .collection('shop_identity')
        .update(identity!.id, { vat_exempt: identity!.vat_exempt, vat_rate: identity!.vat_rate, vat_number: identity!.vat_number })
    }
  })
})
