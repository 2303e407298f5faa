import { paths } from '@/lib/paths'
import { proPaths } from '@/lib/pro-paths'

/** The dashboard's tiles (docs/product/screens.md#pro-dashboard): where each leads and what it offers, in a sentence. */
export const PRO_TILES = [
  { to: paths.account, title: 'Mon compte', text: 'Vos informations et le suivi de toutes vos commandes.' },
  { to: proPaths.catalogue, title: 'Catalogue pro', text: 'Toute la collection à vos tarifs, filtrable par pierre, matériau et budget.' },
  { to: proPaths.exclusive, title: 'Produits exclusifs', text: 'Les pièces réservées à nos partenaires professionnels.' },
  {
    to: proPaths.quickOrder,
    title: 'Commande rapide',
    text: 'Choisissez les quantités de plusieurs produits et ajoutez-les au panier en une fois.',
  },
  { to: proPaths.history, title: 'Historique des commandes', text: 'Vos commandes passées, leur montant et leur statut.' },
  {
    to: proPaths.documents,
    title: 'Documents & informations',
    text: 'Catalogue de l’année, grille tarifaire et supports de présentation à télécharger.',
  },
] as const

/** The name the dashboard greets: the account's name, else 'Professionnel' (docs/product/screens.md#pro-dashboard). */
export function greetingName(name: string | null | undefined): string {
  return name?.trim() || 'Professionnel'
}
