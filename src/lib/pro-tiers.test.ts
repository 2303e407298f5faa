import { describe, expect, it } from 'vitest'
import {
  lineTiers,
  minimumOrderProblem,
  minimumQuantityProblem,
  minimumText,
  nextTierText,
  tierFor,
  tierPrice,
  tierText,
  tiersOf,
} from './pro-tiers'

const nbsp = '\u00a0'
const TIERS = [
  { min: 5, price_pro: 21 },
  { min: 10, price_pro: 18 },
]
const pro = { role: 'professionnel' as const }
const customer = { role: '' as const }
const product = { price: 30, price_pro: 24 }

describe('the tier of a quantity', () => {
  it.each([
    [1, 24],
    [4, 24],
    [5, 21],
    [9, 21],
    [10, 18],
    [40, 18],
  ])('%i pieces: %d € for a pro', (quantity, unit) => {
    expect(tierPrice(product, TIERS, quantity, pro)).toBe(unit)
  })

  it('a customer never gets a tier', () => {
    expect(tierPrice(product, TIERS, 10, customer)).toBe(30)
    expect(tierPrice(product, TIERS, 10, null)).toBe(30)
  })

  it('a sale lower than the tier wins; a tier lower than the sale wins', () => {
    expect(tierPrice({ ...product, charged_price: 15 }, TIERS, 10, pro)).toBe(15)
    expect(tierPrice({ ...product, charged_price: 21 }, TIERS, 10, pro)).toBe(18)
  })

  it('a size’s own tiers, else its product’s; stored rows checked again and sorted', () => {
    expect(lineTiers({ pro_tiers: TIERS }, { pro_tiers: [{ min: 3, price_pro: 20 }] })).toEqual([{ min: 3, price_pro: 20 }])
    expect(lineTiers({ pro_tiers: TIERS }, { pro_tiers: null })).toEqual(TIERS)
    expect(tiersOf([{ min: 10, price_pro: 18 }, { min: 1, price_pro: 5 }, 'x', { min: 5, price_pro: 21 }])).toEqual(TIERS)
    expect(tiersOf(undefined)).toEqual([])
    expect(tierFor([], 50)).toBeNull()
  })
})

describe('what a pro reads', () => {
  it('a tier, HT and TTC at 20 %; the plain price when the shop has no VAT', () => {
    expect(tierText({ min: 10, price_pro: 18 }, 20)).toBe(`10 pièces et plus : 15,00${nbsp}€ HT · 18,00${nbsp}€ TTC`)
    expect(tierText({ min: 10, price_pro: 18 }, 0)).toBe(`10 pièces et plus : 18,00${nbsp}€`)
  })

  it('how many more pieces reach the next tier', () => {
    expect(nextTierText(TIERS, 7)).toBe(`Encore 3 pièces pour 18,00${nbsp}€`)
    expect(nextTierText(TIERS, 4)).toBe(`Encore 1 pièce pour 21,00${nbsp}€`)
    expect(nextTierText(TIERS, 10)).toBe('')
  })

  it('the minimums, as the server words its refusals', () => {
    expect(minimumText(5)).toBe('Minimum 5 pièces pour les professionnels')
    expect(minimumText(0)).toBe('')
    expect(minimumQuantityProblem('Bracelet Améthyste', 5, 3)).toBe(
      '« Bracelet Améthyste » : minimum 5 pièces pour les professionnels (vous en avez 3).',
    )
    expect(minimumQuantityProblem('Bracelet Améthyste', 5, 5)).toBe('')
    // 141 € TTC at 20 % = 117,50 € HT: 32,50 € missing
    expect(minimumOrderProblem(150, [{ price: 141, quantity: 1 }], 20)).toBe(
      `Commande minimum professionnelle : 150,00${nbsp}€${nbsp}HT. Il manque 32,50${nbsp}€.`,
    )
    expect(minimumOrderProblem(150, [{ price: 18, quantity: 10 }], 20)).toBe('')
    expect(minimumOrderProblem(150, [{ price: 100, quantity: 1 }], 0)).toBe(
      `Commande minimum professionnelle : 150,00${nbsp}€. Il manque 50,00${nbsp}€.`,
    )
    expect(minimumOrderProblem(0, [{ price: 1, quantity: 1 }], 20)).toBe('')
  })
})
