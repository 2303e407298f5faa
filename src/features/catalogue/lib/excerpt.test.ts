import { describe, expect, it } from 'vitest'
import { excerpt } from './excerpt'

describe('excerpt', () => {
  it('keeps a short description whole, spaces squeezed', () => {
    expect(excerpt('  Un  bracelet\n doux. ')).toBe('Un bracelet doux.')
    expect(excerpt(undefined)).toBe('')
  })

  it('cuts a long one at a word, without trailing punctuation, and marks the cut', () => {
    const text = `${'Perles d’améthyste, '.repeat(12)}fin`
    const result = excerpt(text)
    expect(result.length).toBeLessThanOrEqual(160)
    expect(result.endsWith('…')).toBe(true)
    expect(result).not.toMatch(/[ ,]…$/)
    expect(text.startsWith(result.slice(0, -1))).toBe(true)
  })
})
