import { describe, expect, it } from 'vitest'
import { sizeParam } from './catalogue-query'
import { chosenValues, sizeFor, sizeLabel, sizePrices, type ProductOption, type Size } from './sizes'

const options: ProductOption[] = [
  { name: 'Tour de poignet', values: ['16 cm', '17,5 cm'] },
  { name: 'Taille des perles', values: ['6 mm', '8 mm'] },
]
const size = (option1: string, option2: string, data: Partial<Size> = {}): Size => ({
  id: `${option1}${option2}`,
  option1,
  option2,
  ...data,
})

describe('sizes in the address (docs/adr/0106)', () => {
  it('writes a value without its unit, lowercase, without accents, other characters as hyphens', () => {
    expect(['17 cm', '17,5 cm', '8 mm', 'Taille unique', 'Élastique'].map(sizeParam)).toEqual([
      '17',
      '17-5',
      '8',
      'taille-unique',
      'elastique',
    ])
  })

  it('reads `taille` and `taille2` back to the options’ values, ignoring what names none', () => {
    expect(chosenValues(options, new URLSearchParams('taille=17-5&taille2=8'))).toEqual(['17,5 cm', '8 mm'])
    expect(chosenValues(options, new URLSearchParams('taille=99'))).toEqual([undefined, undefined])
  })

  it('finds the size of both values, labels it as the order line does, and prices it (its own, else the product’s)', () => {
    const sizes = [size('16 cm', '6 mm'), size('16 cm', '8 mm', { price: 62, price_pro: 0 })]
    expect(sizeFor(sizes, options, ['16 cm', undefined])).toBeUndefined()
    const chosen = sizeFor(sizes, options, ['16 cm', '8 mm'])
    expect(chosen?.id).toBe('16 cm8 mm')
    expect(sizeLabel(options, chosen!)).toBe('Tour de poignet\u00a0: 16 cm · Taille des perles\u00a0: 8 mm')
    expect(sizePrices({ price: 58, price_pro: 34.8 }, chosen)).toEqual({ price: 62, price_pro: 34.8 })
  })
})
