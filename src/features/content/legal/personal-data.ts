import type { CollectionName } from '@/lib/pocketbase-types'

/*
 * Every personal datum the shop keeps, as the privacy page lists it (docs/adr/0085): what, why, on
 * which legal basis, and for how long. The periods are the ones the code honours: the account's
 * deletion (pb_hooks/account.pb.js: the address book, favourites, checkouts and pro application go
 * with it),
 * the nightly retention pass (pb_hooks/lib/retention.js: e-mails, contact messages, custom
 * requests), PocketBase's request logs (5 days); or the legal one for accounting records (10 years,
 * Code de commerce L. 123-22). personal-data.test.ts checks this list against the schema and
 * against lib/retention.js.
 */

export type PersonalDataKey =
  | 'account'
  | 'addresses'
  | 'orders'
  | 'pro'
  | 'withdrawals'
  | 'favorites'
  | 'messages'
  | 'requests'
  | 'stockAlerts'
  | 'newsletter'
  | 'mails'
  | 'reviews'
  | 'logs'

export interface PersonalDataEntry {
  key: PersonalDataKey
  title: string
  data: string
  purpose: string
  basis: string
  retention: string
}

export const PERSONAL_DATA: readonly PersonalDataEntry[] = [
  {
    key: 'account',
    title: 'Compte client',
    data: 'Adresse e-mail, mot de passe (enregistré chiffré, jamais lisible), nom et photo de profil si vous les ajoutez.',
    purpose: 'Créer et gérer votre compte, vous connecter, retrouver vos commandes.',
    basis: 'Exécution du contrat.',
    retention: 'Jusqu’à ce que vous supprimiez votre compte (Mon Compte), ou sur simple demande.',
  },
  {
    key: 'addresses',
    title: 'Carnet d’adresses',
    data: 'Nom du destinataire, adresse postale, téléphone pour le transporteur et, pour un professionnel, société, SIRET et numéro de TVA.',
    purpose: 'Préremplir vos adresses de livraison et de facturation.',
    basis: 'Exécution du contrat.',
    retention: 'Jusqu’à ce que vous les supprimiez, et au plus tard avec votre compte.',
  },
  {
    key: 'orders',
    title: 'Commandes, factures et avoirs',
    data: 'Bijoux commandés, montants, date, statut et son historique, nom, e-mail, adresses de livraison et de facturation avec leur téléphone, suivi du colis, factures, avoirs, remboursements, référence du paiement et les notes internes que la boutique peut tenir sur la commande ou sur vous (jamais publiées). Vos données de carte sont saisies chez Stripe et ne nous parviennent jamais.',
    purpose: 'Traiter, expédier, facturer et rembourser vos commandes ; tenir la comptabilité.',
    basis: 'Exécution du contrat ; obligation légale pour les pièces comptables.',
    retention:
      '10 ans (Code de commerce, art. L. 123-22), même après la suppression de votre compte : la commande garde sa copie de vos nom, e-mail et adresses. Les paiements commencés sans commande sont effacés avec votre compte.',
  },
  {
    key: 'pro',
    title: 'Demande de compte professionnel',
    data: 'Société, activité, numéro SIRET et numéro de TVA intracommunautaire, message éventuel.',
    purpose: 'Vérifier votre activité, vous ouvrir les prix professionnels et préremplir vos factures.',
    basis: 'Mesures précontractuelles prises à votre demande, puis exécution du contrat.',
    retention: 'Tant que votre compte existe ; supprimée avec lui (vos factures en gardent la copie, 10 ans).',
  },
  {
    key: 'withdrawals',
    title: 'Déclarations de rétractation',
    data: 'Nom, e-mail, numéro de commande, bijoux concernés, date et heure de la déclaration, suite donnée.',
    purpose: 'Enregistrer votre rétractation, vous en accuser réception et vous rembourser.',
    basis: 'Obligation légale (Code de la consommation, art. L. 221-18 et suivants).',
    retention: 'Avec la commande concernée : 10 ans.',
  },
  {
    key: 'favorites',
    title: 'Favoris',
    data: 'Les bijoux que vous gardez en favoris (le bijou et la date).',
    purpose: 'Vous les montrer dans « Mes favoris », sur tous vos appareils.',
    basis: 'Exécution du contrat.',
    retention:
      'Jusqu’à ce que vous les retiriez, et au plus tard avec votre compte. Sans compte, ils restent dans votre navigateur seulement et n’arrivent jamais chez nous.',
  },
  {
    key: 'messages',
    title: 'Messages de contact',
    data: 'Nom, e-mail, sujet et message.',
    purpose: 'Vous répondre.',
    basis: 'Mesures précontractuelles prises à votre demande ; intérêt légitime à répondre aux questions qui nous sont posées.',
    retention: 'Supprimés automatiquement 3 ans après le dernier échange.',
  },
  {
    key: 'stockAlerts',
    title: 'Alertes de retour en stock',
    data: 'E-mail, pièce (et taille) suivie, texte et date de votre accord.',
    purpose: 'Vous écrire une seule fois quand la pièce revient en stock (ou qu’une pièce semblable arrive).',
    basis: 'Votre consentement, donné en cochant la case du formulaire ; retirable à tout moment par le lien de l’e-mail.',
    retention:
      'Supprimées automatiquement 1 an après l’inscription ou l’envoi de l’e-mail, ou tout de suite par le lien de désinscription.',
  },
  {
    key: 'newsletter',
    title: 'Lettre d’information et e-mails de l’atelier',
    data: 'E-mail, votre choix (inscrit ou désinscrit), sa date, son origine (inscription, commande, compte, lien de désinscription) et le texte de la case que vous avez cochée.',
    purpose:
      'Vous envoyer les nouveautés et offres de l’atelier si vous l’avez demandé, ou, si vous êtes client(e) et ne vous y êtes pas opposé(e), des e-mails sur des bijoux semblables à vos achats ; prouver votre choix.',
    basis:
      'Votre consentement (case non cochée par défaut) ; pour les clients, l’intérêt légitime de l’atelier (article L. 34-5 du Code des postes et des communications électroniques), auquel vous pouvez vous opposer à la commande ou à tout moment. Chaque e-mail contient un lien de désinscription en un clic, sans vous connecter ; l’interrupteur de Mon Compte fait de même.',
    retention:
      'Tant que vous restez inscrit(e) ; après une désinscription, l’adresse et la date de votre choix sont gardées pour ne plus vous écrire et pouvoir le prouver, et effacées sur simple demande.',
  },
  {
    key: 'requests',
    title: 'Demandes sur-mesure',
    data: 'Nom, e-mail, préférences du bijou (pierres, tailles, fermoir, breloques, composition), message et image d’inspiration éventuelle ; nos devis et les messages échangés sur la demande.',
    purpose: 'Étudier votre demande, établir un devis, en parler avec vous et créer votre bijou.',
    basis: 'Mesures précontractuelles prises à votre demande.',
    retention: 'Supprimées automatiquement, image comprise, 3 ans après le dernier échange.',
  },
  {
    key: 'mails',
    title: 'E-mails envoyés',
    data: 'Adresse du destinataire, objet et contenu des e-mails de la boutique (confirmation, expédition, remboursement, accusés de réception), date d’envoi et erreurs éventuelles.',
    purpose: 'Envoyer ces e-mails, les renvoyer en cas d’échec et pouvoir prouver leur envoi.',
    basis: 'Exécution du contrat ; intérêt légitime (preuve de l’envoi).',
    retention:
      'Supprimés automatiquement 1 an après l’envoi (ou le dernier essai) ; les e-mails de vérification en attente partent avec votre compte.',
  },
  {
    key: 'reviews',
    title: 'Avis sur les bijoux',
    data: 'Note, titre et texte de votre avis, date de livraison de la commande, prénom et initiale du nom (seuls publiés), commande et compte liés (jamais publiés) ; l’adresse e-mail des personnes qui ne veulent plus recevoir de demande d’avis.',
    purpose: 'Vous demander votre avis après la livraison, le vérifier, le publier ou vous dire pourquoi il ne l’est pas.',
    basis: 'Intérêt légitime (informer les futurs clients par des avis d’acheteurs vérifiés) ; votre choix de donner votre avis.',
    retention:
      'Supprimé automatiquement 5 ans après sa publication ou son refus, et avec votre compte ; l’opposition aux demandes d’avis est gardée tant qu’elle vaut.',
  },
  {
    key: 'logs',
    title: 'Journaux techniques',
    data: 'Adresse IP, date et adresse des requêtes reçues par le serveur.',
    purpose: 'Sécuriser le site : limiter les envois répétés, comprendre un incident.',
    basis: 'Intérêt légitime.',
    retention: '5 jours.',
  },
]

/**
 * Every collection of the schema, and the entry of the privacy page that covers it (null: it holds
 * no one's personal data). `satisfies` makes the typecheck fail on a new collection until it is
 * classified here.
 */
export const COLLECTION_PRIVACY = {
  users: 'account',
  addresses: 'addresses',
  orders: 'orders',
  order_events: 'orders',
  credit_notes: 'orders',
  checkouts: 'orders',
  payment_refunds: 'orders',
  // The transfers received for an order on invoice (docs/adr/0131): kept with the order.
  order_payments: 'orders',
  // The e-invoices sent to the approved platform (docs/adr/0133): an order's documents, kept with it.
  einvoice_submissions: 'orders',
  // A discount code's use names the order and its customer (docs/adr/0116); the codes themselves are no one's data.
  discount_code_uses: 'orders',
  discount_codes: null,
  // The stock history (ADR 0098): a sale's line points to its order (and the admin who moved the stock).
  stock_movements: 'orders',
  // Gift cards (docs/adr/0117): bought with an order, its recipient's name and e-mail kept with it.
  gift_cards: 'orders',
  // The shop's internal notes on an order or a customer (docs/adr/0097): kept with the order, gone with the account.
  admin_notes: 'orders',
  // The back-office's list of accounts with their figures: a view of users and orders (docs/adr/0097).
  customer_figures: 'account',
  pro_applications: 'pro',
  // A pro's payment on invoice (docs/adr/0131): the owner's terms, gone with the account.
  pro_terms: 'pro',
  // A signed-in person's favourite pieces (docs/adr/0103): gone with the account.
  favorites: 'favorites',
  withdrawals: 'withdrawals',
  contact_messages: 'messages',
  custom_requests: 'requests',
  // A request's quotes and its thread (docs/adr/0127): kept and deleted with the request.
  quotes: 'requests',
  request_messages: 'requests',
  mail_queue: 'mails',
  // Reviews from real buyers (docs/adr/0105): the reviews, the « Votre avis » e-mails' tokens, the opt-outs.
  reviews: 'reviews',
  review_requests: 'reviews',
  mail_opt_outs: 'reviews',
  // The published reviews' count and average per product: no one's data.
  product_ratings: null,
  // Back-in-stock alerts (docs/adr/0107).
  stock_alerts: 'stockAlerts',
  stock_alert_waiting: null,
  // Marketing consent (docs/adr/0114): the choice and its history; the owner's letters are no one's data.
  marketing_contacts: 'newsletter',
  marketing_consent_events: 'newsletter',
  newsletters: null,
  // The catalogue, the journal, the shop's own identity, counters, Stripe's event ids, old addresses.
  products: null,
  product_variants: null,
  categories: null,
  materials: null,
  colors: null,
  stone_properties: null,
  chakras: null,
  astrological_signs: null,
  stones: null,
  articles: null,
  pages: null,
  shop_identity: null,
  counters: null,
  stripe_events: null,
  former_slugs: null,
  // A hash of each public form's send, kept ten minutes (a form sent once, ADR 0082): nothing in clear.
  form_submissions: null,
  // Prices and sales (ADR 0115): the shop's, no one's personal data.
  price_history: null,
  sales: null,
  // The owner's price table for made-to-order pieces (docs/adr/0126).
  custom_prices: null,
  // The audience counts (docs/adr/0123): a page, a day, a referrer's host, a size class; no address,
  // no browser, no identifier: nothing tells one visitor from another. The privacy page says what is
  // measured in its « Mesure d’audience » section.
  audience_hits: null,
  audience_days: null,
} as const satisfies Record<CollectionName, PersonalDataKey | null>
