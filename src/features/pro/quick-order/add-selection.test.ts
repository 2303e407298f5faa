// The quick order's rows per size go into the cart as one line each (docs/adr/0109): the cart keys
// its lines by product and size, as the checkout and the refunds do.
import { describe, expect, it } from 'vitest'
import type { CartItem, CartProduct } from '@/lib/cart'
import { addSelectionToCart } from './add-selection'
import { rowKey } from './api'

/** A cart keyed like the shop's: a line per product and size. */
function fakeCart(items: CartItem[] = []) {
  const cart = {
    items: [...items],
    addItem(product: CartProduct) {
      cart.items.push({ ...product, quantity: 1 })
      return true
    },
    updateQuantity(key: string, quantity: number) {
      cart.items = cart.items.map((item) => (rowKey(item) === key ? { ...item, quantity } : item))
    },
  }
  return cart
}

const size = (variant: string, label: string, stock: number, price_pro: number) => ({
  id: 'p9',
  collectionName: 'products',
  name: 'Bracelet Aurore',
  price: 40,
  price_pro,
  stock,
  slug: 'bracelet-aurore',
  image: [],
  variant,
  size: `Tour de poignet\u00a0: ${label}`,
})

describe('addSelectionToCart with sizes', () => {
  it('puts two sizes of one product in as two lines, each with its size and within its own stock', () => {
    const cart = fakeCart([
      { id: 'p9', variant: 'v16', size: 'Tour de poignet\u00a0: 16 cm', name: 'Bracelet Aurore', price: 40, quantity: 1 } as CartItem,
    ])
    const outcome = addSelectionToCart(cart, [size('v16', '16 cm', 2, 24), size('v17', '17 cm', 4, 27)], { 'p9/v16': 3, 'p9/v17': 2 })
    expect(cart.items.map((item) => [rowKey(item), (item as CartItem & { size?: string }).size, item.quantity, item.price_pro])).toEqual([
      ['p9/v16', 'Tour de poignet\u00a0: 16 cm', 2, undefined],
      ['p9/v17', 'Tour de poignet\u00a0: 17 cm', 2, 27],
    ])
    expect(outcome.added).toBe(3)
    expect(outcome.lines).toEqual([
      { id: 'p9', variant: 'v16', name: 'Bracelet Aurore — Tour de poignet\u00a0: 16 cm', wanted: 3, added: 1, inCart: 1, short: 'stock' },
      { id: 'p9', variant: 'v17', name: 'Bracelet Aurore — Tour de poignet\u00a0: 17 cm', wanted: 2, added: 2, inCart: 0 },
    ])
  })
})
