// Demo accounts (development only, docs/product/roles.md#demo-accounts) and their past orders. Orders name products by
// slug; the seed fills in ids, names and the unit price each buyer paid (pro price for the pro).
// `stripePaymentIntentId` is the order's key for upserts.

export const DEMO_ACCOUNTS = [
  { email: 'admin@bijoux.test', name: 'Administratrice', role: 'admin' },
  { email: 'pro@bijoux.test', name: 'Atelier Lumière', role: 'professionnel' },
  { email: 'client@bijoux.test', name: 'Camille Martin', role: '' },
]

/** Where the demo accounts' past orders were sent (clearly fictional; the order keeps a copy). */
export const DEMO_ADDRESSES = {
  'client@bijoux.test': {
    full_name: 'Camille Martin',
    company: '',
    line1: '18 rue Mercière',
    line2: '',
    postal_code: '69002',
    city: 'Lyon',
    country: 'FR',
    phone: '06 12 34 56 78',
    siret: '',
    vat_number: '',
  },
  'pro@bijoux.test': {
    full_name: 'Claire Dumas',
    company: 'Atelier Lumière',
    line1: '4 passage des Artisans',
    line2: 'Atelier 2',
    postal_code: '13001',
    city: 'Marseille',
    country: 'FR',
    phone: '04 91 00 00 00',
    siret: '73282932000074',
    vat_number: 'FR44732829320',
  },
}

/**
 * The demo pro's company on file, as an admin's approval of their application leaves it (docs/adr/0060):
 * the checkout bills it on every pro order (docs/adr/0080). Keyed by the applicant's e-mail.
 */
export const DEMO_PRO_APPLICATIONS = [
  {
    email: 'pro@bijoux.test',
    company: 'Atelier Lumière',
    siret: '73282932000074',
    vat_number: 'FR44732829320',
    activity: 'Boutique de créateurs et lithothérapie',
    message: 'Nous aimerions proposer vos bracelets dans notre boutique de Marseille.',
  },
]

/** @type {{ stripePaymentIntentId: string, email: string, status: string, lines: [string, number][] }[]} */
export const DEMO_ORDERS = [
  {
    stripePaymentIntentId: 'pi_demo_client_0001',
    email: 'client@bijoux.test',
    status: 'delivered',
    lines: [
      ['bracelet-serenite-amethyste', 1],
      ['bague-oeil-de-nuit-obsidienne', 1],
    ],
  },
  {
    stripePaymentIntentId: 'pi_demo_client_0002',
    email: 'client@bijoux.test',
    status: 'shipped',
    lines: [
      ['collier-douceur-lunaire-pierre-de-lune', 1],
      ['boucles-perles-de-lune', 1],
    ],
  },
  {
    stripePaymentIntentId: 'pi_demo_client_0003',
    email: 'client@bijoux.test',
    status: 'paid',
    lines: [
      ['bracelet-tendresse-quartz-rose', 2],
      ['pendentif-goutte-de-citrine', 1],
    ],
  },
  {
    stripePaymentIntentId: 'pi_demo_pro_0001',
    email: 'pro@bijoux.test',
    status: 'delivered',
    lines: [
      ['bracelet-sept-chakras', 10],
      ['bracelet-force-tranquille-oeil-de-tigre-hematite', 10],
      ['bracelet-foret-profonde-malachite-turquoise', 5],
    ],
  },
  {
    stripePaymentIntentId: 'pi_demo_pro_0002',
    email: 'pro@bijoux.test',
    status: 'shipped',
    lines: [
      ['mala-protection-tourmaline-labradorite', 2],
      ['pendentif-pointe-de-cristal-de-roche', 6],
    ],
  },
  {
    stripePaymentIntentId: 'pi_demo_pro_0003',
    email: 'pro@bijoux.test',
    status: 'paid',
    lines: [
      ['boucles-gouttes-d-amethyste', 4],
      ['bracelet-aurore-boreale-labradorite', 3],
      ['pendentif-arbre-de-vie-amethyste', 2],
    ],
  },
]
