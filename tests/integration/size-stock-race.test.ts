// Sizes for the owner (docs/adr/0108), under concurrency: the admin's sizes screen changes a size's
// stock while buyers hold that size. The admin's change is a change (ADR 0037), applied to the stock of
// the moment inside a transaction: no unit a buyer holds is sold twice or given back, and the size's
// history adds up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckoutStack, startCheckoutStack } from './support/checkout-stack'

let stack: CheckoutStack

beforeAll(async () => {
  stack = await startCheckoutStack({ webhooksPaused: true })
})

afterAll(async () => {
  await stack?.stop()
})

const WRIST = { name: 'Tour de poignet', values: ['16 cm', '17 cm'] }

describe('the sizes screen’s save while buyers hold the same size', () => {
  it('ten buyers of the 17 cm (stock 6) and the admin adding 4 at once: 6 + 4 − held, nothing held twice', async () => {
    const product = await stack.product({ price: 40, stock: 0, options: [WRIST] } as Record<string, unknown>)
    const size = await stack.su.collection('product_variants').create({ product: product.id, option1: '17 cm', stock: 6 })
    const buyers = await Promise.all(Array.from({ length: 10 }, () => stack.newBuyer()))
    const [save, ...answers] = await Promise.all([
      stack.shop(stack.users.admin, 'POST', `/api/shop/products/${product.id}/sizes`, {
        options: [WRIST],
        sizes: [{ id: size.id, option1: '17 cm', change: 4 }],
      }),
      ...buyers.map((buyer) => stack.startCheckout(buyer, [{ id: product.id, variant: size.id, quantity: 1 }])),
    ])
    expect(save.status, JSON.stringify(save.body)).toBe(200)
    const held = answers.filter((answer) => answer.status === 200).length
    // Six are always there to hold; the four added may land before some of the buyers.
    expect(held).toBeGreaterThanOrEqual(6)
    expect(held).toBeLessThanOrEqual(10)
    const now = await stack.su.collection('product_variants').getOne(size.id)
    expect([now.stock, now.reserved]).toEqual([10 - held, held])
    // The size's history: its creation, the sales and the admin's change, each from the one before.
    const rows = await stack.su
      .collection('stock_movements')
      .getFullList({ filter: stack.su.filter('variant = {:id}', { id: size.id }), sort: 'created,@rowid' })
    let stock = 0
    for (const row of rows) {
      expect(row.stock_after).toBe(stock + (row.change ?? 0))
      stock = row.stock_after ?? 0
    }
    expect(stock).toBe(10 - held)
    expect(rows.filter((row) => row.reason === 'manual' && row.change === 4)).toHaveLength(1)
  })
})
