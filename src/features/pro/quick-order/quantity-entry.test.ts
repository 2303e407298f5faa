import { describe, expect, it } from 'vitest'
import { entryMessage, readQuantityEntry } from './quantity-entry'

describe('readQuantityEntry', () => {
  it('takes whole numbers of 0 or more', () => {
    expect(readQuantityEntry('3', 10)).toEqual({ kind: 'ok', quantity: 3 })
    expect(readQuantityEntry(' 0 ', 10)).toEqual({ kind: 'ok', quantity: 0 })
    expect(readQuantityEntry('', 10)).toEqual({ kind: 'empty', quantity: 0 })
  })

  it('ignores negative, decimal and non-numeric entries, with a quiet message', () => {
    for (const text of ['-2', '1.5', '2,5', 'abc', '3e2', '+4']) {
      const entry = readQuantityEntry(text, 10)
      expect(entry).toEqual({ kind: 'ignored', quantity: 0 })
      expect(entryMessage(entry)).toBe('Saisie ignorée : entrez un nombre entier positif.')
    }
  })

  it('brings a quantity above the stock down to the stock and says so', () => {
    const entry = readQuantityEntry('12', 5)
    expect(entry).toEqual({ kind: 'capped', quantity: 5, max: 5 })
    expect(entryMessage(entry)).toBe('Stock disponible : 5. Quantité ramenée à 5.')
    expect(entryMessage(readQuantityEntry('4', 1))).toBe('Pièce unique : quantité ramenée à 1.')
    expect(entryMessage(readQuantityEntry('5', 5))).toBe('')
  })
})
