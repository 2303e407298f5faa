import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DELTA_MESSAGE, deltaSchema } from './product-tools-api'

const parse = (text: string) => {
  const result = v.safeParse(deltaSchema, text)
  return result.success ? result.output : result.issues[0].message
}

describe('the « Ajuster » field’s rule', () => {
  it.each([
    ['+5', 5],
    ['5', 5],
    ['-2', -2],
    ['−2', -2],
    ['– 3', -3],
    [' +12 ', 12],
    ['10000', 10000],
    ['-10000', -10000],
  ])('reads %j as %d', (text, delta) => {
    expect(parse(text)).toBe(delta)
  })

  it.each(['', '0', '+0', '-0', '1.5', '2,5', 'cinq', '+-2', '10001', '99999', '5 pièces'])(
    'refuses %j with the server’s sentence',
    (text) => {
      expect(parse(text)).toBe(DELTA_MESSAGE)
    },
  )
})
