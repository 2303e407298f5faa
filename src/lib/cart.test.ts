import { describe, expect, it } from 'vitest'
import {
  addItem,
  canAdd,
  cartLinkLabel,
  cartTotal,
  clearCart,
  isCartFull,
  lineKey,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_UNIT_PRICE,
  parseCart,
  removeItem,
  totalQuantity,
  updateQuantity,
  type CartItem,
  type CartProduct,
} from './cart'
import { reconcileCart } from './cart-refresh'

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

  it('caps at 99 (a checkout line) when the stock is unknown or larger', () => {
    let cart: CartItem[] = []
    for (let i = 0; i < 120; i += 1) cart = addItem(cart, noStockInfo)
    expect(cart[0]?.quantity).toBe(99)
    expect(canAdd(cart, noStockInfo)).toBe(false)
    expect(updateQuantity([{ ...amethyst, stock: 500, quantity: 1 }], 'p1', 1e308)[0]?.quantity).toBe(99)
  })

  it('refuses a 21st product, but still adds to a product already in a full cart', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ ...amethyst, id: `p${i + 10}`, quantity: 1 }))
    expect(isCartFull(full, amethyst)).toBe(true)
    expect(canAdd(full, amethyst)).toBe(false)
    expect(addItem(full, amethyst)).toEqual(full)
    expect(isCartFull(full, { id: 'p10' })).toBe(false)
    expect(addItem(full, { ...amethyst, id: 'p10' })[0]?.quantity).toBe(2)
  })

  it('refuses a product priced beyond the ceiling or not at all', () => {
    expect(addItem([], { ...amethyst, price: MAX_UNIT_PRICE + 1 })).toEqual([])
    expect(addItem([], { ...amethyst, price: Number.NaN })).toEqual([])
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

describe('parseCart bounds (a tampered or oversized cartItems, docs/adr/0040)', () => {
  const read = (entries: unknown[]) => parseCart(JSON.stringify(entries))

  it('drops lines whose price is not a price: 1e308, negative, NaN, a string, above the ceiling', () => {
    const items = read([
      { id: 'a', name: 'Énorme', price: 1e308, quantity: 1e308 },
      { id: 'b', name: 'Négatif', price: -5, quantity: 1 },
      { id: 'c', name: 'NaN', price: Number.NaN, quantity: 1 },
      { id: 'd', name: 'Texte', price: '39.90', quantity: 1 },
      { id: 'e', name: 'Trop cher', price: MAX_UNIT_PRICE + 0.01, quantity: 1 },
      { id: 'f', name: 'Au plafond', price: MAX_UNIT_PRICE, quantity: 1 },
    ])
    expect(items.map((item) => item.id)).toEqual(['f'])
  })

  it('brings a huge quantity down to 99 and drops negative, NaN and text quantities', () => {
    const items = read([
      { id: 'a', name: 'Mille', price: 10, quantity: 1e308 },
      { id: 'b', name: 'Négatif', price: 10, quantity: -3 },
      { id: 'c', name: 'NaN', price: 10, quantity: 'NaN' },
      { id: 'd', name: 'Texte', price: 10, quantity: '5' },
      { id: 'e', name: 'Stock', price: 10, quantity: 1e308, stock: 1e308 },
    ])
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['a', MAX_LINE_QUANTITY],
      ['e', MAX_LINE_QUANTITY],
    ])
  })

  it('keeps a pro price only when it is a price', () => {
    const items = read([
      { id: 'a', name: 'A', price: 10, price_pro: 1e308, quantity: 1 },
      { id: 'b', name: 'B', price: 10, price_pro: -1, quantity: 1 },
      { id: 'c', name: 'C', price: 10, price_pro: 8, quantity: 1 },
    ])
    expect(items.map((item) => item.price_pro)).toEqual([undefined, undefined, 8])
  })

  it('keeps the first 20 valid lines of 1000, with a finite total', () => {
    const entries = Array.from({ length: 1000 }, (_, i) => ({ id: `p${i}`, name: `Bijou ${i}`, price: 1e308, quantity: 1e308 }))
    entries.push(...Array.from({ length: 1000 }, (_, i) => ({ id: `q${i}`, name: `Bijou ${i}`, price: MAX_UNIT_PRICE, quantity: 1e308 })))
    const items = read(entries)
    expect(items).toHaveLength(MAX_CART_LINES)
    expect(items[0]?.id).toBe('q0')
    expect(totalQuantity(items)).toBe(MAX_CART_LINES * MAX_LINE_QUANTITY)
    expect(cartTotal(items, null)).toBe(MAX_CART_LINES * MAX_LINE_QUANTITY * MAX_UNIT_PRICE)
    expect(Number.isFinite(cartTotal(items, { role: 'professionnel' }))).toBe(true)
  })

  it('cuts a 100 KB name and drops 100 KB slugs, images and ids', () => {
    const huge = 'é'.repeat(100_000)
    const items = read([
      { id: huge, name: 'Id énorme', price: 10, quantity: 1 },
      { id: 'a', name: huge, price: 10, quantity: 1, slug: huge, image: huge, collectionName: huge },
    ])
    expect(items).toHaveLength(1)
    expect(items[0]?.name).toHaveLength(200)
    expect(items[0]).not.toHaveProperty('slug')
    expect(items[0]).not.toHaveProperty('image')
    expect(items[0]).not.toHaveProperty('collectionName')
    expect(JSON.stringify(items).length).toBeLessThan(1000)
  })

  it('drops ids that are not record ids (they would go into the refresh filter)', () => {
    expect(
      read([
        { id: 'a" || id != "', name: 'Injection', price: 10, quantity: 1 },
        { id: 'abcdefghijklmnop', name: '16', price: 10, quantity: 1 },
      ]),
    ).toEqual([])
  })
})

describe('reconcileCart (refresh from the server)', () => {
  const customer = { role: '' as const }
  const pro = { role: 'professionnel' as const }
  const line = (overrides: Partial<CartItem> = {}): CartItem => ({
    id: 'p1',
    name: 'Bracelet Améthyste',
    price: 39.9,
    stock: 5,
    quantity: 2,
    ...overrides,
  })

  it('keeps an unchanged line and reports nothing', () => {
    const result = reconcileCart([line()], [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5 }], customer)
    expect(result.changes).toEqual([])
    expect(result.items).toEqual([line()])
  })

  it('takes the new price and name, and reports the price change', () => {
    const result = reconcileCart(
      [line()],
      [
        {
          id: 'p1',
          name: 'Bracelet Améthyste du Brésil',
          price: 44,
          stock: 5,
          slug: 'bracelet',
          image: ['a.jpg'],
          collectionName: 'products',
        },
      ],
      customer,
    )
    expect(result.items[0]).toMatchObject({
      name: 'Bracelet Améthyste du Brésil',
      price: 44,
      slug: 'bracelet',
      image: 'a.jpg',
      quantity: 2,
    })
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
    const result = reconcileCart(
      [line({ quantity: 1 })],
      [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 0, reserved: 1 }],
      customer,
    )
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

  it('removes a line whose server price is beyond what the cart holds', () => {
    const result = reconcileCart([line()], [{ id: 'p1', name: 'Bracelet Améthyste', price: 1e308, stock: 5 }], customer)
    expect(result.items).toEqual([])
    expect(result.changes).toEqual([{ kind: 'unavailable', name: 'Bracelet Améthyste' }])
  })

  it('treats a missing stock as none left', () => {
    expect(reconcileCart([line()], [{ id: 'p1', name: 'Bracelet Améthyste', price: 39.9 }], customer).items).toEqual([])
  })
})

describe('lines per size (docs/adr/0106)', () => {
  const size16: CartProduct = {
    id: 'p9',
    variant: 'v16',
    size: 'Tour de poignet\u00a0: 16 cm',
    name: 'Bracelet Aurore',
    price: 58,
    stock: 2,
  }
  const size17: CartProduct = { ...size16, variant: 'v17', size: 'Tour de poignet\u00a0: 17 cm', price: 60, stock: 1 }

  it('keeps two sizes of one product as two lines, each counted against its own stock', () => {
    let items = addItem(addItem([], size16), size17)
    expect(items.map(lineKey)).toEqual(['p9/v16', 'p9/v17'])
    items = addItem(items, size16)
    expect(items.map((item) => [item.variant, item.quantity])).toEqual([
      ['v16', 2],
      ['v17', 1],
    ])
    // 17 cm has one: a second is refused, while the 16 cm line is untouched.
    expect(canAdd(items, size17)).toBe(false)
    expect(updateQuantity(items, 'p9/v17', 5).find((item) => item.variant === 'v17')?.quantity).toBe(1)
    expect(updateQuantity(items, 'p9/v16', 1).map((item) => item.quantity)).toEqual([1, 1])
    expect(removeItem(items, 'p9/v16').map(lineKey)).toEqual(['p9/v17'])
    // A product without sizes keeps its id as its key.
    expect(lineKey(amethyst)).toBe('p1')
  })

  it('reads stored lines with and without a size: an old line stays, a forged size id is dropped, a repeated size kept once', () => {
    const stored = JSON.stringify([
      { id: 'p1', name: 'Bracelet Améthyste', price: 39.9, quantity: 1 },
      { ...size16, quantity: 1 },
      { ...size16, quantity: 3 },
      { ...size17, variant: '../x', quantity: 1 },
    ])
    expect(parseCart(stored).map((item) => [lineKey(item), item.size ?? null, item.quantity])).toEqual([
      ['p1', null, 1],
      ['p9/v16', 'Tour de poignet\u00a0: 16 cm', 1],
      ['p9', 'Tour de poignet\u00a0: 17 cm', 1],
    ])
  })

  it('refreshes a size from its own row, drops a size gone and a stored line whose product now has sizes', () => {
    const items: CartItem[] = [
      { ...size16, quantity: 2 },
      { ...size17, quantity: 1 },
      { id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5, quantity: 1 },
    ]
    const fresh = [
      {
        id: 'p9',
        name: 'Bracelet Aurore',
        price: 58,
        stock: 9,
        options: [{ name: 'Tour de poignet', values: ['16 cm', '17 cm'] }],
        expand: { product_variants_via_product: [{ id: 'v16', stock: 1, price: 0 }] },
      },
      { id: 'p1', name: 'Bracelet Améthyste', price: 39.9, stock: 5, options: [{ name: 'Tour de poignet', values: ['17 cm'] }] },
    ]
    const { items: next, changes } = reconcileCart(items, fresh, null)
    expect(next.map((item) => [lineKey(item), item.quantity, item.stock, item.price])).toEqual([['p9/v16', 1, 1, 58]])
    expect(changes).toEqual([
      { kind: 'quantity', name: 'Bracelet Aurore', quantity: 1 },
      { kind: 'unavailable', name: 'Bracelet Aurore' },
      { kind: 'size-needed', name: 'Bracelet Améthyste' },
    ])
  })
})
