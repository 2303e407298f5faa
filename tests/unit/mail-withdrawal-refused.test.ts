// The withdrawal refusal e-mail of pb_hooks/lib/mail-templates.js (docs/adr/0081), drawn by PocketBase
// from its template files (docs/adr/0089): the admin's reason, escaped, in both bodies.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'
import { drawMails, mailContext } from '../support/mails'

const NBSP = '\u00a0'

describe('the withdrawal refusal', () => {
  it('names the order and the declaration’s date and time, gives the reason escaped, and where to write', async () => {
    const [mail] = await drawMails([
      {
        mail: 'withdrawalRefused',
        args: [
          {
            name: 'Léa Martin',
            declared_at: '2026-11-24 13:05:00.000Z',
            refusal_reason: 'Déclaration reçue <après> le délai.\nLe colis a été livré le 2 novembre.',
            order: { id: 'abcdef12ghij345', created: '2026-10-30 10:00:00.000Z', total: 45 },
          },
          mailContext('https://eclat-de-pierre.fr/'),
        ],
      },
    ])
    expect(mail.subject).toBe(`Votre rétractation de la commande n°${NBSP}abcdef12 n’est pas acceptée`)
    expect(mail.text).toContain('Bonjour Léa Martin,')
    expect(mail.text).toContain(
      `Nous avons examiné votre rétractation de la commande n°${NBSP}abcdef12, envoyée le 24 novembre 2026 à 14${NBSP}h${NBSP}05 (heure de Paris). Nous ne pouvons pas l’accepter, pour la raison suivante :`,
    )
    expect(mail.text).toContain('Déclaration reçue <après> le délai.\nLe colis a été livré le 2 novembre.')
    expect(mail.text).toContain('Nous écrire : https://eclat-de-pierre.fr/contact')
    expect(mail.html).toContain('Déclaration reçue &lt;après&gt; le délai.')
    expect(mail.html).not.toContain('<après>')
    expect(mail.html).toContain('href="https://eclat-de-pierre.fr/contact"')
    expect(loadHookLib<{ KIND_LABELS: object }>('mail-templates.js').KIND_LABELS).toHaveProperty(
      'withdrawal_refused',
      'Rétractation refusée',
    )
  })
})
