// Euros and French numbers (pocketbase/pb_hooks/lib/money.js, docs/adr/0088), run under Node the way
// PocketBase's JS engine loads the module: the PDFs, e-mails and accounting export all print through it.
import { describe, expect, it } from 'vitest'
import { csvAmount } from '../../src/lib/csv'
import { formatPrice as clientPrice } from '../../src/lib/format'
import { loadHookLib } from '../support/hook-lib'

interface Money {
  formatEuros: (cents: number) => string
  formatPrice: (euros: unknown) => string
  formatAmount: (cents: number) => string
}

const money = loadHookLib<Money>('money.js')
const NBSP = '\u00a0'

describe('formatEuros (cents, the PDFs)', () => {
  it('groups thousands and puts the euro sign after no-break spaces', () => {
    expect(money.formatEuros(123450)).toBe(`1${NBSP}234,50${NBSP}€`)
    expect(money.formatEuros(5)).toBe(`0,05${NBSP}€`)
    expect(money.formatEuros(99999)).toBe(`999,99${NBSP}€`)
    expect(money.formatEuros(100000)).toBe(`1${NBSP}000,00${NBSP}€`)
    expect(money.formatEuros(100000000)).toBe(`1${NBSP}000${NBSP}000,00${NBSP}€`)
    expect(money.formatEuros(123456789012)).toBe(`1${NBSP}234${NBSP}567${NBSP}890,12${NBSP}€`)
  })

  it('writes zero and negative amounts (credit notes) without a stray sign', () => {
    expect(money.formatEuros(0)).toBe(`0,00${NBSP}€`)
    expect(money.formatEuros(-0)).toBe(`0,00${NBSP}€`)
    expect(money.formatEuros(-150)).toBe(`-1,50${NBSP}€`)
    expect(money.formatEuros(-123450)).toBe(`-1${NBSP}234,50${NBSP}€`)
    expect(money.formatEuros(-0.4)).toBe(`0,00${NBSP}€`)
  })

  it('rounds a fraction of a cent half away from zero, the same both signs', () => {
    expect(money.formatEuros(1049.5)).toBe(`10,50${NBSP}€`)
    expect(money.formatEuros(1049.49)).toBe(`10,49${NBSP}€`)
    expect(money.formatEuros(-1049.5)).toBe(`-10,50${NBSP}€`)
  })
})

describe('formatPrice (euros, the e-mails)', () => {
  it('writes euros the French way, with no-break spaces, like the shop’s screens', () => {
    expect(money.formatPrice(1234.5)).toBe(`1${NBSP}234,50${NBSP}€`)
    expect(money.formatPrice(0)).toBe(`0,00${NBSP}€`)
    expect(money.formatPrice(29.9)).toBe(`29,90${NBSP}€`)
    expect(money.formatPrice(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`)
    expect(money.formatPrice(0.1 + 0.2)).toBe(`0,30${NBSP}€`)
    expect(money.formatPrice(-12.5)).toBe(`-12,50${NBSP}€`)
    expect(money.formatPrice(-0.001)).toBe(`0,00${NBSP}€`)
  })

  it('writes 0,00 € for what is not a number', () => {
    expect(money.formatPrice(Number.NaN)).toBe(`0,00${NBSP}€`)
    expect(money.formatPrice(Number.POSITIVE_INFINITY)).toBe(`0,00${NBSP}€`)
    expect(money.formatPrice(undefined)).toBe(`0,00${NBSP}€`)
    expect(money.formatPrice('abc')).toBe(`0,00${NBSP}€`)
    expect(money.formatPrice('12.5')).toBe(`12,50${NBSP}€`)
  })

  it('writes what the shop’s screens write (src/lib/format.ts), to the byte', () => {
    for (let cents = -100000; cents <= 100000; cents += 7) expect(money.formatPrice(cents / 100)).toBe(clientPrice(cents / 100))
    for (const value of [0.005, 0.015, 1.005, 2.675, -0.004, 1234567.891, 1e9]) expect(money.formatPrice(value)).toBe(clientPrice(value))
  })

  it('matches Intl’s fr-FR euros, spaces aside', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    for (const value of [0.5, 9.99, 1000, 98765.43, -42.1, 1234567.8]) {
      expect(money.formatPrice(value).replace(/\s/g, ' ')).toBe(intl.format(value).replace(/\s/g, ' '))
    }
  })
})

describe('formatAmount (cents, the accounting export)', () => {
  it('writes a decimal comma and no thousands separator, so a spreadsheet reads a number', () => {
    expect(money.formatAmount(123450)).toBe('1234,50')
    expect(money.formatAmount(100000000)).toBe('1000000,00')
    expect(money.formatAmount(7)).toBe('0,07')
    expect(money.formatAmount(0)).toBe('0,00')
    expect(money.formatAmount(-2500)).toBe('-25,00')
    expect(money.formatAmount(-0.2)).toBe('0,00')
    expect(money.formatAmount(199.5)).toBe('2,00')
  })

  it('is what the admin’s tables write in their CSV (src/lib/csv.ts, docs/adr/0124), to the byte', () => {
    for (let cents = -200000; cents <= 200000; cents += 13) expect(csvAmount(cents)).toBe(money.formatAmount(cents))
    for (const value of [-0.2, 199.5, -199.5, 0.5, -0.5, 123456789]) expect(csvAmount(value)).toBe(money.formatAmount(value))
  })
})
