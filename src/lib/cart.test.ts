import { describe, expect, it } from 'vitest'
import {
  addItem,
  cartLinkLabel,
  cartTotal,
  clearCart,
  parseCart,
  reconcileCart,
  removeItem,
  totalQuantity,
  updateQuantity,
  type CartItem,
  type CartProduct,
} from './cart'

const amethyst: CartProduct = { id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5 }
const unique: CartProduct = { id: 'p2', name: 'Pendentif Labradorite', price: 120, stock: 1 }
const noStockInfo: CartProduct = { id: 'p3', name: 'Bague Quartz rose', price: 25 }

describe('addItem', () => {
  it('puts a new product in the cart with quantity 1', () => {
    expect(addItem([], amethyst)).toEqual([{ ...amethyst, quantity: 1 }])
  })

  it('adds 1 to a product already in the cart', () => {
    const cart = addItem(addItem([], amethyst), amethyst)
    expect(cart).toHaveLength(1)
    expect(cart[0]?.quantity).toBe(2)
  })

  it('never goes beyond the known stock', () => {
    const once = addItem([], unique)
    expect(addItem(once, unique)).toEqual(once)
  })

  it('refuses a product that is out of stock', () => {
    expect(addItem([], { ...amethyst, stock: 0 })).toEqual([])
  })

  it('has no cap when the stock is unknown', () => {
    let cart: CartItem[] = []
    for (let i = 0; i < 12; i += 1) cart = addItem(cart, noStockInfo)
    expect(cart[0]?.quantity).toBe(12)
  })

  it('keeps the fresh name and price of the product', () => {
    const cart = addItem([{ ...amethyst, quantity: 1 }], { ...amethyst, price: 42 })
    expect(cart[0]).toMatchObject({ price: 42, quantity: 2 })
  })

  it('does not change the list it was given', () => {
    const cart: CartItem[] = [{ ...amethyst, quantity: 1 }]
    addItem(cart, amethyst)
    expect(cart[0]?.quantity).toBe(1)
  })
})

describe('updateQuantity', () => {
  const cart: CartItem[] = [
    { ...amethyst, quantity: 2 },
    { ...noStockInfo, quantity: 1 },
  ]

  it('sets the quantity', () => {
    expect(updateQuantity(cart, 'p1', 4)[0]?.quantity).toBe(4)
  })

  it('removes the item at 0', () => {
    expect(updateQuantity(cart, 'p1', 0).map((item) => item.id)).toEqual(['p3'])
  })

  it('clamps a negative quantity to 0, which removes the item', () => {
    expect(updateQuantity(cart, 'p1', -3).map((item) => item.id)).toEqual(['p3'])
  })

  it('caps the quantity at the stock', () => {
    expect(updateQuantity(cart, 'p1', 50)[0]?.quantity).toBe(5)
  })

  it('ignores a quantity that is not a number', () => {
    expect(updateQuantity(cart, 'p1', Number.NaN)).toEqual(cart)
  })

  it('rounds a decimal quantity down', () => {
    expect(updateQuantity(cart, 'p3', 2.7)[1]?.quantity).toBe(2)
  })
})

describe('removeItem, clearCart and totals', () => {
  const cart: CartItem[] = [
    { ...amethyst, price_pro: 30, quantity: 2 },
    { ...noStockInfo, quantity: 3 },
  ]

  it('removes one product', () => {
    expect(removeItem(cart, 'p3')).toEqual([cart[0]])
  })

  it('empties the cart', () => {
    expect(clearCart()).toEqual([])
  })

  it('counts the articles for the badge', () => {
    expect(totalQuantity(cart)).toBe(5)
    expect(totalQuantity([])).toBe(0)
  })

  it('totals with the base price for customers and the pro price for pro and admin', () => {
    expect(cartTotal(cart, null)).toBe(154.8)
    expect(cartTotal(cart, { role: '' })).toBe(154.8)
    expect(cartTotal(cart, { role: 'professionnel' })).toBe(135)
    expect(cartTotal(cart, { role: 'admin' })).toBe(135)
  })

  it('words the cart link for 0, 1 and several articles', () => {
    expect(cartLinkLabel(0)).toBe('Panier (0 article)')
    expect(cartLinkLabel(1)).toBe('Panier (1 article)')
    expect(cartLinkLabel(3)).toBe('Panier (3 articles)')
  })
})

describe('parseCart (what is stored under cartItems)', () => {
  it('reads a stored cart', () => {
    const stored = JSON.stringify([{ ...amethyst, quantity: 2 }])
    expect(parseCart(stored)).toEqual([{ ...amethyst, quantity: 2 }])
  })

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '[{"id": "p1", '],
    ['an object', '{"id":"p1"}'],
    ['a number', '42'],
    ['the text undefined', 'undefined'],
  ])('falls back to an empty cart for %s', (_case, raw) => {
    expect(parseCart(raw)).toEqual([])
  })

  it('drops invalid entries and keeps the valid ones', () => {
    const stored = JSON.stringify([
      null,
      'p1',
      { id: 'x', name: 'Sans prix', quantity: 1 },
      { id: 'y', name: 'Quantité nulle', price: 10, quantity: 0 },
      { id: 'z', name: 'Prix négatif', price: -1, quantity: 1 },
      { ...noStockInfo, quantity: 2 },
    ])
    expect(parseCart(stored)).toEqual([{ ...noStockInfo, quantity: 2 }])
  })

  it('keeps a product once and never more than its stock', () => {
    const stored = JSON.stringify([
      { ...unique, quantity: 3 },
      { ...unique, quantity: 1 },
    ])
    expect(parseCart(stored)).toEqual([{ ...unique, quantity: 1 }])
  })
})

describe('reconcileCart (refresh from the server)', () => {
  const customer = { role: '' as const }
  const pro = { role: 'professionnel' as const }
  const line = (overrides: Partial<CartItem> = {}): CartItem => ({ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5, quantity: 2, ...overrides })

  it('keeps an unchanged line and reports nothing', () => {
    const result = reconcileCart([line()], [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5 }], customer)
    expect(result.changes).toEqual([])
    expect(result.items).toEqual([line()])
  })

  it('takes the new price and name, and reports the price change', () => {
    const result = reconcileCart([line()], [{ id: 'p1', name: 'Bracelet Améthyste du Brésil', price: 44, stock: 5, slug: 'bracelet', image: ['a.jpg'], collectionName: 'products' }], customer)
    expect(result.items[0]).toMatchObject({ name: 'Bracelet Améthyste du Brésil', price: 44, slug: 'bracelet', image: 'a.jpg', quantity: 2 })
    expect(result.changes).toEqual([{ kind: 'price', name: 'Bracelet Améthyste du Brésil', before: 39.9, after: 44 }])
  })

  it('lowers the quantity to the stock and removes sold-out and vanished lines', () => {
    const result = reconcileCart(
      [line({ quantity: 4 }), line({ id: 'p2', name: 'Collier Jade' }), line({ id: 'p3', name: 'Pendentif Opale' })],
      [
        { id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 3 },
        { id: 'p2', name: 'Collier Jade', price: 39.9, stock: 0 },
      ],
      customer,
    )
    expect(result.items).toEqual([line({ quantity: 3, stock: 3 })])
    expect(result.changes).toEqual([
      { kind: 'quantity', name: 'Bracelet Améthyste', quantity: 3 },
      { kind: 'sold-out', name: 'Collier Jade' },
      { kind: 'unavailable', name: 'Pendentif Opale' },
    ])
  })

  it('removes a line whose last units are held by another buyer, saying it is reserved rather than sold out', () => {
    const result = reconcileCart([line({ quantity: 1 })], [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 0, reserved: 1 }], customer)
    expect(result.items).toEqual([])
    expect(result.changes).toEqual([{ kind: 'reserved', name: 'Bracelet Améthyste' }])
  })

  it('compares the price that applies to the user: a pro sees the pro price change', () => {
    const stored = line({ price_pro: 28 })
    const fresh = [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, price_pro: 26, stock: 5 }]
    expect(reconcileCart([stored], fresh, pro).changes).toEqual([{ kind: 'price', name: 'Bracelet Améthyste', before: 28, after: 26 }])
    // A customer pays the base price, unchanged: nothing to say, and the hidden pro price is not kept.
    const forCustomer = reconcileCart([stored], [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5 }], customer)
    expect(forCustomer.changes).toEqual([])
    expect(forCustomer.items[0]?.price_pro).toBeUndefined()
  })

  it('treats a missing stock as none left', () => {
    expect(reconcileCart([line()], [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9 }], customer).items).toEqual([])
  })
})
