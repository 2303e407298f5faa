import { describe, expect, it } from 'vitest'
import { cardStockLabel, catalogueStock, detailStockLabel, isReserved, reservedExplanation, unavailableLabel } from './stock'

describe('cardStockLabel (catalogue card)', () => {
  it.each([
    [0, 'Rupture de stock'],
    [-2, 'Rupture de stock'],
    [undefined, 'Rupture de stock'],
    [1, 'Pièce unique'],
    [2, 'En stock : 2'],
    [15, 'En stock : 15'],
  ])('stock %s → %s', (stock, label) => {
    expect(cardStockLabel({ stock })).toBe(label)
  })

  it.each([
    [{ stock: 0, reserved: 1 }, 'Réservé'],
    [{ stock: 0, reserved: 3, is_unique: false }, 'Réservé'],
    // Units left to buy: the held ones do not change what is said.
    [{ stock: 2, reserved: 1 }, 'En stock : 2'],
    [{ stock: 1, reserved: 4 }, 'Pièce unique'],
    [{ stock: 0, reserved: 0 }, 'Rupture de stock'],
    [{ stock: 0, reserved: null }, 'Rupture de stock'],
  ])('%o → %s', (product, label) => {
    expect(cardStockLabel(product)).toBe(label)
  })
})

describe('detailStockLabel (product detail badge)', () => {
  it.each([
    [{ is_unique: true, stock: 1 }, 'Pièce unique disponible'],
    [{ is_unique: true, stock: 0 }, 'Vendu'],
    [{ is_unique: false, stock: 4 }, '4 en stock'],
    [{ is_unique: false, stock: 1 }, '1 en stock'],
    [{ is_unique: false, stock: 0 }, 'Épuisé'],
    [{}, 'Épuisé'],
    [{ is_unique: true, stock: 0, reserved: 1 }, 'Pièce réservée'],
    [{ is_unique: false, stock: 0, reserved: 2 }, 'Réservé'],
    [{ is_unique: false, stock: 3, reserved: 2 }, '3 en stock'],
  ])('%o → %s', (product, label) => {
    expect(detailStockLabel(product)).toBe(label)
  })
})

describe('a reserved product', () => {
  it('is one with nothing left to buy and some units held', () => {
    expect(isReserved({ stock: 0, reserved: 1 })).toBe(true)
    expect(isReserved({ stock: 1, reserved: 1 })).toBe(false)
    expect(isReserved({ stock: 0 })).toBe(false)
  })

  it('explains that it may come back within 15 minutes, and its button says Réservé instead of Épuisé', () => {
    expect(reservedExplanation({ is_unique: true })).toBe(
      'Un autre client est en train de la payer. Si le paiement n’aboutit pas, elle sera remise en vente d’ici 15 minutes.',
    )
    expect(reservedExplanation({ is_unique: false })).toMatch(/remises en vente d’ici 15 minutes\.$/)
    expect(unavailableLabel({ stock: 0, reserved: 1 })).toBe('Réservé')
    expect(unavailableLabel({ stock: 0, reserved: 0 })).toBe('Épuisé')
  })
})

describe('a product in sizes in the catalogue (docs/adr/0110)', () => {
  const sizes = (...figures: Array<[number, number]>) => figures.map(([stock, reserved], i) => ({ size: `${16 + i} cm`, stock, reserved }))

  it.each([
    [sizes([0, 0], [2, 0]), 'En stock : 2'],
    [sizes([1, 0], [0, 0]), 'En stock : 1'],
    [sizes([0, 1], [0, 0]), 'Réservé'],
    [sizes([0, 0], [0, 0]), 'Rupture de stock'],
  ])('is worded from its sizes together, never from its own stock: %j → %s', (list, label) => {
    expect(cardStockLabel({ stock: 9, reserved: 0, is_unique: true, sizes: list })).toBe(label)
  })

  it('is in stock when any size is; a product without sizes keeps its own stock', () => {
    expect(catalogueStock({ stock: 0, sizes: sizes([0, 0], [3, 1]) })).toEqual({ stock: 3, reserved: 1, is_unique: false, sized: true })
    expect(catalogueStock({ stock: 4, reserved: 1, is_unique: false, sizes: null })).toEqual({
      stock: 4,
      reserved: 1,
      is_unique: false,
      sized: false,
    })
  })
})
