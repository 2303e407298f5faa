// Issue 31, point 4: pro prices by quantity and pro minimums, priced and refused by the server
// (pb_hooks/lib/pro-tiers.js, docs/adr/0132-pro-volume-prices-and-minimums.md). A table of cases
// through the real checkout: quantities below, at and above the thresholds × a product in sizes (a
// size's own tiers, its product's) × a sale × a discount code × a customer, who never gets a tier;
// the minimums' French refusals; a forged price refused; the admin's tiers checked on save; the field
// hidden from anybody but pros and admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProTier } from '../../src/lib/pocketbase-types'
import {
  type CheckoutStack,
  SHIPPING,
  type StackUser,
  VAT_REGISTERED_IDENTITY,
  setShopIdentity,
  startCheckoutStack,
} from './support/checkout-stack'
import { uniq } from './support/factories'

const DAY = 24 * 3600 * 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ')
const NBSP = '\u00a0'
const FORGED = 'Une commande ne contient que les articles et les adresses : le client, les prix et le total sont fixés par la boutique.'
const HIDDEN = 'Le filtre et le tri sur le prix professionnel sont réservés aux comptes professionnels.'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
  await setShopIdentity(stack, { ...VAT_REGISTERED_IDENTITY, pro_min_order: 0 })
})

afterAll(async () => {
  await stack?.stop()
})

type Line = { id: string; quantity: number; variant?: string }

/** 30 € public, 24 € pro; from 5 pieces 21 €, from 10 pieces 18 € (TTC, as every stored price). */
const TIERS: ProTier[] = [
  { min: 5, price_pro: 21 },
  { min: 10, price_pro: 18 },
]
const tiered = (extra: Record<string, unknown> = {}) =>
  stack.product({ price: 30, price_pro: 24, stock: 80, pro_tiers: TIERS, ...extra } as never)

/**
 * A bracelet in two sizes: « 16 cm » with its own pro price 22 € and its own tier (from 3 pieces 20 €),
 * « 17 cm » with none (its product's: 24 €, from 5 pieces 21 €).
 */
async function sized() {
  const options = [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }]
  const product = await stack.product({
    price: 30,
    price_pro: 24,
    stock: 0,
    options,
    pro_tiers: [{ min: 5, price_pro: 21 }],
  } as never)
  const create = (data: Record<string, unknown>) =>
    stack.su.collection('product_variants').create({ product: product.id, stock: 40, ...data })
  const own = await create({ option1: '16 cm', price_pro: 22, pro_tiers: [{ min: 3, price_pro: 20 }] })
  const inherits = await create({ option1: '17 cm' })
  return { product, own, inherits }
}

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

async function code(value: number) {
  const record = await stack.su
    .collection('discount_codes')
    .create({ code: uniq('PALIER').toUpperCase(), kind: 'percent', value, scope: 'order', audience: 'all', active: true })
  return record.code
}

const start = (user: StackUser, lines: unknown[], typed?: string) =>
  stack.shop(user, 'POST', '/api/shop/checkouts', {
    items: lines,
    shipping: SHIPPING,
    billing: null,
    ...(typed === undefined ? {} : { code: typed }),
  })

interface TierCase {
  name: string
  buyer: '' | 'professionnel' | 'admin'
  build: () => Promise<{ lines: Line[]; code?: string }>
  /** Unit prices charged (euros), the references struck through, the code's discount (cents) and the amount (cents). */
  prices: number[]
  references?: (number | undefined)[]
  discount?: number
  amount: number
}

const one = (id: string, quantity: number, variant?: string): Line => (variant ? { id, quantity, variant } : { id, quantity })

const CASES: TierCase[] = [
  {
    name: 'pro, 1 piece: the pro price',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await tiered()).id, 1)] }),
    prices: [24],
    amount: 2400,
  },
  {
    name: 'pro, 4 pieces (under the first tier): the pro price',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await tiered()).id, 4)] }),
    prices: [24],
    amount: 9600,
  },
  {
    name: 'pro, 5 pieces (at the first tier)',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await tiered()).id, 5)] }),
    prices: [21],
    amount: 10500,
  },
  {
    name: 'pro, 9 pieces (between the tiers)',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await tiered()).id, 9)] }),
    prices: [21],
    amount: 18900,
  },
  {
    name: 'pro, 10 pieces (at the second tier)',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await tiered()).id, 10)] }),
    prices: [18],
    amount: 18000,
  },
  {
    name: 'pro, 25 pieces (above the last tier)',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await tiered()).id, 25)] }),
    prices: [18],
    amount: 45000,
  },
  {
    name: 'admin buys as a pro: the tier',
    buyer: 'admin',
    build: async () => ({ lines: [one((await tiered()).id, 10)] }),
    prices: [18],
    amount: 18000,
  },
  {
    name: 'customer, 10 pieces: the public price, never a tier',
    buyer: '',
    build: async () => ({ lines: [one((await tiered()).id, 10)] }),
    prices: [30],
    amount: 30000,
  },
  {
    name: 'pro, a size with its own tier (3 pieces) and a size on its product’s (4 pieces, under 5): counted per line',
    buyer: 'professionnel',
    build: async () => {
      const { product, own, inherits } = await sized()
      return { lines: [one(product.id, 3, own.id), one(product.id, 4, inherits.id)] }
    },
    // 16 cm: its own tier from 3 → 20 €; 17 cm: 4 pieces, under its product's 5 → the product's pro price 24 €
    prices: [20, 24],
    amount: 3 * 2000 + 4 * 2400,
  },
  {
    name: 'pro, a size on its product’s tier (5 pieces), a size under its own (2 pieces)',
    buyer: 'professionnel',
    build: async () => {
      const { product, own, inherits } = await sized()
      return { lines: [one(product.id, 2, own.id), one(product.id, 5, inherits.id)] }
    },
    prices: [22, 21],
    amount: 2 * 2200 + 5 * 2100,
  },
  {
    name: 'customer, sizes: the public price',
    buyer: '',
    build: async () => {
      const { product, own } = await sized()
      return { lines: [one(product.id, 6, own.id)] }
    },
    prices: [30],
    amount: 18000,
  },
  {
    name: 'pro, 10 pieces and a sale of 50 % (15 €, lower than the tier): the sale, its reference shown',
    buyer: 'professionnel',
    build: async () => {
      const product = await tiered()
      await sale([product.id], 50)
      return { lines: [one(product.id, 10)] }
    },
    prices: [15],
    references: [30],
    amount: 15000,
  },
  {
    name: 'pro, 10 pieces and a sale of 30 % (21 €, above the tier): the tier, not on sale',
    buyer: 'professionnel',
    build: async () => {
      const product = await tiered()
      await sale([product.id], 30)
      return { lines: [one(product.id, 10)] }
    },
    prices: [18],
    references: [undefined],
    amount: 18000,
  },
  {
    name: 'pro, 4 pieces and a sale of 30 % (21 €, under the pro price): the sale',
    buyer: 'professionnel',
    build: async () => {
      const product = await tiered()
      await sale([product.id], 30)
      return { lines: [one(product.id, 4)] }
    },
    prices: [21],
    references: [30],
    amount: 8400,
  },
  {
    name: 'customer, 10 pieces and a sale of 30 %: the sale, no tier',
    buyer: '',
    build: async () => {
      const product = await tiered()
      await sale([product.id], 30)
      return { lines: [one(product.id, 10)] }
    },
    prices: [21],
    references: [30],
    amount: 21000,
  },
  {
    name: 'pro, 10 pieces and a code of 10 %: the code on the tier’s price',
    buyer: 'professionnel',
    build: async () => ({ lines: [one((await tiered()).id, 10)], code: await code(10) }),
    prices: [18],
    discount: 1800,
    amount: 16200,
  },
  {
    name: 'customer, 10 pieces and a code of 10 %: the code on the public price',
    buyer: '',
    build: async () => ({ lines: [one((await tiered()).id, 10)], code: await code(10) }),
    prices: [30],
    discount: 3000,
    amount: 27000,
  },
]

describe('the table of tier cases: what the checkout charges', () => {
  it.each(CASES)('$name', async ({ buyer: role, build, prices, references, discount = 0, amount }) => {
    const buyer = await stack.newBuyer(role)
    const { lines, code: typed } = await build()
    const started = await start(buyer, lines, typed)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const answered = started.body.lines as { price: number; reference_price?: number }[]
    expect(answered.map((line) => line.price)).toEqual(prices)
    if (references) expect(answered.map((line) => line.reference_price)).toEqual(references)
    expect(started.body).toMatchObject({ amount, discount })
    if (typed) {
      // The cart's preview prices the tier alike (one pricing, docs/adr/0116).
      const preview = await stack.shop(buyer, 'POST', '/api/shop/discount-codes/preview', { items: lines, code: typed })
      expect(preview.body).toMatchObject({ discount, amount })
    }
    expect((await stack.shop(buyer, 'DELETE', `/api/shop/checkouts/${String(started.body.id)}`)).status).toBe(204)
  })
})

describe('what the browser sends is never a price', () => {
  it.each([
    ['a unit price', { price: 1 }],
    ['a pro price', { price_pro: 1 }],
    ['a tier', { tier: 10 }],
    ['tiers', { pro_tiers: [{ min: 1, price_pro: 1 }] }],
  ])('a line with %s is refused', async (_name, forged) => {
    const pro = await stack.newBuyer('professionnel')
    const product = await tiered()
    const started = await start(pro, [{ id: product.id, quantity: 10, ...forged }])
    expect(started.status).toBe(400)
    expect(started.body.message).toBe(FORGED)
  })

  it('a tier stored for a customer’s product changes nothing for the customer, and a quantity of 10 gets the tier only for a pro', async () => {
    const product = await tiered()
    const customer = await stack.newBuyer()
    const pro = await stack.newBuyer('professionnel')
    const asCustomer = await start(customer, [one(product.id, 10)])
    expect(asCustomer.body.amount).toBe(30000)
    const asPro = await start(pro, [one(product.id, 10)])
    expect(asPro.body.amount).toBe(18000)
  })
})

describe('the pro minimums', () => {
  it('a quantity under the product’s minimum is refused for a pro, naming the product and what is missing', async () => {
    const name = uniq('Bracelet Améthyste ')
    const product = await tiered({ name, pro_min_qty: 5 })
    const pro = await stack.newBuyer('professionnel')
    const refused = await start(pro, [one(product.id, 3)])
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`« ${name} » : minimum 5 pièces pour les professionnels (vous en avez 3).`)
    // Nothing held by the refusal.
    expect(await stack.stock(product.id)).toBe(80)
    const enough = await start(pro, [one(product.id, 5)])
    expect(enough.status, JSON.stringify(enough.body)).toBe(200)
  })

  it('the sizes of one product count together for its minimum', async () => {
    const { product, own, inherits } = await sized()
    await stack.su.collection('products').update(product.id, { pro_min_qty: 5 })
    const pro = await stack.newBuyer('professionnel')
    const short = await start(pro, [one(product.id, 2, own.id), one(product.id, 2, inherits.id)])
    expect(short.status).toBe(409)
    expect(short.body.message).toContain('minimum 5 pièces pour les professionnels (vous en avez 4).')
    const enough = await start(pro, [one(product.id, 3, own.id), one(product.id, 2, inherits.id)])
    expect(enough.status, JSON.stringify(enough.body)).toBe(200)
  })

  it('a customer is held to no pro minimum', async () => {
    const product = await tiered({ pro_min_qty: 5 })
    const customer = await stack.newBuyer()
    expect((await start(customer, [one(product.id, 1)])).status).toBe(200)
  })

  describe('the minimum order, 150 € HT at 20 % VAT', () => {
    beforeAll(() => setShopIdentity(stack, { pro_min_order: 150 }))
    afterAll(() => setShopIdentity(stack, { pro_min_order: 0 }))

    it('117,50 € HT of goods: refused, 32,50 € missing', async () => {
      const product = await stack.product({ price: 200, price_pro: 141, stock: 10 } as never)
      const pro = await stack.newBuyer('professionnel')
      const refused = await start(pro, [one(product.id, 1)])
      // 141,00 € TTC → 117,50 € HT (as the invoice splits it)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(`Commande minimum professionnelle : 150,00${NBSP}€${NBSP}HT. Il manque 32,50${NBSP}€.`)
      expect(await stack.stock(product.id)).toBe(10)
    })

    it('exactly 150 € HT: accepted; the same with a code of 10 % (135 € HT net): refused, 15 € missing', async () => {
      const product = await stack.product({ price: 200, price_pro: 180, stock: 10 } as never)
      const pro = await stack.newBuyer('professionnel')
      const exact = await start(pro, [one(product.id, 1)])
      expect(exact.status, JSON.stringify(exact.body)).toBe(200)
      const withCode = await start(pro, [one(product.id, 1)], await code(10))
      expect(withCode.status).toBe(409)
      expect(withCode.body.message).toBe(`Commande minimum professionnelle : 150,00${NBSP}€${NBSP}HT. Il manque 15,00${NBSP}€.`)
    })

    it('reached by a tier: 10 pieces at 18 € = 150 € HT', async () => {
      const product = await tiered()
      const pro = await stack.newBuyer('professionnel')
      const nine = await start(pro, [one(product.id, 9)])
      // 9 × 21 € = 189 € TTC → 157,50 € HT: enough already
      expect(nine.status, JSON.stringify(nine.body)).toBe(200)
      const three = await start(pro, [one(product.id, 3)])
      // 3 × 24 € = 72 € TTC → 60 € HT
      expect(three.body.message).toBe(`Commande minimum professionnelle : 150,00${NBSP}€${NBSP}HT. Il manque 90,00${NBSP}€.`)
    })

    it('a customer is held to no minimum order', async () => {
      const product = await stack.product({ price: 20, stock: 10 } as never)
      const customer = await stack.newBuyer()
      expect((await start(customer, [one(product.id, 1)])).status).toBe(200)
    })
  })
})

describe('the admin’s tiers, checked by the server', () => {
  let admin: StackUser
  beforeAll(async () => {
    admin = await stack.newBuyer('admin')
  })

  const save = async (tiers: unknown, pricePro = 24) => {
    const product = await stack.product({ price: 30, price_pro: pricePro, stock: 1 } as never)
    return admin.pb
      .collection('products')
      .update(product.id, { pro_tiers: tiers })
      .then(
        (record) => ({ ok: true as const, record }),
        (error: { status: number; response: { message: string; data: Record<string, { message: string }> } }) => ({
          ok: false as const,
          status: error.status,
          message: error.response.message,
          field: error.response.data.pro_tiers?.message,
        }),
      )
  }

  it.each([
    ['a threshold of 1', [{ min: 1, price_pro: 20 }], 'Chaque palier commence à 2 pièces ou plus (un nombre entier).'],
    ['a threshold of 2,5', [{ min: 2.5, price_pro: 20 }], 'Chaque palier commence à 2 pièces ou plus (un nombre entier).'],
    [
      'thresholds not increasing',
      [
        { min: 10, price_pro: 20 },
        { min: 5, price_pro: 18 },
      ],
      'Les seuils des paliers doivent être croissants : chaque palier commence à plus de pièces que le précédent.',
    ],
    [
      'prices not decreasing',
      [
        { min: 5, price_pro: 20 },
        { min: 10, price_pro: 20 },
      ],
      'Le prix d’un palier doit être plus bas que celui du palier précédent.',
    ],
    ['a price of 0', [{ min: 5, price_pro: 0 }], 'Chaque palier a un prix professionnel supérieur à 0 €.'],
    ['a price above the pro price', [{ min: 5, price_pro: 25 }], 'Le prix d’un palier ne peut pas dépasser le prix professionnel.'],
    ['not a list', { min: 5 }, 'Les prix par quantité sont invalides.'],
  ])('%s is refused in French', async (_name, tiers, message) => {
    const result = await save(tiers)
    expect(result).toMatchObject({ ok: false, status: 400, message, field: message })
  })

  it('a price above the public price when there is no pro price is refused', async () => {
    expect(await save([{ min: 5, price_pro: 31 }], 0)).toMatchObject({
      ok: false,
      message: 'Le prix d’un palier ne peut pas dépasser le prix public.',
    })
  })

  it('good tiers are saved and read back by the admin; an empty value clears them', async () => {
    const saved = await save(TIERS)
    expect(saved.ok).toBe(true)
    if (!saved.ok) return
    expect(saved.record.pro_tiers).toEqual(TIERS)
    const stored = await stack.su.collection('products').getOne(saved.record.id)
    expect(stored.pro_tiers).toEqual(TIERS)
    // A multipart form sends the json as text.
    const form = new FormData()
    form.append('pro_tiers', JSON.stringify([{ min: 3, price_pro: 22 }]))
    expect((await admin.pb.collection('products').update(saved.record.id, form)).pro_tiers).toEqual([{ min: 3, price_pro: 22 }])
    await admin.pb.collection('products').update(saved.record.id, { pro_tiers: '' })
    expect((await stack.su.collection('products').getOne(saved.record.id)).pro_tiers).toBeNull()
  })

  it('a size’s tiers go down from its own pro price, or its product’s', async () => {
    const { product, own, inherits } = await sized()
    const refusedOwn = await admin.pb
      .collection('product_variants')
      .update(own.id, { pro_tiers: [{ min: 5, price_pro: 23 }] })
      .catch((error: { response: { message: string } }) => error.response.message)
    // 16 cm has its own pro price of 22 €
    expect(refusedOwn).toBe('Le prix d’un palier ne peut pas dépasser le prix professionnel.')
    // 17 cm has none: its product's 24 €
    const accepted = await admin.pb.collection('product_variants').update(inherits.id, { pro_tiers: [{ min: 5, price_pro: 23 }] })
    expect(accepted.pro_tiers).toEqual([{ min: 5, price_pro: 23 }])
    expect(product.id).toBeTruthy()
  })
})

describe('pro_tiers is hidden like the pro price', () => {
  const get = async (user: StackUser | null, path: string) => {
    const response = await fetch(`${stack.pbUrl}${path}`, { headers: user ? { authorization: user.token } : {} })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { items?: Record<string, unknown>[] } }
  }

  it('a visitor and a customer never read it, in a view, a list or an expand; a pro and an admin do', async () => {
    const { product, own } = await sized()
    const readers = {
      visitor: null,
      customer: await stack.newBuyer(),
      pro: await stack.newBuyer('professionnel'),
      admin: await stack.newBuyer('admin'),
    }
    for (const [who, user] of Object.entries(readers)) {
      const sees = who === 'pro' || who === 'admin'
      const view = await get(user, `/api/collections/products/records/${product.id}?expand=product_variants_via_product`)
      expect(view.status).toBe(200)
      expect(view.body.pro_tiers !== undefined, `${who} view`).toBe(sees)
      const sizes = (view.body.expand as { product_variants_via_product: Record<string, unknown>[] }).product_variants_via_product
      expect(sizes.find((size) => size.id === own.id)?.pro_tiers !== undefined, `${who} expand`).toBe(sees)
      const list = await get(user, `/api/collections/products/records?filter=${encodeURIComponent(`id="${product.id}"`)}`)
      expect(list.body.items?.[0]?.pro_tiers !== undefined, `${who} list`).toBe(sees)
      const sizeView = await get(user, `/api/collections/product_variants/records/${own.id}`)
      expect(sizeView.body.pro_tiers !== undefined, `${who} size`).toBe(sees)
      if (sees) expect(sizeView.body.pro_tiers).toEqual([{ min: 3, price_pro: 20 }])
    }
  })

  it.each([
    ['a filter', (id: string) => `/api/collections/products/records?filter=${encodeURIComponent(`id="${id}" && pro_tiers ~ "18"`)}`],
    ['an escaped filter', () => `/api/collections/products/records?filter=pro%255Ftiers%20!%3D%20%22%22`],
    ['a sort', () => `/api/collections/products/records?sort=pro_tiers`],
    ['fields', () => `/api/collections/products/records?fields=id,pro_tiers`],
    ['a size’s filter', () => `/api/collections/product_variants/records?filter=${encodeURIComponent('pro_tiers:length > 0')}`],
    [
      'through a back-relation',
      () => `/api/collections/products/records?filter=${encodeURIComponent('product_variants_via_product.pro_tiers ~ "20"')}`,
    ],
  ])('%s on it is refused before any query for a visitor and a customer', async (_name, path) => {
    const product = await tiered()
    for (const user of [null, await stack.newBuyer()]) {
      const answer = await get(user, path(product.id))
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe(HIDDEN)
    }
  })
})
