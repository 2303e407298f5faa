import { describe, expect, it } from 'vitest'
import { typesetParts } from './typeset'

/** The runs kept on one line. */
const kept = (text: string) => typesetParts(text).flatMap((part) => (typeof part === 'string' ? [] : [part.nowrap]))

describe('typesetParts', () => {
  it('keeps a word with the dash after it, so that no line starts with the dash', () => {
    expect(kept('Bracelet Améthyste – Quartz')).toEqual(['Améthyste –'])
    expect(kept('Bracelet Force tranquille – Œil de tigre et hématite')).toEqual(['tranquille –'])
    expect(kept('Collier — édition limitée')).toEqual(['Collier —'])
  })

  it('keeps dimensions and a number with its unit together', () => {
    expect(kept('Un cabochon de 10 × 8 mm serti clos')).toEqual(['10 × 8 mm'])
    expect(kept('fil de 0,8 mm, tour de poignet de 17 cm, 20 % de remise')).toEqual(['0,8 mm', '17 cm', '20 %'])
    expect(kept('Perles de 8 mm.')).toEqual(['8 mm'])
    // Not a unit: a word that starts like one, or a number alone.
    expect(kept('2 meubles, argent 925, tailles 52 à 58')).toEqual([])
  })

  it('keeps the high punctuation and the French quotes with their word', () => {
    expect(kept('Pièce unique : à saisir !')).toEqual(['unique :', 'saisir !'])
    expect(kept('la pierre « bouclier » des voyageurs')).toEqual(['« bouclier »'])
    expect(kept('dite « pierre des voyageurs » depuis')).toEqual(['« pierre', 'voyageurs »'])
  })

  it('gives back the same text once joined', () => {
    const text = 'Bague Nuit – Lapis-lazuli de 10 × 8 mm : pièce unique !'
    expect(
      typesetParts(text)
        .map((part) => (typeof part === 'string' ? part : part.nowrap))
        .join(''),
    ).toBe(text)
  })
})
