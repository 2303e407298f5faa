import { paths } from '@/lib/paths'
import { adminPaths } from '@/lib/admin-paths'

// Its own module, imported by the lazy admin layout only: the storefront's entry does not carry it.

export interface AdminNavLink {
  to: string
  label: string
  end?: boolean
}

/** An entry of a group: a link, or links under one disclosure (the reference lists). */
export type AdminNavEntry = AdminNavLink | { label: string; links: readonly AdminNavLink[] }

/**
 * The admin sidebar (docs/adr/0093): the overview, then the screens of docs/product/screens.md#admin
 * in five groups, the seven lists a product refers to under one entry.
 */
export const ADMIN_HOME: AdminNavLink = { to: paths.admin, label: 'Tableau de bord', end: true }

export const ADMIN_NAV_GROUPS: readonly { label: string; entries: readonly AdminNavEntry[] }[] = [
  {
    label: 'Ventes',
    entries: [
      { to: adminPaths.statistics, label: 'Statistiques' },
      { to: adminPaths.orders, label: 'Commandes' },
      { to: adminPaths.withdrawals, label: 'Rétractations' },
      { to: adminPaths.creditNotes, label: 'Avoirs' },
      { to: adminPaths.giftCards, label: 'Cartes cadeaux' },
      { to: adminPaths.payments, label: 'Paiements à recevoir' },
      { to: adminPaths.discountCodes, label: 'Codes promo' },
      { to: adminPaths.sales, label: 'Soldes' },
      { to: adminPaths.export, label: 'Export comptable' },
    ],
  },
  {
    label: 'Catalogue',
    entries: [
      { to: adminPaths.products, label: 'Produits' },
      {
        label: 'Listes de référence',
        links: [
          { to: adminPaths.categories, label: 'Catégories' },
          { to: adminPaths.stones, label: 'Pierres' },
          { to: adminPaths.materials, label: 'Matériaux' },
          { to: adminPaths.colors, label: 'Couleurs' },
          { to: adminPaths.stoneProperties, label: 'Propriétés des pierres' },
          { to: adminPaths.chakras, label: 'Chakras' },
          { to: adminPaths.signs, label: 'Signes astrologiques' },
        ],
      },
    ],
  },
  {
    label: 'Clients',
    entries: [
      { to: adminPaths.users, label: 'Utilisateurs' },
      { to: adminPaths.requests, label: 'Demandes sur-mesure' },
      { to: adminPaths.customPrices, label: 'Tarifs sur-mesure' },
      { to: adminPaths.messages, label: 'Messages' },
      { to: adminPaths.reviews, label: 'Avis clients' },
      { to: adminPaths.newsletter, label: 'Lettre d’information' },
    ],
  },
  {
    label: 'Contenu',
    entries: [
      { to: adminPaths.articles, label: 'Articles' },
      { to: adminPaths.pages, label: 'Pages' },
    ],
  },
  {
    label: 'Boutique',
    entries: [
      { to: adminPaths.identity, label: 'Identité légale' },
      { to: adminPaths.emails, label: 'E-mails' },
      { to: adminPaths.health, label: 'Santé de la boutique' },
    ],
  },
]
