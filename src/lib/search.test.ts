import { describe, expect, it } from 'vitest'
import { compareNames, foldText, matchesSearch } from './search'

describe('the shop search fold', () => {
  it('folds case, accents and ligatures so « oeil » finds « Œil » and « amethyste » « Améthyste »', () => {
    expect(foldText('Œil de Tigre')).toBe('oeil de tigre')
    expect(matchesSearch(foldText('Bracelet Améthyste'), foldText('amethyste'))).toBe(true)
    expect(matchesSearch(foldText('Bracelet Améthyste'), foldText('  AMÉTHYSTE '))).toBe(true)
    expect(matchesSearch(foldText('Collier Jade'), foldText('amethyste'))).toBe(false)
    expect(matchesSearch(foldText('Collier Jade'), foldText(''))).toBe(true)
  })
})

describe('compareNames', () => {
  it('sorts names in French order: É with E, Œ with O, numbers by value', () => {
    const names = ['Œil-de-tigre', 'Zoïsite', 'Écrin', 'bague', 'Eau', 'Opale', 'Perle 10', 'Perle 2']
    expect([...names].sort(compareNames)).toEqual(['bague', 'Eau', 'Écrin', 'Œil-de-tigre', 'Opale', 'Perle 2', 'Perle 10', 'Zoïsite'])
  })
})
