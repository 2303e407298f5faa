// The withdrawal acknowledgement of pb_hooks/lib/mail-templates.js (docs/adr/0049), drawn by PocketBase
// from its template files (docs/adr/0089): the declaration's content, its date and time in Paris, escaping.
import { describe, expect, it } from 'vitest'
import { APP, drawMail } from '../support/mails'

const NBSP = '\u00a0'

const WITHDRAWAL = {
  id: 'w1',
  name: 'Léa <script>alert(1)</script>',
  email: 'lea@example.fr',
  order_number: 'n° ABCDEF12',
  declared_at: '2026-11-24 13:05:00.000Z',
  deadline: '2026-12-23 22:59:59.999Z',
  order: {
    id: 'abcdef1234567890',
    created: '2026-11-20 09:30:00.000Z',
    total: 79.8,
    items: [{ id: 'p1', name: 'Bracelet « Améthyste » <b>', quantity: 2, price: 39.9 }],
  },
}

describe('withdrawal acknowledgement', async () => {
  const mail = await drawMail('withdrawalAck', WITHDRAWAL)

  it('states what was declared and when it was sent', () => {
    expect(mail.subject).toBe(`Accusé de réception de votre rétractation — commande n°${NBSP}abcdef12`)
    expect(mail.text).toContain(`Déclaration : Je renonce au contrat portant sur la commande n°${NBSP}abcdef12 (commande entière).`)
    expect(mail.text).toContain('Commande indiquée : n° ABCDEF12')
    expect(mail.text).toContain(`Envoyée le : 24 novembre 2026 à 14${NBSP}h${NBSP}05 (heure de Paris)`)
    expect(mail.text).toContain('2 × Bracelet « Améthyste » <b>')
    expect(mail.text).toContain('12 rue des Lapidaires, 69001 Lyon')
  })

  it('escapes what the consumer typed in the HTML', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Léa &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('Bracelet « Améthyste » &lt;b&gt;')
  })

  it('tells the shop, with the end of the period and a link to the list', async () => {
    const alert = await drawMail('withdrawalAlert', WITHDRAWAL)
    expect(alert.subject).toBe(`Rétractation reçue : commande n°${NBSP}abcdef12`)
    expect(alert.text).toContain('Fin du délai (livraison estimée) : 23 décembre 2026')
    expect(alert.text).toContain(`${APP}/dashboard/retractations`)
  })
})
