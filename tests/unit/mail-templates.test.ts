// The e-mails of pb_hooks/lib/mail-templates.js, drawn by PocketBase from their template files
// (pb_hooks/mail-templates/, docs/adr/0089): what they say, and that every value is escaped.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP, drawMail, drawMails, mailContext } from '../support/mails'

const NBSP = '\u00a0'

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

describe('order confirmation', async () => {
  const mail = await drawMail('orderConfirmation', ORDER)

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
    expect(mail.html).toContain('Atelier &#34;Lumière&#34;')
    expect(mail.text).toContain('Bonjour Léa <script>alert(1)</script>,')
    expect(mail.text).toContain('Atelier "Lumière"')
  })

  it('escapes a hostile app URL in links, and refuses a script address', async () => {
    const [hostile, script] = await drawMails([
      { mail: 'orderConfirmation', args: [ORDER, mailContext('https://shop.test/"><img src=x onerror=alert(1)>')] },
      { mail: 'orderConfirmation', args: [ORDER, mailContext('javascript:alert(1)//')] },
    ])
    // The only image is the legal-guarantee QR code (docs/adr/0085), its address escaped too.
    expect(hostile.html.match(/<img/g)).toHaveLength(1)
    expect(hostile.html).not.toContain('<img src=x')
    expect(hostile.html).toContain('src="https://shop.test/%22%3e%3cimg%20src=x%20onerror=alert%281%29%3e/garantie-legale-qr.png"')
    expect(script.html).not.toContain('javascript:')
    expect(script.html).toContain('href="#ZgotmplZ"')
  })

  it('signs with the shop’s identity as it is now: another name and address change the footer', async () => {
    const identity = {
      trade_name: 'Atelier Lune <Pierre>',
      address_line1: '5 quai Saint-Antoine',
      postal_code: '69002',
      city: 'Lyon',
      email: 'contact@atelier-lune.fr',
      phone: '',
    }
    const [other] = await drawMails([{ mail: 'orderConfirmation', args: [ORDER, mailContext(APP, identity)] }])
    expect(other.text.startsWith('Atelier Lune <Pierre>\n')).toBe(true)
    expect(other.text).toContain('--\nAtelier Lune <Pierre>\n5 quai Saint-Antoine\n69002 Lyon\ncontact@atelier-lune.fr\n')
    expect(other.html).toContain(
      'Atelier Lune &lt;Pierre&gt; · 5 quai Saint-Antoine, 69002 Lyon<br><a href="mailto:contact@atelier-lune.fr"',
    )
    expect(other.text + other.html).not.toContain('Lapidaires')
  })
})

describe('the confirmation of a B2B order (docs/adr/0080)', async () => {
  const mail = await drawMail('orderConfirmation', { ...ORDER, b2b: true })

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

describe('an order of gift cards alone (docs/adr/0119)', async () => {
  const CARDS = {
    ...ORDER,
    items: [{ id: 'gift-card-0', name: 'Carte cadeau 50,00 €', quantity: 1, price: 50, gift_card: {} }],
    total: 50,
    shipping_address: {},
    billing_address: { ...ADDRESS, phone: '' },
  }
  const [confirmation, alert] = await drawMails([
    { mail: 'orderConfirmation', args: [CARDS, mailContext()] },
    { mail: 'orderAlert', args: [CARDS, mailContext()] },
  ])

  it('has no delivery: neither its line nor an empty « Adresse de livraison », the billing address kept', () => {
    for (const mail of [confirmation!, alert!]) {
      expect(mail.text).not.toContain('Adresse de livraison')
      expect(mail.html).not.toContain('Adresse de livraison')
      expect(mail.text).not.toContain('Livraison : Gratuite')
      expect(mail.text).toContain(`Total TTC : 50,00${NBSP}€\n\nAdresse de facturation\nLéa Martin\n3 place Bellecour`)
      expect(mail.html).toContain('Adresse de facturation')
    }
    expect(alert!.text).toContain(`Commande n°${NBSP}abcdef12 du 24 novembre 2026 : cartes cadeaux envoyées par e-mail, rien à expédier.`)
    expect(alert!.text).not.toContain('à expédier sous')
  })

  it('an order shipped keeps its delivery line and address, as before', async () => {
    const mail = await drawMail('orderConfirmation', ORDER)
    expect(mail.text).toContain(`Livraison : Gratuite\nTotal TTC : 1${NBSP}264,50${NBSP}€\n\nAdresse de livraison\nLéa Martin\n`)
    expect(mail.text).toContain('Téléphone : 06 12 34 56 78\n\nAdresse de facturation\n')
  })
})

describe('an order a gift card paid for (docs/adr/0117)', async () => {
  const PAID = { ...ORDER, total: 94, gift_card_paid: 50, gift_card_code: 'XXXX-…-B2HD' }
  const [confirmation, alert] = await drawMails([
    { mail: 'orderConfirmation', args: [PAID, mailContext()] },
    { mail: 'orderAlert', args: [PAID, mailContext()] },
  ])

  it('says under the total what the card paid and what the bank card paid, as the invoice does', () => {
    for (const mail of [confirmation!, alert!]) {
      expect(mail.text).toContain(
        `Total TTC : 94,00${NBSP}€\nPayé par carte cadeau XXXX-…-B2HD : 50,00${NBSP}€\nReste payé par carte bancaire : 44,00${NBSP}€\n\nAdresse de livraison`,
      )
      expect(mail.html).toContain('Payé par carte cadeau XXXX-…-B2HD')
      expect(mail.html).toContain('Reste payé par carte bancaire')
    }
  })

  it('a card that paid it all: no bank card line; an order without a card: neither', async () => {
    const whole = await drawMail('orderConfirmation', { ...PAID, gift_card_paid: 94 })
    expect(whole.text).toContain(`Payé par carte cadeau XXXX-…-B2HD : 94,00${NBSP}€\n\n`)
    expect(whole.text).not.toContain('Reste payé')
    const plain = await drawMail('orderConfirmation', ORDER)
    expect(plain.text).not.toContain('Payé par carte cadeau')
  })
})

describe('the shop’s alerts', () => {
  it('a new order: number and total in the subject, the customer’s e-mail and phone, a link to the orders', async () => {
    const mail = await drawMail('orderAlert', ORDER)
    expect(mail.subject).toBe(`Nouvelle commande n°${NBSP}abcdef12 — 1${NBSP}264,50${NBSP}€`)
    expect(mail.text).toContain('E-mail : lea@example.fr')
    expect(mail.text).toContain('Téléphone : 06 12 34 56 78')
    expect(mail.html).toContain(`href="${APP}/dashboard/orders"`)
  })

  it('a contact message: everything the visitor wrote, escaped; the acknowledgement does not echo the message', async () => {
    const message = { name: 'Zoé', email: 'zoe@example.fr', subject: 'Taille <10 mm>', message: 'Bonjour\n<a href="x">clic</a>' }
    const alert = await drawMail('contactAlert', message)
    expect(alert.subject).toBe('Nouveau message : Taille <10 mm>')
    expect(alert.html).toContain('&lt;a href=&#34;x&#34;&gt;clic&lt;/a&gt;')
    expect(alert.html).not.toContain('<a href="x">')
    // The acknowledgement goes to the address typed: none of what was typed, in the shop's words (docs/adr/0082).
    const ack = await drawMail('contactAck', { ...message, created: '2026-11-24 13:05:00.000Z' })
    expect(ack.text).toContain(
      'Nous avons bien reçu le message envoyé à Éclat de Pierre depuis le formulaire de contact de notre site, le 24 novembre 2026 à 14\u00a0h\u00a005 (heure de Paris), en indiquant cette adresse e-mail.',
    )
    for (const typed of ['Zoé', 'Taille', 'clic']) {
      expect(ack.text).not.toContain(typed)
      expect(ack.html).not.toContain(typed)
    }
  })

  it('a custom request: the request’s details in French', async () => {
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
    const alert = await drawMail('customRequestAlert', request)
    expect(alert.text).toContain('Tour de poignet : 16,5 cm')
    expect(alert.text).toContain('Éléments en acier inoxydable : Oui')
    expect(alert.text).toContain('Breloques : Arbre de Vie, Chouette')
    expect(alert.text).toContain('Message : Pour ma sœur')
    const ack = await drawMail('customRequestAck', request)
    for (const typed of ['Zoé', 'Améthyste', 'Quartz rose', 'Pour ma sœur']) expect(ack.text + ack.html).not.toContain(typed)
    expect(ack.text).toContain('Nous avons bien reçu la demande sur-mesure envoyée à Éclat de Pierre depuis notre site')
  })
})

describe('PocketBase’s own account e-mails, as the migrations set them', () => {
  it('are in French and link the shop’s pages, for the preview', async () => {
    const placeholders = { '{APP_NAME}': 'Éclat de Pierre', '{APP_URL}': APP, '{TOKEN}': 'jeton' }
    const [verification, reset, change] = await drawMails(
      ['verificationTemplate', 'resetPasswordTemplate', 'confirmEmailChangeTemplate'].map((name) => ({
        mail: `account:${name}`,
        args: [placeholders],
      })),
    )
    expect(verification!.subject).toBe('Confirmez votre adresse e-mail – Éclat de Pierre')
    expect(verification!.html).toContain(`href="${APP}/verifier-email/jeton"`)
    expect(reset!.html).toContain(`href="${APP}/reinitialiser-mot-de-passe/jeton"`)
    expect(change!.html).toContain(`href="${APP}/confirmer-email/jeton"`)
    expect(change!.html).toContain('<html lang="fr">')
  })
})

describe('the template files', () => {
  const dir = join(process.cwd(), 'pocketbase/pb_hooks/mail-templates')
  const files = readdirSync(dir)

  it('come in pairs, an HTML part and a text part for every e-mail', () => {
    const names = (ext: string) => files.filter((file) => file.endsWith(ext)).map((file) => file.slice(0, -ext.length))
    expect(names('.html').sort()).toEqual(names('.txt').sort())
    expect(names('.html').length).toBeGreaterThan(10)
  })

  it('never switch escaping off (PocketBase’s `raw` function, or a value marked safe)', () => {
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8')
      expect(source, file).not.toMatch(/\{\{[^}]*\b(raw|html|js|urlquery|safeHTML)\b[^}]*\}\}/)
    }
  })
})
