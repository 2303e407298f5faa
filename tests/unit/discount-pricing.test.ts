// pb_hooks/lib/discount-pricing.js (docs/adr/0116), run under Node the way PocketBase's JS engine
// loads it: which lines a code applies to, the discount's total, its spread over the lines in cents,
// and the share a partial refund gives back.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

interface Terms {
  kind: 'percent' | 'amount'
  value: number
  scope: 'order' | 'categories' | 'products' | 'stones'
  categories: string[]
  products: string[]
  stones: string[]
  combinable_with_sales: boolean
}
interface Line {
  id: string
  categories: string[]
  stones: string[]
  unitCents: number
  quantity: number
  onSale: boolean
}
interface Pricing {
  discountOf: (terms: Terms, lines: Line[]) => { total: number; shares: number[]; eligibleCents: number }
  spread: (total: number, weights: number[]) => number[]
  unitsShare: (lineDiscountCents: number, lineQuantity: number, before: number, quantity: number) => number
}

function load(): Pricing {
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks/lib/discount-pricing.js')
  const module = { exports: {} as never }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  return module.exports
}
const { discountOf, spread, unitsShare } = load()

const terms = (data: Partial<Terms>): Terms => ({
  kind: 'percent',
  value: 10,
  scope: 'order',
  categories: [],
  products: [],
  stones: [],
  combinable_with_sales: false,
  ...data,
})
const line = (id: string, unitCents: number, quantity = 1, data: Partial<Line> = {}): Line => ({
  id,
  categories: ['bracelets'],
  stones: [],
  unitCents,
  quantity,
  onSale: false,
  ...data,
})

// A bracelet in a size at its pro price (3 × 29,90 €), a necklace with amethyst (45,00 €), a ring on sale (19,90 €).
const basket = [
  line('bracelet-17cm', 2990, 3),
  line('collier', 4500, 1, { categories: ['colliers', 'cadeaux'], stones: ['amethyste', 'quartz'] }),
  line('bague', 1990, 1, { categories: ['bagues'], onSale: true }),
]

describe('discountOf', () => {
  it.each([
    ['10 % on the order, not on the line on sale', terms({}), 1347, [897, 450, 0]],
    ['10 % on the order, combinable with sales', terms({ combinable_with_sales: true }), 1546, [897, 450, 199]],
    ['15 % on a category', terms({ value: 15, scope: 'categories', categories: ['colliers'] }), 675, [0, 675, 0]],
    ['20 % on a product', terms({ value: 20, scope: 'products', products: ['bracelet-17cm'] }), 1794, [1794, 0, 0]],
    ['10 % on a stone', terms({ scope: 'stones', stones: ['amethyste'] }), 450, [0, 450, 0]],
    ['10,00 € on the order, spread by weight', terms({ kind: 'amount', value: 10 }), 1000, [666, 334, 0]],
    ['10,00 € on a category', terms({ kind: 'amount', value: 10, scope: 'categories', categories: ['colliers'] }), 1000, [0, 1000, 0]],
    [
      'a fixed amount above the goods it applies to',
      terms({ kind: 'amount', value: 100, scope: 'stones', stones: ['quartz'] }),
      4500,
      [0, 4500, 0],
    ],
    ['a category the basket lacks', terms({ scope: 'categories', categories: ['boucles'] }), 0, [0, 0, 0]],
    ['only the line on sale, not combinable', terms({ scope: 'products', products: ['bague'] }), 0, [0, 0, 0]],
    ['100 %', terms({ value: 100, combinable_with_sales: true }), 15460, [8970, 4500, 1990]],
  ])('%s', (_label, code, total, shares) => {
    const result = discountOf(code, basket)
    expect(result.total).toBe(total)
    expect(result.shares).toEqual(shares)
    expect(result.shares.reduce((a, b) => a + b, 0)).toBe(total)
  })

  it('rounds a percentage half up to the cent, on the goods it applies to', () => {
    // 12,5 % of 0,99 € = 12,375 cents → 12; of 1,00 € = 12,5 → 13
    expect(discountOf(terms({ value: 12.5 }), [line('a', 99)]).total).toBe(12)
    expect(discountOf(terms({ value: 12.5 }), [line('a', 100)]).total).toBe(13)
  })
})

describe('spread', () => {
  it('gives the cents left to the largest remainders, and sums exactly', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(spread(1, [1000, 1000])).toEqual([1, 0])
    expect(spread(7, [0, 5, 0])).toEqual([0, 7, 0])
    expect(spread(0, [5, 5])).toEqual([0, 0])
    for (const [total, weights] of [
      [1001, [333, 333, 334]],
      [9999, [1, 2, 3, 4, 5, 6, 7]],
      [5, [2990, 2990, 2990]],
    ] as const) {
      expect(spread(total, [...weights]).reduce((a, b) => a + b, 0)).toBe(total)
    }
  })
})

describe('unitsShare', () => {
  it('gives back the whole line’s discount over any steps of a partial refund', () => {
    // 897 cents off 3 bracelets: 299 a unit
    expect(unitsShare(897, 3, 0, 1)).toBe(299)
    // 100 cents off 3 units, refunded one by one: 33 + 34 + 33
    const steps = [unitsShare(100, 3, 0, 1), unitsShare(100, 3, 1, 1), unitsShare(100, 3, 2, 1)]
    expect(steps.reduce((a, b) => a + b, 0)).toBe(100)
    expect(unitsShare(100, 3, 0, 3)).toBe(100)
    expect(unitsShare(0, 3, 0, 1)).toBe(0)
  })
})
