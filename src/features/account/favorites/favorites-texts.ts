import { isReserved } from '@/lib/stock'
import type { FavoriteProduct } from './favorites-data'

export const FAVORITES_TEXTS = {
  title: 'Mes favoris',
  empty: 'Vous n’avez pas encore de favoris. Touchez le cœur d’un bijou pour le retrouver ici.',
  browse: 'Découvrir la boutique',
  gone: 'Cette pièce n’est plus disponible',
  remove: 'Retirer',
  back: 'Retour à mon compte',
} as const

/** « En stock », « Épuisé », « Réservé » while the last units are being paid, « Plusieurs tailles » for a product with sizes. */
export function favoriteAvailability(product: FavoriteProduct): string {
  if (Array.isArray(product.options) && product.options.length > 0) return 'Plusieurs tailles'
  if ((product.stock ?? 0) > 0) return 'En stock'
  return isReserved(product) ? 'Réservé' : 'Épuisé'
}
