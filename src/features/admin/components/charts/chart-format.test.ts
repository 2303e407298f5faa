import { describe, expect, it } from 'vitest'
import { bucketLabel, changeText, formatWholeEuros, periodText } from './chart-format'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('the words of the admin’s figures (docs/adr/0124)', () => {
  it('writes an axis’s euros whole, with the price formatter’s spaces', () => {
    expect(plain(formatWholeEuros(1200))).toBe('1 200 €')
    expect(plain(formatWholeEuros(0))).toBe('0 €')
    expect(plain(formatWholeEuros(1234567.4))).toBe('1 234 567 €')
  })

  it('says a change against the previous period to the percent, rounded', () => {
    expect(plain(changeText(112, 100))).toBe('+12 % par rapport à la période précédente')
    expect(plain(changeText(95, 100))).toBe('\u22125 % par rapport à la période précédente')
    // 1 000,40 against 1 000: +0,04 %, said stable.
    expect(changeText(100040, 100000)).toBe('Stable par rapport à la période précédente')
    expect(changeText(0, 0)).toBe('Stable par rapport à la période précédente')
    expect(changeText(500, 0)).toBe('Rien sur la période précédente')
    expect(plain(changeText(0, 500))).toBe('\u2212100 % par rapport à la période précédente')
  })

  it('names a bucket by its first day, on an axis and in a table', () => {
    expect(bucketLabel('2026-11-03', 'day', 'axis')).toBe('3 nov.')
    expect(bucketLabel('2026-11-03', 'day', 'table')).toBe('3 novembre 2026')
    expect(bucketLabel('2026-11-02', 'week', 'table')).toBe('Semaine du 2 novembre 2026')
    expect(bucketLabel('2026-11-01', 'month', 'axis')).toBe('nov. 2026')
    expect(bucketLabel('2026-11-01', 'month', 'table')).toBe('novembre 2026')
    expect(periodText({ from: '2026-11-29', to: '2026-11-29' })).toBe('le 29 novembre 2026')
  })
})
