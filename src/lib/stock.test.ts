import { describe, expect, it } from 'vitest'
import { cardStockLabel, detailStockLabel } from './stock'

describe('cardStockLabel (catalogue card)', () => {
  it.each([
    [0, 'Rupture de stock'],
    [-2, 'Rupture de stock'],
    [undefined, 'Rupture de stock'],
    [1, 'Pièce unique'],
    [2, 'En stock : 2'],
    [15, 'En stock : 15'],
  ])('stock %s → %s', (stock, label) => {
    expect(cardStockLabel(stock)).toBe(label)
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
  ])('%o → %s', (product, label) => {
    expect(detailStockLabel(product)).toBe(label)
  })
})
