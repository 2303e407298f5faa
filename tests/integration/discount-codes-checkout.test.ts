// A discount code at the checkout (issue 28, point 1; docs/adr/0116, pb_hooks/lib/discount-codes.js),
// on by default now that the documents and the screens show the discount:
//  - checked and priced by the server: French refusals under `code`, the discount on the eligible lines
//    only, spread over them in cents, the amount charged after it; a forged discount is refused;
//  - a use is held with the stock, counted in the paying transaction (one row per order, the
//    per-customer limit), given back when the checkout is replaced, cancelled or expires;
//  - twenty parallel checkouts on a single-use code: one holder, one paid order with the discount.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { DiscountCodesRecord } from '../../src/lib/pocketbase-types'
import { inbox } from '../support/inbox'
import { pdfText } from '../support/pdf-kit'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
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

async function code(data: Partial<DiscountCodesRecord> = {}): Promise<DiscountCodesRecord> {
  return stack.su
    .collection('discount_codes')
    .create({ code: uniq('CODE').toUpperCase(), kind: 'percent', value: 10, scope: 'order', audience: 'all', active: true, ...data })
}

const withCode = (user: StackUser, lines: { id: string; quantity: number; variant?: string }[], typed: unknown, extra = {}) =>
  stack.shop(user, 'POST', '/api/shop/checkouts', { items: lines, shipping: SHIPPING, billing: null, code: typed, ...extra })

async function pay(user: StackUser, checkoutId: string) {
  const intentId = await stack.payCheckout(user, checkoutId)
  const answer = await stack.confirmCheckout(user, checkoutId, intentId)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer
}

describe('pricing at the checkout', () => {
  it('takes the discount off the eligible lines only, in cents, and charges the rest', async () => {
    const category = await stack.su.collection('categories').create({ name: uniq('Colliers '), slug: uniq('colliers-') })
    const necklace = await stack.product({ price: 45, stock: 5, category: [category.id] })
    const bracelet = await stack.product({ price: 29.9, stock: 5 })
    const typed = await code({ kind: 'amount', value: 10, scope: 'categories', categories: [category.id] })
    const buyer = await stack.newBuyer()
    const started = await withCode(
      buyer,
      [
        { id: bracelet.id, quantity: 2 },
        { id: necklace.id, quantity: 1 },
      ],
      typed.code.toLowerCase(),
    )
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body).toMatchObject({ amount: 5980 + 4500 - 1000, discount: 1000 })
    const checkout = await stack.checkout(String(started.body.id))
    expect(checkout.items).toEqual([
      expect.not.objectContaining({ discount: expect.anything() }),
      expect.objectContaining({ id: necklace.id, discount: 10 }),
    ])
    expect(await stack.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 1, uses: 0 })
  })

  it('a percentage on the pro price, spread over the lines', async () => {
    const a = await stack.product({ price: 40, price_pro: 30, stock: 5 })
    const b = await stack.product({ price: 20, price_pro: 15, stock: 5 })
    const typed = await code({ value: 15, audience: 'pro' })
    const pro = await stack.newBuyer('professionnel')
    const started = await withCode(
      pro,
      [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 3 },
      ],
      typed.code,
    )
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    // 15 % of 30 + 45 = 11,25 €: 4,50 € and 6,75 €
    expect(started.body).toMatchObject({ amount: 7500 - 1125, discount: 1125 })
    const items = (await stack.checkout(String(started.body.id))).items as { discount?: number }[]
    expect(items.map((item) => item.discount)).toEqual([4.5, 6.75])
  })

  it('refuses, in French under `code`: unknown, stopped, not yet, expired, audience, first order, minimum, no line', async () => {
    const piece = await stack.product({ price: 30, stock: 50 })
    const lines = [{ id: piece.id, quantity: 1 }]
    const buyer = await stack.newBuyer()
    const cases: [unknown, number, string][] = [
      ['NEXISTEPAS', 400, 'Ce code n’est pas valable.'],
      [(await code({ active: false })).code, 400, 'Ce code n’est pas valable.'],
      [(await code({ starts_at: '2999-01-01 00:00:00.000Z' })).code, 400, 'Ce code n’est pas valable.'],
      [(await code({ ends_at: '2020-01-01 00:00:00.000Z' })).code, 400, 'Ce code a expiré.'],
      [(await code({ audience: 'pro' })).code, 400, 'Ce code n’est pas valable.'],
      [(await code({ min_basket: 60 })).code, 400, 'Ce code est valable à partir de 60,00\u00a0€ d’achat.'],
      [
        (await code({ scope: 'products', products: [(await stack.product()).id] })).code,
        400,
        'Ce code ne s’applique à aucun article de votre panier.',
      ],
      [(await code({ max_uses: 1 })).code, 0, ''],
      [42, 400, 'Ce code n’est pas valable.'],
    ]
    for (const [typed, status, message] of cases) {
      if (status === 0) continue
      const answer = await withCode(buyer, lines, typed)
      expect(answer.status, String(typed)).toBe(status)
      expect(answer.body.message).toBe(message)
      expect(answer.body.data).toEqual({ code: { code: 'shop_discount_code', message } })
    }
    // A retail-only code refused to a pro
    const pro = await stack.newBuyer('professionnel')
    const retail = await withCode(pro, lines, (await code({ audience: 'retail' })).code)
    expect(retail.body.message).toBe('Ce code n’est pas valable.')
    // First order only: a customer who has paid an order is refused
    const first = await code({ first_order_only: true })
    expect((await withCode(buyer, lines, first.code)).status).toBe(200)
    const started = await stack.startCheckout(buyer, lines)
    await pay(buyer, String(started.body.id))
    const again = await withCode(buyer, lines, first.code)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Ce code est réservé à la première commande.')
    // Nothing held by a refusal
    expect(await stack.su.collection('discount_codes').getOne(first.id)).toMatchObject({ held: 0, uses: 0 })
  })

  it('refuses any amount from the browser: a forged discount or price', async () => {
    const piece = await stack.product({ price: 30, stock: 5 })
    const typed = await code()
    const buyer = await stack.newBuyer()
    for (const extra of [{ discount: 3000 }, { amount: 100 }]) {
      const answer = await withCode(buyer, [{ id: piece.id, quantity: 1 }], typed.code, extra)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toContain('le client, les prix et le total sont fixés par la boutique')
    }
    const forgedLine = await withCode(buyer, [{ id: piece.id, quantity: 1, discount: 30 } as never], typed.code)
    expect(forgedLine.status).toBe(400)
    expect(await stack.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 0 })
  })
})

const preview = (user: StackUser | null, lines: { id: string; quantity: number }[], typed: unknown) =>
  stack.shop(user, 'POST', '/api/shop/discount-codes/preview', { items: lines, code: typed })

describe('the preview of the cart and the checkout (POST /api/shop/discount-codes/preview)', () => {
  it('prices the cart as the checkout does, holds nothing, and the checkout then charges exactly that', async () => {
    const category = await stack.su.collection('categories').create({ name: uniq('Bagues '), slug: uniq('bagues-') })
    const ring = await stack.product({ price: 33.33, price_pro: 21.01, stock: 5, category: [category.id] })
    const other = await stack.product({ price: 19.9, price_pro: 12.5, stock: 5 })
    const typed = await code({ value: 15, scope: 'categories', categories: [category.id] })
    const lines = [
      { id: ring.id, quantity: 3 },
      { id: other.id, quantity: 1 },
    ]
    for (const role of ['', 'professionnel'] as const) {
      const buyer = await stack.newBuyer(role)
      const priced = await preview(buyer, lines, ` ${typed.code.toLowerCase()} `)
      expect(priced.status, JSON.stringify(priced.body)).toBe(200)
      const started = await withCode(buyer, lines, typed.code)
      expect(started.status).toBe(200)
      expect(priced.body).toEqual({
        code: typed.code,
        subtotal: Number(started.body.amount) + Number(started.body.discount),
        discount: started.body.discount,
        amount: started.body.amount,
        lines: expect.any(Array),
      })
      // Each line's total after its share, summing to the amount (a pro's HT/TVA is split from them, docs/adr/0121).
      expect((priced.body.lines as number[]).reduce((sum, cents) => sum + cents, 0)).toBe(started.body.amount)
      expect((await stack.shop(buyer, 'DELETE', `/api/shop/checkouts/${String(started.body.id)}`)).status).toBeLessThan(300)
    }
    // A visitor too (the cart before logging in); nothing was ever held by a preview.
    expect((await preview(null, lines, typed.code)).body).toMatchObject({ subtotal: 3 * 3333 + 1990, discount: 1500 })
    expect(await stack.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 0, uses: 0 })
  })

  it('refuses as the checkout does, in French under `code`; a used-up code but not the caller’s own hold', async () => {
    const piece = await stack.product({ price: 30, stock: 50 })
    const lines = [{ id: piece.id, quantity: 1 }]
    for (const [typed, message] of [
      ['', 'Ce code n’est pas valable.'],
      ['NEXISTEPAS', 'Ce code n’est pas valable.'],
      [(await code({ ends_at: '2020-01-01 00:00:00.000Z' })).code, 'Ce code a expiré.'],
      [(await code({ min_basket: 60 })).code, 'Ce code est valable à partir de 60,00\u00a0€ d’achat.'],
    ]) {
      const answer = await preview(null, lines, typed)
      expect(answer.status, typed).toBe(400)
      expect(answer.body.data).toEqual({ code: { code: 'shop_discount_code', message } })
    }
    const single = await code({ max_uses: 1 })
    const holder = await stack.newBuyer()
    expect((await withCode(holder, lines, single.code)).status).toBe(200)
    expect((await preview(holder, lines, single.code)).status).toBe(200)
    const refused = await preview(await stack.newBuyer(), lines, single.code)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Ce code a déjà été utilisé autant de fois que prévu.')
    // What the browser may not say: any other field.
    const forged = await stack.shop(null, 'POST', '/api/shop/discount-codes/preview', { items: lines, code: single.code, amount: 1 })
    expect(forged.status).toBe(400)
  })

  it('is rate limited per address (20 a minute)', async () => {
    const piece = await stack.product({ price: 30, stock: 5 })
    await stack.su.settings.update({ rateLimits: { enabled: true } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 22; i++) statuses.push((await preview(null, [{ id: piece.id, quantity: 1 }], 'NEXISTEPAS')).status)
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
      expect(statuses.slice(20)).toEqual([429, 429])
    } finally {
      await stack.su.settings.update({ rateLimits: { enabled: false } })
    }
  })
})

describe('a use: held, counted, given back', () => {
  it('counted once in the paying transaction, with its row; the per-customer limit then refuses', async () => {
    const piece = await stack.product({ price: 50, stock: 10 })
    const typed = await code({ kind: 'amount', value: 5, max_uses_per_customer: 1 })
    const buyer = await stack.newBuyer()
    const started = await withCode(buyer, [{ id: piece.id, quantity: 1 }], typed.code)
    expect(started.body).toMatchObject({ amount: 4500, discount: 500 })
    const answer = await pay(buyer, String(started.body.id))
    const order = await stack.su.collection('orders').getOne(String((answer.body.order as { id: string }).id))
    expect(order).toMatchObject({ total: 45, discount: 5, discount_code: typed.code })
    expect(order.items?.[0]).toMatchObject({ price: 50, discount: 5 })
    expect(await stack.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 0, uses: 1, discounted: 5 })
    const uses = await stack.su.collection('discount_code_uses').getFullList({ filter: `code = "${typed.id}"` })
    expect(uses).toEqual([expect.objectContaining({ order: order.id, user: buyer.id, amount: 5 })])
    const second = await withCode(buyer, [{ id: piece.id, quantity: 1 }], typed.code)
    expect(second.status).toBe(409)
    expect(second.body.message).toBe('Vous avez déjà utilisé ce code autant de fois que permis.')
    // another customer may still use it
    expect((await withCode(await stack.newBuyer(), [{ id: piece.id, quantity: 1 }], typed.code)).status).toBe(200)
  })

  it('given back when the checkout is replaced or cancelled', async () => {
    const piece = await stack.product({ price: 50, stock: 10 })
    const typed = await code({ max_uses: 1 })
    const buyer = await stack.newBuyer()
    const first = await withCode(buyer, [{ id: piece.id, quantity: 1 }], typed.code)
    expect(first.status).toBe(200)
    const other = await stack.newBuyer()
    const refused = await withCode(other, [{ id: piece.id, quantity: 1 }], typed.code)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Ce code a déjà été utilisé autant de fois que prévu.')
    // The same customer starts again: the first checkout is released, its use with it.
    const second = await withCode(buyer, [{ id: piece.id, quantity: 2 }], typed.code)
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(await stack.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 1 })
    expect((await stack.shop(buyer, 'DELETE', `/api/shop/checkouts/${String(second.body.id)}`)).status).toBeLessThan(300)
    expect(await stack.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 0, uses: 0 })
    expect((await withCode(other, [{ id: piece.id, quantity: 1 }], typed.code)).status).toBe(200)
  })

  it('« Désactiver » stops the code at once', async () => {
    const piece = await stack.product({ price: 50, stock: 10 })
    const typed = await code()
    const buyer = await stack.newBuyer()
    expect((await withCode(buyer, [{ id: piece.id, quantity: 1 }], typed.code)).status).toBe(200)
    await stack.users.admin.pb.collection('discount_codes').update(typed.id, { active: false })
    const refused = await withCode(await stack.newBuyer(), [{ id: piece.id, quantity: 1 }], typed.code)
    expect(refused.body.message).toBe('Ce code n’est pas valable.')
  })

  it('twenty parallel checkouts on a single-use code: one holder, one paid order with the discount', async () => {
    const piece = await stack.product({ price: 40, stock: 100 })
    const typed = await code({ value: 25, max_uses: 1 })
    const buyers = await Promise.all(Array.from({ length: 20 }, () => stack.newBuyer()))
    const answers = await Promise.all(buyers.map((buyer) => withCode(buyer, [{ id: piece.id, quantity: 1 }], typed.code)))
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []))
    expect(winners).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('Ce code a déjà été utilisé autant de fois que prévu.')
    }
    const winner = buyers[winners[0]]
    await pay(winner, String(answers[winners[0]].body.id))
    const orders = await stack.ordersOf(piece.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ user: winner.id, total: 30, discount: 10, discount_code: typed.code })
    expect(await stack.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 0, uses: 1, discounted: 10 })
    // the stock was given back to the nineteen refused: only the winner's unit left it
    expect(await stack.stock(piece.id)).toBe(99)
  })
})

describe('the invoice', () => {
  /** The invoice's text, spaces (no-break ones included) made plain. */
  async function invoiceText(user: StackUser, orderId: string) {
    const response = await fetch(`${stack.pbUrl}/api/shop/orders/${orderId}/invoice.pdf`, { headers: { authorization: user.token } })
    expect(response.status).toBe(200)
    return pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ')
  }

  async function discountedOrder(user: StackUser) {
    const ring = await stack.product({ price: 50, stock: 5, name: 'Bague « Lune »' })
    const cord = await stack.product({ price: 30, stock: 5, name: 'Cordon' })
    const typed = await code({ value: 10, scope: 'products', products: [ring.id] })
    const lines = [
      { id: ring.id, quantity: 1 },
      { id: cord.id, quantity: 1 },
    ]
    const started = await withCode(user, lines, typed.code)
    expect(started.body).toMatchObject({ amount: 7500, discount: 500 })
    const answer = await pay(user, String(started.body.id))
    return { orderId: String((answer.body.order as { id: string }).id), code: typed.code }
  }

  it('shows the lines, « Remise (CODE) » and the VAT on the discounted amounts', async () => {
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
    const buyer = await stack.newBuyer()
    const { orderId, code: typed } = await discountedOrder(buyer)
    const text = await invoiceText(buyer, orderId)
    // HT: 50 / 1,2 = 41,67 and 30 / 1,2 = 25,00; after the ring's 5,00 € TTC: 37,50 + 25,00 = 62,50; VAT 12,50
    expect(text).toContain('41,67 €')
    expect(text).toMatch(/Total HT avant remise 66,67 €/)
    expect(text).toContain(`Remise (${typed}) -4,17 €`)
    expect(text).toMatch(/Total HT 62,50 €/)
    expect(text).toMatch(/TVA 20 % 12,50 €/)
    expect(text).toMatch(/Total TTC 75,00 €/)
  })

  it('the confirmation e-mail shows the discount line', async () => {
    const buyer = await stack.newBuyer()
    const { orderId, code: typed } = await discountedOrder(buyer)
    const order = await stack.su.collection('orders').getOne(orderId)
    const mail = await inbox(inject('mailUrl')).waitFor({ to: String(order.email), subject: 'Confirmation de votre commande' })
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(`Remise (${typed}) : -5,00 €\nLivraison : Gratuite\nTotal TTC : 75,00 €`)
    expect(mail.html.replace(/\u00a0|&nbsp;/g, ' ')).toMatch(new RegExp(`Remise \\(${typed}\\)</td><td[^>]*>-5,00 €`))
  })

  it('an exempt shop: the discount on the TTC prices, « TVA non applicable »', async () => {
    await setShopIdentity(stack, { vat_exempt: true, vat_rate: 0, vat_number: '' })
    const buyer = await stack.newBuyer()
    const { orderId, code: typed } = await discountedOrder(buyer)
    const text = await invoiceText(buyer, orderId)
    expect(text).toMatch(/Sous-total 80,00 €/)
    expect(text).toContain(`Remise (${typed}) -5,00 €`)
    expect(text).toMatch(/Total à payer 75,00 €/)
    expect(text).toContain('TVA non applicable')
    expect(text).not.toMatch(/TVA 20 %/)
  })
})

describe('refunds', () => {
  it('a refunded unit is refunded at its net price, pro rata, on the credit note too; all of it gives back the total', async () => {
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
    const piece = await stack.product({ price: 20, stock: 5, name: 'Pendentif' })
    const typed = await code({ kind: 'amount', value: 10 })
    const buyer = await stack.newBuyer()
    const started = await withCode(buyer, [{ id: piece.id, quantity: 3 }], typed.code)
    expect(started.body).toMatchObject({ amount: 5000, discount: 1000 })
    const answer = await pay(buyer, String(started.body.id))
    const orderId = String((answer.body.order as { id: string }).id)
    const refund = (quantity: number) =>
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
        key: uniq('cle'),
        lines: [{ id: piece.id, quantity }],
      })
    const one = await refund(1)
    expect(one.status, JSON.stringify(one.body)).toBe(201)
    const note = (one.body as { creditNote: { id: string; amount: number; lines: unknown[] } }).creditNote
    // 10,00 € over 3 units: 3,33 € go with the first
    expect(note).toMatchObject({ amount: 16.67, lines: [expect.objectContaining({ quantity: 1, amount: 16.67, discount: 3.33 })] })
    const response = await fetch(`${stack.pbUrl}/api/shop/credit-notes/${note.id}/pdf`, { headers: { authorization: buyer.token } })
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ')
    // HT 16,67 before the discount; 16,67 TTC after it → 13,89 HT
    expect(text).toMatch(/Total HT avant remise 16,67 €/)
    expect(text).toContain(`Remise (${typed.code}) -2,78 €`)
    expect(text).toMatch(/Total HT 13,89 €/)
    expect(text).toMatch(/Total de l’avoir TTC 16,67 €/)
    const rest = await refund(2)
    expect(rest.status, JSON.stringify(rest.body)).toBe(201)
    expect((rest.body as { creditNote: { amount: number } }).creditNote.amount).toBe(33.33)
    const order = await stack.su.collection('orders').getOne(orderId)
    expect(order.amount_refunded).toBe(50)
  })

  it('the accounting export: HT, VAT and TTC after the discount, and the discount in its own columns', async () => {
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
    const piece = await stack.product({ price: 20, stock: 5 })
    const typed = await code({ kind: 'amount', value: 10 })
    const buyer = await stack.newBuyer()
    const started = await withCode(buyer, [{ id: piece.id, quantity: 3 }], typed.code)
    const orderId = String(((await pay(buyer, String(started.body.id))).body.order as { id: string }).id)
    const refunded = await stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, {
      key: uniq('cle'),
      lines: [{ id: piece.id, quantity: 1 }],
    })
    expect(refunded.status).toBe(201)
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    const response = await fetch(`${stack.pbUrl}/api/shop/exports/accounting?from=${day}&to=${day}`, {
      headers: { authorization: stack.users.admin.token },
    })
    const rows = (await response.text())
      .split('\r\n')
      .filter((line) => line.includes(`;${orderId.slice(0, 8)};`))
      .map((line) => line.split(';'))
    expect(rows).toHaveLength(2)
    const [sale, credit] = rows
    // 3 × 20,00 € − 10,00 €: 50,00 € TTC, 41,67 € HT; the discount 10,00 € TTC, 8,33 € HT
    expect(sale?.slice(7, 11)).toEqual(['41,67', '8,33', '50,00', '20'])
    expect(sale?.slice(15, 18)).toEqual(['8,33', '10,00', typed.code])
    // one unit back at its net price: 16,67 € TTC, of which 3,33 € of the discount
    expect(credit?.slice(7, 11)).toEqual(['-13,89', '-2,78', '-16,67', '20'])
    expect(credit?.slice(15, 18)).toEqual(['-2,78', '-3,33', typed.code])
  })
})

describe('expiry', () => {
  let short: CheckoutStack

  beforeAll(async () => {
    short = await startCheckoutStack({ demo: true, holdSeconds: 1 })
  })

  afterAll(async () => {
    await short?.stop()
  })

  it('an expired checkout gives its use back (demo payment mode)', async () => {
    const piece = await short.product({ price: 30, stock: 5 })
    const typed = await short.su
      .collection('discount_codes')
      .create({ code: uniq('CODE').toUpperCase(), kind: 'percent', value: 10, scope: 'order', audience: 'all', active: true, max_uses: 1 })
    const [a, b] = [await short.newBuyer(), await short.newBuyer()]
    const body = (typed: string) => ({ items: [{ id: piece.id, quantity: 1 }], shipping: SHIPPING, billing: null, code: typed })
    expect((await short.shop(a, 'POST', '/api/shop/checkouts', body(typed.code))).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // the next checkout releases the expired holds first: the use is free again
    const next = await short.shop(b, 'POST', '/api/shop/checkouts', body(typed.code))
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    const intentId = await short.payCheckout(b, String(next.body.id))
    expect((await short.confirmCheckout(b, String(next.body.id), intentId)).status).toBe(200)
    expect(await short.su.collection('discount_codes').getOne(typed.id)).toMatchObject({ held: 0, uses: 1, discounted: 3 })
  })
})
