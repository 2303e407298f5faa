// /dashboard/codes-promo: the route module, loaded lazily by the router. Paged by the server
// (docs/adr/0116): a new search, filter, sort or page reads the page again, and so does a write.
export { action, loader } from './discount-codes-data'
export { DiscountCodesScreen as Component } from './discount-codes-screen'
