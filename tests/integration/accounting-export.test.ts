// The accounting export (issue 13, point 6; pb_hooks/lib/accounting-export.js, docs/adr/0052): the
// invoices and credit notes of a period as a CSV a French spreadsheet opens as is; admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
  attemptId,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'
import { uniq } from './support/factories'

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
      'Type;Numéro;Date;Commande;Client;Société;N° TVA client;Montant HT;TVA;Montant TTC;Taux TVA;Paiement;Référence du paiement;Référence du remboursement;SIREN/SIRET client;Remise HT;Remise TTC;Code de réduction;Cartes cadeaux émises;Payé par carte cadeau;Payé par carte bancaire;Cartes cadeaux;Solde de carte cadeau non utilisé',
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

// Gift cards (issue 28, point 5; docs/adr/0118): a multi-purpose voucher (art. 256 ter CGI) whose sale
// is out of VAT's scope and whose spending is a means of payment on an order taxed at its full price.
describe('gift cards', () => {
  const csv = loadHookLib<{ parseCsv: (text: string) => string[][] | null }>('csv.js')

  /** The rows naming the order, read as a French spreadsheet reads the file: cells by header. */
  async function rowsOf(orderId: string): Promise<Array<Record<string, string>>> {
    const day = today()
    const answer = await exportCsv(stack.users.admin, `from=${day}&to=${day}`)
    expect(answer.status).toBe(200)
    const [header, ...rows] = csv.parseCsv(answer.text)!
    return rows
      .filter((cells) => cells[3] === orderId.slice(0, 8))
      .map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])))
  }

  /** A cell as a spreadsheet reads a number with a decimal comma. */
  const number = (text: string | undefined) => Number(String(text).replace(',', '.'))

  const masked = (code: string) => `XXXX-…-${code.slice(-4)}`

  async function pay(user: StackUser, checkout: Record<string, unknown>) {
    const checkoutId = String(checkout.id)
    const intentId = Number(checkout.amount) > 0 ? await stack.payCheckout(user, checkoutId) : `giftcard_${checkoutId}`
    const confirmed = await stack.confirmCheckout(user, checkoutId, intentId)
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    return (confirmed.body.order as { id: string }).id
  }

  async function buyCard(amount: number) {
    const buyer = await stack.newBuyer()
    const started = await stack.shop(buyer, 'POST', '/api/shop/checkouts', {
      items: [{ gift_card: { amount } }],
      shipping: SHIPPING,
      billing: null,
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const orderId = await pay(buyer, started.body)
    const [card] = await stack.su.collection('gift_cards').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
    return { orderId, card: card! }
  }

  const refund = (orderId: string, lines?: Array<{ id: string; quantity: number }>) =>
    stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: attemptId(),
      reason: 'Test',
      ...(lines ? { lines } : {}),
    })

  let identity: Record<string, unknown>
  beforeAll(async () => {
    ;[identity] = await stack.su.collection('shop_identity').getFullList()
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
  })
  afterAll(async () => {
    await stack.su.collection('shop_identity').update(String(identity.id), {
      vat_exempt: identity.vat_exempt,
      vat_rate: identity.vat_rate,
      vat_number: identity.vat_number,
    })
  })

  it('a card sold is out of VAT’s scope: « Cartes cadeaux émises », TVA 0, rate « Hors champ », paid by bank card', async () => {
    const { orderId, card } = await buyCard(50)
    const [sale, ...others] = await rowsOf(orderId)
    expect(others).toEqual([])
    expect(sale).toMatchObject({
      Type: 'Facture',
      'Montant HT': '50,00',
      TVA: '0,00',
      'Montant TTC': '50,00',
      'Taux TVA': 'Hors champ',
      Paiement: 'Carte (Stripe)',
      'Remise TTC': '',
      'Cartes cadeaux émises': '50,00',
      'Payé par carte cadeau': '',
      'Payé par carte bancaire': '50,00',
      'Cartes cadeaux': masked(String(card.code)),
    })
    expect(sale!['Référence du paiement']).toMatch(/^pi_/)
  })

  it('a card spent partly on an order with a code, then refunded in two: the card credited back first', async () => {
    const { orderId: soldBy, card } = await buyCard(50)
    const piece = await stack.product({ price: 40, stock: 5 })
    const code = await stack.su
      .collection('discount_codes')
      .create({ code: uniq('CODE').toUpperCase(), kind: 'amount', value: 10, scope: 'order', audience: 'all', active: true })
    const buyer = await stack.newBuyer()
    const started = await stack.shop(buyer, 'POST', '/api/shop/checkouts', {
      items: [{ id: piece.id, quantity: 2 }],
      shipping: SHIPPING,
      billing: null,
      code: code.code,
      gift_card: card.code,
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const orderId = await pay(buyer, started.body)
    const spent = `${masked(String(card.code))} (commande ${soldBy.slice(0, 8)})`

    const [sale] = await rowsOf(orderId)
    // 2 × 40,00 € − 10,00 €: 70,00 € TTC, VAT on it at 20 % (the card is no discount); 50,00 € by card, 20,00 € by bank card.
    expect(sale).toMatchObject({
      Type: 'Facture',
      'Montant HT': '58,33',
      TVA: '11,67',
      'Montant TTC': '70,00',
      'Taux TVA': '20',
      Paiement: 'Carte cadeau 50,00 € + Carte (Stripe)',
      'Remise HT': '8,34',
      'Remise TTC': '10,00',
      'Code de réduction': code.code,
      'Cartes cadeaux émises': '',
      'Payé par carte cadeau': '50,00',
      'Payé par carte bancaire': '20,00',
      'Cartes cadeaux': spent,
    })
    expect(number(sale!['Payé par carte cadeau']) + number(sale!['Payé par carte bancaire'])).toBe(number(sale!['Montant TTC']))

    // One piece back (35,00 € net): all of it on the card, nothing to Stripe.
    expect((await refund(orderId, [{ id: piece.id, quantity: 1 }])).status).toBe(201)
    // The other: the card's last 15,00 €, then 20,00 € to the bank card.
    expect((await refund(orderId, [{ id: piece.id, quantity: 1 }])).status).toBe(201)
    expect((await stack.su.collection('gift_cards').getOne(card.id)).balance).toBe(50)
    const [, first, second] = await rowsOf(orderId)
    expect(first).toMatchObject({
      Type: 'Avoir',
      'Montant HT': '-29,17',
      TVA: '-5,83',
      'Montant TTC': '-35,00',
      'Taux TVA': '20',
      Paiement: 'Carte cadeau 35,00 €',
      'Référence du remboursement': 'Aucune : avoir recrédité sur la carte cadeau',
      'Cartes cadeaux émises': '',
      'Payé par carte cadeau': '-35,00',
      'Payé par carte bancaire': '0,00',
      'Cartes cadeaux': spent,
    })
    expect(first!['Référence du paiement']).toMatch(/^pi_/)
    expect(second).toMatchObject({
      Type: 'Avoir',
      'Montant TTC': '-35,00',
      Paiement: 'Carte cadeau 15,00 € + Carte (Stripe)',
      'Payé par carte cadeau': '-15,00',
      'Payé par carte bancaire': '-20,00',
      'Cartes cadeaux': spent,
    })
    expect(second!['Référence du remboursement']).toMatch(/^re_/)
  })

  it('an order paid wholly by card has no Stripe reference, and says so', async () => {
    const { card } = await buyCard(100)
    const piece = await stack.product({ price: 60, stock: 5 })
    const buyer = await stack.newBuyer()
    const started = await stack.shop(buyer, 'POST', '/api/shop/checkouts', {
      items: [{ id: piece.id, quantity: 1 }],
      shipping: SHIPPING,
      billing: null,
      gift_card: card.code,
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.amount).toBe(0)
    const orderId = await pay(buyer, started.body)
    const [sale] = await rowsOf(orderId)
    expect(sale).toMatchObject({
      'Montant HT': '50,00',
      TVA: '10,00',
      'Montant TTC': '60,00',
      Paiement: 'Carte cadeau 60,00 €',
      'Référence du paiement': 'Aucune : commande payée par carte cadeau',
      'Payé par carte cadeau': '60,00',
      'Payé par carte bancaire': '0,00',
    })
  })

  it('a card withdrawn unspent: its credit note takes the card back, out of VAT’s scope; the card itself gets no row', async () => {
    const { orderId, card } = await buyCard(25)
    expect((await refund(orderId)).status).toBe(201)
    expect((await stack.su.collection('gift_cards').getOne(card.id)).status).toBe('cancelled')
    const rows = await rowsOf(orderId)
    expect(rows.map((row) => row.Type)).toEqual(['Facture', 'Avoir'])
    expect(rows[1]).toMatchObject({
      'Montant HT': '-25,00',
      TVA: '0,00',
      'Montant TTC': '-25,00',
      'Taux TVA': 'Hors champ',
      Paiement: 'Carte (Stripe)',
      'Cartes cadeaux émises': '-25,00',
      'Payé par carte cadeau': '',
      'Payé par carte bancaire': '-25,00',
      'Cartes cadeaux': masked(String(card.code)),
      'Solde de carte cadeau non utilisé': '',
    })
    expect(rows[1]!['Référence du remboursement']).toMatch(/^re_/)
  })

  it('a balance never to be spent: a card cancelled by the shop, a card expired after part of it was spent', async () => {
    const cancelled = await buyCard(75)
    const answer = await stack.shop(stack.users.admin, 'POST', `/api/shop/admin/gift-cards/${cancelled.card.id}/cancel`, {})
    expect(answer.status).toBe(200)
    const [, cancelledRow, ...more] = await rowsOf(cancelled.orderId)
    expect(more).toEqual([])
    expect(cancelledRow).toMatchObject({
      Type: 'Carte cadeau annulée',
      Numéro: '',
      'Montant TTC': '',
      'Taux TVA': 'Hors champ',
      'Cartes cadeaux émises': '',
      'Cartes cadeaux': masked(String(cancelled.card.code)),
      'Solde de carte cadeau non utilisé': '75,00',
    })

    const expiring = await buyCard(50)
    await stack.su.collection('gift_cards').update(expiring.card.id, { balance: 12.5, expires: new Date(Date.now() - 1000).toISOString() })
    // Dated by its expiry (a second ago here, before its invoice): found by its type.
    const expiringRows = await rowsOf(expiring.orderId)
    expect(expiringRows.map((row) => row.Type).sort()).toEqual(['Carte cadeau expirée', 'Facture'])
    expect(expiringRows.find((row) => row.Type !== 'Facture')).toMatchObject({
      Type: 'Carte cadeau expirée',
      'Montant TTC': '',
      'Cartes cadeaux': masked(String(expiring.card.code)),
      'Solde de carte cadeau non utilisé': '12,50',
    })
    // A card still valid has no such row.
    expect(await rowsOf((await buyCard(25)).orderId)).toHaveLength(1)
  })
})
