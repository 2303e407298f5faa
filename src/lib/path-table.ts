/**
 * Every address of the storefront and the account, and the roots of the pro and admin areas (read as
 * `paths.x` through lib/paths.ts). One constant each so that the build writes the address where it is
 * used rather than shipping a table of names (docs/adr/0074).
 */
export const home = '/'
export const about = '/a-propos'
export const catalogue = '/catalogue'
/** The old address of the catalogue (links shared before it was renamed): the same screen. */
export const catalogueAlias = '/products'
export const product = '/catalogue/:slug'
export const stones = '/tableaux-des-pierres'
export const customRequest = '/sur-mesure'
/** A custom request's own page (docs/adr/0127): its steps, quotes and thread; `?jeton=` from the quote's e-mail. */
export const customRequestPage = '/sur-mesure/demande/:id'
export const blog = '/blog'
export const article = '/blog/:slug'
export const contact = '/contact'
/** The one-click unsubscribe of a back-in-stock alert's e-mail (docs/adr/0107): `?jeton=`. */
export const stockAlertUnsubscribe = '/alertes/desinscription'
/** Buying a gift card, and a card's balance by its code (docs/adr/0117, linked from the cards' e-mails). */
export const giftCards = '/cartes-cadeaux'
export const giftCardBalance = '/cartes-cadeaux/solde'
/** The content pages the admin edits (docs/adr/0101): each one's slug is its address without `/`. */
export const sizeGuide = '/guide-des-tailles'
export const deliveryAndReturns = '/livraison-et-retours'
export const stoneCare = '/entretien-des-pierres'
export const faq = '/faq'
export const cart = '/cart'
export const login = '/login'
export const signup = '/signup'
export const forgotPassword = '/mot-de-passe-oublie'
export const resetPassword = '/reinitialiser-mot-de-passe/:token'
export const verifyEmail = '/verifier-email/:token'
export const confirmEmail = '/confirmer-email/:token'
export const checkout = '/checkout'
export const checkoutReturn = '/checkout/retour'
export const withdrawal = '/retractation'
export const terms = '/cgv'
export const legalNotice = '/mentions-legales'
export const privacy = '/politique-confidentialite'
/** The terms of sale to professional buyers (docs/adr/0080), apart from the consumers' CGV. */
export const proTerms = '/cgv-professionnels'
/** A delivered order's review form (`?jeton=` from the « Votre avis » e-mail, `?commande=` from the account) and its opt-out (docs/adr/0105). */
export const review = '/avis'
export const reviewOptOut = '/avis/desinscription'
/** The unsubscribe link of every marketing e-mail (docs/adr/0114): `?jeton=`. */
export const newsletterUnsubscribe = '/desinscription'

export const account = '/account'
export const becomePro = '/account/devenir-pro'
/** One order of the signed-in user's (docs/adr/0080): `?merci` after its payment. */
export const accountOrder = '/account/commandes/:id'
/** « Mes favoris » (docs/adr/0103). */
export const accountFavorites = '/account/favoris'

export const pro = '/espace-pro'
export const admin = '/dashboard'
