import { describe, expect, it } from 'vitest'
import { hasTooManyDecimals, parseDecimal } from './decimal'

describe('decimals typed the French way', () => {
  it.each([
    ['16,5', 16.5],
    ['16.5', 16.5],
    [' 16,5 ', 16.5],
    ['17', 17],
    ['1 234,5', 1234.5],
    ['1\u202f234,50', 1234.5],
  ])('« %s » is %d', (text, value) => {
    expect(parseDecimal(text, 2)).toBe(value)
  })

  it.each(['', ',', '16,', ',5', '16,5,5', '1.234,50', '16 cm', '-3', 'seize'])('« %s » is not a number', (text) => {
    expect(parseDecimal(text, 2)).toBeNaN()
  })

  it('more decimals than allowed are refused, and said so', () => {
    expect(parseDecimal('72,505', 2)).toBeNaN()
    expect(hasTooManyDecimals('72,505', 2)).toBe(true)
    expect(hasTooManyDecimals('72,505 €', 2)).toBe(true)
    expect(hasTooManyDecimals('72,50', 2)).toBe(false)
    expect(hasTooManyDecimals('1.234,50', 2)).toBe(false)
    expect(hasTooManyDecimals('16,55', 1)).toBe(true)
  })
})
