import { describe, expect, it } from 'vitest'
import { withdrawalHref, withdrawalOpen, withdrawalStateText } from './withdrawal'

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

describe('a declared withdrawal on its order (docs/adr/0080)', () => {
  it('says when it was received, in Paris time, as the acknowledgement does', () => {
    expect(withdrawalStateText({ declared_at: '2026-11-24 13:05:00.000Z', status: 'received' })).toBe(
      'Rétractation reçue le 24 novembre 2026 à 14\u00a0h\u00a005',
    )
    expect(withdrawalStateText({ declared_at: '2026-07-01 07:00:00.000Z', status: 'received' })).toBe(
      'Rétractation reçue le 1er juillet 2026 à 9\u00a0h\u00a000',
    )
  })

  it('then whether it was refunded or refused', () => {
    const declared_at = '2026-11-24 13:05:00.000Z'
    expect(withdrawalStateText({ declared_at, status: 'received' })).toBe('Rétractation reçue le 24 novembre 2026 à 14\u00a0h\u00a005')
    expect(withdrawalStateText({ declared_at, status: 'refunded' })).toMatch(/ — remboursée$/)
    expect(withdrawalStateText({ declared_at, status: 'refused' })).toMatch(/ — refusée$/)
  })
})
