/** The storefront's main navigation (header and mobile drawer). */
export const MAIN_NAV = [
  { to: '/', label: 'Accueil', end: true },
  { to: '/a-propos', label: 'À propos' },
  { to: '/catalogue', label: 'Catalogue' },
  { to: '/tableaux-des-pierres', label: 'Les Pierres' },
  { to: '/sur-mesure', label: 'Sur-mesure' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const satisfies readonly { to: string; label: string; end?: boolean }[]

