// The e-mail templates of pb_hooks/lib/mail-templates.js, run under Node the way PocketBase's JS
// engine loads them (a CommonJS module: `module.exports`, no Intl, no PocketBase API).
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../support/hook-lib'

interface Mail {
  subject: string
  html: string
  text: string
}

interface Templates {
  escapeHtml: (value: unknown) => string
  orderConfirmation: (order: Record<string, unknown>, appURL: string) => Mail
  orderAlert: (order: Record<string, unknown>, appURL: string) => Mail
  customRequestAck: (request: Record<string, unknown>, appURL: string) => Mail
  customRequestAlert: (request: Record<string, unknown>, appURL: string) => Mail
  contactAck: (message: Record<string, unknown>, appURL: string) => Mail
  contactAlert: (message: Record<string, unknown>, appURL: string) => Mail
}

function loadTemplates(): Templates {
  return loadHookLib<Templates>('mail-templates.js')
}

const t = loadTemplates()
const NBSP = '\u00a0'
const APP = 'https://eclat-de-pierre.fr'

const ADDRESS = {
  full_name: 'Léa Martin',
  company: '',
  line1: '3 place Bellecour',
  line2: '',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
}

const ORDER = {
  id: 'abcdef1234567890',
  created: '2026-11-24 09:30:00.000Z',
  email: 'lea@example.fr',
  customer_name: 'Léa <script>alert(1)</script>',
  items: [
    { id: 'p1', name: 'Bracelet « Améthyste » <b>&</b>', quantity: 2, price: 617.25 },
    { id: 'p2', name: 'Bague', quantity: 1, price: 30 },
  ],
  total: 1264.5,
  shipping_address: ADDRESS,
  billing_address: { ...ADDRESS, company: 'Atelier "Lumière"', siret: '73282932000074' },
  payment_mode: 'stripe',
}

describe('order confirmation', () => {
  const mail = t.orderConfirmation(ORDER, APP)

  it('names the order by its short number, with the recap, prices and total TTC in French', () => {
    expect(mail.subject).toBe(`Confirmation de votre commande n°${NBSP}abcdef12`)
    expect(mail.text).toContain('du 24 novembre 2026')
    expect(mail.text).toContain(`× 2 à 617,25${NBSP}€ = 1${NBSP}234,50${NBSP}€`)
    expect(mail.text).toContain('Livraison : Gratuite')
    expect(mail.text).toContain(`Total TTC : 1${NBSP}264,50${NBSP}€`)
    expect(mail.html).toContain(`1${NBSP}264,50${NBSP}€`)
    expect(mail.text).toContain('expédiés sous 2 à 5 jours ouvrés')
    expect(mail.text).toContain('SIRET : 73282932000074')
    expect(mail.text).toContain('69002 Lyon\nFrance')
  })

  it('gives the withdrawal period with a link to it, the legal guarantee, the account and the shop’s details', () => {
    expect(mail.text).toContain('14 jours à compter de la réception')
    expect(mail.html).toContain(`href="${APP}/cgv#retractation"`)
    expect(mail.text).toContain(`${APP}/cgv#retractation`)
    // The online withdrawal function, the order's number filled in (docs/adr/0049).
    expect(mail.html).toContain(`>Renoncer au contrat ici</a>`)
    expect(mail.text).toMatch(new RegExp(`« Renoncer au contrat ici » : ${APP}/retractation\\?commande=[a-z0-9]{8}`))
    expect(mail.text).toContain('garantie légale de conformité')
    // The order's own page (docs/adr/0080).
    expect(mail.html).toContain(`href="${APP}/account/commandes/abcdef1234567890"`)
    expect(mail.text).toContain(`${APP}/account/commandes/abcdef1234567890`)
    for (const detail of ['12 rue des Lapidaires', '69001 Lyon', 'bonjour@eclat-de-pierre.fr', '04 78 00 00 00']) {
      expect(mail.html).toContain(detail)
      expect(mail.text).toContain(detail)
    }
  })

  it('escapes every value in the HTML part, and keeps the plain text as typed', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Léa &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('Bracelet « Améthyste » &lt;b&gt;&amp;&lt;/b&gt;')
    expect(mail.html).toContain('Atelier &quot;Lumière&quot;')
    expect(mail.text).toContain('Bonjour Léa <script>alert(1)</script>,')
  })

  it('escapes a hostile app URL in links', () => {
    const hostile = t.orderConfirmation(ORDER, 'https://shop.test/"><img src=x onerror=alert(1)>')
    // The only image is the legal-guarantee QR code (docs/adr/0085), its address escaped too.
    expect(hostile.html.match(/<img/g)).toHaveLength(1)
    expect(hostile.html).not.toContain('<img src=x')
    expect(hostile.html).toContain('src="https://shop.test/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;/garantie-legale-qr.png"')
  })
})

describe('the confirmation of a B2B order (docs/adr/0080)', () => {
  const mail = t.orderConfirmation({ ...ORDER, b2b: true }, APP)

  it('offers no consumer withdrawal nor the consumer guarantee notice, and links the pro terms of sale', () => {
    expect(mail.text).not.toContain('Renoncer au contrat ici')
    expect(mail.text).not.toContain('14 jours à compter de la réception')
    expect(mail.text).not.toContain('Garantie légale de conformité'.toUpperCase())
    expect(mail.html).not.toContain('garantie légale de conformité')
    expect(mail.text).toContain('conditions générales de vente professionnelles')
    expect(mail.html).toContain(`href="${APP}/cgv-professionnels"`)
    expect(mail.html).toContain(`href="${APP}/account/commandes/abcdef1234567890"`)
  })
})

describe('the shop’s alerts', () => {
  it('a new order: number and total in the subject, the customer’s e-mail and phone, a link to the orders', () => {
    const mail = t.orderAlert(ORDER, APP)
    expect(mail.subject).toBe(`Nouvelle commande n°${NBSP}abcdef12 — 1${NBSP}264,50${NBSP}€`)
    expect(mail.text).toContain('E-mail : lea@example.fr')
    expect(mail.text).toContain('Téléphone : 06 12 34 56 78')
    expect(mail.html).toContain(`href="${APP}/dashboard/orders"`)
  })

  it('a contact message: everything the visitor wrote, escaped; the acknowledgement does not echo the message', () => {
    const message = { name: 'Zoé', email: 'zoe@example.fr', subject: 'Taille <10 mm>', message: 'Bonjour\n<a href="x">clic</a>' }
    const alert = t.contactAlert(message, APP)
    expect(alert.subject).toBe('Nouveau message : Taille <10 mm>')
    expect(alert.html).toContain('&lt;a href=&quot;x&quot;&gt;clic&lt;/a&gt;')
    expect(alert.html).not.toContain('<a href="x">')
    // The acknowledgement goes to the address typed: none of what was typed, in the shop's words (docs/adr/0082).
    const ack = t.contactAck({ ...message, created: '2026-11-24 13:05:00.000Z' }, APP)
    expect(ack.text).toContain(
      'Nous avons bien reçu le message envoyé à Éclat de Pierre depuis le formulaire de contact de notre site, le 24 novembre 2026 à 14\u00a0h\u00a005 (heure de Paris), en indiquant cette adresse e-mail.',
    )
    for (const typed of ['Zoé', 'Taille', 'clic']) {
      expect(ack.text).not.toContain(typed)
      expect(ack.html).not.toContain(typed)
    }
  })

  it('a custom request: the request’s details in French', () => {
    const request = {
      name: 'Zoé',
      email: 'zoe@example.fr',
      jewelry_type: 'Bracelet',
      main_stone: 'Améthyste',
      secondary_stones: ['Quartz rose'],
      bead_size: '8mm',
      wrist_size: 16.5,
      clasp_type: 'Élastique',
      stainless_steel_elements: true,
      charms: ['Arbre de Vie', 'Chouette'],
      message: 'Pour ma sœur',
    }
    const alert = t.customRequestAlert(request, APP)
    expect(alert.text).toContain('Tour de poignet : 16,5 cm')
    expect(alert.text).toContain('Éléments en acier inoxydable : Oui')
    expect(alert.text).toContain('Breloques : Arbre de Vie, Chouette')
    expect(alert.text).toContain('Message : Pour ma sœur')
    const ack = t.customRequestAck(request, APP)
    for (const typed of ['Zoé', 'Améthyste', 'Quartz rose', 'Pour ma sœur']) expect(ack.text + ack.html).not.toContain(typed)
    expect(ack.text).toContain('Nous avons bien reçu la demande sur-mesure envoyée à Éclat de Pierre depuis notre site')
  })
})
