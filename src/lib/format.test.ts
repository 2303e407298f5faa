import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMonth, formatPrice, formatShortDate } from './format'

const nbsp = '\u00a0'

describe('formatPrice', () => {
  it.each([
    [1234.5, `1${nbsp}234,50${nbsp}€`],
    [39.9, `39,90${nbsp}€`],
    [0, `0,00${nbsp}€`],
    [1000000, `1${nbsp}000${nbsp}000,00${nbsp}€`],
    [12.345, `12,35${nbsp}€`],
  ])('%s → %s', (euros, text) => {
    expect(formatPrice(euros)).toBe(text)
  })

  it('reads as “1 234,50 €” once spaces are normalised', () => {
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €')
  })

  it('shows 0,00 € for a missing amount', () => {
    expect(formatPrice(Number.NaN)).toBe(`0,00${nbsp}€`)
  })

  it('writes what Intl writes for French euros (spaces made no-break)', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const amounts = [0, 0.5, 0.05, 1, 9.99, 10, 39.9, 100, 999.99, 1000, 1234.5, 12345.67, 99999.99, 1234567.89, 0.125, 2.675, -4.2]
    for (let cents = 0; cents < 5000; cents += 7) amounts.push(cents / 100)
    for (const euros of amounts) {
      expect(formatPrice(euros), String(euros)).toBe(intl.format(euros).replace(/[\u202f\u00a0 ]/g, nbsp))
    }
  })
})

describe('formatDate', () => {
  it('formats a PocketBase date in French', () => {
    expect(formatDate('2026-11-21 10:00:00.000Z')).toBe('21 novembre 2026')
  })

  it('formats ISO strings and Date objects', () => {
    expect(formatDate('2026-02-14T12:00:00Z')).toBe('14 février 2026')
    expect(formatDate(new Date(Date.UTC(2026, 7, 15, 12)))).toBe('15 août 2026')
  })

  it('writes the first of the month as 1er', () => {
    expect(formatDate('2026-05-01 09:00:00.000Z')).toBe('1er mai 2026')
  })

  it('uses the shop’s time zone (Paris)', () => {
    expect(formatDate('2026-12-31 23:30:00.000Z')).toBe('1er janvier 2027')
  })

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate('pas une date')).toBe('')
  })
})

describe('formatDateTime', () => {
  it('writes the date and the Paris time as the e-mails do, no-break spaces around the « h »', () => {
    expect(formatDateTime('2026-11-24 13:05:00.000Z')).toBe(`24 novembre 2026 à 14${nbsp}h${nbsp}05`)
    // Summer time, a morning hour without a leading zero, midnight as 0 h.
    expect(formatDateTime('2026-07-01T07:09:00Z')).toBe(`1er juillet 2026 à 9${nbsp}h${nbsp}09`)
    expect(formatDateTime('2026-12-31 23:30:00.000Z')).toBe(`1er janvier 2027 à 0${nbsp}h${nbsp}30`)
  })

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatDateTime('pas une date')).toBe('')
  })
})

describe('formatShortDate and formatMonth (the admin’s charts, docs/adr/0124)', () => {
  it('write a day on an axis, the 1st as 1er, and a month long or short', () => {
    expect(formatShortDate('2026-11-03')).toBe('3 nov.')
    expect(formatShortDate('2026-12-01')).toBe('1er déc.')
    expect(formatMonth('2026-02-01')).toBe('février 2026')
    expect(formatMonth('2026-07-01', 'short')).toBe('juil. 2026')
    expect(formatShortDate('')).toBe('')
    expect(formatMonth('pas une date')).toBe('')
  })
})
