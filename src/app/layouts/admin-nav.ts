import { paths } from '@/lib/paths'
import { adminPaths } from '@/lib/admin-paths'

// Its own module, imported by the lazy admin layout only: the storefront's entry does not carry it.
/** The admin sidebar: the sub-routes of docs/product/screens.md#admin plus the contact messages (docs/product/screens.md#admin-messages) and the e-mails sent. */
export const ADMIN_NAV = [
  { to: paths.admin, label: 'Tableau de bord', end: true },
  { to: adminPaths.products, label: 'Produits' },
  { to: adminPaths.categories, label: 'Catégories' },
  { to: adminPaths.stones, label: 'Pierres' },
  { to: adminPaths.materials, label: 'Matériaux' },
  { to: adminPaths.colors, label: 'Couleurs' },
  { to: adminPaths.stoneProperties, label: 'Propriétés des pierres' },
  { to: adminPaths.chakras, label: 'Chakras' },
  { to: adminPaths.signs, label: 'Signes astrologiques' },
  { to: adminPaths.articles, label: 'Articles' },
  { to: adminPaths.orders, label: 'Commandes' },
  { to: adminPaths.withdrawals, label: 'Rétractations' },
  { to: adminPaths.export, label: 'Export comptable' },
  { to: adminPaths.requests, label: 'Demandes sur-mesure' },
  { to: adminPaths.users, label: 'Utilisateurs' },
  { to: adminPaths.messages, label: 'Messages' },
  { to: adminPaths.emails, label: 'E-mails' },
  { to: adminPaths.identity, label: 'Identité légale' },
] as const satisfies readonly { to: string; label: string; end?: boolean }[]
