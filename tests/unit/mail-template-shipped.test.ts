// « Votre commande est expédiée » (pb_hooks/lib/mail-templates.js `orderShipped`, docs/adr/0050), drawn
// by PocketBase from its template files (docs/adr/0089).
import { describe, expect, it } from 'vitest'
import { drawMails, mailContext } from '../support/mails'

const orderShipped = async (order: Record<string, unknown>, appURL: string) =>
  (await drawMails([{ mail: 'orderShipped', args: [order, mailContext(appURL)] }]))[0]
const NBSP = '\u00a0'

const ORDER = {
  id: 'abcdef1234567890',
  created: '2026-11-20 09:30:00.000Z',
  customer_name: 'Léa <script>alert(1)</script>',
  items: [{ id: 'p1', name: 'Bracelet « Améthyste » <b>&</b>', quantity: 2, price: 30 }],
  shipping_address: {
    full_name: 'Léa Martin',
    line1: '3 place Bellecour',
    postal_code: '69002',
    city: 'Lyon',
    country: 'FR',
    phone: '06 12 34 56 78',
  },
  carrier: 'Colissimo',
  tracking_number: '6A123456789',
  tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789&x=1',
  shipped_at: '2026-11-24 09:30:00.000Z',
}

describe('orderShipped', () => {
  it('says when and by whom it left, the tracking number and link, the parcel and where it goes; HTML-escaped', async () => {
    const mail = await orderShipped(ORDER, 'https://eclat-de-pierre.fr/')
    expect(mail.subject).toBe(`Votre commande n°${NBSP}abcdef12 est expédiée`)
    expect(mail.text).toContain(`votre commande n°${NBSP}abcdef12 du 20 novembre 2026 a été expédiée le 24 novembre 2026 par Colissimo.`)
    expect(mail.text).toContain('Numéro de suivi : 6A123456789')
    expect(mail.text).toContain(`Suivre votre colis : ${ORDER.tracking_url}`)
    expect(mail.text).toContain('2 × Bracelet « Améthyste » <b>&</b>')
    expect(mail.text).toContain('3 place Bellecour\n69002 Lyon\nFrance')
    expect(mail.text).not.toContain('06 12 34 56 78')
    expect(mail.text).toContain(
      `Retrouvez le suivi de votre commande dans votre compte : https://eclat-de-pierre.fr/account/commandes/${ORDER.id}`,
    )
    expect(mail.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789&amp;x=1"')
    expect(mail.html).toContain('Bracelet « Améthyste » &lt;b&gt;&amp;&lt;/b&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('<h1 style="font-size:22px;font-weight:normal;margin:0 0 16px;">Votre commande est expédiée</h1>')
  })

  it('without a tracking link (« Autre » given none): the number only, no dead link', async () => {
    const mail = await orderShipped({ ...ORDER, carrier: 'Autre transporteur', tracking_url: '' }, 'https://eclat-de-pierre.fr')
    expect(mail.text).toContain('par Autre transporteur.')
    expect(mail.text).not.toContain('Suivre votre colis')
    expect(mail.html).not.toContain('Suivre votre colis')
  })
})
