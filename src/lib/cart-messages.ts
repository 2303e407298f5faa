import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart'
import type { CartChange } from './cart-refresh'
import { formatPrice } from './format'

/** What the shopper is told about one line refreshed from the server (docs/product/rules.md#cart-refresh). */
export function cartChangeMessage(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return `Le prix de « ${change.name} » a changé : ${formatPrice(change.before)} → ${formatPrice(change.after)}.`
    case 'quantity':
      return change.quantity === 1
        ? `Il ne reste qu’un exemplaire de « ${change.name} » : la quantité a été ajustée.`
        : `Il ne reste que ${change.quantity} exemplaires de « ${change.name} » : la quantité a été ajustée.`
    case 'sold-out':
      return `« ${change.name} » est épuisé et a été retiré de votre panier.`
    case 'reserved':
      return `« ${change.name} » est réservé : un autre client est en train de le payer. Il a été retiré de votre panier ; si le paiement n’aboutit pas, il sera remis en vente d’ici 15 minutes.`
    case 'unavailable':
      return `« ${change.name} » n’est plus disponible et a été retiré de votre panier.`
    case 'size-needed':
      return `« ${change.name} » existe désormais en plusieurs tailles : il a été retiré de votre panier, choisissez la vôtre sur sa page.`
  }
}

/** When the server could not be reached to check the cart. */
export const CART_REFRESH_FAILED = 'Impossible de vérifier les prix et les stocks pour le moment : ils seront confirmés au paiement.'

/** The quick order's products that found the cart full. */
export function cartFullFor(names: readonly string[]): string {
  return `Panier complet (${MAX_CART_LINES} articles différents au maximum par commande), non ajouté : ${names.join(', ')}.`
}

/** Under a quantity stopped by the per-line cap rather than by the stock. */
export const QUANTITY_CAP = `${MAX_LINE_QUANTITY} exemplaires au maximum par article et par commande.`
