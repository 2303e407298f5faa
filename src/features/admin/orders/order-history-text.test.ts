import { describe, expect, it } from 'vitest'
import { describeEvent } from './order-history-text'

describe('an order’s history in French', () => {
  it('says what a refund gave back, which pieces, and whether they went back on sale', () => {
    expect(
      describeEvent('refund', { amount: 34.9, lines: [{ id: 'p1', name: 'Bracelet Sérénité', quantity: 1 }], restocked: true }),
    ).toMatch(/^Remboursement de 34,90\s€ \(1 × Bracelet Sérénité\), pièces remises en stock$/)
    expect(describeEvent('refund', { amount: 60, lines: [{ name: 'Collier', quantity: 2 }], restocked: false })).toMatch(
      /^Remboursement de 60,00\s€ \(2 × Collier\)$/,
    )
  })

  it('names the size of each piece refunded (docs/adr/0109)', () => {
    const lines = [
      { id: 'p1', name: 'Bracelet Aurore', size: 'Tour de poignet\u00a0: 17 cm', quantity: 1 },
      { id: 'p1', name: 'Bracelet Aurore', size: 'Tour de poignet\u00a0: 16 cm', quantity: 2 },
    ]
    expect(describeEvent('refund', { amount: 120, lines, restocked: true })).toBe(
      'Remboursement de 120,00\u00a0€ (1 × Bracelet Aurore — Tour de poignet\u00a0: 17 cm, 2 × Bracelet Aurore — Tour de poignet\u00a0: 16 cm), pièces remises en stock',
    )
  })

  it('tells a refund made in Stripe’s Dashboard apart: no credit note was issued', () => {
    expect(describeEvent('refund', { amount_refunded: 49, source: 'stripe_dashboard' })).toMatch(
      /^Remboursement fait dans Stripe \(49,00\s€ remboursés en tout\), sans avoir$/,
    )
  })

  it('says when a refund that Stripe never confirmed was given up (docs/adr/0079)', () => {
    expect(describeEvent('refund_abandoned', { amount: 20, reason: 'attempts' })).toMatch(
      /^Remboursement de 20,00\s€ non abouti : le service de paiement ne l’a pas fait, rien n’a été remboursé$/,
    )
  })

  it('names the credit note and the invoice', () => {
    expect(describeEvent('credit_note', { number: 'AV2026-00003', amount: 49 })).toBe('Avoir AV2026-00003 émis')
    expect(describeEvent('invoice', { number: 'F2026-00012' })).toBe('Facture F2026-00012 émise')
  })

  it('says the order shipped despite a withdrawal on the admin’s explicit confirmation, and a refused withdrawal with its reason', () => {
    const shipped = { carrier: 'Colissimo', tracking_number: '6A123', from: 'paid', to: 'shipped' }
    expect(describeEvent('shipped', shipped)).toBe('Expédiée — Colissimo, n° 6A123 ; e-mail d’expédition envoyé au client')
    expect(
      describeEvent('shipped', {
        ...shipped,
        withdrawal: 'w1',
        withdrawal_declared_at: '2026-11-24 13:05:00.000Z',
        withdrawal_confirmed: true,
      }),
    ).toBe(
      'Expédiée — Colissimo, n° 6A123 ; e-mail d’expédition envoyé au client — expédiée malgré la rétractation reçue le 24 novembre 2026 à 14\u00a0h\u00a005, sur confirmation explicite',
    )
    expect(describeEvent('withdrawal_refused', { withdrawal: 'w1', reason: 'Déclaration hors délai.' })).toBe(
      'Rétractation refusée : « Déclaration hors délai. » ; motif envoyé au client par e-mail',
    )
  })

  it('an order on invoice: confirmed, then each payment received (docs/adr/0131)', () => {
    expect(describeEvent('paid', { method: 'transfer', amount: 180 })).toBe('Commande confirmée, payable par virement à 30 jours')
    expect(describeEvent('paid', { method: 'card', amount: 180 })).toBe('Paiement reçu')
    expect(describeEvent('payment', { amount: 80, method: 'transfer', state: 'partial' })).toBe(
      'Paiement reçu par virement : 80,00\u00a0€ ; facture partiellement réglée',
    )
    expect(describeEvent('payment', { amount: 100, method: 'cheque', state: 'paid' })).toBe(
      'Paiement reçu par chèque : 100,00\u00a0€ ; facture réglée',
    )
  })
})
