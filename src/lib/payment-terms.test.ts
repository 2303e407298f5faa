import { describe, expect, it } from 'vitest'
import { transferPaymentText } from './payment-terms'

const NOW = Date.parse('2026-12-01T10:00:00Z')
const order = {
  payment_method: 'transfer' as const,
  total: 180,
  amount_refunded: 0,
  amount_received: 0,
  due_at: '2026-12-29 22:59:59.999Z',
}
const spaced = (text: string | null) => text?.replace(/\u00a0/g, ' ')

describe('transferPaymentText (docs/adr/0131)', () => {
  it('says what is left and when, late, paid; nothing for a card order', () => {
    expect(spaced(transferPaymentText({ ...order, payment_state: 'due' }, NOW))).toBe(
      'Facture payable par virement : 180,00 € à régler avant le 29 décembre 2026.',
    )
    expect(spaced(transferPaymentText({ ...order, payment_state: 'partial', amount_received: 80, amount_refunded: 60 }, NOW))).toBe(
      'Facture payable par virement : 80,00 € reçus, reste 40,00 € à régler avant le 29 décembre 2026.',
    )
    expect(spaced(transferPaymentText({ ...order, payment_state: 'due' }, Date.parse('2026-12-30T10:00:00Z')))).toBe(
      'Facture payable par virement : 180,00 € à régler, en retard (échéance du 29 décembre 2026).',
    )
    expect(transferPaymentText({ ...order, payment_state: 'paid' }, NOW)).toBe('Facture réglée par virement.')
    expect(transferPaymentText({ ...order, payment_method: 'card', payment_state: '' }, NOW)).toBeNull()
  })
})
