// Sample data for every e-mail of the shop (pocketbase/pb_hooks/lib/mail-templates.js) and the variants
// worth looking at: what `npm run mail:preview` draws, and what the rendering check in Chromium opens
// (tests/integration/mail-rendering.test.ts). Realistic French data, shaped as pocketbase/types/shop.d.ts
// says each e-mail reads it; the shop is the demo identity.
import { DEMO_IDENTITY } from '../../pocketbase/seed/data/identity.mjs'

/** Where the links of the samples point (the shop of `npm run dev`). */
export const SAMPLE_APP_URL = 'http://localhost:5173'

/**
 * @typedef {{ name: string, mail: string, args: unknown[] }} MailSample
 *   `name`: the files' name (`order-confirmation-pro`); `mail`: a function of lib/mail-templates.js;
 *   `args`: its arguments, the mail context last.
 */

/**
 * What every e-mail reads besides its own data (lib/mail.js mailContext), for the demo shop.
 * @param {string} appURL
 */
export function sampleContext(appURL = SAMPLE_APP_URL) {
  const { trade_name, legal_name, address_line1, address_line2, postal_code, city, email, phone } = DEMO_IDENTITY
  return {
    appURL,
    appName: 'Éclat de Pierre',
    shop: { trade_name, legal_name, address_line1, address_line2, postal_code, city, email, phone },
  }
}

const LEA = {
  full_name: 'Léa Martin',
  company: '',
  line1: '3 place Bellecour',
  line2: 'Bâtiment B, 2e étage',
  postal_code: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  siret: '',
  vat_number: '',
}

const LEA_BILLING = { ...LEA, line2: '', phone: '' }

const ITEMS = [
  { id: 'p8m2k4x1c9v7b3n', name: 'Bracelet Sérénité – Améthyste', sku: 'BR-AME-08', quantity: 2, price: 34.9 },
  {
    id: 'q1w2e3r4t5y6u7i',
    name: 'Bracelet Ancrage – Tourmaline noire, obsidienne et jaspe rouge, perles de 8 mm sur élastique renforcé',
    sku: 'BR-ANC-08',
    quantity: 1,
    price: 45,
  },
  { id: 'a9s8d7f6g5h4j3k', name: 'Collier Douceur lunaire – Pierre de lune', sku: 'CO-LUN-01', quantity: 1, price: 58 },
]

/** A customer's order, paid by card. */
const ORDER = {
  id: 'k7xq2m9w4b8n1c3',
  created: '2026-11-24 09:30:00.000Z',
  email: 'lea.martin@example.fr',
  customer_name: 'Léa Martin',
  items: ITEMS,
  total: 172.8,
  shipping_address: LEA,
  billing_address: LEA_BILLING,
  payment_mode: 'stripe',
  b2b: false,
}

const ATELIER = {
  full_name: 'Hugo Lefèvre',
  company: 'Atelier Lumière SARL',
  line1: '18 avenue Jean-Jaurès',
  line2: 'Zone artisanale des Tilleuls',
  postal_code: '31000',
  city: 'Toulouse',
  country: 'FR',
  phone: '05 61 00 00 00',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
}

/** A pro's order, from the pro space (docs/adr/0080): pro prices, the company's SIRET and VAT number. */
const PRO_ORDER = {
  id: 'p3r0b2b7o4r5d6e',
  created: '2026-11-25 14:05:00.000Z',
  email: 'commandes@atelier-lumiere.example',
  customer_name: 'Hugo Lefèvre',
  items: [
    { id: 'p8m2k4x1c9v7b3n', name: 'Bracelet Sérénité – Améthyste', sku: 'BR-AME-08', quantity: 40, price: 17.45 },
    { id: 'z1x2c3v4b5n6m7l', name: 'Mala Grand calme – Améthyste', sku: 'MA-AME-01', quantity: 8, price: 44.5 },
  ],
  total: 1054,
  shipping_address: ATELIER,
  billing_address: { ...ATELIER, phone: '' },
  payment_mode: 'stripe',
  b2b: true,
}

/** An order of the demonstration payment mode: nothing was charged. */
const DEMO_ORDER = {
  ...ORDER,
  id: 'd3m0o4r5d6e7r8x',
  items: [{ id: 'p8m2k4x1c9v7b3n', name: 'Bracelet Sérénité – Améthyste', sku: 'BR-AME-08', quantity: 1, price: 34.9 }],
  total: 34.9,
  payment_mode: 'demo',
}

const SHIPPED = {
  ...ORDER,
  carrier: 'La Poste Colissimo',
  tracking_number: '6A12345678901',
  tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  shipped_at: '2026-11-26 10:15:00.000Z',
}

const WITHDRAWAL = {
  id: 'w1t2h3d4r5a6w7l',
  name: 'Léa Martin',
  email: 'lea.martin@example.fr',
  declared_at: '2026-11-30 18:42:00.000Z',
  order_number: 'k7xq2m9w',
  deadline: '2026-12-12 22:59:59.000Z',
  order: ORDER,
}

const APPLICATION = {
  id: 'a1p2p3l4i5c6a7t',
  created: '2026-11-20 08:00:00.000Z',
  user_id: 'u5s6e7r8i9d0a1b',
  name: 'Hugo Lefèvre',
  email: 'hugo.lefevre@atelier-lumiere.example',
  company: 'Atelier Lumière SARL',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
  activity: 'Boutique de bien-être et de minéraux à Toulouse',
  message: 'Bonjour,\nNous aimerions proposer vos bracelets en améthyste et en quartz rose dans notre boutique.\nMerci !',
  refusal_reason: '',
}

const CUSTOM_REQUEST = {
  id: 'c1u2s3t4o5m6r7q',
  created: '2026-11-22 16:20:00.000Z',
  name: 'Sophie Durand',
  email: 'sophie.durand@example.fr',
  jewelry_type: 'Bracelet',
  main_stone: 'Améthyste',
  secondary_stones: JSON.stringify(['Quartz rose', 'Cristal de roche']),
  bead_size: '8mm',
  wrist_size: 16.5,
  clasp_type: 'Avec fermoir',
  stainless_steel_elements: true,
  charms: ['Arbre de Vie', 'Fleur de Lotus'],
  message:
    'Un bracelet pour l’anniversaire de ma sœur (le 15 décembre).\nPourriez-vous ajouter une petite breloque en forme de lune ?\nLe modèle qui m’inspire : https://www.instagram.com/p/DBx7kQzN3aP/?igsh=MWd4bTR5eXJ6cGRxZw==',
}

const CONTACT = {
  id: 'm1e2s3s4a5g6e7c',
  created: '2026-11-23 11:05:00.000Z',
  name: 'Marc Petit',
  email: 'marc.petit@example.fr',
  subject: 'Taille du bracelet <Sérénité> & délais',
  message: 'Bonjour,\nLe bracelet Sérénité existe-t-il en 18 cm ? Je voudrais l’offrir avant Noël.\nBien à vous,\nMarc',
}

/**
 * Every e-mail, and the variants worth looking at, with sample data.
 * @param {{ appURL?: string }} [options]
 * @returns {MailSample[]}
 */
export function mailSamples({ appURL = SAMPLE_APP_URL } = {}) {
  const ctx = sampleContext(appURL)
  return [
    { name: 'order-confirmation', mail: 'orderConfirmation', args: [ORDER, ctx] },
    { name: 'order-confirmation-pro', mail: 'orderConfirmation', args: [PRO_ORDER, ctx] },
    { name: 'order-confirmation-demo', mail: 'orderConfirmation', args: [DEMO_ORDER, ctx] },
    { name: 'order-alert', mail: 'orderAlert', args: [ORDER, ctx] },
    { name: 'order-alert-pro', mail: 'orderAlert', args: [PRO_ORDER, ctx] },
    // An order on invoice (docs/adr/0131): payable by transfer before its due date.
    {
      name: 'order-confirmation-transfer',
      mail: 'orderConfirmation',
      args: [{ ...PRO_ORDER, payment_method: 'transfer', due_at: '2026-12-29 22:59:59.999Z' }, ctx],
    },
    {
      name: 'credit-note',
      mail: 'creditNoteIssued',
      args: [
        ORDER,
        {
          number: 'AV2026-00003',
          amount: 34.9,
          lines: [{ name: 'Bracelet Sérénité – Améthyste', quantity: 1, amount: 34.9 }],
          payment_mode: 'stripe',
          cancelled: false,
        },
        ctx,
      ],
    },
    {
      name: 'credit-note-cancelled',
      mail: 'creditNoteIssued',
      args: [
        ORDER,
        {
          number: 'AV2026-00004',
          amount: ORDER.total,
          lines: ITEMS.map((item) => ({ name: item.name, quantity: item.quantity, amount: item.price * item.quantity })),
          payment_mode: 'stripe',
          cancelled: true,
        },
        ctx,
      ],
    },
    { name: 'custom-request-ack', mail: 'customRequestAck', args: [CUSTOM_REQUEST, ctx] },
    { name: 'custom-request-alert', mail: 'customRequestAlert', args: [CUSTOM_REQUEST, ctx] },
    { name: 'contact-ack', mail: 'contactAck', args: [CONTACT, ctx] },
    { name: 'contact-alert', mail: 'contactAlert', args: [CONTACT, ctx] },
    { name: 'withdrawal-ack', mail: 'withdrawalAck', args: [WITHDRAWAL, ctx] },
    { name: 'withdrawal-alert', mail: 'withdrawalAlert', args: [WITHDRAWAL, ctx] },
    {
      name: 'withdrawal-refused',
      mail: 'withdrawalRefused',
      args: [
        {
          ...WITHDRAWAL,
          refusal_reason:
            'Votre déclaration nous est parvenue le 30 novembre, plus de 14 jours après la livraison du 12 novembre (preuve de dépôt Colissimo jointe à votre commande).\nLe délai de rétractation était donc dépassé.\nSuivi de la livraison : https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901&lang=fr_FR&ref=AZ7QW3XK9P2M',
        },
        ctx,
      ],
    },
    { name: 'order-shipped', mail: 'orderShipped', args: [SHIPPED, ctx] },
    {
      name: 'order-shipped-no-tracking-url',
      mail: 'orderShipped',
      args: [{ ...SHIPPED, carrier: 'Autre', tracking_number: 'RL-2026-11-0042', tracking_url: '' }, ctx],
    },
    { name: 'pro-application-received', mail: 'proApplicationReceived', args: [APPLICATION, ctx] },
    { name: 'pro-application-alert', mail: 'proApplicationAlert', args: [APPLICATION, ctx] },
    { name: 'pro-application-approved', mail: 'proApplicationApproved', args: [APPLICATION, ctx] },
    {
      name: 'pro-application-refused',
      mail: 'proApplicationRefused',
      args: [
        {
          ...APPLICATION,
          refusal_reason:
            'Le numéro SIRET indiqué ne correspond à aucune entreprise en activité. Vous pouvez déposer une nouvelle demande.',
        },
        ctx,
      ],
    },
    { name: 'pro-application-refused-no-reason', mail: 'proApplicationRefused', args: [APPLICATION, ctx] },
    {
      name: 'pro-account-revoked',
      mail: 'proAccountRevoked',
      args: [
        {
          user_id: APPLICATION.user_id,
          name: APPLICATION.name,
          email: APPLICATION.email,
          company: APPLICATION.company,
          reason: 'Votre entreprise est radiée du registre depuis le 1er octobre 2026.',
        },
        ctx,
      ],
    },
    {
      name: 'pro-account-revoked-no-application',
      mail: 'proAccountRevoked',
      args: [{ user_id: APPLICATION.user_id, name: '', email: APPLICATION.email, company: '', reason: '' }, ctx],
    },
    {
      name: 'review-request',
      mail: 'reviewRequest',
      args: [
        { ...SHIPPED, delivered_at: '2026-11-20 10:12:00.000Z' },
        {
          reviewUrl: `${ctx.appURL}/avis?jeton=exemple-de-jeton`,
          optOutUrl: `${ctx.appURL}/avis/desinscription?jeton=exemple-de-jeton`,
          unsubscribeUrl: `${ctx.appURL}/desinscription?jeton=exemple-de-jeton`,
        },
        ctx,
      ],
    },
    {
      name: 'newsletter',
      mail: 'newsletter',
      args: [
        {
          subject: 'Les bagues d’hiver sont arrivées',
          text: 'Bonjour,\n\nLa collection d’hiver est en ligne : labradorite, pierre de lune et quartz fumé.\n\nÀ bientôt à l’atelier,\nCamille',
        },
        `${ctx.appURL}/desinscription?jeton=exemple-de-jeton`,
        ctx,
      ],
    },
    {
      name: 'stock-alert',
      mail: 'stockAlert',
      args: [
        { name: 'Bracelet Améthyste (17 cm)', similar: false },
        {
          pieceUrl: `${ctx.appURL}/catalogue/bracelet-amethyste?taille=17`,
          unsubscribeUrl: `${ctx.appURL}/alertes/desinscription?jeton=exemple-de-jeton`,
        },
        ctx,
      ],
    },
    {
      name: 'stock-alert-similar',
      mail: 'stockAlert',
      args: [
        { name: 'Bracelet Améthyste n°2', similar: true, soldName: 'Bracelet Améthyste' },
        {
          pieceUrl: `${ctx.appURL}/catalogue/bracelet-amethyste-2`,
          unsubscribeUrl: `${ctx.appURL}/alertes/desinscription?jeton=exemple-de-jeton`,
        },
        ctx,
      ],
    },
    {
      name: 'review-refused',
      mail: 'reviewRefused',
      args: [
        {
          author_name: 'Camille Dupont',
          product_name: 'Bracelet Améthyste',
          reason: 'données personnelles (nom, adresse, téléphone, e-mail…) de l’auteur ou d’un tiers',
        },
        ctx,
      ],
    },
    // Gift cards (docs/adr/0117).
    {
      name: 'gift-card-bought',
      mail: 'giftCardBought',
      args: [
        {
          code: 'K7PQ-M3RT-9XWA-B2HD',
          amount: 50,
          expires: '2027-11-30 22:59:59.999Z',
          recipient_name: 'Camille',
          recipient_email: 'camille@example.fr',
          send_on: '2026-12-24 23:00:00.000Z',
        },
        'Léa Martin',
        ctx,
      ],
    },
    // An invoice on account (docs/adr/0131): the reminder 5 days before its due date, then the late one.
    ...['soon', 'late'].map((kind) => ({
      name: `payment-reminder-${kind}`,
      mail: 'paymentReminder',
      args: [
        {
          kind,
          name: 'Atelier Lumière',
          invoice: 'F2026-00042',
          due_at: '2026-12-29 22:59:59.999Z',
          left: kind === 'late' ? 100 : 180,
          iban: 'FR76 3000 6000 0112 3456 7890 189',
          bic: 'AGRIFRPP',
          order: PRO_ORDER,
        },
        ctx,
      ],
    })),
    {
      // « Solder ma commande » (docs/adr/0128): the made-to-order piece is ready, the balance due.
      name: 'quote-balance-due',
      mail: 'balanceDue',
      args: [
        {
          name: 'Léa Martin',
          number: 'DEV-2026-0007',
          due: 86,
          url: 'https://eclat-de-pierre.fr/checkout?devis=abc123def456ghi&part=balance',
        },
        ctx,
      ],
    },
    {
      name: 'gift-card-received',
      mail: 'giftCardReceived',
      args: [
        {
          code: 'K7PQ-M3RT-9XWA-B2HD',
          amount: 50,
          expires: '2027-11-30 22:59:59.999Z',
          recipient_name: 'Camille',
          message: 'Joyeux Noël !',
        },
        'Léa Martin',
        ctx,
      ],
    },
    // A custom request's life (docs/adr/0127): to the customer, then to the shop.
    {
      name: 'quote-sent',
      mail: 'requestLifeMail',
      args: [
        'quote_sent',
        {
          name: 'Inès Martin',
          email: 'ines@exemple.fr',
          requestId: 'req000000000001',
          number: 'DEV-2026-0007',
          total: 44.8,
          validUntil: '2026-12-31 22:59:59.999Z',
          text: 'Pourriez-vous mettre des perles de 10 mm ?',
          pageUrl: `${ctx.appURL}/sur-mesure/demande/req000000000001?jeton=1799999999.exemple`,
        },
        ctx,
      ],
    },
    {
      name: 'quote-accepted',
      mail: 'requestLifeMail',
      args: [
        'quote_accepted',
        {
          name: 'Inès Martin',
          email: 'ines@exemple.fr',
          requestId: 'req000000000001',
          number: 'DEV-2026-0007',
          total: 44.8,
          validUntil: '2026-12-31 22:59:59.999Z',
          text: 'Pourriez-vous mettre des perles de 10 mm ?',
          pageUrl: `${ctx.appURL}/sur-mesure/demande/req000000000001?jeton=1799999999.exemple`,
        },
        ctx,
      ],
    },
    {
      name: 'quote-change',
      mail: 'requestLifeMail',
      args: [
        'quote_change',
        {
          name: 'Inès Martin',
          email: 'ines@exemple.fr',
          requestId: 'req000000000001',
          number: 'DEV-2026-0007',
          total: 44.8,
          validUntil: '2026-12-31 22:59:59.999Z',
          text: 'Pourriez-vous mettre des perles de 10 mm ?',
          pageUrl: `${ctx.appURL}/sur-mesure/demande/req000000000001?jeton=1799999999.exemple`,
        },
        ctx,
      ],
    },
    {
      name: 'request-message',
      mail: 'requestLifeMail',
      args: [
        'request_message',
        {
          name: 'Inès Martin',
          email: 'ines@exemple.fr',
          requestId: 'req000000000001',
          number: 'DEV-2026-0007',
          total: 44.8,
          validUntil: '2026-12-31 22:59:59.999Z',
          text: 'Pourriez-vous mettre des perles de 10 mm ?',
          pageUrl: `${ctx.appURL}/sur-mesure/demande/req000000000001?jeton=1799999999.exemple`,
        },
        ctx,
      ],
    },
    {
      name: 'request-reply',
      mail: 'requestLifeMail',
      args: [
        'request_reply',
        {
          name: 'Inès Martin',
          email: 'ines@exemple.fr',
          requestId: 'req000000000001',
          number: 'DEV-2026-0007',
          total: 44.8,
          validUntil: '2026-12-31 22:59:59.999Z',
          text: 'Pourriez-vous mettre des perles de 10 mm ?',
          pageUrl: `${ctx.appURL}/sur-mesure/demande/req000000000001?jeton=1799999999.exemple`,
        },
        ctx,
      ],
    },
    // The shop's health (docs/adr/0141): an alert to the shop, then « rétabli » once it has cleared.
    {
      name: 'health-alert-backups',
      mail: 'healthAlert',
      args: [
        {
          area: 'backups',
          recovered: false,
          since: '2026-11-29 02:00:00.000Z',
          problems: [
            'La dernière sauvegarde a échoué le 29 novembre 2026 à 3 h 00 (« dial tcp 192.0.2.10:443: connect: connection refused ») : vérifiez l’espace disque et le stockage des sauvegardes, puis relancez-en une.',
          ],
        },
        ctx,
      ],
    },
    {
      name: 'health-recovered-webhooks',
      mail: 'healthAlert',
      args: [{ area: 'webhooks', recovered: true, since: '2026-11-29 09:15:00.000Z', problems: [] }, ctx],
    },
    // PocketBase's own account e-mails, as the migrations set them (PocketBase writes their text part
    // from the HTML when it sends them).
    ...ACCOUNT_MAILS.map(([name, template]) => ({
      name,
      mail: `account:${template}`,
      args: [{ '{APP_NAME}': ctx.appName, '{APP_URL}': ctx.appURL, '{TOKEN}': 'exemple-de-jeton' }],
    })),
  ]
}

/** PocketBase's account e-mails: the preview's name and the users collection's template (lib/account-mails.js). */
const ACCOUNT_MAILS = [
  ['account-verification', 'verificationTemplate'],
  ['account-reset-password', 'resetPasswordTemplate'],
  ['account-email-change', 'confirmEmailChangeTemplate'],
]
