import { describe, expect, it } from 'vitest'
import { compareNames, foldText, matchesSearch } from './search'

describe('the shop search fold', () => {
  it('folds case, accents and ligatures so « oeil » finds « Œil » and « amethyste » « Améthyste »', () => {
    expect(foldText('Œil de Tigre')).toBe('oeil de tigre')
    expect(matchesSearch(foldText('Bracelet Améthyste'), foldText('amethyste'))).toBe(true)
    expect(matchesSearch(foldText('Bracelet Améthyste'), foldText('  AMÉTHYSTE '))).toBe(true)
    expect(matchesSearch(foldText('Pendentif Cœur de Quartz'), foldText('coeur'))).toBe(true)
    expect(matchesSearch(foldText('Pendentif Coeur de Quartz'), foldText('CŒUR'))).toBe(true)
    expect(matchesSearch(foldText('Collier Jade'), foldText('amethyste'))).toBe(false)
    expect(matchesSearch(foldText('Collier Jade'), foldText(''))).toBe(true)
  })
})

describe('punctuation and spaces still count (docs/product/rules.md#search)', () => {
  const names = [
    'Bracelet Labradorite',
    'Collier Labradorite – Qualité AA',
    'Bague Quartz rose',
    'Pendentif Œil de Tigre – Quartz',
    'Perles d’or et Quartz',
    'Bracelet Quartz – Q',
    'Collier Tanzanite Q',
  ]
  const find = (search: string) => names.filter((name) => matchesSearch(foldText(name), foldText(search)))

  it("« d'or » does not find « Labradorite », only names with « d’or »", () => {
    expect(find("d'or")).toEqual(['Perles d’or et Quartz'])
    expect(find('dor')).toEqual(['Bracelet Labradorite', 'Collier Labradorite – Qualité AA'])
  })

  it("the typographic and the straight apostrophe are one: « d’or » finds « d'or » and back", () => {
    expect(matchesSearch(foldText("Perles d'or"), foldText('d’or'))).toBe(true)
    expect(matchesSearch(foldText('Perles d’or'), foldText("D'OR"))).toBe(true)
  })

  it('« – Q » with its spaces finds only the names that contain « – Q »', () => {
    expect(find(' – Q')).toEqual(['Collier Labradorite – Qualité AA', 'Pendentif Œil de Tigre – Quartz', 'Bracelet Quartz – Q'])
    expect(find('– Q')).toHaveLength(3)
    expect(find('quartz – q')).toEqual(['Bracelet Quartz – Q'])
  })

  it('a non-breaking space in a typeset name matches a typed space; the ends are trimmed, inner spaces count', () => {
    expect(matchesSearch(foldText('Collier Jade\u00a0– Qualité'), foldText('jade – q'))).toBe(true)
    expect(matchesSearch(foldText('Collier Jade'), foldText('   '))).toBe(true)
    expect(matchesSearch(foldText('Collier Jade'), foldText('jade '))).toBe(true)
    expect(matchesSearch(foldText('Collier Jade'), foldText('collierjade'))).toBe(false)
  })
})

describe('compareNames', () => {
  it('sorts names in French order: É with E, Œ with O, numbers by value', () => {
    const names = ['Œil-de-tigre', 'Zoïsite', 'Écrin', 'bague', 'Eau', 'Opale', 'Perle 10', 'Perle 2']
    expect([...names].sort(compareNames)).toEqual(['bague', 'Eau', 'Écrin', 'Œil-de-tigre', 'Opale', 'Perle 2', 'Perle 10', 'Zoïsite'])
  })
})
