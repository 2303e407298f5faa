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

/** The pro area's side navigation. */
export const PRO_NAV = [
  { to: '/espace-pro', label: 'Vue d’ensemble', end: true },
  { to: '/espace-pro/catalogue', label: 'Catalogue pro' },
  { to: '/espace-pro/produits-exclusifs', label: 'Produits exclusifs' },
  { to: '/espace-pro/commande-rapide', label: 'Commande rapide' },
  { to: '/espace-pro/historique', label: 'Historique des commandes' },
  { to: '/espace-pro/informations', label: 'Documents & informations' },
] as const satisfies readonly { to: string; label: string; end?: boolean }[]
