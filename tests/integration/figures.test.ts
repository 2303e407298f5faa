// The owner's sales figures (issue 29; pb_hooks/lib/figures.js, docs/adr/0122): GET
// /api/shop/admin/figures against invoices and credit notes recorded as the checkout and the refunds
// record them (lines with their discount shares, gift card lines, the identity frozen on each
// document), on a PocketBase of its own so that no other test's orders fall in its periods. Every
// expected number below is computed by hand in the comments beside it, in cents: a line's HT is its
// TTC after discount divided by 1.2, rounded to the cent (the invoice's rule, docs/adr/0116).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, startPocketBase } from '../../scripts/lib/pocketbase-server.mjs'
import type { TypedPocketBase } from '../../src/lib/pocketbase-types'
import { uniq } from './support/factories'

let server: Awaited<ReturnType<typeof startPocketBase>>
let su: TypedPocketBase
let dataDir: string

/** A logged-in user of this PocketBase: its id and token. */
interface User {
  id: string
  email: string
  token: string
  pb: TypedPocketBase
}

const users = {} as Record<'admin' | 'pro' | 'customer' | 'u1' | 'u2' | 'u4' | 'u5' | 'u6', User>
const products = {} as Record<'PA' | 'PB' | 'PC' | 'PD', { id: string; name: string }>
const refs = {} as Record<'bracelets' | 'colliers' | 'bagues' | 'amethyste' | 'quartz' | 'labradorite', string>

/** A document's identity frozen at issue (docs/adr/0086): VAT at 20 %, or exempt (art. 293 B). */
const VAT20 = { trade_name: 'Éclat de Pierre', vat_exempt: false, vat_rate: 20 }
const EXEMPT = { trade_name: 'Éclat de Pierre', vat_exempt: true, vat_rate: 0 }

async function newUser(role: '' | 'professionnel' | 'admin'): Promise<User> {
  const email = `${uniq('u')}@integration.test`
  const record = await su.collection('users').create({
    email,
    name: `Personne ${email.slice(0, 6)}`,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    verified: true,
    role,
  })
  const pb = new PocketBase(server.url) as TypedPocketBase
  pb.autoCancellation(false)
  await pb.collection('users').authWithPassword(email, DEMO_PASSWORD)
  return { id: record.id, email, token: pb.authStore.token, pb }
}

interface Amounts {
  ttc: number
  ht: number
}
interface Totals extends Amounts {
  orders: number
  averageBasket: number
  refunds: Amounts & { count: number }
  withdrawals: Amounts & { count: number }
  netTtc: number
  netHt: number
}
interface Bucket extends Amounts {
  start: string
  orders: number
}
/** GET /api/shop/admin/figures's answer (lib/figures.js `serve`), or a refusal's `message`. */
interface Answer {
  message?: string
  period: { from: string; to: string; step: string; days: number }
  previous: { from: string; to: string }
  totals: { current: Totals; previous: Totals }
  series: Bucket[]
  bestSellers: { byRevenue: unknown[]; byUnits: unknown[] }
  categories: unknown[]
  stones: unknown[]
  channels: unknown
  customers: { new: number; returning: number }
  discounts: unknown
  giftCards: unknown
  stock: unknown
}

async function get(path: string, user: User | null) {
  const response = await fetch(`${server.url}${path}`, { headers: user ? { authorization: user.token } : {} })
  const text = await response.text()
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Answer }
}

const figures = (query: string, user: User | null = users.admin) => get(`/api/shop/admin/figures?${query}`, user)

let invoiceCount = 0
/** An invoiced order, recorded as the paying transaction leaves it. */
async function invoice(data: {
  at: string
  items: Record<string, unknown>[]
  total: number
  user?: User
  email?: string
  identity?: Record<string, unknown>
  b2b?: boolean
  discount?: number
  gift_card_paid?: number
  payment_mode?: 'stripe' | 'demo'
}) {
  invoiceCount += 1
  return su.collection('orders').create({
    user: data.user?.id ?? '',
    email: data.email ?? data.user?.email ?? '',
    customer_name: 'Client',
    items: data.items as never,
    total: data.total,
    status: 'paid',
    stripePaymentIntentId: uniq('pi_'),
    payment_mode: data.payment_mode ?? 'stripe',
    b2b: data.b2b ?? false,
    discount: data.discount ?? 0,
    discount_code: data.discount ? 'PRINTEMPS10' : '',
    gift_card_paid: data.gift_card_paid ?? 0,
    invoice_number: `F2025-${String(invoiceCount).padStart(5, '0')}`,
    invoiced_at: data.at,
    document_identity: data.identity ?? VAT20,
  } as never)
}

let noteCount = 0
/** A credit note as the refunds leave it (`issued`, numbered) or a claim still `pending`. */
async function creditNote(order: string, at: string, lines: Record<string, unknown>[], status: 'issued' | 'pending' = 'issued') {
  noteCount += 1
  const amount = lines.reduce((sum, line) => sum + Number(line.amount), 0)
  return su.collection('credit_notes').create({
    order,
    number: status === 'issued' ? `AV2025-${String(noteCount).padStart(5, '0')}` : '',
    status,
    lines,
    amount,
    request_key: uniq('k'),
    payment_mode: 'stripe',
    refund_id: uniq('re_'),
    issued_at: status === 'issued' ? at : '',
    document_identity: VAT20,
  } as never)
}

const line = (product: keyof typeof products, quantity: number, price: number, extra: Record<string, unknown> = {}) => ({
  id: products[product].id,
  name: products[product].name,
  quantity,
  price,
  ...extra,
})

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bijoux-figures-'))
  server = await startPocketBase({ dataDir, quiet: !process.env.PB_LOGS, env: { MAIL_QUEUE_CRON: 'off' } })
  su = new PocketBase(server.url) as TypedPocketBase
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const [admin, pro, customer, u1, u2, u4, u5, u6] = await Promise.all([
    newUser('admin'),
    newUser('professionnel'),
    newUser(''),
    newUser(''),
    newUser('professionnel'),
    newUser(''),
    newUser(''),
    newUser(''),
  ])
  Object.assign(users, { admin, pro, customer, u1, u2, u4, u5, u6 })

  const category = async (name: string) => (await su.collection('categories').create({ name, slug: uniq('c') })).id
  const stone = async (name: string) => (await su.collection('stones').create({ name, slug: uniq('s'), virtues: 'Apaisante.' } as never)).id
  Object.assign(refs, {
    bracelets: await category('Bracelets'),
    colliers: await category('Colliers'),
    bagues: await category('Bagues'),
    amethyste: await stone('Améthyste'),
    quartz: await stone('Quartz rose'),
    labradorite: await stone('Labradorite'),
  })

  // The products, written by the admin through the records API: the cost price is theirs to write.
  const create = async (data: Record<string, unknown>) => {
    const record = await users.admin.pb.collection('products').create({
      slug: uniq('p'),
      description: 'Pierres naturelles.',
      is_unique: false,
      exclusive: false,
      published: true,
      ...data,
    })
    return { id: record.id, name: record.name }
  }
  Object.assign(products, {
    PA: await create({
      name: 'Bracelet Améthyste',
      price: 39.9,
      stock: 5,
      cost_price: 12,
      category: [refs.bracelets],
      stones: [refs.amethyste, refs.quartz],
    }),
    PB: await create({ name: 'Collier Lune', price: 25, stock: 3, category: [refs.colliers], stones: [refs.amethyste] }),
    PC: await create({ name: 'Bague Aube', price: 60, stock: 0, cost_price: 20, category: [refs.bagues] }),
    // In sizes: its own stock (7) is not counted, its sizes' are.
    PD: await create({
      name: 'Bracelet Labradorite',
      price: 30,
      stock: 7,
      cost_price: 9.5,
      category: [refs.bracelets],
      stones: [refs.labradorite],
    }),
  })
  const sizes = await fetch(`${server.url}/api/shop/products/${products.PD.id}/sizes`, {
    method: 'POST',
    headers: { authorization: users.admin.token, 'content-type': 'application/json' },
    body: JSON.stringify({
      options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
      sizes: [
        // No price, no cost price of its own: the product's (30 €, 9,50 €).
        { option1: '16 cm', option2: '', sku: '', stock: 2, price: 0, price_pro: 0, cost_price: '' },
        { option1: '17 cm', option2: '', sku: '', stock: 1, price: 35, price_pro: 0, cost_price: 11 },
      ],
      remove: [],
    }),
  })
  expect(sizes.status).toBe(200)

  // ---- March 2025 (summer time begins on Sunday 30 March at 01:00 UTC) and the days around it. ----
  // Before Paris midnight on 1 March (23:00 UTC in winter): the previous period. 25 € at 20 %: HT 2083.
  await invoice({ at: '2025-02-28 22:59:59.000Z', user: users.u1, items: [line('PB', 1, 25)], total: 25 })
  // Paris midnight exactly: 1 March, 00:00. Exempt (art. 293 B): HT = TTC = 2500. A demonstration invoice counts.
  await invoice({
    at: '2025-02-28 23:00:00.000Z',
    user: users.u5,
    items: [line('PB', 1, 25)],
    total: 25,
    identity: EXEMPT,
    payment_mode: 'demo',
  })
  // 5 March, to be withdrawn: 3990, HT 3990 / 1.2 = 3325.
  const withdrawn = await invoice({ at: '2025-03-05 08:00:00.000Z', user: users.u4, items: [line('PA', 1, 39.9)], total: 39.9 })
  // 10 March, a discount code (10 %), its shares on the lines: 79,80 − 7,98 = 71,82 (HT 5985) and
  // 25,00 − 2,50 = 22,50 (HT 1875). TTC 9432, HT 7860, discount 1048.
  const discounted = await invoice({
    at: '2025-03-10 10:00:00.000Z',
    user: users.u1,
    items: [line('PA', 2, 39.9, { discount: 7.98 }), line('PB', 1, 25, { discount: 2.5 })],
    total: 94.32,
    discount: 10.48,
  })
  // 12 March, a pro's order: 4 × 24,50 in size 17 cm = 9800 (HT 8166,67 → 8167) and 2 × 15 = 3000 (HT
  // 2500). TTC 12800, HT 10667.
  await invoice({
    at: '2025-03-12 09:00:00.000Z',
    user: users.u2,
    b2b: true,
    items: [line('PD', 4, 24.5, { variant: 'x', size: 'Tour de poignet : 17 cm' }), line('PB', 2, 15)],
    total: 128,
  })
  // 15 March, a gift card sold (a voucher, no revenue: docs/adr/0117), then taken back on the 16th.
  const card = await invoice({
    at: '2025-03-15 12:00:00.000Z',
    email: 'carte@example.test',
    items: [{ id: 'gift-card-0', name: 'Carte cadeau 50 €', quantity: 1, price: 50, gift_card: { recipient_email: 'amie@example.test' } }],
    total: 50,
  })
  await creditNote(card.id, '2025-03-16 09:00:00.000Z', [
    { id: 'gift-card-0', name: 'Carte cadeau 50 €', quantity: 1, price: 50, amount: 50 },
  ])
  // 20 March, a guest paying 20 € of 60 € with a gift card: TTC 6000, HT 5000; the card's 2000 spent.
  await invoice({
    at: '2025-03-20 15:00:00.000Z',
    email: 'Invitee@Example.test',
    items: [line('PC', 1, 60)],
    total: 60,
    gift_card_paid: 20,
  })
  // The withdrawal of the 5 March order (declared, refunded): its credit note on 18 March, 3990 / 3325.
  await su.collection('withdrawals').create({
    order: withdrawn.id,
    user: users.u4.id,
    name: 'Léa Martin',
    email: users.u4.email,
    declared_at: '2025-03-08 10:00:00.000Z',
    status: 'refunded',
  } as never)
  await creditNote(withdrawn.id, '2025-03-18 10:00:00.000Z', [{ ...line('PA', 1, 39.9), amount: 39.9 }])
  // A partial refund of the 10 March order: the necklace at its net price, 22,50 (HT 1875).
  await creditNote(discounted.id, '2025-03-25 10:00:00.000Z', [{ ...line('PB', 1, 25, { discount: 2.5 }), amount: 22.5 }])
  // A refund still being claimed: not a document yet.
  await creditNote(discounted.id, '2025-03-26 10:00:00.000Z', [{ ...line('PA', 1, 39.9, { discount: 3.99 }), amount: 35.91 }], 'pending')
  // Saturday 29 March 23:30 UTC, still winter: Paris 30 March 00:30. 6000 / 5000.
  await invoice({ at: '2025-03-29 23:30:00.000Z', user: users.u1, items: [line('PC', 1, 60)], total: 60 })
  // Sunday 30 March 22:30 UTC, summer time: Paris 31 March 00:30. With 4,90 of delivery (a line of
  // its own on the invoice): 3990 (HT 3325) + 490 (HT 408,33 → 408) = 4480, HT 3733.
  await invoice({ at: '2025-03-30 22:30:00.000Z', user: users.u1, items: [line('PA', 1, 39.9)], total: 44.8 })
  // Monday 31 March 23:30 UTC: Paris 1 April 01:30, after the change: April.
  await invoice({ at: '2025-03-31 23:30:00.000Z', user: users.u6, items: [line('PA', 1, 39.9)], total: 39.9 })
  // An order never paid: no invoice, never counted.
  await su.collection('orders').create({
    user: users.u6.id,
    items: [line('PA', 1, 39.9)] as never,
    total: 39.9,
    status: 'pending',
    stripePaymentIntentId: uniq('pi_'),
  })

  // ---- October 2025 (summer time ends on Sunday 26 October at 01:00 UTC). ----
  const october = (at: string, product: keyof typeof products, price: number) =>
    invoice({ at, user: users.u6, items: [line(product, 1, price)], total: price })
  await october('2025-10-23 22:00:00.000Z', 'PB', 25) // Paris 24 Oct 00:00 (UTC+2)
  await october('2025-10-24 21:59:00.000Z', 'PB', 25) // Paris 24 Oct 23:59
  await october('2025-10-25 22:59:00.000Z', 'PA', 39.9) // Paris 26 Oct 00:59 (still UTC+2)
  await october('2025-10-26 22:59:00.000Z', 'PC', 60) // Paris 26 Oct 23:59 (UTC+1 since 01:00 UTC)
  await october('2025-10-26 23:00:00.000Z', 'PB', 25) // Paris 27 Oct 00:00
  await october('2025-10-28 23:00:00.000Z', 'PB', 25) // Paris 29 Oct 00:00: after the range
})

afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('GET /api/shop/admin/figures: who may read it, what it refuses', () => {
  it('answers admins only: a guest 401, a customer and a pro 403, in French', async () => {
    expect((await figures('period=month', null)).status).toBe(401)
    for (const user of [users.customer, users.pro]) {
      const answer = await figures('period=month', user)
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('Seul un administrateur de la boutique peut consulter ces chiffres.')
    }
    expect((await figures('period=month')).status).toBe(200)
  })

  it('refuses a bad period with a French sentence, and ignores unknown parameters', async () => {
    const refused = async (query: string, message: string) => {
      const answer = await figures(query)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    await refused('period=week', 'Période invalide.')
    await refused('period=range&from=2025-03-01', 'Période invalide : indiquez une date de début et une date de fin (AAAA-MM-JJ).')
    await refused(
      'period=range&from=2025-02-30&to=2025-03-31',
      'Période invalide : indiquez une date de début et une date de fin (AAAA-MM-JJ).',
    )
    await refused('period=range&from=2025-04-01&to=2025-03-31', 'La date de début doit précéder la date de fin.')
    await refused('period=range&from=2022-01-01&to=2025-01-01', 'La période ne peut dépasser 3 ans.')
    await refused('period=range&from=2025-03-01&to=2025-03-31&step=hour', 'Découpage invalide : jour, semaine ou mois.')
    // Three years to the day before: allowed. Unknown parameters: ignored.
    expect((await figures('period=range&from=2022-01-01&to=2024-12-31&colour=blue')).status).toBe(200)
  })
})

describe('the figures of March 2025', () => {
  it('counts the invoices and credit notes of the Paris days, split as their documents are, against the 31 days before', async () => {
    const { status, body } = await figures('period=range&from=2025-03-01&to=2025-03-31')
    expect(status).toBe(200)
    expect(body.period).toEqual({ from: '2025-03-01', to: '2025-03-31', step: 'day', days: 31 })
    // 31 days ending on 28 February.
    expect(body.previous).toEqual({ from: '2025-01-29', to: '2025-02-28' })
    // Invoices of 1, 5, 10, 12, 20, 30 and 31 March (not the card, not the 1 April one):
    // TTC 2500 + 3990 + 9432 + 12800 + 6000 + 6000 + 4480 = 45202;
    // HT 2500 + 3325 + 7860 + 10667 + 5000 + 5000 + 3733 = 38085; basket 45202 / 7 = 6457,4 → 6457.
    // Refunds: the necklace, 2250 / 1875 (the card's note and the pending claim are not counted).
    // Withdrawals: 3990 / 3325. Net: 45202 − 2250 − 3990 = 38962; 38085 − 1875 − 3325 = 32885.
    expect(body.totals.current).toEqual({
      orders: 7,
      ttc: 45202,
      ht: 38085,
      averageBasket: 6457,
      refunds: { count: 1, ttc: 2250, ht: 1875 },
      withdrawals: { count: 1, ttc: 3990, ht: 3325 },
      netTtc: 38962,
      netHt: 32885,
    })
    // The previous period: the necklace of 28 February 23:59 in Paris alone.
    expect(body.totals.previous).toEqual({
      orders: 1,
      ttc: 2500,
      ht: 2083,
      averageBasket: 2500,
      refunds: { count: 0, ttc: 0, ht: 0 },
      withdrawals: { count: 0, ttc: 0, ht: 0 },
      netTtc: 2500,
      netHt: 2083,
    })
    // The pro's order apart; the rest is retail: 45202 − 12800 = 32402, 38085 − 10667 = 27418.
    expect(body.channels).toEqual({ retail: { orders: 6, ttc: 32402, ht: 27418 }, pro: { orders: 1, ttc: 12800, ht: 10667 } })
    // u1 bought in February already; u2, u4, u5 and the guest (her e-mail in any case) are new.
    expect(body.customers).toEqual({ new: 4, returning: 1 })
    expect(body.discounts).toEqual({ orders: 1, ttc: 1048 })
    expect(body.giftCards).toEqual({ sold: 5000, spent: 2000 })
  })

  it('draws every Paris day, zeros included, on the day of each invoice: Paris midnight and summer time', async () => {
    const { body } = await figures('period=range&from=2025-03-01&to=2025-03-31')
    expect(body.series).toHaveLength(31)
    expect(body.series[0]).toEqual({ start: '2025-03-01', ttc: 2500, ht: 2500, orders: 1 })
    expect(body.series[1]).toEqual({ start: '2025-03-02', ttc: 0, ht: 0, orders: 0 })
    const days = Object.fromEntries(
      body.series.filter((bucket) => bucket.orders > 0).map((bucket) => [bucket.start, [bucket.orders, bucket.ttc, bucket.ht]]),
    )
    expect(days).toEqual({
      '2025-03-01': [1, 2500, 2500],
      '2025-03-05': [1, 3990, 3325],
      '2025-03-10': [1, 9432, 7860],
      '2025-03-12': [1, 12800, 10667],
      '2025-03-20': [1, 6000, 5000],
      '2025-03-30': [1, 6000, 5000],
      '2025-03-31': [1, 4480, 3733],
    })
  })

  it('by week (from Monday, the first clipped to the 1st) and by month', async () => {
    const weeks = (await figures('period=range&from=2025-03-01&to=2025-03-31&step=week')).body
    expect(weeks.period.step).toBe('week')
    expect(weeks.series).toEqual([
      { start: '2025-03-01', ttc: 2500, ht: 2500, orders: 1 },
      { start: '2025-03-03', ttc: 3990, ht: 3325, orders: 1 },
      // 10 and 12 March: 9432 + 12800, 7860 + 10667.
      { start: '2025-03-10', ttc: 22232, ht: 18527, orders: 2 },
      { start: '2025-03-17', ttc: 6000, ht: 5000, orders: 1 },
      { start: '2025-03-24', ttc: 6000, ht: 5000, orders: 1 },
      { start: '2025-03-31', ttc: 4480, ht: 3733, orders: 1 },
    ])
    // 1 February → 30 April (89 days: weeks by default; months asked). The 31 March 23:30 UTC order is April's.
    const months = (await figures('period=range&from=2025-02-01&to=2025-04-30&step=month')).body
    expect(months.series).toEqual([
      { start: '2025-02-01', ttc: 2500, ht: 2083, orders: 1 },
      { start: '2025-03-01', ttc: 45202, ht: 38085, orders: 7 },
      { start: '2025-04-01', ttc: 3990, ht: 3325, orders: 1 },
    ])
    expect((await figures('period=range&from=2025-02-01&to=2025-04-30')).body.period.step).toBe('week')
  })

  it('ranks the best sellers by revenue and by units (a size its own row), and sums by category and by stone', async () => {
    const { body } = await figures('period=range&from=2025-03-01&to=2025-03-31')
    // Bracelet Améthyste: 7182 + 3990 + 3990 = 15162 (HT 5985 + 3325 + 3325 = 12635), 4 units.
    // Bague Aube: 2 × 6000 (HT 5000). Bracelet Labradorite 17 cm: 9800 (8167), 4 units.
    // Collier Lune: 2250 + 3000 + 2500 = 7750 (HT 1875 + 2500 + 2500 = 6875), 4 units.
    const PA = { product: products.PA.id, name: 'Bracelet Améthyste', size: '', units: 4, ttc: 15162, ht: 12635 }
    const PC = { product: products.PC.id, name: 'Bague Aube', size: '', units: 2, ttc: 12000, ht: 10000 }
    const PD = { product: products.PD.id, name: 'Bracelet Labradorite', size: 'Tour de poignet : 17 cm', units: 4, ttc: 9800, ht: 8167 }
    const PB = { product: products.PB.id, name: 'Collier Lune', size: '', units: 4, ttc: 7750, ht: 6875 }
    expect(body.bestSellers.byRevenue).toEqual([PA, PC, PD, PB])
    // 4 units each: the larger revenue first.
    expect(body.bestSellers.byUnits).toEqual([PA, PD, PB, PC])
    // Bracelets: 15162 + 9800 = 24962 (HT 12635 + 8167 = 20802), 8 units. The delivery is in no category.
    expect(body.categories).toEqual([
      { id: refs.bracelets, name: 'Bracelets', units: 8, ttc: 24962, ht: 20802 },
      { id: refs.bagues, name: 'Bagues', units: 2, ttc: 12000, ht: 10000 },
      { id: refs.colliers, name: 'Colliers', units: 4, ttc: 7750, ht: 6875 },
    ])
    // A line counts for each of its product's stones: Améthyste = Bracelet Améthyste + Collier Lune.
    expect(body.stones).toEqual([
      { id: refs.amethyste, name: 'Améthyste', units: 8, ttc: 22912, ht: 19510 },
      { id: refs.quartz, name: 'Quartz rose', units: 4, ttc: 15162, ht: 12635 },
      { id: refs.labradorite, name: 'Labradorite', units: 4, ttc: 9800, ht: 8167 },
    ])
  })

  it('adds up to the accounting export of the same days: its TTC and HT, gift cards (out of VAT’s scope) apart', async () => {
    const response = await fetch(`${server.url}/api/shop/exports/accounting?from=2025-03-01&to=2025-03-31`, {
      headers: { authorization: users.admin.token },
    })
    expect(response.status).toBe(200)
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((row) => row.split(';'))
    const column = (name: string) => header!.indexOf(name)
    const cents = (cell: string | undefined) => Math.round(Number(String(cell).replace(',', '.')) * 100)
    const sum = (name: string, voucher: boolean) =>
      rows
        .filter((row) => (row[column('Taux TVA')] === 'Hors champ') === voucher)
        .reduce((total, row) => total + cents(row[column(name)]), 0)
    // 8 invoices (the card's included) and 3 credit notes (the card's included).
    expect(rows).toHaveLength(11)
    const { body } = await figures('period=range&from=2025-03-01&to=2025-03-31')
    expect(sum('Montant TTC', false)).toBe(body.totals.current.netTtc)
    expect(sum('Montant HT', false)).toBe(body.totals.current.netHt)
    expect(sum('Montant TTC', false)).toBe(38962)
    // The card sold and given back: 50 − 50.
    expect(sum('Montant TTC', true)).toBe(0)
  })
})

describe('the end of summer time, October 2025', () => {
  it('puts each invoice on its Paris day either side of the change', async () => {
    const { body } = await figures('period=range&from=2025-10-24&to=2025-10-28')
    expect(body.series).toEqual([
      // 25 + 25 (HT 2083 + 2083).
      { start: '2025-10-24', ttc: 5000, ht: 4166, orders: 2 },
      { start: '2025-10-25', ttc: 0, ht: 0, orders: 0 },
      // 39,90 + 60 (HT 3325 + 5000).
      { start: '2025-10-26', ttc: 9990, ht: 8325, orders: 2 },
      { start: '2025-10-27', ttc: 2500, ht: 2083, orders: 1 },
      { start: '2025-10-28', ttc: 0, ht: 0, orders: 0 },
    ])
    expect(body.totals.current.orders).toBe(5)
    // u6's first invoice ever is of 1 April: a returning customer in October.
    expect(body.customers).toEqual({ new: 0, returning: 1 })
  })
})

describe('the named periods', () => {
  it('today and this month end today in Paris; the month is compared with as many days before it', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    // Paid, then invoiced by a later save (as the invoice route does): its amounts are written then.
    const order = await su.collection('orders').create({
      user: users.u5.id,
      email: users.u5.email,
      items: [line('PB', 1, 25)] as never,
      total: 25,
      status: 'paid',
      stripePaymentIntentId: uniq('pi_'),
    })
    expect((await figures('period=today')).body.totals.current.orders).toBe(0)
    await su.collection('orders').update(order.id, {
      invoice_number: 'F2026-00001',
      invoiced_at: new Date().toISOString().replace('T', ' '),
      document_identity: VAT20,
    } as never)
    // The amounts stored on the document are the server's: its owner does not see them.
    expect(await users.u5.pb.collection('orders').getOne(order.id)).not.toHaveProperty('doc_ttc')
    const day = await figures('period=today')
    expect(day.body.period).toEqual({ from: today, to: today, step: 'day', days: 1 })
    expect(day.body.totals.current).toMatchObject({ orders: 1, ttc: 2500, ht: 2083 })
    const month = await figures('period=month')
    const first = `${today.slice(0, 8)}01`
    const days = Number(today.slice(8)) // the 1st → today
    expect(month.body.period).toEqual({ from: first, to: today, step: 'day', days })
    const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86400000).toISOString().slice(0, 10)
    expect(month.body.previous.to).toBe(dayBefore)
    expect(month.body.series).toHaveLength(days)
    expect(month.body.totals.current.orders).toBe(1)
    await su.collection('orders').delete(order.id)
  })
})

describe('the stock’s value (now, whatever the period) and the cost price', () => {
  it('values the pieces in stock at price and at cost, a size at its own or its product’s, and counts those without a cost', async () => {
    const { body } = await figures('period=today')
    // Bracelet Améthyste 5 × 39,90 (cost 12), Collier Lune 3 × 25 (no cost), Bague Aube none in stock,
    // Bracelet Labradorite in sizes (its own 7 not counted): 16 cm 2 × 30 (cost 9,50, its product's),
    // 17 cm 1 × 35 (cost 11). Units 5 + 3 + 2 + 1 = 11; at price 19950 + 7500 + 6000 + 3500 = 36950;
    // at cost 6000 + 1900 + 1100 = 9000; without cost: the necklace.
    expect(body.stock).toEqual({ atCost: 9000, atPrice: 36950, units: 11, withoutCost: 1 })
  })

  it('is shown to admins only, and nobody else may filter on it', async () => {
    const asAdmin = await users.admin.pb.collection('products').getOne(products.PA.id)
    expect(asAdmin.cost_price).toBe(12)
    const sizes = await users.admin.pb
      .collection('product_variants')
      .getFullList({ filter: `product = "${products.PD.id}"`, sort: 'position' })
    expect(sizes.map((size) => size.cost_price)).toEqual([0, 11])
    for (const user of [users.customer, users.pro]) {
      expect(await user.pb.collection('products').getOne(products.PA.id)).not.toHaveProperty('cost_price')
      const list = await user.pb.collection('product_variants').getFullList({ filter: `product = "${products.PD.id}"` })
      for (const size of list) expect(size).not.toHaveProperty('cost_price')
      await expect(user.pb.collection('products').getList(1, 1, { filter: 'cost_price > 0' })).rejects.toMatchObject({ status: 400 })
    }
    // A save that does not name it keeps it.
    await users.admin.pb.collection('products').update(products.PA.id, { name: 'Bracelet Améthyste' })
    expect((await users.admin.pb.collection('products').getOne(products.PA.id)).cost_price).toBe(12)
  })
})
