import { paths } from '@/lib/paths'

/** The storefront's main navigation (header and mobile drawer). */
export const MAIN_NAV = [
  { to: paths.home, label: 'Accueil', end: true },
  { to: paths.about, label: 'À propos' },
  { to: paths.catalogue, label: 'Catalogue' },
  { to: paths.stones, label: 'Les Pierres' },
  { to: paths.customRequest, label: 'Sur-mesure' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
] as const satisfies readonly { to: string; label: string; end?: boolean }[]
