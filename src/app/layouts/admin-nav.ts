// Its own module, imported by the lazy admin layout only: the storefront's entry does not carry it.
/** The admin sidebar: the sub-routes of docs/product/screens.md#admin plus the contact messages (docs/product/screens.md#admin-messages) and the e-mails sent. */
export const ADMIN_NAV = [
  { to: '/dashboard', label: 'Tableau de bord', end: true },
  { to: '/dashboard/products', label: 'Produits' },
  { to: '/dashboard/categories', label: 'Catégories' },
  { to: '/dashboard/stones', label: 'Pierres' },
  { to: '/dashboard/materials', label: 'Matériaux' },
  { to: '/dashboard/colors', label: 'Couleurs' },
  { to: '/dashboard/stone-properties', label: 'Propriétés des pierres' },
  { to: '/dashboard/chakras', label: 'Chakras' },
  { to: '/dashboard/astrological-signs', label: 'Signes astrologiques' },
  { to: '/dashboard/articles', label: 'Articles' },
  { to: '/dashboard/orders', label: 'Commandes' },
  { to: '/dashboard/retractations', label: 'Rétractations' },
  { to: '/dashboard/export', label: 'Export comptable' },
  { to: '/dashboard/requests', label: 'Demandes sur-mesure' },
  { to: '/dashboard/users', label: 'Utilisateurs' },
  { to: '/dashboard/messages', label: 'Messages' },
  { to: '/dashboard/emails', label: 'E-mails' },
  { to: '/dashboard/identite', label: 'Identité légale' },
] as const satisfies readonly { to: string; label: string; end?: boolean }[]
