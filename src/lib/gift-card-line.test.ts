// A gift card in the cart (docs/adr/0117): stored and read back as one line, never refreshed as a
// product, never asked of the products' list, sent to the checkout as a card line.
import { describe, expect, it } from 'vitest'
import { parseCart } from './cart'
import { productIds } from './cart-products'
import { reconcileCart } from './cart-refresh'
import { giftCardLine, giftCardRequest, isGiftCardLine } from './gift-card-line'

const card = { ...giftCardLine(50, { recipient_email: 'ami@exemple.fr', send_on: '2026-12-24' }, 'Carte cadeau 50,00 €'), quantity: 1 }
const bracelet = { id: 'p1xxxxxxxxxxxxx', name: 'Bracelet Améthyste', price: 39.9, stock: 5, quantity: 2 }

describe('gift card lines', () => {
  it('are read back from storage as one card, and a malformed one is dropped', () => {
    expect(isGiftCardLine(card)).toBe(true)
    const items = parseCart(
      JSON.stringify([
        { ...card, quantity: 7 },
        bracelet,
        { id: 'gift-card-zzzzzzzz', name: 'x', price: 10, quantity: 1, gift_card: 'no' },
      ]),
    )
    expect(items).toEqual([
      {
        id: card.id,
        name: 'Carte cadeau 50,00 €',
        price: 50,
        stock: 1,
        quantity: 1,
        gift_card: { recipient_email: 'ami@exemple.fr', send_on: '2026-12-24' },
      },
      bracelet,
    ])
  })

  it('are kept by the refresh and not asked of the products', () => {
    expect(productIds([card, bracelet])).toEqual([bracelet.id])
    const result = reconcileCart([card, bracelet], [{ id: bracelet.id, name: bracelet.name, price: 39.9, stock: 5 }], null)
    expect(result.items.map((item) => item.id)).toEqual([card.id, bracelet.id])
    expect(result.changes).toEqual([])
  })

  it('are sent to the checkout as a card with its amount', () => {
    expect(giftCardRequest(50, { message: 'Joyeux Noël !' })).toEqual({ gift_card: { amount: 50, message: 'Joyeux Noël !' } })
  })
})
