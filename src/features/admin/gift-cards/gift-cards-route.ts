// /dashboard/cartes-cadeaux: the route module, loaded lazily by the router. Paged by the server
// (docs/adr/0117): a new search, filter, sort or page reads the page again, and so does a cancellation.
export { action, loader } from './gift-cards-data'
export { GiftCardsScreen as Component } from './gift-cards-screen'
