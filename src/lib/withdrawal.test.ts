import { describe, expect, it } from 'vitest'
import { withdrawalHref, withdrawalOpen } from './withdrawal'

const DAY = 24 * 3600 * 1000
const NOW = Date.parse('2026-11-24T12:00:00Z')
const ago = (days: number) => new Date(NOW - days * DAY).toISOString().replace('T', ' ')

describe('withdrawalOpen', () => {
  it('is open for a paid order, whatever its age (the period starts at delivery)', () => {
    expect(withdrawalOpen({ status: 'paid', updated: ago(90) }, NOW)).toBe(true)
  })

  it('closes 14 days plus the delivery margin after shipping', () => {
    expect(withdrawalOpen({ status: 'shipped', shipped_at: ago(20) }, NOW)).toBe(true)
    expect(withdrawalOpen({ status: 'delivered', shipped_at: ago(31) }, NOW)).toBe(false)
  })

  it('is never open for a pending or cancelled order', () => {
    expect(withdrawalOpen({ status: 'pending' }, NOW)).toBe(false)
    expect(withdrawalOpen({ status: 'cancelled' }, NOW)).toBe(false)
  })
})

it('withdrawalHref names the order', () => {
  expect(withdrawalHref('abc123def456ghi')).toBe('/retractation?commande=abc123def456ghi')
})
