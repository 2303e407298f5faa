import { formatPrice } from '@/lib/format'

/** The checkout's texts: docs/product/screens.md#checkout and docs/product/states.md#checkout where the spec gives them, docs/adr (checkout) otherwise. */

export const CHECKOUT_HEADING = 'Finaliser ma commande'
export const EMPTY_CART = 'Votre panier est vide.'
export const LOGIN_REQUIRED = 'Vous devez être connecté pour passer une commande.'
/** docs/product/rules.md#constants: the visitor is sent to /login this long after the message. */
export const LOGIN_REDIRECT_DELAY_MS = 3000
/**
 * The order button (Code de la consommation L. 221-14: 'commande avec obligation de paiement' or an
 * unambiguous equivalent), naming the amount: docs/adr/0048.
 */
export function payLabel(total: number): string {
  return `Payer ${formatPrice(total)} — commande avec obligation de paiement`
}
/** The button of an order a gift card pays wholly (docs/adr/0117). */
export const PAY_BY_GIFT_CARD = 'Payer avec la carte cadeau — commande avec obligation de paiement'
export const PROCESSING = 'Traitement...'
export const PAID = 'Paiement réussi ! Redirection...'
/** How long 'Paiement réussi ! Redirection...' stays before /account. */
export const PAID_REDIRECT_DELAY_MS = 1500
export const ORDER_SAVE_FAILED = 'Paiement réussi, mais erreur lors de la sauvegarde de la commande. Veuillez nous contacter.'

/** docs/product/screens.md#checkout 'Paiement échoué: {provider message}'. */
export function paymentFailed(providerMessage: string): string {
  return `Paiement échoué: ${providerMessage}`
}

/** The alert (toast) of docs/product/states.md#checkout on success. */
export const ORDER_CONFIRMED = 'Paiement réussi ! Votre commande a bien été enregistrée.'

/** The function could not be reached or answered something unreadable. */
export const PAYMENT_SERVICE_UNREACHABLE =
  'Le service de paiement est momentanément indisponible. Aucun montant n’a été débité. Veuillez réessayer dans quelques instants.'
/** Stripe.js could not be loaded (blocked, offline). */
export const CARD_FORM_FAILED = 'Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.'
/** The Payment Element's label: a card, or what else Stripe offers (wallets, Cartes Bancaires). */
export const PAYMENT_METHOD = 'Moyen de paiement'
export const CARD_FORM_LOADING = 'Chargement du formulaire de paiement...'
export const CARD_INCOMPLETE = 'Veuillez compléter les informations de votre carte.'
/** The server says Stripe, but this build has no publishable key (a deployment mistake). */
export const CARD_PAYMENT_UNAVAILABLE = 'Le paiement par carte est momentanément indisponible. Aucun montant n’a été débité.'
/** A payment Stripe reports as neither failed nor succeeded (e.g. still processing). */
export const PAYMENT_NOT_CONFIRMED = 'le paiement n’a pas été confirmé.'

/** Demonstration mode (docs/product/rules.md#payment): no Stripe keys, nothing is charged. */
export const DEMO_NOTICE_TITLE = 'Mode démonstration'
export const DEMO_NOTICE = 'Mode démonstration : aucun paiement réel ne sera effectué.'
export const DEMO_NOTICE_DETAIL =
  'Cette boutique tourne sans clés Stripe : la commande sera enregistrée comme payée, sans saisie de carte ni débit.'

/** The server computed another amount than the recap shows (prices changed since the cart was filled). */
export function amountChanged(amountInCents: number): string {
  return `Le montant de votre commande a changé (${formatPrice(amountInCents / 100)}) : vérifiez votre panier avant de payer. Aucun montant n’a été débité.`
}

export const CART_UPDATED = 'Votre panier a été mis à jour :'
export const REVIEW_CART = 'Modifier mon panier'
export const RETRY_SAVE = 'Réessayer l’enregistrement'
export const SAVING = 'Enregistrement...'

/** The new delivery address could not be kept in the address book (nothing was paid). */
export const ADDRESS_NOT_SAVED =
  'Votre adresse n’a pas pu être enregistrée dans votre carnet. Aucun montant n’a été débité. Veuillez réessayer.'

/** The address forms (docs/adr/0036). */
export const DELIVERY_HEADING = 'Adresse de livraison'
export const DELIVERY_CHOICE = 'Choisissez l’adresse de livraison'
export const NEW_ADDRESS_LABEL = 'Nouvelle adresse'
export const SAVE_ADDRESS = 'Enregistrer cette adresse dans mon carnet'
export const BILLING_HEADING = 'Adresse de facturation'
export const BILLING_SAME = 'Identique à l’adresse de livraison'
/** Gift cards alone (docs/adr/0119): nothing is shipped, the address is the invoice's. */
export const BILLING_CHOICE = 'Choisissez l’adresse de facturation'
export const CARDS_BILLING_NOTE = 'Les cartes cadeaux sont envoyées par e-mail : aucune livraison. Cette adresse figure sur votre facture.'
/** A pro's invoice names their company on file (docs/adr/0080). */
export const BILLED_TO = 'Facture au nom de :'

/** /checkout/retour: back from the bank's page (docs/adr/0036). */
export const RETURN_HEADING = 'Finalisation du paiement'
export const RETURN_CONFIRMING = 'Nous enregistrons votre commande...'
export const RETURN_FAILED = 'Le paiement n’a pas abouti : aucun montant n’a été débité. Vous pouvez réessayer depuis la page de paiement.'
export const BACK_TO_CHECKOUT = 'Revenir au paiement'
