// Issue 28, point 6: every pricing rule together, through the real checkout (POST /api/shop/checkouts)
// and the discount preview (POST /api/shop/discount-codes/preview), which must agree. A table of cases:
// codes (percent / fixed; order, categories, products, stones; minimum basket; first order; audience;
// combinable or not with sales) × a product on sale × a pro buyer × a sized product × a gift card paying
// part or all (docs/adr/0115, 0116, 0117). Each row asserts the server's amounts in cents and the lines'
// shares; a few orders are then paid, their invoices and credit notes read with pdftotext.
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DiscountCodesRecord } from '../../src/lib/pocketbase-types'
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
  attemptId,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'
import { createOrder, uniq } from './support/factories'

const DAY = 24 * 3600 * 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

const NOT_VALID = 'Ce code n’est pas valable.'
const NO_LINE = 'Ce code ne s’applique à aucun article de votre panier.'
const FIRST_ORDER = 'Ce code est réservé à la première commande.'
const TOO_SMALL = 'Le montant de la commande est trop faible pour un paiement par carte (0,50 € au minimum).'
const REST_TOO_SMALL =
  'Le solde de cette carte cadeau ne couvre pas la commande, et le reste à payer par carte bancaire serait inférieur au minimum de 0,50\u00a0€.'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

type Line = { id: string; quantity: number; variant?: string } | { gift_card: { amount: number } }
interface LineAnswer {
  id: string
  price: number
  reference_price?: number
  discount?: number
}

/** A piece in stock; no pro price unless given (the factory's default has one). */
const piece = (price: number, pricePro = 0, extra: Record<string, unknown> = {}) =>
  stack.product({ price, price_pro: pricePro, stock: 50, ...extra } as never)

/** A bracelet sold in sizes: the product's price, and each size's own prices when given. */
async function sized(price: number, sizes: { option1: string; price?: number; price_pro?: number }[]) {
  const options = [{ name: 'Tour de poignet', values: sizes.map((size) => size.option1) }]
  const product = await stack.product({ price, price_pro: 0, stock: 0, options } as never)
  const variants = []
  for (const size of sizes) variants.push(await stack.su.collection('product_variants').create({ product: product.id, stock: 20, ...size }))
  return { product, variants }
}

/** A running sale of `percent` on these products (no history before it: the reference is the price). */
const sale = (products: string[], percent: number) =>
  stack.su.collection('sales').create({
    name: uniq('Soldes '),
    percent,
    scope: 'products',
    products,
    starts_at: iso(Date.now() - 1000),
    ends_at: iso(Date.now() + DAY),
    active: true,
  })

async function code(data: Partial<DiscountCodesRecord> = {}) {
  const record = await stack.su
    .collection('discount_codes')
    .create({ code: uniq('CAS').toUpperCase(), kind: 'percent', value: 10, scope: 'order', audience: 'all', active: true, ...data })
  return record.code
}

const start = (user: StackUser, lines: Line[], typed?: string, card?: string) =>
  stack.shop(user, 'POST', '/api/shop/checkouts', {
    items: lines,
    shipping: SHIPPING,
    billing: null,
    ...(typed === undefined ? {} : { code: typed }),
    ...(card === undefined ? {} : { gift_card: card }),
  })

/** Pays a checkout as the browser does: the payment function when a rest is due, else the card alone. */
async function pay(user: StackUser, checkout: Record<string, unknown>) {
  const checkoutId = String(checkout.id)
  const intentId = Number(checkout.amount) > 0 ? await stack.payCheckout(user, checkoutId) : `giftcard_${checkoutId}`
  const confirmed = await stack.confirmCheckout(user, checkoutId, intentId)
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return { intentId, orderId: (confirmed.body.order as { id: string }).id }
}

/** A gift card bought and paid by a buyer of its own; its balance set when asked (a superuser's fixture). */
async function giftCard(balance: number) {
  const buyer = await stack.newBuyer()
  const bought = await start(buyer, [{ gift_card: { amount: balance > 50 ? 100 : 50 } }])
  expect(bought.status, JSON.stringify(bought.body)).toBe(200)
  const { orderId } = await pay(buyer, bought.body)
  const [card] = await stack.su.collection('gift_cards').getFullList({ filter: stack.su.filter('order = {:o}', { o: orderId }) })
  return stack.su.collection('gift_cards').update(card!.id, { balance })
}

async function pdf(path: string, user: StackUser) {
  const response = await fetch(`${stack.pbUrl}${path}`, { headers: { authorization: user.token } })
  expect(response.status).toBe(200)
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await response.arrayBuffer()) }).toString()
  return text.replace(/\s+/g, ' ')
}

/** What the server must answer, in cents: the goods, the code's discount and each line's share, the card's part, the rest. */
interface Priced {
  subtotal: number
  discount: number
  shares: number[]
  card: number
  amount: number
  /** The unit prices charged (euros) and the references struck through on lines on sale. */
  prices?: number[]
  references?: (number | undefined)[]
}
interface Refused {
  status: number
  message: string
  /** The field the refusal is under: the code's, the gift card's, or none. */
  field: 'code' | 'gift_card' | null
}
interface PricingCase {
  name: string
  buyer?: '' | 'professionnel'
  /** The buyer already has an order (first-order-only codes). */
  returning?: boolean
  build: () => Promise<{ lines: Line[]; code?: string; card?: string }>
  want: Priced | Refused
}

const one = (id: string, quantity = 1) => ({ id, quantity })

const CASES: PricingCase[] = [
  {
    name: 'percent on the whole order, shared by the lines in proportion',
    build: async () => ({ lines: [one((await piece(40)).id, 2), one((await piece(25)).id)], code: await code({ value: 10 }) }),
    want: { subtotal: 10500, discount: 1050, shares: [800, 250], card: 0, amount: 9450 },
  },
  {
    name: 'fixed on the whole order, its cents to the largest remainder',
    build: async () => ({
      lines: [one((await piece(33.33)).id), one((await piece(19.9)).id, 2)],
      code: await code({ kind: 'amount', value: 10 }),
    }),
    // 10 € × 3333 / 7313 = 455.76 and × 3980 / 7313 = 544.24: the cent left goes to the first
    want: { subtotal: 7313, discount: 1000, shares: [456, 544], card: 0, amount: 6313 },
  },
  {
    name: 'percent on a category: only its lines',
    build: async () => {
      const category = await stack.su.collection('categories').create({ name: uniq('Colliers '), slug: uniq('colliers-') })
      const inside = await piece(45, 0, { category: [category.id] })
      return {
        lines: [one(inside.id), one((await piece(29.9)).id, 2)],
        code: await code({ value: 20, scope: 'categories', categories: [category.id] }),
      }
    },
    want: { subtotal: 10480, discount: 900, shares: [900, 0], card: 0, amount: 9580 },
  },
  {
    name: 'fixed on a product: only its line',
    build: async () => {
      const target = await piece(20)
      return {
        lines: [one((await piece(30)).id), one(target.id, 3)],
        code: await code({ kind: 'amount', value: 5, scope: 'products', products: [target.id] }),
      }
    },
    want: { subtotal: 9000, discount: 500, shares: [0, 500], card: 0, amount: 8500 },
  },
  {
    name: 'percent on a stone: only the pieces made of it',
    build: async () => {
      const stone = await stack.su.collection('stones').create({ name: uniq('Pierre '), virtues: 'Apaisante' })
      const made = await piece(50, 0, { stones: [stone.id] })
      return { lines: [one(made.id), one((await piece(30)).id)], code: await code({ value: 25, scope: 'stones', stones: [stone.id] }) }
    },
    want: { subtotal: 8000, discount: 1250, shares: [1250, 0], card: 0, amount: 6750 },
  },
  {
    name: 'fixed above the goods it applies to: capped at them',
    build: async () => {
      const target = await piece(12)
      return {
        lines: [one(target.id), one((await piece(30)).id)],
        code: await code({ kind: 'amount', value: 20, scope: 'products', products: [target.id] }),
      }
    },
    want: { subtotal: 4200, discount: 1200, shares: [1200, 0], card: 0, amount: 3000 },
  },
  {
    name: 'minimum basket reached',
    build: async () => ({ lines: [one((await piece(50)).id), one((await piece(15)).id)], code: await code({ min_basket: 60 }) }),
    want: { subtotal: 6500, discount: 650, shares: [500, 150], card: 0, amount: 5850 },
  },
  {
    name: 'minimum basket measured on the sale price charged, not the price before the sale',
    build: async () => {
      const onSale = await piece(70)
      await sale([onSale.id], 20)
      return { lines: [one(onSale.id)], code: await code({ min_basket: 60, combinable_with_sales: true }) }
    },
    want: { status: 400, message: 'Ce code est valable à partir de 60,00\u00a0€ d’achat.', field: 'code' },
  },
  {
    name: 'not combinable with sales: the line on sale is left out, the other discounted',
    build: async () => {
      const onSale = await piece(40)
      await sale([onSale.id], 25)
      return { lines: [one(onSale.id), one((await piece(20)).id)], code: await code({ combinable_with_sales: false }) }
    },
    want: { subtotal: 5000, discount: 200, shares: [0, 200], card: 0, amount: 4800, prices: [30, 20], references: [40, undefined] },
  },
  {
    name: 'combinable with sales: the sale price is discounted too',
    build: async () => {
      const onSale = await piece(40)
      await sale([onSale.id], 25)
      return { lines: [one(onSale.id), one((await piece(20)).id)], code: await code({ combinable_with_sales: true }) }
    },
    want: { subtotal: 5000, discount: 500, shares: [300, 200], card: 0, amount: 4500, prices: [30, 20], references: [40, undefined] },
  },
  {
    name: 'not combinable and every line on sale: no line for the code',
    build: async () => {
      const onSale = await piece(40)
      await sale([onSale.id], 25)
      return { lines: [one(onSale.id)], code: await code({ combinable_with_sales: false }) }
    },
    want: { status: 400, message: NO_LINE, field: 'code' },
  },
  {
    name: 'first order only, for a first order',
    build: async () => ({ lines: [one((await piece(30)).id)], code: await code({ first_order_only: true }) }),
    want: { subtotal: 3000, discount: 300, shares: [300], card: 0, amount: 2700 },
  },
  {
    name: 'first order only, for a customer who has ordered',
    returning: true,
    build: async () => ({ lines: [one((await piece(30)).id)], code: await code({ first_order_only: true }) }),
    want: { status: 400, message: FIRST_ORDER, field: 'code' },
  },
  {
    name: 'a pros’ code refused to a retail customer',
    build: async () => ({ lines: [one((await piece(30, 20)).id)], code: await code({ audience: 'pro' }) }),
    want: { status: 400, message: NOT_VALID, field: 'code' },
  },
  {
    name: 'a retail code refused to a pro',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await piece(30, 20)).id)], code: await code({ audience: 'retail' }) }),
    want: { status: 400, message: NOT_VALID, field: 'code' },
  },
  {
    name: 'a pro: the pro price below the sale price is charged, not on sale, so a non-combinable code applies',
    buyer: 'professionnel',
    build: async () => {
      const onSale = await piece(40, 20)
      await sale([onSale.id], 25)
      return { lines: [one(onSale.id), one((await piece(50, 30)).id)], code: await code({ audience: 'pro', combinable_with_sales: false }) }
    },
    want: {
      subtotal: 5000,
      discount: 500,
      shares: [200, 300],
      card: 0,
      amount: 4500,
      prices: [20, 30],
      references: [undefined, undefined],
    },
  },
  {
    name: 'a pro: the sale price below the pro price is charged with its reference, left out by a non-combinable code',
    buyer: 'professionnel',
    build: async () => {
      const onSale = await piece(40, 35)
      await sale([onSale.id], 25)
      return { lines: [one(onSale.id), one((await piece(50, 30)).id)], code: await code({ combinable_with_sales: false }) }
    },
    want: { subtotal: 6000, discount: 300, shares: [0, 300], card: 0, amount: 5700, prices: [30, 30], references: [40, undefined] },
  },
  {
    name: 'sizes: each size at its own price or its product’s, a code on the product',
    build: async () => {
      const bracelet = await sized(40, [{ option1: '16 cm', price: 45 }, { option1: '17 cm' }])
      const [small, medium] = bracelet.variants
      return {
        lines: [
          { id: bracelet.product.id, variant: small!.id, quantity: 1 },
          { id: bracelet.product.id, variant: medium!.id, quantity: 2 },
        ],
        code: await code({ scope: 'products', products: [bracelet.product.id] }),
      }
    },
    want: { subtotal: 12500, discount: 1250, shares: [450, 800], card: 0, amount: 11250, prices: [45, 40] },
  },
  {
    name: 'sizes on sale bought by a pro: a size’s pro price, the other size’s sale price, a non-combinable code',
    buyer: 'professionnel',
    build: async () => {
      const bracelet = await sized(40, [{ option1: '16 cm', price: 45, price_pro: 30 }, { option1: '17 cm' }])
      await sale([bracelet.product.id], 20)
      const [small, medium] = bracelet.variants
      return {
        lines: [
          { id: bracelet.product.id, variant: small!.id, quantity: 1 },
          { id: bracelet.product.id, variant: medium!.id, quantity: 1 },
        ],
        code: await code({ audience: 'pro', combinable_with_sales: false }),
      }
    },
    // 16 cm: 45 € less 20 % is 36 €, its pro price 30 € is lower; 17 cm: no pro price, 32 € on sale (40 € struck through)
    want: { subtotal: 6200, discount: 300, shares: [300, 0], card: 0, amount: 5900, prices: [30, 32], references: [undefined, 40] },
  },
  {
    name: 'a gift card pays part of what the code leaves',
    build: async () => ({
      lines: [one((await piece(80)).id)],
      code: await code({ kind: 'amount', value: 10 }),
      card: (await giftCard(50)).code,
    }),
    want: { subtotal: 8000, discount: 1000, shares: [1000], card: 5000, amount: 2000 },
  },
  {
    name: 'a gift card pays all that the code leaves',
    build: async () => ({ lines: [one((await piece(40)).id)], code: await code({ value: 10 }), card: (await giftCard(50)).code }),
    want: { subtotal: 4000, discount: 400, shares: [400], card: 3600, amount: 0 },
  },
  {
    name: 'a gift card leaving less than 0,50 € keeps 0,50 € for the bank card',
    build: async () => ({
      lines: [one((await piece(60)).id)],
      code: await code({ kind: 'amount', value: 10 }),
      card: (await giftCard(49.8)).code,
    }),
    want: { subtotal: 6000, discount: 1000, shares: [1000], card: 4950, amount: 50 },
  },
  {
    name: 'a code leaving less than 0,50 €: a gift card pays it wholly',
    build: async () => ({
      lines: [one((await piece(20)).id)],
      code: await code({ kind: 'amount', value: 19.7 }),
      card: (await giftCard(25)).code,
    }),
    want: { subtotal: 2000, discount: 1970, shares: [1970], card: 30, amount: 0 },
  },
  {
    name: 'a code leaving less than 0,50 € and no gift card: under the bank card’s minimum',
    build: async () => ({ lines: [one((await piece(20)).id)], code: await code({ kind: 'amount', value: 19.7 }) }),
    want: { status: 400, message: TOO_SMALL, field: null },
  },
  {
    name: 'a code leaving less than 0,50 € and a gift card that cannot pay it all',
    build: async () => ({
      lines: [one((await piece(20)).id)],
      code: await code({ kind: 'amount', value: 19.7 }),
      card: (await giftCard(0.1)).code,
    }),
    want: { status: 400, message: REST_TOO_SMALL, field: 'gift_card' },
  },
  {
    name: 'a code leaving 0,50 € and a gift card of less: refused for what it is, not « épuisé »',
    build: async () => ({
      lines: [one((await piece(20)).id)],
      code: await code({ kind: 'amount', value: 19.5 }),
      card: (await giftCard(0.3)).code,
    }),
    want: { status: 400, message: REST_TOO_SMALL, field: 'gift_card' },
  },
  {
    name: 'a code leaving nothing to pay: refused (no payment to confirm)',
    build: async () => ({ lines: [one((await piece(20)).id)], code: await code({ kind: 'amount', value: 25 }) }),
    want: { status: 400, message: TOO_SMALL, field: null },
  },
  {
    name: 'a gift card order takes no code',
    build: async () => ({ lines: [{ gift_card: { amount: 50 } }], code: await code() }),
    want: { status: 400, message: NO_LINE, field: 'code' },
  },
]

describe('the table of pricing cases: the checkout’s amounts, and the preview agrees', () => {
  it.each(CASES)('$name', async ({ buyer: role = '', returning, build, want }) => {
    const buyer = await stack.newBuyer(role)
    if (returning) await createOrder(stack.su, buyer.id)
    const { lines, code: typed, card } = await build()
    const started = await start(buyer, lines, typed, card)
    const preview =
      typed === undefined ? null : await stack.shop(buyer, 'POST', '/api/shop/discount-codes/preview', { items: lines, code: typed })

    if ('status' in want) {
      expect(started.status, JSON.stringify(started.body)).toBe(want.status)
      expect(started.body.message).toBe(want.message)
      if (want.field === 'code') expect(started.body.data).toEqual({ code: { code: 'shop_discount_code', message: want.message } })
      else if (want.field === 'gift_card')
        expect(started.body.data).toEqual({ gift_card: { code: 'shop_gift_card', message: want.message } })
      // The preview refuses a code as the checkout does; the rest is the checkout's (the bank card, the gift card).
      if (preview && want.field === 'code') {
        expect(preview.status).toBe(want.status)
        expect(preview.body.message).toBe(want.message)
      }
      // Nothing was held by a refusal.
      if (card) expect((await stack.su.collection('gift_cards').getFirstListItem(stack.su.filter('code = {:c}', { c: card }))).held).toBe(0)
      return
    }

    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const answered = started.body.lines as LineAnswer[]
    const shares = answered.map((line) => Math.round((line.discount ?? 0) * 100))
    expect(shares).toEqual(want.shares)
    expect(shares.reduce((a, b) => a + b, 0)).toBe(want.discount)
    const goods = answered.reduce((sum, line, i) => sum + Math.round(line.price * 100) * (lines[i] as { quantity: number }).quantity, 0)
    expect(goods).toBe(want.subtotal)
    expect(started.body).toMatchObject({ amount: want.amount, discount: want.discount })
    expect(started.body.gift_card === null ? 0 : (started.body.gift_card as { amount: number }).amount).toBe(want.card)
    expect(want.subtotal - want.discount - want.card).toBe(want.amount)
    if (want.prices) expect(answered.map((line) => line.price)).toEqual(want.prices)
    if (want.references) expect(answered.map((line) => line.reference_price)).toEqual(want.references)
    if (preview) {
      expect(preview.status, JSON.stringify(preview.body)).toBe(200)
      // Each line's total after its share, as the checkout priced it (a pro's HT/TVA in the cart, docs/adr/0121).
      const after = answered.map((line, i) => Math.round(line.price * 100) * (lines[i] as { quantity: number }).quantity - shares[i]!)
      expect(preview.body).toEqual({
        code: typed,
        subtotal: want.subtotal,
        discount: want.discount,
        amount: want.subtotal - want.discount,
        lines: after,
      })
    }
    // The checkout is given back (its stock, its code's use, its card's hold).
    expect((await stack.shop(buyer, 'DELETE', `/api/shop/checkouts/${String(started.body.id)}`)).status).toBe(204)
  })
})

describe('orders paid with a code, a sale, a pro price, a size and a gift card: the documents', () => {
  beforeAll(async () => {
    await setShopIdentity(stack, VAT_REGISTERED_IDENTITY)
  })
  afterAll(async () => {
    await setShopIdentity(stack, DEMO_IDENTITY)
  })

  it('retail: a sale, a non-combinable code and a card paying part; refunds pro rata, the card credited first', async () => {
    const onSale = await piece(50, 0, { name: 'Bague « Lune »' })
    await sale([onSale.id], 20)
    const other = await piece(30, 0, { name: 'Cordon' })
    const typed = await code({ value: 10, combinable_with_sales: false })
    const card = await giftCard(50)
    const last = card.code.slice(-4)
    const buyer = await stack.newBuyer()
    const started = await start(buyer, [one(onSale.id), one(other.id, 2)], typed, card.code)
    // 40 € on sale (50 € struck through) + 2 × 30 €; 10 % of the 60 €; the card 50 €, the bank card 44 €
    expect(started.body).toMatchObject({ amount: 4400, discount: 600, gift_card: { amount: 5000 } })
    const { intentId, orderId } = await pay(buyer, started.body)
    expect((await stack.intent(intentId)).amount).toBe(4400)
    const order = await stack.su.collection('orders').getOne(orderId)
    expect(order).toMatchObject({ total: 94, discount: 6, discount_code: typed, gift_card: card.id, gift_card_paid: 50 })
    expect(order.items).toEqual([
      expect.objectContaining({ id: onSale.id, price: 40, reference_price: 50 }),
      expect.objectContaining({ id: other.id, price: 30, quantity: 2, discount: 6 }),
    ])
    expect(order.items?.[0]).not.toHaveProperty('discount')
    expect(await stack.su.collection('gift_cards').getOne(card.id)).toMatchObject({ balance: 0, held: 0 })
    expect(await stack.su.collection('discount_codes').getFirstListItem(stack.su.filter('code = {:c}', { c: typed }))).toMatchObject({
      uses: 1,
      held: 0,
      discounted: 6,
    })

    const invoice = await pdf(`/api/shop/orders/${orderId}/invoice.pdf`, buyer)
    // HT: 40 / 1,2 = 33,33 and 60 / 1,2 = 50,00; after the code 54 / 1,2 = 45,00: 78,33 HT, VAT 15,67
    expect(invoice).toContain('Total HT avant remise 83,33 €')
    expect(invoice).toContain(`Remise (${typed}) -5,00 €`)
    expect(invoice).toContain('Total HT 78,33 €')
    expect(invoice).toContain('TVA 20 % 15,67 €')
    expect(invoice).toContain('Total TTC 94,00 €')
    expect(invoice).toContain(`Payé par carte cadeau XXXX-…-${last} 50,00 €`)
    expect(invoice).toContain('Reste payé par carte bancaire 44,00 €')

    const refund = (body: Record<string, unknown>) =>
      stack.shop(stack.users.admin, 'POST', `/api/shop/orders/${orderId}/refunds`, { key: attemptId(), reason: 'Retour', ...body })
    // One cord back: 30 € less its half of the 6 € discount, all on the card.
    const first = await refund({ lines: [one(other.id)] })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const firstNote = (first.body as { creditNote: { id: string } }).creditNote
    expect(await stack.su.collection('credit_notes').getOne(firstNote.id)).toMatchObject({
      amount: 27,
      gift_card_credit: 27,
      lines: [expect.objectContaining({ id: other.id, quantity: 1, amount: 27, discount: 3 })],
    })
    expect(await stack.su.collection('gift_cards').getOne(card.id)).toMatchObject({ balance: 27 })
    expect(stack.stripeRefunds().filter((r) => r.payment_intent === intentId)).toEqual([])
    const firstText = await pdf(`/api/shop/credit-notes/${firstNote.id}/pdf`, buyer)
    expect(firstText).toContain('Total HT avant remise 25,00 €')
    expect(firstText).toContain(`Remise (${typed}) -2,50 €`)
    expect(firstText).toContain('Total HT 22,50 €')
    expect(firstText).toContain('Total de l’avoir TTC 27,00 €')
    expect(firstText).toContain(`sur la carte cadeau XXXX-…-${last} : 27,00 €`)
    expect(firstText).not.toContain('sur la carte bancaire')

    // The rest: the ring (40 €) and the other cord (27 €): the card's last 23 €, then 44 € to the bank card.
    const rest = await refund({})
    expect(rest.status, JSON.stringify(rest.body)).toBe(201)
    const restNote = (rest.body as { creditNote: { id: string } }).creditNote
    expect(await stack.su.collection('credit_notes').getOne(restNote.id)).toMatchObject({ amount: 67, gift_card_credit: 23 })
    expect(await stack.su.collection('gift_cards').getOne(card.id)).toMatchObject({ balance: 50, held: 0 })
    expect(
      stack
        .stripeRefunds()
        .filter((r) => r.payment_intent === intentId)
        .map((r) => r.amount),
    ).toEqual([4400])
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({ amount_refunded: 94, status: 'refunded' })
    const restText = await pdf(`/api/shop/credit-notes/${restNote.id}/pdf`, buyer)
    expect(restText).toContain('Total HT avant remise 58,33 €')
    expect(restText).toContain(`Remise (${typed}) -2,50 €`)
    expect(restText).toContain('Total de l’avoir TTC 67,00 €')
    expect(restText).toContain(`sur la carte cadeau XXXX-…-${last} : 23,00 €`)
    expect(restText).toContain('sur la carte bancaire utilisée pour la commande : 44,00 €')
  })

  it('a pro: a size on sale at its pro price, a code, the card paying all; the invoice on the discounted amounts', async () => {
    const bracelet = await sized(40, [{ option1: '16 cm', price: 45, price_pro: 30 }])
    await sale([bracelet.product.id], 20)
    const typed = await code({ value: 10, audience: 'pro' })
    const card = await giftCard(100)
    const pro = await stack.newBuyer('professionnel')
    const started = await start(pro, [{ id: bracelet.product.id, variant: bracelet.variants[0]!.id, quantity: 2 }], typed, card.code)
    expect(started.body).toMatchObject({ amount: 0, discount: 600, gift_card: { amount: 5400 } })
    const { orderId } = await pay(pro, started.body)
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({ total: 54, discount: 6, gift_card_paid: 54 })
    expect(await stack.su.collection('gift_cards').getOne(card.id)).toMatchObject({ balance: 46, held: 0 })
    const invoice = await pdf(`/api/shop/orders/${orderId}/invoice.pdf`, pro)
    expect(invoice).toContain('Tour de poignet : 16 cm')
    // 2 × 30 € = 50,00 HT; after the 6 € code 54 / 1,2 = 45,00 HT, VAT 9,00
    expect(invoice).toContain('Total HT avant remise 50,00 €')
    expect(invoice).toContain(`Remise (${typed}) -5,00 €`)
    expect(invoice).toContain('Total HT 45,00 €')
    expect(invoice).toContain('TVA 20 % 9,00 €')
    expect(invoice).toContain(`Payé par carte cadeau XXXX-…-${card.code.slice(-4)} 54,00 €`)
    expect(invoice).not.toContain('Reste payé')
  })

  it('a code leaving 0,30 €, paid wholly by the card', async () => {
    const cheap = await piece(20)
    const typed = await code({ kind: 'amount', value: 19.7 })
    const card = await giftCard(25)
    const buyer = await stack.newBuyer()
    const started = await start(buyer, [one(cheap.id)], typed, card.code)
    expect(started.body).toMatchObject({ amount: 0, discount: 1970, gift_card: { amount: 30 } })
    const { orderId } = await pay(buyer, started.body)
    expect(await stack.su.collection('orders').getOne(orderId)).toMatchObject({ total: 0.3, discount: 19.7, gift_card_paid: 0.3 })
    expect(await stack.su.collection('gift_cards').getOne(card.id)).toMatchObject({ balance: 24.7, held: 0 })
    const invoice = await pdf(`/api/shop/orders/${orderId}/invoice.pdf`, buyer)
    expect(invoice).toContain('Total TTC 0,30 €')
    expect(invoice).toContain(`Payé par carte cadeau XXXX-…-${card.code.slice(-4)} 0,30 €`)
  })
})
